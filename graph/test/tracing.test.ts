/**
 * Traces from the caller through the graph to the platform (issue 41), received as a collector receives them:
 * an OTLP/HTTP receiver in this process. A page's request arrives with a W3C `traceparent` (as the portal's
 * server or a browser sends one); the graph's span continues that trace, each upstream call is a span under it,
 * and the platform's spans continue the calls' — one tree, one trace id, across two services.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@club/platform';
import { startOtlpReceiver, type OtlpReceiver } from '@club/telemetry/testing';
import { graphClient, testConfig, type GraphClient } from './harness.ts';

let collector: OtlpReceiver;
let platform: RunningPlatform;
let client: GraphClient;
let stopped = false;

beforeAll(async () => {
  collector = await startOtlpReceiver();
  const { endpoint } = collector;
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
  await collector?.close();
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

    const trace = collector.spans.filter((span) => span.traceId === traceId);
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
