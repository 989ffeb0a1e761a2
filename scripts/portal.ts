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
 *   GRAPH_INSTANCES  runs the graph as this many processes behind the portal's one port (default 1: in
 *                 this process); with REDIS_URL they share the live feeds, one of them polling each
 *   REDIS_URL     the Redis graph instances share public answers and live updates through
 *   GRAPH_CLIENT_SECRET the graph's secret at the OpenID provider (default: a random one per start)
 *
 * These and the graph's and platform's other settings (docs/operations.md) are read and checked once, before
 * anything starts (scripts/portal-settings.ts); a wrong value stops the start with the variable named.
 *
 * Compression: the web build ships every asset precompressed (brotli and gzip, made by Vite), which
 * sirv picks by Accept-Encoding; HTML and /graphql answers are compressed on the fly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { lingerBeforeClosing, startPlatform, WEB_CLIENT_ID } from '@club/platform';
import { createGraph, startOperatorServer, type OperatorServer } from '@club/graph';
import { SettingsError } from '@club/settings';
import sirv from 'sirv';
import { LANGUAGES, paths, pathsIn, type Language } from '../web/src/app/pages.ts';
import { createPageRenderer } from './portal-pages.ts';
import { portalSettingsFromEnv, type PortalSettings } from './portal-settings.ts';
import sitemapLookup from '../web/src/__generated__/PortalLookupsSitemapQuery.graphql.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings = readSettings();
const { port, host, portalUrl } = settings;
const publicUrl = settings.publicUrl.replace(/\/$/, '');

