import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field } from '../../../forms/Field.tsx';
import { FieldError, FormRefusal, useAlertText } from '../../../forms/FieldError.tsx';

/**
 * The reason (one of the contract's termination reasons) and the person's word that they know a
 * termination cannot be undone (spec 3 section 4: irreversible).
 */
export const terminationSchema = z.object({
  reasonId: z.string().min(1, 'contracts.errors.chooseReason'),
  acknowledged: z.boolean().refine((value) => value, 'contracts.errors.acknowledge'),
});
export type TerminationValues = z.infer<typeof terminationSchema>;

/**
 * Terminates a contract to its renewal date: the reason, the date it ends, and the confirmation that it is
 * final, without which the button stays disabled. Presentational.
 */
export function TerminationForm({
  form,
  onSubmit,
  saving,
  reasons,
  endsOn,
}: {
  form: UseFormReturn<TerminationValues>;
  onSubmit: (values: TerminationValues) => void;
  saving: boolean;
  reasons: readonly { id: string; text: string }[];
  /** The day it ends, written out. */
  endsOn: string;
}) {
  const t = useT();
  const alertText = useAlertText();
  const errors = form.formState.errors;
  const acknowledged = useWatch({ control: form.control, name: 'acknowledged' });
  return (
    <form className="account-form contract-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <dl className="contract-facts">
        <div>
          <dt>{t('contracts.termination.endsOn')}</dt>
          <dd>{endsOn}</dd>
        </div>
      </dl>
      <Field
        id="contract-termination-reason"
        label={t('contracts.termination.reason')}
        error={alertText(errors.reasonId?.message)}
      >
        <select
          aria-required="true"
          {...describedBy('contract-termination-reason', { error: errors.reasonId })}
          {...form.register('reasonId')}
        >
          <option value="">{t('contracts.termination.chooseReason')}</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.text}
            </option>
          ))}
        </select>
      </Field>
      <p className="notice warning contract-irreversible" id="contract-termination-warning">
        {t('contracts.termination.irreversible', { date: endsOn })}
      </p>
      <label className="checkbox contract-acknowledge">
        <input
          type="checkbox"
          aria-describedby={errors.acknowledged ? 'contract-termination-acknowledge-error' : undefined}
          aria-invalid={Boolean(errors.acknowledged)}
          {...form.register('acknowledged')}
        />
        <span>{t('contracts.termination.acknowledge')}</span>
      </label>
      <FieldError id="contract-termination-acknowledge-error" message={errors.acknowledged?.message} />
      <FormRefusal message={errors.root?.message} />
      <div className="account-form-actions">
        <button
          type="submit"
          className="danger"
          disabled={!acknowledged}
          aria-disabled={saving}
          aria-describedby="contract-termination-warning"
        >
          {saving ? t('contracts.termination.submitting') : t('contracts.termination.submit')}
        </button>
      </div>
    </form>
  );
}
