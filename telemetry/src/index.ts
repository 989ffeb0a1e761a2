/**
 * The one OpenTelemetry setup of the portal's deployables (the portal's server, graph, platform): traces exported
 * over OTLP/HTTP when an endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT, the collector's base address), nothing at
 * all otherwise.
 *
 * Contexts are passed explicitly, never through a global context manager: a span's parent is the W3C
 * `traceparent` a request arrived with, or the span of the request a call is made for. Each deployable has a
 * provider of its own (not the global one), so several in one process (the portal, tests) keep their service
 * names, and a process without an endpoint pays nothing: callers look at `enabled` before they make a span.
 */
import {
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

export { SpanKind, SpanStatusCode, type Attributes, type Context, type Span };

/** Request headers as Node and the Fetch API give them. */
export type IncomingHeaders = Headers | Record<string, string | string[] | undefined>;

export interface Tracing {
  /** Whether spans are recorded and exported; without an endpoint every call below is free and records nothing. */
  readonly enabled: boolean;
  /** A span, child of `parent` (a context from `extract`, or another span), else a new trace's root. */
  startSpan(
    name: string,
    options: { kind: SpanKind; parent?: Context | Span | undefined; attributes?: Attributes },
  ): Span;
  /** The context a request's `traceparent` and `tracestate` name (the root context when it has none). */
  extract(headers: IncomingHeaders): Context;
  /** Writes the span's `traceparent` (and `tracestate`) into a call's headers, so the callee continues the trace. */
  inject(span: Span, headers: Record<string, string>): void;
  /** Sends what is buffered (tests; a stopping process). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const propagator = new W3CTraceContextPropagator();

/** Fetch API headers, whichever implementation made them (Yoga's server gives its own, not Node's global class). */
const isFetchHeaders = (headers: IncomingHeaders): headers is Headers => typeof headers.get === 'function';

const headerGetter: TextMapGetter<IncomingHeaders> = {
  keys: (headers) => (isFetchHeaders(headers) ? [...headers.keys()] : Object.keys(headers)),
  get: (headers, key) => (isFetchHeaders(headers) ? (headers.get(key) ?? undefined) : headers[key]),
};

/** Records nothing: the tracing of a process without an OTLP endpoint. */
export const noTracing: Tracing = {
  enabled: false,
  startSpan: () => trace.wrapSpanContext(INVALID_SPAN_CONTEXT),
  extract: () => ROOT_CONTEXT,
  inject: () => undefined,
  flush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Tracing for one deployable. `endpoint` is the collector's base address (OTLP/HTTP; spans go to
 * `<endpoint>/v1/traces`); without one, `noTracing`.
 */
export function startTracing(options: { serviceName: string; endpoint: string | undefined }): Tracing {
  if (!options.endpoint) return noTracing;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // Batched, off the request path: a slow or absent collector costs dropped spans, never a slower answer.
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces`, timeoutMillis: 5000 }),
        { maxQueueSize: 8192, scheduledDelayMillis: 1000 },
      ),
    ],
  });
  const tracer = provider.getTracer('club-portal');
  const parentContext = (parent: Context | Span | undefined): Context => {
    if (!parent) return ROOT_CONTEXT;
    return 'spanContext' in parent ? trace.setSpan(ROOT_CONTEXT, parent) : parent;
  };
  return {
    enabled: true,
    startSpan: (name, { kind, parent, attributes }) =>
      tracer.startSpan(name, { kind, ...(attributes ? { attributes } : {}) }, parentContext(parent)),
    extract: (headers) => propagator.extract(ROOT_CONTEXT, headers, headerGetter),
    inject: (span, headers) =>
      propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, {
        set: (carrier, key, value) => (carrier[key] = value),
      }),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
