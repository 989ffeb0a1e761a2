import type { RouteObject } from 'react-router';
import type { CartPageQuery } from '../../__generated__/CartPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { CartPage, cartPageQuery } from './CartPage.tsx';

export function cartRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.map((language) => ({
    path: paths.cart(language),
    loader: queryLoader<CartPageQuery>(route, cartPageQuery, () => ({ language: graphLanguage(language) })),
    Component: CartPage,
  }));
}
