/**
 * `pnpm bench`: the graph beside the floor, screen by screen, in one run on one machine.
 *
 * The platform runs in this process with an injected upstream latency and counts every call it gets; the
 * graph (production mode) and the floor server run in child processes. Per screen and side: a warm-up,
 * the throughput with 50 connections, then latency at one fixed arrival rate below saturation. The table
 * goes to stdout, the figures to bench/results/ and BENCHMARKS.md.
 *
 * Environment: BENCH_LATENCY_MS (20), BENCH_DURATION seconds per side and measurement (10), BENCH_WARMUP
 * seconds per side (3), BENCH_PER_USER_ROUNDS (2: how many times a per-user screen's measurements run floor,
 * graph, graph, floor); these settings are written into the report. BENCH_SCREENS (only the screens whose name
 * contains one of these comma-separated words), BENCH_CPU_PROF (a directory: the graph writes a V8 CPU profile of
 * the run there, for Chrome DevTools or speedscope; see docs/operations.md), BENCH_GRAPH_NODE_OPTIONS (the graph's
 * Node options, default `--max-old-space-size=1024 --max-semi-space-size=32`, as docs/operations.md recommends
 * for production): a run with any of these three writes no results.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform, type RunningPlatform } from '@club/platform';
import { buildGraph, graphNodeOptions } from './build.ts';
import { measureChannelChecks } from './channel-checks.ts';
import { screenBench } from './screen-bench.ts';
import { markdown } from './report-markdown.ts';
import { benchChannelIsolation, channelIsolationTable, type ChannelIsolationResult } from './channel-isolation.ts';
import { benchGraphClientSecret, prepareFan, prepareWebChannel, withFreshToken } from './fixtures.ts';
import { cpuMs, fixedWorkloadMs, machineBusyMs, spawnServer, type ServerProcess } from './processes.ts';
import {
  channelChecksLine,
  codeVersion,
  machine,
  notesMarker,
  table,
  toJson,
  type Report,
  type ScreenResult,
  type Settings,
} from './report.ts';
import { benchLive, liveTable, type LiveResult } from './live.ts';
import { benchDocumentId, trustedDocuments } from './persisted-queries.ts';
import { screens, type Screen } from './screens.ts';
import { envNumber } from './env.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = join(repoRoot, 'bench/results');

const settings: Settings = {
  upstreamLatencyMs: envNumber('BENCH_LATENCY_MS', 20, 0, 1000),
  durationS: envNumber('BENCH_DURATION', 10, 1, 600),
  warmupS: envNumber('BENCH_WARMUP', 3, 0, 60),
  // The issue's goals are stated at 50 connections and at half the floor's throughput.
  connections: 50,
  rateFraction: 0.5,
  // A per-user screen sits near its goals, and one round's figure moves by about ±15 % on this machine (its p99 at
  // the rate is the six slowest of some 640 requests): so its figures are taken over two rounds, twice the samples
  // in twice as many interleaved parts (docs/operations.md, eleventh pass).
  perUserRounds: envNumber('BENCH_PER_USER_ROUNDS', 2, 1, 10),
  // What docs/operations.md recommends for the graph in production: a heap sized for its ~30 MB of live data.
  graphNodeOptions: graphNodeOptions(),
};

/** For profiling and quick looks at one screen; such runs are not comparable, so they write no results. */
const screenFilter = process.env.BENCH_SCREENS?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;
/** The live scenario: how many fans, and seconds per design (BENCH_SCREENS=live runs it alone). */
const liveFans = envNumber('BENCH_LIVE_FANS', 1000, 1, 5000);
const liveDurationS = envNumber('BENCH_LIVE_DURATION', 30, 5, 600);

const selected = (screen: Screen) => !screenFilter || screenFilter.some((word) => screen.name.includes(word));

/** When each request for the live ticker feed reached the platform (the live scenario's clock). */
const feedAnswers: number[] = [];
const bench = screenBench(settings);

