import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { optionalText, requiredText, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field } from '../../../forms/Field.tsx';
import { FormRefusal, useAlertText } from '../../../forms/FieldError.tsx';
import { JobConsentsFieldset } from './JobConsentsFieldset.tsx';
import { JobDocumentsFieldset } from './JobDocumentsFieldset.tsx';
import { JobNoticePeriodFields, type NOTICE_UNITS } from './JobNoticePeriodFields.tsx';

/** The 20 countries of the form (spec 3 section 3), in the order the spec lists them. */
export const JOB_COUNTRIES = [
  'DEU',
  'AUT',
  'CHE',
  'NLD',
  'FRA',
  'BEL',
  'LUX',
  'ITA',
  'ESP',
  'POL',
  'CZE',
  'SVK',
  'HUN',
  'ROU',
  'HRV',
  'GBR',
  'USA',
  'TUR',
  'BGR',
  'SRB',
] as const;
const NOTICE_MAXIMUM: Record<(typeof NOTICE_UNITS)[number], number> = { DAYS: 365, WEEKS: 52, MONTHS: 12 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9][0-9 ()/-]{5,29}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const today = () => new Date().toISOString().slice(0, 10);
function age(birthday: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today().split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The application form's rules, the platform's (spec 2 sections 3 and 5), so most mistakes show at once. */
export const jobApplicationSchema = z
  .object({
    salutation: z.enum(['MR', 'MS', 'NONE'], { message: 'forms.errors.required' }),
    title: optionalText(40),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: requiredText(254).regex(EMAIL, 'forms.errors.email'),
    mobile: requiredText(30).regex(MOBILE, 'jobs.errors.mobile'),
    street: requiredText(100),
    number: requiredText(10),
    additional: optionalText(100),
    country: z.enum(JOB_COUNTRIES, { message: 'forms.errors.country' }),
    zip: requiredText(10).regex(ZIP, 'forms.errors.postalCode'),
    city: requiredText(100),
    birthday: z
      .string()
      .min(1)
      .refine((value) => {
        const years = age(value);
        return years >= 15 && years <= 100;
      }, 'jobs.errors.birthday'),
    desiredSalary: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000),
        'jobs.errors.salary',
      ),
    startDate: z
      .string()
      .min(1)
      .refine(
        (value) => value >= today() && value <= new Date(Date.now() + 2 * 365 * DAY_MS).toISOString().slice(0, 10),
        'jobs.errors.startDate',
      ),
    hasNoticePeriod: z.boolean(),
    noticePeriodAmount: z.string().trim(),
    noticePeriodUnit: z.string(),
    noticePeriodReference: z.string(),
    severelyDisabled: z.boolean(),
    source: optionalText(100),
    comments: optionalText(2000),
    privacyConsent: z.boolean().refine((value) => value, 'jobs.errors.consent'),
    retentionConsent: z.boolean().refine((value) => value, 'jobs.errors.consent'),
  })
  .superRefine((values, context) => {
    if (!values.hasNoticePeriod) return;
    const unit = values.noticePeriodUnit as (typeof NOTICE_UNITS)[number] | '';
    if (!unit) context.addIssue({ code: 'custom', path: ['noticePeriodUnit'], message: 'forms.errors.required' });
    if (!values.noticePeriodReference)
      context.addIssue({ code: 'custom', path: ['noticePeriodReference'], message: 'forms.errors.required' });
    const amount = Number(values.noticePeriodAmount);
    if (!values.noticePeriodAmount)
      context.addIssue({ code: 'custom', path: ['noticePeriodAmount'], message: 'forms.errors.required' });
    else if (!/^\d{1,3}$/.test(values.noticePeriodAmount) || amount < 1 || (unit && amount > NOTICE_MAXIMUM[unit]))
      context.addIssue({ code: 'custom', path: ['noticePeriodAmount'], message: 'jobs.errors.noticeAmount' });
  });
export type JobApplicationValues = z.input<typeof jobApplicationSchema>;

export const emptyApplication = (prefill: Partial<JobApplicationValues> = {}): JobApplicationValues => ({
  salutation: '' as 'MR',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  street: '',
  number: '',
  additional: '',
  country: 'DEU',
  zip: '',
  city: '',
  birthday: '',
  desiredSalary: '',
  startDate: '',
  hasNoticePeriod: false,
  noticePeriodAmount: '',
  noticePeriodUnit: '',
  noticePeriodReference: '',
  severelyDisabled: false,
  source: '',
  comments: '',
  privacyConsent: false,
  retentionConsent: false,
  ...prefill,
});

type TextField =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'street'
  | 'number'
  | 'additional'
  | 'zip'
  | 'city'
  | 'desiredSalary'
  | 'source';

/**
 * The application form of spec 2 section 3 with its documents. Presentational: the page owns the form, the
 * files and the submission; errors of the form's rules and the graph's typed errors show at their fields,
 * the documents' (checked here and refused by the platform) at the file field.
 */
