import type { Language } from '../../shared/language.ts';
import type { PromotionCodeInvalidReason, VoucherInvalidReason } from '../../__generated__/resolvers-types.ts';
import { errorMessage, type NativeErrorCode } from '../../shared/native-errors.ts';
import { isWithin, refusalOf, typedError, type Refusal, type TypedError } from '../base/typed-errors.ts';

/** The GraphQL error type for each native code the cart, voucher and discount calls answer. */
const typeOfCode = {
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY: 'CartItemMaxQuantityReachedError',
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK: 'CartItemStockExceededError',
  CARTITEM_INACTIVE: 'CartItemInactiveError',
  CART_SHIPPINGCOUNTRYCODE_UNKNOWN: 'CartShippingCountryUnknownError',
  GET_VOUCHER_INFO_VALIDATION_FAILURE: 'VoucherInvalidError',
  VOUCHER_ALREADY_IN_USE: 'VoucherAlreadyInUseError',
  VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT: 'VoucherExceedsCartValueError',
  GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE: 'PromotionCodeInvalidError',
  PROMOTIONCODE_IS_NOT_ACTIVE: 'PromotionCodeInactiveError',
  NOT_IN_PROMOTION_TIME_RANGE: 'PromotionNotInTimeRangeError',
  PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE: 'PromotionCodeExclusiveError',
  PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE: 'PromotionCodeReservationFailedError',
  MINIMUM_ORDER_VALUE_NOT_REACHED: 'MinimumOrderValueNotReachedError',
  // A season ticket on resale (the marketplace): one per person and season, none for a fan club.
  ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA: 'SeasonTicketAlreadyHeldError',
  FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED: 'FanclubAsSeasonTicketRecipientNotAllowedError',
} as const satisfies Partial<Record<NativeErrorCode, string>>;

export type ErrorTypename = (typeof typeOfCode)[keyof typeof typeOfCode] | 'NotFoundError' | 'InvalidInputError';

/** A refusal of a cart call (or of its input) as the result union's member. */
export type CartError = TypedError<ErrorTypename>;

/** Quantity refusals that name the number a person can actually have. */
const availableMessages: Partial<Record<NativeErrorCode, Record<'DE' | 'EN', (count: number) => string>>> = {
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY: {
    DE: (count) => `Von diesem Artikel sind höchstens ${count} pro Bestellung möglich.`,
    EN: (count) => `At most ${count} of this item per order.`,
  },
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK: {
    DE: (count) =>
      count === 0 ? 'Dieser Artikel ist ausverkauft.' : `Von diesem Artikel sind nur noch ${count} vorrätig.`,
    EN: (count) => (count === 0 ? 'This item is sold out.' : `Only ${count} of this item left in stock.`),
  },
};

/**
 * What a person reads when one native code covers several causes and the service says which: each
 * refusal says what is actually wrong (a made-up voucher is not "already redeemed").
 */
const reasonMessages: Partial<Record<NativeErrorCode, Record<string, Record<'DE' | 'EN', string>>>> = {
  GET_VOUCHER_INFO_VALIDATION_FAILURE: {
    UNKNOWN: {
      DE: 'Einen Gutschein mit diesem Code gibt es nicht. Bitte prüfe die Schreibweise.',
      EN: 'There is no voucher with this code. Please check the spelling.',
    },
    BLOCKED: { DE: 'Dieser Gutschein ist gesperrt.', EN: 'This voucher is blocked.' },
    NOT_YET_VALID: { DE: 'Dieser Gutschein ist noch nicht gültig.', EN: 'This voucher is not valid yet.' },
    EXPIRED: { DE: 'Dieser Gutschein ist abgelaufen.', EN: 'This voucher has expired.' },
  },
  GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE: {
    UNKNOWN: {
      DE: 'Einen Rabattcode wie diesen gibt es nicht. Bitte prüfe die Schreibweise.',
      EN: 'There is no discount code like this. Please check the spelling.',
    },
    OTHER_PARTNER: {
      DE: 'Dieser Rabattcode gehört zu einem anderen Partner. Bitte wähle den richtigen Partner.',
      EN: 'This discount code belongs to another partner. Please choose the right partner.',
    },
  },
};

