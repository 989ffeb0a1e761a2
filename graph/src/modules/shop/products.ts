import { connectionOf, offsetCursor, pageArguments } from '../../shared/relay.ts';
import type { ShopLoaders } from '../../upstreams/shop/loaders.ts';
import type { ShopProduct } from '../../upstreams/shop/types.ts';
import type { ProductConnectionModel } from './shop.mappers.ts';

/** The shop is asked for pages of 20; the portal shows the visible ones (spec 3 section 7). */
export const UPSTREAM_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** A product still exclusive to the app (appclusiveUntil in the future) is not shown on the web. */
export function isShownOnWeb(product: ShopProduct, now = Date.now()): boolean {
  return !product.isHidden && (product.appclusiveUntil === null || Date.parse(product.appclusiveUntil) <= now);
}

/**
 * A page of products newest first, skipping those not shown on the web. Cursors hold the position in
 * the shop's own ordering, so the next page resumes at the right upstream page; the first page of up
 * to 20 products costs exactly one upstream call.
 */
export async function newestProductsConnection(
  loaders: ShopLoaders,
  args: { first?: number | null; after?: string | null; categoryId?: number },
): Promise<ProductConnectionModel> {
  const { first, start } = pageArguments(args, { defaultFirst: 10, max: MAX_PAGE_SIZE });
  const now = Date.now();
  const edges: ProductConnectionModel['edges'] = [];
  let page = Math.floor(start / UPSTREAM_PAGE_SIZE) + 1;
  let upstreamHasMore = true;
  // One product beyond `first` tells whether there is a next page.
  while (edges.length <= first && upstreamHasMore) {
    const answer = await loaders.productPage.load({ page, pageSize: UPSTREAM_PAGE_SIZE, categoryId: args.categoryId });
    answer.items.forEach((product, index) => {
      const position = (page - 1) * UPSTREAM_PAGE_SIZE + index;
      if (position >= start && isShownOnWeb(product, now))
        edges.push({ cursor: offsetCursor(position), node: product });
    });
    upstreamHasMore = answer.hasNextPage;
    page += 1;
  }
  return connectionOf(edges.slice(0, first), edges.length > first, start > 0);
}
