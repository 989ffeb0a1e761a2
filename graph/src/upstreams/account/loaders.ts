import type { RequestScope } from '../http.ts';
import { eachLoader, lazyLoaders, onceLoader, type Loader } from '../request-loaders.ts';
import type { AccountService } from './client.ts';
import type {
  AddressBookEntry,
  Contact,
  ContactConsent,
  Country,
  EmailEntry,
  Membership,
  UpstreamConsent,
} from './types.ts';

export interface AccountLoaders {
  /** The signed-in person's own contact (always with the person's token, also when acting for an organisation). */
  person: Loader<'self', Contact>;
  adminMemberships: Loader<'self', Membership[]>;
  /** All the person's memberships and invitations (the fan club ID cards). */
  memberships: Loader<'self', Membership[]>;
  /** The contact of the effective token: the organisation while acting for one, else the person. */
  effective: Loader<'self', Contact>;
  /** The person's e-mail addresses. */
  emails: Loader<'self', EmailEntry[]>;
  /** The consent catalogue by language: public, without a token. */
  consentCatalogue: Loader<'de' | 'en', UpstreamConsent[]>;
  /** The consents granted by the effective owner (the organisation while acting for one). */
  grantedConsents: Loader<'self', ContactConsent[]>;
  /** The countries addresses may be in, by language: public, without a token. */
  countries: Loader<'de' | 'en', Country[]>;
  /** The effective owner's address book of ticket recipients, by search text ('' for all). */
  addressBook: Loader<string, AddressBookEntry[]>;
}

interface AccountDeps {
  account: AccountService;
  scopes: { person: RequestScope; effective: RequestScope; public: RequestScope };
}

export const createAccountLoaders = lazyLoaders<AccountDeps, AccountLoaders>({
  effective: ({ account, scopes }) => onceLoader(() => account.self(scopes.effective)),
  person: ({ account, scopes }) => onceLoader(() => account.self(scopes.person)),
  adminMemberships: ({ account, scopes }) => onceLoader(() => account.adminMemberships(scopes.person)),
  memberships: ({ account, scopes }) => onceLoader(() => account.memberships(scopes.person)),
  emails: ({ account, scopes }) => onceLoader(() => account.emails(scopes.person)),
  grantedConsents: ({ account, scopes }) => onceLoader(() => account.grantedConsents(scopes.effective)),
  consentCatalogue: ({ account, scopes }) =>
    eachLoader((language: 'de' | 'en') => account.consentCatalogue(scopes.public, language)),
  countries: ({ account, scopes }) => eachLoader((language: 'de' | 'en') => account.countries(scopes.public, language)),
  addressBook: ({ account, scopes }) =>
    eachLoader((search: string) => account.addressBook(scopes.effective, search || undefined)),
});
