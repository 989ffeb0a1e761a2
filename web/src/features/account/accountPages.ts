import addressesPageQuery, { type AddressesPageQuery } from '../../__generated__/AddressesPageQuery.graphql.ts';
import consentsPageQuery, { type ConsentsPageQuery } from '../../__generated__/ConsentsPageQuery.graphql.ts';
import emailConfirmPageQuery, {
  type EmailConfirmPageQuery,
} from '../../__generated__/EmailConfirmPageQuery.graphql.ts';
import emailsPageQuery, { type EmailsPageQuery } from '../../__generated__/EmailsPageQuery.graphql.ts';
import newslettersPageQuery, { type NewslettersPageQuery } from '../../__generated__/NewslettersPageQuery.graphql.ts';
import passwordPageQuery, { type PasswordPageQuery } from '../../__generated__/PasswordPageQuery.graphql.ts';
import paymentMethodsPageQuery, {
  type PaymentMethodsPageQuery,
} from '../../__generated__/PaymentMethodsPageQuery.graphql.ts';
import profilePageQuery, { type ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The account's pages: personal data (with the video subscription, the data export and deletion), password,
 * e-mail addresses and the page behind a new address's confirmation link, the address book, payment methods,
 * the advertising consent and the newsletters. Personal: their queries run from the browser with the person's
 * token.
 */
export const accountPages = {
  account: page<ProfilePageQuery>({
    path: (language) => paths.account(language),
    query: profilePageQuery,
    module: 'src/features/account/ProfilePage.tsx',
    Component: async () => (await import('./ProfilePage.tsx')).ProfilePage,
  }),
  password: page<PasswordPageQuery>({
    path: (language) => paths.password(language),
    query: passwordPageQuery,
    module: 'src/features/account/PasswordPage.tsx',
    Component: async () => (await import('./PasswordPage.tsx')).PasswordPage,
  }),
  emails: page<EmailsPageQuery>({
    path: (language) => paths.emails(language),
    query: emailsPageQuery,
    module: 'src/features/account/EmailsPage.tsx',
    Component: async () => (await import('./EmailsPage.tsx')).EmailsPage,
  }),
  emailConfirm: page<EmailConfirmPageQuery>({
    path: (language) => paths.emailConfirm(language),
    query: emailConfirmPageQuery,
    module: 'src/features/account/EmailConfirmPage.tsx',
    Component: async () => (await import('./EmailConfirmPage.tsx')).EmailConfirmPage,
  }),
  addresses: page<AddressesPageQuery>({
    path: (language) => paths.addresses(language),
    query: addressesPageQuery,
    module: 'src/features/account/AddressesPage.tsx',
    Component: async () => (await import('./AddressesPage.tsx')).AddressesPage,
  }),
  paymentMethods: page<PaymentMethodsPageQuery>({
    path: (language) => paths.paymentMethods(language),
    query: paymentMethodsPageQuery,
    module: 'src/features/account/PaymentMethodsPage.tsx',
    Component: async () => (await import('./PaymentMethodsPage.tsx')).PaymentMethodsPage,
  }),
  consents: page<ConsentsPageQuery>({
    path: (language) => paths.consents(language),
    query: consentsPageQuery,
    module: 'src/features/account/ConsentsPage.tsx',
    Component: async () => (await import('./ConsentsPage.tsx')).ConsentsPage,
  }),
  newsletters: page<NewslettersPageQuery>({
    path: (language) => paths.newsletters(language),
    query: newslettersPageQuery,
    module: 'src/features/account/NewslettersPage.tsx',
    Component: async () => (await import('./NewslettersPage.tsx')).NewslettersPage,
  }),
} satisfies PageTable;
