import { filter, map as mapValues, pipe } from 'graphql-yoga';
import type { GraphContext } from '../../context.ts';
import type { LiveHub } from '../../live/hub.ts';
import { STANDINGS_SEASON } from '../../live/rules.ts';
import { serviceLanguage, type Language } from '../../shared/language.ts';
import { log } from '../../shared/log.ts';
import { badUserInput } from '../../shared/errors.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import { feedKeys } from '../../upstreams/live/feeds.ts';
import type {
  LiveFeedLanguage,
  UpstreamLiveTicker,
  UpstreamLiveVideo,
  UpstreamStandings,
} from '../../upstreams/live/types.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { cmsLabel } from '../content/labels.ts';
import { loadVideo } from '../video/videos.ts';
import { toLiveTicker, toLiveVideoState, toStandings } from './live.mappers.ts';

/** The ticker comes in German and English; a Japanese reader gets the English one. */
const tickerLanguage = (language: Language): LiveFeedLanguage => (language === 'DE' ? 'de' : 'en');
const MAX_SEASON = 2100;
const MIN_SEASON = 1900;

/**
 * Whether the CMS names this team as a site's live ticker team (profis 159, frauen 16953, nachwuchs 17193):
 * only those feeds exist, and only those may start a poll, so no client can make the graph poll ids it invents.
 */
async function isTickerTeam(context: GraphContext, teamId: number): Promise<boolean> {
  if (!Number.isSafeInteger(teamId) || teamId <= 0) return false;
  const sites = await context.loaders.content.sites.load('de');
  return sites.some((site) => site.tickerTeamId === teamId);
}

function validSeason(season: number): boolean {
  return Number.isSafeInteger(season) && season >= MIN_SEASON && season <= MAX_SEASON;
}

/** A query's read of a live feed: a failure is logged only (spec 3) and reads as "none". */
async function orLogged<T>(feed: string, load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    // A request whose client went away is no failure of the feed.
    if (!(error instanceof UpstreamError && error.kind === 'aborted'))
      log.warn('live feed unavailable', { feed, error: (error as Error).message });
    return null;
  }
}

/** Each update's value as the graph maps it, once per feed key: every subscriber of the feed shares it. */
const mappedValues = new WeakMap<object, Map<string, unknown>>();

/**
 * A subscription's stream of one feed, mapped for the graph; a null value (no such match) is skipped. The hub
 * hands every subscriber of a feed the same value, mapped here once for all of them, so that the graph executes
 * and serialises an update once (live/shared-results.ts), not once per subscriber.
 *
 * Built from Repeaters (Yoga's pipe/filter/map), not an async generator: a generator waiting for the next
 * update cannot run its `return()` until that update comes, so a subscriber who went away during a quiet
 * spell stayed subscribed (and held its memory) for good. A Repeater ends its source at once.
 */
function mapped<T, R>(hub: LiveHub, key: string, map: (value: T) => R): AsyncIterable<R> {
  return pipe(
    hub.watch(key),
    filter((value: unknown) => value != null),
    mapValues((value: unknown) => {
      const feed = value as T & object;
      let byKey = mappedValues.get(feed);
      if (!byKey) mappedValues.set(feed, (byKey = new Map()));
      if (!byKey.has(key)) byKey.set(key, map(feed));
      return byKey.get(key) as R;
    }),
  );
}

/** A team's ticker in a language as it is now; null for a team without a ticker or while it cannot be read. */
async function loadTicker(context: GraphContext, language: LiveFeedLanguage, teamId: number) {
  if (!(await isTickerTeam(context, teamId))) return null;
  const feed = await orLogged(
    feedKeys.ticker(language, teamId),
    context.loaders.live.ticker.load({ language, teamId }),
  );
  return feed ? toLiveTicker(feed, language, teamId) : null;
}

/** A team's league table in a season as it is now; null when there is none or it cannot be read. */
async function loadStandings(context: GraphContext, season: number, teamId: number) {
  if (!validSeason(season) || !(await isTickerTeam(context, teamId))) return null;
  const feed = await orLogged(
    feedKeys.standings(season, teamId),
    context.loaders.live.standings.load({ season, teamId }),
  );
  return feed ? toStandings(feed) : null;
}

