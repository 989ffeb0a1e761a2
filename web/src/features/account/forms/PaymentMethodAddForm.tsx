import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

export const PAYMENT_METHOD_KINDS = ['CREDIT_CARD', 'PAY_PAL', 'SEPA'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The kind to add and, for a card or a SEPA mandate, the billing address from the address book. */
export const paymentMethodAddSchema = z
  .object({ kind: z.enum(PAYMENT_METHOD_KINDS), billingAddressId: z.string() })
  .refine((values) => values.kind === 'PAY_PAL' || values.billingAddressId !== '', {
    path: ['billingAddressId'],
    message: 'account.paymentMethods.chooseAddress',
  });
export type PaymentMethodAddValues = z.infer<typeof paymentMethodAddSchema>;

/** Adding a card, PayPal or a SEPA mandate at the payment provider. Presentational. */
export function PaymentMethodAddForm({
  form,
  onSubmit,
  addresses,
  saving,
}: {
  form: UseFormReturn<PaymentMethodAddValues>;
  onSubmit: (values: PaymentMethodAddValues) => void;
  /** The address book, as choices: id and a one-line summary. */
  addresses: readonly { id: string; label: string }[];
  saving: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const errorText = useErrorText();
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const refusal = errors.root?.message;
  return (
    <form className="account-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="method-add-title">
      <h2 id="method-add-title">{t('account.paymentMethods.addTitle')}</h2>
      {refusal && (
        <p className="notice warning" role="alert">
          {refusal}
        </p>
      )}
      <fieldset className="account-choices">
        <legend>{t('account.paymentMethods.kind')}</legend>
        {PAYMENT_METHOD_KINDS.map((choice) => (
          <label key={choice} className="checkbox">
            <input type="radio" value={choice} {...form.register('kind')} />
            {t(`account.paymentMethods.kinds.${choice}`)}
          </label>
        ))}
      </fieldset>
      {kind !== 'PAY_PAL' &&
        (addresses.length === 0 ? (
          <p className="notice">
            {t('account.paymentMethods.noAddress')}{' '}
            <Link to={paths.addresses(language)}>{t('account.paymentMethods.toAddresses')}</Link>
          </p>
        ) : (
          <Field
            id="method-billing-address"
            label={t('account.paymentMethods.billingAddress')}
            error={errorText(errors.billingAddressId?.message)}
          >
            <select
              {...describedBy('method-billing-address', { error: errors.billingAddressId })}
              {...form.register('billingAddressId')}
            >
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}
                </option>
              ))}
            </select>
          </Field>
        ))}
      <p className="fine-print">{t('account.paymentMethods.redirectHint')}</p>
      <button type="submit" aria-disabled={saving || (kind !== 'PAY_PAL' && addresses.length === 0)}>
        {saving ? t('account.paymentMethods.redirecting') : t('account.paymentMethods.add')}
      </button>
    </form>
  );
}
