/**
 * Traces start at the portal's server (issue 41): a page it renders and a /graphql request it passes on are each
 * a span of the portal, under the caller's `traceparent` when there is one, and the graph's span for the request
 * the portal makes is its child, the graph's upstream calls under that and the platform's spans under those. The
 * portal runs as `pnpm start` and the e2e suite start it (the graph and the platform in its process), and as one
 * of the web servers behind a balancer (GRAPH_URL), each sending its spans to an OTLP receiver in this test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '@club/telemetry/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import shopPageQuery from '../web/src/__generated__/ShopPageQuery.graphql.ts';
import { matchPage } from '../web/src/app/pages.ts';
import { pageRoute } from './portal-pages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;

let collector: OtlpReceiver;
/** The unit tests run before any build of the web app: the portal serves a template of its own. */
let webDist: string;
const portals: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts scripts/portal.ts with these variables and waits for its /health; its address. */
async function startPortal(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}scripts/portal.ts`], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS: 'off',
      WEB_DIST_DIR: webDist,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  portals.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer /health within 90 s:\n${output}`);
}

const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  return { traceId, callerSpanId, header: `00-${traceId}-${callerSpanId}-01` };
};

/** The portal's span of a trace (spans are batched: the test waits for them to arrive). */
const portalSpanOf = (traceId: string) =>
  collector.spans.find((span) => span.traceId === traceId && span.service === 'club-portal');

/**
 * The rest of the portal span's trace: the graph's span for the portal's request is its child, the upstream calls
 * are the graph span's, and each call that reached the platform has the platform's span under it.
 */
function expectGraphAndPlatformUnder(portal: ReceivedSpan) {
  const trace = collector.spans.filter((span) => span.traceId === portal.traceId);
  const operation = trace.find((span) => span.service === 'club-graph' && span.kind === SERVER);
  expect(operation, 'the graph’s span, in the portal’s trace').toBeDefined();
  expect(operation!.parentSpanId).toBe(portal.spanId);
  const calls = trace.filter((span) => span.service === 'club-graph' && span.kind === CLIENT);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.parentSpanId).toBe(operation!.spanId);
  const served = trace.filter((span) => span.service === 'club-platform');
  expect(served.length).toBeGreaterThan(0);
  const callIds = calls.map((call) => call.spanId);
  for (const span of served) {
    expect(span.kind).toBe(SERVER);
    expect(callIds).toContain(span.parentSpanId);
  }
  for (const call of calls.filter((candidate) => candidate.attributes['club.cache.hit'] === false))
    expect(
      served.map((span) => span.parentSpanId),
      `the platform’s span under ${call.name}`,
    ).toContain(call.spanId);
}

const waitForTrace = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

beforeAll(async () => {
  collector = await startOtlpReceiver();
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Club</title></head><body><div id="root"></div></body></html>',
  );
}, 10_000);

