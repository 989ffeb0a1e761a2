import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
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

const once = <T>(load: () => Promise<T>) =>
  new DataLoader<'self', T>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });

export function createContactLoaders(
  contacts: ContactService,
  scopes: { person: RequestScope; effective: RequestScope; public: RequestScope },
): ContactLoaders {
  return {
    effective: once(() => contacts.self(scopes.effective)),
    person: once(() => contacts.self(scopes.person)),
    adminMemberships: once(() => contacts.adminMemberships(scopes.person)),
    memberships: once(() => contacts.memberships(scopes.person)),
    emails: once(() => contacts.emails(scopes.person)),
    grantedConsents: once(() => contacts.grantedConsents(scopes.effective)),
    consentCatalogue: new DataLoader((languages) =>
      Promise.all(languages.map((language) => contacts.consentCatalogue(scopes.public, language))),
    ),
    countries: new DataLoader((languages) =>
      Promise.all(languages.map((language) => contacts.countries(scopes.public, language))),
    ),
    addressBook: new DataLoader((searches) =>
      Promise.all(searches.map((search) => contacts.addressBook(scopes.effective, search || undefined))),
    ),
  };
}
