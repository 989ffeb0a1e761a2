import type { Redis } from 'ioredis';
import { countCacheLookup, staleAnswers } from '../observability/metrics.ts';
import { log } from '../shared/log.ts';

export interface SharedCacheSettings {
  /** How long a public answer is reused. Short: stock and prices change, and a few seconds suffice under load. */
  ttlMs: number;
  /** Entries kept in this process's memory; the oldest go first. */
  maxEntries: number;
  /**
   * Their total size as JSON text, so a caller walking through many pages or ids cannot fill the heap
   * (objects take a few times their JSON size). An answer larger than this is shared only while in flight.
   */
  maxBytes: number;
  /** When set, answers are also shared between graph instances through this Redis. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys (a version, so a changed format never reads old entries). */
  keyPrefix?: string;
  /**
   * How long past its time an answer may still stand in for a fresh one that failed (the service timed out,
   * refused or its breaker is open): public reference data a minute old beats an error (default 60 s; 0: never).
   */
  staleIfErrorMs?: number;
}

interface Entry {
  value: unknown;
  expires: number;
  /** Length of the value as JSON text. */
  size: number;
}

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Requests waiting for this call; when the last one goes away, the call is cancelled. */
  waiters: number;
}

/**
 * Public upstream answers (no token, the same for everyone), shared across requests, users and (with
 * Redis) instances for a few seconds, with in-flight de-duplication: while one request's call is under
 * way, others asking for the same answer wait for it instead of calling again. Per-user data never comes
 * here (see UpstreamClient: only calls marked `share` and sent without a token do).
 *
 * Values are frozen, because every request that reads them gets the same object.
 * Redis is a second level: its failures only cost a call to the service, never a failed request.
 *
 * An answer past its time stays in memory a while longer (staleIfErrorMs): a fresh one is asked for as usual,
 * and only when that fails does the old one answer (stale-if-error, RFC 5861): reference data a live
 * subscription or a page needs (the CMS's sites, labels, navigation) survives a slow or refusing service.
 */
export class SharedCache {
  private readonly memory = new Map<string, Entry>();
  private bytes = 0;
  private readonly inFlight = new Map<string, Flight>();
  private redis: Redis | undefined;
  private closed = false;
  private readonly prefix: string;
  private lastRedisComplaint = 0;
  private lastSweep = 0;
  private readonly staleIfErrorMs: number;

  constructor(readonly settings: SharedCacheSettings) {
    this.prefix = settings.keyPrefix ?? 'club-graph:v1:';
    this.staleIfErrorMs = settings.staleIfErrorMs ?? 60_000;
    if (settings.redisUrl) void this.connect(settings.redisUrl);
  }

