/**
 * Traces of the portal's server (OpenTelemetry, `@club/telemetry`): a span per request it answers by asking the
 * graph (a page, /graphql and what else the graph serves through it, sitemap.xml), continuing the caller's W3C
 * `traceparent`. Each request it makes to the graph for that carries the span's own `traceparent`, so the graph's
 * span is its child. Static files, /health, /media and /uploads make none. Without an endpoint nothing is made.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, type Span, type Tracing } from '@club/telemetry';

/**
 * A server span for the request, `<METHOD> <route>` (the route's pattern, never ids or query strings; the method
 * alone when no route matched), ended when its answer is, with the answer's status. Undefined when traces are off.
 */
export function traceRequest(
  tracing: Tracing,
  request: IncomingMessage,
  response: ServerResponse,
  route: string | undefined,
): Span | undefined {
  if (!tracing.enabled) return undefined;
  const method = request.method ?? 'GET';
  const span = tracing.startSpan(route ? `${method} ${route}` : method, {
    kind: SpanKind.SERVER,
    parent: tracing.extract(request.headers),
    attributes: { 'http.request.method': method, ...(route ? { 'http.route': route } : {}) },
  });
  // 'close' comes after the answer is sent and also when the client went away before; only a sent answer has a status.
  response.once('close', () => {
    if (response.headersSent) {
      span.setAttribute('http.response.status_code', response.statusCode);
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  });
  return span;
}

const noHeaders: Readonly<Record<string, string>> = Object.freeze({});

/** The headers that make a request to the graph continue the span's trace: none without a span. */
export function traceHeaders(tracing: Tracing, span: Span | undefined): Readonly<Record<string, string>> {
  if (!span) return noHeaders;
  const headers: Record<string, string> = {};
  tracing.inject(span, headers);
  return headers;
}

/** The graph's routes the portal passes on: its endpoint, order documents by id, the match calendars by site. */
export function graphRoute(path: string): string | undefined {
  if (path === '/graphql' || path === '/calendar.ics') return path;
  if (path.startsWith('/graphql/documents/')) return '/graphql/documents/:id';
  if (path.startsWith('/calendar/')) return '/calendar/:site.ics';
  return undefined;
}
