/**
 * Traces from the caller through the graph to the platform (issue 41), received as a collector receives them:
 * an OTLP/HTTP receiver in this process. A page's request arrives with a W3C `traceparent` (as the portal's
 * server or a browser sends one); the graph's span continues that trace, each upstream call is a span under it,
 * and the platform's spans continue the calls' — one tree, one trace id, across two services.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@club/platform';
import { graphClient, testConfig, type GraphClient } from './harness.ts';

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP/JSON's attribute values, as plain values. */
type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
const plain = (value: AnyValue): unknown =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));

const received: ReceivedSpan[] = [];
let collector: Server;
let endpoint: string;
let platform: RunningPlatform;
let client: GraphClient;
let stopped = false;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const payload = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: AnyValue }[] };
          scopeSpans: {
            spans: (Omit<ReceivedSpan, 'service' | 'attributes'> & {
              attributes: { key: string; value: AnyValue }[];
            })[];
          }[];
        }[];
      };
      for (const { resource, scopeSpans } of payload.resourceSpans) {
        const service = String(plain(resource.attributes.find(({ key }) => key === 'service.name')!.value));
        for (const { spans } of scopeSpans)
          for (const span of spans)
            received.push({
              ...span,
              service,
              attributes: Object.fromEntries(span.attributes.map(({ key, value }) => [key, plain(value)])),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    tracing: { serviceName: 'club-platform', endpoint },
  });
  client = graphClient(
    testConfig(platform, { otlpEndpoint: endpoint, serviceName: 'club-graph', publicCacheTtlMs: 0 }),
  );
});

afterAll(async () => {
  // The test stops graph and platform itself, so that they send their spans; here only what it did not reach.
  if (!stopped) {
    await client?.graph.dispose();
    await platform?.close();
  }
  await new Promise((resolve) => collector?.close(resolve));
});

describe('traces', () => {
  it('a request’s trace runs from its caller through the graph’s operation and upstream calls into the platform', async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const answer = await client.execute(
      `query ShopFront { newestProducts(first: 3) { edges { node { name } } } productCategories { slug } }`,
      {},
      { traceparent: `00-${traceId}-${callerSpanId}-01` },
    );
    expect(answer.errors).toBeUndefined();
    // Spans are batched: both services send what they have.
    await client.graph.dispose();
    await platform.close();
    stopped = true;

    const trace = received.filter((span) => span.traceId === traceId);
    const operation = trace.find((span) => span.service === 'club-graph' && span.kind === 2);
    expect(operation).toMatchObject({
      name: 'graphql ShopFront',
      parentSpanId: callerSpanId,
      attributes: { 'graphql.operation.name': 'ShopFront', 'club.channel': 'ad-hoc', 'http.response.status_code': 200 },
    });
    const calls = trace.filter((span) => span.service === 'club-graph' && span.kind === 3);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) {
      expect(call.parentSpanId).toBe(operation!.spanId);
      expect(call.attributes).toMatchObject({ 'club.service': 'shop', 'club.cache.hit': false });
    }
    // Each call reached the platform, which continued its span: a server span per call, under it.
    const served = trace.filter((span) => span.service === 'club-platform');
    expect(served.map((span) => span.parentSpanId).sort()).toEqual(calls.map((call) => call.spanId).sort());
    for (const span of served) {
      expect(span.kind).toBe(2);
      expect(span.name).toMatch(/^GET \/shop\/v4\/shops\/:shopId\//);
      expect(span.attributes['http.response.status_code']).toBe(200);
    }
  });
});
