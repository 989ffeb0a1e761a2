/** The account settings' mutations: profile, password, e-mail addresses, postal addresses, consents, payment methods, data export. */
import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope, personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isEmailAddress } from '../../shared/input.ts';
import { typedError } from '../base/typed-errors.ts';
import { databaseIdOf, fromGlobalId } from '../../shared/relay.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import type { UpstreamCheckoutAddress } from '../../upstreams/checkout/types.ts';
import { assembleDataExport } from './data-export.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { consentsOf } from './consents.ts';
import { invalid, notAllowed, notFound, refusal, refusalsOf } from './settings-errors.ts';

const PHONE = /^[0-9+()/ -]{0,30}$/;

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

export const settingsMutations: MutationResolvers = {
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
};
