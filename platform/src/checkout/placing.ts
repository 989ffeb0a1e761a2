/**
 * The steps that turn a locked cart into orders, all inside the checkout's transaction: what may be bought
 * this way, the stock taken, each order's money (lines → totals, tax), the rows written, the cart spent;
 * and the way back when the payment fails.
 */
import type { CartService, Owner } from '../cart/service.ts';
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';
import { holdAgain, returnTakenSeats, takeHeldSeats } from '../ticketing/holds.ts';
import { assertSeasonTicketHolder } from '../wallet/season-ticket-holders.ts';
import { minor, type CartItemSnapshot, type CheckoutMethod } from './records.ts';
import { checkAddresses, refuseInvalidCart, vatOf, vatRateOf, type CheckoutAddress } from './rules.ts';
import type { OrderState } from './order-states.ts';

/** The cart as the checkout reads it: priced for the shipping country. */
export type PricedCart = Awaited<ReturnType<CartService['render']>>;
type PricedOrder = PricedCart['orders'][number];
type PricedItem = PricedOrder['items'][number];

/** What the checkout's rules read of a product besides the cart: VAT class, end of sale, resale season. */
interface ProductFacts {
  id: number;
  kind: string;
  artwork: string;
  sale_ends_at: Date | string | null;
  resale_season: number | null;
}

const vatRateOfItem = (products: Map<number, ProductFacts>, item: PricedItem) =>
  vatRateOf(products.get(item.productId) ?? { kind: '', artwork: '' });

/**
 * Refuses a cart that cannot be bought now, to these addresses or with this method, with the native code that
 * says why (in the order the checkout has always checked);
 * answers the facts of its products that pricing the orders needs.
 */
export async function assertBuyable(
  tx: Queryable,
  owner: Owner,
  method: CheckoutMethod,
  cart: PricedCart,
  addresses: { shipping: CheckoutAddress; billing: CheckoutAddress },
  now: Date,
): Promise<Map<number, ProductFacts>> {
  const items = cart.orders.flatMap((order) => order.items);
  if (items.length === 0) {
    throw nativeError('CART_IS_EMPTY', 'The cart is empty; was it ordered in another window?', { status: 409 });
  }
  refuseInvalidCart([...cart.validationErrors, ...cart.orders.flatMap((order) => order.validationErrors)]);
  checkAddresses(addresses.shipping, addresses.billing, items);
  const { rows } = await tx.query<ProductFacts>(
    `SELECT p.id, p.kind, p.artwork, p.sale_ends_at, t.season AS resale_season
     FROM products p LEFT JOIN tickets t ON t.id = p.resale_ticket_id AND t.kind = 'SeasonTicket'
     WHERE p.id = ANY($1::int[])`,
    [items.map((item) => item.productId)],
  );
  const products = new Map(rows.map((row) => [row.id, row]));
  for (const item of items) {
    const saleEnds = products.get(item.productId)?.sale_ends_at;
    if (item.type === 'Ticket' && saleEnds && new Date(saleEnds) <= now) {
      throw nativeError('TICKET_IS_NOT_CHECKOUTABLE', `${item.name.de} is no longer on sale`);
    }
  }
  // Season tickets bought on resale: one per person and season, also when the cart was filled anonymously
  // or holds two of the same season (each alone would pass the cart's check).
  const resaleSeasons = rows.flatMap((row) => (row.resale_season === null ? [] : [row.resale_season]));
  for (const season of new Set(resaleSeasons)) {
    if (resaleSeasons.filter((other) => other === season).length > 1)
      throw nativeError(
        'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
        'A person holds one season ticket per season',
        { status: 422 },
      );
    await assertSeasonTicketHolder(tx, owner, season, now);
  }
  if (method === 'purchaseOnAccount' && items.some((item) => item.type !== 'Ticket')) {
    throw nativeError('CART_CONTAINS_NOT_ONLY_TICKETS', 'Purchase on account is for carts of tickets only');
  }
  const totalMinor = minor(cart.totalPrice);
  if (method === 'nopayment' && totalMinor > 0) {
    throw nativeError('PAYMENT_REQUIRED', 'The cart has an amount to pay; choose a payment method');
  }
  if (method !== 'nopayment' && totalMinor === 0) {
    throw nativeError('NO_PAYMENT_REQUIRED', 'Nothing to pay: check out without payment');
  }
  return products;
}

