import { usePrometheus } from '@graphql-yoga/plugin-prometheus';
import { GraphQLError } from 'graphql';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import { UpstreamError } from '../upstreams/http.ts';
import { log } from '../shared/log.ts';
import { collectProcessMetrics, metricsRegistry } from './metrics.ts';

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

interface Seen {
  started: number;
  requestId?: string;
  operation?: string;
}

/**
 * One JSON log line per GraphQL request (request id, operation, status, duration, error codes; never
 * variables, tokens, addresses or other personal data), the request id echoed in the `x-request-id`
 * response header, and, when `metrics` is on, Prometheus metrics (GraphQL requests and
 * errors from @graphql-yoga/plugin-prometheus, plus the upstream, breaker and cache metrics of
 * observability/metrics.ts, and the process's heap, CPU and event-loop delay), collected here and served
 * by the operator server (observability/operator.ts) on its own port.
 */
export function useObservability(options: {
  metrics: boolean;
  /** Production logs every request; development only at LOG_LEVEL=debug. */
  requestLogLevel: 'info' | 'debug';
}): Plugin<{ requestId?: string }> {
  const level = options.requestLogLevel;
  const seen = new WeakMap<Request, Seen>();
  const plugin: Plugin<{ requestId?: string }> = {
    onPluginInit({ addPlugin }) {
      if (!options.metrics) return;
      collectProcessMetrics();
      addPlugin(
        usePrometheus({
          registry: metricsRegistry,
          // Served on the operator port only (observability/operator.ts), never beside /graphql.
          endpoint: false,
          // URLs would make a series per query string; the operation name is bounded by the trusted documents.
          labels: { url: false },
          metrics: {
            graphql_envelop_request: true,
            graphql_envelop_request_duration: true,
            graphql_envelop_error_result: true,
            graphql_yoga_http_duration: true,
            graphql_envelop_request_time_summary: false,
            graphql_envelop_deprecated_field: false,
            graphql_envelop_phase_parse: false,
            graphql_envelop_phase_validate: false,
            graphql_envelop_phase_context: false,
            graphql_envelop_phase_execute: false,
            graphql_envelop_phase_subscribe: false,
            graphql_envelop_schema_change: false,
          },
        }) as Plugin,
      );
    },
    onRequest({ request }) {
      seen.set(request, { started: performance.now() });
    },
    onParams({ request, params }) {
      const entry = seen.get(request);
      if (!entry) return;
      const documentId = (params as { documentId?: unknown }).documentId;
      entry.operation =
        (typeof params.operationName === 'string' ? params.operationName.slice(0, 100) : undefined) ??
        (typeof documentId === 'string' ? `document ${documentId.slice(0, 16)}` : undefined);
    },
    onContextBuilding({ context }) {
      return ({ context: built }) => {
        const entry = seen.get(context.request);
        if (entry && built.requestId) entry.requestId = built.requestId;
      };
    },
    onResponse({ request, response }) {
      const entry = seen.get(request);
      if (!entry) return;
      const incoming = request.headers.get('x-request-id');
      const requestId = entry.requestId ?? (incoming && requestIdPattern.test(incoming) ? incoming : undefined);
      if (requestId) response.headers.set('x-request-id', requestId);
      const path = new URL(request.url, 'http://graph').pathname;
      if (path !== '/graphql' || !log.enabled(level)) return;
      log[level]('graphql request', {
        requestId,
        method: request.method,
        operation: entry.operation,
        status: response.status,
        durationMs: Math.round((performance.now() - entry.started) * 10) / 10,
      });
    },
  };
  return plugin;
}

/**
 * Yoga's own log lines as JSON. Errors are described by name, message and code; a stack only for
 * unexpected errors, and upstream failures are already logged by the upstream client.
 */
export const yogaLogger: YogaLogger = {
  debug: (...args: unknown[]) => void (log.enabled('debug') && log.debug('yoga', describe(args))),
  info: (...args: unknown[]) => void (log.enabled('info') && log.info('yoga', describe(args))),
  warn: (...args: unknown[]) => log.warn('yoga', describe(args)),
  error: (...args: unknown[]) => {
    const original = args.map((arg) => (arg instanceof GraphQLError ? (arg.originalError ?? arg) : arg));
    if (original.some((arg) => arg instanceof UpstreamError)) return log.debug('yoga', describe(original));
    log.error('unexpected error', describe(original, true));
  },
};

function describe(args: unknown[], withStack = false): Record<string, string | undefined> {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  if (!error) return { detail: args.map((arg) => (typeof arg === 'string' ? arg : typeof arg)).join(' ') };
  return {
    error: error.name,
    message: error.message.slice(0, 500),
    code: (error as { code?: unknown }).code === undefined ? undefined : String((error as { code?: unknown }).code),
    stack: withStack ? error.stack?.split('\n').slice(1, 9).join('\n') : undefined,
  };
}
