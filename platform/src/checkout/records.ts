/**
 * What a checkout is, as its calls name it and as it is stored: its methods and statuses, the rows of
 * `checkouts`, `orders` and `order_items`, and the conversions between stored minor units and answered euros.
 */
import type { LinkLanguage } from '../portal-links.ts';
import type { Owner } from '../cart/service.ts';
import type { OrderState } from './order-states.ts';
import type { CheckoutAddress } from './rules.ts';

/** The checkout calls of spec 2 section 7, by the method their path names. */
export type CheckoutMethod = 'paypal' | 'purchaseOnAccount' | 'creditcard' | 'sepa' | 'nopayment' | 'token';

export const CHECKOUT_STATUSES = [
  'AwaitingPayment',
  'PaymentPending',
  'Paid',
  'OnAccount',
  'NoPayment',
  'PaymentFailed',
  'Cancelled',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The status a checkout starts in: on account and without payment it stands at once, SEPA waits for the debit. */
export const FIRST_STATUS: Readonly<Record<CheckoutMethod, CheckoutStatus>> = {
  purchaseOnAccount: 'OnAccount',
  nopayment: 'NoPayment',
  sepa: 'PaymentPending',
  paypal: 'AwaitingPayment',
  creditcard: 'AwaitingPayment',
  token: 'AwaitingPayment',
};
/** Statuses after which the buyer owes nothing more and the order stands. */
export const COMPLETED: ReadonlySet<CheckoutStatus> = new Set(['Paid', 'OnAccount', 'NoPayment']);
/** Statuses still waiting for the payment provider. */
export const OPEN: ReadonlySet<CheckoutStatus> = new Set(['AwaitingPayment', 'PaymentPending']);

export interface CheckoutBuyer {
  owner: Owner;
  /** The person who acts (for an organisation, its admin). */
  accountId: string;
}

export interface CheckoutInput {
  /** The cart to buy: the owner's cart for this delivery country (as every cart call names it). */
  cartCountryCode: string;
  /** The language of the page the buyer pays on: the provider's return address keeps it. */
  language?: LinkLanguage | undefined;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  /** For `token` (a stored card) and `sepa` (a stored mandate). */
  paymentTokenId?: string | undefined;
  /** For `sepa` without a stored mandate: the account to debit. */
  sepa?: { accountHolder: string; iban: string } | undefined;
}

export interface CheckoutRow {
  id: string;
  owner: string;
  account_id: string;
  idempotency_key: string;
  method: CheckoutMethod;
  status: CheckoutStatus;
  sales_channel: string;
  country_code: string;
  language: LinkLanguage;
  shipping_address: CheckoutAddress;
  billing_address: CheckoutAddress;
  total_minor: number;
  total_shipping_minor: number;
  total_tax_minor: number;
  total_voucher_minor: number;
  total_promotion_minor: number;
  promotion_codes: string[];
  payment_id: string | null;
  payment_token_id: string | null;
  payment_url: string | null;
  script_url: string | null;
  failure_reason: string | null;
  confirmation_sent_at: Date | string | null;
  created_at: Date | string;
}

export interface OrderRow {
  id: number;
  checkout_id: string;
  number: string;
  type: 'Merchandise' | 'Ticket';
  state: OrderState;
  items_minor: number;
  promotion_minor: number;
  voucher_minor: number;
  shipping_minor: number;
  total_minor: number;
  tax_minor: number;
  created_at: Date | string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  serial_number: string;
  sku: string;
  name_de: string;
  name_en: string | null;
  type: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
  vat_rate: number;
  options: { name: string; value: string }[];
  shipping_code: string;
}

/** What a restored cart item needs: enough to put it back as it was. */
export interface CartItemSnapshot {
  productId: number;
  quantity: number;
  options: { name: string; value: string }[];
  shippingCode: string;
  expiresAt: string | null;
}

export const money = (minor: number) => minor / 100;
export const minor = (amount: number) => Math.round(amount * 100);
export const iso = (value: Date | string) => new Date(value).toISOString();

/** An address as stored: trimmed, empty optional parts left out, the country code in upper case. */
export function normaliseAddress(address: CheckoutAddress): CheckoutAddress {
  const trimmed = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value.trim();
  return {
    ...(trimmed(address.company) ? { company: trimmed(address.company) } : {}),
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    street: address.street.trim(),
    ...(trimmed(address.additionalAddress) ? { additionalAddress: trimmed(address.additionalAddress) } : {}),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    countryCode: address.countryCode.toUpperCase(),
    ...(trimmed(address.phone) ? { phone: trimmed(address.phone) } : {}),
  };
}
