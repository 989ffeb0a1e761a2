import type { Language } from '../../shared/language.ts';
import { errorMessage, isNativeErrorCode, type NativeErrorCode } from '../../shared/native-errors.ts';
import { UpstreamError } from '../../upstreams/http.ts';

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

export interface ErrorModel {
  __typename: ErrorTypename;
  code: NativeErrorCode;
  message: string;
  field?: string;
  countryCode?: string;
  reason?: string;
  available?: number;
}

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

export function errorModel(
  typename: ErrorTypename,
  code: NativeErrorCode,
  language: Language,
  extra: Partial<ErrorModel> = {},
): ErrorModel {
  return { __typename: typename, code, message: errorMessage(code, language), ...extra };
}

export const invalidInput = (field: string, language: Language, code: NativeErrorCode = 'INVALID_INPUT') =>
  errorModel('InvalidInputError', code, language, { field });

/**
 * The typed error for a failed call, when the result union of the mutation has one; anything else
 * (an unavailable service, an unexpected answer) is thrown and becomes a masked GraphQL error.
 */
export function asTypedError(
  error: unknown,
  allowed: readonly ErrorTypename[],
  language: Language,
  countryCode?: string,
): ErrorModel {
  if (!(error instanceof UpstreamError) || error.kind !== 'status') throw error;
  const problem = error.problem ?? {};
  let code = problem.errorCode;
  // Older answers carry only the text (spec 1 section 8): the maximum quantity is recognised by it.
  if (!code && error.status === 400 && /max(imum)?[ -]quantity[ -]exceeded/i.test(problem.detail ?? '')) {
    code = 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY';
  }
  if (code && code in typeOfCode && isNativeErrorCode(code)) {
    const typename = typeOfCode[code as keyof typeof typeOfCode];
    if (allowed.includes(typename)) {
      const reason = problem.reason && reasonMessages[code]?.[problem.reason] ? problem.reason : undefined;
      const available =
        Number.isSafeInteger(problem.available) && problem.available! >= 0 ? problem.available : undefined;
      return errorModel(typename, code, language, {
        message: messageFor(code, { reason, available }, language),
        ...(reason ? { reason } : {}),
        ...(available !== undefined ? { available } : {}),
        ...(countryCode ? { countryCode } : {}),
      });
    }
  }
  if (error.status === 404 && allowed.includes('NotFoundError'))
    return errorModel('NotFoundError', 'NOT_FOUND', language);
  // Any other refusal of the request (a 400 without a code we type, 409, 413, 422…) is about the input;
  // 401 is the shopper's (handled by the caller) and everything else is the service's own failure.
  const status = error.status ?? 0;
  if (status >= 400 && status < 500 && status !== 401 && allowed.includes('InvalidInputError')) {
    return invalidInput(Object.keys(problem.errors ?? {})[0] ?? 'input', language);
  }
  throw error;
}
