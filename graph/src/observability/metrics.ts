import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HotCounter, HotHistogram } from './hot-metrics.ts';

/**
 * The graph's Prometheus metrics, one registry per process (upstream clients and caches are process-wide
 * too). Served at /metrics by the graph (see yoga.ts); the portal does not route /metrics to the public.
 * Labels are bounded: service names, outcomes and states, never URLs, ids or users.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;
/** Process metrics (CPU, heap, event-loop delay, GC); once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  // The event-loop delay is sampled by a timer; prom-client's default of every 10 ms woke an idle graph 100
  // times a second (8 ms of CPU per second idle, 2.5 at 50 ms; charged to every request at a per-user screen's
  // rate). Every 50 ms still sees any stall that matters: a blocked loop delays the next sample by as long as it
  // blocks.
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'graph_', eventLoopMonitoringPrecision: 50 });
}

export type UpstreamOutcome =
  | 'ok'
  | 'client_error'
  | 'server_error'
  | 'invalid'
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'circuit_open'
  | 'overloaded';

export const upstreamDuration = new HotHistogram({
  name: 'graph_upstream_request_duration_seconds',
  help: 'Duration of calls to an upstream service (retries included), by service, method and outcome',
  labelNames: ['service', 'method', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const upstreamErrors = new Counter({
  name: 'graph_upstream_errors_total',
  help: 'Failed calls to an upstream service, by service and kind (status, timeout, network, circuit_open, overloaded)',
  labelNames: ['service', 'kind'] as const,
  registers: [metricsRegistry],
});

export const upstreamRetries = new Counter({
  name: 'graph_upstream_retries_total',
  help: 'Retried attempts of idempotent upstream calls, by service',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** 0 closed, 1 half-open (one probe call allowed), 2 open (failing fast). */
export const breakerState = new Gauge({
  name: 'graph_upstream_circuit_state',
  help: 'State of the circuit breaker per upstream service: 0 closed, 1 half-open, 2 open',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

export const breakerTransitions = new Counter({
  name: 'graph_upstream_circuit_transitions_total',
  help: 'Circuit breaker state changes per upstream service',
  labelNames: ['service', 'to'] as const,
  registers: [metricsRegistry],
});

/** How many calls each service's bulkhead has in flight, read when the metrics are scraped (not per call). */
const inFlightReaders = new Map<string, () => number>();

export function reportInFlight(service: string, read: () => number): void {
  inFlightReaders.set(service, read);
}

new Gauge({
  name: 'graph_upstream_in_flight',
  help: 'Upstream calls in flight per service (bulkhead slots in use)',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [service, read] of inFlightReaders) this.set({ service }, read());
  },
});

export type CacheResult = 'hit' | 'miss' | 'coalesced' | 'redis_hit';

export const staleAnswers = new Counter({
  name: 'graph_shared_cache_stale_answers_total',
  help: 'Public answers past their time given because the fresh call failed (stale-if-error), per service',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

export const cacheLookups = new HotCounter({
  name: 'graph_shared_cache_lookups_total',
  help: 'Lookups of shared public upstream answers: hit (memory), redis_hit, coalesced (joined a call in flight), miss',
  labelNames: ['service', 'result'] as const,
  registers: [metricsRegistry],
});

const lookupTotals = { hits: 0, all: 0 };
export function countCacheLookup(service: string, result: CacheResult): void {
  cacheLookups.labels(service, result).inc();
  lookupTotals.all++;
  if (result !== 'miss') lookupTotals.hits++;
}

new Gauge({
  name: 'graph_shared_cache_hit_ratio',
  help: 'Share of shared-cache lookups answered without a call of their own (memory, Redis or a call in flight), since start',
  registers: [metricsRegistry],
  collect() {
    this.set(lookupTotals.all === 0 ? 0 : lookupTotals.hits / lookupTotals.all);
  },
});

export const livePolls = new Counter({
  name: 'graph_live_polls_total',
  help: 'Polls of a live feed by this instance (as the poller), by feed kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const liveUpdates = new Counter({
  name: 'graph_live_updates_total',
  help: 'Changed live feed values this instance passed to its subscribers, by feed kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const liveFanoutLag = new Histogram({
  name: 'graph_live_fanout_lag_seconds',
  help: 'From the poll that found a change to its delivery to this instance’s subscribers, by feed kind (seconds)',
  labelNames: ['kind'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const liveSubscribers = new Gauge({
  name: 'graph_live_subscribers',
  help: 'Live subscriptions the hub feeds on this instance (an audience of fans who follow alike is one), by feed kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const liveFans = new Gauge({
  name: 'graph_live_fans',
  help: 'Fans’ open streams of shared live subscriptions on this instance (each audience reads its feed once), by field',
  labelNames: ['field'] as const,
  registers: [metricsRegistry],
});

export const liveStreamRefusals = new Counter({
  name: 'graph_live_stream_refusals_total',
  help: 'Live streams refused over a limit (graph/src/hardening/streams.ts), by the limit: address, person or instance',
  labelNames: ['scope'] as const,
  registers: [metricsRegistry],
});

/**
 * GraphQL requests, under the names operators know from envelop's and Yoga's Prometheus plugins (the graph
 * records them itself: those plugins hook every phase of every request and build their labels anew each time,
 * about 8 % of the graph's CPU on a per-user screen). Operation names are bounded by the trusted documents.
 */
export const graphqlRequests = new HotCounter({
  name: 'graphql_envelop_request',
  help: 'GraphQL operations executed, by operation',
  labelNames: ['operationType', 'operationName'] as const,
  registers: [metricsRegistry],
});

export const graphqlRequestDuration = new HotHistogram({
  name: 'graphql_envelop_request_duration',
  help: 'Time from the request to the end of its execution, by operation (seconds)',
  labelNames: ['operationType', 'operationName'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const graphqlErrors = new HotCounter({
  name: 'graphql_envelop_error_result',
  help: 'GraphQL answers with errors, by operation and phase (request: refused before execution; execute)',
  labelNames: ['operationType', 'operationName', 'phase'] as const,
  registers: [metricsRegistry],
});

export const graphqlHttpDuration = new HotHistogram({
  name: 'graphql_yoga_http_duration',
  help: 'Time from the request to its answer, by operation, method and status (seconds)',
  labelNames: ['operationType', 'operationName', 'method', 'statusCode'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
