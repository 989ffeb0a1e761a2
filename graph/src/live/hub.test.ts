import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisBus, type LiveBus } from './bus.ts';
import type { LiveFeed } from './feed.ts';
import { LiveHub } from './hub.ts';
import { redisUrlForTests } from '../../test/redis.ts';
import { liveFanoutLag } from '../observability/metrics.ts';

/** A feed whose value the test sets, counting its polls. */
class FakeFeed implements LiveFeed<{ score: number }> {
  readonly kind = 'test';
  value = { score: 0 };
  polls = 0;
  failing = false;
  dependsOn?: readonly string[];
  constructor(
    readonly key: string,
    private readonly interval = 100,
  ) {}
  async fetch() {
    this.polls += 1;
    if (this.failing) throw new Error('feed down');
    return this.value;
  }
  intervalMs() {
    return this.interval;
  }
}

const hubs: LiveHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

function hubFor(feeds: FakeFeed[], options: { bus?: LiveBus; leaseMs?: number } = {}) {
  const hub = new LiveHub({
    resolve: (key) => feeds.find((feed) => feed.key === key),
    tickMs: 20,
    leaseMs: options.leaseMs ?? 300,
    interestMs: 600,
    ...(options.bus ? { bus: options.bus } : {}),
  });
  hubs.push(hub);
  return hub;
}

