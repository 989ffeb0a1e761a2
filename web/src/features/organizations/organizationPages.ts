import fanClubPageQuery, { type FanClubPageQuery } from '../../__generated__/FanClubPageQuery.graphql.ts';
import invitationPageQuery, { type InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql.ts';
import membershipsPageQuery, { type MembershipsPageQuery } from '../../__generated__/MembershipsPageQuery.graphql.ts';
import { page, positiveIdOf, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * A fan club's administration for its admins, the person's memberships as ID cards, and the page behind an
 * invitation's mailed link. Personal: their queries run from the browser with the person's token.
 */
export const organizationPages = {
  fanClub: page<FanClubPageQuery>({
    path: (language) => paths.fanClub(language),
    query: fanClubPageQuery,
    module: 'src/features/organizations/FanClubPage.tsx',
    Component: async () => (await import('./FanClubPage.tsx')).FanClubPage,
  }),
  memberships: page<MembershipsPageQuery>({
    path: (language) => paths.memberships(language),
    query: membershipsPageQuery,
    module: 'src/features/organizations/MembershipsPage.tsx',
    Component: async () => (await import('./MembershipsPage.tsx')).MembershipsPage,
  }),
  invitation: page<InvitationPageQuery>({
    path: (language) => paths.invitation(language, ':organizationId'),
    query: invitationPageQuery,
    // 0 names no organisation: the page then says there is no invitation for this account.
    variables: ({ params }) => ({ organizationId: positiveIdOf(params.organizationId) }),
    module: 'src/features/organizations/InvitationPage.tsx',
    Component: async () => (await import('./InvitationPage.tsx')).InvitationPage,
  }),
} satisfies PageTable;
