import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound } from '../http/problem.ts';
import { CLUB_NAME, clubLineup, opponentLineup, type SquadMember } from './lineups.ts';
import type { Lineups, ScenarioName } from './scenarios.ts';
import {
  cmsStateOf,
  matchSecondAt,
  SIMULATION_COLUMNS,
  simulationOf,
  siteOfTeam,
  stateOf,
  type Simulation,
  type SimulationRow,
} from './simulation.ts';

/** The ticker teams of spec 3 section 9: the first team, the women, the academy. */
export const TICKER_TEAMS = { profis: 159, frauen: 16953, nachwuchs: 17193 } as const;
/** The first team plays its cup tie to the end; every other team a league match. */
const DEFAULT_SCENARIOS: Readonly<Record<string, ScenarioName>> = { profis: 'penalties' };
/** How often the CMS's match rows are brought in step with the running simulations. */
const SYNC_INTERVAL_MS = 1000;

export interface SimulationInfo {
  teamId: number;
  matchId: number;
  scenario: ScenarioName;
  speed: number;
  startedAt: string;
  offsetSeconds: number;
}

const infoOf = (simulation: Simulation): SimulationInfo => ({
  teamId: simulation.teamId,
  matchId: simulation.matchId,
  scenario: simulation.scenario,
  speed: simulation.speed,
  startedAt: simulation.startedAt.toISOString(),
  offsetSeconds: simulation.offsetSeconds,
});

/**
 * The match simulator: plays a team's next match along a scripted timeline (scenarios.ts) at any speed,
 * for development, demos and benchmarks of the live ticker. A simulation is a row of match_simulations;
 * the feeds compute the match's state from it at request time, exactly. A loop keeps the CMS's match row
 * (kick-off, status, period, score) in step once a second, so pages, fixtures and search agree with the
 * ticker; it writes only when the row would change.
 */
export class MatchSimulator {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  /** What the loop last wrote per simulation, so an unchanged state costs no write. */
  private readonly written = new Map<string, string>();
  private closed = false;

