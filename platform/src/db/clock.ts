import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from './database.ts';

/** How often an instance with an adjustable clock reads the offset another instance may have set. */
const READ_OFFSET_EVERY_MS = 250;

/**
 * The platform's clock for the rules that run on time: seat holds that run out, subscriptions that renew. In
 * production it is the machine's clock. A development or test run (PLATFORM_TEST_CLOCK=on) may move it forward
 * through POST /dev/clock, so that a test sees a 15-minute hold run out in a second. The offset lives in the
 * database (platform_clock), so every instance behind the balancer moves together; each reads it every 250 ms.
 */
export class PlatformClock {
  private offsetMs = 0;
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly db: Queryable | undefined) {}

  /** The machine's clock, never moved. */
  static real(): PlatformClock {
    return new PlatformClock(undefined);
  }

  /** A clock that tests may move, shared by every instance on the database. */
  static async adjustable(db: Queryable): Promise<PlatformClock> {
    const clock = new PlatformClock(db);
    await clock.read();
    clock.timer = setInterval(() => void clock.read().catch(() => undefined), READ_OFFSET_EVERY_MS);
    clock.timer.unref();
    return clock;
  }

  get adjustable(): boolean {
    return this.db !== undefined;
  }

  now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves every instance's clock forward by `ms` (development and tests only). */
  async advance(ms: number): Promise<Date> {
    if (!this.db) throw new Error('this clock is the real one');
    const { rows } = await this.db.query<{ offset_ms: string }>(
      `INSERT INTO platform_clock (offset_ms) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET offset_ms = platform_clock.offset_ms + EXCLUDED.offset_ms
       RETURNING offset_ms`,
      [ms],
    );
    this.offsetMs = Number(rows[0]!.offset_ms);
    return this.now();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async read(): Promise<void> {
    const { rows } = await this.db!.query<{ offset_ms: string }>('SELECT offset_ms FROM platform_clock');
    this.offsetMs = Number(rows[0]?.offset_ms ?? 0);
  }
}

/**
 * POST /dev/clock moves the clock of a development or test platform forward; GET /dev/clock tells its time. Not
 * part of the services' contract (hidden from the OpenAPI document) and never served in production.
 */
export const devClockRoutes: FastifyPluginAsyncTypebox<{ clock: PlatformClock }> = async (app, { clock }) => {
  app.get('/dev/clock', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ now: clock.now().toISOString() }),
  );
  app.post(
    '/dev/clock',
    {
      schema: {
        hide: true,
        // Forward only, by at most a year: a clock that went back would revive holds that were already swept.
        body: Type.Object({ advanceMs: Type.Integer({ minimum: 1, maximum: 366 * 24 * 3_600_000 }) }),
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ now: (await clock.advance(request.body.advanceMs)).toISOString() }),
  );
};
