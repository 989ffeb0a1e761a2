import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { idempotentWrites } from './idempotency.ts';
import { registerProblemHandlers } from './problem.ts';

/** Idempotency keys on writes (http/idempotency.ts): a repeated request with its key never writes twice. */

describe('a write repeated with its Idempotency-Key, on the cart service', { timeout: 60_000 }, () => {
  let platform: RunningPlatform;
  let fan: string;
  let other: string;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
    fan = (await signIn(platform.identity.url, 'fan@club.example', DEMO_PASSWORD)).access_token;
    other = (await signIn(platform.identity.url, 'fan2@club.example', DEMO_PASSWORD)).access_token;
  });
  afterAll(() => platform.close());

  const add = (token: string, key: string | undefined, sku = 'FS-001003') =>
    fetch(`${platform.url}/carts/self/items?countryCode=DE`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify({ sku, quantity: 1, userOptionValues: [] }),
    });
  const quantityOf = async (token: string, sku: string) => {
    const cart = (await (
      await fetch(`${platform.url}/carts/self?countryCode=DE`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { orders: { items: { sku: string; quantity: number }[] }[] };
    return cart.orders.flatMap((order) => order.items).find((item) => item.sku === sku)?.quantity ?? 0;
  };

  it('adds the item once and answers the repeat with the first answer', async () => {
    const before = await quantityOf(fan, 'FS-001003');
    const key = randomUUID();
    const first = await add(fan, key);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const repeat = await add(fan, key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await repeat.text()).toBe(firstBody);
    expect(await quantityOf(fan, 'FS-001003')).toBe(before + 1);
    // Without a key, a write is a new write each time, as before.
    await add(fan, undefined);
    expect(await quantityOf(fan, 'FS-001003')).toBe(before + 2);
  });

  it('keeps a refusal as the answer, so a repeat is refused alike', async () => {
    const key = randomUUID();
    const first = await add(fan, key, 'NO-SUCH-SKU');
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    const repeat = await add(fan, key, 'NO-SUCH-SKU');
    expect(repeat.status).toBe(first.status);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another request (422) and writes nothing', async () => {
    const key = randomUUID();
    expect((await add(fan, key, 'FS-001003')).status).toBe(200);
    const before = await quantityOf(fan, 'FS-001005');
    const other = await add(fan, key, 'FS-001005');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { reason: string }).reason).toBe('idempotency-key-reused');
    expect(await quantityOf(fan, 'FS-001005')).toBe(before);
  });

  it('never answers one person with another’s answer: a key is the sender’s own', async () => {
    const key = randomUUID();
    await add(fan, key);
    const before = await quantityOf(other, 'FS-001003');
    const theirs = await add(other, key);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await quantityOf(other, 'FS-001003')).toBe(before + 1);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(129)],
    ['control characters', 'abcdefgh\u0007ijk'],
    ['spaces and punctuation', 'abc def;ghi'],
  ])('refuses a key that is %s with a 400 and writes nothing', async (_what, key) => {
    const before = await quantityOf(fan, 'FS-001003');
    const response = await add(fan, key).catch(() => undefined);
    // fetch itself refuses a header value with control characters; either way nothing is written.
    if (response) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('idempotency-key');
    }
    expect(await quantityOf(fan, 'FS-001003')).toBe(before);
  });

  it('asks for a sign-in before it looks at a key (no answer is replayed to a caller without a valid token)', async () => {
    const key = randomUUID();
    await add(fan, key);
    const forged = await add('not-a-token', key);
    expect(forged.status).toBe(401);
  });
});

describe('a repeat while the first request runs, fails or died', () => {
  let db: Database;
  let app: FastifyInstance;
  let writes = 0;
  let release: (() => void) | undefined;
  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    app = Fastify();
    registerProblemHandlers(app);
    app.decorateRequest('principal', null);
    app.addHook(
      'onRoute',
      idempotentWrites(db, () => Promise.reject(new Error('no tokens here')), { leaseMs: 300, waitMs: 400 }),
    );
    app.post('/write', async () => ({ write: ++writes }));
    app.post('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { write: ++writes };
    });
    app.post('/broken', async (_request, reply) => reply.code(503).send({ write: ++writes }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, key: string) =>
    app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: {} });

  it('makes a repeat wait for the running request and answers it with its answer', async () => {
    const key = randomUUID();
    const first = post('/slow', key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const repeat = post('/slow', key);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release!();
    const [a, b] = await Promise.all([first, repeat]);
    expect(a.json()).toEqual(b.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a long request’s lease alive, and tells a repeat that waited long enough to come back (409, Retry-After)', async () => {
    const key = randomUUID();
    const before = writes;
    const first = post('/slow', key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 400 ms of waiting, longer than the 300 ms lease: the running request renews it, so no takeover.
    const repeat = await post('/slow', key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['retry-after']).toBe('1');
    expect(repeat.json()).toMatchObject({ reason: 'idempotency-key-in-progress' });
    release!();
    await first;
    expect(writes).toBe(before + 1);
  });

  it('frees the key after a failure of the service, so the repeat runs again', async () => {
    const key = randomUUID();
    const before = writes;
    expect((await post('/broken', key)).statusCode).toBe(503);
    expect((await post('/broken', key)).statusCode).toBe(503);
    expect(writes).toBe(before + 2);
  });

  it('lets a repeat take over a key whose instance died (its lease ran out, nothing was stored)', async () => {
    const key = randomUUID();
    // What a killed instance leaves behind: the claim, no answer, a lease nobody renews.
    const { fingerprint } = await claimOf(key);
    await db.query(
      `INSERT INTO idempotent_requests (scope, key, fingerprint, locked_until) VALUES ('anonymous', $1, $2, now())`,
      [key, fingerprint],
    );
    const before = writes;
    const repeat = await post('/write', key);
    expect(repeat.statusCode).toBe(200);
    expect(writes).toBe(before + 1);
    expect((await post('/write', key)).headers['idempotent-replayed']).toBe('true');
    expect(writes).toBe(before + 1);
  });

  /** The fingerprint the middleware stores for `POST /write` with an empty body, read from a request of its own. */
  async function claimOf(key: string) {
    const probe = `probe-${key}`;
    await post('/write', probe);
    const { rows } = await db.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM idempotent_requests WHERE key = $1',
      [probe],
    );
    return rows[0]!;
  }
});
