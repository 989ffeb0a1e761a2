/**
 * The match simulator's scripts and their timeline (issue #17; spec 3 sections 4 and 9): pure functions
 * of match seconds, free of the clock and the database, so every moment of a match can be tested and the
 * feeds compute the exact state of any instant at request time.
 *
 * A match second is simulated time since the simulation began, PreMatch included (second 0 is the start of
 * PreMatch, not the kick-off). Where an event happens is said the way the ticker shows it: the period and
 * the seconds since that period's kick-off (`elapsed`), so 90'+2' is the second half's 46th minute.
 *
 * Longer than 400 lines because it is data: the scripts of the demo matches, minute by minute, beside the
 * functions that read them.
 */

export const PERIODS = [
  'PreMatch',
  'FirstHalf',
  'HalfTime',
  'SecondHalf',
  'FullTime90',
  'ExtraFirstHalf',
  'ExtraHalfTime',
  'ExtraSecondHalf',
  'ShootOut',
  'FullTimePens',
  'FullTime',
] as const;
export type Period = (typeof PERIODS)[number];

export const EVENT_TYPES = [
  'Kickoff',
  'Goal',
  'YellowCard',
  'RedCard',
  'YellowRedCard',
  'Substitution',
  'WhistleFirstHalf',
  'KickoffSecondHalf',
  'FinalWhistle',
  'VAR',
  'PenaltyShot',
] as const;
export type LiveEventType = (typeof EVENT_TYPES)[number];

