import { randomUUID } from 'node:crypto';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import { livePolls, liveSubscribers, liveUpdates } from '../observability/metrics.ts';
import { log } from '../shared/log.ts';
import { MemoryBus, RedisBus, type LiveBus } from './bus.ts';

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
 */
export class LiveHub {
  private readonly instanceId = randomUUID();
  private ready: Promise<LiveBus> | undefined;
  private bus: LiveBus | undefined;
  private readonly resolve: FeedResolver;
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private readonly interestMs: number;

  /** This instance's subscribers, by feed. */
  private readonly watchers = new Map<string, Set<(value: unknown) => void>>();
  /** The latest value of each feed this instance has seen (its own polls and every published update). */
  private readonly known = new Map<string, Known>();
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
  }

  /**
   * Connects to the bus and starts looking for due polls with the first subscriber: an instance nobody
   * subscribes to holds no Redis connection, takes no lease and polls nothing.
   */
  private start(): Promise<LiveBus> {
    if (this.ready) return this.ready;
    const options = this.options;
    const prefix = `club-graph:live:v1:${options.namespace ?? 'default'}:`;
    this.ready = (
      options.bus
        ? Promise.resolve(options.bus)
        : options.redisUrl
          ? RedisBus.connect(options.redisUrl, prefix).catch((error: Error) => {
              // Without its Redis an instance still serves live data, polling on its own.
              log.warn('live redis unavailable, polling alone', { error: error.message });
              return new MemoryBus();
            })
          : Promise.resolve(new MemoryBus())
    ).then((bus) => {
      bus.onUpdate((key, text) => this.receive(key, text));
      this.bus = bus;
      return bus;
    });
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    return this.ready;
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
        if (!set) this.watchers.set(watched, (set = new Set()));
        // Dependencies are watched without a subscriber of their own: their value only sets the cadence.
        if (watched === key) set.add(deliver);
      }
      liveSubscribers.inc({ kind: feed.kind });
      try {
        const bus = await this.start();
        // Watched from now on: the poller (here or elsewhere) picks the feed up at its next look.
        this.nextInterestAt = 0;
        void this.tick();
        const known = this.known.get(key);
        if (known) deliver(known.value);
        else {
          const snapshot = await bus.last(key).catch(() => undefined);
          // An update may have arrived meanwhile; it is newer than the snapshot.
          if (snapshot && !this.known.has(key)) deliver(this.remember(key, snapshot.text));
        }
        await stop;
      } finally {
        liveSubscribers.dec({ kind: feed.kind });
        this.watchers.get(key)?.delete(deliver);
        for (const watched of keys)
          if (this.watchers.get(watched)?.size === 0 && !this.isNeeded(watched)) this.watchers.delete(watched);
      }
    }, new SlidingBuffer(1));
  }

  /** The latest value this instance knows of a feed it keeps up to date (someone here watches it), else undefined. */
  current(key: string): unknown {
    return this.watchers.has(key) ? this.known.get(key)?.value : undefined;
  }

  /** Whether this instance holds the poller's lease (tests and the operator look). */
  get isPoller(): boolean {
    return this.leading;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    if (!this.ready) return;
    const bus = await this.ready;
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

  /** An update from the bus (this instance's own polls come back this way too). */
  private receive(key: string, text: string): void {
    const unchanged = this.known.get(key)?.text === text;
    const value = this.remember(key, text);
    if (unchanged) return;
    const subscribers = this.watchers.get(key);
    if (!subscribers) return;
    liveUpdates.inc({ kind: this.resolve(key)?.kind ?? 'unknown' });
    for (const deliver of subscribers) deliver(value);
  }

  private async tick(): Promise<void> {
    const bus = this.bus;
    if (!bus || this.ticking || this.closed) return;
    this.ticking = true;
    try {
      const now = Date.now();
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
      if (!this.leading) return;
      for (const key of await bus.interests(now)) {
        if (this.polling.has(key)) continue;
        const feed = this.resolve(key);
        if (!feed) continue;
        let due = this.due.get(key);
        if (due === undefined) {
          const snapshot = await bus.last(key);
          if (snapshot) this.remember(key, snapshot.text);
          due = snapshot ? snapshot.polledAt + feed.intervalMs((k) => this.known.get(k)?.value) : now;
          this.due.set(key, due);
        }
        if (now >= due) void this.poll(bus, key, feed);
      }
    } catch (error) {
      log.warn('live hub tick failed', { error: (error as Error).message });
    } finally {
      this.ticking = false;
    }
  }

  private async poll(bus: LiveBus, key: string, feed: LiveFeed): Promise<void> {
    this.polling.add(key);
    const polledAt = Date.now();
    let fresh: unknown;
    try {
      this.polls.set(key, (this.polls.get(key) ?? 0) + 1);
      fresh = await feed.fetch();
      const text = JSON.stringify(fresh);
      livePolls.inc({ kind: feed.kind, outcome: 'ok' });
      await bus.store(key, { text, polledAt });
      // Remembered when it comes back from the bus, so this instance's subscribers get it like everyone else's.
      if (this.known.get(key)?.text !== text) await bus.publish(key, text);
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
