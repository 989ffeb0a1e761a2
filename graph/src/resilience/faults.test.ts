import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { createServices } from '../services.ts';
import { UpstreamClient } from '../upstreams/http.ts';
import { UpstreamError } from '../upstreams/upstream-error.ts';
import { ShopService, type ShopServiceConfig } from '../upstreams/shop/client.ts';
import { createGraph } from '../yoga.ts';

// ---- upstreams that misbehave -------------------------------------------------------------------------------

type Behaviour =
  | 'hang'
  | 'error500'
  | 'slow'
  | 'close'
  | 'healthy'
  | 'unavailable503'
  | 'wrongShape'
  | 'notJson'
  | 'huge'
  | 'hugeUnstated'
  | 'huge500';

interface FaultyUpstream {
  url: string;
  behaviour: Behaviour;
  /** Requests received, by method. */
  hits: { method: string; url: string }[];
  /** Requests whose connection the graph closed before they were answered. */
  cancelled: number;
  /** TCP connections the graph opened. */
  connections: number;
  /** Sent as Retry-After with 503 answers. */
  retryAfter?: string;
  close(): Promise<void>;
}

const servers: FaultyUpstream[] = [];
const HUGE_BYTES = 64 * 2 ** 20;

/** `{"items":[` and then filler up to HUGE_BYTES, written as fast as the reader takes it. */
function streamHuge(response: ServerResponse) {
  const filler = Buffer.alloc(256 * 1024, 0x20);
  response.write('{"items":[');
  let sent = 10;
  const pump = () => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      const chunk = filler.subarray(0, Math.min(filler.length, HUGE_BYTES - sent));
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}
/** The rest of an empty product page as the shop's contract describes it. */
const PAGE_REST = '"page":1,"pageSize":2,"totalCount":0,"hasNextPage":false';

/** A small HTTP server that hangs, answers 500, answers slowly, closes the connection, or answers well. */
async function faultyUpstream(behaviour: Behaviour, slowMs = 0): Promise<FaultyUpstream> {
  const sockets = new Set<Socket>();
  const upstream = { behaviour, hits: [], cancelled: 0, connections: 0 } as unknown as FaultyUpstream;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    upstream.hits.push({ method: request.method ?? '', url: request.url ?? '' });
    response.on('close', () => {
      if (!response.writableFinished) upstream.cancelled++;
    });
    switch (upstream.behaviour) {
      case 'hang':
        return;
      case 'close':
        return void request.socket.destroy();
      case 'error500':
        response.writeHead(500, { 'content-type': 'application/problem+json' });
        return void response.end(
          JSON.stringify({ title: 'Internal Server Error', detail: 'db-primary.internal down' }),
        );
      case 'unavailable503':
        response.writeHead(503, {
          'content-type': 'application/problem+json',
          ...(upstream.retryAfter ? { 'retry-after': upstream.retryAfter } : {}),
        });
        return void response.end('{}');
      case 'slow':
        // Headers at once, the body only after slowMs: the deadline must also cover reading the body.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"items":');
        return void setTimeout(() => response.end(`[],${PAGE_REST}}`), slowMs).unref();
      case 'wrongShape':
        // A 200 that breaks the contract: what a half-deployed or misconfigured service sends.
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end(JSON.stringify({ items: 'none', hasNextPage: 'no' }));
      case 'notJson':
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<html>Maintenance</html>');
      case 'healthy':
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end(`{"items":[],${PAGE_REST}}`);
      case 'huge':
      case 'hugeUnstated':
      case 'huge500':
        // 64 MB as fast as the connection takes them, its length stated or not, as an answer or a problem.
        response.writeHead(upstream.behaviour === 'huge500' ? 500 : 200, {
          'content-type': 'application/json',
          ...(upstream.behaviour === 'hugeUnstated' ? {} : { 'content-length': String(HUGE_BYTES) }),
        });
        return void streamHuge(response);
    }
  });
  server.on('connection', (socket) => {
    upstream.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  servers.push(upstream);
  return upstream;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

// ---- the graph with one failing service ---------------------------------------------------------------------

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.platform.close());

/** Generous, so a busy CI machine stays well inside it; the test allows the deadline it sets plus 50 ms. */
const DEADLINE_MS = 400;
const SCREEN = `{ newestProducts(first: 2) { edges { node { name } } } storesNavigation { title } }`;

function graphWithShop(
  shop: Partial<ShopServiceConfig> & { baseUrl: string },
  overrides: Parameters<typeof testConfig>[1] = {},
) {
  const config = testConfig(platform.platform, overrides);
  const services = {
    ...createServices(config),
    shop: new ShopService({ timeoutMs: DEADLINE_MS, tenantId: 1, shopId: 1, ...shop }),
  };
  const graph = createGraph({ config, services });
  const execute = async (query = SCREEN, signal?: AbortSignal) => {
    const response = await graph.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
      ...(signal ? { signal } : {}),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data: { newestProducts: unknown; storesNavigation: unknown[] | null };
        errors?: { message: string; path: string[]; extensions: Record<string, unknown> }[];
      },
    };
  };
  return { graph, services, execute };
}

