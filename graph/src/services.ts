import type { GraphConfig } from './config.ts';
import { CmsService } from './upstreams/cms/client.ts';
import { ShopService } from './upstreams/shop/client.ts';

/** The upstream services of one graph process; stateless apart from pooled connections. */
export interface Services {
  shop: ShopService;
  cms: CmsService;
}

export function createServices(config: GraphConfig): Services {
  const timeoutMs = config.upstreamTimeoutMs;
  return {
    shop: new ShopService({ baseUrl: config.platformUrl, timeoutMs, tenantId: config.tenantId, shopId: config.shopId }),
    cms: new CmsService({ baseUrl: config.platformUrl, timeoutMs }),
  };
}
