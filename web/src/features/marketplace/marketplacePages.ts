import marketplacePageQuery, { type MarketplacePageQuery } from '../../__generated__/MarketplacePageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The marketplace as buyers see it: tickets other fans offer for resale, bought through the cart and checkout.
 * Public and served. (The sellers' side is a set of wallet tabs: features/wallet.)
 */
export const marketplacePages = {
  marketplace: page<MarketplacePageQuery>({
    path: (language) => paths.marketplace(language),
    query: marketplacePageQuery,
    served: {},
    module: 'src/features/marketplace/MarketplacePage.tsx',
    Component: async () => (await import('./MarketplacePage.tsx')).MarketplacePage,
  }),
} satisfies PageTable;
