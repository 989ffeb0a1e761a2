import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphClient, startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { SharedCache } from './shared-cache.ts';
import { redisUrlForTests } from '../../test/redis.ts';

const redisUrl = redisUrlForTests();

/** A load function that counts its calls and resolves when told to. */
function deferredLoad<T>(value: T) {
  const calls: AbortSignal[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    calls,
    release,
    load: async (signal: AbortSignal) => {
      calls.push(signal);
      await released;
      return structuredClone(value);
    },
  };
}

describe('the shared cache', () => {
  it('makes concurrent identical calls one, and answers from memory within the TTL', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
    const upstream = deferredLoad({ items: [1, 2] });
    const waiting = [1, 2, 3].map(() => cache.get('shop', 'k', upstream.load));
    upstream.release();
    const answers = await Promise.all(waiting);
    expect(upstream.calls).toHaveLength(1);
    expect(answers[0]).toEqual({ items: [1, 2] });
    await cache.get('shop', 'k', upstream.load);
    expect(upstream.calls).toHaveLength(1);
  });

  it('calls again after the TTL, and for another key', async () => {
    const cache = new SharedCache({ ttlMs: 1, maxEntries: 10, maxBytes: 1e6 });
    let calls = 0;
    const load = () => Promise.resolve({ n: ++calls });
    await cache.get('shop', 'a', load);
    await sleep(5);
    expect(await cache.get('shop', 'a', load)).toEqual({ n: 2 });
    expect(await cache.get('shop', 'b', load)).toEqual({ n: 3 });
  });

  it('shares frozen values, so no request can change what another reads', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
    const value = await cache.get('shop', 'k', () => Promise.resolve({ items: [{ name: 'Schal' }] }));
    expect(() => {
      (value.items[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps no failure: the next request calls again', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
    let calls = 0;
    const failing = () => Promise.reject(new Error(`down ${++calls}`));
    await expect(cache.get('shop', 'k', failing)).rejects.toThrow('down 1');
    await expect(cache.get('shop', 'k', failing)).rejects.toThrow('down 2');
  });

  it('cancels a shared call only when every request waiting for it has gone', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
    const upstream = deferredLoad({ ok: true });
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.get('shop', 'k', upstream.load, first.signal);
    const b = cache.get('shop', 'k', upstream.load, second.signal);
    first.abort();
    await expect(a).rejects.toBeDefined();
    expect(upstream.calls[0]!.aborted).toBe(false);
    second.abort();
    await expect(b).rejects.toBeDefined();
    expect(upstream.calls[0]!.aborted).toBe(true);
    // A request that comes later starts a fresh call instead of joining the cancelled one.
    const c = cache.get('shop', 'k', upstream.load);
    upstream.release();
    expect(await c).toEqual({ ok: true });
    expect(upstream.calls).toHaveLength(2);
  });

  it('answers a failed call with the last answer for a while past its time (stale-if-error), then fails', async () => {
    const cache = new SharedCache({ ttlMs: 10, maxEntries: 10, maxBytes: 1e6, staleIfErrorMs: 60 });
    expect(await cache.get('cms', 'sites', () => Promise.resolve({ sites: ['profis'] }))).toEqual({
      sites: ['profis'],
    });
    await sleep(20);
    let calls = 0;
    const failing = () => Promise.reject(new Error(`timeout ${++calls}`));
    // Past its time: a fresh answer is asked for each time, and the old one stands in while it fails.
    expect(await cache.get('cms', 'sites', failing)).toEqual({ sites: ['profis'] });
    expect(await cache.get('cms', 'sites', failing)).toEqual({ sites: ['profis'] });
    expect(calls).toBe(2);
    // The caller's own abort gets no answer.
    const gone = new AbortController();
    const asked = cache.get('cms', 'sites', (call) => sleep(50, { sites: [] }, { signal: call }), gone.signal);
    gone.abort();
    await expect(asked).rejects.toBeDefined();
    // A fresh answer replaces it; past the stale window a failure is a failure.
    expect(await cache.get('cms', 'sites', () => Promise.resolve({ sites: ['frauen'] }))).toEqual({
      sites: ['frauen'],
    });
    await sleep(80);
    await expect(cache.get('cms', 'sites', failing)).rejects.toThrow('timeout 3');
  });

  it('lets go of expired answers that nobody asks for again, once a newer one is stored', async () => {
    const cache = new SharedCache({ ttlMs: 20, maxEntries: 100, maxBytes: 1e6, staleIfErrorMs: 0 });
    const load = () => Promise.resolve({ page: 'of a screen no longer visited' });
    for (const key of ['a', 'b', 'c']) await cache.get('shop', key, load);
    expect(cache.entries).toBe(3);
    await sleep(30);
    await cache.get('shop', 'navigation', load);
    expect(cache.entries).toBe(1);
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1e6 });
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    for (const key of ['a', 'b', 'c']) await cache.get('shop', key, load);
    expect(await cache.get('shop', 'c', load)).toBe(3);
    // The oldest went.
    expect(await cache.get('shop', 'a', load)).toBe(4);
  });

  it('keeps at most maxBytes of answers (as JSON), and none larger than that', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 25 });
    let calls = 0;
    const load = () => Promise.resolve({ text: 'x'.repeat(8), n: ++calls }); // 24 bytes as JSON
    await cache.get('shop', 'a', load);
    await cache.get('shop', 'b', load); // a goes: both would be 48 bytes
    expect(await cache.get('shop', 'b', load)).toMatchObject({ n: 2 });
    expect(await cache.get('shop', 'a', load)).toMatchObject({ n: 3 });
    const huge = () => Promise.resolve({ text: 'x'.repeat(100), n: ++calls });
    await cache.get('shop', 'huge', huge);
    expect(await cache.get('shop', 'huge', huge)).toMatchObject({ n: 5 });
    // The small ones stay when an answer is too large to keep at all.
    expect(await cache.get('shop', 'a', load)).toMatchObject({ n: 3 });
  });

  it.runIf(redisUrl)('shares answers between instances through Redis (REDIS_URL)', async () => {
    const keyPrefix = `club-graph-test:${randomUUID()}:`;
    const settings = { ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6, redisUrl, keyPrefix };
    const one = new SharedCache(settings);
    const two = new SharedCache(settings);
    const probe = new Redis(redisUrl!);
    try {
      // ioredis connects in the background; wait (bounded) until both are ready.
      for (let i = 0; i < 100 && !(one.redisReady && two.redisReady); i++) await sleep(20);
      let calls = 0;
      const load = () => Promise.resolve({ n: ++calls });
      await one.get('cms', 'nav', load);
      // Redis writes are not awaited by the request; give it a moment.
      for (let i = 0; i < 50 && (await probe.exists(`${keyPrefix}nav`)) === 0; i++) await sleep(10);
      expect(await two.get('cms', 'nav', load)).toEqual({ n: 1 });
      expect(calls).toBe(1);
    } finally {
      await Promise.all([one.close(), two.close(), probe.quit()]);
    }
  });

  it('carries on without Redis when it cannot be reached', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6, redisUrl: 'redis://127.0.0.1:9' });
    try {
      expect(await cache.get('cms', 'nav', () => Promise.resolve('fresh'))).toBe('fresh');
    } finally {
      await cache.close();
    }
  });
});

