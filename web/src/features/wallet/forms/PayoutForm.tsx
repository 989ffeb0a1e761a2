import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from '../../../forms/zod.ts';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { useErrorText } from '../../../forms/Field.tsx';

/** How a seller can be paid out (spec 2 section 3), in the order they are offered. */
export const PAYOUT_TYPES = ['ORIGINAL_PAYMENT', 'VOUCHER', 'CREDIT_CARD', 'PAY_PAL'] as const;
export type PayoutTypeChoice = (typeof PAYOUT_TYPES)[number];

/**
 * The payout type, and for a card or PayPal which stored one (each kind keeps its own choice, so
 * switching back and forth keeps it).
 */
export const payoutSchema = z
  .object({
    payoutType: z.enum(PAYOUT_TYPES, { error: 'tickets.sell.errors.choosePayoutType' }),
    cardId: z.string(),
    payPalId: z.string(),
  })
  .superRefine((values, context) => {
    if (values.payoutType === 'CREDIT_CARD' && !values.cardId)
      context.addIssue({ code: 'custom', path: ['cardId'], message: 'tickets.sell.errors.chooseCard' });
    if (values.payoutType === 'PAY_PAL' && !values.payPalId)
      context.addIssue({ code: 'custom', path: ['payPalId'], message: 'tickets.sell.errors.choosePayPal' });
  });
export type PayoutValues = z.infer<typeof payoutSchema>;

/** The stored payment method a payout goes to, from the graph's answer. */
export const paymentMethodIdOf = (values: Partial<PayoutValues>): string | null =>
  (values.payoutType === 'CREDIT_CARD' ? values.cardId : values.payoutType === 'PAY_PAL' ? values.payPalId : null) ||
  null;

/** A stored card or PayPal account to choose. */
export interface StoredPayoutMethod {
  id: string;
  label: string;
}

const methodField = { CREDIT_CARD: 'cardId', PAY_PAL: 'payPalId' } as const;

/**
 * Step 2 of offering a ticket: how to be paid out. The original payment only where the ticket allows it;
 * a card or PayPal only with a stored one (otherwise the choice is shown disabled, with the way to store
 * one). What the choice pays out (`quote`) stands below the choices. Presentational.
 */
export function PayoutForm({
  form,
  onSubmit,
  payoutTypes,
  cards,
  payPalAccounts,
  quote,
  actions,
}: {
  form: UseFormReturn<PayoutValues>;
  onSubmit: (values: PayoutValues) => void;
  /** The payout types the ticket allows. */
  payoutTypes: readonly string[];
  cards: readonly StoredPayoutMethod[];
  payPalAccounts: readonly StoredPayoutMethod[];
  quote: ReactNode;
  /** Beside the submit button (the way back). */
  actions?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const errorText = useErrorText();
  const payoutType = form.watch('payoutType');
  const errors = form.formState.errors;
  const stored = { CREDIT_CARD: cards, PAY_PAL: payPalAccounts } as const;
  const choices = PAYOUT_TYPES.filter((choice) => payoutTypes.includes(choice));
  const error = (id: string, message: string | undefined) =>
    message ? (
      <p className="field-error" id={`${id}-error`}>
        {errorText(message)}
      </p>
    ) : null;

  return (
    <form className="account-form offer-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset aria-describedby={errors.payoutType ? 'payout-type-error' : undefined}>
        <legend>{t('tickets.sell.payoutLegend')}</legend>
        {choices.map((choice) => {
          const kind = choice === 'CREDIT_CARD' || choice === 'PAY_PAL' ? choice : null;
          const methods = kind ? stored[kind] : null;
          const missing = methods !== null && methods.length === 0;
          const id = `payout-${choice}`;
          return (
            <div key={choice} className="payout-choice">
              <label className="radio">
                <input type="radio" value={choice} disabled={missing} {...form.register('payoutType')} />
                <span>
                  <strong>{t(`tickets.marketplace.payoutTypes.${choice}`)}</strong>
                  <span className="fine-print">
                    {missing
                      ? t(choice === 'CREDIT_CARD' ? 'tickets.sell.noCard' : 'tickets.sell.noPayPal')
                      : t(`tickets.sell.payoutHints.${choice}`)}
                  </span>
                </span>
              </label>
              {missing && (
                <p className="nested">
                  <Link to={paths.paymentMethods(language)}>{t('tickets.sell.addPaymentMethod')}</Link>
                </p>
              )}
              {kind && methods && !missing && payoutType === kind && (
                <div className="field nested">
                  <label htmlFor={`${id}-method`}>
                    {t(kind === 'CREDIT_CARD' ? 'tickets.sell.chooseCard' : 'tickets.sell.choosePayPal')}
                  </label>
                  <select
                    id={`${id}-method`}
                    aria-invalid={Boolean(errors[methodField[kind]])}
                    aria-describedby={errors[methodField[kind]] ? `${id}-method-error` : undefined}
                    {...form.register(methodField[kind])}
                  >
                    {methods.map((method) => (
                      <option key={method.id} value={method.id}>
                        {method.label}
                      </option>
                    ))}
                  </select>
                  {error(`${id}-method`, errors[methodField[kind]]?.message)}
                </div>
              )}
            </div>
          );
        })}
        {error('payout-type', errors.payoutType?.message)}
      </fieldset>
      {quote}
      <div className="account-form-actions">
        <button type="submit">{t('tickets.sell.continue')}</button>
        {actions}
      </div>
    </form>
  );
}
