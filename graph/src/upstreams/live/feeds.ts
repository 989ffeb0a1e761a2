import type { FeedResolver, LiveFeed } from '../../live/feed.ts';
import type { LiveFeedService } from './client.ts';
import type { LiveFeedLanguage, UpstreamLiveTicker, UpstreamLiveVideo, UpstreamStandings } from './types.ts';
import { CADENCE } from '../../live/rules.ts';

/**
 * The live feeds by key, the names under which graph instances share them: `ticker:{de|en}:{teamId}`,
 * `standings:{season}:{teamId}` and `live-video`. A key is built only after its team was checked (see
 * resolvers.ts), so the poller never polls a feed a client made up.
 */
export const feedKeys = {
  ticker: (language: LiveFeedLanguage, teamId: number) => `ticker:${language}:${teamId}`,
  standings: (season: number, teamId: number) => `standings:${season}:${teamId}`,
  liveVideo: 'live-video',
} as const;

const TICKER_KEY = /^ticker:(de|en):(\d{1,10})$/;
const STANDINGS_KEY = /^standings:(\d{4}):(\d{1,10})$/;

/**
 * The ticker's clock counts seconds; fans see minutes (67', 90' + 2'). Kept to the minute, a poll in which
 * only a second passed is no change, and nothing is pushed for it.
 */
function byTheMinute(ticker: UpstreamLiveTicker | null): UpstreamLiveTicker | null {
  if (!ticker?.clock) return ticker;
  return { ...ticker, clock: { ...ticker.clock, elapsed: Math.floor(ticker.clock.elapsed / 60) * 60 } };
}

/** The polls run outside any request; they are named so in the upstream's logs. */
const pollScope = (key: string) => ({ requestId: `live-poll-${key.replaceAll(':', '-')}` });

/** The feeds of the static storage host, for the live hub: each key's poll and cadence. */
export function liveFeedResolver(service: LiveFeedService, cadenceScale = 1): FeedResolver {
  const scaled = (ms: number) => Math.max(50, Math.round(ms * cadenceScale));
  return (key) => {
    const ticker = TICKER_KEY.exec(key);
    if (ticker) {
      const [language, teamId] = [ticker[1] as LiveFeedLanguage, Number(ticker[2])];
      return {
        key,
        kind: 'ticker',
        fetch: async () => byTheMinute(await service.ticker(pollScope(key), language, teamId)),
        intervalMs: (peek) =>
          (peek(key) as UpstreamLiveTicker | null | undefined)?.liveticker_active
            ? scaled(CADENCE.ticker.activeMs)
            : scaled(CADENCE.ticker.idleMs),
      } satisfies LiveFeed<UpstreamLiveTicker | null>;
    }
    const standings = STANDINGS_KEY.exec(key);
    if (standings) {
      const [season, teamId] = [Number(standings[1]), Number(standings[2])];
      // The standings' cadence follows their team's ticker, so the ticker is watched with them.
      const tickerKey = feedKeys.ticker('de', teamId);
      return {
        key,
        kind: 'standings',
        dependsOn: [tickerKey],
        fetch: () => service.standings(pollScope(key), season, teamId),
        intervalMs: (peek) =>
          (peek(tickerKey) as UpstreamLiveTicker | null | undefined)?.liveticker_active
            ? scaled(CADENCE.standings.activeMs)
            : scaled(CADENCE.standings.idleMs),
      } satisfies LiveFeed<UpstreamStandings | null>;
    }
    if (key === feedKeys.liveVideo) {
      return {
        key,
        kind: 'live_video',
        fetch: () => service.liveVideo(pollScope(key)),
        intervalMs: () => scaled(CADENCE.liveVideo.everyMs),
      } satisfies LiveFeed<UpstreamLiveVideo>;
    }
    return undefined;
  };
}
