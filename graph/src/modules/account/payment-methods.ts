import type { UpstreamPaymentInfo } from '../../upstreams/checkout/types.ts';
import type { StoredPaymentMethodModel } from './settings.mappers.ts';

/**
 * A person's saved payment methods (cards, SEPA mandates, PayPal accounts) as one list; the account's
 * settings, a contract's payment and a marketplace payout all offer them.
 */
export function paymentMethodsOf(info: UpstreamPaymentInfo): StoredPaymentMethodModel[] {
  const none = {
    cardBrand: null,
    last4: null,
    expiryMonth: null,
    expiryYear: null,
    accountHolder: null,
    payPalEmail: null,
  };
  return [
    ...info.creditCard.map((card) => ({
      ...none,
      id: card.id,
      kind: 'CREDIT_CARD' as const,
      cardBrand: card.brand,
      last4: card.last4,
      expiryMonth: card.expMonth,
      expiryYear: card.expYear,
    })),
    ...info.sepa.map((mandate) => ({
      ...none,
      id: mandate.id,
      kind: 'SEPA' as const,
      accountHolder: mandate.accountHolder,
      last4: mandate.last4,
    })),
    ...info.payPal.map((account) => ({
      ...none,
      id: account.id,
      kind: 'PAY_PAL' as const,
      payPalEmail: account.email,
    })),
  ];
}
