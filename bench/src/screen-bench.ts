/**
 * One screen measured side by side, floor and graph (`pnpm bench`, run.ts): the calls each makes to the platform
 * for one request, throughput with its CPU and memory, and latency at a fixed rate, in rounds that alternate the
 * sides. The platform's request hook reports each call here (`observe`).
 */
import { request } from 'undici';
import { closedLoop, openLoop, percentile, type LoadResult, type OpenLoopResult, type Target } from './load.ts';
import { cpuMs, delay, rssBytes, sampleRss, type ServerProcess } from './processes.ts';
import { judge, type ScreenResult, type Settings, type SideResult } from './report.ts';
import type { Screen } from './screens.ts';

export type Side = 'floor' | 'graph';
export type Sides = Record<Side, ServerProcess>;

export function screenBench(settings: Settings) {
  let upstreamCalls = 0;
  let recorded: string[] | undefined;

  /**
   * Waits (at most 5 s) until the platform has had no call and neither server used more than 10% of a core
   * for 300 ms, so no run starts in the previous one's tail: upstream calls still in flight, a server still
   * logging the requests the load generator cut off, a garbage collection.
   */
  async function quiet(sides: Sides): Promise<void> {
    const windowMs = 300;
    const servers = [sides.floor, sides.graph];
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const calls = upstreamCalls;
      const cpu = servers.map((server) => cpuMs(server.pid) ?? 0);
      await delay(windowMs);
      const busy = servers.some((server, i) => (cpuMs(server.pid) ?? 0) - cpu[i]! > windowMs * 0.1);
      if (upstreamCalls === calls && !busy) return;
    }
  }

  /** The same call however its query string is spelled (the graph writes `releaseDate+desc`, the floor `%20`). */
  function normalizeCall(call: string): string {
    const [method, target = ''] = call.split(' ');
    const url = new URL(target, 'http://platform');
    const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
    return `${method} ${url.pathname}?${new URLSearchParams(query).toString()}`.replace(/\?$/, '');
  }

  /** One request, which must carry the screen; answers the platform calls it caused. */
  async function probe(sides: Sides, side: Side, target: Target): Promise<string[]> {
    await quiet(sides);
    const calls: string[] = [];
    recorded = calls;
    const response = await request(target.origin + target.path, {
      method: target.method,
      headers: target.headers,
      body: target.body ?? null,
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.body.text();
    if (response.statusCode !== 200 || !target.verify(body)) {
      await delay(200); // lets the server's log of the failure arrive
      const logged = sides[side].output().first.map((line) => `\n  ${line}`);
      throw new Error(
        `${side} does not serve the screen: ${response.statusCode} ${body.slice(0, 300)}${logged.join('')}`,
      );
    }
    await quiet(sides);
    recorded = undefined;
    return calls.map(normalizeCall).sort();
  }

  // ---- measuring, side by side ------------------------------------------------------------------------------

  /**
   * Each round of a measurement runs floor, graph, graph, floor for half the duration each, so that a drift in
   * the machine's speed during the run (other processes, the platform's heap growing) weighs on both sides alike.
   */
  const order: readonly Side[] = ['floor', 'graph', 'graph', 'floor'];

  async function sideBySide<T>(rounds: number, measure: (side: Side) => Promise<T>): Promise<Record<Side, T[]>> {
    const parts: Record<Side, T[]> = { floor: [], graph: [] };
    for (let round = 0; round < rounds; round++) {
      for (const side of order) parts[side].push(await measure(side));
    }
    return parts;
  }

  const sum = <T>(parts: readonly T[], value: (part: T) => number) => parts.reduce((total, p) => total + value(p), 0);
  const mb = (bytes: number | undefined) => (bytes === undefined ? null : bytes / 2 ** 20);

  interface ThroughputPart extends LoadResult {
    upstreamCalls: number;
    cpuMs: number | null;
    rssMax: number | undefined;
    /** CPU and wall time of this process, which hosts the platform and the load generator. */
    benchCpuMs: number;
    wallMs: number;
  }

  async function throughputPart(sides: Sides, side: Side, target: Target): Promise<ThroughputPart> {
    const { pid } = sides[side];
    await quiet(sides);
    const calls = upstreamCalls;
    const cpu = cpuMs(pid);
    const rss = sampleRss(pid);
    const ownCpu = process.cpuUsage();
    const started = performance.now();
    const result = await closedLoop(target, { connections: settings.connections, durationS: settings.durationS / 2 });
    const wallMs = performance.now() - started;
    const own = process.cpuUsage(ownCpu);
    const rssMax = rss.stop();
    const cpuAfter = cpuMs(pid);
    // Counted once quiet, so the calls of requests still in flight when the run ended are in; they are in `sent` too.
    await quiet(sides);
    return {
      ...result,
      upstreamCalls: upstreamCalls - calls,
      cpuMs: cpu === undefined || cpuAfter === undefined ? null : cpuAfter - cpu,
      rssMax,
      benchCpuMs: (own.user + own.system) / 1000,
      wallMs,
    };
  }

  function throughput(parts: ThroughputPart[]): SideResult['throughput'] {
    const [durationS, sent, ok] = [sum(parts, (p) => p.durationS), sum(parts, (p) => p.sent), sum(parts, (p) => p.ok)];
    const cpu = parts.every((p) => p.cpuMs !== null) ? sum(parts, (p) => p.cpuMs!) : null;
    const rss = parts.flatMap((p) => (p.rssMax === undefined ? [] : [p.rssMax]));
    return {
      durationS,
      sent,
      ok,
      failed: sum(parts, (p) => p.failed),
      requestsPerSecond: ok / durationS,
      upstreamCallsPerRequest: sum(parts, (p) => p.upstreamCalls) / sent,
      cpuMsPerRequest: cpu === null ? null : cpu / ok,
      rssMaxMB: rss.length ? mb(Math.max(...rss)) : null,
      // Near 100%, the platform rather than the server under test limits the throughput.
      benchCpuPercent: (sum(parts, (p) => p.benchCpuMs) / sum(parts, (p) => p.wallMs)) * 100,
    };
  }

  interface RatePart extends OpenLoopResult {
    upstreamCalls: number;
  }

  async function ratePart(sides: Sides, target: Target, rate: number): Promise<RatePart> {
    await quiet(sides);
    const calls = upstreamCalls;
    const result = await openLoop(target, { rate, durationS: settings.durationS / 2 });
    await quiet(sides);
    return { ...result, upstreamCalls: upstreamCalls - calls };
  }

  function atRate(parts: RatePart[]): SideResult['atRate'] {
    const latencies = parts.flatMap((p) => p.latenciesMs);
    const sent = sum(parts, (p) => p.sent);
    return {
      durationS: sum(parts, (p) => p.durationS),
      sent,
      ok: sum(parts, (p) => p.ok),
      failed: sum(parts, (p) => p.failed),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      upstreamCallsPerRequest: sum(parts, (p) => p.upstreamCalls) / sent,
    };
  }

  const roundsOf = (screen: Screen) => (screen.audience === 'per-user' ? settings.perUserRounds : 1);

  async function benchScreen(screen: Screen, sides: Sides): Promise<ScreenResult> {
    const targets: Record<Side, Target> = {
      floor: screen.floor(sides.floor.url),
      graph: screen.graph(sides.graph.url),
    };
    const expected = screen.upstreamCalls.map(normalizeCall).sort();
    const shared = new Set((screen.sharedCalls ?? []).map(normalizeCall));
    for (const side of ['floor', 'graph'] as const) {
      const calls = await probe(sides, side, targets[side]);
      // The graph may answer public calls from its shared cache (an earlier screen asked for them).
      const needed = side === 'graph' ? expected.filter((call) => !shared.has(call) || calls.includes(call)) : expected;
      if (calls.join('\n') !== needed.join('\n')) {
        console.warn(
          `! ${side} made other upstream calls than the screen needs for one request:\n  ${calls.join('\n  ')}`,
        );
      }
    }

    // Warm both sides (JIT, pools, the platform's queries) before anything is measured.
    if (settings.warmupS > 0) {
      console.log(`… ${screen.name}: warming up, ${settings.warmupS} s per side`);
      for (const side of ['floor', 'graph'] as const) {
        await closedLoop(targets[side], { connections: settings.connections, durationS: settings.warmupS });
      }
    }
    await quiet(sides);
    const idle = { floor: mb(rssBytes(sides.floor.pid)), graph: mb(rssBytes(sides.graph.pid)) };

    const rounds = roundsOf(screen);
    const perSide = `${rounds * settings.durationS} s per side${rounds > 1 ? ` in ${rounds} rounds` : ''}`;
    console.log(`… ${screen.name}: throughput, ${settings.connections} connections, ${perSide}`);
    const loaded = await sideBySide(rounds, (side) => throughputPart(sides, side, targets[side]));
    const floorThroughput = throughput(loaded.floor);
    const graphThroughput = throughput(loaded.graph);
    if (floorThroughput.ok === 0) throw new Error(`the floor answered no ${screen.name} request`);

    const rate = Math.max(1, Math.round(floorThroughput.requestsPerSecond * settings.rateFraction));
    console.log(`… ${screen.name}: latency at ${rate} req/s, ${perSide}`);
    const paced = await sideBySide(rounds, (side) => ratePart(sides, targets[side], rate));
    const floorAtRate = atRate(paced.floor);
    const graphAtRate = atRate(paced.graph);

    const floor: SideResult = { throughput: floorThroughput, atRate: floorAtRate, rssIdleMB: idle.floor };
    const graph: SideResult = { throughput: graphThroughput, atRate: graphAtRate, rssIdleMB: idle.graph };
    const ratios = {
      throughput: graphThroughput.requestsPerSecond / floorThroughput.requestsPerSecond,
      p50: graphAtRate.p50 / floorAtRate.p50,
      p99: graphAtRate.p99 / floorAtRate.p99,
      upstreamCalls: graphThroughput.upstreamCallsPerRequest / floorThroughput.upstreamCallsPerRequest,
      cpu: (graphThroughput.cpuMsPerRequest ?? NaN) / (floorThroughput.cpuMsPerRequest ?? NaN),
    };
    return {
      name: screen.name,
      audience: screen.audience,
      rate,
      floor,
      graph,
      ratios,
      goals: judge(screen.audience, ratios, graph, settings.connections),
    };
  }

  return {
    /** A call the platform received: counted, and recorded while a probe runs. */
    observe(call: { method: string; url: string }): void {
      upstreamCalls++;
      if (recorded && recorded.length < 100) recorded.push(`${call.method} ${call.url}`);
    },
    benchScreen,
  };
}
