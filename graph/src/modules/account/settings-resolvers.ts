import type { Language, PasswordRule, Resolvers } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope, personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isEmailAddress } from '../../shared/input.ts';
import { errorUnion, refusalOf, typedError, withinUnion, type TypedError } from '../base/typed-errors.ts';
import { databaseIdOf, fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import type { UpstreamCheckoutAddress } from '../../upstreams/checkout/types.ts';
import { assembleDataExport } from './data-export.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import type { ConsentModel } from './settings.mappers.ts';

type ErrorTypename =
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

/** The services' native codes and the error types they become (the field where a form shows it). */
const typeOfCode: Partial<
  Record<string, (context: GraphContext, at: (field: string) => string) => TypedError<ErrorTypename>>
> = {
  PLATFORM_ACTIONS_ARE_NOT_ALLOWED: (context) =>
    typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED'),
  CURRENT_PASSWORD_INVALID: (context, at) =>
    typedError(context, 'CurrentPasswordInvalidError', 'CURRENT_PASSWORD_INVALID', { field: at('currentPassword') }),
  EMAIL_LIMIT_REACHED: (context) => typedError(context, 'EmailLimitReachedError', 'EMAIL_LIMIT_REACHED'),
  DEFAULT_EMAIL_CANNOT_BE_DELETED: (context) =>
    typedError(context, 'DefaultEmailNotDeletableError', 'DEFAULT_EMAIL_CANNOT_BE_DELETED'),
  EMAIL_NOT_CONFIRMED: (context) => typedError(context, 'EmailNotConfirmedError', 'EMAIL_NOT_CONFIRMED'),
  EMAIL_ALREADY_CONFIRMED: (context) => typedError(context, 'EmailAlreadyConfirmedError', 'EMAIL_ALREADY_CONFIRMED'),
  CONFIRMATION_RECENTLY_SENT: (context) =>
    typedError(context, 'ConfirmationRecentlySentError', 'CONFIRMATION_RECENTLY_SENT'),
  EMAIL_CONFIRMATION_INVALID: (context) =>
    typedError(context, 'EmailConfirmationInvalidError', 'EMAIL_CONFIRMATION_INVALID'),
  ADDRESS_LIMIT_REACHED: (context) => typedError(context, 'AddressLimitReachedError', 'ADDRESS_LIMIT_REACHED'),
  MAIN_AD_CONSENT_REQUIRED: (context) => typedError(context, 'MainAdConsentRequiredError', 'MAIN_AD_CONSENT_REQUIRED'),
  ACCOUNT_HAS_RUNNING_CONTRACTS: (context) =>
    typedError(context, 'AccountHasRunningContractsError', 'ACCOUNT_HAS_RUNNING_CONTRACTS'),
  USER_HAS_UNCANCELLED_CONTRACT: (context) =>
    typedError(context, 'PaymentMethodUsedByContractError', 'USER_HAS_UNCANCELLED_CONTRACT'),
  USER_HAS_RUNNING_PAYOUT: (context) =>
    typedError(context, 'PaymentMethodUsedByPayoutError', 'USER_HAS_RUNNING_PAYOUT'),
  PAYMENT_REFUSED: (context) => typedError(context, 'PaymentRefusedError', 'PAYMENT_REFUSED'),
};

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

const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });
const notFound = (context: GraphContext) => typedError(context, 'NotFoundError', 'NOT_FOUND');
const notAllowed = (context: GraphContext) =>
  typedError(context, 'PlatformActionsNotAllowedError', 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED');

/** What each mutation's result union holds, so a refusal the union lacks is thrown, never answered as one. */
const refusalsOf = {
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

/**
 * The typed error for a refusal of the contact, account or checkout service: its native code, the
 * field-level 400s (phone abroad, country, name via support, e-mail taken, password rules) and 404.
 * Failures of the service itself are thrown (masked as UPSTREAM_UNAVAILABLE), so nothing is lost silently.
 */
function refusal<Allowed extends ErrorTypename>(
  context: GraphContext,
  error: unknown,
  allowed: ReadonlySet<Allowed>,
  fieldPrefix = '',
): TypedError<Allowed> {
  return withinUnion(allowed, refusalAsError(context, error, fieldPrefix), error);
}

/** The refusal as the typed error it stands for, whichever union holds it. */
function refusalAsError(context: GraphContext, error: unknown, fieldPrefix: string): TypedError<ErrorTypename> {
  const { status, problem } = refusalOf(error);
  const errors = problem.errors ?? {};
  const at = (field: string) => (fieldPrefix ? `${fieldPrefix}.${field}` : field);
  const typed = typeOfCode[problem.errorCode ?? ''];
  if (typed) return typed(context, at);
  if (status === 404) return notFound(context);
  if (status === 429) return typedError(context, 'TooManyAttemptsError', 'TOO_MANY_ATTEMPTS');
  if (status !== 400) throw error;
  if (/EmailAddress already exists/i.test(problem.detail ?? '')) {
    return typedError(context, 'EmailAddressAlreadyExistsError', 'EMAIL_ADDRESS_ALREADY_EXISTS', { field: 'email' });
  }
  if (errors.newPassword) {
    return typedError(context, 'PasswordRulesError', 'PASSWORD_RULES', {
      field: 'newPassword',
      rules: errors.newPassword.flatMap((rule) => passwordRules[rule] ?? []),
    });
  }
  if (errors.confirmNewPassword) {
    return typedError(context, 'PasswordsDoNotMatchError', 'PASSWORDS_DO_NOT_MATCH', { field: 'confirmNewPassword' });
  }
  if (errors.confirmEmail) {
    return typedError(context, 'EmailsDoNotMatchError', 'EMAILS_DO_NOT_MATCH', { field: 'confirmEmail' });
  }
  // The address book answers `phone`, a payment method's billing address `BillingAddress.Phone`.
  const names = Object.keys(errors);
  if (names.some((name) => /(^|\.)phone$/i.test(name))) {
    return typedError(context, 'AddressPhoneRequiredError', 'ADDRESS_PHONE_REQUIRED', { field: at('phone') });
  }
  if (names.some((name) => /(^|\.)countryCode$/i.test(name))) {
    return typedError(context, 'AddressCountryNotDeliveredError', 'ADDRESS_COUNTRY_NOT_DELIVERED', {
      field: at('countryCode'),
    });
  }
  const supportField = ['firstName', 'lastName', 'birthday'].find((field) => errors[field]);
  if (supportField) return typedError(context, 'ChangeViaSupportError', 'CHANGE_VIA_SUPPORT', { field: supportField });
  const field = Object.keys(errors)[0] ?? 'input';
  return invalid(context, at(field.charAt(0).toLowerCase() + field.slice(1)));
}

const PHONE = /^[0-9+()/ -]{0,30}$/;
const upstreamLanguage = (language: Language | null | undefined, context: GraphContext) =>
  (language ?? context.language) === 'EN' ? 'en' : 'de';

async function consentsOf(context: GraphContext): Promise<ConsentModel[]> {
  const [catalogue, granted] = await Promise.all([
    context.loaders.account.consentCatalogue.load('de'),
    context.loaders.account.grantedConsents.load('self'),
  ]);
  const keyOf = new Map(catalogue.map((consent) => [consent.id, consent.key]));
  const grantOf = new Map(granted.map((grant) => [grant.consentId, grant]));
  return catalogue.map((consent) => {
    const grant = grantOf.get(consent.id);
    return {
      consent,
      parentKey: consent.parentId === null ? null : (keyOf.get(consent.parentId) ?? null),
      grant: grant ? { id: grant.id, grantedAt: grant.grantedAt } : null,
    };
  });
}

/** The consents after a change: the loaders' answers are from before it, so the grants are asked again. */
async function freshConsents(context: GraphContext) {
  context.loaders.account.grantedConsents.clearAll();
  return { __typename: 'ConsentsChanged' as const, consents: await consentsOf(context) };
}

const addressesChanged = async (context: GraphContext, addressId?: number) => {
  const addresses = await context.services.checkout.addresses(effectiveScope(context));
  return {
    __typename: 'AddressesChanged' as const,
    addresses,
    address: addressId === undefined ? null : (addresses.find((address) => address.id === addressId) ?? null),
  };
};

const emailsChanged = async (context: GraphContext, emailId?: number) => {
  const emails = await context.services.account.emails(personScope(context));
  return {
    __typename: 'EmailsChanged' as const,
    emails,
    email: emailId === undefined ? null : (emails.find((email) => email.id === emailId) ?? null),
  };
};

/** The portal paths a payment provider may send the browser back to: the account's payment methods page. */
const RETURN_PATH = /^\/(?:(?:en|ja)\/)?[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/;

export const settingsResolvers: Resolvers = {
  Query: {
    countries: (_root, { language }, context) =>
      context.loaders.account.countries.load(upstreamLanguage(language, context)),
  },
  Person: {
    mobile: (person) => person.mobile,
    phone: (person) => person.phone,
  },
  Viewer: {
    async emails(_viewer, _args, context) {
      if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer)) return null;
      return context.loaders.account.emails.load('self');
    },
    async consents(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return null;
      return consentsOf(context);
    },
    async paymentMethods(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return null;
      return paymentMethodsOf(await context.loaders.checkout.paymentInfo.load('self'));
    },
    async paymentMethodSetup(_viewer, { paymentId }, context) {
      if (context.viewer.kind !== 'person' || !/^[A-Za-z0-9_-]{1,64}$/.test(paymentId)) return null;
      return context.services.checkout.paymentMethodStatus(effectiveScope(context), paymentId);
    },
  },
  EmailAddress: {
    id: (email) => toGlobalId('EmailAddress', email.id),
  },
  Consent: {
    id: ({ consent }) => toGlobalId('Consent', consent.id),
    key: ({ consent }) => consent.key,
    async name({ consent }, { language }, context) {
      const wanted = upstreamLanguage(language, context);
      if (wanted === 'de') return consent.name;
      const catalogue = await context.loaders.account.consentCatalogue.load(wanted);
      return catalogue.find((candidate) => candidate.id === consent.id)?.name ?? consent.name;
    },
    kind: ({ consent }) => (consent.consentType === 'Advertising' ? 'ADVERTISING' : 'NEWSLETTER'),
    isMainAdConsent: ({ consent }) => consent.isMainAdConsent,
    parentKey: ({ parentKey }) => parentKey,
    granted: ({ grant }) => grant !== null,
    grantedAt: ({ grant }) => grant?.grantedAt ?? null,
  },
  StoredPaymentMethod: {
    id: (method) => toGlobalId('StoredPaymentMethod', method.id),
  },
  Mutation: {
    async profileUpdate(_root, { input }, context) {
      for (const field of ['mobile', 'phone'] as const) {
        if (!PHONE.test(input[field]?.trim() ?? '')) return invalid(context, field);
      }
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      try {
        const contact = await context.services.account.updateSelf(personScope(context), {
          mobile: input.mobile?.trim() || null,
          phone: input.phone?.trim() || null,
          profileLanguage: input.profileLanguage === 'EN' ? 'en' : 'de',
        });
        context.loaders.account.person.clearAll().prime('self', contact);
        return { __typename: 'ProfileUpdated' as const, person: { ...contact, __typename: 'Person' as const } };
      } catch (error) {
        return refusal(context, error, refusalsOf.profileUpdate);
      }
    },

    async passwordChange(_root, { input }, context) {
      for (const field of ['currentPassword', 'newPassword', 'confirmNewPassword'] as const) {
        if (input[field].length === 0 || input[field].length > 256) return invalid(context, field);
      }
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      try {
        await context.services.account.changePassword(personScope(context), input);
        return { __typename: 'PasswordChanged' as const, changed: true };
      } catch (error) {
        return refusal(context, error, refusalsOf.passwordChange);
      }
    },

    async emailAdd(_root, { input }, context) {
      const email = input.email.trim();
      if (!isEmailAddress(email)) return invalid(context, 'email');
      if (input.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
        return typedError(context, 'EmailsDoNotMatchError', 'EMAILS_DO_NOT_MATCH', { field: 'confirmEmail' });
      }
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      try {
        const added = await context.services.account.addEmail(personScope(context), email, input.confirmEmail.trim());
        return await emailsChanged(context, added.id);
      } catch (error) {
        return refusal(context, error, refusalsOf.emailAdd);
      }
    },

    async emailDelete(_root, { id }, context) {
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      const emailId = databaseIdOf(id, 'EmailAddress');
      if (emailId === null) return notFound(context);
      try {
        await context.services.account.deleteEmail(personScope(context), emailId);
        return await emailsChanged(context);
      } catch (error) {
        return refusal(context, error, refusalsOf.emailDelete);
      }
    },

    async emailResendConfirmation(_root, { id }, context) {
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      const emailId = databaseIdOf(id, 'EmailAddress');
      if (emailId === null) return notFound(context);
      try {
        await context.services.account.resendConfirmation(personScope(context), emailId);
        return await emailsChanged(context, emailId);
      } catch (error) {
        return refusal(context, error, refusalsOf.emailResendConfirmation);
      }
    },

    async emailSetDefault(_root, { id }, context) {
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      const emailId = databaseIdOf(id, 'EmailAddress');
      if (emailId === null) return notFound(context);
      try {
        const emails = await context.services.account.setDefaultEmail(personScope(context), emailId);
        return {
          __typename: 'EmailsChanged' as const,
          emails,
          email: emails.find((email) => email.id === emailId) ?? null,
        };
      } catch (error) {
        return refusal(context, error, refusalsOf.emailSetDefault);
      }
    },

    async emailConfirm(_root, { token }, context) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
        return typedError(context, 'EmailConfirmationInvalidError', 'EMAIL_CONFIRMATION_INVALID');
      }
      try {
        const confirmed = await context.services.account.confirmEmail(personScope(context), token);
        return { __typename: 'EmailConfirmed' as const, email: confirmed.email };
      } catch (error) {
        return refusal(context, error, refusalsOf.emailConfirm);
      }
    },

    async addressAdd(_root, { input }, context) {
      const checked = checkedAddress(input);
      if ('field' in checked) return invalid(context, checked.field);
      try {
        const added = await context.services.account.addAddress(effectiveScope(context), checked.address);
        return await addressesChanged(context, added.id);
      } catch (error) {
        return refusal(context, error, refusalsOf.addressAdd);
      }
    },

    async addressUpdate(_root, { id, input }, context) {
      const addressId = databaseIdOf(id, 'Address');
      if (addressId === null) return notFound(context);
      const checked = checkedAddress(input);
      if ('field' in checked) return invalid(context, checked.field);
      try {
        await context.services.account.changeAddress(effectiveScope(context), addressId, checked.address);
        return await addressesChanged(context, addressId);
      } catch (error) {
        return refusal(context, error, refusalsOf.addressUpdate);
      }
    },

    async addressDelete(_root, { id }, context) {
      const addressId = databaseIdOf(id, 'Address');
      if (addressId === null) return notFound(context);
      try {
        await context.services.account.deleteAddress(effectiveScope(context), addressId);
        return await addressesChanged(context);
      } catch (error) {
        return refusal(context, error, refusalsOf.addressDelete);
      }
    },

    async addressSetDefault(_root, { id, kind }, context) {
      const addressId = databaseIdOf(id, 'Address');
      if (addressId === null) return notFound(context);
      try {
        const addresses = await context.services.account.setDefaultAddress(
          effectiveScope(context),
          addressId,
          kind === 'SHIPPING' ? 'order' : 'invoice',
        );
        return {
          __typename: 'AddressesChanged' as const,
          addresses,
          address: addresses.find((address) => address.id === addressId) ?? null,
        };
      } catch (error) {
        return refusal(context, error, refusalsOf.addressSetDefault);
      }
    },

    async consentGrant(_root, { id }, context) {
      const consentId = databaseIdOf(id, 'Consent');
      if (consentId === null) return notFound(context);
      try {
        await context.services.account.grantConsent(effectiveScope(context), consentId);
        return await freshConsents(context);
      } catch (error) {
        return refusal(context, error, refusalsOf.consentGrant);
      }
    },

    async consentWithdraw(_root, { id }, context) {
      const consentId = databaseIdOf(id, 'Consent');
      if (consentId === null) return notFound(context);
      try {
        // The service terminates a grant by the grant's id: the viewer's own grant of this consent.
        const grant = (await context.loaders.account.grantedConsents.load('self')).find(
          (candidate) => candidate.consentId === consentId,
        );
        if (grant) await context.services.account.terminateConsent(effectiveScope(context), grant.id);
        return await freshConsents(context);
      } catch (error) {
        return refusal(context, error, refusalsOf.consentWithdraw);
      }
    },

    async consentWithdrawAll(_root, _args, context) {
      try {
        await context.services.account.terminateAllConsents(effectiveScope(context));
        return await freshConsents(context);
      } catch (error) {
        return refusal(context, error, refusalsOf.consentWithdrawAll);
      }
    },

    async accountDeletionRequest(_root, _args, context) {
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      try {
        const request = await context.services.account.requestDeletion(personScope(context));
        return { __typename: 'AccountDeletionRequested' as const, requestedAt: request.requestedAt };
      } catch (error) {
        return refusal(context, error, refusalsOf.accountDeletionRequest);
      }
    },

    async paymentMethodAdd(_root, { input }, context) {
      if (!RETURN_PATH.test(input.returnPath)) return invalid(context, 'returnPath');
      let billingAddress: UpstreamCheckoutAddress | undefined;
      if (input.kind !== 'PAY_PAL') {
        if (!input.billingAddress) return invalid(context, 'billingAddress');
        const checked = checkedAddress(input.billingAddress, 'billingAddress');
        if ('field' in checked) return invalid(context, checked.field);
        billingAddress = checked.address;
      }
      const origin = new URL(context.request.url).origin;
      try {
        const started = await context.services.checkout.addPaymentMethod(effectiveScope(context), input.kind, {
          billingAddress,
          redirectUrl: `${origin}${input.returnPath}`,
        });
        return { __typename: 'PaymentMethodRedirect' as const, paymentId: started.paymentId, url: started.redirectUrl };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 502) {
          return typedError(context, 'PaymentRefusedError', 'PAYMENT_REFUSED');
        }
        return refusal(context, error, refusalsOf.paymentMethodAdd, 'billingAddress');
      }
    },

    async paymentMethodDelete(_root, { id }, context) {
      const parsed = fromGlobalId(id);
      const tokenId = parsed?.type === 'StoredPaymentMethod' ? parsed.internalId : '';
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(tokenId)) return notFound(context);
      try {
        await context.services.checkout.deletePaymentMethod(effectiveScope(context), tokenId);
        context.loaders.checkout.paymentInfo.clearAll();
        return {
          __typename: 'PaymentMethodsChanged' as const,
          paymentMethods: paymentMethodsOf(await context.loaders.checkout.paymentInfo.load('self')),
        };
      } catch (error) {
        return refusal(context, error, refusalsOf.paymentMethodDelete);
      }
    },

    async viewerDataExport(_root, _args, context) {
      if (actsForOrganization(context.viewer)) return notAllowed(context);
      return { __typename: 'DataExport' as const, ...(await assembleDataExport(context)) };
    },
  },
};
