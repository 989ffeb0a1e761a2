import type { Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { LIVE_VIDEO_UID } from '../db/seed/videos.ts';
import { CLUB_NAME } from './lineups.ts';
import type { Period } from './scenarios.ts';
import type { LiveTickerFeed, LiveVideoFeed, StandingsFeed } from './schemas.ts';
import { instantOf, SITE_OF_TEAM, simulationOf, stateOf, type SimulationRow } from './simulation.ts';
import { DEFAULT_LEAGUE_SIZE, LEAGUE_SIZES, leagueTable } from './standings.ts';

export type FeedLanguage = 'de' | 'en';

/** The season spec 3 section 9 names for the standings; served as well as the current one. */
export const SPEC_STANDINGS_SEASON = 2025;
/** The site whose matches the stadium's camera streams (spec 1: the live-video file). */
export const LIVE_VIDEO_SITE = 'profis';

type SimulationColumns = { [K in keyof SimulationRow as `sim_${K}`]: SimulationRow[K] | null };

interface TickerRow extends SimulationColumns {
  id: number | null;
  site: string | null;
  competition: string;
  home_team: string;
  away_team: string;
  kickoff: Date | string | null;
  kickoff_date: string;
  status: string;
  period: string | null;
  home_goals: number | null;
  away_goals: number | null;
}

interface LeagueMatch {
  id: number;
  competition: string;
  home: string;
  away: string;
  kickoff: string | null;
  status: string;
  home_goals: number | null;
  away_goals: number | null;
}

const SIMULATION_SELECT =
  'sim.team_id AS sim_team_id, sim.match_id AS sim_match_id, sim.scenario AS sim_scenario, sim.speed AS sim_speed, ' +
  'sim.started_at AS sim_started_at, sim.offset_seconds AS sim_offset_seconds, sim.lineups AS sim_lineups';

/** The simulation columns of a joined row, when the team has a simulation. */
function simulationIn(row: SimulationColumns) {
  if (row.sim_team_id === null) return undefined;
  return simulationOf({
    team_id: row.sim_team_id,
    match_id: row.sim_match_id!,
    scenario: row.sim_scenario!,
    speed: row.sim_speed!,
    started_at: row.sim_started_at!,
    offset_seconds: row.sim_offset_seconds!,
    lineups: row.sim_lineups!,
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The static storage host's live files: the ticker of a team's current match, its league table and the
 * club's live video. Each is one read of the database and a computation on the simulation's timeline at
 * this instant, cheap enough for every client to poll every 5 seconds.
 */
export class LiveFeeds {
  constructor(
    private readonly db: Queryable,
    /** The clock, in milliseconds. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The ticker of the team's current match; undefined when no site has this ticker team. */
  async ticker(language: FeedLanguage, teamId: number): Promise<LiveTickerFeed | undefined> {
    const { rows } = await this.db.query<TickerRow>(
      `SELECT ${SIMULATION_SELECT}, m.id, m.site, m.competition, m.home_team, m.away_team, m.kickoff,
              m.kickoff_date::text AS kickoff_date, m.status, m.period, m.home_goals, m.away_goals
       FROM (${SITE_OF_TEAM}) s
       LEFT JOIN match_simulations sim ON sim.team_id = $1
       LEFT JOIN LATERAL (
         SELECT * FROM cms_matches x
         WHERE CASE WHEN sim.match_id IS NULL THEN x.site = s.key AND x.status IN ('live', 'before', 'after')
                    ELSE x.id = sim.match_id END
         -- Without a simulation: a match under way, else the next to come, else the last played.
         ORDER BY CASE x.status WHEN 'live' THEN 0 WHEN 'before' THEN 1 ELSE 2 END,
                  CASE WHEN x.status = 'after' THEN NULL ELSE x.kickoff END NULLS LAST,
                  x.kickoff DESC NULLS LAST, x.id
         LIMIT 1
       ) m ON true`,
      [teamId],
    );
    const row = rows[0];
    if (!row || row.id === null || row.site === null) return undefined;
    const fullSlug = language === 'de' ? `${row.site}/spiel/${row.id}` : `en/${row.site}/match/${row.id}`;
    const common = {
      id: row.id,
      website: row.site,
      full_slug: fullSlug,
      competition: row.competition,
      home: { name: row.home_team },
      away: { name: row.away_team },
    };
    const simulation = simulationIn(row);
    if (!simulation) {
      // A match no simulation plays: what the CMS knows of it, no commentary.
      const played = row.status !== 'before' && row.home_goals !== null && row.away_goals !== null;
      return {
        ...common,
        liveticker_active: false,
        period: row.status === 'before' ? null : ((row.period as Period | null) ?? null),
        kickoff: row.kickoff === null ? null : iso(row.kickoff),
        score: played ? { home: row.home_goals!, away: row.away_goals! } : null,
        penalties: null,
        clock: null,
        events: [],
        // Nothing of it changes by itself: its kick-off (or day) is its last change.
        updated_at: iso(row.kickoff ?? `${row.kickoff_date}T00:00:00Z`),
      };
    }
    const { timeline, state } = stateOf(simulation, this.now());
    return {
      ...common,
      liveticker_active: state.tickerActive,
      period: state.period,
      kickoff: instantOf(simulation, timeline.kickoffAt).toISOString(),
      score: state.score,
      penalties: state.penalties,
      clock: state.clock,
      events: state.events.map((event) => ({
        id: `${simulation.matchId}-${event.seq}`,
        type: event.type,
        period: event.period,
        elapsed: event.elapsed,
        team: event.team,
        player: event.player,
        player_out: event.playerOut,
        score: event.score,
        scored: event.scored,
        text: event.text[language],
      })),
      updated_at: instantOf(simulation, state.lastChangeAt).toISOString(),
    };
  }

  /**
   * The league table of the team's league in a season (the current one, and the spec's 2025, which show
   * the same table); undefined for a team without a ticker or a season without a table.
   */
  async standings(season: number, teamId: number): Promise<StandingsFeed | undefined> {
    if (season !== seasonOf(new Date(this.now())) && season !== SPEC_STANDINGS_SEASON) return undefined;
    const { rows } = await this.db.query<SimulationColumns & { site: string; league: LeagueMatch[] | string }>(
      `SELECT s.key AS site, ${SIMULATION_SELECT},
         coalesce((
           SELECT json_agg(json_build_object('id', m.id, 'competition', m.competition, 'home', m.home_team,
                    'away', m.away_team, 'kickoff', m.kickoff, 'status', m.status, 'home_goals', m.home_goals,
                    'away_goals', m.away_goals) ORDER BY m.matchday, m.id)
           FROM cms_matches m
           WHERE m.site = s.key AND m.matchday IS NOT NULL
             AND m.season = (SELECT max(season) FROM cms_matches y WHERE y.site = s.key AND y.matchday IS NOT NULL)
         ), '[]') AS league
       FROM (${SITE_OF_TEAM}) s
       LEFT JOIN match_simulations sim ON sim.team_id = $1`,
      [teamId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const league: LeagueMatch[] = typeof row.league === 'string' ? JSON.parse(row.league) : row.league;
    if (league.length === 0) return undefined;

    // The club's team is the one in every fixture; the others are its opponents, in fixture order.
    const appearances = new Map<string, number>();
    for (const match of league)
      for (const team of [match.home, match.away]) appearances.set(team, (appearances.get(team) ?? 0) + 1);
    const club =
      [...appearances.keys()].find((team) => team.startsWith(CLUB_NAME) && appearances.get(team) === league.length) ??
      [...appearances.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const size = LEAGUE_SIZES[row.site] ?? DEFAULT_LEAGUE_SIZE;
    const opponents = [...new Set(league.map((match) => (match.home === club ? match.away : match.home)))].slice(
      0,
      size - 1,
    );

    const simulation = simulationIn(row);
    const simulated = simulation && league.find((match) => match.id === simulation.matchId);
    let current: Parameters<typeof leagueTable>[0]['current'] = null;
    let changedAt: Date | undefined;
    if (simulation && simulated) {
      const { timeline, state } = stateOf(simulation, this.now());
      if (state.kickedOff && state.score) {
        current = { home: simulated.home, away: simulated.away, score: state.score, running: !state.finished };
        // The table changes at the kick-off, with every goal, and when the final whistle freezes it.
        const lastGoal = state.events.find((event) => event.type === 'Goal')?.at ?? 0;
        const second = Math.max(timeline.kickoffAt, lastGoal, state.finished ? timeline.endAt : 0);
        changedAt = instantOf(simulation, second);
      }
      // The simulated opponent has a row even where the table is smaller than the fixture list.
      const opponent = simulated.home === club ? simulated.away : simulated.home;
      if (!opponents.includes(opponent)) {
        if (opponents.length < size - 1) opponents.push(opponent);
        else opponents[opponents.length - 1] = opponent;
      }
    }

    const played = league.filter(
      (match) =>
        match.status === 'after' &&
        match.id !== simulation?.matchId &&
        match.home_goals !== null &&
        match.away_goals !== null,
    );
    const results = played.map((match) =>
      match.home === club
        ? { for: match.home_goals!, against: match.away_goals! }
        : { for: match.away_goals!, against: match.home_goals! },
    );
    const lastPlayed = played
      .map((match) => match.kickoff)
      .filter((kickoff): kickoff is string => kickoff !== null)
      .map((kickoff) => Date.parse(kickoff))
      .reduce((latest, time) => Math.max(latest, time), Number.NEGATIVE_INFINITY);
    const firstKickoff = league.find((match) => match.kickoff !== null)?.kickoff;
    const updatedAt =
      changedAt && changedAt.getTime() > lastPlayed
        ? changedAt
        : Number.isFinite(lastPlayed)
          ? new Date(lastPlayed)
          : new Date(firstKickoff ?? `${season}-07-01T00:00:00Z`);
    return {
      season,
      team_id: teamId,
      competition: league[0]!.competition,
      updated_at: updatedAt.toISOString(),
      rows: leagueTable({ club, teamId, size, results, opponents, current }),
    };
  }

  /** The club's live video while the first team's simulated match is on air (kick-off to 15 minutes after); else {}. */
  async liveVideo(): Promise<LiveVideoFeed> {
    const { rows } = await this.db.query<SimulationRow & { payment: 'pay' | 'free' }>(
      `SELECT sim.team_id, sim.match_id, sim.scenario, sim.speed, sim.started_at, sim.offset_seconds, sim.lineups,
              v.payment
       FROM match_simulations sim
       JOIN cms_matches m ON m.id = sim.match_id AND m.site = $1
       JOIN videos v ON v.uid = $2
       ORDER BY sim.team_id LIMIT 1`,
      [LIVE_VIDEO_SITE, LIVE_VIDEO_UID],
    );
    const row = rows[0];
    if (!row) return {};
    const { state } = stateOf(simulationOf(row), this.now());
    return state.onAir ? { video_uid: LIVE_VIDEO_UID, payment: row.payment } : {};
  }
}
