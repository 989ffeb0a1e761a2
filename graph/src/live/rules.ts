/**
 * The live rules of spec 3 sections 4 and 9, in one place: which periods are live, when a match is over,
 * how a minute is counted and shown, and how often each live feed is read.
 */

/** The periods in which a match is live (spec 3 section 4). */
export const LIVE_PERIODS: ReadonlySet<string> = new Set([
  'Live',
  'FirstHalf',
  'HalfTime',
  'SecondHalf',
  'FullTime90',
  'ExtraFirstHalf',
  'ExtraHalfTime',
  'ExtraSecondHalf',
  'FullTimePens',
  'ShootOut',
]);

/**
 * A match is over when its period is the full-time value: FullTime, or FullTimePens, the full time a
 * shoot-out ends in (the ticker treats it as a period of its own).
 */
export const FULL_TIME_PERIODS: ReadonlySet<string> = new Set(['FullTime', 'FullTimePens']);

/** The breaks, in which no minute runs. */
export const BREAK_PERIODS: ReadonlySet<string> = new Set(['HalfTime', 'FullTime90', 'ExtraHalfTime']);

export const isLive = (period: string | null | undefined) => !!period && LIVE_PERIODS.has(period);
export const isOver = (period: string | null | undefined) => !!period && FULL_TIME_PERIODS.has(period);

/** The halves with a running clock: the minute they start at and their length (spec 3 section 9). */
const CLOCKED: Record<string, { start: number; end: number }> = {
  FirstHalf: { start: 1, end: 45 },
  SecondHalf: { start: 46, end: 90 },
  ExtraFirstHalf: { start: 91, end: 105 },
  ExtraSecondHalf: { start: 106, end: 120 },
};

export interface MatchMinute {
  minute: number;
  stoppage: number;
  display: string;
}

/**
 * The minute shown for a moment `elapsedSeconds` into a half: the half's start minute plus the whole
 * minutes played (the first minute is 1', the second half's 46'); past the half's length the added time
 * shows as 45' + n', 90' + n', 105' + n' or 120' + n'. Null outside the halves (breaks, the shoot-out).
 */
export function matchMinute(period: string, elapsedSeconds: number | null | undefined): MatchMinute | null {
  const clock = CLOCKED[period];
  if (!clock || elapsedSeconds == null || elapsedSeconds < 0) return null;
  const minute = clock.start + Math.floor(elapsedSeconds / 60);
  if (minute <= clock.end) return { minute, stoppage: 0, display: `${minute}'` };
  const stoppage = minute - clock.end;
  return { minute: clock.end, stoppage, display: `${clock.end}' + ${stoppage}'` };
}

/** How often the graph reads each live feed (spec 3 section 9, spec 1 section 9). */
export const CADENCE = {
  /** The ticker: every 10 s, every 5 s while the match ticker is active. */
  ticker: { idleMs: 10_000, activeMs: 5_000 },
  /** The standings: every 100 s, every 10 s while their team's ticker is active. */
  standings: { idleMs: 100_000, activeMs: 10_000 },
  /** The live video file: every 30 s. */
  liveVideo: { everyMs: 30_000 },
} as const;

/** The standings' season (spec 3 section 9); a request may name another. */
export const STANDINGS_SEASON = 2025;