const failures = {
  hang: 'hangs',
  error500: 'answers 500',
  slow: 'answers slowly',
  close: 'closes the connection',
  wrongShape: 'answers 200 with the wrong shape',
  notJson: 'answers 200 with HTML',
  huge: 'answers 64 MB (stated)',
  hugeUnstated: 'answers 64 MB without stating its length',
  huge500: 'answers a 64 MB problem',
} as const;

describe('a failing service nulls only its part of the screen, within the deadline', () => {
  for (const [behaviour, description] of Object.entries(failures) as [keyof typeof failures, string][]) {
    it(`when the shop ${description}`, async () => {
      const shop = await faultyUpstream(behaviour, DEADLINE_MS * 3);
      const { execute } = graphWithShop({ baseUrl: shop.url });
      await execute(); // warms the document up (parse, validation, compilation)

      const started = performance.now();
      const { status, body } = await execute();
      const elapsed = performance.now() - started;

      expect(elapsed).toBeLessThan(DEADLINE_MS + 50);
      expect(status).toBe(200);
      expect(body.data.newestProducts).toBeNull();
      expect(body.data.storesNavigation!.length).toBeGreaterThan(0);
      expect(body.errors).toEqual([
        expect.objectContaining({
          path: ['newestProducts'],
          message: 'The shop service is unavailable right now.',
          extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'shop' },
        }),
      ]);
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|internal|ECONN|socket|\.ts:\d/);
    });
  }
});

