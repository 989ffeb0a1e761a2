/**
 * The floor: the least a hand-written backend-for-frontend can do for a screen. It makes the same REST
 * calls as the graph, in parallel, over a keep-alive pool, under one deadline, and answers the merged
 * JSON. The benchmark runs it as its own process so that its memory and CPU are measured apart.
 *
 * Environment: PLATFORM_URL, PORT (0 picks a free port), HOST, UPSTREAM_TIMEOUT_MS, TENANT_ID, SHOP_ID.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicScreens } from './floor-public-screens.ts';
import { signedInScreens } from './floor-signed-in-screens.ts';
import { platform, UpstreamStatusError, type FloorScreen } from './floor-upstream.ts';

const timeoutMs = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 3000);

const screens: Record<string, FloorScreen> = { ...publicScreens, ...signedInScreens };

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/health') return send(response, 200, { status: 'ok' });
  const screen = request.method === 'GET' ? screens[url.pathname] : undefined;
  if (!screen) return send(response, 404, { error: 'not found' });

  // One deadline for the whole screen; a client that goes away cancels its upstream calls too.
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), gone.signal]);
  try {
    send(response, 200, await screen(url, signal, request.headers.authorization));
  } catch (error) {
    if (response.destroyed) return;
    if (error instanceof UpstreamStatusError) return send(response, 502, { error: error.message });
    // AbortSignal.timeout rejects the pending calls with its reason, a DOMException named TimeoutError.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    send(response, timedOut ? 504 : 502, { error: timedOut ? 'upstream timeout' : 'upstream unreachable' });
  }
}

const server = createServer((request, response) => void handle(request, response));
// Load generators keep connections open between requests; do not drop them after Node's 5 s default.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  // The benchmark reads this line to learn the port.
  console.log(`Floor listening on http://${address}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void platform.close().finally(() => process.exit(0));
  });
}
