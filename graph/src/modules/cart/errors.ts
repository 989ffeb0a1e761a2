import type { Language } from '../../shared/language.ts';
import type { PromotionCodeInvalidReason, VoucherInvalidReason } from '../../__generated__/resolvers-types.ts';
import { errorMessage, isNativeErrorCode, type NativeErrorCode } from '../../shared/native-errors.ts';
import { typedError, typedRefusal, unionTypeOf, type TypedError } from '../base/typed-errors.ts';

/** The error types of the cart's, voucher's and discount's result unions. */
export type ErrorTypename =
  | 'CartItemMaxQuantityReachedError'
  | 'CartItemStockExceededError'
  | 'CartItemInactiveError'
  | 'CartShippingCountryUnknownError'
  | 'VoucherInvalidError'
  | 'VoucherAlreadyInUseError'
  | 'VoucherExceedsCartValueError'
  | 'PromotionCodeInvalidError'
  | 'PromotionCodeInactiveError'
  | 'PromotionNotInTimeRangeError'
  | 'PromotionCodeExclusiveError'
  | 'PromotionCodeReservationFailedError'
  | 'MinimumOrderValueNotReachedError'
  // A season ticket on resale (the marketplace): one per person and season, none for a fan club.
  | 'SeasonTicketAlreadyHeldError'
  | 'FanclubAsSeasonTicketRecipientNotAllowedError'
  | 'TicketIsNotCheckoutableError'
  // The box office (issue 44): places of a block and the limit per person.
  | 'TicketsSoldOutError'
  | 'TicketsHeldByOthersError'
  | 'TicketLimitReachedError'
  | 'NotFoundError'
  | 'InvalidInputError';

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
 * The typed error for a failed call, when the result union of the mutation has one (`typedRefusal`), with
 * what the service said about it (its reason, how many are left); anything else (an unavailable service,
 * an unexpected answer) is thrown and becomes a masked GraphQL error.
 */
export function asTypedError<Allowed extends ErrorTypename>(
  error: unknown,
  allowed: readonly Allowed[],
  language: Language,
  countryCode = '',
): TypedError<Allowed> {
  return typedRefusal({ language }, error, allowed, {
    codeOf: ({ status, problem }) => {
      if (isNativeErrorCode(problem.errorCode) && unionTypeOf(allowed, problem.errorCode)) return undefined;
      // Older answers carry only the text (spec 1 section 8): the maximum quantity is recognised by it.
      if (!problem.errorCode && status === 400 && /max(imum)?[ -]quantity[ -]exceeded/i.test(problem.detail ?? ''))
        return 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY';
      if (status === 404) return 'NOT_FOUND';
      // Any other refusal of the request (a 400 without a code we type, 409, 413, 422…) is about the input;
      // 401 is the shopper's (handled by the caller) and everything else is the service's own failure.
      return status >= 400 && status < 500 && status !== 401 ? 'INVALID_INPUT' : undefined;
    },
    detailsOf: (code, { problem }) => {
      const reason = problem.reason && reasonMessages[code]?.[problem.reason] ? problem.reason : undefined;
      const available =
        Number.isSafeInteger(problem.available) && problem.available! >= 0 ? problem.available : undefined;
      const message = messageFor(code, { reason, available }, language);
      switch (code) {
        case 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY':
        case 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK':
          return { message, available: available ?? null };
        case 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN':
          return { message, countryCode };
        case 'TICKETS_SOLD_OUT':
          return { message, available: available ?? null };
        case 'TICKETS_HELD_BY_OTHERS': {
          const freeAgainAt = problem.freeAgainAt ? new Date(problem.freeAgainAt) : null;
          return {
            message,
            available: available ?? null,
            freeAgainAt: freeAgainAt && !Number.isNaN(freeAgainAt.getTime()) ? freeAgainAt.toISOString() : null,
          };
        }
        case 'TICKET_LIMIT_PER_MATCH_REACHED':
          return { message, remaining: available ?? null };
        case 'GET_VOUCHER_INFO_VALIDATION_FAILURE':
          return { message, reason: voucherReasons[reason ?? ''] ?? null };
        case 'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE':
          return { message, reason: promotionReasons[reason ?? ''] ?? null };
        default:
          return { message };
      }
    },
  });
}
