import { consent } from '../../app/analytics.ts';

/** How long the page waits before it reports a purchase, so the tag manager has loaded (spec 2 section 9). */
export const ANALYTICS_DELAY_MS = 1600;

export interface TrackedItem {
  sku: string;
  name: string;
  quantity: number;
  /** Gross total of the line as a decimal string, e.g. "89.95". */
  totalPrice: string;
  vatRate: number;
}

const minorOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -minor : minor;
};

/**
 * The purchase's net revenue in cents (spec 2 section 4): every line without its VAT (gross divided by
 * rate/100 + 1), minus the voucher and promotion code discounts, never below 0. Computed in minor units.
 */
export function netRevenueMinor(items: readonly TrackedItem[], voucherDiscount: string, promotionDiscount: string) {
  const net = items.reduce((sum, item) => sum + Math.round((minorOf(item.totalPrice) * 100) / (100 + item.vatRate)), 0);
  return Math.max(0, net - minorOf(voucherDiscount) - minorOf(promotionDiscount));
}

/**
 * Reports a purchase to the data layer as Purchase and PurchaseGA, once per checkout and only with the
 * visitor's consent, after the analytics delay. Answers the timer so a page that goes away can cancel it.
 */
export function trackPurchase(purchase: {
  checkoutId: string;
  orderNumbers: string[];
  items: TrackedItem[];
  voucherDiscount: string;
  promotionDiscount: string;
  currency: string;
}): ReturnType<typeof setTimeout> | undefined {
  const key = `purchase-tracked:${purchase.checkoutId}`;
  if (consent.snapshot() !== 'granted' || sessionStorage.getItem(key)) return undefined;
  return setTimeout(() => {
    sessionStorage.setItem(key, '1');
    const revenue = (
      netRevenueMinor(purchase.items, purchase.voucherDiscount, purchase.promotionDiscount) / 100
    ).toFixed(2);
    window.dataLayer ??= [];
    const details = {
      transactionId: purchase.orderNumbers.join(','),
      revenue,
      currency: purchase.currency,
      products: purchase.items.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity })),
    };
    window.dataLayer.push({ event: 'Purchase', ...details });
    window.dataLayer.push({ event: 'PurchaseGA', ecommerce: { purchase: details } });
  }, ANALYTICS_DELAY_MS);
}
