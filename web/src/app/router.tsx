import { createBrowserRouter } from 'react-router';
import type { NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { cartRoutes } from '../features/cart/cartRoutes.tsx';
import { shopRoutes } from '../features/shop/shopRoutes.tsx';
import { graphLanguage, languageOfPath } from './language.ts';
import { NotFoundPage, notFoundPageQuery } from './NotFoundPage.tsx';
import { SignInCallbackPage, SignOutCallbackPage } from '../auth/AuthCallbackPages.tsx';
import { queryLoader, type RouteSession } from './routeQuery.ts';
import { PageSkeleton, RootLayout } from './RootLayout.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

export function createRouter(route: RouteSession) {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: ServerErrorPage,
      // Loaders only start queries, so there is nothing to wait for; pages suspend with their own skeletons.
      HydrateFallback: PageSkeleton,
      children: [
        ...shopRoutes(route),
        ...cartRoutes(route),
        // Sign-in return points; /sso/callback-silent is answered in main.tsx without the app.
        { path: '/sso/callback', Component: SignInCallbackPage },
        { path: '/sso/callback-logout', Component: SignOutCallbackPage },
        {
          path: '*',
          loader: queryLoader<NotFoundPageQuery>(route, notFoundPageQuery, ({ request }) => ({
            language: graphLanguage(languageOfPath(new URL(request.url).pathname)),
          })),
          Component: NotFoundPage,
        },
      ],
    },
  ]);
}
