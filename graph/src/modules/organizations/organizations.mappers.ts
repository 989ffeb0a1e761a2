import type { UpstreamOrganizationMember } from '../../upstreams/organizations/types.ts';

export type OrganizationMemberModel = UpstreamOrganizationMember & { organizationId: number };
