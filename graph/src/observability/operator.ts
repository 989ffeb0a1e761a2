import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics.ts';

export interface OperatorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * What operators read (Prometheus metrics at /metrics) on its own address and port, never on the port
 * that serves the public: no spelling of a public path (`/graphql/../metrics`, `%2e%2e`, a double slash)
 * can reach it there, because the public server does not serve it at all. Bind it to loopback or a
 * private interface that only the metrics scraper reaches.
 */
export async function startOperatorServer(listen: { host: string; port: number }): Promise<OperatorServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://operator').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${listen.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
