import { createBrowserRouter, type RouteObject } from 'react-router';
import notFoundPageQuery, { type NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { accountRoutes } from '../features/account/accountRoutes.tsx';
import { cartRoutes } from '../features/cart/cartRoutes.tsx';
import { checkoutRoutes } from '../features/checkout/checkoutRoutes.tsx';
import { contractRoutes } from '../features/contracts/contractRoutes.tsx';
import { orderRoutes } from '../features/checkout/orderRoutes.tsx';
import { contentRoutes } from '../features/content/contentRoutes.tsx';
import { organizationRoutes } from '../features/organizations/organizationRoutes.tsx';
import { marketplaceRoutes } from '../features/marketplace/marketplaceRoutes.tsx';
import { shopRoutes } from '../features/shop/shopRoutes.tsx';
import { walletRoutes } from '../features/wallet/walletRoutes.tsx';
import { videoRoutes } from '../features/video/videoRoutes.tsx';
import { jobRoutes } from '../features/jobs/jobRoutes.tsx';
import { sweepstakesRoutes } from '../features/sweepstakes/sweepstakesRoutes.tsx';
import { graphLanguage, languageOfPath } from './language.ts';
import { authPaths } from './pages.ts';
import { queryLoader, type RouteSession } from './routeQuery.ts';
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
        ...shopRoutes(route),
        ...cartRoutes(route),
        ...checkoutRoutes(route),
        ...orderRoutes(route),
        ...accountRoutes(route),
        ...walletRoutes(route),
        ...contractRoutes(route),
        ...marketplaceRoutes(route),
        ...organizationRoutes(route),
        // Before the site pages, whose /{site}/{slug} would otherwise take /video/detail.
        ...videoRoutes(route),
        // Before the site pages too: /jobs/{originId} would otherwise be a site's page.
        ...jobRoutes(route),
        ...sweepstakesRoutes(route),
        ...contentRoutes(route),
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
