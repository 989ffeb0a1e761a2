/**
 * The live hub's side of this instance's subscribers (hub.ts keeps the polling, the lease and Redis): who
 * watches which feed, what this instance knows of each feed and whether that is the present state, and the
 * delivery of a polled value to those who should get it. Apart from the hub so that the rule "a subscriber sees
 * the present state, each change once" reads in one place.
 */
import { liveFanoutLag, liveUpdates } from '../observability/metrics.ts';
import type { LiveBus } from './bus.ts';
import type { FeedResolver, LiveFeed } from './feed.ts';

/**
 * How much older than its feed's interval a stored value may be and still count as the present state: the
 * poller stamps a poll when it starts, and the call takes its time.
 */
const SNAPSHOT_GRACE_MS = 1000;

interface Known {
  text: string;
  value: unknown;
}

type Deliver = (value: unknown) => void;

export class LiveWatchers {
  /** This instance's subscribers, by feed. */
  private readonly watchers = new Map<string, Set<Deliver>>();
  /**
   * Feeds whose known value is the present state: confirmed by an update, a poll, or a stored value polled within
   * the feed's interval since this instance's first subscriber of it came. A value kept from an earlier watch
   * may be long out of date (issue 41: a fan who came after the feed had been idle first saw the previous
   * match's final score): it is given to no one, and page queries fetch afresh, until a poll confirms it.
   */
  private readonly confirmed = new Set<string>();
  /** Subscribers who came while their feed was unconfirmed: they get its value once it is. */
  private readonly waiting = new Map<string, Set<Deliver>>();
  /** The latest value of each feed this instance has seen (its own polls and every published update). */
  private readonly known = new Map<string, Known>();

  constructor(private readonly resolve: FeedResolver) {}

  /** The feeds watched here: those with subscribers, and the feeds they depend on. */
  keys(): IterableIterator<string> {
    return this.watchers.keys();
  }

  get size(): number {
    return this.watchers.size;
  }

  /** How many subscribers of this instance watch the feed; 0 once the last one is gone (and the feed forgotten). */
  subscriberCount(key: string): number {
    return this.watchers.get(key)?.size ?? 0;
  }

  /** The feeds with subscribers waiting for a confirmed value. */
  waitingKeys(): IterableIterator<string> {
    return this.waiting.keys();
  }

  /** The latest value this instance has seen of a feed. */
  peek(key: string): unknown {
    return this.known.get(key)?.value;
  }

  knows(key: string): boolean {
    return this.known.has(key);
  }

  /** Adds a subscriber of the feed, and watches the feeds it depends on; answers the keys now watched for it. */
  add(key: string, feed: LiveFeed, deliver: Deliver): string[] {
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
    return keys;
  }

  /**
   * Gives a new subscriber the feed's present value when this instance has it confirmed (true); otherwise the
   * subscriber waits for the value that confirms it (false).
   */
  greet(key: string, deliver: Deliver): boolean {
    const known = this.known.get(key);
    if (known && this.confirmed.has(key)) {
      deliver(known.value);
      return true;
    }
    let waiting = this.waiting.get(key);
    if (!waiting) this.waiting.set(key, (waiting = new Set()));
    waiting.add(deliver);
    return false;
  }

  /** The subscriber has gone: a feed nobody here watches any more (nor needs for another) is forgotten. */
  remove(key: string, keys: readonly string[], deliver: Deliver): void {
    this.watchers.get(key)?.delete(deliver);
    this.waiting.get(key)?.delete(deliver);
    for (const watched of keys)
      if (this.watchers.get(watched)?.size === 0 && !this.isNeeded(watched)) {
        this.watchers.delete(watched);
        this.waiting.delete(watched);
        this.confirmed.delete(watched);
      }
  }

  /**
   * The feed's present value when this instance keeps it up to date (someone here watches it, and a poll has
   * confirmed it since), else undefined: the caller fetches it afresh.
   */
  current(key: string): unknown {
    return this.watchers.has(key) && this.confirmed.has(key) ? this.known.get(key)?.value : undefined;
  }

  /** A feed another watched feed depends on stays watched while that one is. */
  private isNeeded(key: string): boolean {
    for (const watched of this.watchers.keys()) {
      if (watched !== key && this.resolve(watched)?.dependsOn?.includes(key)) return true;
    }
    return false;
  }

  remember(key: string, text: string): unknown {
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
  receive(key: string, text: string, answeredAt?: number): void {
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
  async confirmFromStore(bus: LiveBus, key: string): Promise<void> {
    const feed = this.resolve(key);
    const snapshot = await bus.last(key);
    // An update may have arrived meanwhile: it is newer than the snapshot.
    if (!feed || !snapshot || this.confirmed.has(key)) return;
    const value = JSON.parse(snapshot.text) as unknown;
    const interval = feed.intervalMs((k) => (k === key ? value : this.known.get(k)?.value));
    if (Date.now() - snapshot.polledAt <= interval + SNAPSHOT_GRACE_MS) this.receive(key, snapshot.text);
  }
}
