import { UpstreamClient, type RequestScope } from '../http.ts';
import type { ShopCategory, ShopProductPage } from './types.ts';

export interface ShopServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  tenantId: number;
  shopId: number;
}

export interface ProductPageRequest {
  page: number;
  pageSize: number;
  categoryId?: number | undefined;
}

/** The shop service (v4): products and categories of the club's fan shop. */
export class ShopService {
  private readonly http: UpstreamClient;

  constructor(readonly config: ShopServiceConfig) {
    this.http = new UpstreamClient({
      service: 'shop',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
      defaultHeaders: { 'et-tenant-id': String(config.tenantId) },
    });
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
    });
  }

  /** Visible products by id, in one call; ids the shop does not show are absent from the answer. */
  productsByIds(scope: RequestScope, ids: readonly number[]): Promise<ShopProductPage> {
    return this.http.get(scope, `/shop/v4/shops/${this.config.shopId}/products`, {
      query: { IncludeHidden: false, IncludeDetails: true, Ids: ids, Page: 1, PageSize: ids.length },
    });
  }

  async categories(scope: RequestScope): Promise<ShopCategory[]> {
    const answer = await this.http.get<{ items: ShopCategory[] }>(
      scope,
      `/shop/v4/shops/${this.config.shopId}/categories`,
    );
    return answer.items;
  }
}
