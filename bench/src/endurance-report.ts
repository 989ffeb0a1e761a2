/** The endurance runs' report (endurance.ts): the table printed, the JSON kept and the section of BENCHMARKS.md. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DisturbanceCounts } from './disturbance.ts';
import { PHASE_S, SAMPLE_EVERY_S, WINDOW_S, type Window } from './open-loop.ts';
import { notesMarker, toJson, type codeVersion, type machine } from './report.ts';

/** The heap after the load, after a full collection, may exceed its warm level by this much. */
export const HEAP_RETURN_TOLERANCE = 0.1;
/** Disturbed phases may raise the page p99 and /health's p99 by this much over the quiet ones. */
export const DISTURBED_TOLERANCE = 0.2;

export interface EnduranceReport {
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

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

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
    [`worst p99 of a ${WINDOW_S} s window (ms)`, fixed(l.worstWindowP99), ''],
    [`event-loop delay, worst p99 of ${SAMPLE_EVERY_S} s / max (ms)`, `${fixed(e.worstP99)} / ${fixed(e.max)}`, ''],
    ['heap trend during the run (MB/min)', fixed(m.heapSlopeMBPerMinute, 2), ''],
    [
      'heap after a full GC: warm → after the load (MB)',
      `${fixed(m.warmHeapMB)} → ${fixed(m.afterHeapMB)}`,
      `≤ +${HEAP_RETURN_TOLERANCE * 100} %: ${m.heapReturned ? 'PASS' : 'FAIL'}`,
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
    `≤ ×${1 + DISTURBED_TOLERANCE}: ${pair.disturbed <= pair.quiet * (1 + DISTURBED_TOLERANCE) ? 'PASS' : 'FAIL'}`;
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

export function table(report: EnduranceReport): string {
  const mode = report.mode;
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
  const mode = report.mode;
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
    `Raw figures, with every ${WINDOW_S}-second window: [bench/results/${mode}/latest.json](bench/results/${mode}/latest.json).`,
    '',
    `<!-- /${mode} -->`,
  ].join('\n');
}

/** Replaces this mode's section of BENCHMARKS.md (below the notes marker, which `pnpm bench` keeps). */
export function writeResults(report: EnduranceReport, repoRoot: string): void {
  const mode = report.mode;
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
