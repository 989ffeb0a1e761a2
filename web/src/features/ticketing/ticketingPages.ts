import matchTicketsPageQuery, {
  type MatchTicketsPageQuery,
} from '../../__generated__/MatchTicketsPageQuery.graphql.ts';
import { page, positiveIdOf, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The box office: a home match's tickets (blocks by stand and price category, price classes, best available).
 * Public and served: the offer is answered in advance; adding to the cart holds the places.
 */
export const ticketingPages = {
  matchTickets: page<MatchTicketsPageQuery>({
    path: (language) => paths.matchTickets(language, ':site', ':id'),
    query: matchTicketsPageQuery,
    variables: ({ params }) => ({ id: positiveIdOf(params.id) }),
    served: { requiredField: 'match', requiredSite: true },
    module: 'src/features/ticketing/MatchTicketsPage.tsx',
    Component: async () => (await import('./MatchTicketsPage.tsx')).MatchTicketsPage,
  }),
} satisfies PageTable;
