import { randomUUID } from 'node:crypto';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import { livePolls, liveSubscribers } from '../observability/metrics.ts';
import { log, rateLimited } from '../shared/log.ts';
import { MemoryBus, RedisBus, type LiveBus } from './bus.ts';
import type { FeedResolver, LiveFeed } from './feed.ts';
import { LiveWatchers } from './watchers.ts';

export interface LiveHubOptions {
  resolve: FeedResolver;
  /** Shares updates, interest and the poller's lease between instances; without it, this process alone. */
  redisUrl?: string | undefined;
  /**
   * Names the deployment in the Redis keys: instances share live feeds only with instances that poll the
   * same upstream (two test graphs on one Redis, each with its own platform, never mix their feeds).
   */
  namespace?: string;
  /** Tests pass a bus of their own. */
  bus?: LiveBus;
  /** How often the hub looks for due polls. */
  tickMs?: number;
  /** How long the poller's lease lasts without renewal: another instance takes over within this time. */
  leaseMs?: number;
  /** How long a watched feed stays watched after its last watcher's instance last said so. */
  interestMs?: number;
}

/** How often an instance polling on its own tries Redis again. */
const REJOIN_MS = 1000;

/**
 * Live data for any number of subscribers at the upstream cost of one: each watched feed is polled once
 * per interval by exactly one graph instance (the holder of a lease), and only a changed answer is
 * published, to every instance and from there to its subscribers.
 *
 * A subscriber first gets the feed's latest value (when there is one), then every change. A slow
 * subscriber keeps only the newest value: a ticker is read for its present state, not replayed.
 * A failed poll is logged and tried again at the feed's next interval; subscribers keep what they have.
 *
 * Redis down, black-holed or absent at the start costs sharing, never updates: the instance polls its own
 * subscribers' feeds on its own (one poller per instance, bounded by the feeds' cadence), tries Redis again
 * every second, and goes back to the one shared poller when it answers. Subscribers see each change once:
 * a value is delivered only when its text differs from the last one delivered.
 */
export class LiveHub {
  private readonly instanceId = randomUUID();
  private ready: Promise<void> | undefined;
  private bus: LiveBus | undefined;
  private readonly prefix: string;
  /** Redis is unreachable (or was at the start): this instance polls its own subscribers' feeds. */
  private alone = false;
  private nextJoinAt = 0;
  private joining = false;
  private readonly warnAlone = rateLimited(30_000);
  private readonly resolve: FeedResolver;
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private readonly interestMs: number;

  /** This instance's subscribers and what it knows of their feeds. */
  private readonly watchers: LiveWatchers;
  /**
   * As the poller: the text Redis holds of each feed, as last read or written here. A poll publishes when it
   * differs, whatever this instance knows: after an outage, its fans have seen what it polled alone, the
   * other instances' fans have not.
   */
  private readonly stored = new Map<string, string>();
  /** As the poller: when each feed is next due, and the polls under way. */
  private readonly due = new Map<string, number>();
  private readonly polling = new Set<string>();
  private leading = false;
  private nextLeaseAt = 0;
  private nextInterestAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private closed = false;
  /** Upstream polls this instance made, by feed (benchmarks and tests read them). */
  readonly polls = new Map<string, number>();

  constructor(private readonly options: LiveHubOptions) {
    this.resolve = options.resolve;
    this.watchers = new LiveWatchers(options.resolve);
    this.tickMs = options.tickMs ?? 250;
    this.leaseMs = options.leaseMs ?? 3000;
    this.interestMs = options.interestMs ?? 15_000;
    this.prefix = `club-graph:live:v1:${options.namespace ?? 'default'}:`;
  }

  /**
   * Connects to the bus and starts looking for due polls with the first subscriber: an instance nobody
   * subscribes to holds no Redis connection, takes no lease and polls nothing.
   */
  private start(): Promise<void> {
    if (this.ready) return this.ready;
    this.ready = this.connect();
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    return this.ready;
  }

  /** A test's bus, Redis when one is named, else this process alone; Redis not answering: alone until it does. */
  private async connect(): Promise<void> {
    const { bus, redisUrl } = this.options;
    if (bus) return this.attach(bus);
    if (!redisUrl) return this.attach(new MemoryBus());
    try {
      this.attach(await RedisBus.connect(redisUrl, this.prefix));
    } catch (error) {
      this.goAlone(error);
    }
  }

