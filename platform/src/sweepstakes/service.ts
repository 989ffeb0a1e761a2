import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, nativeError, notFound } from '../http/problem.ts';
import { drawWinners, newSeed } from './draw.ts';
import type { DailyDraw, Group, ParticipationBody, Sweepstake, SweepstakeSeries } from './schemas.ts';

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

const ALGORITHM = 'HMAC-SHA256(seed, participantId) ascending; first winnerCount win' as const;

/** The calendar day of `now` in Europe/Berlin (daily draws count entries per such day), as YYYY-MM-DD. */
export function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

interface SweepstakeRow {
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

interface SeriesRow {
  id: number;
  name_de: string;
  name_en: string | null;
  short_name_de: string;
  short_name_en: string | null;
  description_de: string;
  description_en: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoDate = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : berlinDayOfDate(value));
/** A DATE column read back as a Date at UTC midnight. */
const berlinDayOfDate = (value: Date) => value.toISOString().slice(0, 10);

/** Sweepstakes with the caller's participation (`$2`, null for none) and how many take part. */
const SWEEPSTAKE_SELECT = `
  SELECT s.*, (SELECT count(*) FROM sweepstake_participations c WHERE c.sweepstake_id = s.id) AS participant_count,
    p.participant_id, p.choice_id, p.newsletter_opt_in, p.entered_at, p.winner_rank
  FROM sweepstakes s
  LEFT JOIN sweepstake_participations p ON p.sweepstake_id = s.id AND p.account_id = $2`;

export interface SweepstakeServiceOptions {
  db: Database;
  now?: () => Date;
}

/**
 * Sweepstakes and daily draws (spec 2 sections 2–9): series of sweepstakes with their entries, and the daily
 * draws a person enters once per Berlin calendar day. Both draw their winners fairly and reproducibly
 * (./draw.ts); `drawDue` draws whatever has closed, once, also when two instances race.
 */
export class SweepstakeService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(options: SweepstakeServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private stateOf(row: { ends_at: Date; drawn_at: Date | null }): Sweepstake['state'] {
    if (row.drawn_at) return 'drawn';
    return new Date(row.ends_at).getTime() <= this.now().getTime() ? 'ended' : 'active';
  }

  private toSweepstake(row: SweepstakeRow): Sweepstake {
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
      state: this.stateOf(row),
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

  private async runningOf(seriesIds: number[], subject: string | null): Promise<Map<number, Sweepstake>> {
    if (seriesIds.length === 0) return new Map();
    const { rows } = await this.db.query<SweepstakeRow>(
      `${SWEEPSTAKE_SELECT}
       WHERE s.series_id = ANY ($1::integer[]) AND s.starts_at <= $3 AND s.ends_at > $3 AND s.drawn_at IS NULL
       ORDER BY s.starts_at DESC, s.id DESC`,
      [seriesIds, subject, this.now()],
    );
    const running = new Map<number, Sweepstake>();
    for (const row of rows) if (!running.has(row.series_id)) running.set(row.series_id, this.toSweepstake(row));
    return running;
  }

  private toSeries(row: SeriesRow, running: Sweepstake | undefined): SweepstakeSeries {
    return {
      id: row.id,
      name: { de: row.name_de, en: row.name_en },
      shortName: { de: row.short_name_de, en: row.short_name_en },
      description: { de: row.description_de, en: row.description_en },
      runningSweepstake: running ?? null,
    };
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
      items: rows.map((row) => this.toSeries(row, running.get(row.id))),
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
    return this.toSeries(rows[0], (await this.runningOf([id], subject)).get(id));
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
      items: rows.map((row) => this.toSweepstake(row)),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  private async find(id: number, subject: string | null, db: Queryable = this.db): Promise<Sweepstake> {
    const { rows } = await db.query<SweepstakeRow>(
      `${SWEEPSTAKE_SELECT} JOIN sweepstake_series r ON r.id = s.series_id AND r.is_active
       WHERE s.id = $1 AND s.starts_at <= $3`,
      [id, subject, this.now()],
    );
    if (!rows[0]) throw notFound(`No sweepstake ${id}`);
    return this.toSweepstake(rows[0]);
  }

  /** One sweepstake that has opened, with the caller's participation (none for null: the public view). */
  sweepstake(id: number, subject: string | null): Promise<Sweepstake> {
    return this.find(id, subject);
  }

  /**
   * Takes part: the answer must be one of the choices and the conditions accepted (400 naming the field);
   * only while active (422 SWEEPSTAKE_NOT_ACTIVE); once per person (409 SWEEPSTAKE_ALREADY_PARTICIPATING with
   * its texts, also when two entries race: the unique index decides).
   */
  async participate(id: number, subject: string, body: ParticipationBody): Promise<Sweepstake> {
    const sweepstake = await this.find(id, subject);
    if (sweepstake.participation) throw alreadyParticipating();
    if (sweepstake.state !== 'active') {
      throw nativeError('SWEEPSTAKE_NOT_ACTIVE', `Sweepstake ${id} takes no more entries (${sweepstake.state}).`, {
        status: 422,
        reason: sweepstake.state,
      });
    }
    if (!sweepstake.choices.some((choice) => choice.id === body.choiceId))
      throw badRequest('choiceId', 'is not one of the answers to choose from', 'body');
    if (body.acceptConditions !== true)
      throw badRequest('acceptConditions', 'must be true: the conditions of participation must be accepted', 'body');
    const now = this.now();
    const { rows } = await this.db.query<{ participant_id: string }>(
      `INSERT INTO sweepstake_participations
         (participant_id, sweepstake_id, account_id, choice_id, conditions_accepted_at, newsletter_opt_in, entered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5)
       ON CONFLICT (sweepstake_id, account_id) DO NOTHING RETURNING participant_id`,
      [randomUUID(), id, subject, body.choiceId, now, body.newsletterOptIn ?? false],
    );
    if (!rows[0]) throw alreadyParticipating();
    return this.find(id, subject);
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

  /**
   * Draws one sweepstake that has ended: its row is locked first, so of two draws racing the second finds it
   * drawn and changes nothing. Returns whether this call drew it.
   */
  async draw(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ seed: string; winner_count: number; ends_at: Date; drawn_at: Date | null }>(
        'SELECT seed, winner_count, ends_at, drawn_at FROM sweepstakes WHERE id = $1 FOR UPDATE',
        [id],
      );
      const row = rows[0];
      if (!row) throw notFound(`No sweepstake ${id}`);
      if (row.drawn_at) return false;
      if (new Date(row.ends_at).getTime() > this.now().getTime()) {
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
      await tx.query('UPDATE sweepstakes SET drawn_at = $2 WHERE id = $1', [id, this.now()]);
      return true;
    });
  }

  /**
   * The minute sweep: commits today's draw of every daily draw open today (its seed made and hashed, so the
   * commitment is public before the day's entries), then draws every sweepstake and daily draw day that has
   * closed and is not drawn yet; returns how many of each.
   */
  async drawDue(): Promise<{ sweepstakes: number; dailyDraws: number; committed: number }> {
    const committed = await this.commitToday();
    const { rows } = await this.db.query<{ id: number }>(
      'SELECT id FROM sweepstakes WHERE drawn_at IS NULL AND draw_at <= $1 ORDER BY id',
      [this.now()],
    );
    let sweepstakes = 0;
    for (const row of rows) if (await this.draw(row.id)) sweepstakes += 1;
    const { rows: days } = await this.db.query<{ group_id: string; draw_day: string }>(
      `SELECT group_id, to_char(draw_day, 'YYYY-MM-DD') AS draw_day FROM daily_draws
       WHERE drawn_at IS NULL AND draw_day < $1::date ORDER BY draw_day, group_id`,
      [berlinDay(this.now())],
    );
    let dailyDraws = 0;
    for (const day of days) if (await this.drawDay(day.group_id, day.draw_day)) dailyDraws += 1;
    return { sweepstakes, dailyDraws, committed };
  }

  /** Commits today's draw (Europe/Berlin) of every daily draw open today that has none yet; returns how many. */
  async commitToday(): Promise<number> {
    const day = berlinDay(this.now());
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT g.id FROM groups g
       WHERE g.kind = 'DailyDraw' AND g.opens_on <= $1::date AND g.closes_on >= $1::date
         AND NOT EXISTS (SELECT 1 FROM daily_draws d WHERE d.group_id = g.id AND d.draw_day = $1::date)
       ORDER BY g.id`,
      [day],
    );
    let committed = 0;
    for (const row of rows) if (await this.commitDay(this.db, row.id, day)) committed += 1;
    return committed;
  }

  /** Draws a daily draw's day once it is over (in Berlin), under the same lock as a sweepstake's. */
  async drawDay(groupId: string, day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ seed: string; drawn_at: Date | null; winners_per_day: number }>(
        `SELECT d.seed, d.drawn_at, g.winners_per_day FROM daily_draws d JOIN groups g ON g.id = d.group_id
         WHERE d.group_id = $1 AND d.draw_day = $2::date FOR UPDATE OF d`,
        [groupId, day],
      );
      const row = rows[0];
      if (!row || row.drawn_at || day >= berlinDay(this.now())) return false;
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
        this.now(),
      ]);
      return true;
    });
  }

  /**
   * Commits a daily draw group's day (its seed made and hashed): an idempotent insert, so the minute sweep and
   * the day's first entry may both try, also on two instances at once. Returns whether this call committed it.
   */
  private async commitDay(db: Queryable, groupId: string, day: string): Promise<boolean> {
    const { seed, seedHash } = newSeed();
    const { rows } = await db.query<{ group_id: string }>(
      `INSERT INTO daily_draws (group_id, draw_day, seed, seed_hash) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (group_id, draw_day) DO NOTHING RETURNING group_id`,
      [groupId, day, seed, seedHash],
    );
    return rows.length > 0;
  }

  /**
   * The daily draws open today (Europe/Berlin), each with whether the person has entered today and the
   * commitment of today's draw once made (by the minute sweep or the day's first entry). Only reads.
   */
  async openDailyDraws(subject: string): Promise<Group[]> {
    const day = berlinDay(this.now());
    const { rows } = await this.db.query<DailyDrawRow>(
      `${DAILY_DRAW_SELECT} WHERE g.kind = 'DailyDraw' AND g.opens_on <= $2::date AND g.closes_on >= $2::date
       ORDER BY g.id`,
      [subject, day],
    );
    return rows.map((row) => this.toGroup(row, day));
  }

  /**
   * Enters today's draw of a daily draw group (POST /self/groups/{id}): 404 for a group that is no daily
   * draw, 422 DAILY_DRAW_NOT_OPEN outside its days, 409 ALREADY_PARTICIPATING_IN_TODAYS_DRAW for a second
   * entry of the day (the unique index decides when two race). The person joins the group with the first.
   */
  async enterDailyDraw(groupId: string, subject: string): Promise<Group> {
    const day = berlinDay(this.now());
    const { rows } = await this.db.query<DailyDrawRow>(
      `${DAILY_DRAW_SELECT} WHERE g.id = $3 AND g.kind = 'DailyDraw'`,
      [subject, day, groupId],
    );
    const row = rows[0];
    if (!row) throw notFound(`No daily draw ${groupId}`);
    if (isoDate(row.opens_on) > day || isoDate(row.closes_on) < day) {
      throw nativeError('DAILY_DRAW_NOT_OPEN', `The daily draw ${groupId} takes no entries today.`, { status: 422 });
    }
    if (row.participant_id) throw alreadyInTodaysDraw();
    const entered = await this.db.transaction(async (tx) => {
      // The day's first entry commits the day's draw when the minute sweep has not yet.
      await this.commitDay(tx, groupId, day);
      const inserted = await tx.query<{ participant_id: string }>(
        `INSERT INTO daily_draw_entries (participant_id, group_id, account_id, draw_day, entered_at)
         VALUES ($1, $2, $3, $4::date, $5) ON CONFLICT (group_id, account_id, draw_day) DO NOTHING
         RETURNING participant_id`,
        [randomUUID(), groupId, subject, day, this.now()],
      );
      if (!inserted.rows[0]) return false;
      await tx.query(
        `INSERT INTO account_groups (account_id, group_id, joined_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, group_id) DO NOTHING`,
        [subject, groupId, this.now()],
      );
      return true;
    });
    if (!entered) throw alreadyInTodaysDraw();
    const { rows: after } = await this.db.query<DailyDrawRow>(`${DAILY_DRAW_SELECT} WHERE g.id = $3`, [
      subject,
      day,
      groupId,
    ]);
    return this.toGroup(after[0]!, day);
  }

  private toGroup(row: DailyDrawRow, day: string): Group {
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
}

interface DailyDrawRow {
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
const DAILY_DRAW_SELECT = `
  SELECT g.id, g.name, g.name_en, g.is_tester, g.prize_de, g.prize_en, to_char(g.opens_on, 'YYYY-MM-DD') AS opens_on,
    to_char(g.closes_on, 'YYYY-MM-DD') AS closes_on, g.winners_per_day, e.participant_id, d.seed_hash
  FROM groups g
  LEFT JOIN daily_draw_entries e ON e.group_id = g.id AND e.account_id = $1 AND e.draw_day = $2::date
  LEFT JOIN daily_draws d ON d.group_id = g.id AND d.draw_day = $2::date`;

const alreadyParticipating = () =>
  nativeError('SWEEPSTAKE_ALREADY_PARTICIPATING', 'The person already takes part in this sweepstake.', {
    status: 409,
    localizedErrors: texts.alreadyParticipating,
  });

const alreadyInTodaysDraw = () =>
  nativeError('ALREADY_PARTICIPATING_IN_TODAYS_DRAW', 'The person already takes part in today’s draw.', {
    status: 409,
    localizedErrors: texts.alreadyInTodaysDraw,
  });
