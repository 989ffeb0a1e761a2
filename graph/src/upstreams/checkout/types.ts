import type { components, paths } from '../__generated__/platform.ts';

export type UpstreamCheckout = components['schemas']['Checkout'];
export type UpstreamCheckoutStart = components['schemas']['CheckoutStart'];
export type UpstreamPaymentInfo = components['schemas']['PaymentInfo'];
export type UpstreamAddress = components['schemas']['Address'];
export type UpstreamOrder = UpstreamCheckout['transactions'][number]['orders'][number];
export type UpstreamCheckoutPage = paths['/checkouts']['get']['responses']['200']['content']['application/json'];
export type UpstreamPaymentStatus =
  paths['/checkouts/{id}/paymentStatus']['get']['responses']['200']['content']['application/json'];
export type UpstreamGroup =
  paths['/self/groups']['get']['responses']['200']['content']['application/json']['items'][number];

/** The checkout calls by method (spec 2 section 7): each its own path. */
export const checkoutPaths = {
  paypal: '/checkouts/paypal',
  purchaseOnAccount: '/checkouts/purchaseOnAccount',
  creditcard: '/checkouts/creditcard',
  sepa: '/checkouts/sepa/mandates',
  nopayment: '/checkouts/nopayment',
  token: '/checkouts',
} as const;
export type UpstreamCheckoutMethod = keyof typeof checkoutPaths;

/** The checkout payload: countryCode flat; id, country and the default flags never sent (spec 2 section 3). */
export interface UpstreamCheckoutAddress {
  company?: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress?: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone?: string;
}

export interface UpstreamCheckoutPayload {
  shippingAddress: UpstreamCheckoutAddress;
  billingAddress: UpstreamCheckoutAddress;
  paymentTokenId?: string;
  sepa?: { accountHolder: string; iban: string };
}