  /** ioredis is loaded only when a Redis is named (it costs a process about 10 MB); until then, memory only. */
  private async connect(url: string): Promise<void> {
    const { Redis } = await import('ioredis');
    if (this.closed) return;
    this.redis = new Redis(url, {
      // A cache that answers late is worse than none: fail fast and call the service instead.
      commandTimeout: 100,
      connectTimeout: 1000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on('error', (error: Error) => this.complain(error));
  }

  /**
   * The answer for `key`: from memory, from Redis, from a call in flight for another request, or from
   * `load` (which gets a signal that aborts once no request waits any more). `signal` is the caller's.
   */
  async get<T>(
    service: string,
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const hit = this.memory.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      countCacheLookup(service, 'hit');
      return hit.value as T;
    }
    const stale = hit && hit.expires + this.staleIfErrorMs > now ? hit : undefined;
    if (hit && !stale) this.drop(key);
    let flight = this.inFlight.get(key);
    if (flight && !flight.controller.signal.aborted) countCacheLookup(service, 'coalesced');
    else flight = this.start(service, key, load);
    const fresh = this.wait(flight, signal) as Promise<T>;
    if (!stale) return fresh;
    return fresh.catch((error: unknown) => {
      // The caller's own abort is no failure of the service: it gets no answer at all.
      if (signal?.aborted || this.memory.get(key) !== stale) throw error;
      staleAnswers.inc({ service });
      return stale.value as T;
    });
  }

  /** How many answers this process holds in memory. */
  get entries(): number {
    return this.memory.size;
  }

  /** Whether the Redis level is connected (always false without REDIS_URL). */
  get redisReady(): boolean {
    return this.redis?.status === 'ready';
  }

  async close(): Promise<void> {
    this.closed = true;
    this.memory.clear();
    this.bytes = 0;
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  private start(service: string, key: string, load: (signal: AbortSignal) => Promise<unknown>): Flight {
    const controller = new AbortController();
    const flight: Flight = { controller, waiters: 0, promise: Promise.resolve() };
    flight.promise = (async () => {
      const stored = await this.fromRedis(key);
      if (stored) {
        countCacheLookup(service, 'redis_hit');
        this.remember(key, stored);
        return stored.value;
      }
      countCacheLookup(service, 'miss');
      const value = deepFreeze(await load(controller.signal));
      const text = JSON.stringify(value) ?? 'null';
      const entry = { value, expires: Date.now() + this.settings.ttlMs, size: text.length };
      this.remember(key, entry);
      void this.toRedis(key, entry, text);
      return entry.value;
    })().finally(() => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    });
    // Nobody may be waiting any more when it fails.
    flight.promise.catch(() => undefined);
    this.inFlight.set(key, flight);
    return flight;
  }

  private wait(flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    flight.waiters++;
    if (!signal) return flight.promise;
    return new Promise((resolve, reject) => {
      const leave = () => {
        if (--flight.waiters === 0) flight.controller.abort();
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', leave, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error as Error);
        },
      );
    });
  }

  private remember(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.size > this.settings.maxBytes) return;
    const now = Date.now();
    // Expired answers go once per lifetime of an answer, not only when the cache is full: answers that
    // nobody asks for again (the pages of a screen no longer visited) would otherwise stay in the heap,
    // up to maxBytes of JSON (a few times that as objects), and every full GC would mark them.
    if (now - this.lastSweep >= this.settings.ttlMs) {
      this.lastSweep = now;
      this.dropExpired(now);
    }
    const full = () => this.memory.size >= this.settings.maxEntries || this.bytes + entry.size > this.settings.maxBytes;
    if (full()) {
      this.dropExpired(now, false);
      // Then the oldest first (a Map iterates in insertion order).
      for (const k of this.memory.keys()) {
        if (!full()) break;
        this.drop(k);
      }
    }
    this.memory.set(key, entry);
    this.bytes += entry.size;
  }

  /** Drops the answers past their time and, unless `keepStale`, those still kept to stand in on failures. */
  private dropExpired(now: number, keepStale = true): void {
    const until = keepStale ? now - this.staleIfErrorMs : now;
    for (const [key, entry] of this.memory) if (entry.expires <= until) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.memory.get(key);
    if (!entry) return;
    this.memory.delete(key);
    this.bytes -= entry.size;
  }

  private async fromRedis(key: string): Promise<Entry | undefined> {
    if (!this.redis || this.redis.status !== 'ready') return undefined;
    try {
      const text = await this.redis.get(this.prefix + key);
      if (!text) return undefined;
      const entry = JSON.parse(text) as { e: number; v: unknown };
      return entry.e > Date.now() ? { value: deepFreeze(entry.v), expires: entry.e, size: text.length } : undefined;
    } catch (error) {
      this.complain(error);
      return undefined;
    }
  }

  private async toRedis(key: string, entry: Entry, text: string): Promise<void> {
    if (!this.redis || this.redis.status !== 'ready') return;
    const ttl = entry.expires - Date.now();
    if (ttl <= 0) return;
    try {
      await this.redis.set(this.prefix + key, `{"e":${entry.expires},"v":${text}}`, 'PX', ttl);
    } catch (error) {
      this.complain(error);
    }
  }

  /** At most one log line per 30 s about Redis trouble; requests carry on without it. */
  private complain(error: unknown): void {
    const now = Date.now();
    if (now - this.lastRedisComplaint < 30_000) return;
    this.lastRedisComplaint = now;
    log.warn('shared cache: Redis unavailable, answers are shared within this instance only', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
