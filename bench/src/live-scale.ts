/**
 * `pnpm bench:live` (issue 45): a match day's audience on one graph instance. For each step of fans (1 000,
 * 5 000, 10 000), a fresh graph process (compiled, production settings, as `pnpm bench` runs it), every fan one
 * `matchUpdated` subscription over SSE from an address of its own (the graph trusts this machine as its proxy,
 * as it trusts HAProxy), the first team's match played by the platform's simulator. Printed side by side:
 *
 *   - upstream polls of the ticker feed per 5-second interval (goal: 1, whatever the audience);
 *   - delivery: from the platform's answer to a poll to a fan having the change, p50 and p99 over every fan and
 *     change, and to the last fan (the fan-out of one change, worst of the run; goal p99 ≤ 1 s);
 *   - lost: changes a fan never had while every other fan did (goal 0), and streams refused or broken;
 *   - the graph's memory per subscriber (RSS above the idle process, KB; goal ≤ 20) and CPU per second;
 *   - this process's own CPU, since the fans and the graph share the machine's cores.
 *
 * Writes bench/results/live/latest.json and its section of BENCHMARKS.md (below the notes marker).
 *
 *   BENCH_LIVE_STEPS     fans per step (1000,5000,10000)
 *   BENCH_LIVE_DURATION  seconds measured per step, after every fan has joined (30)
 *   BENCH_LATENCY_MS     the platform's injected latency (20)
 */
import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform, type RunningPlatform } from '@club/platform';
import { Agent } from 'undici';
import { buildGraph, graphNodeOptions } from './build.ts';
import { envNumber } from './env.ts';
import { benchGraphClientSecret, prepareWebChannel } from './fixtures.ts';
import { deliveryMs, INTERVAL_MS, runMatch, TEAM } from './live.ts';
import { percentile } from './load.ts';
import { benchDocumentId, trustedDocuments } from './persisted-queries.ts';
import type { Sample } from './graph-process.ts';
import { cpuMs, delay, rssBytes, spawnServer, type ServerProcess } from './processes.ts';
import { codeVersion, machine, notesMarker, toJson } from './report.ts';
import { nextEvents, openLiveStream } from './sse.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const steps = (process.env.BENCH_LIVE_STEPS ?? '1000,5000,10000')
  .split(',')
  .map((word) => Number(word.trim()))
  .filter((count) => Number.isInteger(count) && count > 0 && count <= 20_000);
const durationS = envNumber('BENCH_LIVE_DURATION', 30, 5, 600);
const upstreamLatencyMs = envNumber('BENCH_LATENCY_MS', 20, 0, 1000);

export interface LiveStep {
  fans: number;
  /** Fans whose stream was refused or broke, and why. */
  failed: number;
  failures: Record<string, number>;
  failureExamples: Record<string, string>;
  upstreamPollsPerInterval: number;
  changes: number;
  deliveryP50Ms: number | null;
  deliveryP99Ms: number | null;
  /** The longest any change took from the poll's answer to the last fan that had it. */
  lastFanMaxMs: number | null;
  /** (fan, change) pairs missing: a fan without a change every other fan had. */
  lost: number;
  graphIdleRssMB: number | null;
  /** With the first hundred fans: the base of the memory per subscriber. */
  graphWarmRssMB: number | null;
  graphRssMB: number | null;
  graphKBPerSubscriber: number | null;
  /** The JavaScript heap each subscriber keeps, after full collections (sockets' native buffers not in it). */
  graphHeapKBPerSubscriber: number | null;
  graphCpuMsPerSecond: number | null;
  benchCpuMsPerSecond: number;
}

/** One fan: each ticker state it had (by the hash of its event), and when. */
interface Fan {
  seen: Map<string, number>;
  /** Why its stream was refused or broke: an HTTP status, `ended` (the graph closed it) or the error's code. */
  failure?: string;
  /** The last message it had, shown for the first fan of each failure. */
  last?: string;
}

async function follow(fan: Fan, index: number, graphUrl: string, body: string, agent: Agent, signal: AbortSignal) {
  try {
    const response = await openLiveStream(graphUrl, body, index, agent, signal);
    if (response.statusCode !== 200) {
      fan.failure = `HTTP ${response.statusCode}`;
      await response.body.dump();
      return;
    }
    for await (const message of nextEvents(response.body)) {
      fan.last = message;
      const state = createHash('sha1').update(message).digest('hex');
      if (!fan.seen.has(state)) fan.seen.set(state, performance.now());
    }
    if (!signal.aborted) fan.failure = 'ended';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (!signal.aborted) fan.failure = code ?? message ?? 'error';
  }
}

