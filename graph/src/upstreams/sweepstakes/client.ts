import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import type {
  UpstreamGroupWithDraw,
  UpstreamParticipation,
  UpstreamProductImpressionPage,
  UpstreamSweepstake,
  UpstreamSweepstakePage,
  UpstreamSweepstakeSeries,
  UpstreamSweepstakeSeriesPage,
} from './types.ts';

/** Sweepstake lists are paged by 10 (spec 2 section 9). */
export const SWEEPSTAKE_PAGE_SIZE = 10;
/** Recently viewed products: one page of 20, newest impression first (spec 2 section 9). */
export const IMPRESSION_PAGE_SIZE = 20;

export interface SweepstakeServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

/**
 * The sweepstake service (spec 2 section 9): active series (public), the person's series, sweepstakes and
 * participation, the daily draws (groups "tageslos" and a number), and the shop's product impressions (the
 * recently viewed products). The public reads (active series; a series, its sweepstakes and a sweepstake as
 * visitors see them) go without a token and are shared; every other call carries the person's token.
 */
export class SweepstakeService {
  private readonly http: UpstreamClient;
  private readonly impressions: UpstreamClient;

  constructor(
    readonly config: SweepstakeServiceConfig,
    clients?: { http: UpstreamClient; impressions: UpstreamClient },
  ) {
    const common = { baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, ...config.guards };
    this.http = clients?.http ?? new UpstreamClient({ service: 'sweepstake', ...common });
    this.impressions = clients?.impressions ?? new UpstreamClient({ service: 'productImpressions', ...common });
  }

  /**
   * The same service (same connections and breakers) sharing its public answers through `cache`: only calls
   * marked `share` and made without a token (the active series, a series and its sweepstakes for visitors).
   */
  withSharedCache(cache: SharedCache): SweepstakeService {
    return new SweepstakeService(this.config, {
      http: this.http.withCache(cache),
      impressions: this.impressions.withCache(cache),
    });
  }

  /** The active series with their running sweepstake (public, the same for everyone). */
  activeSeries(scope: RequestScope, page: number): Promise<UpstreamSweepstakeSeriesPage> {
    return this.http.get(scope, '/sweepstakeseries/active', {
      query: { Page: page, PageSize: SWEEPSTAKE_PAGE_SIZE },
      share: true,
    });
  }

  /** An active series with its running sweepstake as anyone sees it (public: shared, asked without a token). */
  publicSeries(scope: RequestScope, id: number): Promise<UpstreamSweepstakeSeries> {
    return this.http.get(scope, `/sweepstakeseries/${id}`, { share: true });
  }

  /** An active series' opened sweepstakes as anyone sees them (public: shared, no participation). */
  publicSweepstakesOfSeries(scope: RequestScope, id: number, page: number): Promise<UpstreamSweepstakePage> {
    return this.http.get(scope, `/sweepstakeseries/${id}/sweepstakes`, {
      query: { Page: page, PageSize: SWEEPSTAKE_PAGE_SIZE },
      share: true,
    });
  }

  /** An opened sweepstake as anyone sees it (public: shared, no participation). */
  publicSweepstake(scope: RequestScope, id: number): Promise<UpstreamSweepstake> {
    return this.http.get(scope, `/sweepstakes/${id}`, { share: true });
  }

  series(scope: RequestScope, id: number): Promise<UpstreamSweepstakeSeries> {
    return this.http.get(scope, `/self/sweepstakeseries/${id}`);
  }

  sweepstakesOfSeries(scope: RequestScope, id: number, page: number): Promise<UpstreamSweepstakePage> {
    return this.http.get(scope, `/self/sweepstakeseries/${id}/sweepstakes`, {
      query: { Page: page, PageSize: SWEEPSTAKE_PAGE_SIZE },
    });
  }

  sweepstake(scope: RequestScope, id: number): Promise<UpstreamSweepstake> {
    return this.http.get(scope, `/self/sweepstakes/${id}`);
  }

  /** Takes part (never retried): 409 when the person takes part already. */
  participate(scope: RequestScope, id: number, payload: UpstreamParticipation): Promise<UpstreamSweepstake> {
    return this.http.call(scope, 'POST', `/participants/self/sweepstakes/${id}`, { body: payload });
  }

  /** The daily draws open today with the person's entry state. */
  async dailyDraws(scope: RequestScope): Promise<UpstreamGroupWithDraw[]> {
    return (
      await this.http.get<{ items: UpstreamGroupWithDraw[] }>(scope, '/self/groups', { query: { Kind: 'DailyDraw' } })
    ).items;
  }

  /** Enters today's daily draw (never retried): 409 on a second entry of the day. */
  enterDailyDraw(scope: RequestScope, groupId: string): Promise<UpstreamGroupWithDraw> {
    return this.http.call(scope, 'POST', `/self/groups/${encodeURIComponent(groupId)}`, {});
  }

  /** Records that the person opened a product (never retried). */
  recordImpression(scope: RequestScope, sku: string): Promise<{ sku: string; lastImpression: string }> {
    return this.impressions.call(scope, 'POST', '/productImpressions', { body: { ProductSku: sku } });
  }

  /** The products the person opened, newest first: the one page the portal reads. */
  recentImpressions(scope: RequestScope): Promise<UpstreamProductImpressionPage> {
    return this.impressions.get(scope, '/productImpressions', {
      query: { Page: 1, PageSize: IMPRESSION_PAGE_SIZE, OrderBy: 'lastImpression desc' },
    });
  }
}
