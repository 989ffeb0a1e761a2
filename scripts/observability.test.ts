/**
 * The alert rules and the Grafana dashboard (deploy/observability/) against promtool and against the graph's
 * own metrics: a rule or a panel that names a metric or a label the graph does not export would match nothing
 * and never fire, so a renamed metric fails here rather than in a match-day outage.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectProcessMetrics, metricsRegistry } from '../graph/src/observability/metrics.ts';
import { describe, expect, it } from 'vitest';

const directory = fileURLToPath(new URL('../deploy/observability/', import.meta.url));
const rules = readFileSync(`${directory}alerts.yaml`, 'utf8');
const dashboard = JSON.parse(readFileSync(`${directory}grafana-dashboard.json`, 'utf8')) as {
  uid: string;
  panels: { title: string; targets: { expr: string }[] }[];
};
const promtoolInstalled = spawnSync('promtool', ['--version']).status === 0;

/** Labels every scraped series carries besides the metric's own (Prometheus adds them), and a histogram's `le`. */
const SCRAPE_LABELS = ['instance', 'job', 'le'];

/** The graph's metrics: each exported name (with a histogram's series) and the labels it carries. */
async function exportedMetrics(): Promise<Map<string, string[]>> {
  collectProcessMetrics();
  const metrics = new Map<string, string[]>();
  for (const { name, type } of await metricsRegistry.getMetricsAsJSON()) {
    const own: unknown = Reflect.get(metricsRegistry.getSingleMetric(name) ?? {}, 'labelNames');
    const labels = [...(Array.isArray(own) ? (own as string[]) : []), ...SCRAPE_LABELS];
    const series = String(type) === 'histogram' ? ['_bucket', '_count', '_sum'].map((suffix) => name + suffix) : [name];
    for (const seriesName of series) metrics.set(seriesName, labels);
  }
  return metrics;
}

/** Every `metric{label=…}` and `by (label, …)` an expression names (recording rules, `graph:…`, are not metrics). */
function references(expression: string): { metric: string; labels: string[] }[] {
  const found: { metric: string; labels: string[] }[] = [];
  for (const match of expression.matchAll(/\b(graph(?:ql)?_[a-z0-9_]+)(\{([^}]*)\})?/g)) {
    const labels = [...(match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!=|!~|=)/g)].map((label) => label[1]!);
    found.push({ metric: match[1]!, labels });
  }
  return found;
}

const expressions = [
  ...[...rules.matchAll(/^\s+expr: (?:>\n)?([\s\S]*?)(?=\n\s+(?:for|labels|- record|- alert|$))/gm)].map((m) => m[1]!),
  ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
];

describe('alerts and dashboard', () => {
  // CI installs promtool (Debian's prometheus package, .ci/run): there these run, or fail; elsewhere they skip.
  it.runIf(promtoolInstalled || process.env.CI)('the rules are valid, and their unit tests pass', () => {
    const checked = spawnSync('promtool', ['check', 'rules', 'alerts.yaml'], { cwd: directory, encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toContain('SUCCESS');
    const tested = spawnSync('promtool', ['test', 'rules', 'alerts.test.yaml'], { cwd: directory, encoding: 'utf8' });
    expect(tested.stdout + tested.stderr).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });

  it('name only metrics and labels the graph exports', async () => {
    const metrics = await exportedMetrics();
    const named = expressions.flatMap(references);
    // The objectives' metrics are all there, read by rules and panels.
    expect(new Set(named.map(({ metric }) => metric))).toEqual(
      new Set([
        'graphql_yoga_http_duration_count',
        'graphql_yoga_http_duration_bucket',
        'graphql_envelop_error_result',
        'graph_live_fanout_lag_seconds_bucket',
        'graph_live_subscribers',
        'graph_live_fans',
        'graph_live_polls_total',
        'graph_upstream_circuit_state',
        'graph_upstream_request_duration_seconds_bucket',
        'graph_upstream_errors_total',
        'graph_shared_cache_hit_ratio',
        'graph_process_cpu_seconds_total',
        'graph_process_resident_memory_bytes',
      ]),
    );
    const unknown = named.filter(({ metric }) => !metrics.has(metric)).map(({ metric }) => metric);
    expect(unknown).toEqual([]);
    const wrongLabels = named.flatMap(({ metric, labels }) =>
      labels.filter((label) => !metrics.get(metric)?.includes(label)).map((label) => `${metric}{${label}}`),
    );
    expect(wrongLabels).toEqual([]);
  });

  it('the dashboard reads the recording rules the alerts use', () => {
    const recorded = [...rules.matchAll(/- record: (\S+)/g)].map((match) => match[1]!);
    const read = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/graph:[a-z0-9_:]+/g) ?? []),
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !recorded.includes(name))).toEqual([]);
  });
});
