import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import type { ProductPageRequest, ShopService } from './client.ts';
import type { ShopCategory, ShopProduct, ShopProductPage } from './types.ts';

export interface ShopLoaders {
  productPage: DataLoader<ProductPageRequest, ShopProductPage, string>;
  product: DataLoader<number, ShopProduct | null>;
  categories: DataLoader<'all', ShopCategory[]>;
}

/** Per-request loaders: each distinct shop call is made at most once per GraphQL request. */
export function createShopLoaders(shop: ShopService, scope: RequestScope): ShopLoaders {
  const product = new DataLoader<number, ShopProduct | null>(
    async (ids) => {
      const answer = await shop.productsByIds(scope, ids);
      const byId = new Map(answer.items.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );
  const productPage = new DataLoader<ProductPageRequest, ShopProductPage, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await shop.newestProducts(scope, request);
          // A product seen in a list needs no second call when a field asks for it by id.
          for (const item of page.items) product.prime(item.id, item);
          return page;
        }),
      ),
    { cacheKeyFn: (request) => `${request.categoryId ?? ''}:${request.page}:${request.pageSize}` },
  );
  const categories = new DataLoader<'all', ShopCategory[]>(async (keys) => {
    const items = await shop.categories(scope);
    return keys.map(() => items);
  });
  return { productPage, product, categories };
}
