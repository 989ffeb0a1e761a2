import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import { UpstreamError } from '../upstreams/upstream-error.ts';
import { log } from '../shared/log.ts';
import {
  collectProcessMetrics,
  graphqlErrors,
  graphqlHttpDuration,
  graphqlRequestDuration,
  graphqlRequests,
} from './metrics.ts';
import { incomingRequestId } from './request-id.ts';

interface Seen {
  started: number;
  /** A request to /graphql (not the health check, a calendar feed or a document). */
  graphql: boolean;
  requestId?: string;
  operation?: string;
  /** The operation as its document names it, once it runs (metrics label only what a trusted document says). */
  executed?: Operation;
}

interface Operation {
  type: string;
  name: string;
}

/** What a request refused before execution is counted as: the client's words never become a label. */
const notExecuted: Operation = { type: 'none', name: '' };

/**
 * One JSON log line per GraphQL request (request id, operation, status, duration, error codes; never
 * variables, tokens, addresses or other personal data), the request id echoed in the `x-request-id`
 * response header, and, when `metrics` is on, Prometheus metrics (GraphQL requests, their durations and
 * errors by operation, recorded here; the upstream, breaker and cache metrics of observability/metrics.ts; the
 * process's heap, CPU and event-loop delay), served by the operator server (observability/operator.ts) on its
 * own port.
 */
export function useObservability(options: {
  metrics: boolean;
  /** Production logs every request; development only at LOG_LEVEL=debug. */
  requestLogLevel: 'info' | 'debug';
}): Plugin<{ requestId?: string }> {
  const level = options.requestLogLevel;
  const seen = new WeakMap<Request, Seen>();
  const metrics = options.metrics;
  if (metrics) collectProcessMetrics();
  const plugin: Plugin<{ requestId?: string; request?: Request }> = {
    onRequest({ request, url }) {
      seen.set(request, { started: performance.now(), graphql: url.pathname === '/graphql' });
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
    onExecute({ args }) {
      if (!metrics) return;
      const request = args.contextValue.request;
      const entry = request && seen.get(request);
      if (!entry) return;
      const operation = operationOf(args.document, args.operationName ?? undefined);
      entry.executed = operation;
      return {
        onExecuteDone({ result }) {
          // A subscription's stream is counted when it starts; its events are not requests.
          if (Symbol.asyncIterator in result) return;
          graphqlRequests.labels(operation.type, operation.name).inc();
          graphqlRequestDuration
            .labels(operation.type, operation.name)
            .observe((performance.now() - entry.started) / 1000);
          if (result.errors?.length) graphqlErrors.labels(operation.type, operation.name, 'execute').inc();
        },
      };
    },
    onResponse({ request, response }) {
      const entry = seen.get(request);
      if (!entry) return;
      const requestId = entry.requestId ?? incomingRequestId(request);
      if (requestId) response.headers.set('x-request-id', requestId);
      if (!entry.graphql) return;
      if (metrics) {
        const operation = entry.executed ?? notExecuted;
        const seconds = (performance.now() - entry.started) / 1000;
        graphqlHttpDuration
          .labels(operation.type, operation.name, request.method, String(response.status))
          .observe(seconds);
        if (!entry.executed && response.status >= 400)
          graphqlErrors.labels(operation.type, operation.name, 'request').inc();
      }
      if (!log.enabled(level)) return;
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

const operations = new WeakMap<DocumentNode, Map<string | undefined, Operation>>();

/** The executed operation's type and name as its (trusted, cached) document says, worked out once per document. */
function operationOf(document: DocumentNode, operationName: string | undefined): Operation {
  let byName = operations.get(document);
  if (!byName) operations.set(document, (byName = new Map()));
  let operation = byName.get(operationName);
  if (!operation) {
    const ast = getOperationAST(document, operationName);
    operation = { type: ast?.operation ?? 'unknown', name: ast?.name?.value ?? 'anonymous' };
    byName.set(operationName, operation);
  }
  return operation;
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
