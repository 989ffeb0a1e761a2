import { createBrowserRouter } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { shopRoutes } from '../features/shop/shopRoutes.tsx';
import { graphLanguage, languageOfPath } from './language.ts';
import { NotFoundPage, notFoundPageQuery } from './NotFoundPage.tsx';
import { queryLoader } from './routeQuery.ts';
import { RootLayout } from './RootLayout.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

export function createRouter(environment: Environment) {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: ServerErrorPage,
      children: [
        ...shopRoutes(environment),
        {
          path: '*',
          loader: queryLoader<NotFoundPageQuery>(environment, notFoundPageQuery, ({ request }) => ({
            language: graphLanguage(languageOfPath(new URL(request.url).pathname)),
          })),
          Component: NotFoundPage,
        },
      ],
    },
  ]);
}
