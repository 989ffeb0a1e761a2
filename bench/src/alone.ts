/**
 * `pnpm bench:alone`: the graph's and the floor's own CPU per request, apart from the platform.
 *
 * In `pnpm bench` the platform takes a core of this 2-core machine, so the servers under test share the other
 * with the load generator and their figures move by ±15 % between runs. Here every upstream call goes through
 * a replaying proxy: the first call of each kind reaches the platform and is recorded, every later one is
 * answered from memory after the same injected latency. So the graph and the floor are the only busy
 * processes, and what they cost per request is theirs. It is the tool for finding out where the graph's CPU
 * goes and whether a change helps (docs/operations.md); the goals are judged by `pnpm bench`.
 *
 * Environment: BENCH_SCREENS (words of the screens' names, as for `pnpm bench`; default the signed-in front page
 * and the cart), BENCH_DURATION seconds per side and round (8), BENCH_ROUNDS (3), BENCH_LATENCY_MS (20),
 * BENCH_GRAPH_NODE_OPTIONS (as for `pnpm bench`), BENCH_GRAPH_ENV (settings to try on the graph, e.g.
 * `METRICS=off`), BENCH_CPU_PROF (a directory for the graph's CPU profile).
 * A change is told from this machine's noise (±30 % between runs, docs/operations.md) only when both are measured
 * in the same run: BENCH_VARIANT_NODE_OPTIONS and BENCH_VARIANT_ENV start a second graph ("variant") with those
 * options or settings instead, and BENCH_VARIANT_ENTRY one compiled from other code (e.g. a copy of graph/dist
 * made before a change: `cp -r graph/dist graph/dist-before`, then BENCH_VARIANT_ENTRY=
 * graph/dist-before/graph/src/main.js); it is measured in the same rounds, each round in a new order, and its CPU
 * per request is printed against the graph's.
 * Writes nothing.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform, type RunningPlatform } from '@club/platform';
import { buildGraph, graphNodeOptions } from './build.ts';
import { benchGraphClientSecret, prepareFan, prepareWebChannel, withFreshToken } from './fixtures.ts';
import { closedLoop } from './load.ts';
import { cpuMs, delay, sampleRss, spawnServer, type ServerProcess } from './processes.ts';
import { replayingProxy, type ReplayingProxy } from './replay.ts';
import { trustedDocuments } from './persisted-queries.ts';
import { screens } from './screens.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 20);
const durationS = Number(process.env.BENCH_DURATION ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const words = (process.env.BENCH_SCREENS ?? 'shop,cart')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const nodeOptions = graphNodeOptions();
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;
/** Settings to try on the graph, e.g. `METRICS=off GRAPHQL_JIT=off`. */
const settings = (text: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (text ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
const graphEnv = settings(process.env.BENCH_GRAPH_ENV);
/** A second graph to compare with the first in the same rounds, when either of its settings is given. */
const variant =
  process.env.BENCH_VARIANT_NODE_OPTIONS !== undefined ||
  process.env.BENCH_VARIANT_ENV !== undefined ||
  process.env.BENCH_VARIANT_ENTRY !== undefined
    ? {
        entry: process.env.BENCH_VARIANT_ENTRY ? resolve(process.env.BENCH_VARIANT_ENTRY) : undefined,
        nodeOptions: (process.env.BENCH_VARIANT_NODE_OPTIONS ?? nodeOptions.join(' ')).split(' ').filter(Boolean),
        env: { ...graphEnv, ...settings(process.env.BENCH_VARIANT_ENV) },
      }
    : undefined;
type Side = 'floor' | 'graph' | 'variant';

async function main(): Promise<void> {
  const documentsPath = join(os.tmpdir(), `club-bench-alone-documents-${process.pid}.json`);
  let platform: RunningPlatform | undefined;
  let proxy: ReplayingProxy | undefined;
  const children: ServerProcess[] = [];
  try {
    platform = await startPlatform({ latencyMs: 0, graphClientSecret: benchGraphClientSecret });
    const accessToken = await prepareFan(platform);
    const selected = screens(repoRoot, { accessToken }).filter(
      (screen) => screen.audience === 'per-user' && words.some((word) => screen.name.includes(word)),
    );
    proxy = await replayingProxy(platform.url, latencyMs);
    writeFileSync(documentsPath, JSON.stringify(trustedDocuments(repoRoot)));
    await prepareWebChannel(platform, trustedDocuments(repoRoot));
    console.log('… compiling the graph to JavaScript (graph/dist)');
    const graphEntry = (await buildGraph(repoRoot)).main;
    // The token's keys come from the provider itself; every service call goes through the proxy.
    const env = { PLATFORM_URL: proxy.url, OIDC_ISSUER: platform.identity.issuer, HOST: '127.0.0.1', PORT: '0' };
    const floor = await spawnServer({ name: 'floor', entry: 'bench/src/floor.ts', cwd: repoRoot, env });
    children.push(floor);
    const graphProcess = (options: string[], settings: Record<string, string>, name: string, entry = graphEntry) =>
      spawnServer({
        name,
        entry,
        nodeArgs: [...options, ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
        cwd: repoRoot,
        // Each graph's operator server on a free port, so two graphs can run side by side.
        env: {
          ...env,
          NODE_ENV: 'production',
          GRAPH_CLIENT_SECRET: benchGraphClientSecret,
          LOG_LEVEL: 'warn',
          METRICS_PORT: '0',
          PERSISTED_DOCUMENTS: documentsPath,
          ...settings,
        },
      });
    const graph = await graphProcess(nodeOptions, graphEnv, 'graph');
    children.push(graph);
    const sides: Partial<Record<Side, ServerProcess>> = { floor, graph };
    if (variant) {
      sides.variant = await graphProcess(variant.nodeOptions, variant.env, 'variant', variant.entry);
      children.push(sides.variant);
      console.log(
        `variant: ${variant.entry ?? 'the same code'}, node options ${variant.nodeOptions.join(' ') || '(none)'}, settings ${JSON.stringify(variant.env)}`,
      );
    }
    const order = Object.keys(sides) as Side[];

    console.log(`graph node options: ${nodeOptions.join(' ') || '(none)'}; ${latencyMs} ms per upstream call`);
    console.log('screen                       side     req/s   CPU ms/req   RSS max MB');
    for (const chosen of selected) {
      const screen = await withFreshToken(repoRoot, chosen, platform);
      const targets = Object.fromEntries(
        order.map((side) => [side, side === 'floor' ? screen.floor(floor.url) : screen.graph(sides[side]!.url)]),
      ) as Record<Side, ReturnType<typeof screen.floor>>;
      // Warm-up: records the answers, and lets V8 compile the hot paths.
      for (const side of order) await closedLoop(targets[side], { connections, durationS: 3 });
      const totals = Object.fromEntries(order.map((side) => [side, { cpu: 0, ok: 0, rss: 0 }])) as Record<
        Side,
        { cpu: number; ok: number; rss: number }
      >;
      for (let round = 0; round < rounds; round++) {
        // Each round starts with another side, and every other round runs backwards, so a drift of the
        // machine's speed weighs on all sides alike.
        const rotated = [...order.slice(round % order.length), ...order.slice(0, round % order.length)];
        for (const side of round % 2 === 0 ? rotated : rotated.reverse()) {
          const server = sides[side]!;
          await delay(300);
          const before = cpuMs(server.pid) ?? 0;
          const rss = sampleRss(server.pid);
          const result = await closedLoop(targets[side], { connections, durationS });
          const cpu = (cpuMs(server.pid) ?? 0) - before;
          const rssMb = (rss.stop() ?? 0) / 2 ** 20;
          totals[side].rss = Math.max(totals[side].rss, rssMb);
          if (result.failed > 0) console.warn(`! ${side}: ${result.failed} failed requests`);
          totals[side].cpu += cpu;
          totals[side].ok += result.ok;
          console.log(
            `${screen.name.padEnd(28)} ${side.padEnd(7)} ${(result.ok / result.durationS).toFixed(0).padStart(6)} ${(cpu / result.ok).toFixed(3).padStart(12)} ${rssMb.toFixed(0).padStart(12)}`,
          );
        }
      }
      const per = (side: Side) => totals[side].cpu / totals[side].ok;
      console.log(
        `= ${screen.name}: floor ${per('floor').toFixed(3)} ms, graph ${per('graph').toFixed(3)} ms, graph/floor ${(per('graph') / per('floor')).toFixed(2)}, RSS max floor ${totals.floor.rss.toFixed(0)} MB, graph ${totals.graph.rss.toFixed(0)} MB` +
          (variant
            ? `; variant ${per('variant').toFixed(3)} ms, variant/floor ${(per('variant') / per('floor')).toFixed(2)}, variant/graph ${(per('variant') / per('graph')).toFixed(2)}, variant RSS max ${totals.variant.rss.toFixed(0)} MB`
            : ''),
      );
    }
  } finally {
    rmSync(documentsPath, { force: true });
    await Promise.allSettled(children.map((child) => child.stop()));
    await proxy?.close();
    await platform?.close().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
