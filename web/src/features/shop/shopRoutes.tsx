import type { RouteObject } from 'react-router';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { CategoryPage, categoryPageQuery } from './CategoryPage.tsx';
import { ProductPage, productPageQuery } from './ProductPage.tsx';
import { ShopPage, shopPageQuery } from './ShopPage.tsx';

/** The shop's pages in every language; each route starts its page's query in its loader. */
export function shopRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language) => {
    const graph = graphLanguage(language);
    return [
      {
        path: paths.home(language),
        loader: queryLoader<ShopPageQuery>(route, shopPageQuery, () => ({ language: graph })),
        Component: ShopPage,
      },
      {
        path: paths.category(language, ':categorySlug'),
        loader: queryLoader<CategoryPageQuery>(route, categoryPageQuery, ({ params }) => ({
          slug: params.categorySlug ?? '',
          language: graph,
        })),
        Component: CategoryPage,
      },
      {
        path: paths.product(language, ':productSlug'),
        loader: queryLoader<ProductPageQuery>(route, productPageQuery, ({ params }) => ({
          slug: params.productSlug ?? '',
          language: graph,
        })),
        Component: ProductPage,
      },
    ];
  });
}
