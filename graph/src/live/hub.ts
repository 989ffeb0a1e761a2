import { randomUUID } from 'node:crypto';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import { liveFanoutLag, livePolls, liveSubscribers, liveUpdates } from '../observability/metrics.ts';
import { log } from '../shared/log.ts';
import { MemoryBus, rateLimited, RedisBus, type LiveBus } from './bus.ts';

/** A live feed of the club's static storage (the ticker, the standings, the live video), polled by the graph. */
export interface LiveFeed<T = unknown> {
  /** Names the feed on every instance, e.g. ticker:de:159. */
  readonly key: string;
  /** The metric label: a few kinds, never ids. */
  readonly kind: string;
  /** Feeds whose state sets this one's cadence; watching this one watches them too. */
  readonly dependsOn?: readonly string[];
  /** One poll (the upstream call has its own deadline). */
  fetch(): Promise<T>;
  /** When the next poll is due after one, from the latest values (`peek`) of this feed and its dependencies. */
  intervalMs(peek: (key: string) => unknown): number;
}

/** Turns a feed key back into its feed, on whichever instance polls it; undefined for a key it does not know. */
export type FeedResolver = (key: string) => LiveFeed | undefined;

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
 * How much older than its feed's interval a stored value may be and still count as the present state: the
 * poller stamps a poll when it starts, and the call takes its time.
 */
const SNAPSHOT_GRACE_MS = 1000;

