import type { RouteObject } from 'react-router';
import addressesPageQuery, { type AddressesPageQuery } from '../../__generated__/AddressesPageQuery.graphql';
import consentsPageQuery, { type ConsentsPageQuery } from '../../__generated__/ConsentsPageQuery.graphql';
import emailConfirmPageQuery, { type EmailConfirmPageQuery } from '../../__generated__/EmailConfirmPageQuery.graphql';
import emailsPageQuery, { type EmailsPageQuery } from '../../__generated__/EmailsPageQuery.graphql';
import newslettersPageQuery, { type NewslettersPageQuery } from '../../__generated__/NewslettersPageQuery.graphql';
import passwordPageQuery, { type PasswordPageQuery } from '../../__generated__/PasswordPageQuery.graphql';
import paymentMethodsPageQuery, {
  type PaymentMethodsPageQuery,
} from '../../__generated__/PaymentMethodsPageQuery.graphql';
import profilePageQuery, { type ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The account area in every language: personal data, password, e-mail addresses and the page behind the
 * confirmation link, the address book, payment methods, advertising consent and newsletters. All are
 * personal: their queries run from the browser with the person's token. Each route has its own lazy
 * object (React Router marks it loaded by changing it).
 */
export function accountRoutes(route: RouteSession): RouteObject[] {
  const variables = (language: Language) => () => ({ language: graphLanguage(language) });
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.account(language),
      loader: queryLoader<ProfilePageQuery>(route, profilePageQuery, variables(language)),
      lazy: { Component: async () => (await import('./ProfilePage.tsx')).ProfilePage },
    },
    {
      path: paths.password(language),
      loader: queryLoader<PasswordPageQuery>(route, passwordPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./PasswordPage.tsx')).PasswordPage },
    },
    {
      path: paths.emails(language),
      loader: queryLoader<EmailsPageQuery>(route, emailsPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./EmailsPage.tsx')).EmailsPage },
    },
    {
      path: paths.emailConfirm(language),
      loader: queryLoader<EmailConfirmPageQuery>(route, emailConfirmPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./EmailConfirmPage.tsx')).EmailConfirmPage },
    },
    {
      path: paths.addresses(language),
      loader: queryLoader<AddressesPageQuery>(route, addressesPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./AddressesPage.tsx')).AddressesPage },
    },
    {
      path: paths.paymentMethods(language),
      loader: queryLoader<PaymentMethodsPageQuery>(route, paymentMethodsPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./PaymentMethodsPage.tsx')).PaymentMethodsPage },
    },
    {
      path: paths.consents(language),
      loader: queryLoader<ConsentsPageQuery>(route, consentsPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./ConsentsPage.tsx')).ConsentsPage },
    },
    {
      path: paths.newsletters(language),
      loader: queryLoader<NewslettersPageQuery>(route, newslettersPageQuery, variables(language)),
      lazy: { Component: async () => (await import('./NewslettersPage.tsx')).NewslettersPage },
    },
  ]);
}
