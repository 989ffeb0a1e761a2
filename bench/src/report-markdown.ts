/**
 * BENCHMARKS.md as `pnpm bench` writes it: the run's figures per screen, the channel checks and isolation, the live
 * scenario and how it is measured, with the notes below the marker kept.
 */
import { channelIsolationTable } from './channel-isolation.ts';
import { liveTable } from './live.ts';
import {
  channelChecksLine,
  columns,
  disturbance,
  notesMarker,
  rightAligned,
  rows,
  type Report,
  type Row,
} from './report.ts';

/** A Markdown table padded as Prettier pads it, so `prettier --check .` accepts the generated file. */
function markdownTable(body: Row[]): string[] {
  const head: Row = {
    metric: 'Metric',
    floor: 'Floor',
    graph: 'Graph',
    ratio: 'Graph/floor',
    goal: 'Goal',
    status: '',
  };
  const widths = columns.map((column) => Math.max(3, ...[head, ...body].map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const cells = (row: Row) =>
    columns.map((column, i) =>
      rightAligned.has(column) ? row[column].padStart(widths[i]!) : row[column].padEnd(widths[i]!),
    );
  const rule = columns.map((column, i) =>
    rightAligned.has(column) ? `${'-'.repeat(widths[i]! - 1)}:` : '-'.repeat(widths[i]!),
  );
  return [line(cells(head)), line(rule), ...body.map((row) => line(cells(row)))];
}

export function markdown(report: Report, notes: string): string {
  const { machine: m, settings: s, code } = report;
  const out = [
    '# Benchmarks',
    '',
    'The latest figures of `pnpm bench` ([bench/src/run.ts](bench/src/run.ts)): the graph answering a screen’s',
    'persisted query beside a hand-written floor server ([bench/src/floor.ts](bench/src/floor.ts)) that makes the',
    'same REST calls in parallel and returns the merged JSON, measured in one run on one machine. The run rewrites',
    'this file; the raw figures are in [bench/results/latest.json](bench/results/latest.json).',
    '',
    `- **Date:** ${report.date}`,
    `- **Machine:** ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB memory, ${m.os}, Node ${m.node}`,
    `- **Code:** commit ${code.commit ?? 'unknown'}${code.uncommittedChanges ? ' with uncommitted changes in graph/ or platform/' : ''}`,
    `- **Command:** \`${report.command}\``,
    `- **Quiet machine:** ${disturbance(report).replace(/^./, (c) => c.toUpperCase())}`,
    `- **Settings:** upstream latency ${s.upstreamLatencyMs} ms per call; ${s.warmupS} s warm-up per side; ` +
      `${s.durationS} s per side for each measurement, in ${s.perUserRounds} rounds (${s.perUserRounds * s.durationS} s ` +
      `per side) on the per-user screens; throughput with ${s.connections} connections; latency at a ` +
      `fixed rate of ${Math.round(s.rateFraction * 100)}% of the floor’s throughput; graph started with ` +
      `\`${s.graphNodeOptions.join(' ')}\``,
    '',
  ];
  for (const screen of report.screens) {
    out.push(`## Screen: ${screen.name} (${screen.audience})`, '');
    out.push(...markdownTable(rows(screen, s)), '');
  }
  if (report.channelChecks)
    out.push(
      '## Channel checks',
      '',
      'Which channel, its published document, the cost taken from its bucket, the usage counted and the cost written',
      'into the answer ([docs/channels.md](docs/channels.md)): the same code the graph runs per request, measured in',
      'the benchmark process on a real request ([bench/src/channel-checks.ts](bench/src/channel-checks.ts)).',
      '',
      `- ${channelChecksLine(report.channelChecks)}`,
      '',
    );
  if (report.channelIsolation) out.push('```', channelIsolationTable(report.channelIsolation), '```', '');
  if (report.live) {
    out.push(
      '## Live: 1 000 fans follow a running match',
      '',
      'Each fan holds a `matchUpdated` subscription over SSE, beside the seed portal’s design (the baseline): each fan',
      'asking the graph for the ticker every 5 s. Delivery counts from the poll’s arrival at the platform (its',
      'latency included) to a fan having the change; for polling, it is how stale a fan’s view gets. See',
      '[bench/src/live.ts](bench/src/live.ts).',
      '',
      '```',
      liveTable(report.live),
      '```',
      '',
    );
  }
  out.push(
    '## How it is measured',
    '',
    '- The platform runs inside the benchmark process with the injected latency; its request hook counts the',
    '  upstream calls. The graph and the floor each run in their own Node process, so their RSS and CPU time are',
    '  their own. The graph runs as in production: compiled to JavaScript first (`graph/dist`, without tsx),',
    '  `NODE_ENV=production` (persisted queries only, the shared cache of public answers on), with the heap',
    '  settings of [docs/operations.md](docs/operations.md); only its log line per request is left out',
    '  (`LOG_LEVEL=warn`). The floor runs with tsx.',
    '- Each measurement runs floor, graph, graph, floor for half the duration each, after a warm-up of both',
    '  sides, and waits between runs until the platform and both servers are idle; a drift in the machine’s',
    '  speed during the run thus weighs on both sides alike. Only 200 answers that carry the screen count (a',
    '  GraphQL answer with `errors` is a failure).',
    '- Throughput: autocannon, closed loop: each connection sends its next request when the last is answered.',
    '- Latency: an open-loop generator sends requests at a fixed rate, the same for both sides, and counts each',
    '  latency from the moment its request was due, so a stalled server cannot hide its delay. autocannon’s',
    '  `overallRate` sends each connection’s quota in a burst at the start of every second, which is why it is',
    '  not used here.',
    '- Upstream calls per request: platform requests during the run ÷ requests sent, counted after the system',
    '  has gone quiet so calls of the last requests are included. Goal: ≤ 1.0 of the floor for per-user screens,',
    '  < 0.05 of the floor for public screens under load (their answers can be shared between users).',
    '- The site start page (profis) is the web app’s SitePageQuery: the shell, the site, the page with its',
    '  blocks, the news categories and the first news of its news overview. The floor makes the same six CMS',
    '  calls in one wave.',
    '- Per-user screens (their answers cannot be shared) also have goals for p50 (≤ 1.1 of the floor) and for',
    '  the graph’s CPU per request (≤ 1.5 of the floor). The cart screen is measured with a filled cart',
    '  (merchandise, a ticket, a voucher and a partner’s discount code, put in through the platform’s API): the',
    '  floor asks everything in one wave, then the products of the merchandise, which only the cart names; the',
    '  graph shares those public product answers between requests. Where the graph’s CPU goes:',
    '  [docs/operations.md](docs/operations.md#per-user-requests-one-wave-of-calls-and-where-the-cpu-goes).',
    '- RSS: `VmRSS` from `/proc/<pid>/status`, sampled every 200 ms during the throughput run; the maximum.',
    '  1 MB = 2²⁰ bytes. CPU per request: user + system time from `/proc/<pid>/stat` ÷ answered requests.',
    '- The platform and the load generator share the benchmark process; when its CPU nears 100% of a core in',
    '  the throughput runs, the platform is the limit for both sides and the throughput ratio understates the',
    '  graph’s own cost. CPU per request shows that cost regardless.',
    '- Goals are judged on the figures as shown. On a machine with few cores the load generator, the platform',
    '  and the server under test share the CPUs, so absolute figures are lower than on a server; the ratios',
    '  are what the goals are about.',
    '',
    notesMarker,
  );
  const kept = notes.trim();
  return out.join('\n') + '\n' + (kept ? `\n${kept}\n` : '');
}