afterAll(async () => {
  await Promise.all(
    portals.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await collector?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
}, 30_000);

describe('the portal with the graph and the platform in its process (pnpm start)', () => {
  let portalUrl: string;

  beforeAll(async () => {
    portalUrl = await startPortal({
      PGLITE_DIR: 'memory',
      PLATFORM_PORT: '0',
      IDENTITY_PORT: '0',
      PAYMENTS_PORT: '0',
      // Every upstream call reaches the platform, so each has its span there.
      PUBLIC_CACHE_TTL_MS: '0',
    });
  }, 120_000);

  it('a page’s trace runs from the caller through the portal’s rendering and its query into the graph and the platform', async () => {
    const { traceId, callerSpanId, header } = traceparent();
    const answer = await fetch(`${portalUrl}/kategorie/trikots?sort=price`, { headers: { traceparent: header } });
    expect(answer.status).toBe(200);

    await waitForTrace(() => {
      const portal = portalSpanOf(traceId);
      // Named by the route's pattern: not the slug, not the query.
      expect(portal).toMatchObject({
        name: 'GET /kategorie/:slug',
        kind: SERVER,
        parentSpanId: callerSpanId,
        attributes: {
          'http.request.method': 'GET',
          'http.route': '/kategorie/:slug',
          'http.response.status_code': 200,
        },
      });
      expectGraphAndPlatformUnder(portal!);
    });
  });

  it('a /graphql request without a traceparent starts its trace at the portal, which the graph continues', async () => {
    const answer = await fetch(`${portalUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ documentId: shopPageQuery.params.id, variables: { language: 'EN', signedIn: false } }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();

    await waitForTrace(() => {
      const portal = collector.spans.find(
        (span) => span.service === 'club-portal' && span.name === 'POST /graphql' && !span.parentSpanId,
      );
      expect(portal).toMatchObject({
        kind: SERVER,
        attributes: { 'http.request.method': 'POST', 'http.route': '/graphql', 'http.response.status_code': 200 },
      });
      expect(portal!.parentSpanId ?? '').toBe('');
      expectGraphAndPlatformUnder(portal!);
    });
  });
});

describe('a portal web server in front of a graph of its own (GRAPH_URL)', () => {
  let portalUrl: string;
  let graph: Server;
  /** What reached the graph: each request's method, path and headers. */
  const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    // A stand-in for the graph: it keeps what it is sent; a GET of /graphql fails, as a graph that is down.
    graph = createServer((request, response) => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers });
      request.resume().on('end', () => {
        if (request.method === 'GET') return void response.writeHead(503).end();
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":null}');
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const graphUrl = `http://127.0.0.1:${(graph.address() as { port: number }).port}`;
    portalUrl = await startPortal({ GRAPH_URL: graphUrl, PLATFORM_URL: graphUrl, OIDC_ISSUER: graphUrl });
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => graph?.close(resolve));
  });

  /** The traceparent the graph received with the request for this trace. */
  const traceparentAtGraph = (traceId: string) =>
    received.map((request) => request.headers.traceparent).find((value) => value?.includes(traceId));

  it('the page’s query and the passed-on /graphql request carry the portal span’s traceparent, not the caller’s', async () => {
    const page = traceparent();
    expect((await fetch(`${portalUrl}/en/product/some-scarf`, { headers: { traceparent: page.header } })).ok).toBe(
      true,
    );
    const passed = traceparent();
    await fetch(`${portalUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: passed.header },
      body: JSON.stringify({ documentId: shopPageQuery.params.id, variables: {} }),
    });

    await waitForTrace(() => {
      for (const [{ traceId, callerSpanId }, name] of [
        [page, 'GET /en/product/:slug'],
        [passed, 'POST /graphql'],
      ] as const) {
        const portal = portalSpanOf(traceId);
        expect(portal).toMatchObject({ name, parentSpanId: callerSpanId });
        expect(traceparentAtGraph(traceId)).toBe(`00-${traceId}-${portal!.spanId}-01`);
      }
    });
  });

  it('marks a request the graph answered with a 5xx as failed', async () => {
    const { traceId, header } = traceparent();
    const answer = await fetch(`${portalUrl}/graphql?documentId=${shopPageQuery.params.id}`, {
      headers: { traceparent: header },
    });
    expect(answer.status).toBe(503);

    await waitForTrace(() =>
      expect(portalSpanOf(traceId)).toMatchObject({
        name: 'GET /graphql',
        attributes: { 'http.response.status_code': 503 },
        status: { code: ERROR },
      }),
    );
  });
});

describe('the route a page’s span is named by', () => {
  it.each([
    ['/', '/'],
    ['/produkt/fan-schal-2024', '/produkt/:slug'],
    ['/en/profis/squad/17', '/en/:site/squad/:id'],
    ['/profis', '/:site'],
    ['/ja/profis/kader-2024', '/ja/:site/:slug'],
    ['/news/detail/?id=a1b2c3', '/news/detail'],
    ['/suche?q=trikot&type=news', '/suche'],
    ['/konto/vertraege/123/kuendigen', '/konto/vertraege/:contractId/kuendigen'],
    ['/konto/bestellungen/100234', '/konto/bestellungen/:number'],
    ['/career/4711/apply', '/career/:originId/apply'],
    ['/sso/callback/', '/sso/callback'],
  ])('%s is %s', (address, route) => {
    const { pathname, search } = new URL(address, 'http://portal');
    expect(pageRoute(matchPage(pathname, search)!, pathname)).toBe(route);
  });
});