describe('the shared cache', () => {
  it('keeps no answer of the wrong shape, and serves the good one as soon as the service does', async () => {
    const shop = await faultyUpstream('wrongShape');
    // A long time to live: a bad answer kept in the cache would still be served at the end.
    const { execute } = graphWithShop({ baseUrl: shop.url }, { publicCacheTtlMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      const { body } = await execute();
      expect(body.data.newestProducts).toBeNull();
      expect(body.errors![0]).toMatchObject({ path: ['newestProducts'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    }
    expect(shop.hits).toHaveLength(3);

    shop.behaviour = 'healthy';
    const recovered = await execute();
    expect(recovered.body.errors).toBeUndefined();
    expect(recovered.body.data.newestProducts).toEqual({ edges: [] });
    // Now the good answer is shared.
    await execute();
    expect(shop.hits).toHaveLength(4);
  });
});

describe('the circuit breaker', () => {
  const breaker = { volumeThreshold: 4, errorThresholdPercentage: 50, windowMs: 60_000, resetTimeoutMs: 300 };

  it('opens after sustained failures, fails fast without calling, probes, and recovers', async () => {
    const shop = await faultyUpstream('unavailable503');
    const { execute, services } = graphWithShop({ baseUrl: shop.url, guards: { breaker, getRetries: 0 } });
    for (let i = 0; i < 4; i++) expect((await execute()).body.data.newestProducts).toBeNull();
    expect(shop.hits).toHaveLength(4);
    expect(services.shop.circuitState).toBe('open');

    // Open: answered at once, the shop is not called, the rest of the screen is intact.
    const fast = await execute();
    expect(fast.body.data.newestProducts).toBeNull();
    expect(fast.body.data.storesNavigation!.length).toBeGreaterThan(0);
    expect(fast.body.errors![0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', service: 'shop' });
    expect(shop.hits).toHaveLength(4);

    // The service recovers; after the reset timeout one probe goes through and closes the breaker.
    shop.behaviour = 'healthy';
    for (let i = 0; i < 100 && services.shop.circuitState !== 'half-open'; i++) await sleep(20);
    expect(services.shop.circuitState).toBe('half-open');
    const probe = await execute();
    expect(probe.body.errors).toBeUndefined();
    expect(probe.body.data.newestProducts).toEqual({ edges: [] });
    expect(services.shop.circuitState).toBe('closed');
    expect(shop.hits).toHaveLength(5);
  });

  it('opens again when the probe fails', async () => {
    const shop = await faultyUpstream('wrongShape');
    const { execute, services } = graphWithShop({ baseUrl: shop.url, guards: { breaker, getRetries: 0 } });
    for (let i = 0; i < 4; i++) await execute();
    for (let i = 0; i < 100 && services.shop.circuitState !== 'half-open'; i++) await sleep(20);
    await execute();
    expect(shop.hits).toHaveLength(5);
    expect(services.shop.circuitState).toBe('open');
  });

  it('is not opened by a 500 answered to requests one client can repeat at will', async () => {
    const shop = await faultyUpstream('error500');
    const { execute, services } = graphWithShop({ baseUrl: shop.url, guards: { breaker, getRetries: 0 } });
    for (let i = 0; i < 12; i++) await execute();
    expect(shop.hits).toHaveLength(12);
    expect(services.shop.circuitState).toBe('closed');
  });

  it('is not opened by answers that say nothing about the service’s health (404)', async () => {
    const client = new UpstreamClient({ service: 'test', baseUrl: platform.platform.url, timeoutMs: 2000, breaker });
    for (let i = 0; i < 8; i++) {
      await expect(client.get({ requestId: 'test-request' }, '/no/such/path')).rejects.toMatchObject({
        kind: 'status',
        status: 404,
      });
    }
    expect(client.circuitState).toBe('closed');
  });
});

describe('the request on the wire', () => {
  it('goes to the path under the base URL, with the query encoded and odd paths normalised as a URL would', async () => {
    const upstream = await faultyUpstream('healthy');
    const client = new UpstreamClient({ service: 'test', baseUrl: `${upstream.url}/base/`, timeoutMs: 2000 });
    const scope = { requestId: 'test-request-3' };
    await client.get(scope, '/things', { query: { q: 'a b&c', ids: [1, 2], none: undefined } });
    await client.get(scope, '/things/ä x/../y');
    expect(upstream.hits.map((hit) => hit.url)).toEqual(['/base/things?q=a+b%26c&ids=1&ids=2', '/base/things/y']);
  });

  it('keeps its connection after a HEAD answer, as after a GET (the cart badge is asked on every screen)', async () => {
    const upstream = await faultyUpstream('healthy');
    const client = new UpstreamClient({ service: 'test', baseUrl: upstream.url, timeoutMs: 2000 });
    const scope = { requestId: 'test-request-4' };
    // undici hands a connection back to its pool one turn of the event loop after the answer.
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    for (let call = 0; call < 3; call++) {
      await client.call(scope, 'HEAD', '/carts/self');
      await nextTurn();
      await client.get(scope, '/things');
      await nextTurn();
    }
    expect(upstream.hits.map((hit) => hit.method)).toEqual(['HEAD', 'GET', 'HEAD', 'GET', 'HEAD', 'GET']);
    expect(upstream.connections).toBe(1);
  });
});

describe('retries', () => {
  const scope = { requestId: 'test-request-1' };

  it('retries a GET after a 503 or a closed connection, and never a POST', async () => {
    for (const behaviour of ['unavailable503', 'close'] as const) {
      const upstream = await faultyUpstream(behaviour);
      const client = new UpstreamClient({ service: 'test', baseUrl: upstream.url, timeoutMs: 2000, breaker: false });
      await expect(client.get(scope, '/things')).rejects.toBeInstanceOf(UpstreamError);
      expect(upstream.hits.filter((hit) => hit.method === 'GET')).toHaveLength(2);
      await expect(client.call(scope, 'POST', '/things', { body: { a: 1 } })).rejects.toBeInstanceOf(UpstreamError);
      expect(upstream.hits.filter((hit) => hit.method === 'POST')).toHaveLength(1);
    }
  });

  it('does not retry a 500 (the service answered; asking again would not help)', async () => {
    const upstream = await faultyUpstream('error500');
    const client = new UpstreamClient({ service: 'test', baseUrl: upstream.url, timeoutMs: 2000, breaker: false });
    await expect(client.get(scope, '/things')).rejects.toMatchObject({ kind: 'status', status: 500 });
    expect(upstream.hits).toHaveLength(1);
  });

  it('gives up at once when Retry-After asks for longer than the deadline leaves', async () => {
    const upstream = await faultyUpstream('unavailable503');
    upstream.retryAfter = '120';
    const client = new UpstreamClient({ service: 'test', baseUrl: upstream.url, timeoutMs: 2000, breaker: false });
    await expect(client.get(scope, '/things')).rejects.toMatchObject({ kind: 'status', status: 503 });
    expect(upstream.hits).toHaveLength(1);
  });
});

describe('cancellation and the bulkhead', () => {
  it('cancels the upstream call when the client goes away', async () => {
    const shop = await faultyUpstream('hang');
    const { graph } = graphWithShop({ baseUrl: shop.url, timeoutMs: 20_000 });
    // Over real HTTP, as in production: the client's connection closing is what the graph notices.
    const server = createServer(graph);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new AbortController();
      const answer = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ newestProducts { edges { node { name } } } }' }),
        signal: client.signal,
      }).catch(() => 'aborted');
      for (let i = 0; i < 200 && shop.hits.length === 0; i++) await sleep(10);
      expect(shop.hits).toHaveLength(1);
      client.abort();
      expect(await answer).toBe('aborted');
      // Long before the 20 s deadline, the graph closed its connection to the shop.
      for (let i = 0; i < 300 && shop.cancelled === 0; i++) await sleep(10);
      expect(shop.cancelled).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('bounds the calls to a slow service, and the other services answer meanwhile', async () => {
    const slow = await faultyUpstream('hang');
    const healthy = await faultyUpstream('healthy');
    const bulkhead = { maxConcurrent: 2, maxQueued: 1 };
    const slowClient = new UpstreamClient({ service: 'slow', baseUrl: slow.url, timeoutMs: 1000, bulkhead });
    const otherClient = new UpstreamClient({ service: 'other', baseUrl: healthy.url, timeoutMs: 1000, bulkhead });
    const scope = { requestId: 'test-request-2' };

    const outcomes: string[] = [];
    const calls = Array.from({ length: 5 }, () =>
      slowClient.get(scope, '/things').then(
        () => outcomes.push('answered'),
        (error: UpstreamError) => outcomes.push(error.kind),
      ),
    );
    // Two in flight, one waiting, two refused at once without reaching the service.
    for (let i = 0; i < 200 && (slow.hits.length < 2 || outcomes.length < 2); i++) await sleep(10);
    expect(outcomes).toEqual(['overloaded', 'overloaded']);
    expect(slow.hits).toHaveLength(2);
    // Another service is not held up by the slow one.
    await expect(otherClient.get(scope, '/things')).resolves.toMatchObject({ items: [] });
    await Promise.all(calls);
    // The waiting call either never got a slot before its deadline, or got one just as it passed.
    expect(slow.hits.length).toBeLessThanOrEqual(bulkhead.maxConcurrent + bulkhead.maxQueued);
    expect(outcomes).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'timeout').length).toBeGreaterThanOrEqual(2);
    expect(outcomes).not.toContain('answered');
  });
});
