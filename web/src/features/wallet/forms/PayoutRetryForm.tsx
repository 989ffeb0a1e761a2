import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';
import type { StoredPayoutMethod } from './PayoutForm.tsx';

/** The stored card or PayPal account a failed payout goes to now. */
export const payoutRetrySchema = z.object({
  paymentMethodId: z.string().min(1, 'tickets.marketplaceOffers.chooseMethod'),
});
export type PayoutRetryValues = z.infer<typeof payoutRetrySchema>;

/** Retrying a failed payout with another stored card or PayPal account. Presentational. */
export function PayoutRetryForm({
  form,
  onSubmit,
  methods,
  saving,
  idPrefix,
}: {
  form: UseFormReturn<PayoutRetryValues>;
  onSubmit: (values: PayoutRetryValues) => void;
  methods: readonly StoredPayoutMethod[];
  saving: boolean;
  /** Tells the forms of several offers apart. */
  idPrefix: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const error = form.formState.errors.paymentMethodId;
  const root = form.formState.errors.root?.message;
  const id = `${idPrefix}-method`;
  return (
    <form
      className="account-form payout-retry-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <h3 id={`${idPrefix}-title`}>{t('tickets.marketplaceOffers.retryTitle')}</h3>
      {root && (
        <p className="notice warning" role="alert">
          {root}
        </p>
      )}
      <Field id={id} label={t('tickets.marketplaceOffers.retryMethod')} error={errorText(error?.message)}>
        <select {...describedBy(id, { error })} {...form.register('paymentMethodId')}>
          {methods.map((method) => (
            <option key={method.id} value={method.id}>
              {method.label}
            </option>
          ))}
        </select>
      </Field>
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('tickets.marketplaceOffers.retrying') : t('tickets.marketplaceOffers.retry')}
        </button>
      </div>
    </form>
  );
}
