/**
 * `pnpm load` and `pnpm soak`: the graph under a fixed arrival rate of mixed screens for minutes, as in
 * production (compiled, NODE_ENV=production, the heap settings of docs/operations.md), against the
 * platform with injected upstream latency. Prints the error rate, latency percentiles, the graph's
 * event-loop delay and memory slope, and whether its heap returns to within 10 % of its warm level once
 * the load is over. Writes bench/results/<mode>/latest.json and its section of BENCHMARKS.md.
 *
 *   pnpm load   LOAD_DURATION seconds (300), LOAD_RATE requests per second (150)
 *   pnpm soak   SOAK_DURATION seconds (600), SOAK_RATE requests per second (75)
 *   both        BENCH_LATENCY_MS (20), ENDURANCE_WARMUP seconds (30, at most a tenth of the duration)
 *   load        LOAD_STREAM_CHURN live streams opened and dropped per minute (1000; 0: none) and a 20 MB job
 *               application upload every LOAD_UPLOAD_EVERY seconds (10), in every other 10-second phase
 *               (bench/src/disturbance.ts): the page p99 and /health of quiet and disturbed phases side by side
 *
 * The mix: anonymous visitors on the shop's front page (German and English) and on product pages, and
 * signed-in fans on the front page with their user menu (their own contact and memberships, never
 * shared). Latencies count from the moment a request was due (open loop), as in `pnpm bench`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, startPlatform, type RunningPlatform } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { Pool, request } from 'undici';
import { buildGraph, recommendedGraphNodeOptions } from './build.ts';
import type { Sample } from './graph-process.ts';
import { percentile, type Target } from './load.ts';
import { DisturbanceProcess, probeHealth, type DisturbanceCounts } from './disturbance.ts';
import { benchGraphClientSecret, prepareWebChannel } from './fixtures.ts';
import { delay, spawnServer, type ServerProcess } from './processes.ts';
import { codeVersion, machine, notesMarker, toJson } from './report.ts';
import { persistedOperation, trustedDocuments, variablesFor } from './persisted-queries.ts';
import { envNumber } from './env.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const mode = process.argv[2] === 'soak' ? 'soak' : 'load';
const prefix = mode.toUpperCase();

const durationS = envNumber(`${prefix}_DURATION`, mode === 'soak' ? 600 : 300, 5, 24 * 3600);
const rate = envNumber(`${prefix}_RATE`, mode === 'soak' ? 75 : 150, 1, 5000);
const upstreamLatencyMs = envNumber('BENCH_LATENCY_MS', 20, 0, 1000);
const warmupS = Math.min(envNumber('ENDURANCE_WARMUP', 30, 0, 600), Math.ceil(durationS / 10));
const graphNodeOptions = recommendedGraphNodeOptions.split(' ');
/** The heap after the load, after a full collection, may exceed its warm level by this much. */
const heapReturnTolerance = 0.1;
const streamChurnPerMinute = mode === 'load' ? envNumber('LOAD_STREAM_CHURN', 1000, 0, 60_000) : 0;
const uploadEveryS = envNumber('LOAD_UPLOAD_EVERY', 10, 1, 3600);
/** Disturbed phases may raise the page p99 and /health's p99 by this much over the quiet ones. */
const disturbedTolerance = 0.2;
const sampleEveryS = 5;
const windowS = 30;
const requestTimeoutMs = 10_000;

// ---- the mix of screens -------------------------------------------------------------------------------------

interface Mix {
  /** Request number → target; deterministic, so every run sends the same sequence. */
  pick(i: number): Target;
  describe: string;
}

