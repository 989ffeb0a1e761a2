import { LRUCache } from 'lru-cache';
import { log, rateLimited } from '../shared/log.ts';
import { withBudgetCommands, type BudgetRedis } from './budget-scripts.ts';

/** A channel's budget: a bucket of `capacity` cost points that refills at `restoreRate` points per second. */
export interface BucketLimits {
  capacity: number;
  restoreRate: number;
}

export interface BucketState {
  allowed: boolean;
  /** Points left after this take (or now, when refused), rounded down. */
  remaining: number;
  capacity: number;
  restoreRate: number;
  /**
   * When refused: ms until `cost` points are available, or, for a cost above the capacity (which no wait
   * satisfies; the caller refuses such operations separately as over the channel's maximum cost), ms until
   * the bucket is full. 0 when allowed.
   */
  retryAfterMs: number;
}

/**
 * Cost budgets per channel, Shopify's leaky bucket: an operation's estimated cost is taken before it runs
 * (refused when the bucket holds less), and the difference to its actual cost is refunded afterwards.
 */
export interface CostBudgets {
  take(key: string, cost: number, limits: BucketLimits): Promise<BucketState>;
  /** Gives points back (estimate minus actual cost); a bucket never holds more than its capacity. */
  refund(key: string, points: number, limits: BucketLimits): Promise<void>;
  close(): Promise<void>;
}

export interface InProcessBudgets extends CostBudgets {
  /** Buckets held in memory: only those not yet full again. */
  readonly buckets: number;
}

export interface RedisBudgets extends CostBudgets {
  /** Takes and refunds answered by this instance's own buckets because Redis did not answer in time. */
  readonly fallbacks: number;
  /** Whether Redis answers within `timeoutMs` (startup and tests wait for it; calls never need to). */
  ready(timeoutMs?: number): Promise<boolean>;
}

/**
 * This process's buckets. Keyed by channel, so the LRU bound is only a safety net: should it ever evict a
 * bucket, that bucket starts full again, which fails open. A bucket is dropped once it has refilled (its
 * time to live is the time to full), so idle channels cost no memory. `now` is monotonic by default: a
 * wall-clock adjustment must neither fill nor drain buckets.
 */
export function inProcessBudgets(now: () => number = () => performance.now(), maxBuckets = 10_000): InProcessBudgets {
  const buckets = new LRUCache<string, { points: number; updatedAt: number }>({
    max: maxBuckets,
    perf: { now },
    ttlResolution: 0,
  });
  const level = (key: string, limits: BucketLimits, at: number): number => {
    const bucket = buckets.get(key);
    if (!bucket) return limits.capacity;
    return Math.min(limits.capacity, bucket.points + (Math.max(0, at - bucket.updatedAt) * limits.restoreRate) / 1000);
  };
  const save = (key: string, points: number, limits: BucketLimits, at: number): void => {
    const untilFull = Math.ceil(((limits.capacity - points) * 1000) / limits.restoreRate);
    // Full, or beyond after a refund: forgotten, since a missing bucket is a full one.
    if (untilFull <= 0) buckets.delete(key);
    else buckets.set(key, { points, updatedAt: at }, { ttl: untilFull });
  };
  return {
    async take(key, cost, limits) {
      checkArguments(cost, limits);
      const at = now();
      const points = level(key, limits, at);
      const taken = cost <= points;
      if (taken) save(key, points - cost, limits, at);
      return bucketState(taken, taken ? points - cost : points, cost, limits);
    },
    async refund(key, points, limits) {
      checkArguments(points, limits);
      const at = now();
      save(key, level(key, limits, at) + points, limits, at);
    },
    async close() {
      buckets.clear();
    },
    get buckets() {
      buckets.purgeStale();
      return buckets.size;
    },
  };
}

/** After Redis failed to answer, calls use this instance's buckets for this long before asking Redis again. */
const RETRY_REDIS_MS = 1000;
const CONNECT_TIMEOUT_MS = 1000;

/**
 * Buckets shared by every graph instance through Redis: one hash (points, updatedAt) per key, changed by one
 * atomic script per take or refund. Each call has a deadline (50 ms by default): a budget is checked before
 * every operation, so a slow Redis would slow every request.
 *
 * Redis not answering in time fails open per instance: the call is answered by this instance's own bucket for
 * the key, and so are the calls of the next second, before Redis is asked again. A Redis outage must not take
 * down every channel; meanwhile each instance enforces the budget on its own, so a channel may spend up to
 * its capacity once per instance. `now` is the clock of those fallback buckets only. A take that reached a
 * slow Redis after all counts there too, and a refund of a shared take that lands here changes nothing: both
 * err on the strict side.
 */