describe('public reads in the graph, with a shared cache', () => {
  let platform: PlatformUnderTest;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.platform.close());
  beforeEach(() => platform.reset());

  const SCREEN = `query Screen($signedIn: Boolean!) {
    newestProducts(first: 10) { edges { node { name } } }
    storesNavigation(language: DE) { title }
    viewer { person { displayName } organizations @include(if: $signedIn) { name } }
  }`;

  it('calls the shop and the CMS once for many visitors, concurrent or not', async () => {
    const client = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => client.execute(SCREEN, { signedIn: false })));
    for (let i = 0; i < 5; i++) await client.execute(SCREEN, { signedIn: false });
    for (const answer of concurrent) expect(answer.errors).toBeUndefined();
    expect(concurrent[0]!.data).toEqual(concurrent[4]!.data);
    expect(platform.callsTo('/shop/')).toHaveLength(1);
    expect(platform.callsTo('/cms/')).toHaveLength(1);
  });

  it('shares public answers between visitors of different addresses (behind the balancer, or rendered by the portal)', async () => {
    const client = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    for (let visitor = 1; visitor <= 5; visitor++) {
      const answer = await client.execute(SCREEN, { signedIn: false }, { 'x-forwarded-for': `198.51.100.${visitor}` });
      expect(answer.errors).toBeUndefined();
    }
    expect(platform.callsTo('/shop/')).toHaveLength(1);
    expect(platform.callsTo('/cms/')).toHaveLength(1);
    await client.graph.dispose();
  });

  it('never shares what belongs to a person: each signed-in request asks with its own token', async () => {
    const client = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    const issuer = platform.platform.identity.issuer;
    const [sabine, lena] = await Promise.all([
      signIn(issuer, 'fanclub@club.example', DEMO_PASSWORD),
      signIn(issuer, 'fan@club.example', DEMO_PASSWORD),
    ]);
    platform.reset();
    const names: string[] = [];
    for (const tokens of [sabine, lena, sabine]) {
      const answer = await client.execute<{ viewer: { person: { displayName: string } } }>(
        SCREEN,
        { signedIn: true },
        { authorization: `Bearer ${tokens.access_token}` },
      );
      expect(answer.errors).toBeUndefined();
      names.push(answer.data!.viewer.person.displayName);
    }
    expect(names[0]).toBe(names[2]);
    expect(names[0]).not.toBe(names[1]);
    // Three requests, three calls each for the person's contact and memberships; the catalogue once.
    expect(platform.callsTo('/contacts/self')).toHaveLength(6);
    for (const call of platform.callsTo('/contacts/')) expect(call.headers.authorization).toMatch(/^Bearer /);
    expect(platform.callsTo('/shop/')).toHaveLength(1);
    for (const call of [...platform.callsTo('/shop/'), ...platform.callsTo('/cms/')]) {
      expect(call.headers.authorization).toBeUndefined();
    }
  });
});
