import type { Redis } from 'ioredis';
import { log, rateLimited } from '../shared/log.ts';

/** A feed's latest published value (as JSON text) and when it was last polled, whether it changed or not. */
export interface Snapshot {
  text: string;
  polledAt: number;
}

/** Receives an update: the feed, its value as JSON text, and when its poll was answered (for the lag metric). */
export type UpdateListener = (key: string, text: string, answeredAt: number | undefined) => void;

/**
 * What the graph instances of one deployment share about live feeds: the updates (pub/sub), each feed's
 * latest value (for a subscriber that arrives between updates, and for a poller taking over), which feeds
 * someone watches, and the lease that lets exactly one instance poll.
 */
export interface LiveBus {
  /** Sends an update to every instance, this one included, with when its poll was answered (epoch ms). */
  publish(key: string, text: string, answeredAt: number): Promise<void>;
  onUpdate(listener: UpdateListener): void;
  last(key: string): Promise<Snapshot | undefined>;
  store(key: string, snapshot: Snapshot): Promise<void>;
  /** Takes the poller's lease or renews it; true while this instance holds it. */
  lead(instanceId: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up (a graceful stop), so another instance takes over at once. */
  resign(instanceId: string): Promise<void>;
  /** Someone on this instance watches these feeds until `untilMs` (refreshed while they do). */
  declareInterest(keys: readonly string[], untilMs: number): Promise<void>;
  /** The feeds someone on any instance watches now. */
  interests(nowMs: number): Promise<string[]>;
  close(): Promise<void>;
}

/** One process on its own: it is always the poller, and updates reach only its own subscribers. */
export class MemoryBus implements LiveBus {
  private readonly listeners: UpdateListener[] = [];
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly interest = new Map<string, number>();

  async publish(key: string, text: string, answeredAt: number): Promise<void> {
    for (const listener of this.listeners) listener(key, text, answeredAt);
  }
  onUpdate(listener: UpdateListener): void {
    this.listeners.push(listener);
  }
  async last(key: string): Promise<Snapshot | undefined> {
    return this.snapshots.get(key);
  }
  async store(key: string, snapshot: Snapshot): Promise<void> {
    this.snapshots.set(key, snapshot);
  }
  async lead(): Promise<boolean> {
    return true;
  }
  async resign(): Promise<void> {}
  async declareInterest(keys: readonly string[], untilMs: number): Promise<void> {
    for (const key of keys) this.interest.set(key, Math.max(untilMs, this.interest.get(key) ?? 0));
  }
  async interests(nowMs: number): Promise<string[]> {
    for (const [key, until] of this.interest) if (until <= nowMs) this.interest.delete(key);
    return [...this.interest.keys()];
  }
  async close(): Promise<void> {}
}

/** How long a Redis command may take before the live bus counts Redis as unreachable. */
export const COMMAND_TIMEOUT_MS = 1000;

// Renews the lease only for its holder, or takes a free one; never steals a lease another instance holds.
const LEAD = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
const RESIGN = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * The instances of a deployment share live feeds through Redis: one channel carries every update (a few
 * feeds, so each instance filters what it does not serve), a key per feed keeps its latest value, a sorted
 * set (feed → until when) says what is watched, and a key with a time to live is the poller's lease.
 *
 * Redis failing costs live updates, never a request: commands fail fast (no offline queue) and are logged.
 */
export class RedisBus implements LiveBus {
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: UpdateListener[] = [];
  private readonly channel: string;

  private constructor(
    commands: Redis,
    subscriber: Redis,
    private readonly prefix: string,
  ) {
    this.commands = commands;
    this.subscriber = subscriber;
    this.channel = `${prefix}updates`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const { key, text, at } = JSON.parse(message) as { key: string; text: string; at?: number };
        for (const listener of this.listeners) listener(key, text, at);
      } catch {
        log.warn('live update unreadable', { channel });
      }
    });
  }

  /** ioredis is loaded only when a Redis is named (it costs a process about 10 MB). */
  static async connect(url: string, prefix = 'club-graph:live:v1:'): Promise<RedisBus> {
    const { Redis } = await import('ioredis');
    // A command that gets no answer within a second fails (a black-holed Redis would otherwise hang the hub's
    // tick for good), and so does one sent while disconnected: the hub then polls on its own.
    const options = {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: COMMAND_TIMEOUT_MS,
    };
    const commands = new Redis(url, options);
    // A subscribing connection must queue its SUBSCRIBE until it is connected, and repeat it on reconnection.
    const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    // A Redis that is down makes ioredis report every reconnection attempt: one line per connection and 30 s.
    for (const [name, connection] of [
      ['commands', commands],
      ['subscriber', subscriber],
    ] as const) {
      const warn = rateLimited(30_000);
      connection.on('error', (error: Error) =>
        warn((suppressed) => log.warn('live redis error', { connection: name, error: error.message, suppressed })),
      );
    }
    try {
      await Promise.all([commands.connect(), subscriber.connect()]);
    } catch (error) {
      // Nothing is left trying to reconnect in the background: the hub tries again itself.
      commands.disconnect();
      subscriber.disconnect();
      throw error;
    }
    const bus = new RedisBus(commands, subscriber, prefix);
    await subscriber.subscribe(bus.channel);
    return bus;
  }

  async publish(key: string, text: string, answeredAt: number): Promise<void> {
    await this.commands.publish(this.channel, JSON.stringify({ key, text, at: answeredAt }));
  }
  onUpdate(listener: UpdateListener): void {
    this.listeners.push(listener);
  }
  async last(key: string): Promise<Snapshot | undefined> {
    const stored = await this.commands.get(`${this.prefix}last:${key}`);
    return stored ? (JSON.parse(stored) as Snapshot) : undefined;
  }
  async store(key: string, snapshot: Snapshot): Promise<void> {
    // An hour: a feed nobody watches any more is forgotten, and its next watcher waits for one poll.
    await this.commands.set(`${this.prefix}last:${key}`, JSON.stringify(snapshot), 'PX', 3_600_000);
  }
  async lead(instanceId: string, ttlMs: number): Promise<boolean> {
    return (await this.commands.eval(LEAD, 1, `${this.prefix}lease`, instanceId, String(ttlMs))) === 1;
  }
  async resign(instanceId: string): Promise<void> {
    await this.commands.eval(RESIGN, 1, `${this.prefix}lease`, instanceId);
  }
  async declareInterest(keys: readonly string[], untilMs: number): Promise<void> {
    if (keys.length === 0) return;
    // GT: an instance whose watchers leave never shortens another's interest.
    await this.commands.zadd(`${this.prefix}interest`, 'GT', ...keys.flatMap((key) => [untilMs, key]));
  }
  async interests(nowMs: number): Promise<string[]> {
    const key = `${this.prefix}interest`;
    await this.commands.zremrangebyscore(key, '-inf', String(nowMs));
    return this.commands.zrange(key, '0', '-1');
  }
  async close(): Promise<void> {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
