import type { components, paths } from '../__generated__/platform.ts';

export type UpstreamOrganizationMember = components['schemas']['OrganizationMember'];
export type UpstreamOrganizationMemberPage =
  paths['/organizations/self/members']['get']['responses']['200']['content']['application/json'];
export type UpstreamOrganizationInvitation = components['schemas']['OrganizationInvitation'];
