import { UpstreamClient, type RequestScope } from '../http.ts';
import { UpstreamError } from '../upstream-error.ts';
import type {
  UpstreamOrganizationInvitation,
  UpstreamOrganizationMember,
  UpstreamOrganizationMemberPage,
} from './types.ts';

/**
 * Organisation administration (spec 1 section 7). Member calls carry the organisation-scoped token of
 * an admin (the graph's token exchange); invitation answers carry the person's own token.
 */
export class OrganizationService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'organizations', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  members(
    scope: RequestScope,
    request: { search?: string | undefined; page: number; pageSize: number },
  ): Promise<UpstreamOrganizationMemberPage> {
    return this.http.get(scope, '/organizations/self/members', {
      query: {
        Page: request.page,
        PageSize: request.pageSize,
        fulltextSearch: request.search,
        orderBy: 'firstName asc',
      },
    });
  }

  invite(scope: RequestScope, memberEmail: string): Promise<UpstreamOrganizationMember> {
    return this.http.call(scope, 'POST', '/organizations/self/members', { body: { memberEmail } });
  }

  remove(scope: RequestScope, memberId: string): Promise<void> {
    return this.http.call(scope, 'DELETE', `/organizations/self/members/${encodeURIComponent(memberId)}`);
  }

  setAdmin(scope: RequestScope, memberId: string, isAdmin: boolean): Promise<UpstreamOrganizationMember> {
    return this.http.call(scope, 'PUT', `/organizations/self/members/${encodeURIComponent(memberId)}`, {
      body: { isAdmin },
    });
  }

  /** The signed-in person's invitation, or null when there is none for their account. */
  async invitation(scope: RequestScope, organizationId: number): Promise<UpstreamOrganizationInvitation | null> {
    try {
      return await this.http.get<UpstreamOrganizationInvitation>(
        scope,
        `/contacts/self/organizations/${organizationId}/membership`,
      );
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  acceptInvitation(scope: RequestScope, organizationId: number): Promise<unknown> {
    return this.http.call(scope, 'PATCH', `/contacts/self/organizations/${organizationId}/membership`);
  }

  declineInvitation(scope: RequestScope, organizationId: number): Promise<void> {
    return this.http.call(scope, 'DELETE', `/contacts/self/organizations/${organizationId}/membership`);
  }
}
