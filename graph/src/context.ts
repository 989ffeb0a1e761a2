import { randomUUID } from 'node:crypto';
import type { YogaInitialContext } from 'graphql-yoga';
import { languageFromHeader, type Language } from './shared/language.ts';
import type { Services } from './services.ts';
import { createCmsLoaders, type CmsLoaders } from './upstreams/cms/loaders.ts';
import type { RequestScope } from './upstreams/http.ts';
import { createShopLoaders, type ShopLoaders } from './upstreams/shop/loaders.ts';

export interface Loaders {
  shop: ShopLoaders;
  cms: CmsLoaders;
}

/** What the graph adds to each request's context. */
export interface RequestContext {
  requestId: string;
  /** The request's language (Accept-Language), used where a field is asked without one. */
  language: Language;
  loaders: Loaders;
}

/** The context every resolver receives. */
export type GraphContext = YogaInitialContext & RequestContext;

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds each request's context; loaders are created here, per request, so no data is shared between users. */
export function createContextFactory(services: Services) {
  return ({ request }: YogaInitialContext): RequestContext => {
    const incoming = request.headers.get('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const scope: RequestScope = { requestId, signal: request.signal };
    return {
      requestId,
      language: languageFromHeader(request.headers.get('accept-language')),
      loaders: {
        shop: createShopLoaders(services.shop, scope),
        cms: createCmsLoaders(services.cms, scope),
      },
    };
  };
}
