/**
 * `pnpm load:ha`: the portal as a platform team runs it (`pnpm start:ha`: 3 graph instances, 2 portal servers,
 * 2 platforms behind HAProxy, on this machine's PostgreSQL and Redis), under page load and with live fans
 * following a running match, while one graph instance is killed (SIGKILL) half-way and started again by the
 * launcher. Prints, for the phases before the kill, the 15 seconds after it and the rest, side by side:
 *
 *   - page load (two thirds the shop's front page asked of the graph, a third pages the portal renders on the
 *     server; from 2 000 visitors' addresses): sent, failed on the first try, failed after the client's own retries (as the web app
 *     retries: after 0.5 s and 1.5 s on no answer or a gateway error), p50 and p99 from the moment each was due;
 *   - live fans: how long after the first fan had a change every other fan had it (fan-out lag p50/p99/max),
 *     fans that had a change later than the poll interval + 2 s, streams broken and re-opened, the longest a
 *     fan was without a stream;
 *   - the graph's own fan-out lag (graph_live_fanout_lag_seconds);
 *   - the CPU (cores) and memory (RSS per instance) of each kind of deployable before the kill: the figures of
 *     docs/operations.md's capacity plan.
 *
 * Writes bench/results/ha-load/latest.json.
 *
 *   HA_LOAD_DURATION  seconds (120)      HA_LOAD_RATE  page queries per second (60)
 *   HA_LOAD_FANS      live fans (600)    HA_LOAD_PORT  first of six ports the topology takes (3500)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, Pool, request } from 'undici';
import { percentile } from './load.ts';
import { cpuMs, delay, rssBytes } from './processes.ts';
import { codeVersion, machine, toJson } from './report.ts';
import { persistedOperation, variablesFor } from './persisted-queries.ts';
import { envNumber } from './env.ts';
import { fanAddress } from './sse.ts';
import {
  fanoutLag,
  follow,
  histogramPercentile,
  LATE_AFTER_MS,
  livePhase,
  type FanLog,
  type Phase,
} from './ha-live-fans.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const durationS = envNumber('HA_LOAD_DURATION', 120, 30, 3600);
const rate = envNumber('HA_LOAD_RATE', 60, 1, 2000);
const fans = envNumber('HA_LOAD_FANS', 600, 0, 20_000);
const basePort = envNumber('HA_LOAD_PORT', 3500, 1024, 65_000);
const ports = {
  PORT: basePort,
  PLATFORM_PORT: basePort + 1,
  METRICS_PORT: basePort + 2,
  IDENTITY_PORT: basePort + 3,
  PAYMENTS_PORT: basePort + 4,
  HAPROXY_STATS_PORT: basePort + 5,
};
const origin = `http://127.0.0.1:${ports.PORT}`;
const platformUrl = `http://127.0.0.1:${ports.PLATFORM_PORT}`;
const operatorUrl = `http://127.0.0.1:${ports.METRICS_PORT}`;
const killedInstance = 'g2';
const RETRY_DELAYS_MS = [500, 1500];
const TEAM = 159;
const WARM_UP_S = 10;

// ---- the topology --------------------------------------------------------------------------------------------

interface InstanceState {
  name: string;
  kind: string;
  pid: number | undefined;
  restarts: number;
  up: boolean;
}

async function startTopology(): Promise<ChildProcess> {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    console.log('building the web app first (pnpm build) …');
    const built = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the web app did not build');
  }
  const child = spawn('node', ['--import', 'tsx', 'scripts/ha/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      GRAPH_INSTANCES: '3',
      HA_DATABASE: 'club_ha_load',
      HA_FRESH_DATABASE: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Club portal ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`pnpm start:ha exited with ${code} before it was ready`)));
  });
  child.stdout!.resume();
  return child;
}

async function instances(): Promise<InstanceState[]> {
  return (await (await fetch(`${operatorUrl}/instances`)).json()) as InstanceState[];
}

/** CPU time and resident memory of every instance, by kind (graph, portal, platform, haproxy, …). */
async function usage(): Promise<Map<string, { cpuMs: number; rssBytes: number; count: number }>> {
  const byKind = new Map<string, { cpuMs: number; rssBytes: number; count: number }>();
  for (const instance of await instances()) {
    if (!instance.pid || !instance.up) continue;
    const kind = byKind.get(instance.kind) ?? { cpuMs: 0, rssBytes: 0, count: 0 };
    kind.cpuMs += cpuMs(instance.pid) ?? 0;
    kind.rssBytes += rssBytes(instance.pid) ?? 0;
    kind.count++;
    byKind.set(instance.kind, kind);
  }
  return byKind;
}

