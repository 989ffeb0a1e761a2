import type { UseFormReturn } from 'react-hook-form';
import { requiredText, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

/** Why the recipient declines: required (spec 2 section 4), at most 500 characters (the graph's limit). */
export const declineSchema = z.object({
  reason: requiredText(500),
});
export type DeclineValues = z.infer<typeof declineSchema>;

/** Declines a received transfer with a reason the sender sees. Presentational. */
export function DeclineForm({
  form,
  onSubmit,
  saving,
  sender,
}: {
  form: UseFormReturn<DeclineValues>;
  onSubmit: (values: DeclineValues) => void;
  saving: boolean;
  sender: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const error = form.formState.errors.reason;
  return (
    <form className="account-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="decline-title">
      <h2 id="decline-title">{t('tickets.offer.declineTitle')}</h2>
      <Field
        id="decline-reason"
        label={t('tickets.offer.reason')}
        hint={t('tickets.offer.reasonHint', { name: sender })}
        error={errorText(error?.message)}
      >
        <textarea
          maxLength={500}
          aria-required="true"
          {...describedBy('decline-reason', { error, hint: true })}
          {...form.register('reason')}
        />
      </Field>
      <div className="account-form-actions">
        <button type="submit" className="secondary" aria-disabled={saving}>
          {saving ? t('tickets.offer.declining') : t('tickets.offer.decline')}
        </button>
      </div>
    </form>
  );
}
