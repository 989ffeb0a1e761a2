import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope } from '../http.ts';
import type {
  AddressBookEntry,
  Contact,
  ContactConsent,
  Country,
  DeletionRequest,
  EmailEntry,
  Membership,
  ProfileChange,
  UpstreamAddress,
  UpstreamAddressInput,
  UpstreamConsent,
} from './types.ts';

interface AccountServiceConfig {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The contact service (v1) and the account service's password change (v2): the signed-in person's own
 * contact data, e-mail addresses, address book, consents and organisation memberships. Only the consent
 * catalogue and the countries are public, asked without a token and shared across requests.
 */
export class AccountService {
  private readonly http: UpstreamClient;

  constructor(
    private readonly config: AccountServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ?? new UpstreamClient({ service: 'contact', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`. */
  withSharedCache(cache: SharedCache): AccountService {
    return new AccountService(this.config, this.http.withCache(cache));
  }

  self(scope: RequestScope): Promise<Contact> {
    return this.http.get(scope, '/contacts/self');
  }

  /** Memberships where the person is an admin: the organisations they may act for. */
  async adminMemberships(scope: RequestScope): Promise<Membership[]> {
    const page = await this.http.get<{ items: Membership[] }>(scope, '/contacts/self/organizations/memberships', {
      query: { IsAdmin: true, Page: 1, PageSize: 1000, OrderBy: 'organization.name asc' },
    });
    return page.items;
  }

  /** Every membership of the person, admin or not, and open invitations (state Invited). */
  async memberships(scope: RequestScope): Promise<Membership[]> {
    const page = await this.http.get<{ items: Membership[] }>(scope, '/contacts/self/organizations/memberships', {
      query: { Page: 1, PageSize: 1000, OrderBy: 'organization.name asc' },
    });
    return page.items;
  }

  updateSelf(scope: RequestScope, change: ProfileChange): Promise<Contact> {
    return this.http.call(scope, 'PUT', '/contacts/self', { body: change });
  }

  /** Asks support to delete the account (202); asking again answers the same request. */
  requestDeletion(scope: RequestScope): Promise<DeletionRequest> {
    return this.http.call(scope, 'DELETE', '/contacts/self');
  }

  async emails(scope: RequestScope): Promise<EmailEntry[]> {
    return (await this.http.get<{ items: EmailEntry[] }>(scope, '/contacts/self/emails')).items;
  }

  addEmail(scope: RequestScope, email: string, confirmEmail: string): Promise<EmailEntry> {
    return this.http.call(scope, 'POST', '/contacts/self/emails', { body: { email, confirmEmail } });
  }

  deleteEmail(scope: RequestScope, id: number): Promise<void> {
    return this.http.call(scope, 'DELETE', `/contacts/self/emails/${id}`);
  }

  resendConfirmation(scope: RequestScope, id: number): Promise<void> {
    return this.http.call(scope, 'PUT', `/contacts/self/emails/${id}/resendConfirmationEmail`);
  }

  async setDefaultEmail(scope: RequestScope, id: number): Promise<EmailEntry[]> {
    return (
      await this.http.call<{ items: EmailEntry[] }>(scope, 'POST', `/contacts/self/emails/${id}/setDefaultEmailAddress`)
    ).items;
  }

  /** The mailed link's confirmation: its secret is the credential, so it is sent without a token. */
  confirmEmail(scope: RequestScope, token: string): Promise<{ email: string }> {
    return this.http.call({ ...scope, bearer: undefined }, 'POST', '/contacts/emails/confirmation', {
      body: { token },
    });
  }

  addAddress(scope: RequestScope, address: UpstreamAddressInput): Promise<UpstreamAddress> {
    return this.http.call(scope, 'POST', '/contacts/self/addresses', { body: address });
  }

  changeAddress(scope: RequestScope, id: number, address: UpstreamAddressInput): Promise<UpstreamAddress> {
    return this.http.call(scope, 'PUT', '/contacts/self/addresses', { body: { ...address, id } });
  }

  deleteAddress(scope: RequestScope, id: number): Promise<void> {
    return this.http.call(scope, 'DELETE', `/contacts/self/addresses/${id}`);
  }

  async setDefaultAddress(scope: RequestScope, id: number, kind: 'order' | 'invoice'): Promise<UpstreamAddress[]> {
    const action = kind === 'order' ? 'setDefaultOrderAddress' : 'setDefaultInvoiceAddress';
    return (
      await this.http.call<{ items: UpstreamAddress[] }>(scope, 'POST', `/contacts/self/addresses/${id}/${action}`)
    ).items;
  }

  /** The consent catalogue: public, shared across requests. */
  async consentCatalogue(scope: RequestScope, language: 'de' | 'en'): Promise<UpstreamConsent[]> {
    return (await this.http.get<{ items: UpstreamConsent[] }>(scope, '/consents', { query: { language }, share: true }))
      .items;
  }

  async grantedConsents(scope: RequestScope): Promise<ContactConsent[]> {
    return (await this.http.get<{ items: ContactConsent[] }>(scope, '/consents/contactConsents/self')).items;
  }

  grantConsent(scope: RequestScope, consentId: number): Promise<ContactConsent> {
    return this.http.call(scope, 'POST', `/consents/${consentId}`);
  }

  terminateConsent(scope: RequestScope, grantId: number): Promise<ContactConsent> {
    return this.http.call(scope, 'PUT', `/consents/contacts/${grantId}/terminate`);
  }

  terminateAllConsents(scope: RequestScope): Promise<{ terminated: number }> {
    return this.http.call(scope, 'POST', '/consents/contactConsents/self/terminateAll');
  }

  /** The countries addresses may be in: public, shared across requests. */
  async countries(scope: RequestScope, language: 'de' | 'en'): Promise<Country[]> {
    return (await this.http.get<{ items: Country[] }>(scope, '/countries', { query: { language }, share: true })).items;
  }

  /**
   * The people the token's person or organisation gave tickets to, by first name: one page of 1000 (spec 2
   * sections 7 and 9), those whose name or e-mail contains `search` when it is given.
   */
  async addressBook(scope: RequestScope, search: string | undefined): Promise<AddressBookEntry[]> {
    const page = await this.http.get<{ items: AddressBookEntry[] }>(scope, '/addressBookEntries', {
      query: { NameOrEmailContains: search, PageSize: 1000, Page: 1 },
    });
    return page.items;
  }

  setAddressBookFavorite(scope: RequestScope, id: number, isFavorite: boolean): Promise<AddressBookEntry> {
    return this.http.call(scope, 'PATCH', `/addressBookEntries/${id}`, { body: { IsFavorite: isFavorite } });
  }

  deleteAddressBookEntry(scope: RequestScope, id: number): Promise<void> {
    return this.http.call(scope, 'DELETE', `/addressBookEntries/${id}`);
  }

  /** The account service (v2): the password at the identity provider's credential store. */
  changePassword(
    scope: RequestScope,
    passwords: { currentPassword: string; newPassword: string; confirmNewPassword: string },
  ): Promise<void> {
    return this.http.call(scope, 'PUT', '/accounts/self/password', { body: passwords });
  }
}
