/**
 * Sweepstakes, series and daily draw groups as the calls answer them (spec 2 sections 2–9): stored rows
 * become the schemas' shapes, a sweepstake's state follows from the clock, and the seed and the winners
 * show only once it is drawn.
 */
import { iso, isoDate, type DailyDrawRow, type SeriesRow, type SweepstakeRow } from './records.ts';
import type { DailyDraw, Group, Sweepstake, SweepstakeSeries } from './schemas.ts';

const ALGORITHM = 'HMAC-SHA256(seed, participantId) ascending; first winnerCount win' as const;

function stateOf(row: { ends_at: Date; drawn_at: Date | null }, now: Date): Sweepstake['state'] {
  if (row.drawn_at) return 'drawn';
  return new Date(row.ends_at).getTime() <= now.getTime() ? 'ended' : 'active';
}

/** A sweepstake as answered at `now`, with the participation of the person the row was read for. */
export function sweepstakeOf(row: SweepstakeRow, now: Date): Sweepstake {
  const drawn = row.drawn_at !== null;
  return {
    id: row.id,
    seriesId: row.series_id,
    name: { de: row.name_de, en: row.name_en },
    description: { de: row.description_de, en: row.description_en },
    prize: { de: row.prize_de, en: row.prize_en },
    question: { de: row.question_de, en: row.question_en },
    choices: row.choices.map((choice) => ({ id: choice.id, text: { de: choice.de, en: choice.en } })),
    full_slugs: { de: row.slug_de, en: row.slug_en },
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    drawAt: iso(row.draw_at),
    state: stateOf(row, now),
    winnerCount: row.winner_count,
    participantCount: Number(row.participant_count),
    draw: {
      seedHash: row.seed_hash,
      seed: drawn ? row.seed : null,
      drawnAt: row.drawn_at ? iso(row.drawn_at) : null,
      algorithm: ALGORITHM,
    },
    participation:
      row.participant_id === null
        ? null
        : {
            participantId: row.participant_id,
            choiceId: row.choice_id!,
            newsletterOptIn: row.newsletter_opt_in ?? false,
            enteredAt: iso(row.entered_at!),
            isWinner: drawn ? row.winner_rank !== null : null,
          },
  };
}

export function seriesOf(row: SeriesRow, running: Sweepstake | undefined): SweepstakeSeries {
  return {
    id: row.id,
    name: { de: row.name_de, en: row.name_en },
    shortName: { de: row.short_name_de, en: row.short_name_en },
    description: { de: row.description_de, en: row.description_en },
    runningSweepstake: running ?? null,
  };
}

/** A daily draw group as answered on `day`, with the person's entry of that day. */
export function groupOf(row: DailyDrawRow, day: string): Group {
  const dailyDraw: DailyDraw = {
    name: { de: row.name, en: row.name_en },
    prize: { de: row.prize_de ?? '', en: row.prize_en },
    opensOn: isoDate(row.opens_on),
    closesOn: isoDate(row.closes_on),
    drawDay: day,
    winnersPerDay: row.winners_per_day,
    todaysSeedHash: row.seed_hash,
    enteredToday: row.participant_id !== null,
    participantId: row.participant_id,
  };
  return { id: row.id, name: row.name, isTester: row.is_tester, kind: 'DailyDraw', dailyDraw };
}
