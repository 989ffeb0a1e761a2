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
  calls: ObservedRequest[];
  /** Calls whose path starts with the prefix, recorded since the last reset. */
  callsTo(prefix: string): ObservedRequest[];
  reset(): void;
}

export async function startTestPlatform(): Promise<PlatformUnderTest> {
  const calls: ObservedRequest[] = [];
  const url = process.env.DATABASE_URL;
  const platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    observe: (request) => calls.push(request),
  });
  return {
    platform,
    calls,
    callsTo: (prefix) => calls.filter((call) => call.url.startsWith(prefix)),
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