/**
 * Takes the items' stock now, in the transaction that writes the orders; the CHECK (stock >= 0) backs it up.
 * Tickets of a block on sale also take the places their cart items hold (ticketing/holds.ts): the block's
 * places are what its price classes share, a product's stock is its price class's quota.
 */
export async function takeStock(tx: Queryable, owner: Owner, items: readonly PricedItem[], now: Date): Promise<void> {
  await takeHeldSeats(
    tx,
    owner,
    items.map((item) => ({ cartItemId: item.id, productId: item.productId, quantity: item.quantity })),
    now,
  );
  const perProduct = new Map<number, number>();
  for (const item of items) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
  // In product order, so two checkouts taking the same products cannot deadlock each other.
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b)) {
    const { rows } = await tx.query(
      'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
      [productId, quantity],
    );
    if (rows.length === 0) {
      throw nativeError('CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK', 'Not enough of an item in stock');
    }
  }
}

/** One order to write, with its money in minor units. */
export interface OrderPlan {
  order: PricedOrder;
  itemsMinor: number;
  promotionMinor: number;
  voucherMinor: number;
  shippingMinor: number;
  taxMinor: number;
}

/** The orders of a priced cart with their money, and the checkout's sums of it. */
export function planOrders(cart: PricedCart, products: Map<number, ProductFacts>) {
  const plans: OrderPlan[] = cart.orders
    .filter((order) => order.items.length > 0)
    .map((order) => {
      const itemsMinor = minor(order.itemsPrice);
      const promotionMinor = minor(order.discountPrice);
      const shippingMinor = minor(order.shippingPrice);
      // Promotion codes lower the taxable amount, vouchers are a means of payment and do not.
      let taxMinor = vatOf(shippingMinor, 19);
      for (const item of order.items) {
        const gross = minor(item.totalPrice);
        const share = itemsMinor > 0 ? Math.floor((gross * promotionMinor) / itemsMinor) : 0;
        taxMinor += vatOf(gross - share, vatRateOfItem(products, item));
      }
      const voucherMinor = order.vouchers.reduce((sum, voucher) => sum + minor(voucher.amount), 0);
      return { order, itemsMinor, promotionMinor, voucherMinor, shippingMinor, taxMinor };
    });
  const sum = (part: (plan: OrderPlan) => number) => plans.reduce((total, plan) => total + part(plan), 0);
  return {
    plans,
    taxMinor: sum((plan) => plan.taxMinor),
    voucherMinor: sum((plan) => plan.voucherMinor),
    promotionMinor: sum((plan) => plan.promotionMinor),
  };
}