const blockTeam = (block: Record<string, unknown>) => (typeof block.teamId === 'number' ? block.teamId : 0);

export const liveResolvers: Resolvers = {
  Query: {
    liveTicker: (_root, { teamId, language }, context) =>
      loadTicker(context, tickerLanguage(language ?? context.language), teamId),
    standings: (_root, { teamId, season }, context) => loadStandings(context, season ?? STANDINGS_SEASON, teamId),
    async liveVideo(_root, _args, context) {
      return toLiveVideoState(await orLogged(feedKeys.liveVideo, context.loaders.live.liveVideo.load('club')));
    },
  },
  Subscription: {
    matchUpdated: {
      async subscribe(_root, { teamId, language }, context) {
        if (!(await isTickerTeam(context, teamId))) throw badUserInput('This team has no live ticker.');
        const feedLanguage = tickerLanguage(language ?? context.language);
        return mapped(context.live, feedKeys.ticker(feedLanguage, teamId), (feed: UpstreamLiveTicker) =>
          toLiveTicker(feed, feedLanguage, teamId),
        );
      },
      resolve: (ticker: ReturnType<typeof toLiveTicker>) => ticker,
    },
    standingsUpdated: {
      async subscribe(_root, { teamId, season }, context) {
        const wanted = season ?? STANDINGS_SEASON;
        if (!validSeason(wanted)) throw badUserInput('The season is out of range.');
        if (!(await isTickerTeam(context, teamId))) throw badUserInput('This team has no live ticker.');
        return mapped(context.live, feedKeys.standings(wanted, teamId), (feed: UpstreamStandings) => toStandings(feed));
      },
      resolve: (standings: ReturnType<typeof toStandings>) => standings,
    },
    liveVideoChanged: {
      subscribe: (_root, _args, context) =>
        mapped(context.live, feedKeys.liveVideo, (feed: UpstreamLiveVideo) => toLiveVideoState(feed)),
      resolve: (state: ReturnType<typeof toLiveVideoState>) => state,
    },
  },
  Match: {
    async liveTicker(match, { language }, context) {
      const sites = await context.loaders.content.sites.load('de');
      const teamId = sites.find((site) => site.key === match.site)?.tickerTeamId;
      if (!teamId) return null;
      const ticker = await loadTicker(context, tickerLanguage(language ?? context.language), teamId);
      return ticker?.matchId === match.id ? ticker : null;
    },
  },
  LiveTicker: {
    competition: (ticker, { language }, context) => cmsLabel(context, 'competition', ticker.competition, language),
  },
  Standings: {
    competition: (standings, { language }, context) =>
      cmsLabel(context, 'competition', standings.competition, language),
  },
  LiveTickerBlock: {
    teamId: (block) => blockTeam(block),
    ticker: (block, _args, context) =>
      loadTicker(context, block.askedLanguage === 'de' ? 'de' : 'en', blockTeam(block)),
    standings: (block, _args, context) => loadStandings(context, STANDINGS_SEASON, blockTeam(block)),
  },
  LiveVideoState: {
    async video(state, _args, context) {
      if (!state.videoUid) return null;
      return loadVideo(context, state.videoUid, serviceLanguage(context.language));
    },
  },
};

/** Live objects by global ID (Relay's node field): the ticker, standings and live video as they are now. */
export const liveNodeLoaders = {
  async LiveTicker(internalId: string, context: GraphContext) {
    const [language, team] = internalId.split(':');
    if (language !== 'de' && language !== 'en') return null;
    const ticker = await loadTicker(context, language, Number(team));
    return ticker ? { ...ticker, __typename: 'LiveTicker' as const } : null;
  },
  async Standings(internalId: string, context: GraphContext) {
    const [season, team] = internalId.split(':').map(Number) as [number, number];
    const standings = await loadStandings(context, season, team);
    return standings ? { ...standings, __typename: 'Standings' as const } : null;
  },
  async LiveVideoState(internalId: string, context: GraphContext) {
    if (internalId !== 'club') return null;
    const feed = await orLogged(feedKeys.liveVideo, context.loaders.live.liveVideo.load('club'));
    return { ...toLiveVideoState(feed), __typename: 'LiveVideoState' };
  },
};
