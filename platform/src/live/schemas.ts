import { Type, type Static } from 'typebox';
import { EVENT_TYPES, PERIODS, SCENARIOS } from './scenarios.ts';

/**
 * The static storage host's live files (spec 3 sections 3 and 7, spec 1's live video), snake_case as the
 * club's files are. Every answer is computed from the simulation's timeline, and nothing in it depends on
 * the moment of the request except what the match did: two polls between two happenings are byte-identical.
 */

/**
 * A string of a fixed list (the timeline's own lists, so the two never drift), stated as an enum: the long
 * lists read better so in the OpenAPI document than as unions of literals, and generate the same types.
 */
const oneOf = <const T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });

export const LivePeriod = oneOf(
  PERIODS,
  'A period of the ticker (spec 3 section 4, with FullTime90, ExtraHalfTime and FullTimePens)',
);
export const LiveEventType = oneOf(EVENT_TYPES, 'What happened (spec 3 section 4)');

const ScoreSchema = Type.Object({ home: Type.Integer(), away: Type.Integer() });
const Team = Type.Object({ name: Type.String() });

export const LiveEvent = Type.Object(
  {
    id: Type.String({ description: 'Stable: {matchId}-{position in the match}, e.g. 7998-12' }),
    type: LiveEventType,
    period: LivePeriod,
    elapsed: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'Match seconds since its period’s kick-off (beyond 45 or 15 minutes in stoppage time); null in the ShootOut',
    }),
    team: Type.Union([Type.Literal('home'), Type.Literal('away'), Type.Null()], {
      description: 'Whose event it is; null for whistles and kick-offs',
    }),
    player: Type.Union([Type.String(), Type.Null()], {
      description: 'The player; for a Substitution the one coming on',
    }),
    player_out: Type.Union([Type.String(), Type.Null()], { description: 'The player going off (Substitution only)' }),
    score: Type.Union([ScoreSchema, Type.Null()], {
      description: 'The score after a Goal; the penalty tally after a scored PenaltyShot; null otherwise',
    }),
    scored: Type.Union([Type.Boolean(), Type.Null()], { description: 'Whether a PenaltyShot went in; null otherwise' }),
    text: Type.String({ description: 'A line of commentary in the feed’s language' }),
  },
  { $id: 'LiveEvent', title: 'LiveEvent' },
);
export type LiveEvent = Static<typeof LiveEvent>;

export const LiveTickerFeed = Type.Object(
  {
    id: Type.Integer({
      description:
        'The CMS match id of the team’s current match: the simulated one while a simulation exists for the team, ' +
        'else the next match still to come (earliest kick-off), else the last one played',
    }),
    liveticker_active: Type.Boolean({
      description:
        'From PreMatch until 15 match minutes after the final whistle of a simulated match; pollers refresh every ' +
        '5 s while it is on, every 10 s otherwise (spec 3 section 9)',
    }),
    period: Type.Union([LivePeriod, Type.Null()], {
      description: 'Null for a match still to come that no simulation plays; the stored period of a played one',
    }),
    website: Type.String({ description: 'The site the match belongs to, e.g. profis' }),
    full_slug: Type.String({
      description: 'The match page’s path in the feed’s language: profis/spiel/7998, en/profis/match/7998',
    }),
    competition: Type.String(),
    kickoff: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    home: Team,
    away: Team,
    score: Type.Union([ScoreSchema, Type.Null()], { description: 'Null before the kick-off' }),
    penalties: Type.Union([ScoreSchema, Type.Null()], {
      description: 'The shoot-out’s tally, once the ShootOut has begun',
    }),
    clock: Type.Union([Type.Object({ period: LivePeriod, elapsed: Type.Integer() }), Type.Null()], {
      description:
        'While a half runs (FirstHalf, SecondHalf, ExtraFirstHalf, ExtraSecondHalf): match seconds since that ' +
        'period’s kick-off, beyond 45 or 15 minutes in stoppage time; null otherwise',
    }),
    events: Type.Array(LiveEvent, { description: 'Newest first' }),
    updated_at: Type.String({
      format: 'date-time',
      description: 'When the newest event or period change happened: the same between polls while nothing happens',
    }),
  },
  { $id: 'LiveTickerFeed', title: 'LiveTickerFeed' },
);
export type LiveTickerFeed = Static<typeof LiveTickerFeed>;

export const StandingsRow = Type.Object(
  {
    rank: Type.Integer(),
    team: Type.String(),
    team_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The club’s ticker team id on the club’s own row; null for every other team',
    }),
    played: Type.Integer(),
    won: Type.Integer(),
    drawn: Type.Integer(),
    lost: Type.Integer(),
    goals_for: Type.Integer(),
    goals_against: Type.Integer(),
    goal_difference: Type.Integer(),
    points: Type.Integer(),
    live: Type.Boolean({ description: 'The team plays a league match right now; its row counts the current score' }),
  },
  { $id: 'StandingsRow', title: 'StandingsRow' },
);

export const StandingsFeed = Type.Object(
  {
    season: Type.Integer({ description: 'The season by the year it starts' }),
    team_id: Type.Integer(),
    competition: Type.String({ description: 'The league, e.g. Liga' }),
    updated_at: Type.String({ format: 'date-time', description: 'When the table last changed' }),
    rows: Type.Array(StandingsRow, {
      description: 'By rank: points, goal difference, goals scored, then name',
    }),
  },
  { $id: 'StandingsFeed', title: 'StandingsFeed' },
);
export type StandingsFeed = Static<typeof StandingsFeed>;

export const LiveVideoFeed = Type.Object(
  {
    video_uid: Type.Optional(Type.String({ description: 'The video to play (videos/{uid} of the CMS v2)' })),
    payment: Type.Optional(
      Type.Union([Type.Literal('pay'), Type.Literal('free')], {
        description: 'pay: playing it needs paywall access, as any paid video',
      }),
    ),
  },
  {
    $id: 'LiveVideoFeed',
    title: 'LiveVideoFeed',
    additionalProperties: false,
    description: 'Empty ({}) while nothing is live; both fields while the stadium’s stream is on air',
  },
);
export type LiveVideoFeed = Static<typeof LiveVideoFeed>;

export const liveSchemas = [LiveEvent, LiveTickerFeed, StandingsRow, StandingsFeed, LiveVideoFeed];

export const ScenarioSchema = Type.Union(
  SCENARIOS.map((scenario) => Type.Literal(scenario)),
  { description: 'penalties: a cup tie decided on penalties; regular: a league match' },
);
