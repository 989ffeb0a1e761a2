import { describe, expect, it } from 'vitest';
import { priceCart, type CartContents } from './pricing.ts';

/** The cart's money model on its own: the lines a fan sees always add up to the total that is charged. */
const cart = { id: 7, owner: 'account:fan', country_code: 'DE', updated_at: new Date() };
const now = new Date('2026-12-06T12:00:00Z');
const imageUrl = (productId: number, width: number) => `/media/${productId}?w=${width}`;

type Item = CartContents['items'][number];
const item = (overrides: Partial<Item>): Item => ({
  id: 1,
  product_id: 10,
  quantity: 1,
  options: [],
  shipping_code: 'Standard',
  expires_at: null,
  sku: 'SKU-10',
  name_de: 'Heimtrikot',
  name_en: 'Home shirt',
  price_minor: 7_995,
  stock: 50,
  max_quantity: 10,
  min_age: 0,
  is_active: true,
  kind: 'Merchandise',
  sale_ends_at: null,
  ...overrides,
});

const contents = (overrides: Partial<CartContents>): CartContents => ({
  items: [],
  vouchers: [],
  promotions: [],
  country: { shipping_minor: 495, free_from_minor: 10_000 },
  percent: 0,
  notices: [],
  releasedVouchers: [],
  ...overrides,
});

/** Every line that changes what an order costs, summed in cents as a fan would add them up. */
const sumOfLines = (order: ReturnType<typeof priceCart>['orders'][number]) =>
  Math.round(order.itemsPrice * 100) -
  Math.round(order.discountPrice * 100) -
  order.vouchers.reduce((sum, voucher) => sum + Math.round(voucher.amount * 100), 0) +
  Math.round(order.shippingPrice * 100);

describe('the cart’s money model', () => {
  it('takes the promotion code off the goods, the voucher off what is left, and adds shipping below the threshold', () => {
    const priced = priceCart(
      cart,
      contents({
        items: [item({ quantity: 2, price_minor: 2_995 })],
        promotions: [{ id: 1, code: 'FAN10', partner_id: 1, percent: 10, min_order_minor: 0 }],
        vouchers: [{ id: 2, voucher_code: 'GIFT20', value_minor: 2_000 }],
      }),
      { now, imageUrl },
    );
    const [order] = priced.orders;
    expect(order).toMatchObject({ itemsPrice: 59.9, discountPrice: 5.99, shippingPrice: 4.95, totalPrice: 38.86 });
    expect(order!.vouchers).toEqual([{ id: 2, code: 'GIFT20', value: 20, amount: 20 }]);
    expect(sumOfLines(order!)).toBe(Math.round(priced.totalPrice * 100));
  });

  it('gives members their price, ships free from the threshold, and never ships tickets', () => {
    const priced = priceCart(
      cart,
      contents({
        percent: 10,
        items: [
          item({ id: 1, quantity: 2, price_minor: 7_995 }),
          item({ id: 2, product_id: 11, kind: 'Ticket', shipping_code: 'MobileTicket', price_minor: 2_500 }),
        ],
      }),
      { now, imageUrl },
    );
    const merchandise = priced.orders.find((order) => order.type === 'Merchandise')!;
    const tickets = priced.orders.find((order) => order.type === 'Ticket')!;
    expect(merchandise.items[0]).toMatchObject({ unitPrice: 79.95, memberUnitPrice: 71.96, totalPrice: 143.92 });
    expect(merchandise.shippingPrice).toBe(0);
    // Members' prices are for goods; a ticket costs what it costs.
    expect(tickets.items[0]).toMatchObject({ memberUnitPrice: null, totalPrice: 25 });
    expect(tickets.shippingPrice).toBe(0);
    expect(priced.totalPrice).toBe(168.92);
    expect(priced.orders.reduce((sum, order) => sum + sumOfLines(order), 0)).toBe(16_892);
  });

  it('spends a voucher only up to what the goods cost, and says so', () => {
    const priced = priceCart(
      cart,
      contents({
        items: [item({ price_minor: 1_500 })],
        vouchers: [{ id: 3, voucher_code: 'GIFT50', value_minor: 5_000 }],
      }),
      { now, imageUrl },
    );
    const [order] = priced.orders;
    expect(order!.vouchers[0]).toMatchObject({ value: 50, amount: 15 });
    expect(order!.totalPrice).toBe(4.95);
    expect(priced.validationErrors).toEqual([{ errorCode: 'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT' }]);
  });

  it('flags what cannot be bought as it stands: an expired reservation, too few in stock, 18+ goods abroad', () => {
    const priced = priceCart(
      { ...cart, country_code: 'AT' },
      contents({
        items: [
          item({ id: 1, quantity: 3, stock: 2 }),
          item({ id: 2, product_id: 12, min_age: 18 }),
          item({ id: 3, product_id: 13, kind: 'Ticket', expires_at: new Date(now.getTime() - 1_000) }),
        ],
      }),
      { now, imageUrl },
    );
    const errors = priced.orders.flatMap((order) => order.validationErrors);
    expect(errors).toEqual(
      expect.arrayContaining([
        { errorCode: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK', itemId: 1 },
        { errorCode: 'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION' },
        { errorCode: 'CARTITEM_EXPIRED', itemId: 3 },
      ]),
    );
  });
});
