import type { UpstreamLiveTicker, UpstreamLiveVideo, UpstreamStandings } from '../../upstreams/live/types.ts';
import { toGlobalId } from '../../shared/relay.ts';
import type {
  LiveTicker,
  MatchEvent,
  MatchEventType,
  MatchPeriod,
  Standings,
  VideoPayment,
} from '../../__generated__/resolvers-types.ts';
import { BREAK_PERIODS, isLive, isOver, matchMinute } from '../../live/rules.ts';

/** The live video's state as the graph resolves it: its video is loaded from the catalogue when asked for. */
export interface LiveVideoStateModel {
  id: string;
  videoUid: string | null;
  payment: VideoPayment | null;
}

const PERIODS: Record<string, MatchPeriod> = {
  PreMatch: 'PRE_MATCH',
  Live: 'LIVE',
  FirstHalf: 'FIRST_HALF',
  HalfTime: 'HALF_TIME',
  SecondHalf: 'SECOND_HALF',
  FullTime90: 'FULL_TIME_90',
  ExtraFirstHalf: 'EXTRA_FIRST_HALF',
  ExtraHalfTime: 'EXTRA_HALF_TIME',
  ExtraSecondHalf: 'EXTRA_SECOND_HALF',
  ShootOut: 'SHOOT_OUT',
  FullTimePens: 'FULL_TIME_PENS',
  FullTime: 'FULL_TIME',
};

const EVENT_TYPES: Record<string, MatchEventType> = {
  Kickoff: 'KICKOFF',
  Goal: 'GOAL',
  YellowCard: 'YELLOW_CARD',
  RedCard: 'RED_CARD',
  YellowRedCard: 'YELLOW_RED_CARD',
  Substitution: 'SUBSTITUTION',
  WhistleFirstHalf: 'WHISTLE_FIRST_HALF',
  KickoffSecondHalf: 'KICKOFF_SECOND_HALF',
  FinalWhistle: 'FINAL_WHISTLE',
  VAR: 'VAR',
  PenaltyShot: 'PENALTY_SHOT',
};

const EXTRA_TIME_PERIODS = new Set(['ExtraFirstHalf', 'ExtraHalfTime', 'ExtraSecondHalf', 'ShootOut', 'FullTimePens']);

/**
 * The ticker of one language and team as the graph shows it. The same upstream value is mapped once per
 * instance (many subscribers share one update), so a model is frozen and kept per value.
 */
const tickers = new WeakMap<object, Omit<LiveTicker, 'id' | 'teamId'>>();

export function toLiveTicker(feed: UpstreamLiveTicker, language: 'de' | 'en', teamId: number): LiveTicker {
  let model = tickers.get(feed);
  if (!model) {
    const period = feed.period ?? null;
    const events: MatchEvent[] = [];
    for (const event of feed.events) {
      const type = EVENT_TYPES[event.type];
      const eventPeriod = PERIODS[event.period];
      // An event of a kind or period this graph does not know yet is left out rather than failing the ticker.
      if (!type || !eventPeriod) continue;
      events.push({
        id: toGlobalId('MatchEvent', event.id),
        type,
        period: eventPeriod,
        minute: matchMinute(event.period, event.elapsed),
        side: event.team === 'home' ? 'HOME' : event.team === 'away' ? 'AWAY' : null,
        player: event.player,
        playerOut: event.player_out,
        homeScore: event.score?.home ?? null,
        awayScore: event.score?.away ?? null,
        scored: event.scored,
        text: event.text,
      });
    }
    const over = isOver(period);
    model = Object.freeze({
      matchId: feed.id,
      site: feed.website,
      path: feed.full_slug,
      tickerActive: feed.liveticker_active,
      period: period ? (PERIODS[period] ?? null) : null,
      live: isLive(period),
      over,
      break: !!period && BREAK_PERIODS.has(period),
      competition: feed.competition,
      kickoff: feed.kickoff,
      homeTeam: feed.home.name,
      awayTeam: feed.away.name,
      homeGoals: feed.score?.home ?? null,
      awayGoals: feed.score?.away ?? null,
      penalties: feed.penalties ? { home: feed.penalties.home, away: feed.penalties.away } : null,
      afterExtraTime:
        (!!period && EXTRA_TIME_PERIODS.has(period)) ||
        feed.events.some((event) => EXTRA_TIME_PERIODS.has(event.period)),
      afterPenalties: !!feed.penalties,
      minute: !over && feed.clock ? matchMinute(feed.clock.period, feed.clock.elapsed) : null,
      events,
      updatedAt: feed.updated_at,
    });
    tickers.set(feed, model);
  }
  return { ...model, id: toGlobalId('LiveTicker', `${language}:${teamId}`), teamId };
}

export function toStandings(feed: UpstreamStandings): Standings {
  return {
    id: toGlobalId('Standings', `${feed.season}:${feed.team_id}`),
    season: feed.season,
    teamId: feed.team_id,
    competition: feed.competition,
    updatedAt: feed.updated_at,
    rows: feed.rows.map((row) => ({
      rank: row.rank,
      team: row.team,
      own: row.team_id === feed.team_id,
      live: row.live,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goalsFor: row.goals_for,
      goalsAgainst: row.goals_against,
      goalDifference: row.goal_difference,
      points: row.points,
    })),
  };
}

export const LIVE_VIDEO_ID = toGlobalId('LiveVideoState', 'club');

export function toLiveVideoState(feed: UpstreamLiveVideo | null): LiveVideoStateModel {
  const uid = feed?.video_uid ?? null;
  return {
    id: LIVE_VIDEO_ID,
    videoUid: uid,
    payment: uid ? (feed?.payment === 'free' ? 'FREE' : 'PAY') : null,
  };
}
