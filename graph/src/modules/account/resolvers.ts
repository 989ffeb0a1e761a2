import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { toGlobalId } from '../../shared/relay.ts';
import type { Membership } from '../../upstreams/account/types.ts';
import type { NodeLoaders } from '../base/nodes.ts';
import type { OrganizationModel, PersonModel } from './account.mappers.ts';

const organizationTypes = { FanClub: 'FAN_CLUB', Company: 'COMPANY' } as const;

export const toOrganization = (membership: Membership): OrganizationModel => ({
  ...membership.organization,
  __typename: 'Organization',
});

/** The signed-in person's contact, or null for anonymous visitors (no upstream call then). */
export async function loadPerson(context: GraphContext): Promise<PersonModel | null> {
  if (context.viewer.kind !== 'person') return null;
  const contact = await context.loaders.account.person.load('self');
  return { ...contact, __typename: 'Person' };
}

/** The organisations the person administers, and so may act for. */
export async function loadOrganizations(context: GraphContext): Promise<OrganizationModel[]> {
  if (context.viewer.kind !== 'person') return [];
  const memberships = await context.loaders.account.adminMemberships.load('self');
  return memberships.map(toOrganization);
}

export const accountResolvers: Resolvers = {
  Query: {
    viewer: () => ({ kind: 'viewer' }),
  },
  Viewer: {
    person: (_viewer, _args, context) => loadPerson(context),
    async actingFor(_viewer, _args, context) {
      const acting = context.viewer.kind === 'person' ? context.viewer.organization : undefined;
      if (!acting) return null;
      return (await loadOrganizations(context)).find((organization) => organization.id === acting.id) ?? null;
    },
    organizations: (_viewer, _args, context) => loadOrganizations(context),
    async memberships(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return [];
      return (await context.loaders.account.memberships.load('self')).map((membership) => ({
        organization: toOrganization(membership),
        isAdmin: membership.isAdmin,
        confirmed: membership.state === 'Accepted',
        entryDate: membership.entryDate,
      }));
    },
  },
  Person: {
    id: (person) => toGlobalId('Person', person.id),
    internalId: (person) => person.id,
    firstName: (person) => person.firstName ?? '',
    lastName: (person) => person.lastName ?? '',
    displayName: (person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.name,
    birthday: (person) => person.birthday,
    partnerIdentityNumber: (person) => person.partnerIdentityNumber,
    profileLanguage: (person) => (person.profileLanguage === 'en' ? 'EN' : 'DE'),
  },
  Organization: {
    id: (organization) => toGlobalId('Organization', organization.id),
    internalId: (organization) => organization.id,
    type: (organization) => organizationTypes[organization.type],
  },
};

/** A person or organisation is found only when it is the viewer's own: a foreign ID yields null. */
export const accountNodeLoaders: NodeLoaders = {
  async Person(internalId, context) {
    const person = await loadPerson(context);
    return person?.id === internalId ? person : null;
  },
  async Organization(internalId, context) {
    return (await loadOrganizations(context)).find((organization) => organization.id === Number(internalId)) ?? null;
  },
};