async function measureStep(
  graph: ServerProcess,
  platformUrl: string,
  feedAnswers: number[],
  count: number,
): Promise<LiveStep> {
  const idleRss = rssBytes(graph.pid);
  await runMatch(platformUrl);
  const agent = new Agent({ connections: count + 50, pipelining: 0, keepAliveTimeout: 60_000 });
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  const body = JSON.stringify({
    documentId: benchDocumentId(repoRoot, 'LiveTickerFollow'),
    variables: { teamId: TEAM },
  });
  const fans: Fan[] = Array.from({ length: count }, () => ({ seen: new Map() }));
  // A first hundred fans warm the graph up (its code, caches and the young generation's room); their memory is
  // the base the others' is measured from. The rest arrive over a few seconds (a thousand a second at most).
  const warm = Math.min(100, count);
  const rampMs = Math.max(2000, count);
  const join = (index: number) => follow(fans[index]!, index, graph.url, body, agent, controller.signal);
  const warming = Promise.all(fans.slice(0, warm).map((_, index) => join(index)));
  await delay(3000);
  const baseRss = rssBytes(graph.pid);
  const baseHeap = await heapAfterGc(graph);
  const following = Promise.all([
    warming,
    ...fans.slice(warm).map(async (_, offset) => {
      await delay((offset / (count - warm || 1)) * rampMs);
      await join(warm + offset);
    }),
  ]);
  await delay(rampMs + 3000);
  const from = performance.now();
  const answersFrom = feedAnswers.length;
  const graphCpuBefore = cpuMs(graph.pid);
  const benchCpuBefore = process.cpuUsage();
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssBytes(graph.pid) ?? 0)), 500);
  await delay(durationS * 1000);
  clearInterval(sampler);
  const to = performance.now();
  const graphCpuAfter = cpuMs(graph.pid);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  // A change first had within the window, early enough for every fan to have it before the window closes.
  await delay(INTERVAL_MS);
  // With every fan still following, after the measured window (a full collection pauses the graph).
  const fullHeap = await heapAfterGc(graph);
  controller.abort();
  await following;
  await agent.close();

  const firstSeen = new Map<string, number>();
  for (const fan of fans)
    for (const [state, at] of fan.seen) firstSeen.set(state, Math.min(at, firstSeen.get(state) ?? Infinity));
  const changes = [...firstSeen].filter(([, at]) => at >= from && at < to).map(([state]) => state);
  const deliveries: number[] = [];
  let lastFanMax: number | null = null;
  let lost = 0;
  for (const state of changes) {
    let last = 0;
    for (const fan of fans) {
      const at = fan.seen.get(state);
      if (at === undefined) {
        if (fan.failure === undefined) lost++;
        continue;
      }
      const delivery = deliveryMs(feedAnswers, at);
      if (delivery === null) continue;
      deliveries.push(delivery);
      last = Math.max(last, delivery);
    }
    lastFanMax = Math.max(lastFanMax ?? 0, last);
  }
  const seconds = (to - from) / 1000;
  const intervals = (to - from) / INTERVAL_MS;
  const toMB = (bytes: number | undefined) => (bytes === undefined || bytes === 0 ? null : bytes / 2 ** 20);
  return {
    fans: count,
    failed: fans.filter((fan) => fan.failure !== undefined).length,
    failureExamples: Object.fromEntries(
      fans
        .flatMap(({ failure, last }) => (failure === undefined ? [] : [[failure, last ?? '(none)'] as const]))
        .reverse(),
    ),
    failures: Object.fromEntries(
      fans.reduce(
        (all, { failure }) => (failure === undefined ? all : all.set(failure, (all.get(failure) ?? 0) + 1)),
        new Map<string, number>(),
      ),
    ),
    upstreamPollsPerInterval: feedAnswers.slice(answersFrom).filter((at) => at < to).length / intervals,
    changes: changes.length,
    deliveryP50Ms: deliveries.length ? percentile(deliveries, 0.5) : null,
    deliveryP99Ms: deliveries.length ? percentile(deliveries, 0.99) : null,
    lastFanMaxMs: lastFanMax,
    lost,
    graphIdleRssMB: toMB(idleRss),
    graphWarmRssMB: toMB(baseRss),
    graphRssMB: toMB(rssMax),
    graphHeapKBPerSubscriber:
      baseHeap !== undefined && fullHeap !== undefined && count > warm
        ? ((fullHeap - baseHeap) * 1024) / (count - warm)
        : null,
    graphKBPerSubscriber: baseRss && rssMax && count > warm ? (rssMax - baseRss) / 1024 / (count - warm) : null,
    graphCpuMsPerSecond:
      graphCpuBefore === undefined || graphCpuAfter === undefined ? null : (graphCpuAfter - graphCpuBefore) / seconds,
    benchCpuMsPerSecond: (benchCpu.user + benchCpu.system) / 1000 / seconds,
  };
}

/** The graph's heap after full collections (its probe entry answers over IPC; Node runs with --expose-gc). */
async function heapAfterGc(graph: ServerProcess): Promise<number | undefined> {
  try {
    return (await graph.ask<Sample>({ gc: true }, 60_000)).heapUsedMB;
  } catch {
    return undefined;
  }
}

const fixed = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));

