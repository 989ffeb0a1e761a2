import type { CheckoutBody } from './render.ts';

export type PlacedOrder = CheckoutBody['transactions'][number]['orders'][number];
export type MoneyLanguage = 'de' | 'en';

/** A line that changes what the buyer pays, signed: discounts and vouchers take off. */
export interface PriceLine {
  kind: 'items' | 'discount' | 'shipping' | 'voucher';
  amount: number;
}

/**
 * An order's money as the buyer is charged it, line by line, in the order the cart computes it
 * (cart/pricing.ts): the items, the promotion codes' discount off them, shipping, the vouchers paid with.
 * Discounts and vouchers show when they are there, shipping for posted goods. The lines add up to the order's total; the order mail and the invoice show exactly these, so neither ever
 * shows a total without what makes it.
 */
export function orderPriceLines(order: PlacedOrder): PriceLine[] {
  return [
    { kind: 'items' as const, amount: order.itemsPrice },
    { kind: 'discount' as const, amount: -order.promotionCodeDiscounts },
    { kind: 'shipping' as const, amount: order.shippingPrice },
    { kind: 'voucher' as const, amount: -order.voucherDiscounts },
  ].filter(
    (line) => line.kind === 'items' || line.amount !== 0 || (line.kind === 'shipping' && order.type === 'Merchandise'),
  );
}

/** The lines' sum in cents (each line is a whole number of cents). */
export function sumOfLines(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
}

export const moneyLabels = {
  de: {
    items: 'Warenwert',
    discount: 'Rabatt',
    shipping: 'Versand',
    voucher: 'Gutschein',
    orderTotal: 'Gesamtbetrag',
    total: 'Gesamtsumme inkl. MwSt.',
    vat: 'darin enthaltene MwSt.',
  },
  en: {
    items: 'Items',
    discount: 'Discount',
    shipping: 'Shipping',
    voucher: 'Voucher',
    orderTotal: 'Order total',
    total: 'Total incl. VAT',
    vat: 'VAT included',
  },
} as const satisfies Record<MoneyLanguage, Record<PriceLine['kind'] | 'orderTotal' | 'total' | 'vat', string>>;

const formats = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** An amount as the buyer reads it, a minus as a minus sign: "−25,00 €", "−€25.00". */
export function formatEuro(amount: number, language: MoneyLanguage): string {
  return formats[language].format(amount).replace('-', '−');
}
