import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { badRequest, nativeError, notFound } from '../http/problem.ts';
import { commitDailyDrawDay, drawDailyDrawDay, drawSweepstake } from './drawing.ts';
import {
  alreadyInTodaysDraw,
  alreadyParticipating,
  berlinDay,
  DAILY_DRAW_SELECT,
  isoDate,
  type DailyDrawRow,
} from './records.ts';
import { groupOf } from './render.ts';
import type { Group, ParticipationBody, Sweepstake, SweepstakeSeries } from './schemas.ts';
import { SweepstakeReader } from './sweepstake-reader.ts';

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
  /** The read side: series, sweepstakes and draws' public records. */
  private readonly reader: SweepstakeReader;

  constructor(options: SweepstakeServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.reader = new SweepstakeReader(this.db, this.now);
  }

  /** The active series, in the club's order, each with its running sweepstake (public: no participation). */
  async activeSeries(page: number, pageSize: number) {
    return this.reader.activeSeries(page, pageSize);
  }

  /** An active series with its running sweepstake and the caller's participation in it (none for null). */
  async series(id: number, subject: string | null): Promise<SweepstakeSeries> {
    return this.reader.series(id, subject);
  }

  /** The series' sweepstakes that have opened, newest first, with the caller's participation (none for null). */
  async sweepstakesOfSeries(id: number, subject: string | null, page: number, pageSize: number) {
    return this.reader.sweepstakesOfSeries(id, subject, page, pageSize);
  }

  /** One sweepstake that has opened, with the caller's participation (none for null: the public view). */
  sweepstake(id: number, subject: string | null): Promise<Sweepstake> {
    return this.reader.find(id, subject);
  }

  /**
   * Takes part: the answer must be one of the choices and the conditions accepted (400 naming the field);
   * only while active (422 SWEEPSTAKE_NOT_ACTIVE); once per person (409 SWEEPSTAKE_ALREADY_PARTICIPATING with
   * its texts, also when two entries race: the unique index decides).
   */
  async participate(id: number, subject: string, body: ParticipationBody): Promise<Sweepstake> {
    const sweepstake = await this.reader.find(id, subject);
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
    return this.reader.find(id, subject);
  }

  /** The draw's public record: commitment, and once drawn the seed, every participant id and the winners. */
  async publishedDraw(id: number) {
    return this.reader.publishedDraw(id);
  }

  /**
   * Draws one sweepstake that has ended: its row is locked first, so of two draws racing the second finds it
   * drawn and changes nothing. Returns whether this call drew it.
   */
  async draw(id: number): Promise<boolean> {
    return this.db.transaction((tx) => drawSweepstake(tx, id, this.now));
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
    for (const row of rows) if (await commitDailyDrawDay(this.db, row.id, day)) committed += 1;
    return committed;
  }

  /** Draws a daily draw's day once it is over (in Berlin), under the same lock as a sweepstake's. */
  async drawDay(groupId: string, day: string): Promise<boolean> {
    return this.db.transaction((tx) => drawDailyDrawDay(tx, groupId, day, this.now));
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
    return rows.map((row) => groupOf(row, day));
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
      await commitDailyDrawDay(tx, groupId, day);
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
    return groupOf(after[0]!, day);
  }
}
