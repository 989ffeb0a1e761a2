import autocannon from 'autocannon';
import { Pool } from 'undici';

/** One HTTP request the load generators repeat. */
export interface Target {
  /** Origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether an answer with status 200 really carries the screen (a GraphQL answer may hold errors). */
  verify(body: string): boolean;
}

/** What one load run measured. */
export interface LoadResult {
  durationS: number;
  /** Requests written to the server, answered or not when the run ended. */
  sent: number;
  /** Answers with status 200 that carry the screen. */
  ok: number;
  /** Other statuses, failed verification, connection errors and timeouts. */
  failed: number;
}

export interface OpenLoopResult extends LoadResult {
  /** Latency of every good answer in milliseconds, counted from when its request was due. */
  latenciesMs: number[];
}

const requestTimeoutS = 10;

/** Closed loop: `connections` clients each send the next request as soon as the previous one is answered. */
export async function closedLoop(
  target: Target,
  options: { connections: number; durationS: number },
): Promise<LoadResult> {
  let verified = 0;
  const result = await autocannon({
    url: target.origin + target.path,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: options.connections,
    // autocannon ends a run at its next one-second sample after the duration; rates use the actual duration.
    duration: options.durationS,
    timeout: requestTimeoutS,
    // autocannon hands over the body as a string (it concatenates the chunks).
    verifyBody: (body) => {
      const good = typeof body === 'string' && target.verify(body);
      if (good) verified++;
      return good;
    },
  });
  // autocannon verifies the bodies of refusals too, and counts one that does not carry the screen both as a
  // non-2xx and as a mismatch: a 2xx is good only when its body was verified.
  const ok = Math.min(result['2xx'], verified);
  return {
    durationS: result.duration,
    sent: result.requests.sent,
    ok,
    failed: result.non2xx + (result['2xx'] - ok) + result.errors + result.timeouts,
  };
}

/**
 * Open loop: requests start at a fixed rate whether or not earlier ones were answered, and each latency is
 * counted from the moment its request was due, so a stalled server cannot slow the generator down and
 * hide its own delay (coordinated omission). autocannon's overallRate is not used for this: it sends each
 * connection's quota back to back at the start of every second, so the "fixed rate" arrives as bursts of
 * `connections` concurrent requests, and its latency correction assumes a 1 ms interval.
 */
export async function openLoop(target: Target, options: { rate: number; durationS: number }): Promise<OpenLoopResult> {
  // Enough connections that the pool never queues below saturation; if it does, the wait is counted.
  const pool = new Pool(target.origin, { connections: 256, keepAliveTimeout: 30_000 });
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const latencies: number[] = [];
  let failed = 0;
  const pending = new Set<Promise<void>>();

  const fire = (due: number) => {
    const request = pool
      .request({
        method: target.method,
        path: target.path,
        headers: target.headers,
        body: target.body ?? null,
        signal: AbortSignal.timeout(requestTimeoutS * 1000),
      })
      .then(async (response) => {
        const body = await response.body.text();
        if (response.statusCode === 200 && target.verify(body)) latencies.push(performance.now() - due);
        else failed++;
      })
      .catch(() => void failed++)
      .finally(() => pending.delete(request));
    pending.add(request);
  };

  const start = performance.now();
  let sent = 0;
  // A 1 ms timer wakes the loop; each wake-up sends every request that has fallen due since the last one.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * options.rate) + 1);
      for (; sent < due; sent++) fire(start + (sent * 1000) / options.rate);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // Every request has its own timeout, so this wait is bounded.
  await Promise.all(pending);
  const durationS = (performance.now() - start) / 1000;
  await pool.close();

  return { durationS, sent, ok: latencies.length, failed, latenciesMs: latencies };
}

/** The nearest-rank percentile of unsorted values; NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