// ---- the run ----------------------------------------------------------------------------------------------

function writeResults(report: Report): void {
  mkdirSync(resultsDir, { recursive: true });
  const json = toJson(report);
  writeFileSync(join(resultsDir, 'latest.json'), json);
  writeFileSync(join(resultsDir, `${report.date.replace(/[:.]/g, '-')}.json`), json);
  // Hand-written notes under the marker survive the rewrite.
  const path = join(repoRoot, 'BENCHMARKS.md');
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const at = previous.indexOf(notesMarker);
  writeFileSync(path, markdown(report, at === -1 ? '' : previous.slice(at + notesMarker.length)));
}

async function main(): Promise<void> {
  const children: ServerProcess[] = [];
  let platform: RunningPlatform | undefined;
  const cleanup = async () => {
    await Promise.allSettled(children.map((child) => child.stop()));
    await platform?.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  // Every step is bounded on its own; this is the backstop should one of them hang anyway.
  // The signed-in screens join once a fan has signed in; the budget counts them already.
  let screenList = screens(repoRoot);
  const screenCount = screens(repoRoot, { accessToken: 'budget' }).length;
  const measuredS = 4 * settings.perUserRounds * settings.durationS;
  const budgetS = 180 + screenCount * (2 * settings.warmupS + measuredS + 120) + 2 * liveDurationS + 60;
  setTimeout(() => {
    console.error(`bench: no result after ${budgetS} s, giving up`);
    void cleanup().finally(() => process.exit(1));
  }, budgetS * 1000).unref();

  try {
    platform = await startPlatform({
      latencyMs: settings.upstreamLatencyMs,
      graphClientSecret: benchGraphClientSecret,
      observe: (call) => {
        // The graph's reads of the channel registry (every 2 s, docs/channels.md) are no request's calls.
        if (call.url.startsWith('/channels/v1/registry/')) return;
        bench.observe(call);
        if (call.url.startsWith('/static/liveticker/')) feedAnswers.push(performance.now());
      },
    });
    const env = { PLATFORM_URL: platform.url, OIDC_ISSUER: platform.identity.issuer, HOST: '127.0.0.1', PORT: '0' };
    // A fan who administers a fan club signs in through the provider's pages, for the per-user screen.
    const accessToken = await prepareFan(platform);
    screenList = screens(repoRoot, { accessToken }).filter(selected);
    // The web app's persisted queries plus the bench's own documents (bench/documents): the graph trusts both.
    await prepareWebChannel(platform, trustedDocuments(repoRoot));
    console.log('… compiling the graph to JavaScript (graph/dist)');
    const graphEntry = (await buildGraph(repoRoot)).main;
    const started = await Promise.allSettled([
      spawnServer({ name: 'floor', entry: 'bench/src/floor.ts', cwd: repoRoot, env }),
      spawnServer({
        name: 'graph',
        entry: graphEntry,
        nodeArgs: [
          ...settings.graphNodeOptions,
          ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
        ],
        cwd: repoRoot,
        // As in production, except that the line the graph logs per request is left out (LOG_LEVEL=warn).
        env: {
          ...env,
          NODE_ENV: 'production',
          GRAPH_CLIENT_SECRET: benchGraphClientSecret,
          LOG_LEVEL: 'warn',
          // The live fans come through this machine as through the balancer, each from its own address.
          TRUSTED_PROXIES: '127.0.0.1',
        },
      }),
    ]);
    for (const outcome of started) if (outcome.status === 'fulfilled') children.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const [floor, graph] = children as [ServerProcess, ServerProcess];
    console.log(
      `platform ${platform.url} · floor ${floor.url} (pid ${floor.pid}) · graph ${graph.url} (pid ${graph.pid})`,
    );

    // Other processes on the machine distort every figure; measure how much CPU they took meanwhile.
    const ours = () => [process.pid, floor.pid, graph.pid].reduce((total, pid) => total + (cpuMs(pid) ?? 0), 0);
    const before = { machine: machineBusyMs(), ours: ours(), at: performance.now(), workloadMs: fixedWorkloadMs() };
    console.log(`… this machine's speed: a fixed workload took ${before.workloadMs.toFixed(0)} ms`);
    const results: ScreenResult[] = [];
    for (const listed of screenList) {
      const screen = listed.audience === 'per-user' ? await withFreshToken(repoRoot, listed, platform) : listed;
      results.push(await bench.benchScreen(screen, { floor, graph }));
    }
    const channelChecks = await measureChannelChecks(screenList, results, graph.url, repoRoot);
    if (channelChecks) console.log(`\n${channelChecksLine(channelChecks)}`);
    const shopScreen = screenList.find((screen) => screen.name === 'shop');
    let channelIsolation: ChannelIsolationResult | undefined;
    if (shopScreen) {
      console.log('… channel isolation: one channel at a fixed rate, alone and beside one past its budget');
      channelIsolation = await benchChannelIsolation(platform, shopScreen.graph(graph.url), {
        rate: 50,
        durationS: settings.durationS,
      });
      console.log(`\n${channelIsolationTable(channelIsolation)}`);
    }
    let live: LiveResult | undefined;
    if (!screenFilter || screenFilter.includes('live')) {
      console.log(`… live: ${liveFans} fans, subscriptions then polling, ${liveDurationS} s each`);
      live = await benchLive(
        {
          platformUrl: platform.url,
          graphUrl: graph.url,
          graphPid: graph.pid,
          feedAnswers,
          documents: {
            subscription: benchDocumentId(repoRoot, 'LiveTickerFollow'),
            query: benchDocumentId(repoRoot, 'LiveTickerPolling'),
          },
        },
        liveFans,
        liveDurationS,
      );
      console.log(`\n${liveTable(live)}`);
    }
    const machineAfter = machineBusyMs();
    const workloadAfterMs = fixedWorkloadMs();
    const otherCpuPercent =
      before.machine === undefined || machineAfter === undefined
        ? null
        : (Math.max(0, machineAfter - before.machine - (ours() - before.ours)) /
            ((performance.now() - before.at) * os.availableParallelism())) *
          100;

    const report: Report = {
      date: new Date().toISOString(),
      command: [
        process.env.BENCH_LATENCY_MS && `BENCH_LATENCY_MS=${settings.upstreamLatencyMs}`,
        process.env.BENCH_DURATION && `BENCH_DURATION=${settings.durationS}`,
        process.env.BENCH_WARMUP && `BENCH_WARMUP=${settings.warmupS}`,
        process.env.BENCH_PER_USER_ROUNDS && `BENCH_PER_USER_ROUNDS=${settings.perUserRounds}`,
        'pnpm bench',
      ]
        .filter(Boolean)
        .join(' '),
      machine: machine(),
      code: codeVersion(repoRoot),
      settings,
      otherProcessesCpuPercent: otherCpuPercent,
      fixedWorkloadMs: { before: before.workloadMs, after: workloadAfterMs },
      screens: results,
      ...(live ? { live } : {}),
      ...(channelChecks ? { channelChecks } : {}),
      ...(channelIsolation ? { channelIsolation } : {}),
      pass:
        results.every((screen) => screen.goals.every((goal) => goal.pass)) &&
        (!live || (live.subscription.upstreamPollsPerInterval <= 1.2 && live.subscription.failed === 0)),
    };
    console.log(`\n${table(report)}`);
    for (const child of children) {
      const { lines, first } = child.output();
      if (lines > 0)
        console.log(`\n${child.name} printed ${lines} lines during the run, first:\n  ${first.join('\n  ')}`);
    }
    if (screenFilter || cpuProfileDir || process.env.BENCH_GRAPH_NODE_OPTIONS) {
      console.log('\nA run of some screens, with a profiler or other Node options for the graph writes no results.');
    } else {
      writeResults(report);
      console.log(`\nWrote bench/results/latest.json and BENCHMARKS.md`);
    }
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
