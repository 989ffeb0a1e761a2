/** The account settings as the viewer reads them (e-mails, consents, payment methods, countries); the mutations are in settings-mutations.ts. */
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import { toGlobalId } from '../../shared/relay.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { consentsOf, upstreamLanguage } from './consents.ts';
import { settingsMutations } from './settings-mutations.ts';

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
  Mutation: settingsMutations,
};
