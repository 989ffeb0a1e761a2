/** The account settings' refusals: each mutation's result union, and the services' problems read as its error types. */
import type { PasswordRule } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { isNativeErrorCode, type NativeErrorCode } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal, type Refusal, type TypedError } from '../base/typed-errors.ts';

export type ErrorTypename =
  | 'PlatformActionsNotAllowedError'
  | 'ChangeViaSupportError'
  | 'PasswordRulesError'
  | 'CurrentPasswordInvalidError'
  | 'PasswordsDoNotMatchError'
  | 'TooManyAttemptsError'
  | 'EmailAddressAlreadyExistsError'
  | 'EmailsDoNotMatchError'
  | 'EmailLimitReachedError'
  | 'DefaultEmailNotDeletableError'
  | 'EmailNotConfirmedError'
  | 'EmailAlreadyConfirmedError'
  | 'ConfirmationRecentlySentError'
  | 'EmailConfirmationInvalidError'
  | 'AddressPhoneRequiredError'
  | 'AddressCountryNotDeliveredError'
  | 'AddressLimitReachedError'
  | 'MainAdConsentRequiredError'
  | 'AccountHasRunningContractsError'
  | 'PaymentMethodUsedByContractError'
  | 'PaymentMethodUsedByPayoutError'
  | 'PaymentRefusedError'
  | 'NotFoundError'
  | 'InvalidInputError';

/** The password rule codes of the identity provider and the graph's enum values. */
const passwordRules: Partial<Record<string, PasswordRule>> = {
  TooShort: 'TOO_SHORT',
  TooLong: 'TOO_LONG',
  RequiresSpecialCharacter: 'REQUIRES_SPECIAL_CHARACTER',
  RequiresDigit: 'REQUIRES_DIGIT',
  RequiresUpper: 'REQUIRES_UPPER',
  RequiresLower: 'REQUIRES_LOWER',
  SameAsCurrent: 'SAME_AS_CURRENT',
};

export const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });
export const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
export const notAllowed = (context: GraphContext) =>
  typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED');

/** What each mutation's result union holds, so a refusal the union lacks is thrown, never answered as one. */
export const refusalsOf = {
  profileUpdate: errorUnion('ChangeViaSupportError', 'InvalidInputError', 'PlatformActionsNotAllowedError'),
  passwordChange: errorUnion(
    'CurrentPasswordInvalidError',
    'InvalidInputError',
    'PasswordRulesError',
    'PasswordsDoNotMatchError',
    'PlatformActionsNotAllowedError',
    'TooManyAttemptsError',
  ),
  emailAdd: errorUnion(
    'EmailAddressAlreadyExistsError',
    'EmailLimitReachedError',
    'EmailsDoNotMatchError',
    'InvalidInputError',
    'PlatformActionsNotAllowedError',
  ),
  emailDelete: errorUnion('DefaultEmailNotDeletableError', 'NotFoundError', 'PlatformActionsNotAllowedError'),
  emailResendConfirmation: errorUnion(
    'ConfirmationRecentlySentError',
    'EmailAlreadyConfirmedError',
    'NotFoundError',
    'PlatformActionsNotAllowedError',
  ),
  emailSetDefault: errorUnion('EmailNotConfirmedError', 'NotFoundError', 'PlatformActionsNotAllowedError'),
  emailConfirm: errorUnion('EmailConfirmationInvalidError'),
  addressAdd: errorUnion(
    'AddressCountryNotDeliveredError',
    'AddressLimitReachedError',
    'AddressPhoneRequiredError',
    'InvalidInputError',
    'NotFoundError',
  ),
  addressUpdate: errorUnion(
    'AddressCountryNotDeliveredError',
    'AddressLimitReachedError',
    'AddressPhoneRequiredError',
    'InvalidInputError',
    'NotFoundError',
  ),
  addressDelete: errorUnion('NotFoundError'),
  addressSetDefault: errorUnion('NotFoundError'),
  consentGrant: errorUnion('MainAdConsentRequiredError', 'NotFoundError'),
  consentWithdraw: errorUnion('NotFoundError'),
  consentWithdrawAll: errorUnion('NotFoundError'),
  accountDeletionRequest: errorUnion('AccountHasRunningContractsError', 'PlatformActionsNotAllowedError'),
  paymentMethodAdd: errorUnion('AddressPhoneRequiredError', 'InvalidInputError', 'PaymentRefusedError'),
  paymentMethodDelete: errorUnion(
    'NotFoundError',
    'PaymentMethodUsedByContractError',
    'PaymentMethodUsedByPayoutError',
  ),
};

/** Name and birthday change only via support (spec 2 section 6): a 400 at one of them says so. */
const SUPPORT_FIELDS = ['firstName', 'lastName', 'birthday'];

/**
 * The code a 400 of the contact, account or checkout service stands for when it carries none of its own:
 * an e-mail address taken (by its text, spec 1 section 8), the password rules, a confirmation unequal, a
 * phone or country an address needs, a name or birthday only support changes.
 */
function accountCodeOf({ status, problem }: Refusal): NativeErrorCode | undefined {
  if (status !== 400 || isNativeErrorCode(problem.errorCode)) return undefined;
  const errors = problem.errors ?? {};
  const names = Object.keys(errors);
  if (/EmailAddress already exists/i.test(problem.detail ?? '')) return 'EMAIL_ADDRESS_ALREADY_EXISTS';
  if (errors.newPassword) return 'PASSWORD_RULES';
  if (errors.confirmNewPassword) return 'PASSWORDS_DO_NOT_MATCH';
  if (errors.confirmEmail) return 'EMAILS_DO_NOT_MATCH';
  // The address book answers `phone`, a payment method's billing address `BillingAddress.Phone`.
  if (names.some((name) => /(^|\.)phone$/i.test(name))) return 'ADDRESS_PHONE_REQUIRED';
  if (names.some((name) => /(^|\.)countryCode$/i.test(name))) return 'ADDRESS_COUNTRY_NOT_DELIVERED';
  if (SUPPORT_FIELDS.some((field) => errors[field])) return 'CHANGE_VIA_SUPPORT';
  return undefined;
}

/**
 * The typed error for a refusal of the contact, account or checkout service (`typedRefusal`, with the
 * account's reading of its codeless 400s). Failures of the service itself are thrown (masked as
 * UPSTREAM_UNAVAILABLE), so nothing is lost silently. `fieldPrefix` nests an address's fields in the input.
 */
export function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
  fieldPrefix = '',
): TypedError<Allowed> {
  return typedRefusal(context, error, allowed, {
    codeOf: accountCodeOf,
    fieldOf: (field) => (fieldPrefix && !SUPPORT_FIELDS.includes(field) ? `${fieldPrefix}.${field}` : field),
    detailsOf: (code, { problem }) => {
      const errors = problem.errors ?? {};
      if (code === 'PASSWORD_RULES')
        return { rules: (errors.newPassword ?? []).flatMap((rule) => passwordRules[rule] ?? []) };
      if (code === 'CHANGE_VIA_SUPPORT') return { field: SUPPORT_FIELDS.find((field) => errors[field]) };
      return undefined;
    },
  });
}
