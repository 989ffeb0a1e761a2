import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, testConfig, trustDocuments, type PlatformUnderTest } from '../../test/harness.ts';
import { createServices } from '../services.ts';
import { startOperatorServer } from './operator.ts';
import { ShopService } from '../upstreams/shop/client.ts';
import { createGraph, type Graph } from '../yoga.ts';

const SCREEN = `query Screen {
  viewer { person { displayName email } }
  storesNavigation(language: DE) { title }
  newestProducts(first: 2) { edges { node { name } } }
}`;
const documentId = createHash('sha256').update(SCREEN).digest('hex');

let platform: PlatformUnderTest;
let failingShop: Server;
let graph: Graph;
let token: string;
let logged: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  // A shop that is down (503), so errors and the breaker show in the metrics.
  failingShop = createServer((_request, response) => response.writeHead(503).end('{}'));
  await new Promise<void>((resolve) => failingShop.listen(0, '127.0.0.1', resolve));
  await trustDocuments(platform, { [documentId]: SCREEN });
  const config = testConfig(platform.platform, {
    mode: 'production',
    publicCacheTtlMs: 60_000,
  });
  const shop = new ShopService({
    baseUrl: `http://127.0.0.1:${(failingShop.address() as AddressInfo).port}`,
    timeoutMs: 1000,
    tenantId: 1,
    shopId: 1,
    // Opens at the fourth failure: the tests below make four requests before the metrics test.
    guards: { breaker: { volumeThreshold: 4, resetTimeoutMs: 60_000 }, getRetries: 0 },
  });
  graph = createGraph({ config, services: { ...createServices(config), shop } });
  token = (await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD)).access_token;
});
afterAll(async () => {
  await new Promise<void>((resolve) => failingShop.close(() => resolve()));
  await platform.platform.close();
});
beforeEach(() => {
  platform.reset();
  logged = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  return () => vi.restoreAllMocks();
});

const screen = (headers: Record<string, string> = {}) =>
  graph.fetch('http://graph.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ documentId }),
  });

describe('request ids and logs', () => {
  it('sends the request id upstream as x-request-id and answers with it', async () => {
    const response = await screen({ 'x-request-id': 'checkout-7f3a9c21' });
    const body = (await response.json()) as { data: { viewer: { person: { email: string } } } };
    expect(body.data.viewer.person.email).toBe('fanclub@club.example');
    expect(response.headers.get('x-request-id')).toBe('checkout-7f3a9c21');
    expect(platform.calls.length).toBeGreaterThan(0);
    for (const call of platform.calls) expect(call.headers['x-request-id']).toBe('checkout-7f3a9c21');
  });

  it('makes one up when the client sends none (or an unusable one)', async () => {
    for (const headers of [{}, { 'x-request-id': 'bad id with spaces' }] as Record<string, string>[]) {
      const response = await screen(headers);
      await response.text();
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
      expect(id).not.toBe('bad id with spaces');
    }
  });

  it('logs JSON lines with the request id, and no token or personal data', async () => {
    const response = await screen({ 'x-request-id': 'checkout-5e1d0b77' });
    await response.text();
    const lines = logged.join('').trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'graphql request', requestId: 'checkout-5e1d0b77', status: 200 }),
    );
    // The failing shop is logged, with the request id and the service, not its address.
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'upstream call failed', requestId: 'checkout-5e1d0b77', service: 'shop' }),
    );
    const text = logged.join('');
    for (const secret of [token, token.split('.')[1]!, 'Bearer', 'fanclub@club.example', 'Sabine', '127.0.0.1']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('/metrics', () => {
  it('is not served on the public port, however the path is spelled', async () => {
    for (const path of ['/metrics', '/graphql/../metrics', '/graphql/%2e%2e/metrics', '//metrics', '/METRICS']) {
      const response = await graph.fetch(`http://graph.test${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('graph_upstream');
    }
  });

  it('serves per-upstream latency, errors, breaker state, cache lookups and the hit ratio', async () => {
    // The metrics are the process's, and other test files in this worker count too: three more requests.
    const metrics = async () => {
      const operator = await startOperatorServer({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${operator.url}/metrics`);
      await operator.close();
      expect(response.status).toBe(200);
      return response.text();
    };
    const count = (text: string, series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1] ?? 0,
      );
    const screenSeries = [
      'graphql_envelop_request{operationType="query",operationName="Screen"}',
      'graphql_envelop_request_duration_count{operationType="query",operationName="Screen"}',
      'graphql_yoga_http_duration_count{operationType="query",operationName="Screen",method="POST",statusCode="200"}',
    ];
    const before = await metrics();
    for (let i = 0; i < 3; i++) await (await screen()).text();
    const text = await metrics();
    expect(text).toMatch(/graph_upstream_request_duration_seconds_bucket\{[^}]*service="cms"[^}]*outcome="ok"/);
    expect(text).toMatch(/graph_upstream_request_duration_seconds_count\{[^}]*service="contact"/);
    expect(text).toMatch(/graph_upstream_errors_total\{service="shop",kind="server_error"\} [1-9]/);
    expect(text).toMatch(/graph_upstream_circuit_state\{service="shop"\} 2/);
    expect(text).toMatch(/graph_shared_cache_lookups_total\{service="cms",result="hit"\} [1-9]/);
    expect(text).toMatch(/graph_shared_cache_hit_ratio 0\.\d+/);
    // GraphQL requests by the operation their document names; the client's words never become a label.
    for (const series of screenSeries) expect(count(text, series) - count(before, series), series).toBe(3);
    // A partial answer (the shop is down) counts as an answer with errors.
    expect(text).toMatch(
      /graphql_envelop_error_result\{operationType="query",operationName="Screen",phase="execute"\} [1-9]/,
    );
    expect(text).toMatch(/graph_nodejs_eventloop_lag_p99_seconds/);
    // No URLs, ids or users in the labels.
    expect(text).not.toMatch(/url="|127\.0\.0\.1|fanclub/);
  });
});
