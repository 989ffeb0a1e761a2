import { log } from '../../shared/log.ts';
import { eachLoader, lazyLoaders } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { VideoService } from './client.ts';
import type { PaywallSubscription, UpstreamVideoLanguage } from './types.ts';

/**
 * The viewer's paywall subscriptions as the portal reads them (spec 3 section 4): on failure the error is
 * kept, logged and the list emptied, so a paid video falls back to its preview instead of failing.
 */
export interface PaywallAnswer {
  items: PaywallSubscription[];
  failed: boolean;
}

export type VideoLoaders = ReturnType<typeof createVideoLoaders>;

interface VideoDeps {
  video: VideoService;
  scopes: { public: RequestScope; person: RequestScope };
}

/**
 * Video loaders of one request: the catalogue asked without a token (shared across requests), the paywall
 * with the person's own token (a subscription is the person's, also while they act for an organisation).
 */
export const createVideoLoaders = lazyLoaders({
  video: ({ video, scopes }: VideoDeps) =>
    eachLoader(({ uid, language }: { uid: string; language: UpstreamVideoLanguage }) =>
      video.video(scopes.public, uid, language),
    ),
  videos: ({ video, scopes }: VideoDeps) =>
    eachLoader((request: { site: string; language: UpstreamVideoLanguage; page: number; pageSize: number }) =>
      video.videos(scopes.public, request),
    ),
  plans: ({ video, scopes }: VideoDeps) => eachLoader((_all: 'all') => video.paywallPlans(scopes.public)),
  paywall: ({ video, scopes }: VideoDeps) =>
    eachLoader(async (_self: 'self'): Promise<PaywallAnswer> => {
      // Logged-out visitors have no subscriptions (spec 3 section 4): nothing to ask.
      if (!scopes.person.bearer) return { items: [], failed: false };
      try {
        return { items: await video.paywallSubscriptions(scopes.person), failed: false };
      } catch (error) {
        log.warn('paywall subscriptions unavailable', {
          requestId: scopes.person.requestId,
          error: error instanceof Error ? error.message : String(error),
        });
        return { items: [], failed: true };
      }
    }),
});
