import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type GraphConfig } from './config.ts';
import { createGraph } from './yoga.ts';

export { configFromEnv, type GraphConfig } from './config.ts';
export { createGraph, type Graph } from './yoga.ts';

export interface RunningGraph {
  url: string;
  close(): Promise<void>;
}

export async function startGraph(
  overrides: Partial<GraphConfig> = {},
  listen: { host?: string; port?: number } = {},
): Promise<RunningGraph> {
  const graph = createGraph({ config: { ...configFromEnv(), ...overrides } });
  const server = createServer(graph);
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Plugins let go of what they hold (the shared cache's Redis connection).
      await graph.dispose();
    },
  };
}
