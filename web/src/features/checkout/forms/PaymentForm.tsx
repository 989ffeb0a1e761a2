import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';

export const PAYMENT_METHODS = [
  'PAYPAL',
  'CREDIT_CARD',
  'STORED_CARD',
  'SEPA',
  'PURCHASE_ON_ACCOUNT',
  'NO_PAYMENT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An IBAN as people type it: two letters, two check digits, the account (spaces allowed). */
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

export const paymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'checkout.errors.chooseMethod' }),
    storedCardId: z.string(),
    accountHolder: z.string().trim().max(70),
    iban: z.string().max(42, 'checkout.errors.iban'),
  })
  .superRefine((values, context) => {
    if (values.method === 'STORED_CARD' && !values.storedCardId)
      context.addIssue({ code: 'custom', path: ['storedCardId'], message: 'checkout.errors.chooseCard' });
    if (values.method !== 'SEPA') return;
    if (values.accountHolder.length < 2)
      context.addIssue({ code: 'custom', path: ['accountHolder'], message: 'forms.errors.required' });
    if (!IBAN.test(values.iban.replace(/\s+/g, '').toUpperCase()))
      context.addIssue({ code: 'custom', path: ['iban'], message: 'checkout.errors.iban' });
  });
export type PaymentValues = z.infer<typeof paymentSchema>;

export interface StoredCard {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number | null | undefined;
  expiryYear: number | null | undefined;
}

/**
 * Step 2: how to pay. Which methods are offered the page decides: nothing to pay offers only "no payment",
 * on account only for carts of tickets, SEPA only to tester groups, stored cards when there are some.
 */
export function PaymentForm({
  form,
  onSubmit,
  methods,
  storedCards,
}: {
  form: UseFormReturn<PaymentValues>;
  onSubmit: (values: PaymentValues) => void;
  methods: readonly PaymentMethod[];
  storedCards: readonly StoredCard[];
}) {
  const t = useT();
  const method = form.watch('method');
  const errors = form.formState.errors;
  const fieldError = (name: keyof PaymentValues) => {
    const message = errors[name]?.message;
    return message ? (
      <p className="field-error" id={`payment-${name}-error`}>
        {t(message, { defaultValue: message })}
      </p>
    ) : null;
  };
  return (
    <form className="checkout-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset aria-describedby={errors.method ? 'payment-method-error' : undefined}>
        <legend>{t('checkout.paymentMethod')}</legend>
        {methods.map((choice) => (
          <div key={choice} className="payment-choice">
            <label className="radio">
              <input type="radio" value={choice} {...form.register('method')} />
              <span>
                <strong>{t(`checkout.methods.${choice}`)}</strong>
                <span className="fine-print">{t(`checkout.methodHints.${choice}`)}</span>
              </span>
            </label>
            {choice === 'STORED_CARD' && method === 'STORED_CARD' && (
              <div className="field nested">
                <label htmlFor="payment-storedCardId">{t('checkout.storedCard')}</label>
                <select
                  id="payment-storedCardId"
                  aria-invalid={Boolean(errors.storedCardId)}
                  {...form.register('storedCardId')}
                >
                  {storedCards.map((card) => (
                    <option key={card.id} value={card.id}>
                      {card.brand} •••• {card.last4}
                      {card.expiryMonth && card.expiryYear
                        ? ` (${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)})`
                        : ''}
                    </option>
                  ))}
                </select>
                {fieldError('storedCardId')}
              </div>
            )}
            {choice === 'SEPA' && method === 'SEPA' && (
              <div className="nested">
                <div className="field">
                  <label htmlFor="payment-accountHolder">{t('checkout.accountHolder')}</label>
                  <input
                    id="payment-accountHolder"
                    autoComplete="name"
                    maxLength={70}
                    aria-invalid={Boolean(errors.accountHolder)}
                    aria-describedby={errors.accountHolder ? 'payment-accountHolder-error' : undefined}
                    {...form.register('accountHolder')}
                  />
                  {fieldError('accountHolder')}
                </div>
                <div className="field">
                  <label htmlFor="payment-iban">IBAN</label>
                  <input
                    id="payment-iban"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={42}
                    aria-invalid={Boolean(errors.iban)}
                    aria-describedby={errors.iban ? 'payment-iban-error' : undefined}
                    {...form.register('iban')}
                  />
                  {fieldError('iban')}
                </div>
                <p className="fine-print">{t('checkout.sepaMandate')}</p>
              </div>
            )}
          </div>
        ))}
        {fieldError('method')}
      </fieldset>
      <button type="submit">{t('checkout.continue')}</button>
    </form>
  );
}
