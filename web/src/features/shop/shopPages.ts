import categoryPageQuery, { type CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.ts';
import productPageQuery, { type ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.ts';
import shopPageQuery, { type ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';
import { imageSizes } from '../../components/products/imageSizes.ts';

/**
 * The shop's pages: the newest products, a category and a product. All public, so the portal answers their
 * queries in advance and renders them for anonymous visitors; the shop's code comes with these routes only.
 */
export const shopPages = {
  home: page<ShopPageQuery>({
    path: (language) => paths.home(language),
    query: shopPageQuery,
    served: { imageSizes: imageSizes.card },
    module: 'src/features/shop/ShopPage.tsx',
    Component: async () => (await import('./ShopPage.tsx')).ShopPage,
  }),
  category: page<CategoryPageQuery>({
    path: (language) => paths.category(language, ':slug'),
    query: categoryPageQuery,
    variables: ({ params }) => ({ slug: params.slug ?? '' }),
    served: { requiredField: 'productCategory', imageSizes: imageSizes.card },
    module: 'src/features/shop/CategoryPage.tsx',
    Component: async () => (await import('./CategoryPage.tsx')).CategoryPage,
  }),
  product: page<ProductPageQuery>({
    path: (language) => paths.product(language, ':slug'),
    query: productPageQuery,
    variables: ({ params }) => ({ slug: params.slug ?? '' }),
    served: { requiredField: 'product', imageSizes: imageSizes.detail },
    module: 'src/features/shop/ProductPage.tsx',
    Component: async () => (await import('./ProductPage.tsx')).ProductPage,
  }),
} satisfies PageTable;
