/**
 * For tests: an OTLP/HTTP receiver in the test's own process, which takes the spans the deployables export as a
 * collector would (OTLP/JSON, the exporter's default) and keeps them as plain objects, so a test can check the
 * tree of a trace across services (graph/test/tracing.test.ts, scripts/portal-tracing.test.ts).
 */
import { createServer } from 'node:http';

export interface ReceivedSpan {
  /** The `service.name` of the resource that sent it. */
  service: string;
  traceId: string;
  spanId: string;
  /** Absent on a trace's root. */
  parentSpanId?: string;
  name: string;
  /** OTLP's numbering: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  /** OTLP's numbering: 2 error; absent or 0 when unset. */
  status?: { code?: number };
}

export interface OtlpReceiver {
  /** The collector's base address, as OTEL_EXPORTER_OTLP_ENDPOINT names it. */
  endpoint: string;
  /** Every span received so far, in the order they came. */
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/** OTLP/JSON's attribute values, as plain values. */
type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
const plain = (value: AnyValue): unknown =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));

interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: AnyValue }[] };
    scopeSpans: {
      spans: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes: { key: string; value: AnyValue }[] })[];
    }[];
  }[];
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const payload = JSON.parse(body) as ExportRequest;
      for (const { resource, scopeSpans } of payload.resourceSpans) {
        const service = String(plain(resource.attributes.find(({ key }) => key === 'service.name')!.value));
        for (const { spans: sent } of scopeSpans)
          for (const span of sent)
            spans.push({
              ...span,
              service,
              attributes: Object.fromEntries(span.attributes.map(({ key, value }) => [key, plain(value)])),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    spans,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
