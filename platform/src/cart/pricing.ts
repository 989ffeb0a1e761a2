/**
 * The cart's money model, lines to totals: each order's items at the buyer's price (members' discount),
 * promotion codes off the goods, vouchers against what is left, shipping by the delivery country; and the
 * checks a cart must pass before it is bought. The checkout, mails and documents take these sums as they are.
 */
import type { Queryable } from '../db/database.ts';
import { MEMBERSHIP_BADGE } from '../db/seed/people.ts';
import type { UserOptionValue } from './options.ts';
import type { CartRow, Owner } from './service.ts';

/** Discount on merchandise by who buys: club members 10 % (spec 3 section 9), organisations by price group. */
const PRICE_GROUP_PERCENT: Record<string, number> = { FanClub: 10, Business: 5 };
const MEMBER_PERCENT = 10;

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
  sale_ends_at: Date | string | null;
}

export interface CartValidationError {
  errorCode: string;
  itemId?: number;
}

export const money = (minor: number) => minor / 100;

/** Everything of a cart its price depends on, read in one round of queries. */
export type CartContents = Awaited<ReturnType<typeof readCartContents>>;

export async function readCartContents(tx: Queryable, cart: CartRow) {
  const [
    { rows: items },
    { rows: vouchers },
    { rows: promotions },
    { rows: countries },
    percent,
    { rows: notices },
    { rows: releasedVouchers },
  ] = await Promise.all([
    tx.query<ItemRow>(
      `SELECT i.*, p.sku, p.name_de, p.name_en, p.price_minor, p.stock, p.max_quantity, p.min_age, p.is_active, p.kind,
                p.sale_ends_at
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
    memberDiscountPercent(tx, cart.owner),
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
    tx.query<{ id: number; voucher_code: string; released_at: Date }>(
      'SELECT id, voucher_code, released_at FROM cart_released_vouchers WHERE cart_id = $1 ORDER BY id',
      [cart.id],
    ),
  ]);
  return { items, vouchers, promotions, country: countries[0]!, percent, notices, releasedVouchers };
}

/** The percentage off merchandise the owner gets as a club member or by their organisation's price group. */
async function memberDiscountPercent(tx: Queryable, owner: Owner): Promise<number> {
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
export function priceCart(
  cart: CartRow,
  { items, vouchers, promotions, country, percent, notices, releasedVouchers }: CartContents,
  options: { now: Date; imageUrl: (productId: number, width: number) => string },
) {
  const now = options.now.getTime();
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
        // A ticket whose sale closed after it was added: said at once in the cart, not first at the checkout.
        const saleClosed =
          item.kind === 'Ticket' && item.sale_ends_at !== null && new Date(item.sale_ends_at).getTime() <= now;
        if (saleClosed) errors.push({ errorCode: 'TICKET_IS_NOT_CHECKOUTABLE', itemId: item.id });
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
          imageUrl: options.imageUrl(item.product_id, 200),
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
              if (itemsMinor < promotion.min_order_minor) errors.push({ errorCode: 'MINIMUM_ORDER_VALUE_NOT_REACHED' });
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
              if (voucher.value_minor > open) cartErrors.push({ errorCode: 'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT' });
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
    releasedVouchers: releasedVouchers.map((released) => ({
      id: released.id,
      code: released.voucher_code,
      releasedAt: new Date(released.released_at).toISOString(),
    })),
  };
}
