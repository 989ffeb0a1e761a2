import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import matchPageQuery, { type MatchPageQuery } from '../../__generated__/MatchPageQuery.graphql';
import newsDetailPageQuery, { type NewsDetailPageQuery } from '../../__generated__/NewsDetailPageQuery.graphql';
import personPageQuery, { type PersonPageQuery } from '../../__generated__/PersonPageQuery.graphql';
import searchPageQuery, { type SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import sitePageQuery, { type SitePageQuery } from '../../__generated__/SitePageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { searchTypeOf } from './searchTypes.ts';

/** A person's or a match's id from the path; 0 (which names nothing) when it is none, so the page shows 404. */
const idOf = ({ params }: LoaderFunctionArgs) => {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};

/**
 * The club's site areas (/profis, /en/frauen/squad …), their people and matches, the news detail and the
 * search page in every language. As with the shop, each loader starts its page's query while the page's
 * code loads as its own chunk; none of the shop's or the cart's code comes with them.
 */
export function contentRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => {
    const graph = graphLanguage(language);
    // A fresh object per route: React Router marks a route's lazy object as loaded by changing it.
    const sitePage = (path: string): RouteObject => ({
      path,
      loader: queryLoader<SitePageQuery>(route, sitePageQuery, ({ params }) => ({
        site: params.site ?? '',
        path: params.slug ?? '',
        language: graph,
      })),
      lazy: { Component: async () => (await import('./SitePage.tsx')).SitePage },
    });
    return [
      {
        path: paths.search(language),
        loader: queryLoader<SearchPageQuery>(route, searchPageQuery, ({ request }) => {
          const search = new URL(request.url).searchParams;
          const type = searchTypeOf(search.get('type'));
          return { query: search.get('q') ?? '', types: type ? [type] : null, language: graph };
        }),
        lazy: { Component: async () => (await import('./SearchPage.tsx')).SearchPage },
      },
      {
        path: paths.news(language, '').split('?')[0],
        loader: queryLoader<NewsDetailPageQuery>(route, newsDetailPageQuery, ({ request }) => ({
          uid: new URL(request.url).searchParams.get('id') ?? '',
          language: graph,
        })),
        lazy: { Component: async () => (await import('./NewsDetailPage.tsx')).NewsDetailPage },
      },
      {
        path: paths.person(language, ':site', ':id'),
        loader: queryLoader<PersonPageQuery>(route, personPageQuery, (args) => ({
          id: idOf(args),
          language: graph,
        })),
        lazy: { Component: async () => (await import('./PersonPage.tsx')).PersonPage },
      },
      {
        path: paths.match(language, ':site', ':id'),
        loader: queryLoader<MatchPageQuery>(route, matchPageQuery, (args) => ({ id: idOf(args), language: graph })),
        lazy: { Component: async () => (await import('./MatchPage.tsx')).MatchPage },
      },
      sitePage(paths.site(language, ':site')),
      sitePage(paths.site(language, ':site', ':slug')),
    ];
  });
}
