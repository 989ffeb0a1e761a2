import { randomUUID } from 'node:crypto';
import type { YogaInitialContext } from 'graphql-yoga';
import { bearerOf, effectiveBearer, type Viewer } from './auth/viewer.ts';
import { Shopper } from './modules/cart/shopper.ts';
import { responseCookies } from './shared/response-cookies.ts';
import { readCookie } from './shared/cookies.ts';
import { languageFromHeader, type Language } from './shared/language.ts';
import type { Services } from './services.ts';
import { createCartLoaders, type CartLoaders } from './upstreams/cart/loaders.ts';
import { createCmsLoaders, type CmsLoaders } from './upstreams/cms/loaders.ts';
import { createContactLoaders, type ContactLoaders } from './upstreams/contacts/loaders.ts';
import type { RequestScope } from './upstreams/http.ts';
import { createShopLoaders, type ShopLoaders } from './upstreams/shop/loaders.ts';

export interface Loaders {
  shop: ShopLoaders;
  cms: CmsLoaders;
  contacts: ContactLoaders;
  cart: CartLoaders;
}

/** What the graph adds to each request's context. */
export interface RequestContext {
  requestId: string;
  /** The request's language (Accept-Language), used where a field is asked without one. */
  language: Language;
  viewer: Viewer;
  loaders: Loaders;
  /** Who shops in this request (the anonymous cookie, or the person); mutations change their cart. */
  shopper: Shopper;
  /** The upstream services, for mutations; reads go through the loaders. */
  services: Services;
}

/** The context every resolver receives. */
export type GraphContext = YogaInitialContext & RequestContext;

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;
/** The web app names the organisation to act for in this cookie (path /); other clients send the header. */
export const ORGANIZATION_COOKIE = 'ImpersonationOrganizationId';
export const ORGANIZATION_HEADER = 'x-act-for-organization';

/**
 * Builds each request's context: the viewer, authenticated once here, and loaders created per request
 * so no data is shared between users.
 */
export function createContextFactory(services: Services) {
  return async ({ request }: YogaInitialContext): Promise<RequestContext> => {
    const incoming = request.headers.get('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const viewer = await authenticate(services, request, requestId);
    const base = { requestId, signal: request.signal };
    // Public data is asked for without a token, so answers are the same for everyone and can be shared.
    const publicScope: RequestScope = base;
    const personScope: RequestScope = { ...base, bearer: viewer.kind === 'person' ? viewer.person.token : undefined };
    const effectiveScope: RequestScope = { ...base, bearer: effectiveBearer(viewer) };
    const shopper = new Shopper(services.cart, viewer, base, request, (cookie) =>
      responseCookies(request).push(cookie),
    );
    return {
      requestId,
      language: languageFromHeader(request.headers.get('accept-language')),
      viewer,
      loaders: {
        shop: createShopLoaders(services.shop, publicScope),
        cms: createCmsLoaders(services.cms, publicScope),
        contacts: createContactLoaders(services.contacts, personScope, effectiveScope),
        cart: createCartLoaders(services.cart, shopper, { public: publicScope, person: personScope }),
      },
      shopper,
      services,
    };
  };
}

async function authenticate(services: Services, request: Request, requestId: string): Promise<Viewer> {
  const header = request.headers.get('authorization');
  const token = bearerOf(header);
  if (!token) return { kind: 'anonymous', credentials: header ? 'invalid' : 'none' };
  let person;
  try {
    person = await services.verifyToken(token);
  } catch {
    return { kind: 'anonymous', credentials: 'invalid' };
  }
  const requested =
    request.headers.get(ORGANIZATION_HEADER) ?? readCookie(request.headers.get('cookie'), ORGANIZATION_COOKIE);
  const organizationId = requested && /^\d{1,9}$/.test(requested) ? Number(requested) : undefined;
  if (organizationId === undefined) return { kind: 'person', person };
  const organizationToken = await services.organizationTokens.tokenFor(person, organizationId, requestId);
  return organizationToken
    ? { kind: 'person', person, organization: { id: organizationId, token: organizationToken } }
    : { kind: 'person', person };
}
