import { describe, expect, it } from 'vitest';
import { netRevenueMinor } from './purchaseTracking.ts';

describe('purchase net revenue', () => {
  it('removes VAT per line and subtracts discounts in cents', () => {
    const items = [
      { sku: 'A', name: 'Trikot', quantity: 1, totalPrice: '119.00', vatRate: 19 },
      { sku: 'B', name: 'Buch', quantity: 2, totalPrice: '21.40', vatRate: 7 },
    ];
    // 100.00 + 20.00 − 10.00 − 5.50
    expect(netRevenueMinor(items, '10.00', '5.50')).toBe(10450);
  });

  it('never goes below zero', () => {
    expect(
      netRevenueMinor([{ sku: 'A', name: 'Tasse', quantity: 1, totalPrice: '11.90', vatRate: 19 }], '25.00', '0'),
    ).toBe(0);
  });
});
