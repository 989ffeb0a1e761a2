import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type { UpstreamMatchOffer } from './types.ts';

interface TicketingServiceConfig {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The box office (issue 44): what each match sells. Its offer is public, asked without a token and shared
 * across requests for the shared cache's few seconds: free places are a hint there, the cart's hold decides.
 * Adding tickets is the cart service's (POST /carts/self/tickets, upstreams/cart).
 */
export class TicketingService {
  private readonly http: UpstreamClient;

  constructor(
    private readonly config: TicketingServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ?? new UpstreamClient({ service: 'ticketing', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`. */
  withSharedCache(cache: SharedCache): TicketingService {
    return new TicketingService(this.config, this.http.withCache(cache));
  }

  get circuitState() {
    return this.http.circuitState;
  }

  /** A match's offer; null when the match has no sale. */
  offer(scope: RequestScope, eventId: number): Promise<UpstreamMatchOffer | null> {
    return orNull(
      this.http.get({ ...scope, bearer: undefined }, `/ticketing/v1/matches/${eventId}/offer`, { share: true }),
    );
  }
}
