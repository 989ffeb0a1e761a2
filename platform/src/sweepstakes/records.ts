/**
 * What sweepstakes, their series and daily draws are as stored: the rows the service reads with the caller's
 * participation, the queries that read them, the Berlin calendar day daily draws count by, and the 409
 * refusals with their texts for people. Every other sweepstakes module reads these.
 */
import { nativeError } from '../http/problem.ts';

/** The refusals of this service in words for people (German first), as its 409s carry them. */
export const texts = {
  alreadyParticipating: [
    { language: 'de', message: 'Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!' },
    { language: 'en', message: 'You are already taking part in this competition. Fingers crossed!' },
  ],
  alreadyInTodaysDraw: [
    { language: 'de', message: 'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!' },
    { language: 'en', message: 'You are already participating in today’s draw. Try your luck again tomorrow!' },
  ],
};

/** The calendar day of `now` in Europe/Berlin (daily draws count entries per such day), as YYYY-MM-DD. */
export function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface SweepstakeRow {
  id: number;
  series_id: number;
  name_de: string;
  name_en: string | null;
  description_de: string;
  description_en: string | null;
  prize_de: string;
  prize_en: string | null;
  question_de: string;
  question_en: string | null;
  choices: { id: string; de: string; en: string | null }[];
  slug_de: string | null;
  slug_en: string | null;
  starts_at: Date;
  ends_at: Date;
  draw_at: Date;
  winner_count: number;
  seed: string;
  seed_hash: string;
  drawn_at: Date | null;
  participant_count: string;
  participant_id: string | null;
  choice_id: string | null;
  newsletter_opt_in: boolean | null;
  entered_at: Date | null;
  winner_rank: number | null;
}

export interface SeriesRow {
  id: number;
  name_de: string;
  name_en: string | null;
  short_name_de: string;
  short_name_en: string | null;
  description_de: string;
  description_en: string | null;
}

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoDate = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : berlinDayOfDate(value);
/** A DATE column read back as a Date at UTC midnight. */
const berlinDayOfDate = (value: Date) => value.toISOString().slice(0, 10);

/** Sweepstakes with the caller's participation (`$2`, null for none) and how many take part. */
export const SWEEPSTAKE_SELECT = `
  SELECT s.*, (SELECT count(*) FROM sweepstake_participations c WHERE c.sweepstake_id = s.id) AS participant_count,
    p.participant_id, p.choice_id, p.newsletter_opt_in, p.entered_at, p.winner_rank
  FROM sweepstakes s
  LEFT JOIN sweepstake_participations p ON p.sweepstake_id = s.id AND p.account_id = $2`;

export interface DailyDrawRow {
  id: string;
  name: string;
  name_en: string | null;
  is_tester: boolean;
  prize_de: string | null;
  prize_en: string | null;
  opens_on: Date | string;
  closes_on: Date | string;
  winners_per_day: number;
  participant_id: string | null;
  /** The commitment of the day's draw; null until committed. */
  seed_hash: string | null;
}

/** Daily draw groups with the person's (`$1`) entry of the day `$2` and that day's commitment. */
export const DAILY_DRAW_SELECT = `
  SELECT g.id, g.name, g.name_en, g.is_tester, g.prize_de, g.prize_en, to_char(g.opens_on, 'YYYY-MM-DD') AS opens_on,
    to_char(g.closes_on, 'YYYY-MM-DD') AS closes_on, g.winners_per_day, e.participant_id, d.seed_hash
  FROM groups g
  LEFT JOIN daily_draw_entries e ON e.group_id = g.id AND e.account_id = $1 AND e.draw_day = $2::date
  LEFT JOIN daily_draws d ON d.group_id = g.id AND d.draw_day = $2::date`;

export const alreadyParticipating = () =>
  nativeError('SWEEPSTAKE_ALREADY_PARTICIPATING', 'The person already takes part in this sweepstake.', {
    status: 409,
    localizedErrors: texts.alreadyParticipating,
  });

export const alreadyInTodaysDraw = () =>
  nativeError('ALREADY_PARTICIPATING_IN_TODAYS_DRAW', 'The person already takes part in today’s draw.', {
    status: 409,
    localizedErrors: texts.alreadyInTodaysDraw,
  });
