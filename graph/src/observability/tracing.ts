/**
 * Traces of the graph (OpenTelemetry, `@club/telemetry`): one span per GraphQL request, continuing the trace its
 * caller's W3C `traceparent` names (the portal's page rendering, a browser that sends one), and one per upstream
 * call under it (graph/src/upstreams/http.ts), whose `traceparent` the platform continues in turn. Exported
 * over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it nothing is made, not even a span object.
 */
import { SpanKind, SpanStatusCode, type Span, type Tracing } from '@club/telemetry';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** What an upstream call needs to trace itself: the graph's tracing and the span of the request it serves. */
export interface RequestTrace {
  tracing: Tracing;
  span: Span;
}

/** Each request's trace while it is answered (the context factory reads it into the request's scope). */
const traces = new WeakMap<Request, RequestTrace>();

export function requestTrace(request: Request): RequestTrace | undefined {
  return traces.get(request);
}

/**
 * A span per request, named by its operation once known: `graphql <operationName>`, with the channel it came
 * through (the web app's persisted documents: `web`; query text, only in development: `ad-hoc`).
 */
export function useTracing(tracing: Tracing): Plugin {
  if (!tracing.enabled) return {};
  return {
    onRequest({ request }) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/graphql')) return;
      const span = tracing.startSpan('graphql', {
        kind: SpanKind.SERVER,
        parent: tracing.extract(request.headers),
        attributes: { 'http.request.method': request.method, 'url.path': pathname },
      });
      traces.set(request, { tracing, span });
    },
    onParams({ params, request }) {
      const trace = traces.get(request);
      if (!trace) return;
      const documentId =
        'documentId' in params && typeof params.documentId === 'string' ? params.documentId : undefined;
      trace.span.setAttributes({
        'club.channel': documentId ? 'web' : 'ad-hoc',
        ...(documentId ? { 'graphql.document.id': documentId } : {}),
      });
    },
    // Named by the operation that runs (also when the request did not name it).
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const trace = request && traces.get(request);
      if (!trace) return;
      const operation = args.operationName ?? getOperationAST(args.document)?.name?.value ?? 'anonymous';
      trace.span.updateName(`graphql ${operation}`);
      trace.span.setAttribute('graphql.operation.name', operation);
    },
    onResponse({ request, response }) {
      const trace = traces.get(request);
      if (!trace) return;
      traces.delete(request);
      trace.span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) trace.span.setStatus({ code: SpanStatusCode.ERROR });
      trace.span.end();
    },
  };
}
