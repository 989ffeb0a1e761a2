import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import type { ShopCategory, ShopProductPage } from './types.ts';

export interface ShopServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  tenantId: number;
  shopId: number;
  /** Breaker and bulkhead settings, where the defaults do not fit (tests use shorter ones). */
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

export interface ProductPageRequest {
  page: number;
  pageSize: number;
  categoryId?: number | undefined;
}

/**
 * The shop service (v4): products and categories of the club's fan shop. The catalogue is public: its
 * calls go without a token and are marked `share`, so with a shared cache (see withSharedCache) they are
 * made once for all requests of a few seconds.
 */
export class ShopService {
  private readonly http: UpstreamClient;

  constructor(
    readonly config: ShopServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ??
      new UpstreamClient({
        service: 'shop',
        baseUrl: config.baseUrl,
        timeoutMs: config.timeoutMs,
        defaultHeaders: { 'et-tenant-id': String(config.tenantId) },
        ...config.guards,
      });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`. */
  withSharedCache(cache: SharedCache): ShopService {
    return new ShopService(this.config, this.http.withCache(cache));
  }

  get circuitState() {
    return this.http.circuitState;
  }

  /** Visible products, newest first, with their details (descriptions). */
  newestProducts(scope: RequestScope, request: ProductPageRequest): Promise<ShopProductPage> {
    return this.http.get(scope, `/shop/v4/shops/${this.config.shopId}/products`, {
      query: {
        IncludeHidden: false,
        IncludeDetails: true,
        OrderBy: 'releaseDate desc',
        Page: request.page,
        PageSize: request.pageSize,
        CategoryId: request.categoryId,
      },
      share: true,
    });
  }

  /** Visible products by id, in one call; ids the shop does not show are absent from the answer. */
  productsByIds(scope: RequestScope, ids: readonly number[]): Promise<ShopProductPage> {
    return this.http.get(scope, `/shop/v4/shops/${this.config.shopId}/products`, {
      query: { IncludeHidden: false, IncludeDetails: true, Ids: ids, Page: 1, PageSize: ids.length },
      share: true,
    });
  }

  async categories(scope: RequestScope): Promise<ShopCategory[]> {
    const answer = await this.http.get<{ items: ShopCategory[] }>(
      scope,
      `/shop/v4/shops/${this.config.shopId}/categories`,
      { share: true },
    );
    return answer.items;
  }
}
