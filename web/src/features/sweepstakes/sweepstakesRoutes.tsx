import type { RouteObject } from 'react-router';
import accountSweepstakesPageQuery, {
  type AccountSweepstakesPageQuery,
} from '../../__generated__/AccountSweepstakesPageQuery.graphql';
import membershipPageQuery, { type MembershipPageQuery } from '../../__generated__/MembershipPageQuery.graphql';
import sweepstakePageQuery, { type SweepstakePageQuery } from '../../__generated__/SweepstakePageQuery.graphql';
import sweepstakeSeriesPageQuery, {
  type SweepstakeSeriesPageQuery,
} from '../../__generated__/SweepstakeSeriesPageQuery.graphql';
import sweepstakesPageQuery, { type SweepstakesPageQuery } from '../../__generated__/SweepstakesPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The sweepstakes in every language: the list with the daily draws, a series, a sweepstake with its entry form, the
 * account's sweepstakes and the membership page. Each route has its own lazy object.
 */
export function sweepstakesRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.sweepstakes(language),
      loader: queryLoader<SweepstakesPageQuery>(route, sweepstakesPageQuery, () => ({
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./SweepstakesPage.tsx')).SweepstakesPage },
    },
    {
      path: paths.sweepstakeSeries(language, ':seriesSlug'),
      loader: queryLoader<SweepstakeSeriesPageQuery>(route, sweepstakeSeriesPageQuery, ({ params }) => ({
        slug: params.seriesSlug ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./SweepstakeSeriesPage.tsx')).SweepstakeSeriesPage },
    },
    {
      path: paths.sweepstake(language, ':sweepstakeSlug'),
      loader: queryLoader<SweepstakePageQuery>(route, sweepstakePageQuery, ({ params }) => ({
        slug: params.sweepstakeSlug ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./SweepstakePage.tsx')).SweepstakePage },
    },
    {
      path: paths.accountSweepstakes(language),
      loader: queryLoader<AccountSweepstakesPageQuery>(route, accountSweepstakesPageQuery, () => ({
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./AccountSweepstakesPage.tsx')).AccountSweepstakesPage },
    },
    {
      path: paths.membership(language),
      loader: queryLoader<MembershipPageQuery>(route, membershipPageQuery, () => ({
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./MembershipPage.tsx')).MembershipPage },
    },
  ]);
}
