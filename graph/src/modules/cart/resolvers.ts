import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { localized } from '../../shared/language.ts';
import { errorMessage, isNativeErrorCode } from '../../shared/native-errors.ts';
import { euro } from '../../shared/money.ts';
import { databaseIdOf, toGlobalId } from '../../shared/relay.ts';
import { selectedFields, selectedUnder } from '../../shared/selection.ts';
import { asTypedError, invalidInput } from './errors.ts';
import { typedError } from '../base/typed-errors.ts';
import { codeError, countryError, firstError, optionsError, quantityError } from './inputs.ts';
import { asCart, change, ITEM_ERRORS, withTypename } from './changes.ts';
import type { CartModel } from './cart.mappers.ts';
import { BIRTHDAY_WINDOW_DAYS, daysSinceBirthdayThisYear, isClubMember, startPricingCalls } from './pricing.ts';

/** What a visitor without a cart sees: nothing in it, and no call to make. */
function emptyCart(countryCode: string): CartModel {
  return asCart({
    id: 0,
    countryCode,
    currency: 'EUR',
    totalItemQuantity: 0,
    totalPrice: 0,
    totalShippingPrice: 0,
    memberDiscountPercent: 0,
    orders: [],
    validationErrors: [],
    notices: [],
    releasedVouchers: [],
  });
}

/** The viewer's cart for the country: one cart call per request, however many fields ask. */
export async function loadCart(context: GraphContext, countryCode: string): Promise<CartModel> {
  const answer = await context.loaders.cart.cart.load(countryCode);
  return answer ? asCart(answer) : emptyCart(countryCode);
}

/**
 * What the header's badge and user menu select (with the error's fields of the union): the count and whether
 * notices wait, nothing of the cart's content.
 */
const BADGE_FIELDS = new Set(['__typename', 'id', 'itemCount', 'mergeNotices', 'code', 'message', 'countryCode']);

