import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { MEMBERSHIP_BADGE } from '../db/seed/people.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import { assertSeasonTicketHolder } from '../wallet/season-ticket-holders.ts';
import { optionsOf, type UserOptionValue } from './options.ts';

/** Who a cart belongs to: `account:<subject>`, `organization:<id>` or `anonymous:<uuid>`. */
export type Owner = string;

/** Why a voucher code is refused: GET_VOUCHER_INFO_VALIDATION_FAILURE covers all four. */
export type VoucherRefusal = 'UNKNOWN' | 'BLOCKED' | 'NOT_YET_VALID' | 'EXPIRED';
/** Why a promotion code is refused: GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE covers both. */
export type PromotionCodeRefusal = 'UNKNOWN' | 'OTHER_PARTNER';

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

/** Discount on merchandise by who buys: club members 10 % (spec 3 section 9), organisations by price group. */
const PRICE_GROUP_PERCENT: Record<string, number> = { FanClub: 10, Business: 5 };
const MEMBER_PERCENT = 10;

export interface CartRow {
  id: number;
  owner: string;
  country_code: string;
}

interface ItemRow {
  id: number;
  product_id: number;
  quantity: number;
  options: UserOptionValue[];
  shipping_code: string;
  expires_at: Date | string | null;
  sku: string;
  name_de: string;
  name_en: string | null;
  price_minor: number;
  stock: number;
  max_quantity: number;
  min_age: number;
  is_active: boolean;
  kind: 'Merchandise' | 'Ticket';
}

export interface CartValidationError {
  errorCode: string;
  itemId?: number;
}