async function buildMix(graphUrl: string, platform: RunningPlatform): Promise<Mix> {
  const shop = persistedOperation(repoRoot, 'ShopPageQuery');
  const product = persistedOperation(repoRoot, 'ProductPageQuery');
  const target = (
    operation: typeof shop,
    name: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Target => ({
    origin: graphUrl,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({
      documentId: operation.id,
      operationName: name,
      variables: variablesFor(operation, variables),
    }),
    verify: (body) => body.startsWith('{"data":') && !body.includes('"errors":'),
  });

  // The product pages of the newest products, by the slugs the front page links to.
  const front = await request(graphUrl + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target(shop, 'ShopPageQuery', { language: 'DE', signedIn: false }).body ?? null,
  });
  const slugs = [...(await front.body.text()).matchAll(/"slug":"([a-z0-9-]+)"/g)].map((match) => match[1]!);
  if (slugs.length === 0) throw new Error('the front page named no products');

  // Signed-in fans; their tokens are renewed before they expire (15 minutes).
  const people = ['fan@club.example', 'mitglied@club.example', 'fanclub@club.example'];
  const tokens = new Map<string, string>();
  const renew = async () => {
    for (const email of people) {
      tokens.set(email, (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token);
    }
  };
  await renew();
  const renewal = setInterval(() => void renew().catch(() => undefined), 10 * 60_000);
  renewal.unref();

  const anonymousDe = target(shop, 'ShopPageQuery', { language: 'DE', signedIn: false });
  const anonymousEn = target(shop, 'ShopPageQuery', { language: 'EN', signedIn: false });
  const products = slugs.map((slug) => target(product, 'ProductPageQuery', { slug, language: 'DE', signedIn: false }));
  return {
    describe:
      '50 % front page anonymous (de), 10 % front page anonymous (en), 20 % product pages ' +
      `(${slugs.length} products), 20 % front page signed in (${people.length} fans, user menu with their organisations)`,
    pick(i) {
      const slot = i % 10;
      if (slot < 5) return anonymousDe;
      if (slot === 5) return anonymousEn;
      if (slot < 8) return products[Math.floor(i / 10) % products.length]!;
      const email = people[Math.floor(i / 10) % people.length]!;
      return target(
        shop,
        'ShopPageQuery',
        { language: 'DE', signedIn: true },
        {
          authorization: `Bearer ${tokens.get(email)}`,
        },
      );
    },
  };
}

// ---- open loop with windows ----------------------------------------------------------------------------------

interface Window {
  startS: number;
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

interface OpenLoopRun {
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
const PHASE_S = 10;
const phaseAt = (seconds: number): 'quiet' | 'disturbed' =>
  Math.floor(seconds / PHASE_S) % 2 === 0 ? 'quiet' : 'disturbed';

/** Requests at a fixed rate whatever the answers; each latency counts from when its request was due. */
async function openLoop(mix: Mix, options: { rate: number; durationS: number; origin: string }): Promise<OpenLoopRun> {
  const pool = new Pool(options.origin, { connections: 256, keepAliveTimeout: 30_000 });
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const latencies: number[] = [];
  const byPhase = { quiet: [] as number[], disturbed: [] as number[] };
  const perWindow = new Map<number, { sent: number; failed: number; latencies: number[] }>();
  const windowOf = (index: number) => {
    const key = Math.floor(index / options.rate / windowS);
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
        signal: AbortSignal.timeout(requestTimeoutMs),
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
      startS: key * windowS,
      sent: w.sent,
      ok: w.latencies.length,
      failed: w.failed,
      p50: percentile(w.latencies, 0.5),
      p99: percentile(w.latencies, 0.99),
      max: w.latencies.reduce((a, b) => Math.max(a, b), 0),
    }));
  return { sent, ok: latencies.length, failed, latenciesMs: latencies, byPhase, windows };
}

// ---- memory ----------------------------------------------------------------------------------------------------

interface TimedSample extends Sample {
  atS: number;
}

/** Samples the graph every few seconds while `work` runs (event-loop delay per interval, heap without forcing GC). */
async function sampled<T>(graph: ServerProcess, work: Promise<T>): Promise<{ result: T; samples: TimedSample[] }> {
  const samples: TimedSample[] = [];
  const start = performance.now();
  await graph.ask<Sample>({ reset: true });
  let done = false;
  const sampling = (async () => {
    while (!done) {
      await Promise.race([delay(sampleEveryS * 1000), work.then(() => undefined)]);
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
function heapSlopePerMinute(samples: TimedSample[]): number {
  const lows = new Map<number, { x: number; y: number }>();
  for (const s of samples) {
    const key = Math.floor(s.atS / windowS);
    const low = lows.get(key);
    if (!low || s.heapUsedMB < low.y) lows.set(key, { x: s.atS / 60, y: s.heapUsedMB });
  }
  return slope([...lows.values()]);
}

// ---- report ----------------------------------------------------------------------------------------------------

interface EnduranceReport {
  mode: 'load' | 'soak';
  date: string;
  command: string;
  machine: ReturnType<typeof machine>;
  code: ReturnType<typeof codeVersion>;
  settings: {
    durationS: number;
    rate: number;
    warmupS: number;
    upstreamLatencyMs: number;
    graphNodeOptions: string[];
    mix: string;
  };
  requests: { sent: number; ok: number; failed: number; errorRatePercent: number };
  latencyMs: { p50: number; p99: number; p999: number; max: number; worstWindowP99: number };
  eventLoopDelayMs: { worstP99: number; max: number };
  memory: {
    warmHeapMB: number;
    afterHeapMB: number;
    heapReturned: boolean;
    heapSlopeMBPerMinute: number;
    rssStartMB: number;
    rssEndMB: number;
    rssMaxMB: number;
  };
  /** Quiet against disturbed phases (load only, when it disturbs). */
  disturbance?: {
    streamChurnPerMinute: number;
    uploadEveryS: number;
    counts: DisturbanceCounts;
    pageP99Ms: { quiet: number; disturbed: number };
    healthP99Ms: { quiet: number; disturbed: number };
  };
  windows: Window[];
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function lines(report: EnduranceReport): [string, string, string][] {
  const { requests: r, latencyMs: l, eventLoopDelayMs: e, memory: m } = report;
  return [
    ['requests sent / answered / failed', `${r.sent} / ${r.ok} / ${r.failed}`, ''],
    ['error rate', `${fixed(r.errorRatePercent, 3)} %`, ''],
    [
      'latency p50 / p99 / p99.9 / max (ms)',
      `${fixed(l.p50)} / ${fixed(l.p99)} / ${fixed(l.p999)} / ${fixed(l.max)}`,
      '',
    ],
    [`worst p99 of a ${windowS} s window (ms)`, fixed(l.worstWindowP99), ''],
    [`event-loop delay, worst p99 of ${sampleEveryS} s / max (ms)`, `${fixed(e.worstP99)} / ${fixed(e.max)}`, ''],
    ['heap trend during the run (MB/min)', fixed(m.heapSlopeMBPerMinute, 2), ''],
    [
      'heap after a full GC: warm → after the load (MB)',
      `${fixed(m.warmHeapMB)} → ${fixed(m.afterHeapMB)}`,
      `≤ +${heapReturnTolerance * 100} %: ${m.heapReturned ? 'PASS' : 'FAIL'}`,
    ],
    ['RSS start / end / max (MB)', `${fixed(m.rssStartMB, 0)} / ${fixed(m.rssEndMB, 0)} / ${fixed(m.rssMaxMB, 0)}`, ''],
    ...disturbanceLines(report),
  ];
}

function disturbanceLines(report: EnduranceReport): [string, string, string][] {
  const d = report.disturbance;
  if (!d) return [];
  const c = d.counts;
  const within = (pair: { quiet: number; disturbed: number }) =>
    `≤ ×${1 + disturbedTolerance}: ${pair.disturbed <= pair.quiet * (1 + disturbedTolerance) ? 'PASS' : 'FAIL'}`;
  return [
    [
      `disturbed phases: streams opened / refused / failed (${d.streamChurnPerMinute}/min)`,
      `${c.streamsOpened} / ${c.streamsRefused} / ${c.streamsFailed}`,
      '',
    ],
    [
      `disturbed phases: 20 MB uploads stored / failed (every ${d.uploadEveryS} s)`,
      `${c.uploadsStored} / ${c.uploadsFailed}`,
      '',
    ],
    [
      `page p99 quiet / disturbed ${PHASE_S} s phases (ms)`,
      `${fixed(d.pageP99Ms.quiet)} / ${fixed(d.pageP99Ms.disturbed)}`,
      within(d.pageP99Ms),
    ],
    [
      `/health p99 quiet / disturbed ${PHASE_S} s phases (ms)`,
      `${fixed(d.healthP99Ms.quiet)} / ${fixed(d.healthP99Ms.disturbed)}`,
      within(d.healthP99Ms),
    ],
  ];
}

function table(report: EnduranceReport): string {
  const rows = lines(report);
  const w0 = Math.max(...rows.map((row) => row[0].length));
  const w1 = Math.max(...rows.map((row) => row[1].length));
  return [
    `${mode}: ${report.settings.rate} req/s for ${report.settings.durationS} s (after ${report.settings.warmupS} s warm-up), upstream latency ${report.settings.upstreamLatencyMs} ms`,
    `mix: ${report.settings.mix}`,
    '',
    ...rows.map(([a, b, c]) => `${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`.trimEnd()),
  ].join('\n');
}

function markdownSection(report: EnduranceReport): string {
  const rows = lines(report);
  const head = ['Metric', 'Value', 'Goal'];
  const widths = head.map((h, i) => Math.max(h.length, 3, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 1 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  const { settings: s } = report;
  return [
    `<!-- ${mode} -->`,
    '',
    `## \`pnpm ${mode}\`: ${s.rate} req/s for ${s.durationS} s`,
    '',
    `- **Date:** ${report.date}; commit ${report.code.commit ?? 'unknown'}${report.code.uncommittedChanges ? ' with uncommitted changes in graph/ or platform/' : ''}`,
    `- **Command:** \`${report.command}\``,
    `- **Settings:** ${s.warmupS} s warm-up at the same rate; upstream latency ${s.upstreamLatencyMs} ms; graph compiled, ` +
      `\`NODE_ENV=production\`, \`${s.graphNodeOptions.join(' ')}\``,
    `- **Mix:** ${s.mix}`,
    '',
    line(head),
    rule,
    ...rows.map((row) => line(row)),
    '',
    `Raw figures, with every ${windowS}-second window: [bench/results/${mode}/latest.json](bench/results/${mode}/latest.json).`,
    '',
    `<!-- /${mode} -->`,
  ].join('\n');
}

/** Replaces this mode's section of BENCHMARKS.md (below the notes marker, which `pnpm bench` keeps). */
function writeResults(report: EnduranceReport): void {
  const resultsDir = join(repoRoot, 'bench/results', mode);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.json'), toJson(report));
  const path = join(repoRoot, 'BENCHMARKS.md');
  let text = existsSync(path) ? readFileSync(path, 'utf8') : `# Benchmarks\n\n${notesMarker}\n`;
  if (!text.includes(notesMarker)) text = `${text.trimEnd()}\n\n${notesMarker}\n`;
  const section = markdownSection(report);
  const pattern = new RegExp(`<!-- ${mode} -->[\\s\\S]*?<!-- /${mode} -->`);
  if (pattern.test(text)) text = text.replace(pattern, section);
  else {
    // Below the notes marker, the load section before the soak section.
    const at =
      mode === 'load' && text.includes('<!-- soak -->')
        ? text.indexOf('<!-- soak -->')
        : mode === 'soak' && text.includes('<!-- /load -->')
          ? text.indexOf('<!-- /load -->') + '<!-- /load -->'.length
          : text.indexOf(notesMarker) + notesMarker.length;
    text = `${text.slice(0, at)}\n\n${section}\n\n${text.slice(at)}`;
  }
  writeFileSync(path, text.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n');
}

// ---- the run ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  let platform: RunningPlatform | undefined;
  let graph: ServerProcess | undefined;
  const cleanup = async () => {
    await graph?.stop();
    await platform?.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  const budgetS = 240 + warmupS + durationS * 1.2;
  setTimeout(() => {
    console.error(`${mode}: no result after ${Math.round(budgetS)} s, giving up`);
    void cleanup().finally(() => process.exit(1));
  }, budgetS * 1000).unref();

  try {
    console.log('… compiling the graph to JavaScript (graph/dist)');
    const { probe } = await buildGraph(repoRoot);
    platform = await startPlatform({ latencyMs: upstreamLatencyMs, graphClientSecret: benchGraphClientSecret });
    await prepareWebChannel(platform, trustedDocuments(repoRoot));
    graph = await spawnServer({
      name: 'graph',
      entry: probe,
      nodeArgs: ['--expose-gc', ...graphNodeOptions],
      ipc: true,
      cwd: repoRoot,
      env: {
        PLATFORM_URL: platform.url,
        OIDC_ISSUER: platform.identity.issuer,
        HOST: '127.0.0.1',
        PORT: '0',
        NODE_ENV: 'production',
        GRAPH_CLIENT_SECRET: benchGraphClientSecret,
        LOG_LEVEL: 'warn',
      },
    });
    const mix = await buildMix(graph.url, platform);
    console.log(`platform ${platform.url} · graph ${graph.url} (pid ${graph.pid})`);

    if (warmupS > 0) {
      console.log(`… warming up: ${rate} req/s for ${warmupS} s`);
      await openLoop(mix, { rate, durationS: warmupS, origin: graph.url });
      await delay(2000);
    }
    const warm = await graph.ask<Sample>({ gc: true });
    console.log(`… ${mode}: ${rate} req/s for ${durationS} s (warm heap ${fixed(warm.heapUsedMB)} MB)`);
    // Every other phase disturbed (streams churned, uploads), /health asked throughout.
    const disturbance =
      streamChurnPerMinute > 0
        ? new DisturbanceProcess({
            graphUrl: graph.url,
            platformUrl: platform.url,
            repoRoot,
            churnPerMinute: streamChurnPerMinute,
            uploadEveryS,
          })
        : undefined;
    const health = { quiet: [] as number[], disturbed: [] as number[] };
    const runStart = performance.now();
    const currentPhase = () => phaseAt((performance.now() - runStart) / 1000);
    let loading = true;
    const switching = (async () => {
      while (disturbance && loading) {
        if (currentPhase() === 'disturbed') disturbance.start();
        else await disturbance.stop();
        await delay(250);
      }
      await disturbance?.stop();
    })();
    const probing = disturbance
      ? probeHealth(
          graph.url,
          200,
          () => loading,
          (latency) => health[currentPhase()].push(latency),
        )
      : Promise.resolve();
    const loop = openLoop(mix, { rate, durationS, origin: graph.url }).finally(() => (loading = false));
    const { result: run, samples } = await sampled(graph, loop);
    await Promise.all([switching, probing]);
    await disturbance?.close();
    // Let what is left settle (timers, sockets closing), then collect fully and compare with the warm heap.
    await delay(5000);
    const after = await graph.ask<Sample>({ gc: true });

    const report: EnduranceReport = {
      mode,
      date: new Date().toISOString(),
      command: [
        process.env[`${prefix}_DURATION`] && `${prefix}_DURATION=${durationS}`,
        process.env[`${prefix}_RATE`] && `${prefix}_RATE=${rate}`,
        process.env.BENCH_LATENCY_MS && `BENCH_LATENCY_MS=${upstreamLatencyMs}`,
        process.env.ENDURANCE_WARMUP && `ENDURANCE_WARMUP=${process.env.ENDURANCE_WARMUP}`,
        process.env.LOAD_STREAM_CHURN && `LOAD_STREAM_CHURN=${streamChurnPerMinute}`,
        process.env.LOAD_UPLOAD_EVERY && `LOAD_UPLOAD_EVERY=${uploadEveryS}`,
        `pnpm ${mode}`,
      ]
        .filter(Boolean)
        .join(' '),
      machine: machine(),
      code: codeVersion(repoRoot),
      settings: { durationS, rate, warmupS, upstreamLatencyMs, graphNodeOptions, mix: mix.describe },
      requests: {
        sent: run.sent,
        ok: run.ok,
        failed: run.failed,
        errorRatePercent: (run.failed / Math.max(1, run.sent)) * 100,
      },
      latencyMs: {
        p50: percentile(run.latenciesMs, 0.5),
        p99: percentile(run.latenciesMs, 0.99),
        p999: percentile(run.latenciesMs, 0.999),
        max: run.latenciesMs.reduce((a, b) => Math.max(a, b), 0),
        worstWindowP99: Math.max(...run.windows.map((w) => (Number.isFinite(w.p99) ? w.p99 : 0))),
      },
      eventLoopDelayMs: {
        worstP99: Math.max(0, ...samples.map((s) => s.eventLoopDelay.p99)),
        max: Math.max(0, ...samples.map((s) => s.eventLoopDelay.max)),
      },
      memory: {
        warmHeapMB: warm.heapUsedMB,
        afterHeapMB: after.heapUsedMB,
        heapReturned: after.heapUsedMB <= warm.heapUsedMB * (1 + heapReturnTolerance),
        heapSlopeMBPerMinute: heapSlopePerMinute(samples),
        rssStartMB: samples[0]?.rssMB ?? Number.NaN,
        rssEndMB: samples.at(-1)?.rssMB ?? Number.NaN,
        rssMaxMB: Math.max(0, ...samples.map((s) => s.rssMB)),
      },
      ...(disturbance
        ? {
            disturbance: {
              streamChurnPerMinute,
              uploadEveryS,
              counts: disturbance.totals,
              pageP99Ms: {
                quiet: percentile(run.byPhase.quiet, 0.99),
                disturbed: percentile(run.byPhase.disturbed, 0.99),
              },
              healthP99Ms: { quiet: percentile(health.quiet, 0.99), disturbed: percentile(health.disturbed, 0.99) },
            },
          }
        : {}),
      windows: run.windows,
    };
    console.log(`\n${table(report)}`);
    console.log(`\n${machine().cpu}, ${os.availableParallelism()} cores, Node ${process.version}`);
    const { lines: printed, first } = graph.output();
    if (printed > 0) console.log(`\ngraph printed ${printed} lines during the run, first:\n  ${first.join('\n  ')}`);
    writeResults(report);
    console.log(`\nWrote bench/results/${mode}/latest.json and the ${mode} section of BENCHMARKS.md`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
