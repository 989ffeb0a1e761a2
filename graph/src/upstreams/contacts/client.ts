import { UpstreamClient, type RequestScope } from '../http.ts';
import type { Contact, Membership } from './types.ts';

/** The contact service (v1): the signed-in person's own contact data and organisation memberships. */
export class ContactService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'contact', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
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
}
