import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope } from '../http.ts';
import type {
  PayoutChoice,
  UpstreamListingPage,
  UpstreamOfferRequest,
  UpstreamPayout,
  UpstreamPayoutAmount,
  UpstreamPayoutInformation,
  UpstreamPayoutPage,
} from './types.ts';

interface MarketplaceServiceConfig {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The ticket marketplace (spec 2 section 7): the payout service's offers and payouts of the token's
 * person (an organisation's token is refused with PLATFORM_ACTIONS_ARE_NOT_ALLOWED), the ticketing API's
 * withdrawal, and the public listings buyers see, asked without a token and shared across requests.
 */
export class MarketplaceService {
  private readonly http: UpstreamClient;

  constructor(
    private readonly config: MarketplaceServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ?? new UpstreamClient({ service: 'marketplace', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`. */
  withSharedCache(cache: SharedCache): MarketplaceService {
    return new MarketplaceService(this.config, this.http.withCache(cache));
  }

  get circuitState() {
    return this.http.circuitState;
  }

  /** A page of the person's offers and payouts, newest first. */
  offers(scope: RequestScope, page: number, pageSize: number): Promise<UpstreamPayoutPage> {
    return this.http.get(scope, '/payouts', { query: { Page: page, PageSize: pageSize } });
  }

  /** Whether the ticket can be offered, with which payout types, and its latest offer (404: not the caller's). */
  information(scope: RequestScope, ticketId: number): Promise<UpstreamPayoutInformation> {
    return this.http.get(scope, `/payouts/tickets/${ticketId}/payoutInformation`);
  }

  /** What offering the ticket would pay out with this choice. */
  quote(scope: RequestScope, ticketId: number, choice: PayoutChoice): Promise<UpstreamPayoutAmount> {
    return this.http.get(scope, `/payouts/tickets/${ticketId}/payoutAmount`, {
      query: {
        useVoucher: choice.useVoucher,
        ...(choice.paymentTokenId ? { paymentTokenId: choice.paymentTokenId } : {}),
      },
    });
  }

  /** Offers a ticket (never retried: a second offer of the same ticket is refused, not repeated). */
  offer(scope: RequestScope, request: UpstreamOfferRequest): Promise<UpstreamPayout> {
    return this.http.call(scope, 'POST', '/payouts/tickets', { body: request });
  }

  /** Withdraws the ticket's open offer. */
  withdraw(scope: RequestScope, ticketId: number): Promise<UpstreamPayout> {
    return this.http.call(scope, 'POST', `/self/ticket/${ticketId}/revokeOfferOnMarketplace`);
  }

  /** Pays a failed payout again, to this stored card or PayPal account (the provider is asked idempotently). */
  retryPayout(scope: RequestScope, payoutId: string, paymentTokenId: string): Promise<UpstreamPayout> {
    return this.http.call(scope, 'POST', `/payouts/${encodeURIComponent(payoutId)}/paymentRetry`, {
      body: { paymentTokenId },
    });
  }

  /** A page of the tickets on sale: public, without a token, shared for a few seconds. */
  listings(scope: RequestScope, page: number, pageSize: number): Promise<UpstreamListingPage> {
    return this.http.get({ ...scope, bearer: undefined }, '/marketplace/listings', {
      query: { Page: page, PageSize: pageSize },
      share: true,
    });
  }
}
