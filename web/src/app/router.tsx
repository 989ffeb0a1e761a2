import { createBrowserRouter, type RouteObject } from 'react-router';
import notFoundPageQuery, { type NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { graphLanguage, languageOfPath } from './language.ts';
import { authPaths } from './pages.ts';
import { FEATURE_PAGES } from './pageTables.ts';
import { queryLoader, routesOf, type RouteSession } from './routeQuery.ts';
import { PageSkeleton, RootLayout } from './RootLayout.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

export function createRouter(route: RouteSession) {
  return createBrowserRouter(appRoutes(route));
}

/** The portal's routes, for the browser's router and for the portal's server rendering (entry-server.tsx). */
export function appRoutes(route: RouteSession): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: ServerErrorPage,
      // Loaders only start queries, so there is nothing to wait for; pages suspend with their own skeletons.
      HydrateFallback: PageSkeleton,
      children: [
        // Each feature's pages (their own tables); the router ranks a static path above a parameter of a site's.
        ...FEATURE_PAGES.flatMap((pages) => routesOf(pages, route)),
        // Sign-in return points; /sso/callback-silent is answered in main.tsx without the app.
        {
          path: authPaths.signInCallback,
          lazy: { Component: async () => (await import('../auth/AuthCallbackPages.tsx')).SignInCallbackPage },
        },
        {
          path: authPaths.signOutCallback,
          lazy: { Component: async () => (await import('../auth/AuthCallbackPages.tsx')).SignOutCallbackPage },
        },
        {
          path: '*',
          loader: queryLoader<NotFoundPageQuery>(route, notFoundPageQuery, ({ request }) => ({
            language: graphLanguage(languageOfPath(new URL(request.url).pathname)),
          })),
          lazy: { Component: async () => (await import('./NotFoundPage.tsx')).NotFoundPage },
        },
      ],
    },
  ];
}