const platform = await startPlatform(settings.platform);
const graphConfig = { ...settings.graph, platformUrl: platform.url, oidcIssuer: platform.identity.issuer };
const graph = createGraph({ config: graphConfig });
const graphInstances = await startGraphInstances(settings.graphInstances);
/** Operators read /metrics here (METRICS_HOST:METRICS_PORT), never through the portal's public port. */
const operator: OperatorServer | undefined = graphConfig.metrics
  ? await startOperatorServer({ host: graphConfig.metricsHost, port: graphConfig.metricsPort }).catch(
      (error: unknown) => {
        console.warn(`Metrics not served: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    )
  : undefined;
/** What the web app needs to know at run time: where people sign in. */
const runtimeConfig = JSON.stringify({ authority: platform.identity.issuer, clientId: WEB_CLIENT_ID });
const dist = `${root}web/dist`;
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

/**
 * GRAPH_INSTANCES > 1: the graph as that many processes of its own (graph/src/main.ts), which /graphql reaches
 * in turn, so several instances behind one port can be watched on one machine (the live feeds' poller lease
 * moves when its holder stops). The in-process graph still answers the pages' preloaded queries.
 */
async function startGraphInstances(count: number): Promise<{ urls: string[]; children: ChildProcess[] } | undefined> {
  if (count < 2) return undefined;
  if (!graphConfig.redisUrl)
    console.warn('GRAPH_INSTANCES without REDIS_URL: each instance polls the live feeds on its own.');
  const children: ChildProcess[] = [];
  const urls = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const child = spawn(process.execPath, ['--import', 'tsx', `${root}graph/src/main.ts`], {
        env: {
          ...settings.graphEnvironment,
          HOST: '127.0.0.1',
          PORT: '0',
          PLATFORM_URL: platform.url,
          OIDC_ISSUER: platform.identity.issuer,
          // One operator port cannot serve several processes; each instance's metrics stay off here.
          METRICS: 'off',
          TRUSTED_PROXIES: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<string>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`graph instance ${index + 1} exited with ${code}`)));
        child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
          const url = /Graph listening on (http:\/\/[^/\s]+)/.exec(chunk)?.[1];
          if (url) resolve(url);
        });
      });
    }),
  );
  for (const [index, child] of children.entries()) {
    const url = urls[index]!;
    child.once('exit', (code, signal) => {
      // Requests go to the instances still running; a subscriber of this one reconnects to another.
      urls.splice(urls.indexOf(url), 1);
      console.warn(`graph instance ${index + 1} (pid ${child.pid}) exited (${signal ?? code}); ${urls.length} left`);
    });
  }
  return { urls, children };
}

let nextInstance = 0;
/** Passes a request to the next graph instance and streams its answer back (SSE included). */
function proxyGraph(instances: { urls: string[] }, request: IncomingMessage, response: ServerResponse) {
  if (instances.urls.length === 0) return void response.writeHead(503, { 'retry-after': '5' }).end();
  const target = new URL(instances.urls[nextInstance++ % instances.urls.length]!);
  // The instances trust this front's X-Forwarded-For (TRUSTED_PROXIES): a client's live streams are counted
  // by its own address, not this proxy's.
  const forwarded = request.socket.remoteAddress ?? '';
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': forwarded },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      // An instance that dies mid-stream ends the browser's stream too, so its client reconnects elsewhere.
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
    const upstream = await fetch(platform.url + pathname + search, {
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
  const target = new URL(platform.url);
  // The platform limits uploads per client address: it trusts this front to name the browser's.
  const headers: Record<string, string | string[]> = { 'x-forwarded-for': request.socket.remoteAddress ?? '' };
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

function cacheHeaders(response: ServerResponse, pathname: string) {
  // Hashed assets never change; index.html and the service worker (/sw.js, whose new version the
  // browser must see at once) must always be revalidated.
  response.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Runs one of the portal's own persisted queries in the in-process graph (no network hop). */
async function lookup<Data>(document: { params: { id?: string | null } }, variables: Record<string, unknown>) {
  const response = await graph.fetch(`${portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
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
  graphFetch: (url, init) => Promise.resolve(graph.fetch(url, init)),
});

function serveRobots(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  // Carts, the account pages, invitations, searches and sign-in return points are personal or endless;
  // everything else may be crawled.
  response.end(
    [
      'User-agent: *',
      ...LANGUAGES.flatMap((language) => [
        `Disallow: ${paths.cart(language)}`,
        `Disallow: ${paths.memberships(language).replace(/\/[^/]+$/, '/')}`,
        `Disallow: ${paths.invitation(language, '').replace(/\/$/, '')}`,
        `Disallow: ${paths.search(language)}`,
      ]),
      'Disallow: /sso/',
      'Disallow: /graphql',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
}

interface SitemapPage {
  sites: readonly { key: string }[] | null;
  productCategories: readonly { slug: string }[] | null;
  newestProducts: {
    edges: readonly { node: { slugDe: string; slugEn: string; slugJa: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
}

/** Every public page in every language, each entry naming its twins in the other languages (hreflang). */
async function serveSitemap(_request: IncomingMessage, response: ServerResponse) {
  try {
    const pages: Record<Language, string>[] = [pathsIn(paths.home)];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const data: SitemapPage = await lookup<SitemapPage>(sitemapLookup, { after });
      if (page === 0) {
        for (const { key } of data.sites ?? []) pages.push(pathsIn((language) => paths.site(language, key)));
        for (const { slug } of data.productCategories ?? [])
          pages.push(pathsIn((language) => paths.category(language, slug)));
      }
      for (const { node } of data.newestProducts?.edges ?? [])
        pages.push({
          de: paths.product('de', node.slugDe),
          en: paths.product('en', node.slugEn),
          ja: paths.product('ja', node.slugJa),
        });
      if (!data.newestProducts?.pageInfo.hasNextPage) break;
      after = data.newestProducts.pageInfo.endCursor;
    }
    const alternates = (twins: Record<Language, string>) =>
      LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(publicUrl + twins[language])}"/>`,
      ).join('');
    const urls = pages.flatMap((twins) =>
      LANGUAGES.map((language) => `<url><loc>${xml(publicUrl + twins[language])}</loc>${alternates(twins)}</url>`),
    );
    response.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        urls.join('\n') +
        '\n</urlset>\n',
    );
  } catch (error) {
    console.warn('sitemap failed', error instanceof Error ? error.message : error);
    response.writeHead(503, { 'retry-after': '60' }).end();
  }
}

const xml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A path with a file extension (or under /assets/) names a file; anything else is a page. */
const isFilePath = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.split('?')[0]!);

const servePageCompressed = compressed((request, response) => void servePage(request, response));
// Product pictures are SVG: text that compresses well.
const serveMedia = compressed((request, response) => void proxyMedia(request, response));
const serveGraph = compressed((request, response) =>
  graphInstances ? proxyGraph(graphInstances, request, response) : void graph(request, response),
);

const server = createServer((request, response) => {
  // Routed by the normalised path (dot segments and their %2e spellings resolved), so no spelling of a
  // path reaches a handler other than the one its normal form names.
  const path = new URL(request.url ?? '/', 'http://portal').pathname;
  if (path.startsWith('/graphql')) return serveGraph(request, response);
  // The graph serves the match calendars as iCalendar feeds.
  if (path === '/calendar.ics' || path.startsWith('/calendar/')) return serveGraph(request, response);
  if (path === '/health') return void graph(request, response);
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
  if (graphInstances)
    console.log(
      `  Graph: ${graphInstances.urls.length} instances (${graphInstances.children.map((child) => `pid ${child.pid}`).join(', ')})${graphConfig.redisUrl ? ', sharing live feeds through Redis' : ''}\n`,
    );
  if (operator) console.log(`  Metrics for operators: ${operator.url}/metrics\n`);
  if (platform.devMail) console.log(`  Development inbox (every mail the portal sends): ${platform.devMail.url}\n`);
  console.log(`  Sandbox payment provider (test cards on its card form): ${platform.payments.url}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    for (const child of graphInstances?.children ?? []) child.kill('SIGTERM');
    void Promise.all([operator?.close(), platform.close()]).then(() => process.exit(0));
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
