import type { EmailEntry, UpstreamConsent } from '../../upstreams/account/types.ts';

export type EmailAddressModel = EmailEntry;

/** A consent of the catalogue with the viewer's grant, if any. */
export interface ConsentModel {
  consent: UpstreamConsent;
  parentKey: string | null;
  grant: { id: number; grantedAt: string } | null;
}

/** A stored payment method as the account area lists it. */
export interface StoredPaymentMethodModel {
  id: string;
  kind: 'CREDIT_CARD' | 'PAY_PAL' | 'SEPA';
  cardBrand: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  accountHolder: string | null;
  payPalEmail: string | null;
}
