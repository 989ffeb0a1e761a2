import { nativeError, ProblemError } from '../http/problem.ts';

/** An address as the checkout takes it (spec 2 section 3: countryCode flat, no id or default flags). */
export interface CheckoutAddress {
  company?: string | undefined;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress?: string | undefined;
  postalCode: string;
  city: string;
  countryCode: string;
  phone?: string | undefined;
}

/** The country whose addresses need no phone number; every other shipping country does. */
export const HOME_COUNTRY = 'DE';

/**
 * Shipping codes that hand the parcel to a courier or post tickets: the courier calls ahead and the
 * tickets go only to the person who pays, so the shipping address needs a phone and must be the
 * invoice address.
 */
export const SHIPPING_CODES_REQUIRING_EQUAL_ADDRESSES = new Set(['Express']);
export const TICKET_SHIPPING_CODES_REQUIRING_EQUAL_ADDRESSES = new Set(['Standard']);

/** The detail texts clients recognise (spec 2 section 8). */
export const FOREIGN_ADDRESS_WITHOUT_PHONE = 'A phone number is mandatory for foreign shipping';
export const ADDRESSES_NOT_EQUAL =
  'Items have shipping codes that require the shipping address to have a phone number and equal the invoice address';

const comparable = (address: CheckoutAddress) =>
  [
    address.company,
    address.firstName,
    address.lastName,
    address.street,
    address.additionalAddress,
    address.postalCode,
    address.city,
    address.countryCode,
  ]
    .map((part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

export function addressesEqual(a: CheckoutAddress, b: CheckoutAddress): boolean {
  return comparable(a) === comparable(b);
}

const hasPhone = (address: CheckoutAddress) => (address.phone ?? '').replace(/\D/g, '').length >= 6;

/** The address rules of spec 2 sections 5 and 8, answered as the 400s clients recognise. */
export function checkAddresses(
  shipping: CheckoutAddress,
  billing: CheckoutAddress,
  items: readonly { type: string; shippingCode: string }[],
): void {
  if (shipping.countryCode.toUpperCase() !== HOME_COUNTRY && !hasPhone(shipping)) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: FOREIGN_ADDRESS_WITHOUT_PHONE,
      errors: { 'ShippingAddress.Phone': [FOREIGN_ADDRESS_WITHOUT_PHONE] },
    });
  }
  const needsEqual = items.some((item) =>
    item.type === 'Ticket'
      ? TICKET_SHIPPING_CODES_REQUIRING_EQUAL_ADDRESSES.has(item.shippingCode)
      : SHIPPING_CODES_REQUIRING_EQUAL_ADDRESSES.has(item.shippingCode),
  );
  if (needsEqual && (!hasPhone(shipping) || !addressesEqual(shipping, billing))) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: ADDRESSES_NOT_EQUAL,
      errors: { ShippingAddress: [ADDRESSES_NOT_EQUAL] },
    });
  }
}

/** The order in which a cart's own validation errors refuse a checkout: the item's fault first. */
const CART_ERROR_PRIORITY = [
  'CARTITEM_EXPIRED',
  'CARTITEM_INACTIVE',
  'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
  'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION',
  'MINIMUM_ORDER_VALUE_NOT_REACHED',
  'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT',
];

const CART_ERROR_DETAILS: Record<string, string> = {
  CARTITEM_EXPIRED: 'The reservation of an item has run out',
  CARTITEM_INACTIVE: 'An item is no longer sold',
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK: 'Not enough of an item in stock',
  ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION: 'Items for ages 18 and over ship only within Germany',
  MINIMUM_ORDER_VALUE_NOT_REACHED: 'A promotion code needs a higher order value',
  VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT: 'A voucher is worth more than the goods in the cart',
};

/** Refuses a cart whose own validation finds a problem, with the most specific native code. */
export function refuseInvalidCart(errors: readonly { errorCode: string }[]): void {
  const codes = new Set(errors.map((error) => error.errorCode));
  const first = CART_ERROR_PRIORITY.find((code) => codes.has(code)) ?? [...codes][0];
  if (first) throw nativeError(first, CART_ERROR_DETAILS[first] ?? 'The cart cannot be checked out');
}

/** VAT per item: books at the reduced rate, everything else (merchandise, event tickets) at the standard rate. */
export function vatRateOf(product: { kind: string; artwork: string }): number {
  return product.artwork === 'book' && product.kind === 'Merchandise' ? 7 : 19;
}

/** The VAT contained in a gross amount (minor units), rounded half up. */
export function vatOf(grossMinor: number, rate: number): number {
  return Math.round((grossMinor * rate) / (100 + rate));
}
