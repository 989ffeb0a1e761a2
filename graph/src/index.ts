import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type GraphConfig } from './config.ts';
import { Lifecycle } from './lifecycle.ts';
import { startOperatorServer, type OperatorServer } from './observability/operator.ts';
import { createGraph } from './yoga.ts';

export { configFromEnv, type GraphConfig } from './config.ts';
export { createGraph, type Graph } from './yoga.ts';
export { Lifecycle, type Readiness } from './lifecycle.ts';
export { startOperatorServer, type OperatorServer } from './observability/operator.ts';
export * from './channels/client.ts';

export interface RunningGraph {
  url: string;
  /** Where /metrics is served, when metrics are on. */
  operatorUrl: string | undefined;
  lifecycle: Lifecycle;
  /**
   * SIGTERM's work: not ready at once, no new connections, live streams ended (their clients reconnect
   * elsewhere), requests in flight finished within `deadlineMs`, then closed.
   */
  drain(deadlineMs?: number): Promise<{ cut: number }>;
  close(): Promise<void>;
}

/** How long a drain waits for requests in flight (Kubernetes gives a pod 30 s between SIGTERM and SIGKILL). */
export const DRAIN_DEADLINE_MS = 20_000;

export async function startGraph(
  overrides: Partial<GraphConfig> = {},
  listen: { host?: string; port?: number } = {},
): Promise<RunningGraph> {
  const config = { ...configFromEnv(), ...overrides };
  const graph = createGraph({ config });
  const lifecycle = new Lifecycle(graph, config.platformUrl);
  const server = createServer(lifecycle.handler());
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, host, resolve));
  void graph.warmUp();
  const operator: OperatorServer | undefined = config.metrics
    ? await startOperatorServer({ host: config.metricsHost, port: config.metricsPort })
    : undefined;
  const close = async () => {
    await operator?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    // Plugins let go of what they hold (the shared cache's Redis connection, the live poller's lease).
    await graph.dispose();
  };
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    operatorUrl: operator?.url,
    lifecycle,
    drain: async (deadlineMs = DRAIN_DEADLINE_MS) => {
      const drained = await lifecycle.drain(server, deadlineMs);
      await close();
      return drained;
    },
    close,
  };
}