export function redisBudgets(options: {
  redisUrl: string;
  keyPrefix: string;
  now?: () => number;
  deadlineMs?: number;
}): RedisBudgets {
  const deadlineMs = options.deadlineMs ?? 50;
  const local = inProcessBudgets(options.now);
  const warn = rateLimited(30_000);
  const complain = (error: unknown) =>
    warn((suppressed) =>
      log.warn('cost budgets: Redis unavailable, each instance enforces budgets on its own', {
        error: (error as Error).message,
        suppressed,
      }),
    );
  let fallbacks = 0;
  let redisDownUntil = 0;
  let closed = false;
  let whenReady: Promise<void> | undefined;

  // ioredis is loaded only when a Redis is named (it costs a process about 10 MB).
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      // Fail fast instead of queueing while disconnected: the caller has this instance's buckets.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Settles a command a black-holed Redis never answers (the call itself gave up at its deadline); longer
      // than the deadline so the connection's own handshake is not cut short on a slower network.
      commandTimeout: CONNECT_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', complain);
    if (closed) redis.disconnect();
    return withBudgetCommands(redis);
  });

  // One wait for the connection, however many calls are waiting (a listener each would pile up in an outage).
  const connected = (redis: BudgetRedis): Promise<void> => {
    if (redis.status === 'ready') return Promise.resolve();
    if (redis.status === 'wait') redis.connect().catch(() => undefined);
    whenReady ??= new Promise((resolve) =>
      redis.once('ready', () => {
        whenReady = undefined;
        resolve();
      }),
    );
    return whenReady;
  };
  void client.then(connected);

  const scriptArguments = (key: string, points: number, limits: BucketLimits) =>
    [options.keyPrefix + key, limits.capacity, limits.restoreRate, points] as const;
  const answer = async <T>(viaRedis: (redis: BudgetRedis) => Promise<T>, locally: () => Promise<T>): Promise<T> => {
    if (performance.now() >= redisDownUntil) {
      try {
        return await withDeadline(
          client.then(async (redis) => {
            await connected(redis);
            return viaRedis(redis);
          }),
          deadlineMs,
        );
      } catch (error) {
        redisDownUntil = performance.now() + RETRY_REDIS_MS;
        complain(error);
      }
    }
    fallbacks += 1;
    return locally();
  };

  return {
    async take(key, cost, limits) {
      checkArguments(cost, limits);
      return answer(
        async (redis) => {
          const [taken, left] = await redis.budgetTake(...scriptArguments(key, cost, limits));
          return bucketState(taken === 1, Number(left), cost, limits);
        },
        () => local.take(key, cost, limits),
      );
    },
    async refund(key, points, limits) {
      checkArguments(points, limits);
      if (points === 0) return;
      await answer(
        async (redis) => void (await redis.budgetRefund(...scriptArguments(key, points, limits))),
        () => local.refund(key, points, limits),
      );
    },
    async ready(timeoutMs = CONNECT_TIMEOUT_MS) {
      return withDeadline(client.then(connected), timeoutMs).then(
        () => true,
        () => false,
      );
    },
    async close() {
      closed = true;
      await local.close();
      // Nothing to flush (each script's writes are done when it answers), and a black-holed Redis would keep
      // QUIT waiting: the connection just goes.
      (await client).disconnect();
    },
    get fallbacks() {
      return fallbacks;
    },
  };
}

/** The answer to a take; `limits` is copied field by field, as the caller may pass its whole channel settings. */
function bucketState(
  taken: boolean,
  points: number,
  cost: number,
  { capacity, restoreRate }: BucketLimits,
): BucketState {
  const missing = Math.min(cost, capacity) - points;
  const retryAfterMs = taken ? 0 : Math.max(0, Math.ceil((missing * 1000) / restoreRate));
  return { allowed: taken, remaining: Math.floor(points), capacity, restoreRate, retryAfterMs };
}

/** A wrong budget is a bug in the channel's settings or the cost estimate: it fails loudly, never open. */
function checkArguments(points: number, { capacity, restoreRate }: BucketLimits): void {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  if (!(points === 0 || positive(points))) throw new RangeError(`cost points must be ≥ 0, got ${points}`);
  if (!positive(capacity) || !positive(restoreRate))
    throw new RangeError(`bucket limits must be positive, got ${capacity} points, ${restoreRate} per second`);
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
