import type { Metric, Registry } from 'prom-client';

/**
 * Counters and histograms for what is counted on every request and every upstream call. prom-client's own
 * validate, copy and hash their label object on every `inc` and `observe`, also through a child from
 * `labels()`: on the cart page, with seven observations and four increments per request, about 2–3 % of
 * the graph's CPU (docs/operations.md, "Sixth pass"). These keep one cell per combination of label values,
 * which a caller looks up once and then counts into directly, and are served by the same prom-client
 * registry in the same exposition format: the registry asks each metric for `getForPromString()`.
 */
interface ExposedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}

interface MetricConfig<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  registers: Registry[];
}

abstract class HotMetric<L extends string, Cell> {
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';
  name: string;
  readonly help: string;
  private readonly labelNames: readonly L[];
  protected readonly cells = new Map<string, Cell>();

  constructor(config: MetricConfig<L>) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames;
    // The registry only asks a metric for its name, type and values (getForPromString, get, reset).
    for (const registry of config.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** The cell for these label values, in the order of `labelNames`; keep it, and count into it directly. */
  labels(...values: string[]): Cell {
    const key = values.join('\u0000');
    let cell = this.cells.get(key);
    if (!cell) {
      if (values.length !== this.labelNames.length) {
        throw new Error(`${this.name} takes ${this.labelNames.length} label values, not ${values.length}`);
      }
      const labels = Object.fromEntries(this.labelNames.map((name, i) => [name, values[i]!]));
      this.cells.set(key, (cell = this.createCell(labels)));
    }
    return cell;
  }

  /** Back to zero. The cells stay, since callers hold them. */
  abstract reset(): void;

  abstract getForPromString(): Promise<{
    name: string;
    help: string;
    type: string;
    values: ExposedValue[];
    aggregator: string;
  }>;

  /** As prom-client's `get()`: every value's labels in one object (for getMetricsAsJSON). */
  async get() {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, value, metricName }) => ({
        labels: { ...sharedLabels, ...labels },
        value,
        ...(metricName ? { metricName } : {}),
      })),
    };
  }

  protected abstract createCell(labels: Record<string, string>): Cell;
}

export class CounterCell {
  value = 0;
  constructor(readonly labels: Record<string, string>) {}

  inc(by = 1): void {
    this.value += by;
  }
}

export class HotCounter<L extends string> extends HotMetric<L, CounterCell> {
  readonly type = 'counter';

  reset(): void {
    for (const cell of this.cells.values()) cell.value = 0;
  }

  getForPromString() {
    const values: ExposedValue[] = [...this.cells.values()].map((cell) => ({ labels: cell.labels, value: cell.value }));
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  protected createCell(labels: Record<string, string>): CounterCell {
    return new CounterCell(labels);
  }
}

export class HistogramCell {
  /** Observations per bucket (not cumulative); the last one counts what is above every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Record<string, string>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return;
    this.sum += value;
    this.count++;
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]!) bucket++;
    this.counts[bucket]!++;
  }
}

export class HotHistogram<L extends string> extends HotMetric<L, HistogramCell> {
  readonly type = 'histogram';
  private readonly buckets: readonly number[];

  constructor(config: MetricConfig<L> & { buckets: readonly number[] }) {
    super(config);
    this.buckets = [...config.buckets].sort((a, b) => a - b);
  }

  reset(): void {
    for (const cell of this.cells.values()) {
      cell.counts.fill(0);
      cell.sum = 0;
      cell.count = 0;
    }
  }

  getForPromString() {
    const bucket = `${this.name}_bucket`;
    const values: ExposedValue[] = [];
    for (const cell of this.cells.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += cell.counts[i]!;
        values.push({ labels: { le: bound }, sharedLabels: cell.labels, value: cumulative, metricName: bucket });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: cell.labels, value: cell.count, metricName: bucket },
        { labels: {}, sharedLabels: cell.labels, value: cell.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: cell.labels, value: cell.count, metricName: `${this.name}_count` },
      );
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  protected createCell(labels: Record<string, string>): HistogramCell {
    return new HistogramCell(labels, this.buckets);
  }
}
