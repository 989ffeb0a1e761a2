import type { Redis } from 'ioredis';
import { log, rateLimited } from '../shared/log.ts';
import { summaryOf, type ChannelUsage, type Tally, type UsageSummary } from './usage.ts';

/** How often an instance adds what it counted to the shared totals. */
const FLUSH_MS = 10_000;
const DEADLINE_MS = 2000;

/**
 * The usage of every instance together (docs/channels.md): each instance adds what it counted since its last
 * flush to counters in Redis every 10 s (one pipeline, never per request), and a summary reads them all. Without
 * a Redis the summary is this instance's. A Redis that does not answer costs a flush, never a request: the counts
 * stay in the instance and go with its next flush.
 */
export class SharedUsage {
  private readonly redis: Promise<Redis> | undefined;
  private readonly timer: NodeJS.Timeout | undefined;
  private pending: ReturnType<ChannelUsage['changesSinceLastTake']> = { operations: new Map(), fields: new Map() };
  private readonly limit = rateLimited(30_000);
  private readonly complain = (error: unknown) =>
    this.limit((suppressed) =>
      log.warn('usage not shared through Redis', {
        reason: error instanceof Error ? error.message : String(error),
        suppressed,
      }),
    );

  constructor(
    private readonly usage: ChannelUsage,
    private readonly options: { redisUrl: string | undefined; keyPrefix: string; flushMs?: number },
  ) {
    if (!options.redisUrl) return;
    const url = options.redisUrl;
    this.redis = import('ioredis').then(({ Redis }) => {
      const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
      redis.on('error', (error) => this.complain(error));
      return redis;
    });
    this.timer = setInterval(() => void this.flush().catch(() => undefined), options.flushMs ?? FLUSH_MS);
    this.timer.unref();
  }

  /** Adds this instance's counts since the last flush to the shared ones. */
  async flush(): Promise<void> {
    if (!this.redis) return;
    const changes = this.usage.changesSinceLastTake();
    merge(this.pending.operations, changes.operations);
    merge(this.pending.fields, changes.fields);
    if (!this.pending.operations.size && !this.pending.fields.size) return;
    const redis = await this.connected();
    const key = (name: string) => this.options.keyPrefix + name;
    const pipeline = redis.multi();
    for (const [kind, tallies] of [
      ['operations', this.pending.operations],
      ['fields', this.pending.fields],
    ] as const)
      for (const [member, tally] of tallies) {
        pipeline.hincrby(key(`${kind}:count`), member, tally.count);
        if (tally.refused) pipeline.hincrby(key(`${kind}:refused`), member, tally.refused);
        pipeline.zadd(key(`${kind}:last`), 'GT', tally.last, member);
      }
    await withDeadline(pipeline.exec());
    this.pending = { operations: new Map(), fields: new Map() };
  }

  /** Every instance's usage of one channel (or of all), this instance's counts flushed first. */
  async summary(channel?: string): Promise<UsageSummary & { scope: 'all instances' | 'this instance' }> {
    if (!this.redis) return { ...this.usage.summary(channel), scope: 'this instance' };
    try {
      await this.flush();
      const redis = await this.connected();
      const read = async (kind: 'operations' | 'fields') => {
        const key = (name: string) => this.options.keyPrefix + `${kind}:${name}`;
        const [counts, refused, last] = await withDeadline(
          Promise.all([
            redis.hgetall(key('count')),
            redis.hgetall(key('refused')),
            redis.zrange(key('last'), '0', '-1', 'WITHSCORES'),
          ]),
        );
        const lastOf = new Map<string, number>();
        for (let index = 0; index < last.length; index += 2) lastOf.set(last[index]!, Number(last[index + 1]));
        const tallies = new Map<string, Tally>();
        for (const [member, count] of Object.entries(counts))
          tallies.set(member, {
            count: Number(count),
            refused: Number(refused[member] ?? 0),
            last: lastOf.get(member) ?? 0,
          });
        return tallies;
      };
      const [operations, fields] = await Promise.all([read('operations'), read('fields')]);
      return { ...summaryOf(operations, fields, channel), scope: 'all instances' };
    } catch (error) {
      this.complain(error);
      return { ...this.usage.summary(channel), scope: 'this instance' };
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    if (!this.redis) return;
    await this.flush().catch(() => undefined);
    (await this.redis).disconnect();
  }

  private async connected(): Promise<Redis> {
    const redis = await this.redis!;
    if (redis.status === 'wait') await withDeadline(redis.connect());
    return redis;
  }
}

function merge(into: Map<string, Tally>, changes: ReadonlyMap<string, Tally>): void {
  for (const [key, tally] of changes) {
    const before = into.get(key);
    into.set(
      key,
      before
        ? {
            count: before.count + tally.count,
            refused: before.refused + tally.refused,
            last: Math.max(before.last, tally.last),
          }
        : tally,
    );
  }
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${DEADLINE_MS} ms`)), DEADLINE_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
