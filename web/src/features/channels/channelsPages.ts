import developersPageQuery, { type DevelopersPageQuery } from '../../__generated__/DevelopersPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The developer page: a person's own channels of the graph (docs/channels.md), registering and revoking them,
 * and the explorer with the graph's reference. Personal: its query runs from the browser with the person's
 * token; the explorer's code (GraphiQL) loads only once a channel is picked there.
 */
export const channelsPages = {
  developers: page<DevelopersPageQuery>({
    path: (language) => paths.developers(language),
    query: developersPageQuery,
    module: 'src/features/channels/DevelopersPage.tsx',
    Component: async () => (await import('./DevelopersPage.tsx')).DevelopersPage,
  }),
} satisfies PageTable;