function messageFor(
  code: NativeErrorCode,
  detail: { reason?: string | undefined; available?: number | undefined },
  language: Language,
): string {
  // Japanese falls back to German, as the catalogue does.
  const key = language === 'EN' ? 'EN' : 'DE';
  const byReason = detail.reason ? reasonMessages[code]?.[detail.reason] : undefined;
  if (byReason) return byReason[key];
  const byCount = detail.available !== undefined ? availableMessages[code] : undefined;
  if (byCount) return byCount[key](detail.available!);
  return errorMessage(code, language);
}

export const invalidInput = (field: string, language: Language, code: NativeErrorCode = 'INVALID_INPUT') =>
  typedError({ language }, 'InvalidInputError', code, { field });

/** The typed error of a native code, with what the service said about it (its reason, how many are left). */
function codedError(
  code: keyof typeof typeOfCode,
  problem: Refusal['problem'],
  language: Language,
  countryCode: string,
): CartError {
  const typename = typeOfCode[code];
  const reason = problem.reason && reasonMessages[code]?.[problem.reason] ? problem.reason : undefined;
  const available = Number.isSafeInteger(problem.available) && problem.available! >= 0 ? problem.available : undefined;
  const message = messageFor(code, { reason, available }, language);
  switch (typename) {
    case 'CartItemMaxQuantityReachedError':
    case 'CartItemStockExceededError':
      return typedError({ language }, typename, code, { message, available: available ?? null });
    case 'CartShippingCountryUnknownError':
      return typedError({ language }, typename, code, { message, countryCode });
    case 'VoucherInvalidError':
      return typedError({ language }, typename, code, { message, reason: voucherReasons[reason ?? ''] ?? null });
    case 'PromotionCodeInvalidError':
      return typedError({ language }, typename, code, { message, reason: promotionReasons[reason ?? ''] ?? null });
    default:
      return typedError({ language }, typename, code, { message });
  }
}

const voucherReasons: Partial<Record<string, VoucherInvalidReason>> = {
  UNKNOWN: 'UNKNOWN',
  BLOCKED: 'BLOCKED',
  NOT_YET_VALID: 'NOT_YET_VALID',
  EXPIRED: 'EXPIRED',
};
const promotionReasons: Partial<Record<string, PromotionCodeInvalidReason>> = {
  UNKNOWN: 'UNKNOWN',
  OTHER_PARTNER: 'OTHER_PARTNER',
};

/**
 * The typed error for a failed call, when the result union of the mutation has one; anything else
 * (an unavailable service, an unexpected answer) is thrown and becomes a masked GraphQL error.
 */
export function asTypedError<Allowed extends ErrorTypename>(
  error: unknown,
  allowed: readonly Allowed[],
  language: Language,
  countryCode = '',
): TypedError<Allowed> {
  const { status, problem } = refusalOf(error);
  let code = problem.errorCode;
  // Older answers carry only the text (spec 1 section 8): the maximum quantity is recognised by it.
  if (!code && status === 400 && /max(imum)?[ -]quantity[ -]exceeded/i.test(problem.detail ?? '')) {
    code = 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY';
  }
  const within = (typed: CartError) => (isWithin(allowed, typed) ? typed : undefined);
  const coded =
    code && Object.hasOwn(typeOfCode, code)
      ? within(codedError(code as keyof typeof typeOfCode, problem, language, countryCode))
      : undefined;
  if (coded) return coded;
  const notFound = status === 404 ? within(typedError({ language }, 'NotFoundError', 'NOT_FOUND')) : undefined;
  if (notFound) return notFound;
  // Any other refusal of the request (a 400 without a code we type, 409, 413, 422…) is about the input;
  // 401 is the shopper's (handled by the caller) and everything else is the service's own failure.
  const invalid =
    status >= 400 && status < 500 && status !== 401
      ? within(invalidInput(Object.keys(problem.errors ?? {})[0] ?? 'input', language))
      : undefined;
  if (invalid) return invalid;
  throw error;
}
