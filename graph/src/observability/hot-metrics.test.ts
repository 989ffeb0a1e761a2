import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HotCounter, HotHistogram } from './hot-metrics.ts';

/** The same observations through prom-client's own metric and through ours, each in a registry of its own. */
function both() {
  const theirs = new Registry();
  const ours = new Registry();
  const config = { name: 'calls_seconds', help: 'Calls', labelNames: ['service', 'outcome'] as const };
  const buckets = [0.01, 0.1, 1];
  return {
    theirs,
    ours,
    histograms: [
      new Histogram({ ...config, buckets, registers: [theirs] }),
      new HotHistogram({ ...config, buckets, registers: [ours] }),
    ] as const,
    counters: [
      new Counter({ name: 'calls_total', help: 'Calls', labelNames: ['service'] as const, registers: [theirs] }),
      new HotCounter({ name: 'calls_total', help: 'Calls', labelNames: ['service'] as const, registers: [ours] }),
    ] as const,
  };
}

describe('hot-path metrics', () => {
  it('expose exactly what prom-client exposes for the same observations', async () => {
    const { theirs, ours, histograms, counters } = both();
    for (const [service, outcome, seconds] of [
      ['shop', 'ok', 0.004],
      ['shop', 'ok', 0.01],
      ['shop', 'ok', 0.5],
      ['shop', 'ok', 7],
      ['cms', 'timeout', 3],
      ['cms "main"\n', 'ok', 0.05],
    ] as const) {
      histograms[0].labels(service, outcome).observe(seconds);
      histograms[1].labels(service, outcome).observe(seconds);
      counters[0].labels(service).inc();
      counters[1].labels(service).inc();
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // prom-client's JSON adds empty exemplars; the rest is the same.
    const withoutExemplars = async (registry: Registry) =>
      (await registry.getMetricsAsJSON()).map((metric) => ({
        ...metric,
        values: metric.values.map(
          ({ labels, value, metricName }: { labels: object; value: number; metricName?: string }) => ({
            labels,
            value,
            metricName,
          }),
        ),
      }));
    expect(await withoutExemplars(ours)).toEqual(await withoutExemplars(theirs));
  });

  it('count into the cells callers keep, also after a reset', async () => {
    const { ours } = both();
    const histogram = ours.getSingleMetric('calls_seconds') as unknown as HotHistogram<'service' | 'outcome'>;
    const cell = histogram.labels('shop', 'ok');
    cell.observe(0.05);
    ours.resetMetrics();
    cell.observe(2);
    expect(await ours.metrics()).toContain('calls_seconds_count{service="shop",outcome="ok"} 1');
    expect(await ours.metrics()).toContain('calls_seconds_sum{service="shop",outcome="ok"} 2');
  });

  it('refuse label values that do not match the label names', () => {
    const { histograms } = both();
    expect(() => histograms[1].labels('shop')).toThrow(/takes 2 label values/);
  });
});
