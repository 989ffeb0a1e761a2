import { createHash } from 'node:crypto';
import { random } from '../db/seed/content.ts';
import type { Score } from './scenarios.ts';

/** How many teams a league has, by the site of the club's team (spec 3: standings; the seed's leagues). */
export const LEAGUE_SIZES: Readonly<Record<string, number>> = { profis: 18, frauen: 14, nachwuchs: 14 };
export const DEFAULT_LEAGUE_SIZE = 14;

export interface StandingsRow {
  rank: number;
  team: string;
  team_id: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  live: boolean;
}

export interface TableInput {
  /** The club's team, its ticker team id and how many teams the league has. */
  club: string;
  teamId: number;
  size: number;
  /** The club's played league matches, from its side: goals for and against. */
  results: readonly { for: number; against: number }[];
  /** The league's other teams, as many as the table needs (the club's opponents in fixture order). */
  opponents: readonly string[];
  /** A simulated league match that has kicked off: its teams and current score; live while it runs. */
  current: { home: string; away: string; score: Score; running: boolean } | null;
}

interface Tally {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  live: boolean;
}

const blank = (team: string): Tally => ({
  team,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  live: false,
});

function record(tally: Tally, goalsFor: number, goalsAgainst: number) {
  tally.played += 1;
  tally.goalsFor += goalsFor;
  tally.goalsAgainst += goalsAgainst;
  if (goalsFor > goalsAgainst) tally.won += 1;
  else if (goalsFor === goalsAgainst) tally.drawn += 1;
  else tally.lost += 1;
}

/** A stable number from a text, to seed a team's results. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * The league table: the club's row from its real results, every other team's from a seeded generator
 * (a strength per team, so the table spreads out), all with the club's number of games; a running or
 * finished simulated league match counts for both its teams with its current score. Deterministic: the
 * same input gives the same table, byte for byte.
 */
export function leagueTable(input: TableInput): StandingsRow[] {
  const club = blank(input.club);
  for (const result of input.results) record(club, result.for, result.against);
  const games = input.results.length;
  const others = input.opponents.slice(0, Math.max(0, input.size - 1)).map((team) => {
    const tally = blank(team);
    const next = random(seedOf(`${input.teamId}:${team}`));
    const strength = next();
    for (let game = 0; game < games; game++) {
      const roll = next();
      const win = 0.15 + 0.45 * strength;
      const draw = 0.25;
      const goals = Math.floor(next() * 3);
      if (roll < win) record(tally, goals + 1, Math.floor(next() * (goals + 1)));
      else if (roll < win + draw) record(tally, goals, goals);
      else record(tally, Math.floor(next() * (goals + 1)), goals + 1);
    }
    return tally;
  });
  const teams = [club, ...others];
  if (input.current) {
    const { home, away, score, running } = input.current;
    for (const [name, goalsFor, goalsAgainst] of [
      [home, score.home, score.away],
      [away, score.away, score.home],
    ] as const) {
      const tally = teams.find((candidate) => candidate.team === name);
      if (!tally) continue;
      record(tally, goalsFor, goalsAgainst);
      tally.live = running;
    }
  }
  const points = (tally: Tally) => tally.won * 3 + tally.drawn;
  const difference = (tally: Tally) => tally.goalsFor - tally.goalsAgainst;
  teams.sort(
    (a, b) =>
      points(b) - points(a) ||
      difference(b) - difference(a) ||
      b.goalsFor - a.goalsFor ||
      a.team.localeCompare(b.team, 'de'),
  );
  return teams.map((tally, index) => ({
    rank: index + 1,
    team: tally.team,
    team_id: tally === club ? input.teamId : null,
    played: tally.played,
    won: tally.won,
    drawn: tally.drawn,
    lost: tally.lost,
    goals_for: tally.goalsFor,
    goals_against: tally.goalsAgainst,
    goal_difference: difference(tally),
    points: points(tally),
    live: tally.live,
  }));
}
