/**
 * Starts the whole portal in one process with embedded defaults: the platform's REST services on
 * embedded PostgreSQL (PGlite), the graph in production mode (trusted documents only), and the built
 * web app. One URL serves it all: the web app, /graphql, /health, robots.txt, sitemap.xml and the
 * platform's /media.
 *
 *   PORT          portal port (default 3000)
 *   PUBLIC_URL    the portal's public origin for canonical addresses in robots.txt and sitemap.xml
 *                 (default http://HOST:PORT)
 *   HOST          the portal's address (default 127.0.0.1)
 *   PLATFORM_PORT platform port (default 4010; 0 picks a free one)
 *   DATABASE_URL  use this PostgreSQL instead of PGlite
 *   PGLITE_DIR    PGlite data directory (default .data/pglite; "memory" for a fresh in-memory database)
 *   DOCUMENTS_DIR where job applications' documents are stored (default .data/documents; a temporary
 *                 directory with PGLITE_DIR=memory)
 *   IDENTITY_PORT port of the development OpenID provider (default 4011; 0 picks a free one)
 *   SMTP_URL      a mail relay for the portal's mails; without it they go to the development inbox
 *   MAIL_PORT     the development mail server's SMTP port (default 0: a free one)
 *   MATCH_SPEED   plays the ticker teams' next matches in the match simulator at this speed (1: real time)
 *   GRAPH_URL     a graph of its own (behind a load balancer: pnpm start:ha, scripts/ha/start.ts): the portal
 *                 then serves the web app only, and reaches the platform at PLATFORM_URL, the provider at OIDC_ISSUER
 *   REDIS_URL     a Redis the graph shares public answers and live updates through with other instances
 *   GRAPH_CLIENT_SECRET the graph's secret at the OpenID provider (default: a random one per start)
 *   WEB_CHANNEL_SECRET the web channel's secret: this server publishes the web app's documents with it at start
 *                 (default: a random one per start, which the embedded platform registers)
 *   OTEL_EXPORTER_OTLP_ENDPOINT an OpenTelemetry collector: this server's requests (scripts/portal-tracing.ts),
 *                 and those of the graph and the platform inside, are traced there
 *   OTEL_SERVICE_NAME this server's name in traces (default club-portal)
 *   WEB_DIST_DIR  the built web app to serve (default web/dist)
 *
 * These and the graph's and platform's other settings (docs/operations.md) are read and checked once, before
 * anything starts (scripts/portal-settings.ts); a wrong value stops the start with the variable named.
 *
 * Compression: the web build ships every asset precompressed (brotli and gzip, made by Vite), which
 * sirv picks by Accept-Encoding; HTML and /graphql answers are compressed on the fly.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { lingerBeforeClosing, startPlatform, WEB_CHANNEL, WEB_CLIENT_ID } from '@club/platform';
import { createGraph, publishWebDocuments, startOperatorServer, type OperatorServer } from '@club/graph';
import { SettingsError } from '@club/settings';
import { startTracing, type Span } from '@club/telemetry';
import sirv from 'sirv';
import { crawlerFiles } from './portal-crawlers.ts';
import { createPageRenderer, type GraphFetch } from './portal-pages.ts';
import { portalSettingsFromEnv, type PortalSettings } from './portal-settings.ts';
import { graphRoute, traceHeaders, traceRequest } from './portal-tracing.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings = readSettings();
const { port, host, portalUrl } = settings;
const publicUrl = settings.publicUrl.replace(/\/$/, '');
const tracing = startTracing(settings.tracing);

/**
 * Embedded (the default): the platform and the graph start in this process. With GRAPH_URL the portal is the
 * web app's server only, one of several behind a load balancer (scripts/ha.ts): the graph and the platform run
 * on their own and are reached over the network.
 */
const platform = settings.graphUrl ? undefined : await startPlatform(settings.platform);
const platformUrl = platform?.url ?? settings.graph.platformUrl;
const issuer = platform?.identity.issuer ?? settings.graph.oidcIssuer;
const graphConfig = { ...settings.graph, platformUrl, oidcIssuer: issuer };
const graph = settings.graphUrl ? undefined : createGraph({ config: graphConfig });
void graph?.warmUp();
/** A request to the graph: in this process, or at GRAPH_URL (the same path and query). */
const graphFetch: GraphFetch = (url, init) => {
  if (graph) return Promise.resolve(graph.fetch(url, init));
  const { pathname, search } = new URL(url);
  return fetch(settings.graphUrl + pathname + search, { ...init, signal: init.signal ?? AbortSignal.timeout(10_000) });
};
// The web app's deploy: the documents of the build this server serves, published as the web channel's
// (docs/channels.md) before the first visitor comes. Every instance does it; the same documents are one version.
if (settings.webChannelSecret)
  await publishWebDocuments({
    graph: (path, init) => graphFetch(`http://graph.internal${path}`, init),
    credentials: { issuer, clientId: WEB_CHANNEL, clientSecret: settings.webChannelSecret },
    manifest: JSON.parse(readFileSync(graphConfig.persistedDocumentsPath, 'utf8')) as Record<string, string>,
  });