function table(results: LiveStep[]): string[][] {
  const rows: [string, (step: LiveStep) => string, string][] = [
    ['upstream polls per 5 s interval', (s) => fixed(s.upstreamPollsPerInterval, 2), '1'],
    ['changes in the window', (s) => String(s.changes), ''],
    ['delivery after the poll, p50 / p99 (ms)', (s) => `${fixed(s.deliveryP50Ms)} / ${fixed(s.deliveryP99Ms)}`, ''],
    ['… to the last fan, worst change (ms)', (s) => fixed(s.lastFanMaxMs), '≤ 1000'],
    ['changes lost (fan × change)', (s) => String(s.lost), '0'],
    ['streams refused or broken', (s) => String(s.failed), '0'],
    [
      'graph RSS idle → 100 fans → all (MB)',
      (s) => `${fixed(s.graphIdleRssMB)} → ${fixed(s.graphWarmRssMB)} → ${fixed(s.graphRssMB)}`,
      '',
    ],
    ['graph RSS per subscriber beyond 100 (KB)', (s) => fixed(s.graphKBPerSubscriber, 1), '≤ 20'],
    ['… of it heap kept after a full GC (KB)', (s) => fixed(s.graphHeapKBPerSubscriber, 1), ''],
    ['graph CPU (ms per s)', (s) => fixed(s.graphCpuMsPerSecond), ''],
    ['the fans’ own CPU, this process (ms per s)', (s) => fixed(s.benchCpuMsPerSecond), ''],
  ];
  return [
    ['fans following one instance', ...results.map((step) => String(step.fans)), 'goal'],
    ...rows.map(([name, value, goal]) => [name, ...results.map(value), goal]),
  ];
}

function printed(cells: string[][]): string {
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))))
    .map((row) => row.join(' | ').trimEnd())
    .join('\n');
}

function writeResults(results: LiveStep[], cells: string[][]): void {
  const report = {
    date: new Date().toISOString(),
    command: 'pnpm bench:live',
    machine: machine(),
    code: codeVersion(repoRoot),
    settings: { steps, durationS, upstreamLatencyMs, graphNodeOptions: graphNodeOptions() },
    steps: results,
  };
  const dir = join(repoRoot, 'bench/results/live');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), toJson(report));
  const section = [
    '<!-- live-scale -->',
    '',
    '## `pnpm bench:live`: a match day’s audience on one graph instance',
    '',
    `- **Date:** ${report.date}; commit ${report.code.commit ?? 'unknown'}; ${durationS} s measured per step, upstream latency ${upstreamLatencyMs} ms`,
    '- Each fan one `matchUpdated` subscription over SSE from its own address; a fresh graph process per step;',
    '  the fans run in the benchmark’s process on the same two cores.',
    '',
    '```',
    printed(cells),
    '```',
    '',
    'Raw figures: [bench/results/live/latest.json](bench/results/live/latest.json).',
    '',
    '<!-- /live-scale -->',
  ].join('\n');
  const path = join(repoRoot, 'BENCHMARKS.md');
  let text = existsSync(path) ? readFileSync(path, 'utf8') : `# Benchmarks\n\n${notesMarker}\n`;
  if (!text.includes(notesMarker)) text = `${text.trimEnd()}\n\n${notesMarker}\n`;
  const pattern = /<!-- live-scale -->[\s\S]*?<!-- \/live-scale -->/;
  text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, text.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n');
}

async function main(): Promise<void> {
  if (steps.length === 0) throw new Error('BENCH_LIVE_STEPS names no step of 1 to 20 000 fans');
  let platform: RunningPlatform | undefined;
  let graph: ServerProcess | undefined;
  const feedAnswers: number[] = [];
  try {
    platform = await startPlatform({
      latencyMs: upstreamLatencyMs,
      graphClientSecret: benchGraphClientSecret,
      observe: (call) => {
        if (call.url.startsWith('/static/liveticker/')) feedAnswers.push(performance.now());
      },
    });
    await prepareWebChannel(platform, trustedDocuments(repoRoot));
    console.log('… compiling the graph to JavaScript (graph/dist)');
    // The graph with its diagnostics channel (graph-process.ts): heap samples after full collections.
    const graphEntry = (await buildGraph(repoRoot)).probe;
    const results: LiveStep[] = [];
    for (const count of steps) {
      graph = await spawnServer({
        name: 'graph',
        entry: graphEntry,
        nodeArgs: [...graphNodeOptions(), '--expose-gc'],
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
          // The fans come through this machine as through the balancer, each from its own address.
          TRUSTED_PROXIES: '127.0.0.1',
          LIVE_STREAMS_PER_INSTANCE: String(count + 100),
        },
      });
      await delay(2000);
      console.log(`… ${count} fans follow the match for ${durationS} s (graph pid ${graph.pid})`);
      const step = await measureStep(graph, platform.url, feedAnswers, count);
      if (step.failed) console.log(`  streams refused or broken: ${JSON.stringify(step.failures)}`);
      for (const [reason, example] of Object.entries(step.failureExamples))
        console.log(`  ${reason}, the last message one of them had: ${example.slice(0, 300)}`);
      results.push(step);
      await graph.stop();
      graph = undefined;
    }
    const cells = table(results);
    console.log(`\n${printed(cells)}`);
    writeResults(results, cells);
    console.log('\nWrote bench/results/live/latest.json and the live-scale section of BENCHMARKS.md');
  } finally {
    await graph?.stop();
    await platform?.close().catch(() => undefined);
  }
}

await main();
