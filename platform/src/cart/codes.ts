/**
 * The codes a cart takes: a voucher (worth an amount, a means of payment) and a promotion code (a
 * partner's percentage off the goods). Each is looked up and locked, and refused with the native code
 * that says why, before the cart takes it.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';

/** Why a voucher code is refused: GET_VOUCHER_INFO_VALIDATION_FAILURE covers all four. */
export type VoucherRefusal = 'UNKNOWN' | 'BLOCKED' | 'NOT_YET_VALID' | 'EXPIRED';
/** Why a promotion code is refused: GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE covers both. */
export type PromotionCodeRefusal = 'UNKNOWN' | 'OTHER_PARTNER';

/**
 * How long a guest cart holds a voucher nobody touches: a guest who left cannot take it off, and the code
 * (printed on a gift card) must not be blocked for good. A signed-in fan sees and manages their cart.
 */
export const GUEST_VOUCHER_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * The voucher of a code, locked, when it may be redeemed now and is in no other cart or order. A voucher
 * in a guest cart idle for GUEST_VOUCHER_HOLD_MS is released from it first, with a note in that cart.
 */
export async function redeemableVoucher(tx: Queryable, code: string, now: Date) {
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
  const nowMs = now.getTime();
  const refusal: VoucherRefusal | undefined = !voucher
    ? 'UNKNOWN'
    : !voucher.is_active
      ? 'BLOCKED'
      : voucher.valid_from && new Date(voucher.valid_from).getTime() > nowMs
        ? 'NOT_YET_VALID'
        : voucher.valid_to && new Date(voucher.valid_to).getTime() < nowMs
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
  if (
    voucher.redeemed_cart_id !== null &&
    (await releaseFromIdleGuestCart(tx, voucher.code, voucher.redeemed_cart_id, now))
  )
    voucher.redeemed_cart_id = null;
  // In another cart, or spent by an order (it returns to the cart if that order's payment fails).
  if (voucher.redeemed_cart_id !== null || voucher.redeemed_checkout_id !== null)
    throw nativeError('VOUCHER_ALREADY_IN_USE', 'The voucher is already in use');
  return voucher;
}

/**
 * Takes the voucher out of the cart holding it when that is a guest cart idle for a day. A cart locked
 * right now is in use, so it is skipped rather than waited for (waiting could deadlock with its owner).
 */
async function releaseFromIdleGuestCart(tx: Queryable, code: string, cartId: number, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM carts WHERE id = $1 AND owner LIKE 'anonymous:%' AND updated_at < $2 FOR UPDATE SKIP LOCKED`,
    [cartId, new Date(now.getTime() - GUEST_VOUCHER_HOLD_MS)],
  );
  if (!rows[0]) return false;
  await tx.query('DELETE FROM cart_vouchers WHERE cart_id = $1 AND voucher_code = $2', [cartId, code]);
  await tx.query('INSERT INTO cart_released_vouchers (cart_id, voucher_code, released_at) VALUES ($1, $2, $3)', [
    cartId,
    code,
    now,
  ]);
  await tx.query('UPDATE vouchers SET redeemed_cart_id = NULL WHERE code = $1', [code]);
  return true;
}

/** The promotion code, locked, when this partner's code runs now, is not used up and combines with the cart's codes. */
export async function applicablePromotion(
  tx: Queryable,
  cartId: number,
  input: { partnerId: number; code: string },
  now: Date,
) {
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
  const nowMs = now.getTime();
  if (
    (promotion.valid_from && new Date(promotion.valid_from).getTime() > nowMs) ||
    (promotion.valid_to && new Date(promotion.valid_to).getTime() < nowMs)
  ) {
    throw nativeError('NOT_IN_PROMOTION_TIME_RANGE', 'The promotion is not running at this time');
  }
  const applied = await tx.query<{ code: string; exclusive: boolean }>(
    `SELECT p.code, p.exclusive FROM cart_promotion_codes c JOIN promotion_codes p ON p.code = c.code WHERE c.cart_id = $1`,
    [cartId],
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
  return promotion;
}