/** Operators read /metrics here (METRICS_HOST:METRICS_PORT), never through the portal's public port. */
const operator: OperatorServer | undefined =
  graph && graphConfig.metrics
    ? await startOperatorServer({ host: graphConfig.metricsHost, port: graphConfig.metricsPort }).catch(
        (error: unknown) => {
          console.warn(`Metrics not served: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        },
      )
    : undefined;
/** What the web app needs to know at run time: where people sign in. */
const runtimeConfig = JSON.stringify({ authority: issuer, clientId: WEB_CLIENT_ID });
const dist = settings.webDistDir ?? `${root}web/dist`;
/** Hashed assets, favicon and the like, each with its .br and .gz sibling made by the web build. */
const assets = sirv(dist, { etag: true, brotli: true, gzip: true, setHeaders: cacheHeaders });
/**
 * On-the-fly compression for what is not precompressed (HTML, /graphql, robots.txt, sitemap.xml);
 * brotli when the browser offers it. Event streams (subscriptions) stay uncompressed: a compressor
 * would hold their events back until its buffer fills.
 */
const compress = compression({
  threshold: 1024,
  filter: (request, response) =>
    !String(response.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response),
});
const compressed =
  (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
  (request: IncomingMessage, response: ServerResponse) =>
    // compression is written for Express but only uses Node's own request and response.
    void compress(request as never, response as never, () => handler(request, response));

/** Passes a request to the graph at GRAPH_URL and streams its answer back (SSE included). */
function proxyGraph(graphUrl: string, request: IncomingMessage, response: ServerResponse, span: Span | undefined) {
  const target = new URL(graphUrl);
  // The graph trusts this front's X-Forwarded-For (TRUSTED_PROXIES): a client's live streams are counted by
  // its own address, not this proxy's.
  const forwarded = forwardedFor(request);
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      // The graph's span continues this server's (the caller's traceparent, if any, is this span's parent).
      headers: { ...request.headers, 'x-forwarded-for': forwarded, ...traceHeaders(tracing, span) },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      // A graph that dies mid-stream ends the browser's stream too, so its client reconnects (to another one).
      answer.once('close', () => {
        if (!answer.complete) response.destroy();
      });
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  });
  // A subscriber going away ends its stream on the instance too.
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

async function proxyMedia(request: IncomingMessage, response: ServerResponse) {
  try {
    // The normalised path only: `/media/../carts/…` must not reach another of the platform's routes.
    const { pathname, search } = new URL(request.url ?? '/', 'http://portal');
    if (!pathname.startsWith('/media/')) return void response.writeHead(404).end();
    // A whole paid video's segments are bound to the viewer: the player sends their token along.
    const authorization = request.headers.authorization;
    const upstream = await fetch(platformUrl + pathname + search, {
      headers: authorization ? { authorization } : {},
      signal: AbortSignal.timeout(5000),
    });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-store',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    response.writeHead(502).end();
  }
}

/**
 * The job applications' document uploads (POST /uploads/job-applications/{id}/documents), streamed both ways
 * to the platform: nothing is buffered here, so the platform's checks while the bytes arrive (PDF, 5 files,
 * 20 MB) reach the browser as they happen. When the platform refuses before the body is in, its answer goes
 * to the browser at once and the rest of the upload is not read.
 */
function proxyUpload(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://portal');
  if (!/^\/uploads\/job-applications\/[0-9a-f-]{36}\/documents(\/[0-9a-f-]{36})?$/.test(pathname))
    return void response.writeHead(404).end();
  const target = new URL(platformUrl);
  // The platform limits uploads per client address: it trusts this front (and a balancer before it, both on
  // loopback) to name the browser's, so the chain goes on with this hop's peer.
  const headers: Record<string, string | string[]> = { 'x-forwarded-for': forwardedFor(request) };
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'x-upload-token', 'x-file-name']) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  let answered = false;
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, method: request.method, path: pathname, headers, timeout: 120_000 },
    (answer) => {
      answered = true;
      const refusedEarly = !request.complete;
      response.writeHead(answer.statusCode ?? 502, {
        'content-type': answer.headers['content-type'] ?? 'application/json',
        'cache-control': 'no-store',
        ...(refusedEarly ? { connection: 'close' } : {}),
      });
      if (refusedEarly) {
        // Refused before the body is in (413 at the declared size, a limit passed while reading): nothing more
        // goes to the platform, and what the client still sends is discarded for a moment (linger.ts) while it
        // reads the answer, as from the platform itself. A client that sends without reading (as blocking HTTP
        // clients do) would otherwise stall on a full window and lose the answer to the final reset.
        request.unpipe(upstream);
        request.resume();
        lingerBeforeClosing(request.socket);
      }
      answer.pipe(response);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('upload timed out')));
  upstream.on('error', () => {
    // The platform closes a refused upload's connection after its answer: that answer stands.
    if (answered) return;
    if (!response.headersSent) response.writeHead(502, { connection: 'close' }).end();
    else response.destroy();
  });
  request.on('aborted', () => upstream.destroy());
  request.pipe(upstream);
}

/** The X-Forwarded-For chain a request arrived with, and its peer after it (the platform reads it from the right). */
function forwardedFor(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  return before ? `${Array.isArray(before) ? before.join(', ') : before}, ${peer}` : peer;
}

function cacheHeaders(response: ServerResponse, pathname: string) {
  // Hashed assets never change; index.html and the service worker (/sw.js, whose new version the
  // browser must see at once) must always be revalidated.
  response.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Runs one of the portal's own persisted queries in the in-process graph (no network hop). */
async function lookup<Data>(
  document: { params: { id?: string | null } },
  variables: Record<string, unknown>,
  span: Span | undefined,
) {
  const response = await graphFetch(`${portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...traceHeaders(tracing, span) },
    body: JSON.stringify({ documentId: document.params.id, variables }),
  });
  const body = (await response.json()) as { data?: Data | null };
  if (!body.data) throw new Error(`portal lookup answered ${response.status} without data`);
  return body.data;
}

