import type { RequestScope } from '../http.ts';
import { eachLoader, lazyLoaders, onceLoader, type Loader } from '../request-loaders.ts';
import type { ContactService } from './client.ts';
import type {
  AddressBookEntry,
  Contact,
  ContactConsent,
  Country,
  EmailEntry,
  Membership,
  UpstreamConsent,
} from './types.ts';

export interface ContactLoaders {
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

interface ContactDeps {
  contacts: ContactService;
  scopes: { person: RequestScope; effective: RequestScope; public: RequestScope };
}

export const createContactLoaders = lazyLoaders<ContactDeps, ContactLoaders>({
  effective: ({ contacts, scopes }) => onceLoader(() => contacts.self(scopes.effective)),
  person: ({ contacts, scopes }) => onceLoader(() => contacts.self(scopes.person)),
  adminMemberships: ({ contacts, scopes }) => onceLoader(() => contacts.adminMemberships(scopes.person)),
  memberships: ({ contacts, scopes }) => onceLoader(() => contacts.memberships(scopes.person)),
  emails: ({ contacts, scopes }) => onceLoader(() => contacts.emails(scopes.person)),
  grantedConsents: ({ contacts, scopes }) => onceLoader(() => contacts.grantedConsents(scopes.effective)),
  consentCatalogue: ({ contacts, scopes }) =>
    eachLoader((language: 'de' | 'en') => contacts.consentCatalogue(scopes.public, language)),
  countries: ({ contacts, scopes }) =>
    eachLoader((language: 'de' | 'en') => contacts.countries(scopes.public, language)),
  addressBook: ({ contacts, scopes }) =>
    eachLoader((search: string) => contacts.addressBook(scopes.effective, search || undefined)),
});
