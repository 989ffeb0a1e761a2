import type { Queryable } from '../db/database.ts';
import { berlinDate } from '../db/seed/content.ts';
import {
  buildScenario,
  stateAt,
  type Lineups,
  type MatchState,
  type Period,
  type Scenario,
  type ScenarioName,
} from './scenarios.ts';

/** A running simulation as stored in match_simulations. */
export interface Simulation {
  teamId: number;
  matchId: number;
  scenario: ScenarioName;
  /** Match seconds per real second. */
  speed: number;
  startedAt: Date;
  /** The match second at `startedAt`. */
  offsetSeconds: number;
  lineups: Lineups;
}

export interface SimulationRow {
  team_id: number;
  match_id: number;
  scenario: ScenarioName;
  speed: number | string;
  started_at: Date | string;
  offset_seconds: number;
  lineups: Lineups | string;
}

export const SIMULATION_COLUMNS = 'team_id, match_id, scenario, speed, started_at, offset_seconds, lineups';

export function simulationOf(row: SimulationRow): Simulation {
  return {
    teamId: row.team_id,
    matchId: row.match_id,
    scenario: row.scenario,
    speed: Number(row.speed),
    startedAt: new Date(row.started_at),
    offsetSeconds: row.offset_seconds,
    lineups: typeof row.lineups === 'string' ? (JSON.parse(row.lineups) as Lineups) : row.lineups,
  };
}

/** The match second at a real instant: scaled real time since the start, plus where the start jumped to. */
export const matchSecondAt = (simulation: Simulation, nowMs: number) =>
  ((nowMs - simulation.startedAt.getTime()) / 1000) * simulation.speed + simulation.offsetSeconds;

/**
 * The real instant of a match second (before the start for a second the simulation jumped over). A held
 * match (speed 0) dates its seconds as if they had been played in real time.
 */
export const instantOf = (simulation: Simulation, second: number) =>
  new Date(
    simulation.startedAt.getTime() +
      Math.round(((second - simulation.offsetSeconds) / (simulation.speed > 0 ? simulation.speed : 1)) * 1000),
  );

/**
 * Timelines by scenario and team sheets: a feed polled every few seconds builds its match's commentary
 * once, not on every poll. Bounded, as the team sheets are few.
 */
const timelines = new Map<string, Scenario>();
export function timelineOf(simulation: Simulation): Scenario {
  const key = `${simulation.scenario}\u0000${JSON.stringify(simulation.lineups)}`;
  let timeline = timelines.get(key);
  if (!timeline) {
    if (timelines.size >= 64) timelines.delete(timelines.keys().next().value!);
    timeline = buildScenario(simulation.scenario, simulation.lineups);
    timelines.set(key, timeline);
  }
  return timeline;
}

export function stateOf(simulation: Simulation, nowMs: number): { timeline: Scenario; state: MatchState } {
  const timeline = timelineOf(simulation);
  return { timeline, state: stateAt(timeline, matchSecondAt(simulation, nowMs)) };
}

const EXTRA_TIME: ReadonlySet<Period> = new Set([
  'ExtraFirstHalf',
  'ExtraHalfTime',
  'ExtraSecondHalf',
  'ShootOut',
  'FullTimePens',
]);

/** What the CMS's match row says of a simulated match at this state. */
export interface CmsMatchState {
  kickoff: string;
  kickoffDate: string;
  status: 'before' | 'live' | 'after';
  period: Period;
  homeGoals: number | null;
  awayGoals: number | null;
  afterExtraTime: boolean;
  afterPenalties: boolean;
}

export function cmsStateOf(simulation: Simulation, timeline: Scenario, state: MatchState): CmsMatchState {
  const kickoff = instantOf(simulation, timeline.kickoffAt);
  return {
    kickoff: kickoff.toISOString(),
    kickoffDate: berlinDate(kickoff),
    status: state.finished ? 'after' : state.kickedOff ? 'live' : 'before',
    period: state.period,
    homeGoals: state.score?.home ?? null,
    awayGoals: state.score?.away ?? null,
    afterExtraTime: EXTRA_TIME.has(state.period),
    afterPenalties: state.period === 'ShootOut' || state.period === 'FullTimePens',
  };
}

/**
 * The site whose ticker a team id is: the site with matches first (the English site shares the first team's
 * ticker but has no fixtures of its own), then the site order.
 */
export const SITE_OF_TEAM = `SELECT c.key FROM cms_sites c WHERE c.ticker_team_id = $1
  ORDER BY EXISTS (SELECT 1 FROM cms_matches x WHERE x.site = c.key) DESC, c.position LIMIT 1`;

export async function siteOfTeam(db: Queryable, teamId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ key: string }>(SITE_OF_TEAM, [teamId]);
  return rows[0]?.key;
}
