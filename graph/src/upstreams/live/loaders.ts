import type { LiveHub } from '../../live/hub.ts';
import { feedKeys } from './feeds.ts';
import { eachLoader, lazyLoaders } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { LiveFeedService } from './client.ts';
import type { LiveFeedLanguage, UpstreamLiveTicker, UpstreamLiveVideo, UpstreamStandings } from './types.ts';

export type LiveLoaders = ReturnType<typeof createLiveLoaders>;

interface LiveDeps {
  service: LiveFeedService;
  hub: LiveHub;
  scope: RequestScope;
}

/**
 * The live feeds for one request's queries: what this instance's live hub keeps up to date (someone here
 * subscribes to it) costs no call; anything else is read through the shared cache, like all public data.
 */
export const createLiveLoaders = lazyLoaders({
  ticker: ({ service, hub, scope }: LiveDeps) =>
    eachLoader(
      async ({ language, teamId }: { language: LiveFeedLanguage; teamId: number }) =>
        (hub.current(feedKeys.ticker(language, teamId)) as UpstreamLiveTicker | null | undefined) ??
        service.ticker(scope, language, teamId),
    ),
  standings: ({ service, hub, scope }: LiveDeps) =>
    eachLoader(
      async ({ season, teamId }: { season: number; teamId: number }) =>
        (hub.current(feedKeys.standings(season, teamId)) as UpstreamStandings | null | undefined) ??
        service.standings(scope, season, teamId),
    ),
  liveVideo: ({ service, hub, scope }: LiveDeps) =>
    eachLoader(
      async (_club: 'club') =>
        (hub.current(feedKeys.liveVideo) as UpstreamLiveVideo | undefined) ?? service.liveVideo(scope),
    ),
});
