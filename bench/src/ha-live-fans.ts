/**
 * The live fans of `pnpm load:ha` (ha-load.ts): each follows the running match's ticker over SSE from an address
 * of its own and logs every state it had and when; per phase, how much later than the first fan every other fan
 * had each change.
 */
import { createHash } from 'node:crypto';
import type { Agent } from 'undici';
import { percentile } from './load.ts';
import { delay } from './processes.ts';
import { nextEvents, openLiveStream } from './sse.ts';

/** The ticker's poll interval while a match runs; a fan should have every change within it plus 2 s. */
const POLL_INTERVAL_MS = 5000;
export const LATE_AFTER_MS = POLL_INTERVAL_MS + 2000;

export interface Phase {
  name: string;
  from: number;
  to: number;
}

export interface FanLog {
  /** Each ticker state the fan had, by its hash, and when. */
  seen: Map<string, number>;
  breaks: number;
  /** Why streams broke or were refused: an HTTP status, `ended` (the graph closed it) or the error's code. */
  reasons: Map<string, number>;
  /** The longest time without an open stream after the first one opened (ms). */
  longestGapMs: number;
}

/**
 * One fan's subscription over SSE, re-opened after it ends or breaks (as the web app does, after 1 s), from its
 * own address: the graph counts live streams per client address, and a match-day audience has many.
 */
export async function follow(
  index: number,
  signal: AbortSignal,
  agent: Agent,
  documentId: string,
  log: FanLog,
  target: { origin: string; teamId: number },
) {
  const body = JSON.stringify({ documentId, variables: { teamId: target.teamId, language: 'DE' } });
  let lostAt: number | undefined;
  while (!signal.aborted) {
    let reason: string;
    try {
      const response = await openLiveStream(target.origin, body, index, agent, signal);
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw Object.assign(new Error('refused'), { code: `HTTP ${response.statusCode}` });
      }
      if (lostAt !== undefined) log.longestGapMs = Math.max(log.longestGapMs, performance.now() - lostAt);
      lostAt = undefined;
      for await (const message of nextEvents(response.body)) {
        const state = createHash('sha1').update(message).digest('hex');
        if (!log.seen.has(state)) log.seen.set(state, performance.now());
      }
      reason = 'ended';
    } catch (error) {
      // a broken stream: counted below, and opened again
      const { code, message } = error as { code?: string; message?: string };
      reason = code ?? message ?? 'error';
    }
    if (signal.aborted) break;
    log.breaks++;
    log.reasons.set(reason, (log.reasons.get(reason) ?? 0) + 1);
    lostAt ??= performance.now();
    await delay(1000);
  }
}

/** For each ticker state: when the first fan had it, and how much later each fan that follows had it. */
export function livePhase(logs: FanLog[], phase: Phase) {
  const firstSeen = new Map<string, number>();
  for (const log of logs)
    for (const [state, at] of log.seen) firstSeen.set(state, Math.min(at, firstSeen.get(state) ?? Infinity));
  const lags: number[] = [];
  let late = 0;
  let changes = 0;
  for (const [state, first] of firstSeen) {
    // A state every fan should have: one the first fan had within the phase, early enough to be judged.
    if (first < phase.from || first >= phase.to || first > phase.to - LATE_AFTER_MS) continue;
    changes++;
    for (const log of logs) {
      const at = log.seen.get(state);
      // A fan that already had a newer state skipped this one legitimately (it reconnected to the present).
      const newer = [...log.seen.values()].some((when) => when > first && when - first < LATE_AFTER_MS);
      if (at !== undefined) lags.push(at - first);
      if ((at === undefined && !newer) || (at !== undefined && at - first > LATE_AFTER_MS)) late++;
    }
  }
  return {
    phase: phase.name,
    changes,
    fanoutLagP50Ms: lags.length ? Math.round(percentile(lags, 0.5)) : null,
    fanoutLagP99Ms: lags.length ? Math.round(percentile(lags, 0.99)) : null,
    fanoutLagMaxMs: lags.length ? Math.round(Math.max(...lags)) : null,
    fansLate: late,
  };
}

/** The graphs' fan-out lag histogram, summed over instances, from the launcher's merged metrics. */
export async function fanoutLag(
  operatorUrl: string,
): Promise<{ sum: number; count: number; buckets: Map<number, number> }> {
  const text = await (await fetch(`${operatorUrl}/metrics`)).text();
  const result = { sum: 0, count: 0, buckets: new Map<number, number>() };
  for (const line of text.split('\n')) {
    const match = /^graph_live_fanout_lag_seconds_(sum|count|bucket)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const value = Number(match[3]);
    if (match[1] === 'sum') result.sum += value;
    else if (match[1] === 'count') result.count += value;
    else {
      const le = /le="([^"]+)"/.exec(match[2]!)?.[1];
      const bound = le === '+Inf' ? Infinity : Number(le);
      result.buckets.set(bound, (result.buckets.get(bound) ?? 0) + value);
    }
  }
  return result;
}

/** The smallest bucket bound holding the fraction of observations: an upper bound of the percentile. */
export function histogramPercentile(buckets: Map<number, number>, count: number, fraction: number): number | null {
  if (count === 0) return null;
  for (const [bound, cumulative] of [...buckets].sort(([a], [b]) => a - b))
    if (cumulative >= fraction * count) return bound;
  return null;
}
