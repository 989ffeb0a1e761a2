/**
 * The steps that draw, each inside the caller's transaction: a sweepstake that has ended, a daily draw's day
 * once it is over in Berlin, and the commitment of a day's draw. The row is locked (or inserted once) before
 * anything is decided, so of two instances racing only one draws or commits; the algorithm is ./draw.ts.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError, notFound } from '../http/problem.ts';
import { drawWinners, newSeed } from './draw.ts';
import { berlinDay } from './records.ts';

/** Draws one sweepstake that has ended, unless it is drawn already; returns whether this call drew it. */
export async function drawSweepstake(tx: Queryable, id: number, now: () => Date): Promise<boolean> {
  const { rows } = await tx.query<{ seed: string; winner_count: number; ends_at: Date; drawn_at: Date | null }>(
    'SELECT seed, winner_count, ends_at, drawn_at FROM sweepstakes WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(`No sweepstake ${id}`);
  if (row.drawn_at) return false;
  if (new Date(row.ends_at).getTime() > now().getTime()) {
    throw nativeError('SWEEPSTAKE_NOT_ENDED', `Sweepstake ${id} is still taking entries.`, { status: 409 });
  }
  const { rows: participants } = await tx.query<{ participant_id: string }>(
    'SELECT participant_id FROM sweepstake_participations WHERE sweepstake_id = $1',
    [id],
  );
  const winners = drawWinners(
    row.seed,
    participants.map((participant) => participant.participant_id),
    row.winner_count,
  );
  for (const [index, participantId] of winners.entries()) {
    await tx.query('UPDATE sweepstake_participations SET winner_rank = $2 WHERE participant_id = $1', [
      participantId,
      index + 1,
    ]);
  }
  await tx.query('UPDATE sweepstakes SET drawn_at = $2 WHERE id = $1', [id, now()]);
  return true;
}

/** Draws a daily draw's day once it is over in Berlin, unless drawn already; returns whether this call drew it. */
export async function drawDailyDrawDay(tx: Queryable, groupId: string, day: string, now: () => Date): Promise<boolean> {
  const { rows } = await tx.query<{ seed: string; drawn_at: Date | null; winners_per_day: number }>(
    `SELECT d.seed, d.drawn_at, g.winners_per_day FROM daily_draws d JOIN groups g ON g.id = d.group_id
     WHERE d.group_id = $1 AND d.draw_day = $2::date FOR UPDATE OF d`,
    [groupId, day],
  );
  const row = rows[0];
  if (!row || row.drawn_at || day >= berlinDay(now())) return false;
  const { rows: entries } = await tx.query<{ participant_id: string }>(
    'SELECT participant_id FROM daily_draw_entries WHERE group_id = $1 AND draw_day = $2::date',
    [groupId, day],
  );
  const winners = drawWinners(
    row.seed,
    entries.map((entry) => entry.participant_id),
    row.winners_per_day,
  );
  for (const [index, participantId] of winners.entries()) {
    await tx.query('UPDATE daily_draw_entries SET winner_rank = $2 WHERE participant_id = $1', [
      participantId,
      index + 1,
    ]);
  }
  await tx.query('UPDATE daily_draws SET drawn_at = $3 WHERE group_id = $1 AND draw_day = $2::date', [
    groupId,
    day,
    now(),
  ]);
  return true;
}

/**
 * Commits a daily draw group's day (its seed made and hashed): an idempotent insert, so the minute sweep and
 * the day's first entry may both try, also on two instances at once. Returns whether this call committed it.
 */
export async function commitDailyDrawDay(db: Queryable, groupId: string, day: string): Promise<boolean> {
  const { seed, seedHash } = newSeed();
  const { rows } = await db.query<{ group_id: string }>(
    `INSERT INTO daily_draws (group_id, draw_day, seed, seed_hash) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (group_id, draw_day) DO NOTHING RETURNING group_id`,
    [groupId, day, seed, seedHash],
  );
  return rows.length > 0;
}