/** Writes the orders of a checkout, each with its first state and its items (and how to put each back). */
export async function writeOrders(
  tx: Queryable,
  checkoutId: string,
  plans: readonly OrderPlan[],
  products: Map<number, ProductFacts>,
  state: OrderState,
  now: Date,
): Promise<void> {
  for (const plan of plans) {
    const { rows: numbers } = await tx.query<{ number: string }>("SELECT nextval('order_numbers')::text AS number");
    const number = numbers[0]!.number;
    const { rows: inserted } = await tx.query<{ id: number }>(
      `INSERT INTO orders (checkout_id, number, type, state, items_minor, promotion_minor, voucher_minor,
         shipping_minor, total_minor, tax_minor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        checkoutId,
        number,
        plan.order.type,
        state,
        plan.itemsMinor,
        plan.promotionMinor,
        plan.voucherMinor,
        plan.shippingMinor,
        minor(plan.order.totalPrice),
        plan.taxMinor,
        now,
      ],
    );
    const orderId = inserted[0]!.id;
    await tx.query('INSERT INTO order_state_changes (order_id, from_state, to_state) VALUES ($1, NULL, $2)', [
      orderId,
      state,
    ]);
    for (const [index, item] of plan.order.items.entries()) {
      const snapshot: CartItemSnapshot = {
        productId: item.productId,
        quantity: item.quantity,
        options: item.userOptionValues,
        shippingCode: item.shippingCode,
        expiresAt: item.expiresAt,
      };
      await tx.query(
        `INSERT INTO order_items (order_id, product_id, serial_number, sku, name_de, name_en, type, quantity,
           unit_price_minor, total_minor, vat_rate, options, shipping_code, cart_item)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          orderId,
          item.productId,
          `${number}-${index + 1}`,
          item.sku,
          item.name.de,
          item.name.en,
          item.type,
          item.quantity,
          minor(item.memberUnitPrice ?? item.unitPrice),
          minor(item.totalPrice),
          vatRateOfItem(products, item),
          JSON.stringify(item.userOptionValues),
          item.shippingCode,
          JSON.stringify(snapshot),
        ],
      );
    }
  }
}

/** The cart is now the order: its items go, its vouchers are spent by the checkout. */
export async function spendCart(tx: Queryable, cartId: number, checkoutId: string): Promise<void> {
  await tx.query('UPDATE vouchers SET redeemed_cart_id = NULL, redeemed_checkout_id = $2 WHERE redeemed_cart_id = $1', [
    cartId,
    checkoutId,
  ]);
  await tx.query('DELETE FROM cart_vouchers WHERE cart_id = $1', [cartId]);
  await tx.query('DELETE FROM cart_promotion_codes WHERE cart_id = $1', [cartId]);
  await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
  await tx.query('DELETE FROM cart_notices WHERE cart_id = $1', [cartId]);
}

/**
 * The way back of a failed or cancelled payment: the stock returns, and the cart gets its items, vouchers
 * and promotion codes as they were before the checkout.
 */
export async function restoreCart(
  tx: Queryable,
  checkoutId: string,
  cartId: number,
  promotionCodes: readonly string[],
  now: Date,
): Promise<void> {
  const { rows: items } = await tx.query<{ product_id: number; quantity: number; cart_item: CartItemSnapshot }>(
    `SELECT i.product_id, i.quantity, i.cart_item FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.checkout_id = $1 ORDER BY i.id`,
    [checkoutId],
  );
  const seated = await returnTakenSeats(
    tx,
    items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
  );
  for (const item of items) {
    await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [item.product_id, item.quantity]);
    const snapshot = item.cart_item;
    const { rows: restored } = await tx.query<{ id: number }>(
      `INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, shipping_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (cart_id, product_id, options_key) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
       RETURNING id`,
      [
        cartId,
        snapshot.productId,
        snapshot.quantity,
        JSON.stringify(snapshot.options),
        JSON.stringify(snapshot.options),
        snapshot.shippingCode,
        snapshot.expiresAt,
      ],
    );
    // Its places, given back just above, are held again for what is left of its reservation (none once it ran out).
    if (seated.has(item.product_id) && snapshot.expiresAt && new Date(snapshot.expiresAt) > now) {
      await holdAgain(tx, {
        cartItemId: restored[0]!.id,
        productId: item.product_id,
        quantity: item.quantity,
        expiresAt: new Date(snapshot.expiresAt),
      });
    }
  }
  const { rows: vouchers } = await tx.query<{ code: string }>(
    'UPDATE vouchers SET redeemed_checkout_id = NULL, redeemed_cart_id = $2 WHERE redeemed_checkout_id = $1 RETURNING code',
    [checkoutId, cartId],
  );
  for (const voucher of vouchers) {
    await tx.query('INSERT INTO cart_vouchers (cart_id, voucher_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      cartId,
      voucher.code,
    ]);
  }
  for (const code of promotionCodes) {
    await tx.query('INSERT INTO cart_promotion_codes (cart_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      cartId,
      code,
    ]);
  }
}
