import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import { lazyLoaders, onceLoader } from '../request-loaders.ts';
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
  person: DataLoader<'self', Contact>;
  adminMemberships: DataLoader<'self', Membership[]>;
  /** All the person's memberships and invitations (the fan club ID cards). */
  memberships: DataLoader<'self', Membership[]>;
  /** The contact of the effective token: the organisation while acting for one, else the person. */
  effective: DataLoader<'self', Contact>;
  /** The person's e-mail addresses. */
  emails: DataLoader<'self', EmailEntry[]>;
  /** The consent catalogue by language: public, without a token. */
  consentCatalogue: DataLoader<'de' | 'en', UpstreamConsent[]>;
  /** The consents granted by the effective owner (the organisation while acting for one). */
  grantedConsents: DataLoader<'self', ContactConsent[]>;
  /** The countries addresses may be in, by language: public, without a token. */
  countries: DataLoader<'de' | 'en', Country[]>;
  /** The effective owner's address book of ticket recipients, by search text ('' for all). */
  addressBook: DataLoader<string, AddressBookEntry[]>;
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
    new DataLoader((languages) =>
      Promise.all(languages.map((language) => contacts.consentCatalogue(scopes.public, language))),
    ),
  countries: ({ contacts, scopes }) =>
    new DataLoader((languages) =>
      Promise.all(languages.map((language) => contacts.countries(scopes.public, language))),
    ),
  addressBook: ({ contacts, scopes }) =>
    new DataLoader((searches) =>
      Promise.all(searches.map((search) => contacts.addressBook(scopes.effective, search || undefined))),
    ),
});
