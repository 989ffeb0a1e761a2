/**
 * The notice period of the applicant's present job (spec 2 section 3), asked for when they have one: how many
 * days, weeks or months, to which day. Apart from the form (JobApplicationForm.tsx) with the units and
 * references it offers; the form's schema checks the amount against the unit.
 */
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import { describedBy, Field } from '../../../forms/Field.tsx';
import { useAlertText } from '../../../forms/FieldError.tsx';
import type { JobApplicationValues } from './JobApplicationForm.tsx';

export const NOTICE_UNITS = ['DAYS', 'WEEKS', 'MONTHS'] as const;
export const NOTICE_REFERENCES = [
  'END_OF_MONTH',
  'END_OF_QUARTER',
  'END_OF_YEAR',
  'FIFTEENTH_OF_MONTH',
  'FIFTEENTH_OR_END_OF_MONTH',
  'ANY_DAY',
  'FIXED_DATE',
] as const;

export function JobNoticePeriodFields({ form }: { form: UseFormReturn<JobApplicationValues> }) {
  const t = useT();
  const alertText = useAlertText();
  const errors = form.formState.errors;
  return (
    <div className="field-row">
      <Field
        id="job-noticePeriodAmount"
        label={t('jobs.form.noticePeriodAmount')}
        error={alertText(errors.noticePeriodAmount?.message)}
      >
        <input
          inputMode="numeric"
          aria-required="true"
          {...describedBy('job-noticePeriodAmount', { error: errors.noticePeriodAmount })}
          {...form.register('noticePeriodAmount')}
        />
      </Field>
      <Field
        id="job-noticePeriodUnit"
        label={t('jobs.form.noticePeriodUnit')}
        error={alertText(errors.noticePeriodUnit?.message)}
      >
        <select
          aria-required="true"
          {...describedBy('job-noticePeriodUnit', { error: errors.noticePeriodUnit })}
          {...form.register('noticePeriodUnit')}
        >
          <option value="">{t('jobs.form.choose')}</option>
          {NOTICE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`jobs.form.units.${unit}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="job-noticePeriodReference"
        label={t('jobs.form.noticePeriodReference')}
        error={alertText(errors.noticePeriodReference?.message)}
      >
        <select
          aria-required="true"
          {...describedBy('job-noticePeriodReference', { error: errors.noticePeriodReference })}
          {...form.register('noticePeriodReference')}
        >
          <option value="">{t('jobs.form.choose')}</option>
          {NOTICE_REFERENCES.map((reference) => (
            <option key={reference} value={reference}>
              {t(`jobs.form.references.${reference}`)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
