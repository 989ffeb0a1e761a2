/**
 * The two consents an application needs (spec 2 section 3): to the processing of the data for this
 * application, and to keeping it for later ones. Each checkbox shows its own error below it. Apart from the
 * form (JobApplicationForm.tsx) so that the form reads as its groups of fields.
 */
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import { describedBy } from '../../../forms/Field.tsx';
import { useAlertText } from '../../../forms/FieldError.tsx';
import type { JobApplicationValues } from './JobApplicationForm.tsx';

export function JobConsentsFieldset({ form, busy }: { form: UseFormReturn<JobApplicationValues>; busy: boolean }) {
  const t = useT();
  const alertText = useAlertText();
  const errors = form.formState.errors;
  return (
    <fieldset disabled={busy}>
      <legend>{t('jobs.form.consents')}</legend>
      <div className="field checkbox">
        <input
          type="checkbox"
          aria-required="true"
          {...describedBy('job-privacyConsent', { error: errors.privacyConsent })}
          {...form.register('privacyConsent')}
        />
        <label htmlFor="job-privacyConsent">{t('jobs.form.privacyConsent')}</label>
        {errors.privacyConsent && (
          <div className="field-error" id="job-privacyConsent-error">
            {alertText(errors.privacyConsent.message)}
          </div>
        )}
      </div>
      <div className="field checkbox">
        <input
          type="checkbox"
          aria-required="true"
          {...describedBy('job-retentionConsent', { error: errors.retentionConsent })}
          {...form.register('retentionConsent')}
        />
        <label htmlFor="job-retentionConsent">{t('jobs.form.retentionConsent')}</label>
        {errors.retentionConsent && (
          <div className="field-error" id="job-retentionConsent-error">
            {alertText(errors.retentionConsent.message)}
          </div>
        )}
      </div>
    </fieldset>
  );
}
