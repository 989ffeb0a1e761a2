import type { IncomingMessage } from 'node:http';
import type { YogaInitialContext } from 'graphql-yoga';
import { clientAddress, inProcessClientAddress, type TrustedProxies } from './hardening/streams.ts';
import { Shopper } from './auth/shopper.ts';
import { cachedTokenVerifier } from './auth/verified-tokens.ts';
import { isChannelToken } from './channels/plugin.ts';
import { bearerOf, effectiveBearer, type Viewer } from './auth/viewer.ts';
import { requestIdOf } from './observability/request-id.ts';
import { requestTrace } from './observability/tracing.ts';
import { responseCookies } from './shared/response-cookies.ts';
import { readCookie } from './shared/cookies.ts';
import { languageFromHeader, type Language } from './shared/language.ts';
import type { Services } from './services.ts';
import { createCartLoaders, type CartLoaders } from './upstreams/cart/loaders.ts';
import { createChannelLoaders, type ChannelLoaders } from './upstreams/channels/loaders.ts';
import { createCheckoutLoaders, type CheckoutLoaders } from './upstreams/checkout/loaders.ts';
import { createContentLoaders, type ContentLoaders } from './upstreams/content/loaders.ts';
import { createAccountLoaders, type AccountLoaders } from './upstreams/account/loaders.ts';
import { createContractLoaders, type ContractLoaders } from './upstreams/contracts/loaders.ts';
import type { RequestScope } from './upstreams/http.ts';
import type { LiveHub } from './live/hub.ts';
import { createJobLoaders, type JobLoaders } from './upstreams/jobs/loaders.ts';
import { createLiveLoaders, type LiveLoaders } from './upstreams/live/loaders.ts';
import { createMarketplaceLoaders, type MarketplaceLoaders } from './upstreams/marketplace/loaders.ts';
import { createShopLoaders, type ShopLoaders } from './upstreams/shop/loaders.ts';
import { createSweepstakeLoaders, type SweepstakeLoaders } from './upstreams/sweepstakes/loaders.ts';
import { createVideoLoaders, type VideoLoaders } from './upstreams/video/loaders.ts';
import { createTicketingLoaders, type TicketingLoaders } from './upstreams/ticketing/loaders.ts';
import { createWalletLoaders, type WalletLoaders } from './upstreams/wallet/loaders.ts';

export interface Loaders {
  shop: ShopLoaders;
  content: ContentLoaders;
  account: AccountLoaders;
  contracts: ContractLoaders;
  cart: CartLoaders;
  checkout: CheckoutLoaders;
  wallet: WalletLoaders;
  ticketing: TicketingLoaders;
  marketplace: MarketplaceLoaders;
  video: VideoLoaders;
  live: LiveLoaders;
  jobs: JobLoaders;
  sweepstakes: SweepstakeLoaders;
  channels: ChannelLoaders;
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
  /** The live feeds' hub: subscriptions watch a feed through it. */
  live: LiveHub;
  /**
   * The client's address (the peer's, or what a trusted proxy names in X-Forwarded-For); undefined when the
   * request did not come over Node's HTTP server (a test's or the portal's own in-process fetch).
   */
  clientAddress: string | undefined;
}

/** The context every resolver receives. */
export type GraphContext = YogaInitialContext & RequestContext;

/** The web app names the organisation to act for in this cookie (path /); other clients send the header. */
export const ORGANIZATION_COOKIE = 'ImpersonationOrganizationId';
export const ORGANIZATION_HEADER = 'x-act-for-organization';

/**
 * Builds each request's context: the viewer, authenticated once here, and loaders created per request
 * so no data is shared between users (each service's on first use).
 */
export function createContextFactory(
  services: Services,
  live: LiveHub,
  trustedProxies: TrustedProxies,
  // Shared by all requests of this process (and the channels' door): a person's requests in quick succession
  // verify their token once.
  verifyToken: Services['verifyToken'] = cachedTokenVerifier(services.verifyToken),
) {
  return async (initial: YogaInitialContext & { req?: IncomingMessage }): Promise<RequestContext> => {
    const { request } = initial;
    const requestId = requestIdOf(request);
    const viewer = await authenticate(services, verifyToken, request, requestId);
    const address = initial.req
      ? clientAddress(request, initial.req.socket.remoteAddress, trustedProxies)
      : inProcessClientAddress(request, trustedProxies);
    const base: RequestScope = {
      requestId,
      signal: request.signal,
      clientAddress: address,
      // Upstream calls continue the request's trace (when traces are on).
      trace: requestTrace(request),
    };
    const shopper = new Shopper(services.cart, viewer, base, request.headers.get('cookie'), (cookie) =>
      responseCookies(request).push(cookie),
    );
    return {
      requestId,
      language: languageFromHeader(request.headers.get('accept-language')),
      viewer,
      loaders: new RequestLoaders(services, live, viewer, base, shopper),
      shopper,
      services,
      live,
      clientAddress: address,
    };
  };
}

