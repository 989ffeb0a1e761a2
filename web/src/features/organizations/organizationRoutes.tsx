import type { RouteObject } from 'react-router';
import fanClubPageQuery, { type FanClubPageQuery } from '../../__generated__/FanClubPageQuery.graphql';
import membershipsPageQuery, { type MembershipsPageQuery } from '../../__generated__/MembershipsPageQuery.graphql';
import invitationPageQuery, { type InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * A fan club's administration for its admins, the person's memberships as ID cards, and the page behind
 * an invitation's mailed link, in every language. Both are personal: their queries run from the browser with the person's token.
 */
export function organizationRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.fanClub(language),
      loader: queryLoader<FanClubPageQuery>(route, fanClubPageQuery, () => ({ language: graphLanguage(language) })),
      lazy: { Component: async () => (await import('./FanClubPage.tsx')).FanClubPage },
    },
    {
      path: paths.memberships(language),
      loader: queryLoader<MembershipsPageQuery>(route, membershipsPageQuery, () => ({
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./MembershipsPage.tsx')).MembershipsPage },
    },
    {
      path: paths.invitation(language, ':organizationId'),
      loader: queryLoader<InvitationPageQuery>(route, invitationPageQuery, ({ params }) => {
        const id = Number(params.organizationId);
        return {
          // 0 names no organisation: the page then says there is no invitation for this account.
          organizationId: Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0,
          language: graphLanguage(language),
        };
      }),
      lazy: { Component: async () => (await import('./InvitationPage.tsx')).InvitationPage },
    },
  ]);
}