  private attach(bus: LiveBus): void {
    bus.onUpdate((key, text, answeredAt) => this.watchers.receive(key, text, answeredAt));
    this.bus = bus;
  }

  /** Redis failed: poll on our own until it answers again (tried every second). */
  private goAlone(error: unknown): void {
    this.nextJoinAt = Date.now() + REJOIN_MS;
    if (this.alone) return;
    this.alone = true;
    this.leading = false;
    // A connection whose command timed out may still get that command's late answer and take it for the
    // next one's: the hub's own Redis connections are dropped and made afresh when Redis answers again.
    if (this.bus && !this.options.bus && this.options.redisUrl) {
      void this.bus.close();
      this.bus = undefined;
    }
    this.warnAlone((suppressed) =>
      log.warn('live redis unreachable: this instance polls on its own', {
        error: (error as Error).message,
        suppressed,
      }),
    );
  }

  /** Tries Redis again; back to the shared poller (whoever takes the lease) when it answers. */
  private async rejoin(now: number): Promise<void> {
    this.joining = true;
    const { redisUrl } = this.options;
    try {
      if (!this.bus) {
        if (!redisUrl) return;
        this.attach(await RedisBus.connect(redisUrl, this.prefix));
      }
      const leading = await this.bus!.lead(this.instanceId, this.leaseMs);
      await this.bus!.declareInterest([...this.watchers.keys()], now + this.interestMs);
      this.alone = false;
      this.leading = leading;
      this.nextLeaseAt = now + this.leaseMs / 3;
      this.nextInterestAt = now + this.interestMs / 3;
      // The poller starts from what is stored: the values polled alone meanwhile are not repeated to anyone.
      this.due.clear();
      log.info('live redis answers again: one shared poller', { pid: process.pid, leading });
    } catch {
      // Still unreachable: the next try in a second.
    } finally {
      this.nextJoinAt = Date.now() + REJOIN_MS;
      this.joining = false;
    }
  }

  /** The feed's value and every change of it, for as long as the caller reads. */
  watch(key: string): AsyncIterableIterator<unknown> {
    return new Repeater<unknown>(async (push, stop) => {
      const feed = this.resolve(key);
      if (!feed || this.closed) return stop();
      const deliver = (value: unknown) => void push(value);
      const keys = this.watchers.add(key, feed, deliver);
      liveSubscribers.inc({ kind: feed.kind });
      try {
        await this.start();
        // Watched from now on: the poller (here or elsewhere) picks the feed up at its next look.
        this.nextInterestAt = 0;
        void this.tick();
        // Not confirmed here yet: the stored value, when the poller has kept it up to date; otherwise its next
        // poll, asked for above.
        if (!this.watchers.greet(key, deliver) && this.bus && !this.alone)
          await this.watchers.confirmFromStore(this.bus, key).catch(() => undefined);
        await stop;
      } finally {
        liveSubscribers.dec({ kind: feed.kind });
        this.watchers.remove(key, keys, deliver);
      }
    }, new SlidingBuffer(1));
  }

  /**
   * The feed's present value when this instance keeps it up to date (someone here watches it, and a poll has
   * confirmed it since), else undefined: the caller fetches it afresh.
   */
  current(key: string): unknown {
    return this.watchers.current(key);
  }

  /** How many of this instance's subscribers watch the feed (tests look: a gone client leaves none behind). */
  subscriberCount(key: string): number {
    return this.watchers.subscriberCount(key);
  }

  /** Whether this instance polls: it holds the poller's lease, or Redis is unreachable (tests and the operator look). */
  get isPoller(): boolean {
    return this.leading || this.alone;
  }

  /** Whether this instance polls on its own because Redis does not answer. */
  get isAlone(): boolean {
    return this.alone;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    if (!this.ready) return;
    await this.ready;
    const bus = this.bus;
    if (!bus) return;
    if (this.leading) await bus.resign(this.instanceId).catch(() => undefined);
    this.leading = false;
    await bus.close();
  }

