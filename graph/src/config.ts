import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSettings, setting } from '@club/settings';
import type { LogLevel } from './shared/log.ts';
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
  /**
   * Relay's persisted queries of the working tree (document id → query text), which a development graph runs
   * for the web app as it is compiled; production runs the channels' published documents only.
   */
  persistedDocumentsPath: string;
  /**
   * The public channel a request belongs to when it names none and carries no token: the web portal's visitors
   * (its older app versions, still in browsers' caches, send no channel header). Undefined: such requests are
   * refused (DEFAULT_CHANNEL=none).
   */
  defaultChannel: string | undefined;
  /** How often the channel registry's snapshot is read (revocations and deployments reach the graph this fast). */
  channelRefreshMs: number;
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
  /**
   * What this deployment's keys in that Redis start with, so deployments sharing one (staging beside
   * production, two test runs) never read each other's answers, live state or poller lease. Default (undefined):
   * derived from the platform's address.
   */
  redisNamespace: string | undefined;
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
  /** The least level the graph's log writes (LOG_LEVEL). */
  logLevel: LogLevel;
  /** An OpenTelemetry collector's base address (OTLP/HTTP): traces go there; without it none are made. */
  otlpEndpoint: string | undefined;
  /** The graph's name in traces (OTEL_SERVICE_NAME). */
  serviceName: string;
}

const defaultPersistedDocuments = fileURLToPath(new URL('../../persisted-queries.json', import.meta.url));

/** The graph's client secret at the development OpenID provider; a production graph refuses to start with it. */
export const DEVELOPMENT_GRAPH_CLIENT_SECRET = 'club-graph-development-secret';

/**
 * The graph's settings as the environment names them, each variable once with its rule and default. Unset and
 * empty mean the default; anything else that breaks a rule stops the start (`SettingsError`).
 */
const variables = {
  NODE_ENV: z.string().optional(),
  PLATFORM_URL: setting.url('http://127.0.0.1:4010'),
  UPSTREAM_TIMEOUT_MS: setting.wholeNumber({ min: 1, max: 600_000, fallback: 3000 }),
  TENANT_ID: setting.wholeNumber({ min: 1, fallback: 1 }),
  SHOP_ID: setting.wholeNumber({ min: 1, fallback: 1 }),
  PERSISTED_DOCUMENTS: setting.text(defaultPersistedDocuments),
  OIDC_ISSUER: setting.url('http://127.0.0.1:4011'),
  OIDC_AUDIENCE: setting.text('https://api.club.example'),
  GRAPH_CLIENT_ID: setting.text('club-graph'),
  DEFAULT_CHANNEL: setting.text('web'),
  CHANNEL_REFRESH_MS: setting.wholeNumber({ min: 100, max: 600_000, fallback: 2000 }),
  GRAPH_CLIENT_SECRET: setting.optionalText(),
  ORGANIZATION_SCOPE: setting.text('openid profile email shop checkout account contact cms wallet organization.admin'),
  PUBLIC_CACHE_TTL_MS: setting.optionalWholeNumber({ min: 0, max: 3_600_000 }),
  PUBLIC_CACHE_MAX_ENTRIES: setting.wholeNumber({ min: 1, max: 10_000_000, fallback: 1000 }),
  PUBLIC_CACHE_MAX_MB: setting.decimal({ min: 0.001, max: 65_536, fallback: 8 }),
  REDIS_URL: setting.optionalUrl(['redis:', 'rediss:']),
  REDIS_NAMESPACE: setting.optionalText(),
  METRICS: setting.onOff(true),
  METRICS_HOST: setting.text('127.0.0.1'),
  METRICS_PORT: setting.port(9464),
  GRAPHQL_JIT: setting.onOff(true),
  LIVE_CADENCE_SCALE: setting.decimal({ min: 0.0001, max: 1000, fallback: 1 }),
  LIVE_STREAMS_PER_ADDRESS: setting.wholeNumber({ min: 1, fallback: defaultStreamLimits.perAddress }),
  LIVE_STREAMS_PER_PERSON: setting.wholeNumber({ min: 1, fallback: defaultStreamLimits.perPerson }),
  LIVE_STREAMS_PER_INSTANCE: setting.wholeNumber({ min: 1, fallback: defaultStreamLimits.perInstance }),
  TRUSTED_PROXIES: setting.addressList(),
  LOG_LEVEL: setting.oneOf(['debug', 'info', 'warn', 'error'] as const, 'info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting.optionalUrl(['http:', 'https:']),
  OTEL_SERVICE_NAME: setting.text('club-graph'),
};

/** A production graph acts for people at the provider with a secret of its own; the development one is public. */
function productionSecret(
  env: { NODE_ENV?: string | undefined; GRAPH_CLIENT_SECRET?: string | undefined },
  problems: z.RefinementCtx,
) {
  if (env.NODE_ENV !== 'production') return;
  const secret = env.GRAPH_CLIENT_SECRET;
  if (secret === undefined)
    problems.addIssue({ code: 'custom', path: ['GRAPH_CLIENT_SECRET'], message: 'is required in production' });
  else if (secret === DEVELOPMENT_GRAPH_CLIENT_SECRET)
    problems.addIssue({
      code: 'custom',
      path: ['GRAPH_CLIENT_SECRET'],
      message: 'is the development secret; production needs its own',
    });
  else if (secret.length < 16)
    problems.addIssue({ code: 'custom', path: ['GRAPH_CLIENT_SECRET'], message: 'needs at least 16 characters' });
}

const environment = z.object(variables).superRefine(productionSecret);

/** A graph started on its own (graph/src/main.ts) also reads where it listens. */
const standaloneEnvironment = z
  .object({ ...variables, HOST: setting.text('127.0.0.1'), PORT: setting.port(4000) })
  .superRefine(productionSecret);

/** Every variable the graph reads: the deployment files may set no other (scripts/deploy.test.ts). */
export const graphSettingNames: readonly string[] = Object.keys(standaloneEnvironment.shape);

/** The graph's configuration from the environment; a wrong value stops the start, naming the variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  return configOf(parseSettings(environment, env, 'graph'));
}

/** A graph started on its own: its configuration and where it listens (HOST, PORT), all checked at once. */
export function standaloneSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  config: GraphConfig;
  listen: { host: string; port: number };
} {
  const settings = parseSettings(standaloneEnvironment, env, 'graph');
  return { config: configOf(settings), listen: { host: settings.HOST, port: settings.PORT } };
}

