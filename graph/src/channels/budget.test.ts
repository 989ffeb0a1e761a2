/**
 * Cost budgets per channel (issue 40): Shopify's leaky bucket, in this process and shared through Redis.
 * The Redis tests run against REDIS_URL, each under a key prefix of its own that it deletes afterwards.
 */
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisUrlForTests } from '../../test/redis.ts';
import { inProcessBudgets, redisBudgets, type CostBudgets, type RedisBudgets } from './budget.ts';

const redisUrl = redisUrlForTests();

/** A clock the in-process tests move by hand (not at 0: the LRU takes a start time of 0 for "no time to live"). */
function manualClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('in-process budgets', () => {
  const limits = { capacity: 100, restoreRate: 10 };

  it('takes until the bucket is short, then refuses with the time until the cost is restored', async () => {
    const budgets = inProcessBudgets(manualClock().now);
    expect(await budgets.take('web', 40, limits)).toEqual({ allowed: true, remaining: 60, ...limits, retryAfterMs: 0 });
    expect(await budgets.take('web', 40, limits)).toMatchObject({ allowed: true, remaining: 20 });
    // 20 points short at 10 per second.
    expect(await budgets.take('web', 40, limits)).toEqual({
      allowed: false,
      remaining: 20,
      ...limits,
      retryAfterMs: 2000,
    });
    expect(await budgets.take('web', 20, limits)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('restores restoreRate points per second, up to the capacity', async () => {
    const clock = manualClock();
    const budgets = inProcessBudgets(clock.now);
    await budgets.take('web', 100, limits);
    clock.advance(1500);
    expect(await budgets.take('web', 0, limits)).toMatchObject({ allowed: true, remaining: 15 });
    const refused = await budgets.take('web', 40, limits);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 2500 });
    clock.advance(refused.retryAfterMs - 1);
    expect((await budgets.take('web', 40, limits)).allowed).toBe(false);
    clock.advance(1);
    expect(await budgets.take('web', 40, limits)).toMatchObject({ allowed: true, remaining: 0 });
    clock.advance(3_600_000);
    expect((await budgets.take('web', 0, limits)).remaining).toBe(100);
  });

  it('refunds restore points but never above the capacity', async () => {
    const budgets = inProcessBudgets(manualClock().now);
    await budgets.take('web', 70, limits);
    await budgets.refund('web', 50, limits);
    expect((await budgets.take('web', 0, limits)).remaining).toBe(80);
    await budgets.refund('web', 500, limits);
    expect((await budgets.take('web', 0, limits)).remaining).toBe(100);
    expect((await budgets.take('web', 101, limits)).allowed).toBe(false);
  });

  it('always allows a cost of 0; a cost above the capacity waits for a full bucket, and no longer', async () => {
    const clock = manualClock();
    const budgets = inProcessBudgets(clock.now);
    await budgets.take('web', 100, limits);
    expect(await budgets.take('web', 0, limits)).toMatchObject({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(await budgets.take('web', 250, limits)).toMatchObject({ allowed: false, retryAfterMs: 10_000 });
    clock.advance(10_000);
    expect(await budgets.take('web', 250, limits)).toMatchObject({ allowed: false, remaining: 100, retryAfterMs: 0 });
  });

  it("one channel's exhaustion leaves another's budget alone", async () => {
    const budgets = inProcessBudgets(manualClock().now);
    await budgets.take('web', 100, limits);
    expect((await budgets.take('web', 1, limits)).allowed).toBe(false);
    expect(await budgets.take('stadium-screen', 100, limits)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('forgets buckets once they are full again, so idle channels hold no memory', async () => {
    const clock = manualClock();
    const budgets = inProcessBudgets(clock.now);
    await budgets.take('web', 30, limits);
    await budgets.take('partner', 10, limits);
    await budgets.take('stadium-screen', 0, limits);
    expect(budgets.buckets).toBe(2);
    // 'partner' is full after 1 s, 'web' after 3 s.
    clock.advance(1001);
    expect(budgets.buckets).toBe(1);
    clock.advance(2000);
    expect(budgets.buckets).toBe(0);
    await budgets.refund('web', 5, limits);
    expect(budgets.buckets).toBe(0);
  });

  it('refuses nonsense: a negative or infinite cost, limits that are not positive', async () => {
    const budgets = inProcessBudgets();
    await expect(budgets.take('web', -1, limits)).rejects.toThrow(RangeError);
    await expect(budgets.take('web', Infinity, limits)).rejects.toThrow(RangeError);
    await expect(budgets.take('web', 1, { capacity: 100, restoreRate: 0 })).rejects.toThrow(RangeError);
    await expect(budgets.refund('web', Number.NaN, limits)).rejects.toThrow(RangeError);
  });
});

/**
 * A TCP proxy to Redis that a test can black-hole (the connection stays open, nothing comes back) and heal
 * (the black-holed connections end, as TCP gives up on them, and new ones pass again).
 */
async function blackholeableProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let blackholed = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => void (client.destroy(), upstream.destroy()));
    }
    client.on('data', (data) => void (blackholed || upstream.write(data)));
    upstream.on('data', (data) => void (blackholed || client.write(data)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    blackhole: () => void (blackholed = true),
    heal: () => {
      for (const socket of sockets) socket.destroy();
      blackholed = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('Redis budgets', () => {
  const opened: CostBudgets[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  let admin: Redis | undefined;
  let keyPrefix = '';

  /** A graph instance's budgets: its own Redis connection, this test's keys. */
  async function instance(url = redisUrl!, settings: { deadlineMs?: number } = {}): Promise<RedisBudgets> {
    const budgets = redisBudgets({ redisUrl: url, keyPrefix, ...settings });
    opened.push(budgets);
    return budgets;
  }

  async function connectedInstance(): Promise<RedisBudgets> {
    const budgets = await instance();
    expect(await budgets.ready()).toBe(true);
    return budgets;
  }

  function redis(): Redis {
    admin ??= new Redis(redisUrl!);
    return admin;
  }

  function setUp() {
    keyPrefix = `test:budget:${randomUUID()}:`;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((budgets) => budgets.close()));
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
    if (admin) {
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      admin.disconnect();
      admin = undefined;
    }
  });

  it.runIf(redisUrl)(
    'takes until the bucket is short, then refuses with the time until the cost is restored',
    async () => {
      setUp();
      const budgets = await connectedInstance();
      // One point per second: the milliseconds the test takes restore next to nothing.
      const limits = { capacity: 100, restoreRate: 1 };
      expect(await budgets.take('web', 60, limits)).toEqual({
        allowed: true,
        remaining: 40,
        ...limits,
        retryAfterMs: 0,
      });
      expect(await budgets.take('web', 40, limits)).toMatchObject({ allowed: true, remaining: 0 });
      const refused = await budgets.take('web', 30, limits);
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.retryAfterMs).toBeGreaterThan(29_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000);
      expect(budgets.fallbacks).toBe(0);
    },
  );

  it.runIf(redisUrl)('restores restoreRate points per second by the Redis clock', async () => {
    setUp();
    const budgets = await connectedInstance();
    const limits = { capacity: 100, restoreRate: 40 };
    const beforeTake = performance.now();
    await budgets.take('web', 100, limits);
    const afterTake = performance.now();
    await sleep(300);
    const beforeLook = performance.now();
    const { remaining } = await budgets.take('web', 0, limits);
    const afterLook = performance.now();
    // Redis saw between (beforeLook - afterTake) and (afterLook - beforeTake) pass: 40 points a second.
    expect(remaining).toBeGreaterThanOrEqual(Math.floor(((beforeLook - afterTake) * 40) / 1000));
    expect(remaining).toBeLessThanOrEqual(Math.ceil(((afterLook - beforeTake) * 40) / 1000));
    expect(remaining).toBeGreaterThanOrEqual(11);
  });

  it.runIf(redisUrl)('refunds restore points but never above the capacity', async () => {
    setUp();
    const budgets = await connectedInstance();
    const limits = { capacity: 100, restoreRate: 0.001 };
    await budgets.take('web', 70, limits);
    await budgets.refund('web', 50, limits);
    expect((await budgets.take('web', 0, limits)).remaining).toBe(80);
    await budgets.refund('web', 500, limits);
    expect((await budgets.take('web', 0, limits)).remaining).toBe(100);
    expect((await budgets.take('web', 101, limits)).allowed).toBe(false);
    // Full again: nothing left in Redis.
    expect(await redis().exists(`${keyPrefix}web`)).toBe(0);
  });

  it.runIf(redisUrl)('two graph instances share one bucket', async () => {
    setUp();
    const [one, other] = await Promise.all([connectedInstance(), connectedInstance()]);
    const limits = { capacity: 100, restoreRate: 0.001 };
    expect(await one.take('partner', 60, limits)).toMatchObject({ allowed: true, remaining: 40 });
    expect(await other.take('partner', 60, limits)).toMatchObject({ allowed: false, remaining: 40 });
    expect(await other.take('partner', 40, limits)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await one.take('partner', 1, limits)).allowed).toBe(false);
    await other.refund('partner', 25, limits);
    expect((await one.take('partner', 0, limits)).remaining).toBe(25);
  });

  it.runIf(redisUrl)("one channel's exhaustion leaves another's budget alone", async () => {
    setUp();
    const budgets = await connectedInstance();
    const limits = { capacity: 100, restoreRate: 0.001 };
    await budgets.take('web', 100, limits);
    expect((await budgets.take('web', 1, limits)).allowed).toBe(false);
    expect(await budgets.take('stadium-screen', 100, limits)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it.runIf(redisUrl)('an idle bucket expires in Redis once it would be full again', async () => {
    setUp();
    const budgets = await connectedInstance();
    await budgets.take('web', 30, { capacity: 100, restoreRate: 10 });
    const ttl = await redis().pttl(`${keyPrefix}web`);
    expect(ttl).toBeGreaterThan(2000);
    expect(ttl).toBeLessThanOrEqual(3000);
    expect(await redis().hgetall(`${keyPrefix}web`)).toMatchObject({ points: '70' });

    // 10 points at 1000 a second: full again, and gone, within 10 ms.
    await budgets.take('screen', 10, { capacity: 10, restoreRate: 1000 });
    expect(await redis().pttl(`${keyPrefix}screen`)).toBeGreaterThan(0);
    await sleep(50);
    expect(await redis().exists(`${keyPrefix}screen`)).toBe(0);
  });

  it('Redis unreachable: falls back to this instance’s bucket and still answers within 100 ms', async () => {
    setUp();
    const budgets = await instance('redis://127.0.0.1:1');
    const limits = { capacity: 100, restoreRate: 0.001 };
    const started = performance.now();
    expect(await budgets.take('web', 60, limits)).toMatchObject({ allowed: true, remaining: 40 });
    expect(performance.now() - started).toBeLessThan(100);
    // The fallback bucket still limits the channel.
    expect((await budgets.take('web', 60, limits)).allowed).toBe(false);
    await budgets.refund('web', 20, limits);
    expect((await budgets.take('web', 60, limits)).allowed).toBe(true);
    expect(budgets.fallbacks).toBe(4);
  });

  it.runIf(redisUrl)(
    'Redis black-holed: falls back within the deadline and asks Redis again after a second',
    async () => {
      setUp();
      const proxy = await blackholeableProxy(redisUrl!);
      cleanups.push(proxy.close);
      const budgets = await instance(proxy.url);
      expect(await budgets.ready()).toBe(true);
      const limits = { capacity: 100, restoreRate: 0.001 };
      await budgets.take('web', 30, limits);
      expect(budgets.fallbacks).toBe(0);

      proxy.blackhole();
      const started = performance.now();
      expect(await budgets.take('web', 30, limits)).toMatchObject({ allowed: true, remaining: 70 });
      expect(performance.now() - started).toBeLessThan(100);
      // Within the next second Redis is not even asked: no wait at all.
      const next = performance.now();
      await budgets.take('web', 30, limits);
      expect(performance.now() - next).toBeLessThan(20);
      expect(budgets.fallbacks).toBe(2);
      // Redis kept its own count: only the take before the outage.
      expect((await redis().hgetall(`${keyPrefix}web`)).points).toMatch(/^70(\.|$)/);

      // Healed: a second after the outage began, the shared bucket counts again.
      proxy.heal();
      await sleep(1100 - (performance.now() - started));
      expect(await budgets.take('web', 30, limits)).toMatchObject({ allowed: true, remaining: 40 });
      expect(budgets.fallbacks).toBe(2);
    },
  );
});