/** Reads a subscription in the background, keeping what arrives. */
function collect(iterator: AsyncIterableIterator<unknown>) {
  const values: unknown[] = [];
  void (async () => {
    for await (const value of iterator) values.push(value);
  })();
  return values;
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many changes the instances of this process delivered with their lag measured (graph_live_fanout_lag_seconds). */
async function fanoutLags(): Promise<number> {
  const { values } = await liveFanoutLag.get();
  return values
    .filter((sample) => sample.metricName === 'graph_live_fanout_lag_seconds_count')
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe('LiveHub in one process', () => {
  it('polls a watched feed once per interval whatever the number of subscribers, and pushes only changes', async () => {
    const feed = new FakeFeed('ticker:de:159', 100);
    const hub = hubFor([feed]);
    const subscriptions = Array.from({ length: 50 }, () => hub.watch(feed.key));
    const received = subscriptions.map(collect);
    await until(() => received.every((values) => values.length === 1));
    expect(received[0]).toEqual([{ score: 0 }]);

    await sleep(550);
    // About five intervals, each one poll for fifty subscribers; the unchanged answers pushed nothing.
    expect(feed.polls).toBeGreaterThanOrEqual(4);
    expect(feed.polls).toBeLessThanOrEqual(8);
    expect(received.every((values) => values.length === 1)).toBe(true);

    feed.value = { score: 1 };
    await until(() => received.every((values) => values.length === 2));
    expect(received[49]).toEqual([{ score: 0 }, { score: 1 }]);
    await Promise.all(subscriptions.map((subscription) => subscription.return?.()));
  });

  it('does not poll a feed nobody watches, and stops once the last subscriber leaves', async () => {
    const feed = new FakeFeed('ticker:de:159', 50);
    const hub = hubFor([feed]);
    await sleep(150);
    expect(feed.polls).toBe(0);

    const subscription = hub.watch(feed.key);
    const received = collect(subscription);
    await until(() => received.length === 1);
    await subscription.return?.();
    // Interest lapses after interestMs (600 ms here); then the polls stop.
    await sleep(800);
    const polls = feed.polls;
    await sleep(300);
    expect(feed.polls).toBe(polls);
  });

  it('keeps the last value when a poll fails and goes on at the next interval', async () => {
    const feed = new FakeFeed('standings:2025:159', 50);
    const hub = hubFor([feed]);
    const received = collect(hub.watch(feed.key));
    await until(() => received.length === 1);
    feed.failing = true;
    const failedFrom = feed.polls;
    await until(() => feed.polls >= failedFrom + 2);
    expect(received).toHaveLength(1);
    feed.failing = false;
    feed.value = { score: 2 };
    await until(() => received.length === 2);
    expect(received[1]).toEqual({ score: 2 });
  });

  it('gives a late subscriber the current value at once', async () => {
    const feed = new FakeFeed('ticker:en:159', 100);
    const hub = hubFor([feed]);
    const first = collect(hub.watch(feed.key));
    feed.value = { score: 3 };
    await until(() => first.at(-1) !== undefined && (first.at(-1) as { score: number }).score === 3);
    const polls = feed.polls;
    const late = collect(hub.watch(feed.key));
    await until(() => late.length === 1);
    expect(late[0]).toEqual({ score: 3 });
    expect(feed.polls - polls).toBeLessThanOrEqual(1);
  });

  it('watches a dependency with its feed, and refuses a key it does not know', async () => {
    const ticker = new FakeFeed('ticker:de:159', 100);
    const standings = new FakeFeed('standings:2025:159', 100);
    standings.dependsOn = [ticker.key];
    const hub = hubFor([ticker, standings]);
    const received = collect(hub.watch(standings.key));
    await until(() => received.length === 1 && ticker.polls > 0);

    const unknown: unknown[] = [];
    for await (const value of hub.watch('ticker:xx:1')) unknown.push(value);
    expect(unknown).toEqual([]);
  });
});

const redisUrl = redisUrlForTests();

describe.runIf(redisUrl)('LiveHub on several instances through Redis', () => {
  it('polls once per interval across instances, delivers to subscribers on each, and hands the poll over', async () => {
    const prefix = `test-live-${randomUUID()}:`;
    // One feed object stands for the upstream both instances call: its count is the upstream's.
    const feed = new FakeFeed('ticker:de:159', 200);
    const a = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const b = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const onA = collect(a.watch(feed.key));
    const onB = collect(b.watch(feed.key));
    await until(() => onA.length === 1 && onB.length === 1);

    const start = feed.polls;
    await sleep(1000);
    // Five intervals: one poll each in total, not one per instance.
    expect(feed.polls - start).toBeGreaterThanOrEqual(3);
    expect(feed.polls - start).toBeLessThanOrEqual(6);
    expect([a.isPoller, b.isPoller].filter(Boolean)).toHaveLength(1);

    feed.value = { score: 1 };
    await until(() => onA.length === 2 && onB.length === 2);

    // The poller dies without resigning (its lease runs out); the other takes over within the lease.
    const [poller, other] = a.isPoller ? [a, b] : [b, a];
    const stranded = poller as unknown as { leading: boolean; timer: NodeJS.Timeout };
    clearInterval(stranded.timer);
    stranded.leading = false;
    await until(() => other.isPoller, 2000);
    feed.value = { score: 2 };
    const onOther = other === a ? onA : onB;
    await until(() => onOther.length === 3);
    expect(onOther[2]).toEqual({ score: 2 });
  });

  it('gives a fan who comes after the feed was idle its present value first, never the one stored long ago', async () => {
    const prefix = `test-live-${randomUUID()}:`;
    const feed = new FakeFeed('ticker:de:159', 100);
    feed.value = { score: 3 }; // the last match's final score
    const a = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const b = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const first = a.watch(feed.key);
    expect((await first.next()).value).toEqual({ score: 3 });
    await first.return?.();
    // Nobody watches: the interest (600 ms here, 15 s in production) lapses and the feed is no longer polled,
    // while Redis and instance a keep the value. The next match begins meanwhile.
    await sleep(1500);
    const idlePolls = feed.polls;
    await sleep(1000);
    expect(feed.polls).toBe(idlePolls);
    feed.value = { score: 0 };

    // Whichever instance the fans come to (a knew the old score, b only finds it stored), the first value
    // they see is a fresh poll's, and so is what a page query reads.
    for (const hub of [a, b]) {
      const values = collect(hub.watch(feed.key));
      expect(hub.current(feed.key)).toBeUndefined();
      await until(() => values.length > 0);
      expect(values[0]).toEqual({ score: 0 });
      expect(hub.current(feed.key)).toEqual({ score: 0 });
    }
  });

  it('gives a late fan on another instance the stored value at once while the poller keeps it up to date', async () => {
    const prefix = `test-live-${randomUUID()}:`;
    const feed = new FakeFeed('ticker:de:159', 100);
    feed.value = { score: 1 };
    const a = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const b = hubFor([feed], { bus: await RedisBus.connect(redisUrl!, prefix) });
    const onA = collect(a.watch(feed.key));
    await until(() => onA.length === 1);
    await sleep(300);
    // The score has not changed for several polls (nothing published since the first): b's fan gets it.
    const onB = collect(b.watch(feed.key));
    await until(() => onB.length === 1);
    expect(onB).toEqual([{ score: 1 }]);
    const lagsBefore = await fanoutLags();
    feed.value = { score: 2 };
    await until(() => onA.length === 2 && onB.length === 2);
    expect(onB).toEqual([{ score: 1 }, { score: 2 }]);
    // Each instance measured how long the change took from the poll's answer to its fans.
    expect((await fanoutLags()) - lagsBefore).toBe(2);
  });
});