  constructor(
    private readonly options: {
      db: Database;
      /** Where failures of the loop are told (read when one happens: the platform's logger may come later). */
      log?: () => FastifyBaseLogger | undefined;
      /** The clock, in milliseconds; tests and benchmarks may stop it. */
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * (Re)starts the simulation of a team's next match: the one it already plays (reset to its start), or
   * the site's next match still to come — a cup tie for the penalties scenario, a league match for the
   * regular one, whichever comes first when the site has none of that kind.
   */
  async start(
    teamId: number,
    options: { speed: number; atSecond?: number | undefined; scenario?: ScenarioName | undefined },
  ): Promise<SimulationInfo> {
    const simulation = await this.options.db.transaction(async (tx) => {
      const site = await siteOfTeam(tx, teamId);
      if (!site) throw notFound(`No site has the live ticker team ${teamId}`);
      await restore(tx, teamId);
      const scenario = options.scenario ?? DEFAULT_SCENARIOS[site] ?? 'regular';
      const { rows } = await tx.query<{ id: number; home_team: string; away_team: string }>(
        `SELECT id, home_team, away_team FROM cms_matches
         WHERE site = $1 AND status = 'before' AND id NOT IN (SELECT match_id FROM match_simulations)
         ORDER BY (matchday IS NULL) = $2 DESC, kickoff NULLS LAST, id LIMIT 1`,
        [site, scenario === 'penalties'],
      );
      const match = rows[0];
      if (!match)
        throw nativeError('NO_UPCOMING_MATCH', `The site ${site} has no match still to come to simulate.`, {
          status: 409,
        });
      const lineups = await lineupsOf(tx, site, match.home_team, match.away_team);
      const { rows: inserted } = await tx.query<SimulationRow>(
        `INSERT INTO match_simulations (team_id, match_id, scenario, speed, started_at, offset_seconds, lineups,
           original_kickoff, original_kickoff_date)
         SELECT $1, id, $3, $4, $5, $6, $7, kickoff, kickoff_date FROM cms_matches WHERE id = $2
         RETURNING ${SIMULATION_COLUMNS}`,
        [
          teamId,
          match.id,
          scenario,
          options.speed,
          new Date(this.now()),
          options.atSecond ?? 0,
          JSON.stringify(lineups),
        ],
      );
      const simulation = simulationOf(inserted[0]!);
      // The CMS shows the match's state from the first moment, not after the loop's next round.
      await this.sync(tx, simulation);
      return simulation;
    });
    this.ensureLoop();
    return infoOf(simulation);
  }

  /** Starts the simulations of the club's ticker teams (profis, frauen, nachwuchs) at one speed. */
  async startTeams(speed: number): Promise<SimulationInfo[]> {
    const started: SimulationInfo[] = [];
    for (const teamId of Object.values(TICKER_TEAMS)) {
      try {
        started.push(await this.start(teamId, { speed }));
      } catch (error) {
        // A team without a match to come (a database seeded long ago) simply has no simulation.
        this.options.log?.()?.warn({ err: error, teamId }, 'no match simulation for this team');
      }
    }
    return started;
  }

  /**
   * Stops a team's simulation; its match is back to what it was: still to come, no score. Idempotent for a
   * ticker team; false when it had none.
   */
  async stop(teamId: number): Promise<boolean> {
    const stopped = await this.options.db.transaction(async (tx) => {
      if (!(await siteOfTeam(tx, teamId))) throw notFound(`No site has the live ticker team ${teamId}`);
      return restore(tx, teamId);
    });
    for (const key of this.written.keys()) if (key.startsWith(`${teamId}:`)) this.written.delete(key);
    return stopped;
  }

  async list(): Promise<(SimulationInfo & { matchSecond: number; period: string; finished: boolean })[]> {
    const now = this.now();
    return (await this.simulations()).map((simulation) => {
      const { state } = stateOf(simulation, now);
      return {
        ...infoOf(simulation),
        matchSecond: Math.floor(matchSecondAt(simulation, now)),
        period: state.period,
        finished: state.finished,
      };
    });
  }

  /** Picks up simulations a previous run of the platform left in the database. */
  async resume(): Promise<void> {
    if ((await this.simulations()).length > 0) this.ensureLoop();
  }

  /** Ends the loop and waits for its round in flight (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  private async simulations(): Promise<Simulation[]> {
    const { rows } = await this.options.db.query<SimulationRow>(
      `SELECT ${SIMULATION_COLUMNS} FROM match_simulations ORDER BY team_id`,
    );
    return rows.map(simulationOf);
  }

  private ensureLoop() {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => {
      // A slow round is not overtaken by the next one.
      if (this.ticking) return;
      this.ticking = this.tick().finally(() => (this.ticking = undefined));
    }, SYNC_INTERVAL_MS);
    // The loop never keeps the process alive on its own.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const simulations = await this.simulations();
      if (simulations.length === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
      for (const simulation of simulations) await this.sync(this.options.db, simulation);
    } catch (error) {
      if (!this.closed) this.options.log?.()?.warn({ err: error }, 'match simulator round failed');
    }
  }

  /**
   * Writes the simulation's current state into the CMS's match row when it differs from what it was. The
   * write names the simulation's start, so a round that read a simulation since restarted or stopped
   * writes nothing.
   */
  private async sync(db: Queryable, simulation: Simulation): Promise<void> {
    const { timeline, state } = stateOf(simulation, this.now());
    const row = cmsStateOf(simulation, timeline, state);
    const key = `${simulation.teamId}:${simulation.startedAt.getTime()}:${simulation.offsetSeconds}:${simulation.speed}`;
    const text = JSON.stringify(row);
    if (this.written.get(key) === text) return;
    await db.query(
      `UPDATE cms_matches m
       SET kickoff = $2, kickoff_date = $3, status = $4, period = $5, home_goals = $6, away_goals = $7,
           after_extra_time = $8, after_penalties = $9
       FROM match_simulations s
       WHERE m.id = $1 AND s.match_id = m.id AND s.started_at = $10 AND s.offset_seconds = $11 AND s.speed = $12
         AND (m.kickoff, m.kickoff_date, m.status, m.period, m.home_goals, m.away_goals, m.after_extra_time,
              m.after_penalties)
             IS DISTINCT FROM ($2::timestamptz, $3::date, $4::text, $5::text, $6::integer, $7::integer,
              $8::boolean, $9::boolean)`,
      [
        simulation.matchId,
        row.kickoff,
        row.kickoffDate,
        row.status,
        row.period,
        row.homeGoals,
        row.awayGoals,
        row.afterExtraTime,
        row.afterPenalties,
        simulation.startedAt,
        simulation.offsetSeconds,
        simulation.speed,
      ],
    );
    for (const written of this.written.keys())
      if (written.startsWith(`${simulation.teamId}:`) && written !== key) this.written.delete(written);
    this.written.set(key, text);
  }
}

/** Ends a team's simulation, if it has one, and gives its match back its kick-off; true when there was one. */
async function restore(tx: Queryable, teamId: number): Promise<boolean> {
  const { rows } = await tx.query<{ match_id: number }>(
    `WITH stopped AS (DELETE FROM match_simulations WHERE team_id = $1
       RETURNING match_id, original_kickoff, original_kickoff_date)
     UPDATE cms_matches m
     SET kickoff = stopped.original_kickoff, kickoff_date = stopped.original_kickoff_date, status = 'before',
         period = NULL, home_goals = NULL, away_goals = NULL, after_extra_time = false, after_penalties = false
     FROM stopped WHERE m.id = stopped.match_id
     RETURNING m.id AS match_id`,
    [teamId],
  );
  return rows.length > 0;
}

/** Both team sheets: the club's side from its squad, the opponent's invented (the same every time). */
async function lineupsOf(tx: Queryable, site: string, home: string, away: string): Promise<Lineups> {
  const { rows } = await tx.query<SquadMember>(
    `SELECT coalesce(known_name, first_name || ' ' || last_name) AS name, position FROM cms_persons
     WHERE site = $1 AND role = 'player' ORDER BY jersey_number NULLS LAST, id`,
    [site],
  );
  const womensTeam = site === 'frauen';
  const sheet = (name: string) =>
    name.startsWith(CLUB_NAME) ? clubLineup(name, rows) : opponentLineup(name, womensTeam);
  return { home: sheet(home), away: sheet(away) };
}
