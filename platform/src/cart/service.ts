import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import { carryHolds, holdSeats, soldBlockOf } from '../ticketing/holds.ts';
import type { UserOptionValue } from './options.ts';
import { putItem } from './put-item.ts';
import { putTickets, type TicketsWanted } from './tickets.ts';
import { applicablePromotion, redeemableVoucher } from './codes.ts';
import { money, priceCart, readCartContents } from './pricing.ts';
import { checkQuantity, SHIPPING_CODES_BY_KIND } from './rules.ts';

/** Who a cart belongs to: `account:<subject>`, `organization:<id>` or `anonymous:<uuid>`. */
export type Owner = string;

export interface CartRow {
  id: number;
  owner: string;
  country_code: string;
  updated_at: Date;
}

/** How old a cart's mark of use may get before a use writes it again (see touched). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export class CartService {
  constructor(
    private readonly db: Database,
    private readonly mediaUrl: (productId: number, width: number) => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createAnonymousUser(): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO anonymous_users (id) VALUES ($1)', [id]);
    return id;
  }

  async anonymousUserExists(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { rows } = await this.db.query('SELECT 1 FROM anonymous_users WHERE id = $1', [id]);
    return rows.length > 0;
  }

  async view(owner: Owner, countryCode: string) {
    return this.db.transaction(async (tx) => this.render(tx, await this.lockCart(tx, owner, countryCode)));
  }

  /**
   * The cart's id (0 while the owner has none for the country), how many items it holds and how many
   * notices of a claim wait to be seen.
   */
  async itemCount(owner: Owner, countryCode: string): Promise<{ cartId: number; count: number; notices: number }> {
    await this.assertCountry(this.db, countryCode);
    const { rows } = await this.db.query<{ id: number; total: string | null; notices: string }>(
      `SELECT c.id, (SELECT sum(i.quantity) FROM cart_items i WHERE i.cart_id = c.id) AS total,
              (SELECT count(*) FROM cart_notices n WHERE n.cart_id = c.id)
                + (SELECT count(*) FROM cart_released_vouchers r WHERE r.cart_id = c.id) AS notices
       FROM carts c WHERE c.owner = $1 AND c.country_code = $2`,
      [owner, countryCode],
    );
    return { cartId: rows[0]?.id ?? 0, count: Number(rows[0]?.total ?? 0), notices: Number(rows[0]?.notices ?? 0) };
  }

  async addItem(
    owner: Owner,
    countryCode: string,
    input: { sku: string; quantity: number; userOptionValues: UserOptionValue[] },
  ) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      await putItem(tx, cart, owner, input, this.now);
      return this.render(tx, cart);
    });
  }

  /** Tickets of one match into the cart, all in one block, every place held (tickets.ts). */
  async addTickets(owner: Owner, countryCode: string, input: TicketsWanted) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      await putTickets(tx, cart, owner, input, this.now);
      return this.render(tx, cart);
    });
  }

  async updateItem(
    owner: Owner,
    itemId: number,
    input: { quantity?: number | undefined; shippingCode?: string | undefined },
  ) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCartOfItem(tx, owner, itemId);
      const { rows } = await tx.query<{
        name_de: string;
        stock: number;
        max_quantity: number;
        is_active: boolean;
        kind: keyof typeof SHIPPING_CODES_BY_KIND;
        product_id: number;
        expires_at: Date | null;
      }>(
        'SELECT p.*, i.product_id, i.expires_at FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.id = $1',
        [itemId],
      );
      const product = rows[0]!;
      if (input.quantity !== undefined) {
        if (!product.is_active) throw nativeError('CARTITEM_INACTIVE', `${product.name_de} is no longer sold`);
        checkQuantity(input.quantity, product);
        await tx.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [itemId, input.quantity]);
        // Tickets of a block on sale hold as many places as the item now counts, until its reservation ends
        // (a new quantity does not prolong it; once it has run out the item must be added anew).
        const sold = product.kind === 'Ticket' ? await soldBlockOf(tx, product.product_id) : undefined;
        if (sold && product.expires_at) {
          const now = this.now();
          if (new Date(product.expires_at) <= now) {
            throw nativeError('CARTITEM_EXPIRED', `The reservation of ${product.name_de} has run out`);
          }
          await holdSeats(tx, sold, {
            cartItemId: itemId,
            holder: cart.owner,
            quantity: input.quantity,
            expiresAt: new Date(product.expires_at),
            now,
          });
        }
      }
      if (input.shippingCode !== undefined) {
        const fitting: readonly string[] = SHIPPING_CODES_BY_KIND[product.kind];
        if (!fitting.includes(input.shippingCode)) {
          throw new ProblemError({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: `${product.name_de} cannot be shipped as ${input.shippingCode}; choose ${fitting.join(', ')}`,
            errors: { shippingCode: [`must be one of ${fitting.join(', ')}`] },
          });
        }
        await tx.query('UPDATE cart_items SET shipping_code = $2 WHERE id = $1', [itemId, input.shippingCode]);
      }
      return this.render(tx, cart);
    });
  }

  async removeItem(owner: Owner, itemId: number) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCartOfItem(tx, owner, itemId);
      await tx.query('DELETE FROM cart_items WHERE id = $1', [itemId]);
      return this.render(tx, cart);
    });
  }

  async redeemVoucher(owner: Owner, countryCode: string, code: string) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      const voucher = await redeemableVoucher(tx, code, this.now());
      const before = await this.render(tx, cart);
      const merchandise = before.orders.find((order) => order.type === 'Merchandise');
      const open =
        Math.round((merchandise?.totalPrice ?? 0) * 100) - Math.round((merchandise?.shippingPrice ?? 0) * 100);
      if (voucher.value_minor > open) {
        throw nativeError(
          'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT',
          'The voucher is worth more than the goods in the cart',
        );
      }
      await tx.query('UPDATE vouchers SET redeemed_cart_id = $2 WHERE code = $1', [voucher.code, cart.id]);
      await tx.query('INSERT INTO cart_vouchers (cart_id, voucher_code) VALUES ($1, $2)', [cart.id, voucher.code]);
      return this.render(tx, cart);
    });
  }

  async removeVoucher(owner: Owner, voucherId: number) {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ cart_id: number; voucher_code: string }>(
        `SELECT v.cart_id, v.voucher_code FROM cart_vouchers v JOIN carts c ON c.id = v.cart_id
         WHERE v.id = $1 AND c.owner = $2`,
        [voucherId, owner],
      );
      const entry = rows[0];
      if (!entry) throw notFound(`No voucher ${voucherId} in your cart`);
      const cart = await this.lockCartById(tx, entry.cart_id);
      await tx.query('DELETE FROM cart_vouchers WHERE id = $1', [voucherId]);
      await tx.query('UPDATE vouchers SET redeemed_cart_id = NULL WHERE code = $1', [entry.voucher_code]);
      return this.render(tx, cart);
    });
  }

  async addDiscount(owner: Owner, countryCode: string, input: { partnerId: number; code: string }) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      const promotion = await applicablePromotion(tx, cart.id, input, this.now());
      const before = await this.render(tx, cart);
      const merchandiseMinor = Math.round(
        (before.orders.find((order) => order.type === 'Merchandise')?.itemsPrice ?? 0) * 100,
      );
      if (merchandiseMinor < promotion.min_order_minor) {
        throw nativeError(
          'MINIMUM_ORDER_VALUE_NOT_REACHED',
          `The code needs an order value of at least ${money(promotion.min_order_minor)}`,
        );
      }
      await tx.query('UPDATE promotion_codes SET uses = uses + 1 WHERE code = $1', [promotion.code]);
      await tx.query('INSERT INTO cart_promotion_codes (cart_id, code) VALUES ($1, $2)', [cart.id, promotion.code]);
      return this.render(tx, cart);
    });
  }

  async removeDiscount(owner: Owner, discountId: number) {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ cart_id: number; code: string }>(
        `SELECT d.cart_id, d.code FROM cart_promotion_codes d JOIN carts c ON c.id = d.cart_id WHERE d.id = $1 AND c.owner = $2`,
        [discountId, owner],
      );
      const entry = rows[0];
      if (!entry) throw notFound(`No discount ${discountId} in your cart`);
      const cart = await this.lockCartById(tx, entry.cart_id);
      await tx.query('DELETE FROM cart_promotion_codes WHERE id = $1', [discountId]);
      await tx.query('UPDATE promotion_codes SET uses = greatest(uses - 1, 0) WHERE code = $1', [entry.code]);
      return this.render(tx, cart);
    });
  }

  /** Moves everything of an anonymous shopper's carts into the owner's carts of the same countries. */
  async claim(owner: Owner, anonymousUserId: string, countryCode: string) {
    return this.db.transaction(async (tx) => {
      const anonymousOwner = `anonymous:${anonymousUserId}`;
      const { rows: carts } = await tx.query<CartRow>('SELECT * FROM carts WHERE owner = $1 FOR UPDATE', [
        anonymousOwner,
      ]);
      for (const source of carts) {
        const target = await this.lockCart(tx, owner, source.country_code);
        // What fits under each product's per-order limit is merged; the rest is recorded as a notice.
        const { rows: plan } = await tx.query<{
          product_id: number;
          options: UserOptionValue[];
          incoming: number;
          existing: number;
          max_quantity: number;
        }>(
          `SELECT i.product_id, i.options, i.quantity AS incoming, coalesce(t.quantity, 0) AS existing, p.max_quantity
           FROM cart_items i JOIN products p ON p.id = i.product_id
           LEFT JOIN cart_items t ON t.cart_id = $1 AND t.product_id = i.product_id AND t.options_key = i.options_key
           WHERE i.cart_id = $2`,
          [target.id, source.id],
        );
        for (const item of plan) {
          const merged = Math.max(0, Math.min(item.incoming, item.max_quantity - item.existing));
          if (merged >= item.incoming) continue;
          await tx.query(
            `INSERT INTO cart_notices (cart_id, error_code, product_id, options, requested, merged, item_limit)
             VALUES ($1, 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY', $2, $3, $4, $5, $6)`,
            [target.id, item.product_id, JSON.stringify(item.options), item.incoming, merged, item.max_quantity],
          );
        }
        await tx.query(
          `INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, shipping_code, expires_at)
           SELECT $1, i.product_id, least(i.quantity, p.max_quantity), i.options, i.options_key, i.shipping_code, i.expires_at
           FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = $2
           ON CONFLICT (cart_id, product_id, options_key) DO UPDATE
             SET quantity = least(cart_items.quantity + EXCLUDED.quantity,
                                  (SELECT max_quantity FROM products WHERE id = EXCLUDED.product_id))`,
          [target.id, source.id],
        );
        await carryHolds(tx, source.id, target.id, owner);
        await tx.query('UPDATE cart_vouchers SET cart_id = $1 WHERE cart_id = $2', [target.id, source.id]);
        await tx.query('UPDATE vouchers SET redeemed_cart_id = $1 WHERE redeemed_cart_id = $2', [target.id, source.id]);
        await tx.query(
          `INSERT INTO cart_promotion_codes (cart_id, code) SELECT $1, code FROM cart_promotion_codes WHERE cart_id = $2
           ON CONFLICT DO NOTHING`,
          [target.id, source.id],
        );
        await tx.query('DELETE FROM carts WHERE id = $1', [source.id]);
      }
      await tx.query('DELETE FROM anonymous_users WHERE id = $1', [anonymousUserId]);
      return this.render(tx, await this.lockCart(tx, owner, countryCode));
    });
  }

  /** The person has seen what a claim could not merge and which vouchers were released: the notices go. */
  async dismissNotices(owner: Owner, countryCode: string) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      await tx.query('DELETE FROM cart_notices WHERE cart_id IN (SELECT id FROM carts WHERE owner = $1)', [owner]);
      await tx.query('DELETE FROM cart_released_vouchers WHERE cart_id IN (SELECT id FROM carts WHERE owner = $1)', [
        owner,
      ]);
      return this.render(tx, cart);
    });
  }

  async assertCountry(db: Queryable, countryCode: string): Promise<void> {
    const { rows } = await db.query('SELECT 1 FROM shipping_countries WHERE code = $1', [countryCode]);
    if (rows.length === 0) {
      throw nativeError('CART_SHIPPINGCOUNTRYCODE_UNKNOWN', `The shop does not deliver to ${countryCode}`);
    }
  }

  /**
   * The owner's cart for the country, created when missing, locked until the transaction ends (checkout
   * too). Every use marks the cart as touched: an idle guest cart gives up its vouchers (codes.ts).
   */
  async lockCart(tx: Queryable, owner: Owner, countryCode: string): Promise<CartRow> {
    await this.assertCountry(tx, countryCode);
    const { rows: found } = await tx.query<CartRow>(
      'SELECT * FROM carts WHERE owner = $1 AND country_code = $2 FOR UPDATE',
      [owner, countryCode],
    );
    if (found[0]) return this.touched(tx, found[0]);
    // A cart made by a concurrent request meanwhile is taken (and locked) by the upsert.
    const { rows } = await tx.query<CartRow>(
      `INSERT INTO carts (owner, country_code, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner, country_code) DO UPDATE SET updated_at = EXCLUDED.updated_at RETURNING *`,
      [owner, countryCode, this.now()],
    );
    return rows[0]!;
  }

  private async lockCartById(tx: Queryable, cartId: number): Promise<CartRow> {
    const { rows } = await tx.query<CartRow>('SELECT * FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
    return this.touched(tx, rows[0]!);
  }

  /**
   * Marks a locked cart as used. Only a mark older than an hour is written again: a guest cart's vouchers go after a
   * day idle (codes.ts), so an hour more or less changes nothing, and a cart read on every page view is not
   * rewritten on every page view.
   */
  private async touched(tx: Queryable, cart: CartRow): Promise<CartRow> {
    const now = this.now();
    if (now.getTime() - new Date(cart.updated_at).getTime() < TOUCH_EVERY_MS) return cart;
    const { rows } = await tx.query<CartRow>('UPDATE carts SET updated_at = $2 WHERE id = $1 RETURNING *', [
      cart.id,
      now,
    ]);
    return rows[0]!;
  }

  /** The cart holding the item, if the item is the owner's; another person's item is not found. */
  private async lockCartOfItem(tx: Queryable, owner: Owner, itemId: number): Promise<CartRow> {
    const { rows } = await tx.query<{ cart_id: number }>(
      'SELECT i.cart_id FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.id = $1 AND c.owner = $2',
      [itemId, owner],
    );
    if (!rows[0]) throw notFound(`No item ${itemId} in your cart`);
    return this.lockCartById(tx, rows[0].cart_id);
  }

  /** The cart as the service answers it: orders with items, codes, totals and validation errors. */
  async render(tx: Queryable, cart: CartRow) {
    return priceCart(cart, await readCartContents(tx, cart), { now: this.now(), imageUrl: this.mediaUrl });
  }
}