const money = (minor: number) => minor / 100;

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
              (SELECT count(*) FROM cart_notices n WHERE n.cart_id = c.id) AS notices
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
      const { rows } = await tx.query<{
        id: number;
        name_de: string;
        is_active: boolean;
        stock: number;
        max_quantity: number;
        kind: string;
        reservation_minutes: number | null;
        artwork: string;
        is_hidden: boolean;
        seller: string | null;
        resale_season: number | null;
      }>(
        `SELECT p.*, o.owner AS seller, t.season AS resale_season
         FROM products p LEFT JOIN payouts o ON o.product_id = p.id
           LEFT JOIN tickets t ON t.id = p.resale_ticket_id AND t.kind = 'SeasonTicket'
         WHERE p.sku = $1`,
        [input.sku],
      );
      const product = rows[0];
      // A ticket on the marketplace is a hidden product of its own (marketplace/service.ts): on sale through
      // the cart, but not to the fan who offers it.
      const resale = product?.seller != null;
      if (!product || (product.is_hidden && !resale) || product.seller === owner) {
        throw notFound(`No product with SKU ${input.sku}`);
      }
      if (!product.is_active) throw nativeError('CARTITEM_INACTIVE', `${product.name_de} is no longer sold`);
      // A season ticket on resale: one per person and season, as for one passed on (the checkout asks again).
      if (product.resale_season !== null) await assertSeasonTicketHolder(tx, owner, product.resale_season, this.now());
      const options = optionsOf(product.artwork, product.kind);
      const chosen = validateOptions(options, input.userOptionValues);
      const key = JSON.stringify(chosen);
      const expiresAt =
        product.kind === 'Ticket' && product.reservation_minutes
          ? new Date(this.now().getTime() + product.reservation_minutes * 60_000)
          : null;
      const upserted = await tx.query<{ id: number; quantity: number }>(
        `INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, expires_at, shipping_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (cart_id, product_id, options_key)
         DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, expires_at = EXCLUDED.expires_at
         RETURNING id, quantity`,
        // Tickets go to the wallet unless the buyer asks for them by post; goods are posted.
        [
          cart.id,
          product.id,
          input.quantity,
          JSON.stringify(chosen),
          key,
          expiresAt,
          product.kind === 'Ticket' ? 'MobileTicket' : 'Standard',
        ],
      );
      checkQuantity(upserted.rows[0]!.quantity, product);
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
      }>('SELECT p.* FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.id = $1', [itemId]);
      const product = rows[0]!;
      if (input.quantity !== undefined) {
        if (!product.is_active) throw nativeError('CARTITEM_INACTIVE', `${product.name_de} is no longer sold`);
        checkQuantity(input.quantity, product);
        await tx.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [itemId, input.quantity]);
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
      const { rows } = await tx.query<{
        code: string;
        value_minor: number;
        is_active: boolean;
        valid_from: Date | null;
        valid_to: Date | null;
        redeemed_cart_id: number | null;
        redeemed_checkout_id: string | null;
      }>('SELECT * FROM vouchers WHERE upper(code) = upper($1) FOR UPDATE', [code.trim()]);
      const voucher = rows[0];
      const now = this.now().getTime();
      const refusal: VoucherRefusal | undefined = !voucher
        ? 'UNKNOWN'
        : !voucher.is_active
          ? 'BLOCKED'
          : voucher.valid_from && new Date(voucher.valid_from).getTime() > now
            ? 'NOT_YET_VALID'
            : voucher.valid_to && new Date(voucher.valid_to).getTime() < now
              ? 'EXPIRED'
              : undefined;
      if (!voucher || refusal) {
        const details: Record<VoucherRefusal, string> = {
          UNKNOWN: 'There is no voucher with this code',
          BLOCKED: 'The voucher is blocked',
          NOT_YET_VALID: 'The voucher is not valid yet',
          EXPIRED: 'The voucher has expired',
        };
        throw nativeError('GET_VOUCHER_INFO_VALIDATION_FAILURE', details[refusal ?? 'UNKNOWN'], {
          reason: refusal ?? 'UNKNOWN',
        });
      }
      // In another cart, or spent by an order (it returns to the cart if that order's payment fails).
      if (voucher.redeemed_cart_id !== null || voucher.redeemed_checkout_id !== null)
        throw nativeError('VOUCHER_ALREADY_IN_USE', 'The voucher is already in use');
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
      const { rows } = await tx.query<{
        code: string;
        partner_id: number;
        is_active: boolean;
        valid_from: Date | null;
        valid_to: Date | null;
        exclusive: boolean;
        min_order_minor: number;
        max_uses: number | null;
        uses: number;
      }>('SELECT * FROM promotion_codes WHERE upper(code) = upper($1) FOR UPDATE', [input.code.trim()]);
      const promotion = rows[0];
      if (!promotion || promotion.partner_id !== input.partnerId) {
        const reason: PromotionCodeRefusal = promotion ? 'OTHER_PARTNER' : 'UNKNOWN';
        throw nativeError(
          'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE',
          promotion ? 'The code belongs to another partner' : 'There is no promotion code like this',
          { reason },
        );
      }
      if (!promotion.is_active) throw nativeError('PROMOTIONCODE_IS_NOT_ACTIVE', 'The promotion code is not active');
      const now = this.now().getTime();
      if (
        (promotion.valid_from && new Date(promotion.valid_from).getTime() > now) ||
        (promotion.valid_to && new Date(promotion.valid_to).getTime() < now)
      ) {
        throw nativeError('NOT_IN_PROMOTION_TIME_RANGE', 'The promotion is not running at this time');
      }
      const applied = await tx.query<{ code: string; exclusive: boolean }>(
        `SELECT p.code, p.exclusive FROM cart_promotion_codes c JOIN promotion_codes p ON p.code = c.code WHERE c.cart_id = $1`,
        [cart.id],
      );
      if (applied.rows.some((row) => row.code === promotion.code)) {
        throw nativeError('PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE', 'The code is already in the cart');
      }
      if (applied.rows.length > 0 && (promotion.exclusive || applied.rows.some((row) => row.exclusive))) {
        throw nativeError('PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE', 'This code cannot be combined with other codes');
      }
      if (promotion.max_uses !== null && promotion.uses >= promotion.max_uses) {
        throw nativeError('PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE', 'The code has been used up');
      }
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

  /** The person has seen what a claim could not merge: the notices go. */
  async dismissNotices(owner: Owner, countryCode: string) {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, owner, countryCode);
      await tx.query('DELETE FROM cart_notices WHERE cart_id IN (SELECT id FROM carts WHERE owner = $1)', [owner]);
      return this.render(tx, cart);
    });
  }

  async assertCountry(db: Queryable, countryCode: string): Promise<void> {
    const { rows } = await db.query('SELECT 1 FROM shipping_countries WHERE code = $1', [countryCode]);
    if (rows.length === 0) {
      throw nativeError('CART_SHIPPINGCOUNTRYCODE_UNKNOWN', `The shop does not deliver to ${countryCode}`);
    }
  }

  /** The owner's cart for the country, created when missing, locked until the transaction ends (checkout too). */
  async lockCart(tx: Queryable, owner: Owner, countryCode: string): Promise<CartRow> {
    await this.assertCountry(tx, countryCode);
    await tx.query('INSERT INTO carts (owner, country_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      owner,
      countryCode,
    ]);
    const { rows } = await tx.query<CartRow>('SELECT * FROM carts WHERE owner = $1 AND country_code = $2 FOR UPDATE', [
      owner,
      countryCode,
    ]);
    return rows[0]!;
  }

  private async lockCartById(tx: Queryable, cartId: number): Promise<CartRow> {
    const { rows } = await tx.query<CartRow>('SELECT * FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
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

  private async discountPercent(tx: Queryable, owner: Owner): Promise<number> {
    const [kind, id] = owner.split(':');
    if (kind === 'account') {
      const { rows } = await tx.query(
        `SELECT 1 FROM wallet_assets a JOIN asset_templates t ON t.id = a.template_id WHERE a.account_id = $1 AND t.type = $2`,
        [id, MEMBERSHIP_BADGE],
      );
      return rows.length > 0 ? MEMBER_PERCENT : 0;
    }
    if (kind === 'organization') {
      const { rows } = await tx.query<{ member_price_group: string | null }>(
        'SELECT member_price_group FROM organizations WHERE id = $1',
        [Number(id)],
      );
      return PRICE_GROUP_PERCENT[rows[0]?.member_price_group ?? ''] ?? 0;
    }
    return 0;
  }

  /** The cart as the service answers it: orders with items, codes, totals and validation errors. */
  async render(tx: Queryable, cart: CartRow) {
    const now = this.now().getTime();
    const [{ rows: items }, { rows: vouchers }, { rows: promotions }, { rows: countries }, percent, { rows: notices }] =
      await Promise.all([
        tx.query<ItemRow>(
          `SELECT i.*, p.sku, p.name_de, p.name_en, p.price_minor, p.stock, p.max_quantity, p.min_age, p.is_active, p.kind
         FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = $1 ORDER BY i.id`,
          [cart.id],
        ),
        tx.query<{ id: number; voucher_code: string; value_minor: number }>(
          'SELECT c.id, c.voucher_code, v.value_minor FROM cart_vouchers c JOIN vouchers v ON v.code = c.voucher_code WHERE c.cart_id = $1 ORDER BY c.id',
          [cart.id],
        ),
        tx.query<{ id: number; code: string; partner_id: number; percent: number; min_order_minor: number }>(
          'SELECT c.id, c.code, p.partner_id, p.percent, p.min_order_minor FROM cart_promotion_codes c JOIN promotion_codes p ON p.code = c.code WHERE c.cart_id = $1 ORDER BY c.id',
          [cart.id],
        ),
        tx.query<{ shipping_minor: number; free_from_minor: number | null }>(
          'SELECT * FROM shipping_countries WHERE code = $1',
          [cart.country_code],
        ),
        this.discountPercent(tx, cart.owner),
        tx.query<{
          id: number;
          error_code: string;
          sku: string;
          name_de: string;
          name_en: string | null;
          options: UserOptionValue[];
          requested: number;
          merged: number;
          item_limit: number;
        }>(
          `SELECT n.id, n.error_code, p.sku, p.name_de, p.name_en, n.options, n.requested, n.merged, n.item_limit
           FROM cart_notices n JOIN products p ON p.id = n.product_id WHERE n.cart_id = $1 ORDER BY n.id`,
          [cart.id],
        ),
      ]);
    const country = countries[0]!;
    const cartErrors: CartValidationError[] = [];
    const orders = (['Merchandise', 'Ticket'] as const)
      .map((type) => {
        const own = items.filter((item) => item.kind === type);
        const hasCodes = type === 'Merchandise' && (vouchers.length > 0 || promotions.length > 0);
        if (own.length === 0 && !hasCodes) return undefined;
        const errors: CartValidationError[] = [];
        const renderedItems = own.map((item) => {
          const memberMinor =
            type === 'Merchandise' && percent > 0 ? Math.round((item.price_minor * (100 - percent)) / 100) : null;
          const effective = memberMinor ?? item.price_minor;
          const expiresAt = item.expires_at === null ? null : new Date(item.expires_at);
          const expiresIn = expiresAt === null ? null : Math.floor((expiresAt.getTime() - now) / 1000);
          if (!item.is_active) errors.push({ errorCode: 'CARTITEM_INACTIVE', itemId: item.id });
          if (expiresIn !== null && expiresIn < 0) errors.push({ errorCode: 'CARTITEM_EXPIRED', itemId: item.id });
          if (item.quantity > item.stock)
            errors.push({ errorCode: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK', itemId: item.id });
          return {
            id: item.id,
            productId: item.product_id,
            sku: item.sku,
            type: item.kind,
            name: { de: item.name_de, en: item.name_en },
            quantity: item.quantity,
            maxQuantity: item.max_quantity,
            unitPrice: money(item.price_minor),
            memberUnitPrice: memberMinor === null ? null : money(memberMinor),
            totalPrice: money(effective * item.quantity),
            userOptionValues: item.options,
            shippingCode: item.shipping_code,
            minAge: item.min_age,
            expiresAt: expiresAt?.toISOString() ?? null,
            expiresIn,
            imageUrl: this.mediaUrl(item.product_id, 200),
            effectiveMinor: effective * item.quantity,
          };
        });
        const itemsMinor = renderedItems.reduce((sum, item) => sum + item.effectiveMinor, 0);
        if (type === 'Merchandise' && cart.country_code !== 'DE' && own.some((item) => item.min_age >= 18)) {
          errors.push({ errorCode: 'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION' });
        }
        let discountMinor = 0;
        const promotionCodes =
          type === 'Merchandise'
            ? promotions.map((promotion) => {
                if (itemsMinor < promotion.min_order_minor)
                  errors.push({ errorCode: 'MINIMUM_ORDER_VALUE_NOT_REACHED' });
                const discount = Math.floor((itemsMinor * promotion.percent) / 100);
                discountMinor += discount;
                return {
                  id: promotion.id,
                  code: promotion.code,
                  partnerId: promotion.partner_id,
                  percent: promotion.percent,
                  discount: money(discount),
                };
              })
            : [];
        let open = Math.max(0, itemsMinor - discountMinor);
        const appliedVouchers =
          type === 'Merchandise'
            ? vouchers.map((voucher) => {
                if (voucher.value_minor > open)
                  cartErrors.push({ errorCode: 'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT' });
                const amount = Math.min(voucher.value_minor, open);
                open -= amount;
                return {
                  id: voucher.id,
                  code: voucher.voucher_code,
                  value: money(voucher.value_minor),
                  amount: money(amount),
                };
              })
            : [];
        const shippingMinor =
          type === 'Ticket' ||
          own.length === 0 ||
          (country.free_from_minor !== null && itemsMinor >= country.free_from_minor)
            ? 0
            : country.shipping_minor;
        return {
          id: type === 'Merchandise' ? 'merchandise' : 'tickets',
          type,
          items: renderedItems.map(({ effectiveMinor: _unused, ...item }) => item),
          vouchers: appliedVouchers,
          promotionCodes,
          validationErrors: errors,
          itemsPrice: money(itemsMinor),
          discountPrice: money(discountMinor),
          shippingPrice: money(shippingMinor),
          totalPrice: money(open + shippingMinor),
        };
      })
      .filter((order) => order !== undefined);
    return {
      id: cart.id,
      countryCode: cart.country_code,
      currency: 'EUR',
      totalItemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      totalPrice: orders.reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0) / 100,
      totalShippingPrice: orders.reduce((sum, order) => sum + Math.round(order.shippingPrice * 100), 0) / 100,
      memberDiscountPercent: percent,
      orders,
      validationErrors: cartErrors,
      notices: notices.map((notice) => ({
        id: notice.id,
        errorCode: notice.error_code,
        sku: notice.sku,
        name: { de: notice.name_de, en: notice.name_en },
        userOptionValues: notice.options,
        requestedQuantity: notice.requested,
        mergedQuantity: notice.merged,
        limit: notice.item_limit,
      })),
    };
  }
}

function checkQuantity(quantity: number, product: { name_de: string; stock: number; max_quantity: number }): void {
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

function validateOptions(options: ReturnType<typeof optionsOf>, values: UserOptionValue[]): UserOptionValue[] {
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
