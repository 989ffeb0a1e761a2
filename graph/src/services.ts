import { OrganizationTokens } from './auth/organization-tokens.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/verifier.ts';
import type { GraphConfig } from './config.ts';
import { CartService } from './upstreams/cart/client.ts';
import { ChannelService } from './upstreams/channels/client.ts';
import { CheckoutService } from './upstreams/checkout/client.ts';
import { ContentService } from './upstreams/content/client.ts';
import { JobService } from './upstreams/jobs/client.ts';
import { LiveFeedService } from './upstreams/live/client.ts';
import { AccountService } from './upstreams/account/client.ts';
import { ContractService } from './upstreams/contracts/client.ts';
import { MarketplaceService } from './upstreams/marketplace/client.ts';
import { OrganizationService } from './upstreams/organizations/client.ts';
import { ShopService } from './upstreams/shop/client.ts';
import { SweepstakeService } from './upstreams/sweepstakes/client.ts';
import { VideoService } from './upstreams/video/client.ts';
import { TicketingService } from './upstreams/ticketing/client.ts';
import { WalletService } from './upstreams/wallet/client.ts';

/** The upstream services of one graph process; stateless apart from pooled connections. */
export interface Services {
  shop: ShopService;
  content: ContentService;
  account: AccountService;
  contracts: ContractService;
  cart: CartService;
  checkout: CheckoutService;
  organizations: OrganizationService;
  wallet: WalletService;
  /** The box office: what each match sells (adding tickets is the cart's). */
  ticketing: TicketingService;
  marketplace: MarketplaceService;
  video: VideoService;
  /** The job portal: postings (public) and applications. */
  jobs: JobService;
  /** Sweepstakes, daily draws and the recently viewed products (issue #19). */
  sweepstakes: SweepstakeService;
  /** The static storage host's live feeds (ticker, standings, live video). */
  live: LiveFeedService;
  /** A developer's own channels at the registry (docs/channels.md). */
  channels: ChannelService;
  verifyToken: TokenVerifier;
  organizationTokens: OrganizationTokens;
}

export function createServices(config: GraphConfig): Services {
  const timeoutMs = config.upstreamTimeoutMs;
  return {
    shop: new ShopService({ baseUrl: config.platformUrl, timeoutMs, tenantId: config.tenantId, shopId: config.shopId }),
    content: new ContentService({ baseUrl: config.platformUrl, timeoutMs }),
    account: new AccountService({ baseUrl: config.platformUrl, timeoutMs }),
    contracts: new ContractService({ baseUrl: config.platformUrl, timeoutMs }),
    cart: new CartService({ baseUrl: config.platformUrl, timeoutMs, tenantId: config.tenantId }),
    checkout: new CheckoutService({ baseUrl: config.platformUrl, timeoutMs }),
    organizations: new OrganizationService({ baseUrl: config.platformUrl, timeoutMs }),
    wallet: new WalletService({ baseUrl: config.platformUrl, timeoutMs }),
    ticketing: new TicketingService({ baseUrl: config.platformUrl, timeoutMs }),
    marketplace: new MarketplaceService({ baseUrl: config.platformUrl, timeoutMs }),
    video: new VideoService({ baseUrl: config.platformUrl, timeoutMs, tenantId: config.tenantId }),
    jobs: new JobService({ baseUrl: config.platformUrl, timeoutMs }),
    sweepstakes: new SweepstakeService({ baseUrl: config.platformUrl, timeoutMs }),
    live: new LiveFeedService({ baseUrl: config.platformUrl, timeoutMs }),
    channels: new ChannelService({ baseUrl: config.platformUrl, timeoutMs }),
    verifyToken: createTokenVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience, timeoutMs }),
    organizationTokens: new OrganizationTokens({
      tokenEndpoint: `${config.oidcIssuer.replace(/\/$/, '')}/connect/token`,
      clientId: config.graphClientId,
      clientSecret: config.graphClientSecret,
      scope: config.organizationScope,
      timeoutMs,
    }),
  };
}
