import accountSweepstakesPageQuery, {
  type AccountSweepstakesPageQuery,
} from '../../__generated__/AccountSweepstakesPageQuery.graphql.ts';
import membershipPageQuery, { type MembershipPageQuery } from '../../__generated__/MembershipPageQuery.graphql.ts';
import sweepstakePageQuery, { type SweepstakePageQuery } from '../../__generated__/SweepstakePageQuery.graphql.ts';
import sweepstakeSeriesPageQuery, {
  type SweepstakeSeriesPageQuery,
} from '../../__generated__/SweepstakeSeriesPageQuery.graphql.ts';
import sweepstakesPageQuery, { type SweepstakesPageQuery } from '../../__generated__/SweepstakesPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The sweepstakes: the running ones, a series and a sweepstake with its entry form (public and served), the
 * person's entries and the club membership (personal).
 */
export const sweepstakesPages = {
  sweepstakes: page<SweepstakesPageQuery>({
    path: (language) => paths.sweepstakes(language),
    query: sweepstakesPageQuery,
    served: {},
    module: 'src/features/sweepstakes/SweepstakesPage.tsx',
    Component: async () => (await import('./SweepstakesPage.tsx')).SweepstakesPage,
  }),
  sweepstakeSeries: page<SweepstakeSeriesPageQuery>({
    path: (language) => paths.sweepstakeSeries(language, ':slug'),
    query: sweepstakeSeriesPageQuery,
    variables: ({ params }) => ({ slug: params.slug ?? '' }),
    served: { requiredField: 'sweepstakeSeriesById' },
    module: 'src/features/sweepstakes/SweepstakeSeriesPage.tsx',
    Component: async () => (await import('./SweepstakeSeriesPage.tsx')).SweepstakeSeriesPage,
  }),
  sweepstake: page<SweepstakePageQuery>({
    path: (language) => paths.sweepstake(language, ':slug'),
    query: sweepstakePageQuery,
    variables: ({ params }) => ({ slug: params.slug ?? '' }),
    served: { requiredField: 'sweepstake' },
    module: 'src/features/sweepstakes/SweepstakePage.tsx',
    Component: async () => (await import('./SweepstakePage.tsx')).SweepstakePage,
  }),
  accountSweepstakes: page<AccountSweepstakesPageQuery>({
    path: (language) => paths.accountSweepstakes(language),
    query: accountSweepstakesPageQuery,
    module: 'src/features/sweepstakes/AccountSweepstakesPage.tsx',
    Component: async () => (await import('./AccountSweepstakesPage.tsx')).AccountSweepstakesPage,
  }),
  membership: page<MembershipPageQuery>({
    path: (language) => paths.membership(language),
    query: membershipPageQuery,
    module: 'src/features/sweepstakes/MembershipPage.tsx',
    Component: async () => (await import('./MembershipPage.tsx')).MembershipPage,
  }),
} satisfies PageTable;
