import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed/seed.ts';
import { loggerOptions, maskSecrets } from './logging.ts';

const anonymousId = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const card = '4111 1111 1111 1111';
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmYW4ifQ.c2lnbmF0dXJl';
let db: Database;
let lines: string[];
let app: Awaited<ReturnType<typeof buildPlatformApp>>;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  await seed(db);
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildPlatformApp({
    db,
    publicUrl: 'http://platform.test',
    logger: { ...(loggerOptions('info') as object), stream },
    verifyAccessToken: () => Promise.reject(new Error('no tokens in this test')),
  });
  // Failures as a buggy repository would raise them: a database error quoting the value, a plain error.
  app.get('/test/database-error', async () => {
    throw Object.assign(new Error(`invalid input syntax for type uuid: "${anonymousId}" ${card}`), {
      code: 'XX000',
      params: [anonymousId, card],
    });
  });
  app.get('/test/error', async () => {
    throw new Error(`lookup of ${anonymousId} with card ${card} and token ${jwt} failed`);
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('platform logs', () => {
  it('carry no query strings, headers, SQL parameters, ids, tokens or card numbers', async () => {
    const headers = { authorization: `Bearer ${jwt}`, cookie: `AnonymousUserShoppingId=${anonymousId}` };
    await app.inject({ method: 'GET', url: `/carts/self?anonymousUserId=${anonymousId}&countryCode=DE`, headers });
    await app.inject({ method: 'GET', url: `/test/database-error?card=${encodeURIComponent(card)}`, headers });
    const failed = await app.inject({ method: 'GET', url: '/test/error', headers });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ type: 'about:blank', title: 'Internal Server Error', status: 500 });

    const log = lines.join('');
    expect(log).toContain('"path":"/carts/self"');
    expect(log).toContain('database error XX000');
    expect(log).toContain('"msg":"request failed"');
    for (const secret of [anonymousId, card, '4111111111111111', jwt, 'Bearer', 'AnonymousUserShoppingId', 'params'])
      expect(log).not.toContain(secret);
  });

  it('masks ids, tokens and card-like numbers in any text', () => {
    expect(maskSecrets(`a ${anonymousId} b ${jwt} c 4111-1111-1111-1111 d 5500000000000004 e 2026`)).toBe(
      'a <uuid> b <jwt> c <number> d <number> e 2026',
    );
  });
});