/**
 * The app's HTML (the shell and a skeleton of the final size, which paint before any script runs),
 * with the page's status, language and, for anonymous visitors, its query answered in advance and the
 * shop's pages rendered on the server.
 */
const servePage = createPageRenderer({
  distDir: dist,
  origin: portalUrl,
  publicOrigin: publicUrl,
  graphFetch,
  tracing,
});

/** What crawlers read: robots.txt, and the sitemap of every public page from the portal's own lookups. */
const { serveRobots, serveSitemap } = crawlerFiles({ publicUrl, tracing, lookup });

/** A path with a file extension (or under /assets/) names a file; anything else is a page. */
const isFilePath = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.split('?')[0]!);

const servePageCompressed = compressed((request, response) => void servePage(request, response));
// Product pictures are SVG: text that compresses well.
const serveMedia = compressed((request, response) => void proxyMedia(request, response));
const serveGraph = compressed((request, response) => {
  const span = tracing.enabled
    ? traceRequest(tracing, request, response, graphRoute(new URL(request.url ?? '/', 'http://portal').pathname))
    : undefined;
  if (!graph) return proxyGraph(settings.graphUrl!, request, response, span);
  // The graph in this process reads the request's own headers: its span continues this server's (the caller's
  // traceparent, if any, is this span's parent).
  if (span) tracing.inject(span, request.headers as Record<string, string>);
  void graph(request, response);
});

const server = createServer((request, response) => {
  // Routed by the normalised path (dot segments and their %2e spellings resolved), so no spelling of a
  // path reaches a handler other than the one its normal form names.
  const path = new URL(request.url ?? '/', 'http://portal').pathname;
  if (path.startsWith('/graphql')) return serveGraph(request, response);
  // The graph serves the match calendars as iCalendar feeds.
  if (path === '/calendar.ics' || path.startsWith('/calendar/')) return serveGraph(request, response);
  // The graph's health in this process; a portal of the web app only is alive while it serves.
  if (path === '/health')
    return graph
      ? void graph(request, response)
      : void response
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end('{"status":"ok"}');
  if (path.startsWith('/media/')) return serveMedia(request, response);
  if (path.startsWith('/uploads/')) return proxyUpload(request, response);
  if (path === '/config.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return void response.end(runtimeConfig);
  }
  if (path === '/robots.txt') return compressed(serveRobots)(request, response);
  if (path === '/sitemap.xml') return compressed((q, r) => void serveSitemap(q, r))(request, response);
  // The service worker is built after the precompression, so it is compressed on the fly.
  if (path === '/sw.js') return compressed((q, r) => assets(q, r, () => void servePage(q, r)))(request, response);
  if (!isFilePath(path)) return servePageCompressed(request, response);
  // A file that does not exist gets the app's 404 page too.
  assets(request, response, () => servePageCompressed(request, response));
});
server.listen(port, host, () => {
  console.log(`\n  Club portal ready: ${portalUrl}\n`);
  if (settings.graphUrl) console.log(`  Graph: ${settings.graphUrl}, platform: ${platformUrl}\n`);
  if (operator) console.log(`  Metrics for operators: ${operator.url}/metrics\n`);
  if (platform?.devMail) console.log(`  Development inbox (every mail the portal sends): ${platform.devMail.url}\n`);
  if (platform) console.log(`  Sandbox payment provider (test cards on its card form): ${platform.payments.url}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    // The spans still batched go out before the process ends.
    void Promise.all([operator?.close(), platform?.close(), tracing.shutdown()]).then(() => process.exit(0));
  });
}

/** The settings, or the start stopped with every wrong variable named (and no stack trace: the fix is theirs). */
function readSettings(): PortalSettings {
  try {
    return portalSettingsFromEnv(process.env, root);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
}
