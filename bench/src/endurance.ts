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
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, startPlatform, type RunningPlatform } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { request } from 'undici';
import { buildGraph, recommendedGraphNodeOptions } from './build.ts';
import type { Sample } from './graph-process.ts';
import { percentile, type Target } from './load.ts';
import { DisturbanceProcess, probeHealth } from './disturbance.ts';
import { benchGraphClientSecret, prepareWebChannel } from './fixtures.ts';
import { delay, spawnServer, type ServerProcess } from './processes.ts';
import { codeVersion, machine } from './report.ts';
import { fixed, HEAP_RETURN_TOLERANCE, table, writeResults, type EnduranceReport } from './endurance-report.ts';
import { heapSlopePerMinute, openLoop, phaseAt, sampled } from './open-loop.ts';
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
const streamChurnPerMinute = mode === 'load' ? envNumber('LOAD_STREAM_CHURN', 1000, 0, 60_000) : 0;
const uploadEveryS = envNumber('LOAD_UPLOAD_EVERY', 10, 1, 3600);

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
        heapReturned: after.heapUsedMB <= warm.heapUsedMB * (1 + HEAP_RETURN_TOLERANCE),
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
    writeResults(report, repoRoot);
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
