/** The contract mutations' refusals: each result union's error types, and the platform's problems read as them. */
import type { GraphContext } from '../../context.ts';
import type { PostalAddressInput } from '../../shared/addresses.ts';
import { isNativeErrorCode } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal, type TypedError } from '../base/typed-errors.ts';
import { missingData, transferStateOf } from './lookups.ts';

export type ErrorTypename =
  | 'ContractSubscriberOnlyError'
  | 'ContractEndedError'
  | 'ContractTransferPendingError'
  | 'ContractIncompleteError'
  | 'ContractAlreadyConfirmedError'
  | 'ContractNotTransferableError'
  | 'ContractPersonNotFoundError'
  | 'SeasonTicketOwnershipError'
  | 'SameSubscriberError'
  | 'FanClubAsRecipientError'
  | 'ContractTransferExpiredError'
  | 'ContractTransferNotPendingError'
  | 'ContractTransferWrongPartyError'
  | 'PaymentTokenUnknownError'
  | 'AddressPhoneRequiredError'
  | 'AddressCountryNotDeliveredError'
  | 'PlatformActionsNotAllowedError'
  | 'NotFoundError'
  | 'InvalidInputError';

export const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
export const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

/**
 * What each mutation's result union holds, so a refusal the union lacks is thrown, and how a 403 without a
 * native code reads for it (a recipient's change: ask the subscriber; a transfer: the wrong party).
 */
export const refusalsOf = {
  confirm: errorUnion(
    'ContractIncompleteError',
    'ContractAlreadyConfirmedError',
    'ContractTransferPendingError',
    'ContractSubscriberOnlyError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
  ),
  change: errorUnion(
    'ContractEndedError',
    'ContractTransferPendingError',
    'ContractSubscriberOnlyError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  start: errorUnion(
    'ContractPersonNotFoundError',
    'SeasonTicketOwnershipError',
    'SameSubscriberError',
    'ContractNotTransferableError',
    'ContractTransferPendingError',
    'ContractEndedError',
    'ContractSubscriberOnlyError',
    'ContractTransferNotPendingError',
    'ContractTransferExpiredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
  answer: errorUnion(
    'ContractTransferExpiredError',
    'ContractTransferNotPendingError',
    'ContractTransferWrongPartyError',
    'FanClubAsRecipientError',
    'SeasonTicketOwnershipError',
    'ContractEndedError',
    'PaymentTokenUnknownError',
    'AddressPhoneRequiredError',
    'AddressCountryNotDeliveredError',
    'PlatformActionsNotAllowedError',
    'NotFoundError',
    'InvalidInputError',
  ),
};

interface RefusalOptions<Allowed extends ErrorTypename> {
  allowed: ReadonlySet<Allowed>;
  /** A 403 without a native code: a change only the subscriber makes, or a transfer answered by the wrong party. */
  forbidden: 'CONTRACT_SUBSCRIBER_ONLY' | 'CONTRACT_TRANSFER_WRONG_PARTY';
  /** Where the input's addresses are (for a 400 at phone or countryCode), first the one most likely at fault. */
  addressFields?: string[];
  /** The transfer-to-subscriber call words the ownership codes for a subscriber (spec 3 section 8). */
  subscriberPrefix?: boolean;
}

/**
 * The typed error for a refusal of the subscription service (`typedRefusal`): its native code (422/409/410
 * with the code as title), 403 and 404 (another's contract or transfer, or none: never told apart), and a
 * 400 at its field. Anything else, and a refusal the union does not hold, is thrown (masked as
 * UPSTREAM_UNAVAILABLE).
 */
export function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  options: RefusalOptions<Allowed>,
): TypedError<Allowed> {
  const addressField = options.addressFields?.[0] ?? 'address';
  return typedRefusal(context, error, options.allowed, {
    codeOf: ({ status, problem }) => {
      const code = problem.errorCode ?? '';
      // Only the ownership codes have a subscriber's wording.
      const worded = `SUBSCRIBER_IS_${code}`;
      if (options.subscriberPrefix && isNativeErrorCode(worded)) return worded;
      if (isNativeErrorCode(code)) return undefined;
      if (status === 403) return options.forbidden;
      const fields = Object.keys(problem.errors ?? {});
      if (status === 400 && fields.includes('phone')) return 'ADDRESS_PHONE_REQUIRED';
      if (status === 400 && fields.includes('countryCode')) return 'ADDRESS_COUNTRY_NOT_DELIVERED';
      return undefined;
    },
    fieldOf: (field) => (field === 'phone' || field === 'countryCode' ? `${addressField}.${field}` : field),
    detailsOf: (code, { problem }) => {
      if (code === 'CONTRACT_INCOMPLETE')
        return {
          missing: Object.keys(problem.errors ?? {}).flatMap(
            (field) => missingData[field as keyof typeof missingData] ?? [],
          ),
        };
      if (code === 'TRANSFER_NOT_PENDING') return { state: transferStateOf(problem.reason ?? '') };
      return undefined;
    },
  });
}

/** Of several addresses, the one a rule about foreign addresses most likely concerns: first one abroad. */
export function foreignFirst(addresses: [string, PostalAddressInput | null | undefined][]): string[] {
  return addresses
    .filter(([, address]) => address)
    .sort(
      ([, a], [, b]) =>
        Number(a!.countryCode.trim().toUpperCase() === 'DE') - Number(b!.countryCode.trim().toUpperCase() === 'DE'),
    )
    .map(([field]) => field);
}