export const cartResolvers: Resolvers = {
  Viewer: {
    async cart(_viewer, { countryCode }, context, info) {
      const country = (countryCode ?? 'DE').toUpperCase();
      startPricingCalls(context, selectedUnder(info, 'pricing'));
      if (countryError(country, context.language))
        return typedError(context, 'CartShippingCountryUnknownError', 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN', {
          countryCode: country.slice(0, 2),
        });
      try {
        // The header's badge asks only for the count: the cart's HEAD answers it, not the whole cart.
        if ([...selectedFields(info)].every((field) => BADGE_FIELDS.has(field))) {
          const badge = await context.loaders.cart.badge.load(country);
          if (!badge) return emptyCart(country);
          if ('orders' in badge) return asCart(badge);
          // Notices of a claim wait to be seen: the user menu shows them, and they need the whole cart.
          if (badge.notices > 0) return await loadCart(context, country);
          return { ...emptyCart(country), id: badge.id, totalItemQuantity: badge.count };
        }
        return await loadCart(context, country);
      } catch (error) {
        return asTypedError(error, ['CartShippingCountryUnknownError'], context.language, country);
      }
    },
  },
  Cart: {
    id: (cart) => toGlobalId('Cart', cart.id),
    itemCount: (cart) => cart.totalItemQuantity,
    totalPrice: (cart) => euro(cart.totalPrice),
    totalShippingPrice: (cart) => euro(cart.totalShippingPrice),
    validationErrors: (cart) => [...cart.validationErrors, ...cart.orders.flatMap((order) => order.validationErrors)],
    expiredTicketCount: (cart) =>
      cart.orders.flatMap((order) => order.items).filter((item) => item.expiresIn !== null && item.expiresIn < 0)
        .length,
    pricing: (cart) => ({ memberDiscountPercent: cart.memberDiscountPercent }),
    mergeNotices: (cart) => cart.notices,
    voucherNotices: (cart) => cart.releasedVouchers,
  },
  CartVoucherNotice: {
    id: (notice) => toGlobalId('CartVoucherNotice', notice.id),
    message: (notice, _args, context) => voucherNoticeMessage[context.language](notice.code),
  },
  CartMergeNotice: {
    id: (notice) => toGlobalId('CartMergeNotice', notice.id),
    code: (notice) => (isNativeErrorCode(notice.errorCode) ? notice.errorCode : 'INVALID_INPUT'),
    productName: (notice, args, context) => localized(notice.name, args.language ?? context.language),
    options: (notice) => notice.userOptionValues,
    message: (notice, _args, context) => mergeNoticeMessage(notice, context.language),
  },
  CartPricing: {
    async showMemberPrices(_pricing, _args, context) {
      if (context.viewer.kind !== 'person') return false;
      const [memberships, member] = await Promise.all([
        context.loaders.cart.memberships.load('self'),
        isClubMember(context),
      ]);
      return memberships.length > 0 || member;
    },
    async inBirthdayRange(_pricing, _args, context) {
      if (context.viewer.kind !== 'person') return false;
      const birthday = (await context.loaders.account.person.load('self')).birthday;
      return birthday !== null && daysSinceBirthdayThisYear(birthday) <= BIRTHDAY_WINDOW_DAYS;
    },
    isClubMember: (_pricing, _args, context) => isClubMember(context),
    async organizationPriceGroups(_pricing, _args, context) {
      if (context.viewer.kind !== 'person') return [];
      const memberships = await context.loaders.cart.memberships.load('self');
      const groups = memberships.map((membership) => membership.organization.memberPriceGroup);
      if (context.viewer.organization)
        groups.push((await context.loaders.account.effective.load('self')).organizationPriceGroup);
      return [...new Set(groups.filter((group): group is string => Boolean(group)))];
    },
  },
  CartOrder: {
    id: (order) => toGlobalId('CartOrder', order.id),
    kind: (order) => (order.type === 'Ticket' ? 'TICKETS' : 'MERCHANDISE'),
    items: (order) =>
      order.items.map((item) => ({
        ...item,
        errorCodes: order.validationErrors.flatMap((error) => (error.itemId === item.id ? [error.errorCode] : [])),
      })),
    itemsPrice: (order) => euro(order.itemsPrice),
    discountPrice: (order) => euro(order.discountPrice),
    shippingPrice: (order) => euro(order.shippingPrice),
    totalPrice: (order) => euro(order.totalPrice),
  },
  CartItem: {
    id: (item) => toGlobalId('CartItem', item.id),
    internalId: (item) => item.id,
    name: (item, args, context) => localized(item.name, args.language ?? context.language),
    product: (item, _args, context) =>
      item.type === 'Ticket' ? null : context.loaders.shop.product.load(item.productId),
    isTicket: (item) => item.type === 'Ticket',
    maximumQuantity: (item) => item.maxQuantity,
    unitPrice: (item) => euro(item.unitPrice),
    memberUnitPrice: (item) => (item.memberUnitPrice === null ? null : euro(item.memberUnitPrice)),
    totalPrice: (item) => euro(item.totalPrice),
    options: (item) => item.userOptionValues,
    reservedUntil: (item) => item.expiresAt,
    reservationMinutesLeft: (item) => (item.expiresIn === null ? null : Math.max(0, Math.ceil(item.expiresIn / 60))),
    reservationSecondsLeft: (item) => (item.expiresIn === null ? null : Math.max(0, item.expiresIn)),
    isExpired: (item) => item.expiresIn !== null && item.expiresIn < 0,
    saleClosed: (item) => item.errorCodes.includes('TICKET_IS_NOT_CHECKOUTABLE'),
  },
  CartVoucher: {
    id: (voucher) => toGlobalId('CartVoucher', voucher.id),
    value: (voucher) => euro(voucher.value),
    amount: (voucher) => euro(voucher.amount),
  },
  CartPromotionCode: {
    id: (promotion) => toGlobalId('CartPromotionCode', promotion.id),
    discount: (promotion) => euro(promotion.discount),
    async partner(promotion, _args, context) {
      return (
        (await context.loaders.cart.partners.load('all')).find((partner) => partner.id === promotion.partnerId) ?? null
      );
    },
  },
  Partner: {
    id: (partner) => toGlobalId('Partner', partner.id),
    internalId: (partner) => partner.id,
  },
  CartValidationError: {
    code: (error) => (isNativeErrorCode(error.errorCode) ? error.errorCode : 'INVALID_INPUT'),
    message: (error, _args, context) => messageFor(error.errorCode, context),
    itemId: (error) => (error.itemId === undefined ? null : toGlobalId('CartItem', error.itemId)),
  },
  Query: {
    partners: (_root, _args, context) => context.loaders.cart.partners.load('all'),
  },
  Mutation: {
    async cartItemAdd(_root, { input }, context) {
      const country = (input.countryCode ?? 'DE').toUpperCase();
      const options = input.options ?? [];
      const refused = firstError(
        codeError('sku', input.sku, context.language),
        quantityError(input.quantity, context.language),
        optionsError(options, context.language),
        countryError(country, context.language),
      );
      if (refused) return refused;
      const allowed = [
        ...ITEM_ERRORS,
        'CartShippingCountryUnknownError',
        'SeasonTicketAlreadyHeldError',
        'FanclubAsSeasonTicketRecipientNotAllowedError',
        'TicketIsNotCheckoutableError',
      ] as const;
      const result = await change(context, country, allowed, (owner) =>
        context.services.cart.addItem(owner, country, {
          sku: input.sku,
          quantity: input.quantity,
          userOptionValues: options.map((option) => ({ name: option.name, value: option.value })),
        }),
      );
      return withTypename(result, 'CartItemAddSuccess');
    },
    async cartMergeNoticesDismiss(_root, { input }, context) {
      const country = (input.countryCode ?? 'DE').toUpperCase();
      const refused = countryError(country, context.language);
      if (refused) return refused;
      const result = await change(context, country, ['CartShippingCountryUnknownError', 'InvalidInputError'], (owner) =>
        context.services.cart.dismissNotices(owner, country),
      );
      return withTypename(result, 'CartMergeNoticesDismissSuccess');
    },
    async cartItemUpdate(_root, { input }, context) {
      const itemId = databaseIdOf(input.itemId, 'CartItem');
      if (itemId === null) return errorOnly(context, 'NotFoundError');
      const refused = firstError(
        input.quantity != null ? quantityError(input.quantity, context.language) : null,
        input.shippingCode != null ? codeError('shippingCode', input.shippingCode, context.language) : null,
      );
      if (refused) return refused;
      const result = await change(context, 'DE', ITEM_ERRORS, (owner) =>
        context.services.cart.updateItem(owner, itemId, {
          ...(input.quantity != null ? { quantity: input.quantity } : {}),
          ...(input.shippingCode != null ? { shippingCode: input.shippingCode } : {}),
        }),
      );
      return withTypename(result, 'CartItemUpdateSuccess');
    },
    async cartItemRemove(_root, { input }, context) {
      const itemId = databaseIdOf(input.itemId, 'CartItem');
      if (itemId === null) return errorOnly(context, 'NotFoundError');
      const result = await change(context, 'DE', ['NotFoundError'], (owner) =>
        context.services.cart.removeItem(owner, itemId),
      );
      return 'cart' in result
        ? { __typename: 'CartItemRemoveSuccess' as const, ...result, removedItemId: input.itemId }
        : result;
    },
    async voucherRedeem(_root, { input }, context) {
      const country = (input.countryCode ?? 'DE').toUpperCase();
      const code = input.code.trim();
      const refused = firstError(codeError('code', code, context.language), countryError(country, context.language));
      if (refused) return refused;
      const result = await change(
        context,
        country,
        [
          'VoucherInvalidError',
          'VoucherAlreadyInUseError',
          'VoucherExceedsCartValueError',
          'CartShippingCountryUnknownError',
          'InvalidInputError',
        ],
        (owner) => context.services.cart.redeemVoucher(owner, country, code),
      );
      return withTypename(result, 'VoucherRedeemSuccess');
    },
    async voucherRemove(_root, { input }, context) {
      const voucherId = databaseIdOf(input.voucherId, 'CartVoucher');
      if (voucherId === null) return errorOnly(context, 'NotFoundError');
      const result = await change(context, 'DE', ['NotFoundError'], (owner) =>
        context.services.cart.removeVoucher(owner, voucherId),
      );
      return withTypename(result, 'VoucherRemoveSuccess');
    },
    async discountCodeAdd(_root, { input }, context) {
      const country = (input.countryCode ?? 'DE').toUpperCase();
      const partnerId = databaseIdOf(input.partnerId, 'Partner');
      const code = input.code.trim();
      const refused = firstError(
        partnerId === null ? invalidInput('partnerId', context.language) : null,
        codeError('code', code, context.language),
        countryError(country, context.language),
      );
      if (refused || partnerId === null) return refused ?? invalidInput('partnerId', context.language);
      const result = await change(
        context,
        country,
        [
          'PromotionCodeInvalidError',
          'PromotionCodeInactiveError',
          'PromotionNotInTimeRangeError',
          'PromotionCodeExclusiveError',
          'PromotionCodeReservationFailedError',
          'MinimumOrderValueNotReachedError',
          'CartShippingCountryUnknownError',
          'InvalidInputError',
        ],
        (owner) => context.services.cart.addDiscount(owner, country, { partnerId, code }),
      );
      return withTypename(result, 'DiscountCodeAddSuccess');
    },
    async discountCodeRemove(_root, { input }, context) {
      const discountId = databaseIdOf(input.discountId, 'CartPromotionCode');
      if (discountId === null) return errorOnly(context, 'NotFoundError');
      const result = await change(context, 'DE', ['NotFoundError'], (owner) =>
        context.services.cart.removeDiscount(owner, discountId),
      );
      return withTypename(result, 'DiscountCodeRemoveSuccess');
    },
  },
};

