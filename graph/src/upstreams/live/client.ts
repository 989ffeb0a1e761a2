import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type { LiveFeedLanguage, UpstreamLiveTicker, UpstreamLiveVideo, UpstreamStandings } from './types.ts';

export interface LiveFeedServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

/**
 * The live feeds of the club's static storage host (spec 3 section 7, spec 1's live video): public files,
 * the same for everyone. Subscriptions read them through the live hub (one poll per interval for all);
 * queries through the shared cache.
 */
export class LiveFeedService {
  private readonly http: UpstreamClient;

  constructor(
    readonly config: LiveFeedServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ??
      new UpstreamClient({ service: 'live', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, ...config.guards });
  }

  /** The same service (same connections and breaker) sharing answers through `cache`. */
  withSharedCache(cache: SharedCache): LiveFeedService {
    return new LiveFeedService(this.config, this.http.withCache(cache));
  }

  /** The ticker of a team's current or next match; null for a team without a ticker. */
  ticker(scope: RequestScope, language: LiveFeedLanguage, teamId: number): Promise<UpstreamLiveTicker | null> {
    return orNull(this.http.get(scope, `/static/liveticker/${language}/${teamId}.json`, { share: true }));
  }

  /** A team's league table in a season; null when there is none. */
  standings(scope: RequestScope, season: number, teamId: number): Promise<UpstreamStandings | null> {
    return orNull(this.http.get(scope, `/static/standings/${season}/${teamId}.json`, { share: true }));
  }

  /** The club's live video; empty while nothing is live. */
  liveVideo(scope: RequestScope): Promise<UpstreamLiveVideo> {
    return this.http.get(scope, '/static/live-video.json', { share: true });
  }
}