function configOf(settings: z.output<typeof environment>): GraphConfig {
  const production = settings.NODE_ENV === 'production';
  return {
    mode: production ? 'production' : 'development',
    platformUrl: settings.PLATFORM_URL,
    upstreamTimeoutMs: settings.UPSTREAM_TIMEOUT_MS,
    tenantId: settings.TENANT_ID,
    shopId: settings.SHOP_ID,
    persistedDocumentsPath: settings.PERSISTED_DOCUMENTS,
    channelRefreshMs: settings.CHANNEL_REFRESH_MS,
    defaultChannel: settings.DEFAULT_CHANNEL === 'none' ? undefined : settings.DEFAULT_CHANNEL,
    oidcIssuer: settings.OIDC_ISSUER,
    oidcAudience: settings.OIDC_AUDIENCE,
    graphClientId: settings.GRAPH_CLIENT_ID,
    graphClientSecret: settings.GRAPH_CLIENT_SECRET ?? DEVELOPMENT_GRAPH_CLIENT_SECRET,
    organizationScope: settings.ORGANIZATION_SCOPE,
    publicCacheTtlMs: settings.PUBLIC_CACHE_TTL_MS ?? (production ? 5000 : 0),
    publicCacheMaxEntries: settings.PUBLIC_CACHE_MAX_ENTRIES,
    publicCacheMaxMB: settings.PUBLIC_CACHE_MAX_MB,
    redisUrl: settings.REDIS_URL,
    redisNamespace: settings.REDIS_NAMESPACE,
    metrics: settings.METRICS,
    metricsHost: settings.METRICS_HOST,
    metricsPort: settings.METRICS_PORT,
    jit: settings.GRAPHQL_JIT,
    liveCadenceScale: settings.LIVE_CADENCE_SCALE,
    liveStreams: {
      ...defaultStreamLimits,
      perAddress: settings.LIVE_STREAMS_PER_ADDRESS,
      perPerson: settings.LIVE_STREAMS_PER_PERSON,
      perInstance: settings.LIVE_STREAMS_PER_INSTANCE,
    },
    trustedProxies: settings.TRUSTED_PROXIES,
    logLevel: settings.LOG_LEVEL,
    otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: settings.OTEL_SERVICE_NAME,
  };
}
