import type { RouteObject } from 'react-router';
import categoryPageQuery, { type CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql';
import productPageQuery, { type ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql';
import shopPageQuery, { type ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The shop's pages in every language. Each route starts its page's query in its loader (the query's
 * compiled artifact is small and part of the main bundle) while the page's code loads as its own chunk,
 * so data and code travel in parallel and the shop's code is fetched only when a shop page is shown.
 */
export function shopRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language) => {
    const graph = graphLanguage(language);
    return [
      {
        path: paths.home(language),
        loader: queryLoader<ShopPageQuery>(route, shopPageQuery, () => ({ language: graph })),
        lazy: { Component: async () => (await import('./ShopPage.tsx')).ShopPage },
      },
      {
        path: paths.category(language, ':categorySlug'),
        loader: queryLoader<CategoryPageQuery>(route, categoryPageQuery, ({ params }) => ({
          slug: params.categorySlug ?? '',
          language: graph,
        })),
        lazy: { Component: async () => (await import('./CategoryPage.tsx')).CategoryPage },
      },
      {
        path: paths.product(language, ':productSlug'),
        loader: queryLoader<ProductPageQuery>(route, productPageQuery, ({ params }) => ({
          slug: params.productSlug ?? '',
          language: graph,
        })),
        lazy: { Component: async () => (await import('./ProductPage.tsx')).ProductPage },
      },
    ];
  });
}
