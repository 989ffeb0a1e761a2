import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { catalogueReady } from '../i18n/index.ts';
import { graphLanguage } from './language.ts';
import type { PageTable } from './page.ts';
import { LANGUAGES, languageOfPath } from './pages.ts';

/** What every route's loader needs: the person's Relay environment and whether someone is signed in. */
export interface RouteSession {
  environment: Environment;
  /** Page queries ask for signed-in-only fields (the user menu's organisations) only then. */
  signedIn: boolean;
}

/**
 * A route loader that starts the route's query before render (render-as-you-fetch) and hands the
 * reference to the page, which reads it with usePreloadedQuery. Older references of the same route
 * are released so the store does not grow with every visit; the previous one is kept, because during
 * a navigation (a transition) React may still show the page that reads it.
 */
export function queryLoader<Query extends OperationType>(
  route: RouteSession,
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => Omit<Query['variables'], 'signedIn'>,
) {
  const live: PreloadedQuery<Query>[] = [];
  return (args: LoaderFunctionArgs): PreloadedQuery<Query> | Promise<PreloadedQuery<Query>> => {
    const reference = loadQuery<Query>(
      route.environment,
      query,
      { ...variables(args), signedIn: route.signedIn } as Query['variables'],
      { fetchPolicy: 'store-and-network' },
    );
    live.push(reference);
    if (live.length > 2) live.shift()?.dispose();
    // A language whose texts are fetched on demand: the query is on its way meanwhile.
    const texts = catalogueReady(languageOfPath(new URL(args.request.url).pathname));
    return texts ? texts.then(() => reference) : reference;
  };
}

/**
 * A feature's page table as the router's routes, in every language: each route's loader starts the page's
 * query with the variables its entry makes of the address, while the page's code loads as its own chunk.
 */
export function routesOf(table: PageTable, route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language) =>
    Object.values(table).map((page): RouteObject => ({
      path: page.path(language),
      loader: queryLoader(route, page.query, ({ params, request }) => ({
        ...page.variables?.({ params, search: new URL(request.url).search }),
        language: graphLanguage(language),
      })),
      // A fresh object per route: React Router marks a route's lazy object as loaded by changing it.
      lazy: { Component: page.Component, ...(page.ErrorBoundary ? { ErrorBoundary: page.ErrorBoundary } : {}) },
    })),
  );
}
