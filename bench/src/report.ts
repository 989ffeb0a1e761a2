import { type LiveResult } from './live.ts';
import type { ChannelIsolationResult } from './channel-isolation.ts';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load.ts';
import type { Screen } from './screens.ts';

export interface SideResult {
  /** 50 connections, closed loop: the most this side serves. */
  throughput: LoadResult & {
    requestsPerSecond: number;
    upstreamCallsPerRequest: number;
    /** CPU time of this side's process per answered request. */
    cpuMsPerRequest: number | null;
    rssMaxMB: number | null;
    /** CPU of the benchmark process (platform and load generator) meanwhile, in % of one core. */
    benchCpuPercent: number;
  };
  /** The same fixed arrival rate for both sides, open loop; latencies in milliseconds. */
  atRate: LoadResult & { p50: number; p99: number; upstreamCallsPerRequest: number };
  rssIdleMB: number | null;
}

export interface GoalResult {
  metric: string;
  value: number | null;
  goal: string;
  pass: boolean;
}

export interface ScreenResult {
  name: string;
  audience: Screen['audience'];
  /** The fixed arrival rate of the latency runs, requests per second. */
  rate: number;
  floor: SideResult;
  graph: SideResult;
  /** Graph ÷ floor; cpu is CPU time per answered request in the throughput runs. */
  ratios: { throughput: number; p50: number; p99: number; upstreamCalls: number; cpu: number };
  goals: GoalResult[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  node: string;
}

export interface Settings {
  upstreamLatencyMs: number;
  durationS: number;
  warmupS: number;
  connections: number;
  rateFraction: number;
  /** Rounds of floor, graph, graph, floor each measurement of a per-user screen takes (public screens take one). */
  perUserRounds: number;
  /** Options the graph's Node process runs with (its heap sizes, as docs/operations.md recommends). */
  graphNodeOptions: string[];
}

export interface Report {
  date: string;
  command: string;
  machine: Machine;
  code: { commit: string | null; uncommittedChanges: boolean | null };
  settings: Settings;
  /** Share of the machine's CPU time that processes other than the benchmark's took during the measurements. */
  otherProcessesCpuPercent: number | null;
  /** The machine's speed before and after the run: how long a fixed workload took (processes.ts fixedWorkloadMs). */
  fixedWorkloadMs?: { before: number; after: number };
  screens: ScreenResult[];
  /** The live scenario (issue #17): subscriptions beside every fan polling, in the same run. */
  live?: LiveResult;
  /** What the channel checks cost a request of the public shop screen (issue 40, bench/src/channel-checks.ts). */
  channelChecks?: { microsPerRequest: number; graphCpuMsPerRequest: number; percent: number };
  /** A channel's latency beside another that is past its budget (bench/src/channel-isolation.ts). */
  channelIsolation?: ChannelIsolationResult;
  pass: boolean;
}

/** The channel checks' share of the graph's CPU per request on the public shop screen (issue 40). */
export const channelChecksPercentMax = 5;

export function channelChecksLine(checks: NonNullable<Report['channelChecks']>): string {
  return (
    `channel checks: ${checks.microsPerRequest.toFixed(1)} µs per request of the public shop screen = ` +
    `${checks.percent.toFixed(1)} % of the graph's ${checks.graphCpuMsPerRequest.toFixed(2)} ms CPU per request ` +
    `(goal < ${channelChecksPercentMax} %) ${checks.percent < channelChecksPercentMax ? 'PASS' : 'FAIL'}`
  );
}

/** The goals of the issue, as ratios graph/floor measured in the same run (RSS is absolute). */
export const goals = {
  throughputRatioMin: 0.6,
  p99RatioMax: 1.15,
  /** Per-user screens (issue 20): their answers cannot be shared, so the graph's own cost shows. */
  p50RatioPerUserMax: 1.1,
  cpuRatioPerUserMax: 1.5,
  upstreamRatioPerUser: 1.0,
  upstreamRatioPublicMax: 0.05,
  graphRssMaxMB: 150,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * JSON as Prettier writes it (so `prettier --check .` accepts the result files): two spaces, objects
 * expanded, a short array of numbers or strings on one line.
 */
export function toJson(value: unknown, printWidth = 120): string {
  const write = (item: unknown, indent: string, prefix: number): string => {
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      if (item.every((element) => element === null || typeof element !== 'object')) {
        const inline = `[${item.map((element) => JSON.stringify(element)).join(', ')}]`;
        // The key before it and the comma after it count towards the line's width.
        if (prefix + inline.length + 1 <= printWidth) return inline;
      }
      const inner = indent + '  ';
      return `[\n${item.map((element) => inner + write(element, inner, inner.length)).join(',\n')}\n${indent}]`;
    }
    if (item && typeof item === 'object') {
      const entries = Object.entries(item).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return '{}';
      const inner = indent + '  ';
      const lines = entries.map(([key, v]) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        return head + write(v, inner, head.length);
      });
      return `{\n${lines.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(item) ?? 'null';
  };
  return write(value, '', 0) + '\n';
}

/** Goals are judged on the figures as printed (two decimals), so a row never reads 0.60 and FAIL against ≥ 0.6. */
export function judge(
  audience: Screen['audience'],
  ratios: ScreenResult['ratios'],
  graph: SideResult,
  connections: number,
): GoalResult[] {
  const finite = (value: number) => Number.isFinite(value);
  const rss = graph.throughput.rssMaxMB;
  const failed = graph.throughput.failed + graph.atRate.failed;
  const upstream =
    audience === 'public'
      ? {
          goal: `< ${goals.upstreamRatioPublicMax}`,
          pass: finite(ratios.upstreamCalls) && round2(ratios.upstreamCalls) < goals.upstreamRatioPublicMax,
        }
      : {
          goal: `≤ ${goals.upstreamRatioPerUser.toFixed(1)}`,
          pass: finite(ratios.upstreamCalls) && round2(ratios.upstreamCalls) <= goals.upstreamRatioPerUser,
        };
  return [
    {
      metric: 'throughput graph/floor',
      value: ratios.throughput,
      goal: `≥ ${goals.throughputRatioMin}`,
      pass: finite(ratios.throughput) && round2(ratios.throughput) >= goals.throughputRatioMin,
    },
    {
      metric: 'p99 latency graph/floor',
      value: ratios.p99,
      goal: `≤ ${goals.p99RatioMax}`,
      pass: finite(ratios.p99) && round2(ratios.p99) <= goals.p99RatioMax,
    },
    ...(audience === 'per-user'
      ? [
          {
            metric: 'p50 latency graph/floor',
            value: ratios.p50,
            goal: `≤ ${goals.p50RatioPerUserMax}`,
            pass: finite(ratios.p50) && round2(ratios.p50) <= goals.p50RatioPerUserMax,
          },
        ]
      : []),
    { metric: 'upstream calls per request graph/floor', value: ratios.upstreamCalls, ...upstream },
    ...(audience === 'per-user'
      ? [
          {
            metric: 'CPU per request graph/floor',
            value: ratios.cpu,
            goal: `≤ ${goals.cpuRatioPerUserMax}`,
            pass: finite(ratios.cpu) && round2(ratios.cpu) <= goals.cpuRatioPerUserMax,
          },
        ]
      : []),
    {
      // A figure of a screen the graph did not serve says nothing (e.g. every request refused).
      metric: 'failed requests of the graph',
      value: failed,
      goal: '= 0',
      pass: failed === 0,
    },
    {
      metric: `graph RSS at ${connections} connections (MB)`,
      value: rss,
      goal: `< ${goals.graphRssMaxMB}`,
      pass: rss !== null && Math.round(rss) < goals.graphRssMaxMB,
    },
  ];
}

export function machine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  if (existsSync('/proc/cpuinfo')) {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** The commit measured, and whether graph/ or platform/ differed from it (others may be editing them). */
export function codeVersion(repoRoot: string): Report['code'] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: git('status', '--porcelain', '--', 'graph', 'platform') !== '',
    };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

// ---- formatting ------------------------------------------------------------------------------------------

const num = (value: number | null, digits = 0) =>
  value === null || !Number.isFinite(value) ? '–' : value.toFixed(digits);

export interface Row {
  metric: string;
  floor: string;
  graph: string;
  ratio: string;
  goal: string;
  status: string;
}

export function rows(screen: ScreenResult, settings: Settings): Row[] {
  const { floor, graph, ratios } = screen;
  const goal = (metric: string) => screen.goals.find((g) => g.metric.startsWith(metric));
  const judged = (metric: string) => {
    const g = goal(metric);
    return g ? { goal: g.goal, status: g.pass ? 'PASS' : 'FAIL' } : { goal: '', status: '' };
  };
  const c = settings.connections;
  return [
    {
      metric: `throughput, ${c} connections (req/s)`,
      floor: num(floor.throughput.requestsPerSecond),
      graph: num(graph.throughput.requestsPerSecond),
      ratio: num(ratios.throughput, 2),
      ...judged('throughput'),
    },
    {
      metric: `p50 latency at ${screen.rate} req/s (ms)`,
      floor: num(floor.atRate.p50, 1),
      graph: num(graph.atRate.p50, 1),
      ratio: num(ratios.p50, 2),
      ...judged('p50'),
    },
    {
      metric: `p99 latency at ${screen.rate} req/s (ms)`,
      floor: num(floor.atRate.p99, 1),
      graph: num(graph.atRate.p99, 1),
      ratio: num(ratios.p99, 2),
      ...judged('p99'),
    },
    {
      metric: `upstream calls per request, ${c} conns`,
      floor: num(floor.throughput.upstreamCallsPerRequest, 2),
      graph: num(graph.throughput.upstreamCallsPerRequest, 2),
      ratio: num(ratios.upstreamCalls, 2),
      ...judged('upstream'),
    },
    {
      metric: `upstream calls per request, at rate`,
      floor: num(floor.atRate.upstreamCallsPerRequest, 2),
      graph: num(graph.atRate.upstreamCallsPerRequest, 2),
      ratio: num(graph.atRate.upstreamCallsPerRequest / floor.atRate.upstreamCallsPerRequest, 2),
      goal: '',
      status: '',
    },
    {
      metric: `RSS max, ${c} connections (MB)`,
      floor: num(floor.throughput.rssMaxMB),
      graph: num(graph.throughput.rssMaxMB),
      ratio: '',
      ...judged('graph RSS'),
    },
    {
      metric: 'RSS idle after warm-up (MB)',
      floor: num(floor.rssIdleMB),
      graph: num(graph.rssIdleMB),
      ratio: '',
      goal: '',
      status: '',
    },
    {
      metric: `CPU per request, ${c} connections (ms)`,
      floor: num(floor.throughput.cpuMsPerRequest, 2),
      graph: num(graph.throughput.cpuMsPerRequest, 2),
      ratio: num(ratios.cpu, 2),
      ...judged('CPU'),
    },
    {
      metric: `platform + load generator CPU (% of a core)`,
      floor: num(floor.throughput.benchCpuPercent),
      graph: num(graph.throughput.benchCpuPercent),
      ratio: '',
      goal: '',
      status: '',
    },
    {
      metric: 'failed requests (load / at rate)',
      floor: `${floor.throughput.failed} / ${floor.atRate.failed}`,
      graph: `${graph.throughput.failed} / ${graph.atRate.failed}`,
      ratio: '',
      ...judged('failed'),
    },
  ];
}

const header: Row = {
  metric: 'metric',
  floor: 'floor',
  graph: 'graph',
  ratio: 'graph/floor',
  goal: 'goal',
  status: '',
};
export const columns = ['metric', 'floor', 'graph', 'ratio', 'goal', 'status'] as const;
export const rightAligned = new Set<keyof Row>(['floor', 'graph', 'ratio']);

export function table(report: Report): string {
  const { settings } = report;
  const lines = [
    `${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGB} GB, Node ${report.machine.node}`,
    `upstream latency ${settings.upstreamLatencyMs} ms per call; ${settings.durationS} s per side and measurement ` +
      `(floor, graph, graph, floor), ${settings.perUserRounds} such rounds on per-user screens; latency at ${Math.round(settings.rateFraction * 100)}% of the floor's throughput`,
  ];
  for (const screen of report.screens) {
    const all = [header, ...rows(screen, settings)];
    const widths = columns.map((column) => Math.max(...all.map((row) => row[column].length)));
    lines.push('', `Screen ${screen.name} (${screen.audience})`);
    for (const row of all) {
      const cells = columns.map((column, i) =>
        rightAligned.has(column) ? row[column].padStart(widths[i]!) : row[column].padEnd(widths[i]!),
      );
      lines.push(cells.join('  ').trimEnd());
    }
  }
  lines.push('', `Goals: ${report.pass ? 'all PASS' : 'some FAIL'}; ${disturbance(report)}`);
  return lines.join('\n');
}

/** Above this share of the machine taken by other processes, the figures say more about them than about the graph. */
const disturbedAbovePercent = 5;

export function disturbance(report: Report): string {
  const other = report.otherProcessesCpuPercent;
  const workload = report.fixedWorkloadMs;
  const speed = workload
    ? `; a fixed workload took ${workload.before.toFixed(0)} ms before the run and ${workload.after.toFixed(0)} ms after`
    : '';
  if (other === null) return `CPU used by other processes during the run: unknown${speed}`;
  const text = `other processes used ${other.toFixed(0)}% of the machine's CPU during the run${speed}`;
  return other > disturbedAbovePercent ? `${text}: the figures are disturbed, run again on a quiet machine` : text;
}

export const notesMarker = '<!-- Notes below this line are kept when `pnpm bench` rewrites this file. -->';
