import type { RouteObject } from 'react-router';
import cartPageQuery, { type CartPageQuery } from '../../__generated__/CartPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/** The cart in every language; its code (forms, zod) loads with the route, in parallel with its query. */
export function cartRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.map((language) => ({
    path: paths.cart(language),
    loader: queryLoader<CartPageQuery>(route, cartPageQuery, () => ({ language: graphLanguage(language) })),
    lazy: { Component: async () => (await import('./CartPage.tsx')).CartPage },
  }));
}
