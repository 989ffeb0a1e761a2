/**
 * The endurance runs' load and measurements (endurance.ts): requests at a fixed arrival rate whatever the answers
 * (open loop), counted per 30-second window and per quiet or disturbed phase, and the graph's heap sampled while
 * they run, with its trend.
 */
import { Pool } from 'undici';
import type { Sample } from './graph-process.ts';
import { percentile, type Target } from './load.ts';
import { delay, type ServerProcess } from './processes.ts';

/** Latencies are reported per window of this many seconds. */
export const WINDOW_S = 30;
/** The graph is sampled this often (its event-loop delay per interval, its heap). */
export const SAMPLE_EVERY_S = 5;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Window {
  startS: number;
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export interface OpenLoopRun {
  sent: number;
  ok: number;
  failed: number;
  latenciesMs: number[];
  /** The latencies of the quiet and the disturbed phases. */
  byPhase: { quiet: number[]; disturbed: number[] };
  windows: Window[];
}

/**
 * Phases alternate every PHASE_S seconds: even ones quiet, odd ones disturbed (when the run disturbs at all).
 * Short phases put many of each into one run, so a few seconds of the host's own noise cannot decide it.
 */
export const PHASE_S = 10;
export const phaseAt = (seconds: number): 'quiet' | 'disturbed' =>
  Math.floor(seconds / PHASE_S) % 2 === 0 ? 'quiet' : 'disturbed';

/** Requests at a fixed rate whatever the answers; each latency counts from when its request was due. */
export async function openLoop(
  mix: { pick(i: number): Target },
  options: { rate: number; durationS: number; origin: string },
): Promise<OpenLoopRun> {
  const pool = new Pool(options.origin, { connections: 256, keepAliveTimeout: 30_000 });
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const latencies: number[] = [];
  const byPhase = { quiet: [] as number[], disturbed: [] as number[] };
  const perWindow = new Map<number, { sent: number; failed: number; latencies: number[] }>();
  const windowOf = (index: number) => {
    const key = Math.floor(index / options.rate / WINDOW_S);
    let window = perWindow.get(key);
    if (!window) perWindow.set(key, (window = { sent: 0, failed: 0, latencies: [] }));
    return window;
  };
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();

  const fire = (index: number) => {
    const due = start + (index * 1000) / options.rate;
    const target = mix.pick(index);
    const window = windowOf(index);
    window.sent++;
    const call = pool
      .request({
        method: target.method,
        path: target.path,
        headers: target.headers,
        body: target.body ?? null,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      .then(async (response) => {
        const body = await response.body.text();
        if (response.statusCode !== 200 || !target.verify(body)) throw new Error(`status ${response.statusCode}`);
        const latency = performance.now() - due;
        latencies.push(latency);
        window.latencies.push(latency);
        byPhase[phaseAt(index / options.rate)].push(latency);
      })
      .catch(() => {
        failed++;
        window.failed++;
      })
      .finally(() => pending.delete(call));
    pending.add(call);
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * options.rate) + 1);
      for (; sent < due; sent++) fire(sent);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  await pool.close();

  const windows = [...perWindow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, w]) => ({
      startS: key * WINDOW_S,
      sent: w.sent,
      ok: w.latencies.length,
      failed: w.failed,
      p50: percentile(w.latencies, 0.5),
      p99: percentile(w.latencies, 0.99),
      max: w.latencies.reduce((a, b) => Math.max(a, b), 0),
    }));
  return { sent, ok: latencies.length, failed, latenciesMs: latencies, byPhase, windows };
}

export interface TimedSample extends Sample {
  atS: number;
}

/** Samples the graph every few seconds while `work` runs (event-loop delay per interval, heap without forcing GC). */
export async function sampled<T>(
  graph: ServerProcess,
  work: Promise<T>,
): Promise<{ result: T; samples: TimedSample[] }> {
  const samples: TimedSample[] = [];
  const start = performance.now();
  await graph.ask<Sample>({ reset: true });
  let done = false;
  const sampling = (async () => {
    while (!done) {
      await Promise.race([delay(SAMPLE_EVERY_S * 1000), work.then(() => undefined)]);
      if (done) break;
      const sample = await graph.ask<Sample>({ reset: true });
      samples.push({ ...sample, atS: (performance.now() - start) / 1000 });
    }
  })();
  const result = await work;
  done = true;
  await sampling;
  return { result, samples };
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return Number.NaN;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? Number.NaN : num / den;
}

/**
 * The heap's trend in MB per minute: the slope through the lowest heap of each 30-second window (the
 * floor of the garbage-collection sawtooth, which is what a leak raises), over the whole run.
 */
export function heapSlopePerMinute(samples: TimedSample[]): number {
  const lows = new Map<number, { x: number; y: number }>();
  for (const s of samples) {
    const key = Math.floor(s.atS / WINDOW_S);
    const low = lows.get(key);
    if (!low || s.heapUsedMB < low.y) lows.set(key, { x: s.atS / 60, y: s.heapUsedMB });
  }
  return slope([...lows.values()]);
}
