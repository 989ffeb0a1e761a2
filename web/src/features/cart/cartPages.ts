import cartPageQuery, { type CartPageQuery } from '../../__generated__/CartPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The cart. Served: an anonymous visitor's cart is answered in advance (with their cart cookie); its code
 * (forms, zod) loads with the route, in parallel with its query.
 */
export const cartPages = {
  cart: page<CartPageQuery>({
    path: (language) => paths.cart(language),
    query: cartPageQuery,
    served: {},
    module: 'src/features/cart/CartPage.tsx',
    Component: async () => (await import('./CartPage.tsx')).CartPage,
  }),
} satisfies PageTable;
