/**
 * Live updates through every Redis fault (issue 41): two graph instances reach Redis through a proxy the test
 * breaks. Redis down, black-holed (connections open, nothing answered) or absent when the first fan subscribes:
 * each instance polls on its own and its fans get every change within the poll interval + 2 s; Redis back: one
 * shared poller again. No fan sees a change twice or misses one.
 */
import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { redisUrlForTests } from '../../test/redis.ts';
import type { LiveFeed } from './feed.ts';
import { LiveHub } from './hub.ts';

const redisUrl = redisUrlForTests();

/** A TCP proxy to Redis that a test can take down, black-hole and bring back on the same port. */
class FaultyProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private blackholed = false;
  port = 0;

  constructor(private readonly target: URL) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.blackholed = false;
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      // Black-holed: the bytes go nowhere and nothing comes back, while the connections stay open.
      client.on('data', (data) => void (this.blackholed || upstream.write(data)));
      upstream.on('data', (data) => void (this.blackholed || client.write(data)));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Redis gone: every connection reset, new ones refused. */
  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  blackhole(): void {
    this.blackholed = true;
  }

  /** The partition heals: the connections that were black-holed end, as TCP gives up on them. */
  async heal(): Promise<void> {
    await this.down();
    await this.up();
  }
}

/** The upstream both instances poll: one object, so its poll count is the upstream's. */
class FakeFeed implements LiveFeed<{ score: number }> {
  readonly kind = 'test';
  readonly key = 'ticker:de:159';
  value = { score: 0 };
  polls = 0;
  constructor(private readonly interval: number) {}
  async fetch() {
    this.polls += 1;
    return this.value;
  }
  intervalMs() {
    return this.interval;
  }
}

const INTERVAL_MS = 300;
const hubs: LiveHub[] = [];
let proxy: FaultyProxy | undefined;
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  await proxy?.down();
});

function instance(feed: FakeFeed, url: string, namespace: string): LiveHub {
  const hub = new LiveHub({
    resolve: (key) => (key === feed.key ? feed : undefined),
    redisUrl: url,
    namespace,
    tickMs: 20,
    leaseMs: 600,
    interestMs: 1500,
  });
  hubs.push(hub);
  return hub;
}

function collect(iterator: AsyncIterableIterator<unknown>) {
  const values: unknown[] = [];
  void (async () => {
    for await (const value of iterator) values.push(value);
  })();
  return values;
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** Upstream polls over one second: about one per interval with one poller, twice that with two. */
async function pollsPerSecond(feed: FakeFeed): Promise<number> {
  const start = feed.polls;
  await sleep(1000);
  return feed.polls - start;
}

const scores = (values: unknown[]) => values.map((value) => (value as { score: number }).score);

describe.runIf(redisUrl)('live updates through Redis faults', () => {
  async function twoInstances() {
    proxy = new FaultyProxy(new URL(redisUrl!));
    await proxy.up();
    const feed = new FakeFeed(INTERVAL_MS);
    const namespace = `fault-${randomUUID()}`;
    const a = instance(feed, proxy.url, namespace);
    const b = instance(feed, proxy.url, namespace);
    const onA = collect(a.watch(feed.key));
    const onB = collect(b.watch(feed.key));
    await until(() => onA.length === 1 && onB.length === 1, 3000, 'the first value on both');
    await until(() => [a.isPoller, b.isPoller].filter(Boolean).length === 1, 3000, 'one poller');
    return { feed, a, b, onA, onB };
  }

  /** Both instances' fans get `score` within the poll interval + 2 s. */
  async function bothGet(onA: unknown[], onB: unknown[], score: number) {
    await until(
      () => scores(onA).at(-1) === score && scores(onB).at(-1) === score,
      INTERVAL_MS + 2000,
      `score ${score} on both instances`,
    );
  }

  it('Redis down: each instance polls on its own; back: one shared poller, every change once', async () => {
    const { feed, a, b, onA, onB } = await twoInstances();
    await proxy!.down();
    feed.value = { score: 1 };
    await bothGet(onA, onB, 1);
    expect([a.isAlone, b.isAlone]).toEqual([true, true]);
    // Alone, each polls at the feed's cadence: two pollers, bounded.
    expect(await pollsPerSecond(feed)).toBeLessThanOrEqual(2 * (1000 / INTERVAL_MS) + 2);

    await proxy!.up();
    await until(() => !a.isAlone && !b.isAlone, 4000, 'both back on Redis');
    await until(() => [a.isPoller, b.isPoller].filter(Boolean).length === 1, 3000, 'one poller again');
    expect(await pollsPerSecond(feed)).toBeLessThanOrEqual(1000 / INTERVAL_MS + 1);
    feed.value = { score: 2 };
    await bothGet(onA, onB, 2);
    await sleep(500);
    expect(scores(onA)).toEqual([0, 1, 2]);
    expect(scores(onB)).toEqual([0, 1, 2]);
  });

  it('Redis black-holed: commands time out, each instance polls on its own, and rejoins when it heals', async () => {
    const { feed, a, b, onA, onB } = await twoInstances();
    proxy!.blackhole();
    feed.value = { score: 1 };
    await bothGet(onA, onB, 1);
    expect([a.isAlone, b.isAlone]).toEqual([true, true]);

    await proxy!.heal();
    await until(() => !a.isAlone && !b.isAlone, 5000, 'both back on Redis');
    await until(() => [a.isPoller, b.isPoller].filter(Boolean).length === 1, 3000, 'one poller again');
    feed.value = { score: 2 };
    await bothGet(onA, onB, 2);
    await sleep(500);
    expect(scores(onA)).toEqual([0, 1, 2]);
    expect(scores(onB)).toEqual([0, 1, 2]);
  });

  it('Redis absent at the first subscriber: the instance polls on its own, then joins the others', async () => {
    proxy = new FaultyProxy(new URL(redisUrl!));
    await proxy.up();
    const port = proxy.port;
    await proxy.down();
    const feed = new FakeFeed(INTERVAL_MS);
    const namespace = `fault-${randomUUID()}`;
    const a = instance(feed, `redis://127.0.0.1:${port}`, namespace);
    const onA = collect(a.watch(feed.key));
    await until(() => onA.length === 1, INTERVAL_MS + 2000, 'the first value without Redis');
    expect(a.isAlone).toBe(true);
    feed.value = { score: 1 };
    await until(() => scores(onA).at(-1) === 1, INTERVAL_MS + 2000, 'a change without Redis');

    await proxy.up();
    const b = instance(feed, proxy.url, namespace);
    const onB = collect(b.watch(feed.key));
    await until(() => !a.isAlone, 4000, 'the first instance on Redis');
    await until(() => onB.length >= 1 && [a.isPoller, b.isPoller].filter(Boolean).length === 1, 3000, 'one poller');
    feed.value = { score: 2 };
    await until(() => scores(onA).at(-1) === 2 && scores(onB).at(-1) === 2, INTERVAL_MS + 2000, 'score 2 on both');
    expect(scores(onA)).toEqual([0, 1, 2]);
    expect(scores(onB)).toEqual([1, 2]);
  });
});
