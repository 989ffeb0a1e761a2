import type { Redis } from 'ioredis';

/*
 * The Redis side of the shared cost budgets (budget.ts): one atomic script per take and per refund on a hash
 * (points, updatedAt) per bucket.
 *
 * Both scripts start with the bucket's level now. The time is the Redis server's, not the calling instance's,
 * so instances whose clocks differ still agree on how much a bucket has refilled. Writing after reading TIME
 * needs effects replication (the default since Redis 5).
 */
const LEVEL = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local capacity, rate = tonumber(ARGV[1]), tonumber(ARGV[2])
local stored = redis.call('HMGET', KEYS[1], 'points', 'updatedAt')
local points = capacity
if stored[1] then
  points = math.min(capacity, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * rate / 1000)
end
-- The hash lives until the bucket is full again, so an idle channel leaves nothing behind; a bucket
-- refunded to its capacity or beyond is full, and goes at once.
local function save()
  local untilFull = math.ceil((capacity - points) * 1000 / rate)
  if untilFull <= 0 then redis.call('DEL', KEYS[1]) return end
  redis.call('HSET', KEYS[1], 'points', string.format('%.17g', points), 'updatedAt', string.format('%.17g', now))
  redis.call('PEXPIRE', KEYS[1], untilFull)
end
`;
// ARGV[3] is the cost; answers whether it was taken and the points left (as text: Lua numbers would be truncated).
const TAKE = `${LEVEL}
local cost = tonumber(ARGV[3])
if cost > points then return {0, string.format('%.17g', points)} end
points = points - cost
save()
return {1, string.format('%.17g', points)}`;
// ARGV[3] is the points given back.
const REFUND = `${LEVEL}
points = points + tonumber(ARGV[3])
save()
return 1`;

export type BudgetRedis = Redis & {
  budgetTake(key: string, capacity: number, restoreRate: number, cost: number): Promise<[number, string]>;
  budgetRefund(key: string, capacity: number, restoreRate: number, points: number): Promise<number>;
};

/** The client with the budget scripts as commands (sent by their SHA, the text only when Redis lacks it). */
export function withBudgetCommands(redis: Redis): BudgetRedis {
  redis.defineCommand('budgetTake', { numberOfKeys: 1, lua: TAKE });
  redis.defineCommand('budgetRefund', { numberOfKeys: 1, lua: REFUND });
  return redis as BudgetRedis;
}
