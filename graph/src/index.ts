import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type GraphConfig } from './config.ts';
import { startOperatorServer, type OperatorServer } from './observability/operator.ts';
import { createGraph } from './yoga.ts';

export { configFromEnv, type GraphConfig } from './config.ts';
export { createGraph, type Graph } from './yoga.ts';
export { startOperatorServer, type OperatorServer } from './observability/operator.ts';

export interface RunningGraph {
  url: string;
  /** Where /metrics is served, when metrics are on. */
  operatorUrl: string | undefined;
  close(): Promise<void>;
}

export async function startGraph(
  overrides: Partial<GraphConfig> = {},
  listen: { host?: string; port?: number } = {},
): Promise<RunningGraph> {
  const config = { ...configFromEnv(), ...overrides };
  const graph = createGraph({ config });
  const server = createServer(graph);
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, host, resolve));
  const operator: OperatorServer | undefined = config.metrics
    ? await startOperatorServer({ host: config.metricsHost, port: config.metricsPort })
    : undefined;
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    operatorUrl: operator?.url,
    close: async () => {
      await operator?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Plugins let go of what they hold (the shared cache's Redis connection).
      await graph.dispose();
    },
  };
}
