import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type {
  PaywallSubscription,
  UpstreamPaywallPlan,
  UpstreamPlayerSetting,
  UpstreamVideo,
  UpstreamVideoAuthorization,
  UpstreamVideoHeartbeat,
  UpstreamVideoLanguage,
  UpstreamVideoPage,
  UpstreamVideoSession,
} from './types.ts';

/** The paywall's page size (spec 3 section 9): every subscription of a person in one call. */
export const PAYWALL_PAGE_SIZE = 100;

export interface VideoServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  tenantId: number;
  /** Breaker and bulkhead settings, where the defaults do not fit. */
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

interface VideoClients {
  /** The CMS's video routes (v2): the public catalogue and the viewer's playback sessions. */
  content: UpstreamClient;
  /** The shop's paywall subscriptions: a service of its own that fails on its own. */
  paywall: UpstreamClient;
}

/**
 * Paid video (spec 2 section 7, spec 3 sections 7 and 9): the CMS's video catalogue (public, shared across
 * requests), the playback of one video (authorisation, a session with its heartbeat, the player's settings)
 * and the person's paywall subscriptions that decide whether a paid video plays whole. Every call names the
 * tenant; personal calls carry the person's token, a visitor's none.
 */
export class VideoService {
  private readonly http: VideoClients;

  constructor(
    readonly config: VideoServiceConfig,
    http?: VideoClients,
  ) {
    const common = {
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
      defaultHeaders: { 'et-tenant-id': String(config.tenantId) },
      ...config.guards,
    };
    this.http = http ?? {
      content: new UpstreamClient({ service: 'video', ...common }),
      paywall: new UpstreamClient({ service: 'paywall', ...common }),
    };
  }

  /** The same service (same connections and breakers) sharing the public catalogue through `cache`. */
  withSharedCache(cache: SharedCache): VideoService {
    // The paywall's plans are public too; its personal calls carry a token and are never shared.
    return new VideoService(this.config, {
      content: this.http.content.withCache(cache),
      paywall: this.http.paywall.withCache(cache),
    });
  }

  /** A video of the catalogue, or null when there is none. */
  video(scope: RequestScope, uid: string, language: UpstreamVideoLanguage): Promise<UpstreamVideo | null> {
    return orNull(
      this.http.content.get(scope, `/cms/v2/videos/${encodeURIComponent(uid)}`, { query: { language }, share: true }),
    );
  }

  /** A site's videos, newest first. */
  videos(
    scope: RequestScope,
    request: { site: string; language: UpstreamVideoLanguage; page: number; pageSize: number },
  ): Promise<UpstreamVideoPage> {
    return this.http.content.get(scope, '/cms/v2/videos', { query: request, share: true });
  }

  /** The person's paywall subscriptions, newest first (a visitor has none: ask only with a token). */
  async paywallSubscriptions(scope: RequestScope): Promise<PaywallSubscription[]> {
    const answer = await this.http.paywall.get<{ items: PaywallSubscription[] }>(
      scope,
      '/shop/v4/paywallSubscriptions',
      { query: { PageSize: PAYWALL_PAGE_SIZE } },
    );
    return answer.items;
  }

  /** Club TV's plans with price and period (public, shared across requests). */
  async paywallPlans(scope: RequestScope): Promise<UpstreamPaywallPlan[]> {
    const answer = await this.http.paywall.get<{ items: UpstreamPaywallPlan[] }>(scope, '/shop/v4/paywallPlans', {
      share: true,
    });
    return answer.items;
  }

  /** Subscribes the person to a plan, paying with one of their stored payment methods (never retried). */
  subscribe(
    scope: RequestScope,
    request: { planId: string; paymentTokenId: string; language: UpstreamVideoLanguage },
  ): Promise<PaywallSubscription> {
    return this.http.paywall.call(scope, 'POST', '/shop/v4/paywallSubscriptions', { body: request });
  }

  /** Cancels the person's subscription to the end of its period. */
  cancelSubscription(scope: RequestScope, subscriptionId: number): Promise<PaywallSubscription> {
    return this.http.paywall.call(scope, 'POST', `/shop/v4/paywallSubscriptions/${subscriptionId}/cancellation`);
  }

  /** The stream authorisation for the viewer: the whole video or its preview, and a code to start a session. */
  authentication(scope: RequestScope, uid: string): Promise<UpstreamVideoAuthorization> {
    return this.http.content.get(scope, '/cms/v2/videos/authentication', { query: { videoId: uid } });
  }

  /** Starts a playback session with the code: its ticket, playlist and heartbeat interval. */
  initialize(scope: RequestScope, code: string): Promise<UpstreamVideoSession> {
    return this.http.content.get(scope, '/cms/v2/videos/initialize', { query: { code } });
  }

  /** Keeps a playback session alive and remembers where the viewer is (never retried). */
  heartbeat(scope: RequestScope, ticket: string, positionSeconds: number | undefined): Promise<UpstreamVideoHeartbeat> {
    return this.http.content.call(scope, 'POST', `/cms/v2/videos/heartbeat/${encodeURIComponent(ticket)}`, {
      body: positionSeconds === undefined ? {} : { positionSeconds },
    });
  }

  /** The player's settings for a video: autoplay, language and where the viewer left off. */
  playerSetting(
    scope: RequestScope,
    request: { videoId: string; language: UpstreamVideoLanguage; autoplay: boolean; progress: boolean },
  ): Promise<UpstreamPlayerSetting> {
    return this.http.content.get(scope, '/cms/v2/content/player-setting', { query: request });
  }
}
