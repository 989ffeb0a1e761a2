/**
 * Starts the whole portal in one process with embedded defaults: the platform's REST services on
 * embedded PostgreSQL (PGlite), the graph in production mode (trusted documents only), and the built
 * web app. One URL serves it all: the web app, /graphql, /health, and the platform's /media.
 *
 *   PORT          portal port (default 3000)
 *   PLATFORM_PORT platform port (default 4010; 0 picks a free one)
 *   DATABASE_URL  use this PostgreSQL instead of PGlite
 *   PGLITE_DIR    PGlite data directory (default .data/pglite; "memory" for a fresh in-memory database)
 *   IDENTITY_PORT port of the development OpenID provider (default 4011; 0 picks a free one)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, WEB_CLIENT_ID } from '@club/platform';
import { configFromEnv, createGraph } from '@club/graph';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const portalUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const pgliteDir = process.env.PGLITE_DIR ?? `${root}.data/pglite`;

const platform = await startPlatform({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL || pgliteDir === 'memory' ? undefined : pgliteDir,
  port: Number(process.env.PLATFORM_PORT ?? 4010),
  identityPort: Number(process.env.IDENTITY_PORT ?? 4011),
  // Browsers load product media through the portal's own origin.
  publicUrl: portalUrl,
  webOrigins: [portalUrl],
  graphClientSecret: process.env.GRAPH_CLIENT_SECRET ?? DEFAULT_GRAPH_CLIENT_SECRET,
});
const graph = createGraph({
  config: {
    ...configFromEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }),
    platformUrl: platform.url,
    oidcIssuer: platform.identity.issuer,
  },
});
/** What the web app needs to know at run time: where people sign in. */
const runtimeConfig = JSON.stringify({ authority: platform.identity.issuer, clientId: WEB_CLIENT_ID });
const web = sirv(`${root}web/dist`, { single: true, etag: true, gzip: false, setHeaders: cacheHeaders });

async function proxyMedia(request: IncomingMessage, response: ServerResponse) {
  try {
    const upstream = await fetch(platform.url + request.url, { signal: AbortSignal.timeout(5000) });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-store',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    response.writeHead(502).end();
  }
}

function cacheHeaders(response: ServerResponse, pathname: string) {
  // Hashed assets never change; index.html must always be revalidated.
  response.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path.startsWith('/graphql') || path === '/health') return void graph(request, response);
  if (path.startsWith('/media/')) return void proxyMedia(request, response);
  if (path === '/config.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return void response.end(runtimeConfig);
  }
  web(request, response);
});
server.listen(port, host, () => {
  console.log(`\n  Club portal ready: ${portalUrl}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void platform.close().then(() => process.exit(0));
  });
}