export function JobApplicationForm({
  form,
  onSubmit,
  files,
  onFilesAdded,
  onFileRemoved,
  fileError,
  busy,
  progress,
}: {
  form: UseFormReturn<JobApplicationValues>;
  onSubmit: (values: JobApplicationValues) => void;
  files: readonly File[];
  onFilesAdded: (files: File[]) => void;
  onFileRemoved: (index: number) => void;
  fileError: string | undefined;
  busy: boolean;
  /** The submission's state, shown above the button. */
  progress: ReactNode;
}) {
  const t = useT();
  const alertText = useAlertText();
  const errors = form.formState.errors;
  const hasNoticePeriod = useWatch({ control: form.control, name: 'hasNoticePeriod' });
  const text = (
    name: TextField,
    label: string,
    options: { optional?: boolean; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <Field id={`job-${name}`} label={label} optional={options.optional} error={alertText(errors[name]?.message)}>
      <input
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-required={options.optional ? undefined : 'true'}
        {...describedBy(`job-${name}`, { error: errors[name] })}
        {...form.register(name)}
      />
    </Field>
  );
  return (
    <form className="account-form job-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-busy={busy}>
      <fieldset disabled={busy}>
        <legend>{t('jobs.form.person')}</legend>
        <Field id="job-salutation" label={t('jobs.form.salutation')} error={alertText(errors.salutation?.message)}>
          <select
            aria-required="true"
            {...describedBy('job-salutation', { error: errors.salutation })}
            {...form.register('salutation')}
          >
            <option value="">{t('jobs.form.choose')}</option>
            <option value="MS">{t('jobs.form.salutations.MS')}</option>
            <option value="MR">{t('jobs.form.salutations.MR')}</option>
            <option value="NONE">{t('jobs.form.salutations.NONE')}</option>
          </select>
        </Field>
        {text('title', t('jobs.form.title'), { optional: true, autoComplete: 'honorific-prefix' })}
        <div className="field-row">
          {text('firstName', t('jobs.form.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('jobs.form.lastName'), { autoComplete: 'family-name' })}
        </div>
        {text('email', t('jobs.form.email'), { type: 'email', autoComplete: 'email' })}
        {text('mobile', t('jobs.form.mobile'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        <Field id="job-birthday" label={t('jobs.form.birthday')} error={alertText(errors.birthday?.message)}>
          <input
            type="date"
            autoComplete="bday"
            aria-required="true"
            {...describedBy('job-birthday', { error: errors.birthday })}
            {...form.register('birthday')}
          />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{t('jobs.form.address')}</legend>
        <div className="field-row">
          {text('street', t('jobs.form.street'), { autoComplete: 'address-line1' })}
          {text('number', t('jobs.form.number'))}
        </div>
        {text('additional', t('jobs.form.additional'), { optional: true, autoComplete: 'address-line2' })}
        <div className="field-row">
          {text('zip', t('jobs.form.zip'), { autoComplete: 'postal-code' })}
          {text('city', t('jobs.form.city'), { autoComplete: 'address-level2' })}
        </div>
        <Field id="job-country" label={t('jobs.form.country')} error={alertText(errors.country?.message)}>
          <select
            aria-required="true"
            {...describedBy('job-country', { error: errors.country })}
            {...form.register('country')}
          >
            {JOB_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`jobs.countries.${code}`)}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{t('jobs.form.conditions')}</legend>
        {text('desiredSalary', t('jobs.form.desiredSalary'), { optional: true, inputMode: 'numeric' })}
        <Field id="job-startDate" label={t('jobs.form.startDate')} error={alertText(errors.startDate?.message)}>
          <input
            type="date"
            aria-required="true"
            {...describedBy('job-startDate', { error: errors.startDate })}
            {...form.register('startDate')}
          />
        </Field>
        <div className="field checkbox">
          <input type="checkbox" id="job-hasNoticePeriod" {...form.register('hasNoticePeriod')} />
          <label htmlFor="job-hasNoticePeriod">{t('jobs.form.hasNoticePeriod')}</label>
        </div>
        {hasNoticePeriod && <JobNoticePeriodFields form={form} />}
        <div className="field checkbox">
          <input type="checkbox" id="job-severelyDisabled" {...form.register('severelyDisabled')} />
          <label htmlFor="job-severelyDisabled">{t('jobs.form.severelyDisabled')}</label>
        </div>
        {text('source', t('jobs.form.source'), { optional: true })}
        <Field id="job-comments" label={t('jobs.form.comments')} optional error={alertText(errors.comments?.message)}>
          <textarea
            rows={4}
            {...describedBy('job-comments', { error: errors.comments })}
            {...form.register('comments')}
          />
        </Field>
      </fieldset>
      <JobDocumentsFieldset
        files={files}
        onFilesAdded={onFilesAdded}
        onFileRemoved={onFileRemoved}
        fileError={fileError}
        busy={busy}
      />
      <JobConsentsFieldset form={form} busy={busy} />
      <FormRefusal message={form.formState.errors.root?.message} />
      {progress}
      <div className="account-form-actions">
        <button type="submit" aria-disabled={busy} disabled={busy}>
          {busy ? t('jobs.form.sending') : t('jobs.form.submit')}
        </button>
      </div>
    </form>
  );
}