const errorOnly = (context: GraphContext, typename: 'NotFoundError') => typedError(context, typename, 'NOT_FOUND');

/** The catalogue's message for a code; a code the catalogue does not know reads as invalid input. */
function messageFor(code: string, context: GraphContext): string {
  return errorMessage(isNativeErrorCode(code) ? code : 'INVALID_INPUT', context.language);
}

/** Why a guest cart's voucher left it, in the person's language. */
const voucherNoticeMessage: Record<GraphContext['language'], (code: string) => string> = {
  DE: (code) =>
    `Der Gutschein ${code} wurde aus deinem Warenkorb genommen: Der Warenkorb lag einen Tag unberührt, und eine andere Bestellung hat den Gutschein eingelöst.`,
  EN: (code) =>
    `The voucher ${code} was taken out of your cart: the cart sat untouched for a day and another order redeemed the voucher.`,
  JA: (code) =>
    `クーポン ${code} はカートから外されました：カートが1日操作されず、別の注文でこのクーポンが使用されました。`,
};

/** "2 of 3 × Heimtrikot kept: at most 5 per order." in the person's language. */
function mergeNoticeMessage(
  notice: { name: { de: string; en: string | null }; requestedQuantity: number; mergedQuantity: number; limit: number },
  language: GraphContext['language'],
): string {
  const name = localized(notice.name, language);
  const { requestedQuantity: requested, mergedQuantity: merged, limit } = notice;
  if (language === 'EN') {
    return merged === 0
      ? `${requested} × ${name} from your guest cart could not be added: at most ${limit} per order, and your cart already holds that many.`
      : `Only ${merged} of ${requested} × ${name} from your guest cart could be added: at most ${limit} per order.`;
  }
  if (language === 'JA') {
    return merged === 0
      ? `ゲストカートの ${name} × ${requested} は追加できませんでした：1回の注文につき最大 ${limit} 点までで、カートにはすでにその数が入っています。`
      : `ゲストカートの ${name} × ${requested} のうち、追加できたのは ${merged} 点だけです：1回の注文につき最大 ${limit} 点までです。`;
  }
  return merged === 0
    ? `${requested} × ${name} aus deinem Gast-Warenkorb konnten nicht übernommen werden: höchstens ${limit} pro Bestellung, und so viele liegen schon im Warenkorb.`
    : `Von ${requested} × ${name} aus deinem Gast-Warenkorb konnten nur ${merged} übernommen werden: höchstens ${limit} pro Bestellung.`;
}
