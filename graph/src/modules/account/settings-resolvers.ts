import type { Language, PasswordRule, Resolvers } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope, personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isEmailAddress } from '../../shared/input.ts';
import { isNativeErrorCode, type NativeErrorCode } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal, type Refusal, type TypedError } from '../base/typed-errors.ts';
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
function refusal<Allowed extends ErrorTypename>(
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
