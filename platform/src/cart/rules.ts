/** The cart's rules for what goes into it: how each kind of item may be shipped, how many, with which options. */
import { nativeError, ProblemError } from '../http/problem.ts';
import type { optionsOf, UserOptionValue } from './options.ts';

/**
 * How an item reaches its buyer. Merchandise is posted (standard or express); a ticket is sent to the
 * wallet, printed at home, or posted. Codes that do not fit the item are refused.
 */
export const SHIPPING_CODES_BY_KIND = {
  Merchandise: ['Standard', 'Express'],
  Ticket: ['Standard', 'MobileTicket', 'PrintAtHome'],
} as const;
export const SHIPPING_CODES = [
  ...new Set<string>([...SHIPPING_CODES_BY_KIND.Merchandise, ...SHIPPING_CODES_BY_KIND.Ticket]),
];

/** The detail text clients recognise for the maximum quantity (spec 1 section 8). */
export const MAX_QUANTITY_EXCEEDED = 'Max quantity exceeded';

/** Refuses a quantity above the per-order limit or the stock, with the native code and how many there are. */
export function checkQuantity(
  quantity: number,
  product: { name_de: string; stock: number; max_quantity: number },
): void {
  if (quantity > product.max_quantity) {
    throw nativeError(
      'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY',
      `${MAX_QUANTITY_EXCEEDED}: at most ${product.max_quantity} of ${product.name_de} per order`,
      { available: product.max_quantity },
    );
  }
  if (quantity > product.stock) {
    throw nativeError(
      'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
      `Only ${product.stock} of ${product.name_de} in stock`,
      { available: product.stock },
    );
  }
}

/** The buyer's choice of each option the product has (size, …); a missing or unknown value is a 400. */
export function validateOptions(options: ReturnType<typeof optionsOf>, values: UserOptionValue[]): UserOptionValue[] {
  const chosen: UserOptionValue[] = [];
  for (const option of options) {
    const value = values.find((entry) => entry.name === option.name)?.value;
    if (!value || !option.values.includes(value)) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `Choose a ${option.name}: ${option.values.join(', ')}`,
        errors: { userOptionValues: [`${option.name} must be one of ${option.values.join(', ')}`] },
      });
    }
    chosen.push({ name: option.name, value });
  }
  return chosen;
}