// ---- page load -----------------------------------------------------------------------------------------------

interface PageSample {
  due: number;
  /** Why its last try failed: an HTTP status, `incomplete` (200 without the whole screen) or the error's code. */
  failure?: string;
  latencyMs: number | null;
  firstTryFailed: boolean;
}

function pageLoad(signal: AbortSignal, samples: PageSample[]): Promise<void> {
  const shop = persistedOperation(repoRoot, 'ShopPageQuery');
  const body = (language: string) =>
    JSON.stringify({
      documentId: shop.id,
      operationName: 'ShopPageQuery',
      variables: variablesFor(shop, { language, signedIn: false }),
    });
  const bodies = [body('DE'), body('DE'), body('EN')];
  // Every third request is a page the portal renders on the server (its own query goes to the graphs too).
  const pages = ['/', '/produkt/heimtrikot-2026-27-1001', '/en/'];
  const pool = new Pool(origin, { connections: 128, keepAliveTimeout: 30_000 });
  const pending = new Set<Promise<void>>();
  const once = async (index: number) => {
    const page = index % 3 === 2 ? pages[Math.floor(index / 3) % pages.length]! : undefined;
    // Each request from one of many visitors' addresses, as a match day's crowd comes: the graph's budgets are
    // per address (docs/channels.md), and one address asking 60 times a second is a scraper, throttled.
    const visitor = { 'x-forwarded-for': fanAddress(100_000 + (index % 2000)) }; // 2 000 visitors after the fans
    const response = await request(`${origin}${page ?? '/graphql'}`, {
      dispatcher: pool,
      ...(page
        ? { method: 'GET', headers: { accept: 'text/html', ...visitor } }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json', ...visitor },
            body: bodies[index % bodies.length]!,
          }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.body.text();
    const complete = page
      ? text.includes('</html>') && text.includes('<h1')
      : text.startsWith('{"data":') && !text.includes('"errors":');
    if (response.statusCode === 200 && complete) return { outcome: 'ok' as const };
    return {
      outcome: [502, 503, 504].includes(response.statusCode) ? ('retry' as const) : ('failed' as const),
      failure: response.statusCode === 200 ? 'incomplete' : `HTTP ${response.statusCode}`,
    };
  };
  const fire = (index: number, due: number) => {
    const sample: PageSample = { due, latencyMs: null, firstTryFailed: false };
    samples.push(sample);
    const work = (async () => {
      for (let attempt = 0; ; attempt++) {
        const { outcome, failure } = await once(index).catch((error: { code?: string }) => ({
          outcome: 'retry' as const,
          failure: error.code ?? 'error',
        }));
        if (outcome === 'ok') return void (sample.latencyMs = performance.now() - due);
        sample.failure = failure;
        if (attempt === 0) sample.firstTryFailed = true;
        const pause = RETRY_DELAYS_MS[attempt];
        if (outcome === 'failed' || pause === undefined) return;
        await delay(pause);
      }
    })().finally(() => pending.delete(work));
    pending.add(work);
  };
  return new Promise<void>((resolve) => {
    const start = performance.now();
    let sent = 0;
    const tick = () => {
      if (signal.aborted) {
        void Promise.all(pending).then(() => pool.close().then(resolve));
        return;
      }
      const due = Math.floor(((performance.now() - start) / 1000) * rate) + 1;
      for (; sent < due; sent++) fire(sent, start + (sent * 1000) / rate);
      setTimeout(tick, 2);
    };
    tick();
  });
}

// ---- the run -------------------------------------------------------------------------------------------------

function pagePhase(samples: PageSample[], phase: Phase) {
  const inPhase = samples.filter((sample) => sample.due >= phase.from && sample.due < phase.to);
  const latencies = inPhase.flatMap((sample) => (sample.latencyMs === null ? [] : [sample.latencyMs]));
  return {
    phase: phase.name,
    sent: inPhase.length,
    firstTryFailed: inPhase.filter((sample) => sample.firstTryFailed).length,
    failedAfterRetries: inPhase.filter((sample) => sample.latencyMs === null).length,
    errorRate: inPhase.length ? inPhase.filter((sample) => sample.latencyMs === null).length / inPhase.length : 0,
    p50Ms: latencies.length ? Math.round(percentile(latencies, 0.5)) : null,
    p99Ms: latencies.length ? Math.round(percentile(latencies, 0.99)) : null,
    failures: Object.fromEntries(
      inPhase
        .filter((sample) => sample.latencyMs === null)
        .reduce(
          (all, { failure = 'unknown' }) => all.set(failure, (all.get(failure) ?? 0) + 1),
          new Map<string, number>(),
        ),
    ),
  };
}

async function main() {
  console.log(
    `pnpm load:ha: 3 graph instances behind HAProxy, ${rate} page queries/s and ${fans} live fans for ${durationS} s; ` +
      `${killedInstance} is killed (SIGKILL) after ${Math.round(durationS / 2)} s`,
  );
  const topology = await startTopology();
  const stop = () => {
    topology.kill('SIGTERM');
    return new Promise((resolve) => topology.once('exit', resolve));
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    // The first team's match runs from its 5th minute, a minute of play per 5-second poll.
    const simulator = await fetch(`${platformUrl}/dev/match-simulator/${TEAM}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ speed: 12, atSecond: 5 * 60 + 30 }),
    });
    if (simulator.status !== 200) throw new Error(`the match simulator answered ${simulator.status}`);
    const subscription = persistedOperation(repoRoot, 'liveSubscriptionsMatchSubscription');
    const controller = new AbortController();
    // Every fan's stream and every page query listen to this one signal.
    setMaxListeners(0, controller.signal);
    const agent = new Agent({ connections: fans + 16, keepAliveTimeout: 60_000 });
    const logs: FanLog[] = Array.from({ length: fans }, () => ({
      seen: new Map(),
      breaks: 0,
      reasons: new Map(),
      longestGapMs: 0,
    }));
    const following = Promise.all(
      logs.map(async (log, index) => {
        await delay((index / Math.max(1, fans)) * 5000);
        await follow(index, controller.signal, agent, subscription.id, log, { origin, teamId: TEAM });
      }),
    );
    await delay(8000);
    const lagBefore = await fanoutLag(operatorUrl);
    const samples: PageSample[] = [];
    // A warm-up the figures leave out: the instances' first requests compile code and fill caches.
    const loading = pageLoad(controller.signal, samples);
    await delay(WARM_UP_S * 1000);
    const usageAtStart = await usage();
    const start = performance.now();
    await delay((durationS / 2) * 1000);

    const usageAtKill = await usage();
    const killedAt = performance.now();
    const victim = (await instances()).find((instance) => instance.name === killedInstance);
    if (!victim?.pid) throw new Error(`no ${killedInstance} to kill`);
    process.kill(victim.pid, 'SIGKILL');
    let restartedAfterS: number | null = null;
    void (async () => {
      while (!controller.signal.aborted) {
        const again = (await instances()).find((instance) => instance.name === killedInstance);
        if (again?.up && again.restarts > victim.restarts) {
          restartedAfterS = (performance.now() - killedAt) / 1000;
          return;
        }
        await delay(250);
      }
    })();
    await delay(Math.max(0, start + durationS * 1000 - performance.now()));
    const end = performance.now();
    const lagAfter = await fanoutLag(operatorUrl);
    controller.abort();
    await Promise.all([loading, following]);
    await agent.close();

    const phases: Phase[] = [
      { name: 'before the kill', from: start, to: killedAt },
      { name: '15 s after the kill', from: killedAt, to: killedAt + 15_000 },
      { name: 'the rest', from: killedAt + 15_000, to: end },
    ];
    const buckets = new Map(
      [...lagAfter.buckets].map(([bound, count]) => [bound, count - (lagBefore.buckets.get(bound) ?? 0)]),
    );
    const graphLagCount = lagAfter.count - lagBefore.count;
    const report = {
      code: codeVersion(repoRoot),
      machine: machine(),
      settings: { durationS, rate, fans, graphs: 3, killed: killedInstance, killedAtS: (killedAt - start) / 1000 },
      restartedAfterS,
      // Before the kill, with every instance up: what each kind of deployable used, in all and per instance.
      resources: [...usageAtKill].map(([kind, after]) => {
        const cpuMsPerSecond = (after.cpuMs - (usageAtStart.get(kind)?.cpuMs ?? 0)) / ((killedAt - start) / 1000);
        return {
          kind,
          instances: after.count,
          cores: Number((cpuMsPerSecond / 1000).toFixed(3)),
          rssMBPerInstance: Math.round(after.rssBytes / after.count / 2 ** 20),
        };
      }),
      pages: phases.map((phase) => pagePhase(samples, phase)),
      live: phases.map((phase) => livePhase(logs, phase)),
      streams: {
        breaks: logs.reduce((sum, log) => sum + log.breaks, 0),
        fansWhoseStreamBroke: logs.filter((log) => log.breaks > 0).length,
        longestGapWithoutStreamMs: Math.round(Math.max(0, ...logs.map((log) => log.longestGapMs))),
        reasons: Object.fromEntries(
          logs
            .flatMap((log) => [...log.reasons])
            .reduce(
              (all, [reason, count]) => all.set(reason, (all.get(reason) ?? 0) + count),
              new Map<string, number>(),
            ),
        ),
      },
      graphFanoutLag: {
        deliveries: graphLagCount,
        meanMs: graphLagCount ? Math.round(((lagAfter.sum - lagBefore.sum) / graphLagCount) * 1000) : null,
        p99AtMostS: histogramPercentile(buckets, graphLagCount, 0.99),
      },
    };
    print(report);
    const dir = join(repoRoot, 'bench/results/ha-load');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'latest.json'), toJson(report));
    console.log('\nWrote bench/results/ha-load/latest.json');
  } finally {
    await stop();
  }
}

function print(report: {
  resources: { kind: string; instances: number; cores: number; rssMBPerInstance: number }[];
  pages: ReturnType<typeof pagePhase>[];
  live: ReturnType<typeof livePhase>[];
  streams: { breaks: number; fansWhoseStreamBroke: number; longestGapWithoutStreamMs: number; reasons: object };
  restartedAfterS: number | null;
  graphFanoutLag: { deliveries: number; meanMs: number | null; p99AtMostS: number | null };
}) {
  const rows: [string, (index: number) => string][] = [
    ['page requests sent', (i) => String(report.pages[i]!.sent)],
    ['failed on the first try', (i) => String(report.pages[i]!.firstTryFailed)],
    ['failed after the retries', (i) => String(report.pages[i]!.failedAfterRetries)],
    ['error rate', (i) => `${(report.pages[i]!.errorRate * 100).toFixed(2)} %`],
    ['page p50 (ms)', (i) => String(report.pages[i]!.p50Ms ?? 'n/a')],
    ['page p99 (ms)', (i) => String(report.pages[i]!.p99Ms ?? 'n/a')],
    ['ticker changes', (i) => String(report.live[i]!.changes)],
    ['fan-out lag p50 (ms)', (i) => String(report.live[i]!.fanoutLagP50Ms ?? 'n/a')],
    ['fan-out lag p99 (ms)', (i) => String(report.live[i]!.fanoutLagP99Ms ?? 'n/a')],
    ['fan-out lag max (ms)', (i) => String(report.live[i]!.fanoutLagMaxMs ?? 'n/a')],
    [`fans later than ${LATE_AFTER_MS / 1000} s`, (i) => String(report.live[i]!.fansLate)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const columns = report.pages.map((phase) => phase.phase);
  console.log(`\n${''.padEnd(width)} | ${columns.map((name) => name.padStart(20)).join(' | ')}`);
  for (const [name, value] of rows)
    console.log(`${name.padEnd(width)} | ${columns.map((_, i) => value(i).padStart(20)).join(' | ')}`);
  console.log(
    `\nstreams: ${report.streams.breaks} broke (${report.streams.fansWhoseStreamBroke} fans), the longest without a stream ` +
      `${report.streams.longestGapWithoutStreamMs} ms (${JSON.stringify(report.streams.reasons)}); the killed instance was ready again after ` +
      `${report.restartedAfterS === null ? 'n/a' : report.restartedAfterS.toFixed(1)} s`,
  );
  console.log(
    `before the kill: ${report.resources
      .map((r) => `${r.kind} ×${r.instances} ${r.cores.toFixed(2)} cores, ${r.rssMBPerInstance} MB RSS each`)
      .join('; ')}`,
  );
  console.log(
    `the graphs' own fan-out lag (graph_live_fanout_lag_seconds): ${report.graphFanoutLag.deliveries} deliveries, ` +
      `mean ${report.graphFanoutLag.meanMs ?? 'n/a'} ms, p99 ≤ ${report.graphFanoutLag.p99AtMostS ?? 'n/a'} s`,
  );
}

await main();