  private async tick(): Promise<void> {
    if (!this.ready || this.ticking || this.closed) return;
    this.ticking = true;
    try {
      const now = Date.now();
      // Trying Redis again runs beside the polls: a black-holed Redis takes seconds to time out.
      if (this.alone && now >= this.nextJoinAt && !this.joining) void this.rejoin(now);
      if (this.alone) return this.pollAlone(now);
      const bus = this.bus;
      if (bus) await this.tickShared(bus, now);
    } catch (error) {
      // A Redis command failed or timed out: the feeds are polled here until Redis answers again.
      this.goAlone(error);
      this.pollAlone(Date.now());
    } finally {
      this.ticking = false;
    }
  }

  /** Redis answers: renew the interest and the lease, and poll what is due if this instance holds it. */
  private async tickShared(bus: LiveBus, now: number): Promise<void> {
    if (now >= this.nextInterestAt && this.watchers.size > 0) {
      this.nextInterestAt = now + this.interestMs / 3;
      await bus.declareInterest([...this.watchers.keys()], now + this.interestMs);
    }
    if (now >= this.nextLeaseAt) {
      this.nextLeaseAt = now + this.leaseMs / 3;
      const leading = await bus.lead(this.instanceId, this.leaseMs);
      if (leading !== this.leading) {
        log.info(leading ? 'live poller: this instance polls' : 'live poller: another instance polls', {
          pid: process.pid,
        });
        // A new poller starts from what the last one stored: a feed polled just now is not polled again.
        this.due.clear();
      }
      this.leading = leading;
    }
    // A poll that found nothing new is stored but not published: subscribers waiting here learn of it there.
    for (const key of this.watchers.waitingKeys()) await this.watchers.confirmFromStore(bus, key);
    if (!this.leading) return;
    for (const key of await bus.interests(now)) {
      if (this.polling.has(key)) continue;
      const feed = this.resolve(key);
      if (!feed) continue;
      let due = this.due.get(key);
      if (due === undefined) {
        const snapshot = await bus.last(key);
        if (snapshot) {
          this.stored.set(key, snapshot.text);
          // A snapshot older than what this instance polled alone never replaces it (its fans would see it again).
          if (!this.watchers.knows(key)) this.watchers.remember(key, snapshot.text);
        }
        due = snapshot ? snapshot.polledAt + feed.intervalMs((k) => this.watchers.peek(k)) : now;
        this.due.set(key, due);
      }
      if (now >= due) void this.poll(bus, key, feed);
    }
  }

  /** Redis unreachable: the feeds this instance's subscribers watch, polled here at their cadence. */
  private pollAlone(now: number): void {
    for (const key of this.watchers.keys()) {
      if (this.polling.has(key)) continue;
      const feed = this.resolve(key);
      if (feed && now >= (this.due.get(key) ?? now)) void this.poll(undefined, key, feed);
    }
  }

  /** One poll; its change goes out through the bus, or straight to this instance's subscribers when alone. */
  private async poll(bus: LiveBus | undefined, key: string, feed: LiveFeed): Promise<void> {
    this.polling.add(key);
    const polledAt = Date.now();
    let fresh: unknown;
    try {
      this.polls.set(key, (this.polls.get(key) ?? 0) + 1);
      fresh = await feed.fetch();
      const answeredAt = Date.now();
      const text = JSON.stringify(fresh);
      livePolls.inc({ kind: feed.kind, outcome: 'ok' });
      if (!bus) return this.watchers.receive(key, text, answeredAt);
      try {
        const changed = this.stored.get(key) !== text;
        await bus.store(key, { text, polledAt });
        this.stored.set(key, text);
        // Remembered when it comes back from the bus, so this instance's subscribers get it like everyone else's;
        // an unchanged value confirms what this instance knows (and reaches its subscribers still waiting).
        if (changed) await bus.publish(key, text, answeredAt);
        else this.watchers.receive(key, text);
      } catch (error) {
        // Redis went away between the lease and the answer: this change still reaches this instance's fans.
        this.goAlone(error);
        this.watchers.receive(key, text, answeredAt);
      }
    } catch (error) {
      // Spec 3: live ticker fetch failures are logged only; subscribers keep the last value.
      livePolls.inc({ kind: feed.kind, outcome: 'failed' });
      log.warn('live feed poll failed', { feed: key, error: (error as Error).message });
    } finally {
      const peek = (k: string) => (k === key && fresh !== undefined ? fresh : this.watchers.peek(k));
      this.due.set(key, polledAt + feed.intervalMs(peek));
      this.polling.delete(key);
    }
  }
}
