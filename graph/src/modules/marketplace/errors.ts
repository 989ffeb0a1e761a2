/** The marketplace mutations' refusals: each result union's error types, and the payout service's problems read as them. */
import type { GraphContext } from '../../context.ts';
import { errorMessage, isNativeErrorCode } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal, type Refusal, type TypedError } from '../base/typed-errors.ts';
import { notOfferableReasons, stateOf } from './values.ts';

export type ErrorTypename =
  | 'TicketNotOfferableError'
  | 'PayoutAlreadyRunningError'
  | 'MarketplaceTicketInCartError'
  | 'MarketplaceOfferNotOpenError'
  | 'PayoutNotRetryableError'
  | 'PayoutTypeNotAvailableError'
  | 'PaymentTokenUnknownError'
  | 'AddressPhoneRequiredError'
  | 'AddressCountryNotDeliveredError'
  | 'PlatformActionsNotAllowedError'
  | 'NotFoundError'
  | 'InvalidInputError';

export const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');

/** The payout type (`payoutType`) or the stored method (`paymentMethodId`) does not fit the ticket or each other. */
export const payoutTypeNotAvailable = (context: GraphContext, field: 'payoutType' | 'paymentMethodId') =>
  typedError(context, 'PayoutTypeNotAvailableError', 'INVALID_INPUT', {
    message: errorMessage('INVALID_INPUT', context.language, field),
    field,
  });

export const tokenUnknown = (context: GraphContext) =>
  typedError(context, 'PaymentTokenUnknownError', 'PAYMENT_TOKEN_UNKNOWN');

/** What each mutation's (and the quote's) result union holds, so a refusal the union lacks is thrown. */
export const refusalsOf = {
  quote: errorUnion(
    'PayoutTypeNotAvailableError',
    'PaymentTokenUnknownError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  create: errorUnion(
    'TicketNotOfferableError',
    'PayoutAlreadyRunningError',
    'PayoutTypeNotAvailableError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  withdraw: errorUnion(
    'MarketplaceTicketInCartError',
    'MarketplaceOfferNotOpenError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  retry: errorUnion(
    'PayoutNotRetryableError',
    'PaymentTokenUnknownError',
    'PayoutTypeNotAvailableError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
};

/** The service's own fields that refuse the payout type: no original payment to go back to, or the method. */
export const payoutFields: Record<string, 'payoutType' | 'paymentMethodId'> = {
  useVoucher: 'payoutType',
  paymentTokenId: 'paymentMethodId',
};

export const payoutFieldOf = (problem: Refusal['problem']) =>
  Object.keys(problem.errors ?? {})
    .map((field) => payoutFields[field])
    .find((field) => field !== undefined);

/**
 * The typed error for a refusal of the payout service (`typedRefusal`): its native code (with the reason it
 * gives), 404 (another's ticket or offer, or none: never told apart) and a 400 at its field: the payout
 * type's, the address's, or the input as a whole. Anything else, and a refusal the union does not hold, is
 * thrown (masked as UPSTREAM_UNAVAILABLE for a failing service).
 */
export function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
): TypedError<Allowed> {
  return typedRefusal(context, error, allowed, {
    codeOf: ({ status, problem }) => {
      if (isNativeErrorCode(problem.errorCode) || status !== 400) return undefined;
      const fields = Object.keys(problem.errors ?? {});
      if (payoutFieldOf(problem)) return 'INVALID_INPUT';
      if (fields.some((field) => /(^|\.)phone$/i.test(field))) return 'ADDRESS_PHONE_REQUIRED';
      if (fields.some((field) => /(^|\.)countryCode$/i.test(field))) return 'ADDRESS_COUNTRY_NOT_DELIVERED';
      return 'INVALID_INPUT';
    },
    // A refused payout type is the payout's own error; any other invalid input the form's.
    typeOf: (code, { problem }) =>
      code === 'INVALID_INPUT'
        ? payoutFieldOf(problem)
          ? 'PayoutTypeNotAvailableError'
          : 'InvalidInputError'
        : undefined,
    // The address's fields are the input's `address`; any other field of the service is the input's as a whole.
    fieldOf: (field) =>
      field === 'phone' || field === 'countryCode' ? `address.${field}` : field.startsWith('address') ? field : 'input',
    detailsOf: (code, { problem }) => {
      const reason = problem.reason ?? '';
      switch (code) {
        case 'TICKETING_REQUEST_FAILED':
          return { reason: notOfferableReasons[reason] ?? 'OTHER' };
        case 'USER_HAS_RUNNING_PAYOUT':
          return { message: errorMessage(code, context.language, 'marketplaceOffer') };
        case 'MARKETPLACE_OFFER_NOT_OPEN':
        case 'PAYOUT_NOT_RETRYABLE':
          return { state: stateOf(reason) };
        case 'INVALID_INPUT': {
          const field = payoutFieldOf(problem);
          return field ? { message: errorMessage(code, context.language, field), field } : undefined;
        }
        default:
          return undefined;
      }
    },
  });
}
