import type { RouteObject } from 'react-router';
import orderPageQuery, { type OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql';
import ordersPageQuery, { type OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The person's (or the acting organisation's) orders and one order, in every language. Both are personal:
 * their queries run from the browser with the person's token, never embedded by the portal server.
 */
export function orderRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.orders(language),
      loader: queryLoader<OrdersPageQuery>(route, ordersPageQuery, () => ({ language: graphLanguage(language) })),
      lazy: { Component: async () => (await import('./OrdersPage.tsx')).OrdersPage },
    },
    {
      path: paths.order(language, ':number'),
      loader: queryLoader<OrderPageQuery>(route, orderPageQuery, ({ params }) => ({
        // The graph answers null (not found) for anything but an order number.
        number: params.number ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./OrderPage.tsx')).OrderPage },
    },
  ]);
}
