/**
 * The sweepstakes' read side: the active series with their running sweepstakes, a series' sweepstakes page by
 * page, one sweepstake, and a draw's published record, each with the caller's participation where one is
 * named (null: the public view). Nothing here writes or locks.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/problem.ts';
import { SWEEPSTAKE_SELECT, type SeriesRow, type SweepstakeRow } from './records.ts';
import { seriesOf, sweepstakeOf } from './render.ts';
import type { Sweepstake, SweepstakeSeries } from './schemas.ts';

export class SweepstakeReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  private async runningOf(seriesIds: number[], subject: string | null): Promise<Map<number, Sweepstake>> {
    if (seriesIds.length === 0) return new Map();
    const { rows } = await this.db.query<SweepstakeRow>(
      `${SWEEPSTAKE_SELECT}
       WHERE s.series_id = ANY ($1::integer[]) AND s.starts_at <= $3 AND s.ends_at > $3 AND s.drawn_at IS NULL
       ORDER BY s.starts_at DESC, s.id DESC`,
      [seriesIds, subject, this.now()],
    );
    const running = new Map<number, Sweepstake>();
    for (const row of rows) if (!running.has(row.series_id)) running.set(row.series_id, sweepstakeOf(row, this.now()));
    return running;
  }

  /** The active series, in the club's order, each with its running sweepstake (public: no participation). */
  async activeSeries(page: number, pageSize: number) {
    const offset = (page - 1) * pageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<SeriesRow>(
        `SELECT * FROM sweepstake_series WHERE is_active ORDER BY position, id LIMIT ${pageSize} OFFSET ${offset}`,
      ),
      this.db.query<{ total: string }>('SELECT count(*) AS total FROM sweepstake_series WHERE is_active'),
    ]);
    const running = await this.runningOf(
      rows.map((row) => row.id),
      null,
    );
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => seriesOf(row, running.get(row.id))),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  /** An active series with its running sweepstake and the caller's participation in it (none for null). */
  async series(id: number, subject: string | null): Promise<SweepstakeSeries> {
    const { rows } = await this.db.query<SeriesRow>('SELECT * FROM sweepstake_series WHERE id = $1 AND is_active', [
      id,
    ]);
    if (!rows[0]) throw notFound(`No active sweepstake series ${id}`);
    return seriesOf(rows[0], (await this.runningOf([id], subject)).get(id));
  }

  /** The series' sweepstakes that have opened, newest first, with the caller's participation (none for null). */
  async sweepstakesOfSeries(id: number, subject: string | null, page: number, pageSize: number) {
    const { rows: series } = await this.db.query('SELECT 1 FROM sweepstake_series WHERE id = $1 AND is_active', [id]);
    if (!series[0]) throw notFound(`No active sweepstake series ${id}`);
    const offset = (page - 1) * pageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<SweepstakeRow>(
        `${SWEEPSTAKE_SELECT} WHERE s.series_id = $1 AND s.starts_at <= $3
         ORDER BY s.starts_at DESC, s.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
        [id, subject, this.now()],
      ),
      this.db.query<{ total: string }>(
        'SELECT count(*) AS total FROM sweepstakes WHERE series_id = $1 AND starts_at <= $2',
        [id, this.now()],
      ),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => sweepstakeOf(row, this.now())),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  /** One sweepstake that has opened in an active series, with the caller's participation (none for null). */
  async find(id: number, subject: string | null, db: Queryable = this.db): Promise<Sweepstake> {
    const { rows } = await db.query<SweepstakeRow>(
      `${SWEEPSTAKE_SELECT} JOIN sweepstake_series r ON r.id = s.series_id AND r.is_active
       WHERE s.id = $1 AND s.starts_at <= $3`,
      [id, subject, this.now()],
    );
    if (!rows[0]) throw notFound(`No sweepstake ${id}`);
    return sweepstakeOf(rows[0], this.now());
  }

  /** The draw's public record: commitment, and once drawn the seed, every participant id and the winners. */
  async publishedDraw(id: number) {
    const sweepstake = await this.find(id, null);
    const drawn = sweepstake.state === 'drawn';
    const { rows } = drawn
      ? await this.db.query<{ participant_id: string; winner_rank: number | null }>(
          'SELECT participant_id, winner_rank FROM sweepstake_participations WHERE sweepstake_id = $1 ORDER BY participant_id',
          [id],
        )
      : { rows: [] };
    return {
      sweepstakeId: id,
      state: sweepstake.state,
      winnerCount: sweepstake.winnerCount,
      draw: sweepstake.draw,
      participantIds: rows.map((row) => row.participant_id),
      winners: rows
        .filter((row) => row.winner_rank !== null)
        .sort((a, b) => a.winner_rank! - b.winner_rank!)
        .map((row) => row.participant_id),
    };
  }
}
