import type { UpstreamCart, UpstreamCartItem, UpstreamCartOrder, UpstreamPartner } from '../../upstreams/cart/types.ts';

/** GraphQL types of the cart module and the upstream shapes behind them. */
export type CartModel = UpstreamCart & { __typename: 'Cart' };
export type CartOrderModel = UpstreamCartOrder;
/** An item with the codes of what its order says is wrong with it (a closed sale, an expired reservation). */
export type CartItemModel = UpstreamCartItem & { errorCodes: readonly string[] };
export type CartVoucherModel = UpstreamCartOrder['vouchers'][number];
export type CartPromotionCodeModel = UpstreamCartOrder['promotionCodes'][number];
export type PartnerModel = UpstreamPartner;
/** The pricing flags need the person's memberships, wallet and contact; they load on demand. */
export type CartPricingModel = { memberDiscountPercent: number };
export type CartValidationErrorModel = { errorCode: string; itemId?: number | undefined };
export type CartMergeNoticeModel = UpstreamCart['notices'][number];
export type CartVoucherNoticeModel = UpstreamCart['releasedVouchers'][number];
