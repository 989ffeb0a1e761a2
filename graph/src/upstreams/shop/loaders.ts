import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import { lazyLoaders, type Loader } from '../request-loaders.ts';
import type { ProductPageRequest, ShopService } from './client.ts';
import type { ShopCategory, ShopProduct, ShopProductPage } from './types.ts';

export interface ShopLoaders {
  productPage: Loader<ProductPageRequest, ShopProductPage>;
  product: Loader<number, ShopProduct | null>;
  categories: Loader<'all', ShopCategory[]>;
}

interface ShopDeps {
  shop: ShopService;
  scope: RequestScope;
}

/** Per-request loaders: each distinct shop call is made at most once per GraphQL request. */
export const createShopLoaders = lazyLoaders<ShopDeps, ShopLoaders>({
  product: ({ shop, scope }) =>
    new DataLoader<number, ShopProduct | null>(
      async (ids) => {
        const answer = await shop.productsByIds(scope, ids);
        const byId = new Map(answer.items.map((item) => [item.id, item]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  productPage: ({ shop, scope }, loaders: ShopLoaders) =>
    new DataLoader<ProductPageRequest, ShopProductPage, string>(
      (requests) =>
        Promise.all(
          requests.map(async (request) => {
            const page = await shop.newestProducts(scope, request);
            // A product seen in a list needs no second call when a field asks for it by id.
            for (const item of page.items) loaders.product.prime(item.id, item);
            return page;
          }),
        ),
      { cacheKeyFn: (request) => `${request.categoryId ?? ''}:${request.page}:${request.pageSize}` },
    ),
  categories: ({ shop, scope }) =>
    new DataLoader<'all', ShopCategory[]>(async (keys) => {
      const items = await shop.categories(scope);
      return keys.map(() => items);
    }),
});
