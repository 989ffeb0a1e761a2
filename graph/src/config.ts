import { fileURLToPath } from 'node:url';
import { defaultStreamLimits, type StreamLimits } from './hardening/streams.ts';

export interface GraphConfig {
  /** development serves GraphiQL and accepts any operation; production runs trusted documents only. */
  mode: 'development' | 'production';
  /** Base URL of the club's REST services. */
  platformUrl: string;
  /** Deadline of one upstream call, retries included. */
  upstreamTimeoutMs: number;
  tenantId: number;
  shopId: number;
  /** Relay's persisted queries: document id → query text. */
  persistedDocumentsPath: string;
  /** The OpenID provider whose access tokens the graph accepts. */
  oidcIssuer: string;
  /** The audience those tokens must name (the club's REST services). */
  oidcAudience: string;
  /** The graph's confidential client at the provider, for token exchange. */
  graphClientId: string;
  graphClientSecret: string;
  /** The scope the graph requests when it exchanges a token to act for an organisation. */
  organizationScope: string;
  /**
   * How long public upstream answers (catalogue, navigation) are shared across requests; 0 shares
   * nothing. Default 5 s in production, 0 in development (so edits show at once).
   */
  publicCacheTtlMs: number;
  /** Public answers kept in memory per process, and their total size as JSON (MB). */
  publicCacheMaxEntries: number;
  publicCacheMaxMB: number;
  /** A Redis that graph instances share public answers through; without it each instance keeps its own. */
  redisUrl: string | undefined;
  /** Prometheus metrics, served at /metrics on the operator address below, never on the public port. */
  metrics: boolean;
  /** Where the operator server listens: loopback by default; 0 picks a free port. */
  metricsHost: string;
  metricsPort: number;
  /** Compiles each trusted document to JavaScript once (graphql-jit) instead of interpreting it per request. */
  jit: boolean;
  /**
   * Multiplies the live feeds' cadence (spec 3: the ticker every 10 s, 5 s while active …); 1 in production.
   * Tests and the benchmark's accelerated matches shorten it, so a minute of play needs no minute of waiting.
   */
  liveCadenceScale: number;
  /** Live streams held open at once, per client and in all (graph/src/hardening/streams.ts). */
  liveStreams: StreamLimits;
  /**
   * Peers whose `X-Forwarded-For` names the client (the portal's front, a load balancer): a stream's address
   * is then the one they name. Anyone else's header is ignored.
   */
  trustedProxies: string[];
}

const defaultPersistedDocuments = fileURLToPath(new URL('../../persisted-queries.json', import.meta.url));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  const production = env.NODE_ENV === 'production';
  return {
    mode: production ? 'production' : 'development',
    platformUrl: env.PLATFORM_URL ?? 'http://127.0.0.1:4010',
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 3000),
    tenantId: Number(env.TENANT_ID ?? 1),
    shopId: Number(env.SHOP_ID ?? 1),
    persistedDocumentsPath: env.PERSISTED_DOCUMENTS ?? defaultPersistedDocuments,
    oidcIssuer: env.OIDC_ISSUER ?? 'http://127.0.0.1:4011',
    oidcAudience: env.OIDC_AUDIENCE ?? 'https://api.club.example',
    graphClientId: env.GRAPH_CLIENT_ID ?? 'club-graph',
    graphClientSecret: env.GRAPH_CLIENT_SECRET ?? 'club-graph-development-secret',
    organizationScope:
      env.ORGANIZATION_SCOPE ?? 'openid profile email shop checkout account contact cms wallet organization.admin',
    publicCacheTtlMs: Number(env.PUBLIC_CACHE_TTL_MS ?? (production ? 5000 : 0)),
    publicCacheMaxEntries: Number(env.PUBLIC_CACHE_MAX_ENTRIES ?? 1000),
    publicCacheMaxMB: Number(env.PUBLIC_CACHE_MAX_MB ?? 8),
    redisUrl: env.REDIS_URL || undefined,
    metrics: env.METRICS !== 'off',
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    metricsPort: Number(env.METRICS_PORT ?? 9464),
    jit: env.GRAPHQL_JIT !== 'off',
    liveCadenceScale: Number(env.LIVE_CADENCE_SCALE ?? 1),
    liveStreams: {
      ...defaultStreamLimits,
      perAddress: positiveInteger(env, 'LIVE_STREAMS_PER_ADDRESS', defaultStreamLimits.perAddress),
      perPerson: positiveInteger(env, 'LIVE_STREAMS_PER_PERSON', defaultStreamLimits.perPerson),
      perInstance: positiveInteger(env, 'LIVE_STREAMS_PER_INSTANCE', defaultStreamLimits.perInstance),
    },
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}

/** A whole number ≥ 1 from the environment, or the default when unset; anything else stops the start. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}