interface Known {
  text: string;
  value: unknown;
}

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

  /** This instance's subscribers, by feed. */
  private readonly watchers = new Map<string, Set<(value: unknown) => void>>();
  /**
   * Feeds whose known value is the present state: confirmed by an update, a poll, or a stored value polled within
   * the feed's interval since this instance's first subscriber of it came. A value kept from an earlier watch
   * may be long out of date (issue 41: a fan who came after the feed had been idle first saw the previous
   * match's final score): it is given to no one, and page queries fetch afresh, until a poll confirms it.
   */
  private readonly confirmed = new Set<string>();
  /** Subscribers who came while their feed was unconfirmed: they get its value once it is. */
  private readonly waiting = new Map<string, Set<(value: unknown) => void>>();
  /** The latest value of each feed this instance has seen (its own polls and every published update). */
  private readonly known = new Map<string, Known>();
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
    bus.onUpdate((key, text, answeredAt) => this.receive(key, text, answeredAt));
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
      const keys = [key, ...(feed.dependsOn ?? [])];
      for (const watched of keys) {
        let set = this.watchers.get(watched);
        if (!set) {
          this.watchers.set(watched, (set = new Set()));
          // Not watched here until now: what this instance knows of it may be from long ago.
          this.confirmed.delete(watched);
        }
        // Dependencies are watched without a subscriber of their own: their value only sets the cadence.
        if (watched === key) set.add(deliver);
      }
      liveSubscribers.inc({ kind: feed.kind });
      try {
        await this.start();
        // Watched from now on: the poller (here or elsewhere) picks the feed up at its next look.
        this.nextInterestAt = 0;
        void this.tick();
        const known = this.known.get(key);
        if (known && this.confirmed.has(key)) deliver(known.value);
        else {
          let waiting = this.waiting.get(key);
          if (!waiting) this.waiting.set(key, (waiting = new Set()));
          waiting.add(deliver);
          // The stored value, when the poller has kept it up to date; otherwise its next poll, asked for above.
          if (this.bus && !this.alone) await this.confirmFromStore(this.bus, key).catch(() => undefined);
        }
        await stop;
      } finally {
        liveSubscribers.dec({ kind: feed.kind });
        this.watchers.get(key)?.delete(deliver);
        this.waiting.get(key)?.delete(deliver);
        for (const watched of keys)
          if (this.watchers.get(watched)?.size === 0 && !this.isNeeded(watched)) {
            this.watchers.delete(watched);
            this.waiting.delete(watched);
            this.confirmed.delete(watched);
          }
      }
    }, new SlidingBuffer(1));
  }

  /**
   * The feed's present value when this instance keeps it up to date (someone here watches it, and a poll has
   * confirmed it since), else undefined: the caller fetches it afresh.
   */
  current(key: string): unknown {
    return this.watchers.has(key) && this.confirmed.has(key) ? this.known.get(key)?.value : undefined;
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

  /** A feed another watched feed depends on stays watched while that one is. */
  private isNeeded(key: string): boolean {
    for (const watched of this.watchers.keys()) {
      if (watched !== key && this.resolve(watched)?.dependsOn?.includes(key)) return true;
    }
    return false;
  }

  private remember(key: string, text: string): unknown {
    const previous = this.known.get(key);
    if (previous?.text === text) return previous.value;
    const value = JSON.parse(text) as unknown;
    this.known.set(key, { text, value });
    return value;
  }

  /**
   * A polled value: an update from the bus (this instance's own changes come back this way too), or a poll of
   * this instance's. A change goes to every subscriber; an unchanged value only to those still waiting for one.
   */
  private receive(key: string, text: string, answeredAt?: number): void {
    const unchanged = this.known.get(key)?.text === text;
    const value = this.remember(key, text);
    const waiting = this.waiting.get(key);
    this.waiting.delete(key);
    if (this.watchers.has(key)) this.confirmed.add(key);
    const subscribers = unchanged ? waiting : this.watchers.get(key);
    if (!subscribers?.size) return;
    const kind = this.resolve(key)?.kind ?? 'unknown';
    if (!unchanged) liveUpdates.inc({ kind });
    for (const deliver of subscribers) deliver(value);
    if (!unchanged && answeredAt !== undefined) liveFanoutLag.observe({ kind }, (Date.now() - answeredAt) / 1000);
  }

  /**
   * The stored value confirms a feed when the poller stored it within the feed's interval: the poller has kept
   * it up to date. An older one is left for the poll the new subscriber asked for.
   */
  private async confirmFromStore(bus: LiveBus, key: string): Promise<void> {
    const feed = this.resolve(key);
    const snapshot = await bus.last(key);
    // An update may have arrived meanwhile: it is newer than the snapshot.
    if (!feed || !snapshot || this.confirmed.has(key)) return;
    const value = JSON.parse(snapshot.text) as unknown;
    const interval = feed.intervalMs((k) => (k === key ? value : this.known.get(k)?.value));
    if (Date.now() - snapshot.polledAt <= interval + SNAPSHOT_GRACE_MS) this.receive(key, snapshot.text);
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
    for (const key of this.waiting.keys()) await this.confirmFromStore(bus, key);
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
          if (!this.known.has(key)) this.remember(key, snapshot.text);
        }
        due = snapshot ? snapshot.polledAt + feed.intervalMs((k) => this.known.get(k)?.value) : now;
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
      if (!bus) return this.receive(key, text, answeredAt);
      try {
        const changed = this.stored.get(key) !== text;
        await bus.store(key, { text, polledAt });
        this.stored.set(key, text);
        // Remembered when it comes back from the bus, so this instance's subscribers get it like everyone else's;
        // an unchanged value confirms what this instance knows (and reaches its subscribers still waiting).
        if (changed) await bus.publish(key, text, answeredAt);
        else this.receive(key, text);
      } catch (error) {
        // Redis went away between the lease and the answer: this change still reaches this instance's fans.
        this.goAlone(error);
        this.receive(key, text, answeredAt);
      }
    } catch (error) {
      // Spec 3: live ticker fetch failures are logged only; subscribers keep the last value.
      livePolls.inc({ kind: feed.kind, outcome: 'failed' });
      log.warn('live feed poll failed', { feed: key, error: (error as Error).message });
    } finally {
      const peek = (k: string) => (k === key && fresh !== undefined ? fresh : this.known.get(k)?.value);
      this.due.set(key, polledAt + feed.intervalMs(peek));
      this.polling.delete(key);
    }
  }
}
