import matchPageQuery, { type MatchPageQuery } from '../../__generated__/MatchPageQuery.graphql.ts';
import newsDetailPageQuery, { type NewsDetailPageQuery } from '../../__generated__/NewsDetailPageQuery.graphql.ts';
import personPageQuery, { type PersonPageQuery } from '../../__generated__/PersonPageQuery.graphql.ts';
import searchPageQuery, { type SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
import sitePageQuery, { type SitePageQuery } from '../../__generated__/SitePageQuery.graphql.ts';
import { page, positiveIdOf, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';
import { searchTypeOf } from './searchTypes.ts';

/**
 * The club's site areas (/profis, /en/frauen/squad …), their people and matches, the news detail and the
 * search page. All public and served; none of the shop's or the cart's code comes with them.
 */
export const contentPages = {
  search: page<SearchPageQuery>({
    path: (language) => paths.search(language),
    query: searchPageQuery,
    variables: ({ search }) => {
      const parameters = new URLSearchParams(search);
      const type = searchTypeOf(parameters.get('type'));
      return { query: parameters.get('q') ?? '', types: type ? [type] : null };
    },
    served: {},
    module: 'src/features/content/SearchPage.tsx',
    Component: async () => (await import('./SearchPage.tsx')).SearchPage,
  }),
  news: page<NewsDetailPageQuery>({
    path: (language) => paths.news(language, '').split('?')[0]!,
    query: newsDetailPageQuery,
    variables: ({ search }) => ({ uid: new URLSearchParams(search).get('id') ?? '' }),
    served: { requiredField: 'newsItem' },
    module: 'src/features/content/NewsDetailPage.tsx',
    Component: async () => (await import('./NewsDetailPage.tsx')).NewsDetailPage,
  }),
  person: page<PersonPageQuery>({
    path: (language) => paths.person(language, ':site', ':id'),
    query: personPageQuery,
    variables: ({ params }) => ({ id: positiveIdOf(params.id) }),
    served: { requiredField: 'teamMember', requiredSite: true },
    module: 'src/features/content/PersonPage.tsx',
    Component: async () => (await import('./PersonPage.tsx')).PersonPage,
  }),
  match: page<MatchPageQuery>({
    path: (language) => paths.match(language, ':site', ':id'),
    query: matchPageQuery,
    variables: ({ params }) => ({ id: positiveIdOf(params.id) }),
    served: { requiredField: 'match', requiredSite: true },
    module: 'src/features/content/MatchPage.tsx',
    Component: async () => (await import('./MatchPage.tsx')).MatchPage,
  }),
  // Last: its /{site}/{slug} is the least specific path (the router ranks the others first anyway).
  site: page<SitePageQuery>({
    path: (language) => paths.site(language, ':site', ':slug?'),
    query: sitePageQuery,
    variables: ({ params }) => ({ site: params.site ?? '', path: params.slug ?? '' }),
    served: { requiredField: 'page' },
    module: 'src/features/content/SitePage.tsx',
    Component: async () => (await import('./SitePage.tsx')).SitePage,
  }),
} satisfies PageTable;
