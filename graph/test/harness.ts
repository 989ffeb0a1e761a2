import { randomUUID } from 'node:crypto';
import { startPlatform, type ObservedRequest, type RunningPlatform } from '@club/platform';
import type { ExecutionResult } from 'graphql';
import { configFromEnv, type GraphConfig } from '../src/config.ts';
import { createServices, type Services } from '../src/services.ts';
import { createGraph, type Graph } from '../src/yoga.ts';

/**
 * The real platform on a fresh database (embedded PGlite, or a throw-away schema of the PostgreSQL
 * named by DATABASE_URL), with every request it receives recorded so tests can assert upstream calls.
 */
export interface PlatformUnderTest {
  platform: RunningPlatform;
  calls: ObservedCall[];
  /** Calls whose path starts with the prefix, recorded since the last reset. */
  callsTo(prefix: string): ObservedCall[];
  /**
   * The calls since the last reset in waves, each call as `METHOD url`, sorted within its wave. Needs a
   * platform started with a latency: each answer then leaves at least `latencyMs` after its call arrived,
   * so a call that arrives within that time of its wave's first call cannot have waited for any answer of
   * the wave; the first call arriving later opens the next wave.
   */
  waves(): string[][];
  reset(): void;
}

export interface ObservedCall extends ObservedRequest {
  /** When the platform received the call (performance.now()). */
  arrivedAt: number;
}

export interface TestPlatformOptions {
  /** Delays every answer by this much, so calls that wait for another's answer arrive in a later wave. */
  latencyMs?: number;
}

export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<PlatformUnderTest> {
  const calls: ObservedCall[] = [];
  const url = process.env.DATABASE_URL;
  const latencyMs = options.latencyMs ?? 0;
  const platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    latencyMs,
    observe: (request) => calls.push({ ...request, arrivedAt: performance.now() }),
  });
  return {
    platform,
    calls,
    callsTo: (prefix) => calls.filter((call) => call.url.startsWith(prefix)),
    waves: () => {
      if (latencyMs <= 0) throw new Error('waves need a platform started with a latency');
      const waves: ObservedCall[][] = [];
      for (const call of [...calls].sort((a, b) => a.arrivedAt - b.arrivedAt)) {
        const current = waves.at(-1);
        if (current && call.arrivedAt - current[0]!.arrivedAt < latencyMs) current.push(call);
        else waves.push([call]);
      }
      return waves.map((wave) => wave.map((call) => `${call.method} ${call.url}`).sort());
    },
    reset: () => void calls.splice(0),
  };
}

/** The graph's configuration for a platform under test: its REST services and its identity provider. */
export function testConfig(platform: RunningPlatform, overrides: Partial<GraphConfig> = {}): GraphConfig {
  return {
    ...configFromEnv({}),
    platformUrl: platform.url,
    oidcIssuer: platform.identity.issuer,
    upstreamTimeoutMs: 2000,
    ...overrides,
  };
}

export interface GraphClient {
  graph: Graph;
  execute<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<ExecutionResult<Data> & { status: number }>;
}

/** Runs operations through the graph's HTTP handler exactly as a client would. */
export function graphClient(config: GraphConfig, services: Services = createServices(config)): GraphClient {
  const graph = createGraph({ config, services });
  return {
    graph,
    async execute(query, variables, headers) {
      const response = await graph.fetch('http://graph.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { ...(await response.json()), status: response.status };
    },
  };
}
