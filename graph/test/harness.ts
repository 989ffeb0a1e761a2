import { randomUUID } from 'node:crypto';
import {
  ChannelRegistry,
  startPlatform,
  WEB_CHANNEL,
  type ObservedRequest,
  type RunningPlatform,
} from '@club/platform';
import { contentVersion } from '../src/channels/client.ts';
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
    // The graph's reads of the channel registry are its own bookkeeping, not a request's upstream call.
    observe: (request) => {
      if (!request.url.startsWith('/channels/v1/registry/')) calls.push({ ...request, arrivedAt: performance.now() });
    },
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
    // A registry change (a deployment, a revocation) reaches a graph under test within a tenth of a second.
    channelRefreshMs: 100,
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

/**
 * Documents a production graph runs for the web channel (the default channel of a request that names none):
 * stored in the channel registry as a deploy stores them, but without the graph's checks at publishing, so a
 * test can hand the graph documents over its limits and see them refused when they run.
 */
export async function trustDocuments(platform: PlatformUnderTest, documents: Record<string, string>): Promise<void> {
  const list = Object.entries(documents).map(([id, body]) => ({ id, body }));
  await new ChannelRegistry(platform.platform.db).publish(WEB_CHANNEL, contentVersion(list), list);
}