/** A request's loaders; each service's are built on first use, so a request pays only for what it touches. */
class RequestLoaders implements Loaders {
  private shopLoaders: ShopLoaders | undefined;
  private contentLoaders: ContentLoaders | undefined;
  private accountLoaders: AccountLoaders | undefined;
  private contractLoaders: ContractLoaders | undefined;
  private cartLoaders: CartLoaders | undefined;
  private checkoutLoaders: CheckoutLoaders | undefined;
  private walletLoaders: WalletLoaders | undefined;
  private ticketingLoaders: TicketingLoaders | undefined;
  private marketplaceLoaders: MarketplaceLoaders | undefined;
  private videoLoaders: VideoLoaders | undefined;
  private liveLoaders: LiveLoaders | undefined;
  private jobLoaders: JobLoaders | undefined;
  private sweepstakeLoaders: SweepstakeLoaders | undefined;
  private channelLoaders: ChannelLoaders | undefined;

  constructor(
    private readonly services: Services,
    private readonly hub: LiveHub,
    private readonly viewer: Viewer,
    /** Public data is asked for without a token, so answers are the same for everyone and can be shared. */
    private readonly publicScope: RequestScope,
    private readonly shopper: Shopper,
  ) {}

  get shop(): ShopLoaders {
    return (this.shopLoaders ??= createShopLoaders({ shop: this.services.shop, scope: this.publicScope }));
  }

  get content(): ContentLoaders {
    return (this.contentLoaders ??= createContentLoaders({ content: this.services.content, scope: this.publicScope }));
  }

  get account(): AccountLoaders {
    return (this.accountLoaders ??= createAccountLoaders({
      account: this.services.account,
      scopes: {
        person: this.personScope(),
        effective: this.effectiveScope(),
        public: this.publicScope,
      },
    }));
  }

  get contracts(): ContractLoaders {
    return (this.contractLoaders ??= createContractLoaders({
      contracts: this.services.contracts,
      scope: this.effectiveScope(),
    }));
  }

  get cart(): CartLoaders {
    return (this.cartLoaders ??= createCartLoaders({
      carts: this.services.cart,
      shopper: this.shopper,
      scopes: { public: this.publicScope, person: this.personScope() },
    }));
  }

  get checkout(): CheckoutLoaders {
    return (this.checkoutLoaders ??= createCheckoutLoaders({
      checkouts: this.services.checkout,
      scopes: {
        effective: this.effectiveScope(),
        person: this.personScope(),
      },
    }));
  }

  get wallet(): WalletLoaders {
    return (this.walletLoaders ??= createWalletLoaders({
      wallet: this.services.wallet,
      scopes: { effective: this.effectiveScope(), public: this.publicScope },
    }));
  }

  get ticketing(): TicketingLoaders {
    return (this.ticketingLoaders ??= createTicketingLoaders({
      ticketing: this.services.ticketing,
      scopes: { public: this.publicScope },
    }));
  }

  get marketplace(): MarketplaceLoaders {
    return (this.marketplaceLoaders ??= createMarketplaceLoaders({
      marketplace: this.services.marketplace,
      scopes: { effective: this.effectiveScope(), public: this.publicScope },
    }));
  }

  get video(): VideoLoaders {
    return (this.videoLoaders ??= createVideoLoaders({
      video: this.services.video,
      scopes: { public: this.publicScope, person: this.personScope() },
    }));
  }

  get live(): LiveLoaders {
    return (this.liveLoaders ??= createLiveLoaders({
      service: this.services.live,
      hub: this.hub,
      scope: this.publicScope,
    }));
  }

  get jobs(): JobLoaders {
    return (this.jobLoaders ??= createJobLoaders({ jobs: this.services.jobs, scope: this.publicScope }));
  }

  get sweepstakes(): SweepstakeLoaders {
    return (this.sweepstakeLoaders ??= createSweepstakeLoaders({
      service: this.services.sweepstakes,
      scopes: { public: this.publicScope, person: this.personScope() },
    }));
  }

  get channels(): ChannelLoaders {
    return (this.channelLoaders ??= createChannelLoaders({
      channels: this.services.channels,
      scope: this.personScope(),
    }));
  }

  /** The effective token: the organisation's while the person acts for one, else the person's. */
  private effectiveScope(): RequestScope {
    return { ...this.publicScope, bearer: effectiveBearer(this.viewer) };
  }

  /** The person's own token, also while they act for an organisation. */
  private personScope(): RequestScope {
    return { ...this.publicScope, bearer: this.viewer.kind === 'person' ? this.viewer.person.token : undefined };
  }
}

/** Who sends `request`: verified once from its bearer token, and the organisation it acts for. */
export async function authenticate(
  services: Services,
  verifyToken: Services['verifyToken'],
  request: Request,
  requestId: string,
): Promise<Viewer> {
  const header = request.headers.get('authorization');
  const token = bearerOf(header);
  if (!token) return { kind: 'anonymous', credentials: header ? 'invalid' : 'none' };
  // A channel's own token (channels/plugin.ts checked it) speaks for no person.
  if (isChannelToken(token)) return { kind: 'anonymous', credentials: 'none' };
  let person;
  try {
    person = await verifyToken(token);
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