export const SCENARIOS = ['penalties', 'regular'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export type Side = 'home' | 'away';
export interface Score {
  home: number;
  away: number;
}
export interface Texts {
  de: string;
  en: string;
}

/** The periods in which the ball rolls: the only ones with a running clock. */
export const RUNNING_PERIODS: ReadonlySet<Period> = new Set([
  'FirstHalf',
  'SecondHalf',
  'ExtraFirstHalf',
  'ExtraSecondHalf',
]);
/** The periods that end a match (spec 3 section 4: a match is over at the full-time value). */
export const FINAL_PERIODS: ReadonlySet<Period> = new Set(['FullTime', 'FullTimePens']);
/** The ticker stays on this long after the final whistle (match seconds), for the reports and the table. */
export const TICKER_AFTERGLOW_SECONDS = 15 * 60;

/**
 * A team sheet: 11 starters (0 the goalkeeper, 1–4 defenders, 5–8 midfielders, 9–10 forwards), then the
 * substitutes (11, 12, 13 at least). Scripts name players by these places, so any squad fills them.
 */
export interface Lineup {
  name: string;
  players: string[];
}
export interface Lineups {
  home: Lineup;
  away: Lineup;
}

export interface TimelineEvent {
  /** 1-based position in the match: the event's stable id is `{matchId}-{seq}`. */
  seq: number;
  /** The match second at which it happens. */
  at: number;
  type: LiveEventType;
  period: Period;
  /** Seconds since its period's kick-off; null in the ShootOut. */
  elapsed: number | null;
  team: Side | null;
  player: string | null;
  playerOut: string | null;
  /** The score after a goal; the penalty tally after a scored penalty. */
  score: Score | null;
  scored: boolean | null;
  text: Texts;
}

export interface Phase {
  period: Period;
  /** The match second at which it begins. */
  start: number;
}

export interface Scenario {
  name: ScenarioName;
  phases: Phase[];
  /** Chronological. */
  events: TimelineEvent[];
  /** The kick-off (the start of FirstHalf). */
  kickoffAt: number;
  /** The start of the final period (FullTime or FullTimePens): the match is over. */
  endAt: number;
  /** When the ticker goes quiet: TICKER_AFTERGLOW_SECONDS after the end. */
  tickerEndAt: number;
}

export interface MatchState {
  period: Period;
  /** While a half runs: seconds since that period's kick-off (beyond 45 or 15 minutes in stoppage time). */
  clock: { period: Period; elapsed: number } | null;
  /** Null before the kick-off. */
  score: Score | null;
  /** The shoot-out's tally, once it has begun. */
  penalties: Score | null;
  /** What has happened so far, newest first. */
  events: TimelineEvent[];
  kickedOff: boolean;
  /** The match is over (FullTime or FullTimePens). */
  finished: boolean;
  /** From the start of PreMatch until TICKER_AFTERGLOW_SECONDS after the end. */
  tickerActive: boolean;
  /** From the kick-off until the ticker goes quiet: while the stadium's camera is on air. */
  onAir: boolean;
  /** The match second of the newest change the feeds show: an event, a period's start, the ticker going quiet. */
  lastChangeAt: number;
}

// ─── Scripts ──────────────────────────────────────────────────────────────────────────────────────────────

type GoalHow = 'header-corner' | 'edge-of-box' | 'counter' | 'close-range' | 'free-kick';
type Foul = 'tactical' | 'late-challenge' | 'time-wasting' | 'dissent';
type VarCheck = 'offside-goal-stands' | 'no-penalty' | 'no-handball';
type ShotOutcome = 'scored' | 'saved' | 'wide' | 'post';

/** A scripted happening; `at` is the time since the period's kick-off as m:ss (in the ShootOut: since its start). */
type Scripted = { at: string; team: Side } & (
  | { type: 'Goal'; player: number; how: GoalHow }
  | { type: 'YellowCard' | 'RedCard' | 'YellowRedCard'; player: number; foul: Foul }
  | { type: 'Substitution'; on: number; off: number }
  | { type: 'VAR'; check: VarCheck }
  | { type: 'PenaltyShot'; player: number; outcome: ShotOutcome }
);

interface Step {
  period: Period;
  /** How long it lasts; absent for the final period. */
  minutes?: number;
  /** The whistle that opens it (a kick-off) and the one that closes it, at its last second. */
  opens?: LiveEventType;
  closes?: LiveEventType;
  events?: Scripted[];
}

/**
 * A cup tie that goes the distance (used for the first team): 1:0 (23'), 1:1 (41', the VAR lets it stand),
 * 2:1 (67'), 2:2 in the second half's stoppage time (90'+2'), a yellow-red card in extra time, three
 * substitutions a side, and a shoot-out the home side wins 4:3.
 */
const penalties: Step[] = [
  { period: 'PreMatch', minutes: 5 },
  {
    period: 'FirstHalf',
    minutes: 47,
    opens: 'Kickoff',
    closes: 'WhistleFirstHalf',
    events: [
      { at: '11:40', team: 'away', type: 'YellowCard', player: 3, foul: 'late-challenge' },
      { at: '22:14', team: 'home', type: 'Goal', player: 9, how: 'header-corner' },
      { at: '30:05', team: 'home', type: 'YellowCard', player: 6, foul: 'tactical' },
      { at: '40:30', team: 'away', type: 'Goal', player: 10, how: 'counter' },
      { at: '41:10', team: 'away', type: 'VAR', check: 'offside-goal-stands' },
    ],
  },
  { period: 'HalfTime', minutes: 15 },
  {
    period: 'SecondHalf',
    minutes: 48,
    opens: 'KickoffSecondHalf',
    closes: 'FinalWhistle',
    events: [
      { at: '9:20', team: 'away', type: 'YellowCard', player: 5, foul: 'tactical' },
      { at: '15:00', team: 'home', type: 'Substitution', on: 11, off: 8 },
      { at: '17:30', team: 'away', type: 'Substitution', on: 11, off: 9 },
      { at: '21:10', team: 'home', type: 'Goal', player: 10, how: 'edge-of-box' },
      { at: '26:00', team: 'home', type: 'Substitution', on: 12, off: 7 },
      { at: '32:40', team: 'home', type: 'VAR', check: 'no-penalty' },
      { at: '34:00', team: 'away', type: 'Substitution', on: 12, off: 7 },
      { at: '40:30', team: 'home', type: 'Substitution', on: 13, off: 9 },
      { at: '46:20', team: 'away', type: 'Goal', player: 11, how: 'close-range' },
    ],
  },
  { period: 'FullTime90', minutes: 5 },
  {
    period: 'ExtraFirstHalf',
    minutes: 16,
    opens: 'Kickoff',
    closes: 'WhistleFirstHalf',
    events: [
      { at: '7:15', team: 'away', type: 'Substitution', on: 13, off: 10 },
      { at: '12:30', team: 'home', type: 'YellowCard', player: 3, foul: 'dissent' },
    ],
  },
  { period: 'ExtraHalfTime', minutes: 2 },
  {
    period: 'ExtraSecondHalf',
    minutes: 16,
    opens: 'KickoffSecondHalf',
    closes: 'FinalWhistle',
    events: [{ at: '6:45', team: 'away', type: 'YellowRedCard', player: 5, foul: 'late-challenge' }],
  },
  {
    period: 'ShootOut',
    minutes: 11,
    closes: 'FinalWhistle',
    // One shot a minute, home first: 1:0, 1:1, 2:1, (miss), (miss), 2:2, 3:2, 3:3, 4:3, (miss).
    events: [
      { at: '1:00', team: 'home', type: 'PenaltyShot', player: 10, outcome: 'scored' },
      { at: '2:00', team: 'away', type: 'PenaltyShot', player: 11, outcome: 'scored' },
      { at: '3:00', team: 'home', type: 'PenaltyShot', player: 11, outcome: 'scored' },
      { at: '4:00', team: 'away', type: 'PenaltyShot', player: 8, outcome: 'saved' },
      { at: '5:00', team: 'home', type: 'PenaltyShot', player: 6, outcome: 'post' },
      { at: '6:00', team: 'away', type: 'PenaltyShot', player: 12, outcome: 'scored' },
      { at: '7:00', team: 'home', type: 'PenaltyShot', player: 12, outcome: 'scored' },
      { at: '8:00', team: 'away', type: 'PenaltyShot', player: 6, outcome: 'scored' },
      { at: '9:00', team: 'home', type: 'PenaltyShot', player: 13, outcome: 'scored' },
      { at: '10:00', team: 'away', type: 'PenaltyShot', player: 13, outcome: 'wide' },
    ],
  },
  { period: 'FullTimePens' },
];

/** A league match (used for the women and the academy): 0:1, 1:1, 2:1, cards, a VAR check, substitutions. */
const regular: Step[] = [
  { period: 'PreMatch', minutes: 5 },
  {
    period: 'FirstHalf',
    minutes: 46,
    opens: 'Kickoff',
    closes: 'WhistleFirstHalf',
    events: [
      { at: '13:05', team: 'home', type: 'YellowCard', player: 4, foul: 'late-challenge' },
      { at: '26:40', team: 'away', type: 'Goal', player: 9, how: 'counter' },
      { at: '37:10', team: 'home', type: 'Goal', player: 9, how: 'header-corner' },
      { at: '45:20', team: 'away', type: 'YellowCard', player: 6, foul: 'tactical' },
    ],
  },
  { period: 'HalfTime', minutes: 15 },
  {
    period: 'SecondHalf',
    minutes: 49,
    opens: 'KickoffSecondHalf',
    closes: 'FinalWhistle',
    events: [
      { at: '12:00', team: 'home', type: 'Substitution', on: 11, off: 8 },
      { at: '18:30', team: 'away', type: 'Substitution', on: 11, off: 10 },
      { at: '25:50', team: 'home', type: 'Goal', player: 11, how: 'free-kick' },
      { at: '30:15', team: 'away', type: 'RedCard', player: 4, foul: 'tactical' },
      { at: '33:00', team: 'home', type: 'Substitution', on: 12, off: 10 },
      { at: '38:30', team: 'away', type: 'VAR', check: 'no-handball' },
      { at: '42:00', team: 'home', type: 'Substitution', on: 13, off: 7 },
      { at: '47:30', team: 'home', type: 'YellowCard', player: 13, foul: 'time-wasting' },
    ],
  },
  { period: 'FullTime90', minutes: 1 },
  { period: 'FullTime' },
];

const scripts: Record<ScenarioName, Step[]> = { penalties, regular };

// ─── Commentary ──────────────────────────────────────────────────────────────────────────────────────────

const scoreText = (score: Score) => ({ de: `${score.home}:${score.away}`, en: `${score.home}-${score.away}` });

const goalHow: Record<GoalHow, Texts> = {
  'header-corner': { de: 'trifft per Kopf nach einer Ecke', en: 'heads in from a corner' },
  'edge-of-box': { de: 'trifft mit einem Schuss von der Strafraumgrenze', en: 'scores from the edge of the box' },
  counter: { de: 'vollendet einen schnellen Konter', en: 'finishes a swift counter-attack' },
  'close-range': { de: 'staubt aus kurzer Distanz ab', en: 'pokes it in from close range' },
  'free-kick': { de: 'verwandelt einen direkten Freistoß', en: 'curls in a direct free kick' },
};
const fouls: Record<Foul, Texts> = {
  tactical: { de: 'nach einem taktischen Foul', en: 'for a tactical foul' },
  'late-challenge': { de: 'nach einem zu späten Einsteigen', en: 'for a late challenge' },
  'time-wasting': { de: 'wegen Zeitspiels', en: 'for time-wasting' },
  dissent: { de: 'wegen Meckerns', en: 'for dissent' },
};

interface TextContext {
  lineups: Lineups;
  score: Score;
  penalties: Score;
  /** Whether the match goes to extra time (the whistle after 90 minutes is not the final one then). */
  extraTime: boolean;
}

function commentary(
  event: Omit<TimelineEvent, 'seq' | 'at' | 'text'>,
  scripted: Scripted | undefined,
  context: TextContext,
): Texts {
  const { lineups, score } = context;
  const team = event.team ? lineups[event.team].name : '';
  const now = scoreText(score);
  switch (event.type) {
    case 'Kickoff':
      return event.period === 'FirstHalf'
        ? {
            de: `Anpfiff! ${lineups.home.name} gegen ${lineups.away.name} – der Ball rollt.`,
            en: `Kick-off! ${lineups.home.name} v ${lineups.away.name} is under way.`,
          }
        : { de: `Die Verlängerung läuft, es steht ${now.de}.`, en: `Extra time is under way at ${now.en}.` };
    case 'KickoffSecondHalf':
      return event.period === 'SecondHalf'
        ? { de: 'Weiter geht’s – die zweite Halbzeit läuft.', en: 'The second half is under way.' }
        : { de: 'Die zweite Hälfte der Verlängerung läuft.', en: 'The second half of extra time is under way.' };
    case 'WhistleFirstHalf':
      return event.period === 'FirstHalf'
        ? { de: `Halbzeitpfiff – es steht ${now.de}.`, en: `Half-time: ${now.en}.` }
        : { de: `Seitenwechsel in der Verlängerung, es steht ${now.de}.`, en: `Half-time in extra time: ${now.en}.` };
    case 'FinalWhistle': {
      if (event.period === 'SecondHalf' && context.extraTime)
        return {
          de: `Nach 90 Minuten steht es ${now.de} – es geht in die Verlängerung.`,
          en: `${now.en} after 90 minutes – the tie goes to extra time.`,
        };
      if (event.period === 'ExtraSecondHalf')
        return {
          de: `Ende der Verlängerung, ${now.de} – die Entscheidung fällt im Elfmeterschießen.`,
          en: `End of extra time at ${now.en} – penalties will decide.`,
        };
      if (event.period === 'ShootOut') {
        const tally = scoreText(context.penalties);
        const winner = context.penalties.home > context.penalties.away ? lineups.home.name : lineups.away.name;
        return {
          de: `Aus! ${winner} gewinnt das Elfmeterschießen mit ${tally.de} und steht in der nächsten Runde.`,
          en: `It’s all over! ${winner} win the shoot-out ${tally.en} and go through to the next round.`,
        };
      }
      return {
        de: `Abpfiff! ${lineups.home.name} ${now.de} ${lineups.away.name}.`,
        en: `Full time: ${lineups.home.name} ${now.en} ${lineups.away.name}.`,
      };
    }
    case 'Goal': {
      const how = goalHow[(scripted as { how: GoalHow }).how];
      return {
        de: `Tor für ${team}! ${event.player} ${how.de}.`,
        en: `Goal for ${team}! ${event.player} ${how.en}.`,
      };
    }
    case 'YellowCard':
    case 'RedCard':
    case 'YellowRedCard': {
      const foul = fouls[(scripted as { foul: Foul }).foul];
      const card = {
        YellowCard: { de: 'Gelbe Karte', en: 'Yellow card' },
        RedCard: { de: 'Rote Karte', en: 'Red card' },
        YellowRedCard: { de: 'Gelb-Rote Karte', en: 'Second yellow card' },
      }[event.type];
      const off = event.type === 'YellowCard' ? { de: '.', en: '.' } : { de: ' – Platzverweis!', en: ' – sent off!' };
      return {
        de: `${card.de} für ${event.player} (${team}) ${foul.de}${off.de}`,
        en: `${card.en} for ${event.player} (${team}) ${foul.en}${off.en}`,
      };
    }
    case 'Substitution':
      return {
        de: `Wechsel bei ${team}: ${event.player} kommt für ${event.playerOut}.`,
        en: `Substitution for ${team}: ${event.player} replaces ${event.playerOut}.`,
      };
    case 'VAR': {
      const check = (scripted as { check: VarCheck }).check;
      return check === 'offside-goal-stands'
        ? {
            de: `Videobeweis: Der Treffer von ${team} wird auf Abseits geprüft – das Tor zählt.`,
            en: `VAR check: ${team}’s goal is reviewed for offside – the goal stands.`,
          }
        : check === 'no-penalty'
          ? {
              de: `Videobeweis nach einem Zweikampf im Strafraum – kein Elfmeter für ${team}.`,
              en: `VAR check after a challenge in the box – no penalty for ${team}.`,
            }
          : {
              de: `Videobeweis wegen eines möglichen Handspiels – ${team} bekommt keinen Elfmeter.`,
              en: `VAR check for a possible handball – no penalty for ${team}.`,
            };
    }
    case 'PenaltyShot': {
      const outcome = (scripted as { outcome: ShotOutcome }).outcome;
      const tally = scoreText(context.penalties);
      const keeper = lineups[event.team === 'home' ? 'away' : 'home'].players[0]!;
      const texts: Record<ShotOutcome, Texts> = {
        scored: {
          de: `${event.player} (${team}) verwandelt sicher – ${tally.de}.`,
          en: `${event.player} (${team}) scores – ${tally.en}.`,
        },
        saved: {
          de: `${keeper} pariert gegen ${event.player} (${team})! Weiter ${tally.de}.`,
          en: `${keeper} saves from ${event.player} (${team})! Still ${tally.en}.`,
        },
        wide: {
          de: `${event.player} (${team}) schießt daneben! Es bleibt beim ${tally.de}.`,
          en: `${event.player} (${team}) fires wide! It stays ${tally.en}.`,
        },
        post: {
          de: `${event.player} (${team}) trifft nur den Pfosten! Weiter ${tally.de}.`,
          en: `${event.player} (${team}) hits the post! Still ${tally.en}.`,
        },
      };
      return texts[outcome];
    }
  }
}

// ─── Building and reading a timeline ─────────────────────────────────────────────────────────────────────

const secondsOf = (clock: string) => {
  const [minutes, seconds] = clock.split(':').map(Number) as [number, number];
  return minutes * 60 + seconds;
};

/** The timeline of a scenario for these teams: its periods and its events with their commentary. */
export function buildScenario(name: ScenarioName, lineups: Lineups): Scenario {
  const steps = scripts[name];
  const phases: Phase[] = [];
  let start = 0;
  for (const step of steps) {
    phases.push({ period: step.period, start });
    start += (step.minutes ?? 0) * 60;
  }
  const events: TimelineEvent[] = [];
  const score: Score = { home: 0, away: 0 };
  const tally: Score = { home: 0, away: 0 };
  const extraTime = steps.some((step) => step.period === 'ExtraFirstHalf');
  const push = (at: number, event: Omit<TimelineEvent, 'seq' | 'at' | 'text'>, scripted?: Scripted) =>
    events.push({
      seq: events.length + 1,
      at,
      ...event,
      text: commentary(event, scripted, { lineups, score, penalties: tally, extraTime }),
    });
  const blank = { team: null, player: null, playerOut: null, score: null, scored: null } as const;

  steps.forEach((step, index) => {
    const phase = phases[index]!;
    const inShootOut = step.period === 'ShootOut';
    if (step.opens) push(phase.start, { ...blank, type: step.opens, period: step.period, elapsed: 0 });
    for (const scripted of step.events ?? []) {
      const offset = secondsOf(scripted.at);
      const side = lineups[scripted.team];
      const name = (place: number) => {
        const player = side.players[place];
        if (player === undefined) throw new Error(`${scripted.team} lineup has no player ${place}`);
        return player;
      };
      const base = {
        ...blank,
        type: scripted.type,
        period: step.period,
        elapsed: inShootOut ? null : offset,
        team: scripted.team,
      };
      switch (scripted.type) {
        case 'Goal':
          score[scripted.team] += 1;
          push(phase.start + offset, { ...base, player: name(scripted.player), score: { ...score } }, scripted);
          break;
        case 'PenaltyShot': {
          const scored = scripted.outcome === 'scored';
          if (scored) tally[scripted.team] += 1;
          push(
            phase.start + offset,
            { ...base, player: name(scripted.player), scored, score: scored ? { ...tally } : null },
            scripted,
          );
          break;
        }
        case 'Substitution':
          push(phase.start + offset, { ...base, player: name(scripted.on), playerOut: name(scripted.off) }, scripted);
          break;
        case 'VAR':
          push(phase.start + offset, base, scripted);
          break;
        default:
          push(phase.start + offset, { ...base, player: name(scripted.player) }, scripted);
      }
    }
    if (step.closes) {
      const next = phases[index + 1]!;
      push(next.start, {
        ...blank,
        type: step.closes,
        period: step.period,
        elapsed: inShootOut ? null : next.start - phase.start,
      });
    }
  });
  events.sort((a, b) => a.at - b.at || a.seq - b.seq);
  events.forEach((event, index) => (event.seq = index + 1));
  const kickoffAt = phases.find((phase) => phase.period === 'FirstHalf')!.start;
  const endAt = phases.find((phase) => FINAL_PERIODS.has(phase.period))!.start;
  return { name, phases, events, kickoffAt, endAt, tickerEndAt: endAt + TICKER_AFTERGLOW_SECONDS };
}

/** The state of the match `seconds` match seconds after the simulation began (clamped at 0). */
export function stateAt(scenario: Scenario, seconds: number): MatchState {
  const t = Math.max(0, Math.floor(seconds));
  let phase = scenario.phases[0]!;
  for (const candidate of scenario.phases) if (candidate.start <= t) phase = candidate;
  const happened = scenario.events.filter((event) => event.at <= t);
  const kickedOff = t >= scenario.kickoffAt;
  let score: Score = { home: 0, away: 0 };
  let penalties: Score | null = null;
  for (const event of happened) {
    if (event.type === 'Goal' && event.score) score = event.score;
    if (event.type === 'PenaltyShot') penalties = event.score ?? penalties;
  }
  const shootOut = scenario.phases.find((candidate) => candidate.period === 'ShootOut');
  if (shootOut && t >= shootOut.start) penalties ??= { home: 0, away: 0 };
  const tickerActive = t < scenario.tickerEndAt;
  const lastEvent = happened.at(-1)?.at ?? 0;
  return {
    period: phase.period,
    clock: RUNNING_PERIODS.has(phase.period) ? { period: phase.period, elapsed: t - phase.start } : null,
    score: kickedOff ? { ...score } : null,
    penalties: penalties ? { ...penalties } : null,
    events: happened.reverse(),
    kickedOff,
    finished: t >= scenario.endAt,
    tickerActive,
    onAir: kickedOff && tickerActive,
    lastChangeAt: Math.max(lastEvent, phase.start, tickerActive ? 0 : scenario.tickerEndAt),
  };
}
