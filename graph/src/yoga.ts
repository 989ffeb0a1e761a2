import { createHash } from 'node:crypto';
import { startTracing } from '@club/telemetry';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import { useAccessRules } from './auth/access.ts';
import type { GraphConfig } from './config.ts';
import { createContextFactory, type RequestContext } from './context.ts';
import { useOperationLimits } from './hardening/limits.ts';
import { persistedDocumentErrors, useRequestErrorStatus } from './hardening/request-errors.ts';
import { useRequestSizeLimit } from './hardening/request-size.ts';
import { StreamAdmission, TrustedProxies, useStreamLimits } from './hardening/streams.ts';
import { useSharedLiveResults } from './live/shared-results.ts';
import { useOrderDocuments } from './modules/checkout/documents.ts';
import { useCalendarFeeds } from './modules/content/calendar.ts';
import { withoutSuggestions } from './hardening/suggestions.ts';
import { useObservability, yogaLogger } from './observability/plugin.ts';
import { useTracing } from './observability/tracing.ts';
import { loadPersistedDocuments } from './persisted-documents.ts';
import { cachedTokenVerifier } from './auth/verified-tokens.ts';
import { createTokenVerifier } from './auth/verifier.ts';
import { inProcessBudgets, redisBudgets } from './channels/budget.ts';
import { ChannelDirectory } from './channels/directory.ts';
import { Channels, GRAPH_AUDIENCE } from './channels/plugin.ts';
import { useChannelPublishing } from './channels/publishing.ts';
import { useSchemaReference } from './channels/reference.ts';
import { ChannelUsage } from './channels/usage.ts';
import { useChannelUsage } from './channels/usage-route.ts';
import { SharedUsage } from './channels/usage-store.ts';
import { costWeights } from './hardening/limits.ts';
import { LiveHub } from './live/hub.ts';
import { useIdempotencyKeys } from './resilience/idempotency.ts';
import { SharedCache } from './resilience/shared-cache.ts';
import { liveFeedResolver } from './upstreams/live/feeds.ts';
import { buildSchema } from './schema.ts';
import { createServices, type Services } from './services.ts';
import { isExecutorError, maskError } from './error-masking.ts';
import { useJsonAnswerBuffers } from './shared/json-answers.ts';
import { useResponseCookies } from './shared/response-cookies.ts';
import { setLogLevel } from './shared/log.ts';

export interface GraphOptions {
  config: GraphConfig;
  /** Tests may pass their own services; by default they are built from the config. */
  services?: Services;
}

/**
 * The graph as a fetch-API handler: mount it on any HTTP server (see main.ts), or call `fetch` in tests.
 *
 * Production runs the hardened profile: trusted documents only (Relay's persisted queries), operation
 * limits, CSRF prevention, masked errors without suggestions, no introspection, no GraphiQL, no
 * batching, and JIT-compiled execution. Development accepts any operation and serves GraphiQL.
 */
export function createGraph({ config, services = createServices(config) }: GraphOptions) {
  setLogLevel(config.logLevel);
  const persisted = loadPersistedDocuments(config.persistedDocumentsPath);
  const development = config.mode === 'development';
  const production = !development;
  const redisNamespace =
    config.redisNamespace ?? createHash('sha256').update(config.platformUrl).digest('hex').slice(0, 12);
  const cache =
    config.publicCacheTtlMs > 0
      ? new SharedCache({
          ttlMs: config.publicCacheTtlMs,
          maxEntries: config.publicCacheMaxEntries,
          maxBytes: config.publicCacheMaxMB * 2 ** 20,
          redisUrl: config.redisUrl,
          keyPrefix: `club-graph:v1:${redisNamespace}:`,
        })
      : undefined;
  // Public answers are shared across requests: only calls marked `share` and made without a token (the
  // catalogue, navigation, CMS, the partners, the consent catalogue, countries, the ticketing system's events and each match's ticket offer,
  // the marketplace's listings, the video catalogue, the job postings and the sweepstake series), never a
  // person's data.
  const effective: Services = cache
    ? {
        ...services,
        shop: services.shop.withSharedCache(cache),
        cart: services.cart.withSharedCache(cache),
        content: services.content.withSharedCache(cache),
        account: services.account.withSharedCache(cache),
        wallet: services.wallet.withSharedCache(cache),
        ticketing: services.ticketing.withSharedCache(cache),
        marketplace: services.marketplace.withSharedCache(cache),
        video: services.video.withSharedCache(cache),
        jobs: services.jobs.withSharedCache(cache),
        sweepstakes: services.sweepstakes.withSharedCache(cache),
        live: services.live.withSharedCache(cache),
      }
    : services;
  // Live feeds are polled once for every subscriber, never through the cache (an update would wait for it),
  // by whichever instance holds the poller's lease when instances share a Redis.
  const live = new LiveHub({
    resolve: liveFeedResolver(services.live, config.liveCadenceScale),
    // Due polls are looked for every 250 ms (5 % of the fastest cadence), more often when the cadence is shortened.
    tickMs: Math.max(10, Math.round(250 * Math.min(1, config.liveCadenceScale))),
    redisUrl: config.redisUrl,
    namespace: redisNamespace,
  });

  // Live streams are bounded per client and per instance, and each is released when its client goes away.
  const streams = new StreamAdmission(config.liveStreams);
  const trustedProxies = new TrustedProxies(config.trustedProxies);

  // The channels (docs/channels.md): the registry's snapshot, each channel's budget (shared through Redis when
  // instances share one), and who used what.
  const schema = buildSchema();
  const verifyPerson = cachedTokenVerifier(services.verifyToken);
  const verifyChannel = cachedTokenVerifier(
    createTokenVerifier({ issuer: config.oidcIssuer, audience: GRAPH_AUDIENCE, timeoutMs: config.upstreamTimeoutMs }),
  );
  const registry = {
    registryUrl: config.platformUrl,
    clientId: config.graphClientId,
    clientSecret: config.graphClientSecret,
    timeoutMs: config.upstreamTimeoutMs,
  };
  const directory = new ChannelDirectory({ ...registry, refreshMs: config.channelRefreshMs });
  const budgets = config.redisUrl
    ? redisBudgets({ redisUrl: config.redisUrl, keyPrefix: `club-graph:v1:${redisNamespace}:budget:` })
    : inProcessBudgets();
  const usage = new ChannelUsage(() => schema);
  const sharedUsage = new SharedUsage(usage, {
    redisUrl: config.redisUrl,
    keyPrefix: `club-graph:v1:${redisNamespace}:usage:`,
  });
  const channels = new Channels({
    directory,
    budgets,
    verifyChannelToken: verifyChannel,
    verifyPersonToken: verifyPerson,
    usage,
    weights: costWeights,
    required: production,
    defaultChannel: config.defaultChannel,
  });

  const tracing = startTracing({ serviceName: config.serviceName, endpoint: config.otlpEndpoint });
  const createContext = createContextFactory(effective, live, trustedProxies, verifyPerson);
  /** What a client sees of an error the graph did not mean to show. */
  const maskGraphError = (error: unknown, message: string): Error => {
    const masked = maskError(error, (e) =>
      production && isExecutorError(e)
        ? new GraphQLError(message, {
            ...(e.path ? { path: e.path } : {}),
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          })
        : defaultMaskError(e, message, development),
    );
    return production ? withoutSuggestions(masked) : masked;
  };

  const plugins: NonNullable<YogaServerOptions<Record<string, unknown>, RequestContext>['plugins']> = [
    // First: the request's span encloses everything the other plugins do.
    useTracing(tracing),
    useObservability({ metrics: config.metrics, requestLogLevel: production ? 'info' : 'debug' }),
    // A channel's deployments (up to 10 MB), before the request size limit of /graphql.
    useChannelUsage(channels, sharedUsage, { clientId: config.graphClientId, clientSecret: config.graphClientSecret }),
    useChannelPublishing({
      ...registry,
      schema: () => schema,
      weights: costWeights,
      directory,
      verifyChannelToken: verifyChannel,
    }),
    // Before anything reads the body.
    useRequestSizeLimit(),
    // The match calendar's iCalendar feeds (/calendar/{site}.ics), public and through the shared cache.
    useCalendarFeeds(effective.content),
    // Order documents (PDF) for their buyer: GET /graphql/documents/{id} with the bearer token.
    useOrderDocuments(effective),
    useSchemaReference(schema, effective),
    // The graph owns the anonymous shopping cookie (graph/src/auth/shopper.ts).
    useResponseCookies(),
    // A mutation sent again with its Idempotency-Key repeats no upstream write (resilience/idempotency.ts).
    useIdempotencyKeys(),
    // An answer may carry a visitor's own data (a cart through its cookie, anything a token reaches): no
    // shared cache keeps one, also when a GET names the query. Feeds that are public say so themselves.
    {
      onResponse: ({ response }) => {
        if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
      },
    } satisfies Plugin,
    // CSRF prevention in every mode: a development graph on a developer's machine is a target too.
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
    // Introspection only for a developer exploring their own channel (docs/channels.md), never for anyone else.
    ...(production ? [useDisableIntrospection({ isDisabled: (request) => negate(channels.mayExplore(request)) })] : []),
    usePersistedOperations({
      // Relay posts { documentId, variables }; a GET names it in the query string (cacheable by a CDN).
      // GraphiQL in development may still send query text.
      extractPersistedOperationId: (params, request) =>
        'documentId' in params && typeof params.documentId === 'string'
          ? params.documentId
          : request.method === 'GET'
            ? new URL(request.url).searchParams.get('documentId')
            : null,
      // A channel's published documents; a development graph also runs the working tree's web documents.
      getPersistedOperation: async (id, request) =>
        (await channels.document(id, request)) ?? (development ? (persisted.get(id) ?? null) : null),
      // Production: a developer exploring one of their own channels only (GraphiQL on the developer page).
      allowArbitraryOperations: development || ((request) => channels.mayExplore(request)),
      skipDocumentValidation: false,
      customErrors: persistedDocumentErrors,
    }),
    ...useOperationLimits({ production }),
    useAccessRules(),
    // After the limits: an operation over them is refused before it costs the channel anything.
    channels.plugin(),
    useStreamLimits(streams, config.liveStreams),
    // A live update executed and serialised once for all its subscribers (live/shared-results.ts).
    useSharedLiveResults({
      maskError: maskGraphError,
      visitorContext: (language) =>
        createContext({
          request: new Request('http://graph.internal/live', { headers: { 'accept-language': language } }),
          params: {},
        } as Parameters<typeof createContext>[0]),
    }),
    ...(config.jit
      ? [
          useGraphQlJit(
            {},
            {
              onError: () => undefined,
              // graphql-jit hands a subscription's subscribe resolver no arguments; subscriptions run once per
              // subscriber and then only resolve pushed values, so they gain nothing from compiling anyway.
              enableIf: ({ document, operationName }) =>
                getOperationAST(document, operationName)?.operation !== 'subscription',
            },
          ),
          useRequestErrorStatus(),
        ]
      : []),
    // Answers as one UTF-8 buffer, encoded once (graph/src/shared/json-answers.ts).
    useJsonAnswerBuffers(),
    ...(cache ? [{ onDispose: () => cache.close() } satisfies Plugin] : []),
    {
      onDispose: () => {
        directory.close();
        usage.close();
        return Promise.all([live.close(), tracing.shutdown(), budgets.close(), sharedUsage.close()]).then(
          () => undefined,
        );
      },
    } satisfies Plugin,
  ];

  const yoga = createYoga<Record<string, unknown>, RequestContext>({
    schema,
    context: createContext,
    graphqlEndpoint: '/graphql',
    healthCheckEndpoint: '/health',
    landingPage: false,
    graphiql: development ? { title: 'Club graph' } : false,
    batching: false,
    // No operation takes a file: multipart bodies are refused, and no request asks a multipart parser whether
    // it applies.
    multipart: false,
    // useRequestSizeLimit already refuses bodies over 64 KB or of unstated length before they are read, and
    // Node reads no more than the stated length. Yoga's own limit would pipe every body through one more
    // TransformStream (about 4 % of the graph's CPU on a per-user screen, see docs/operations.md).
    maxRequestBodySize: false,
    logging: yogaLogger,
    maskedErrors: { maskError: maskGraphError },
    plugins,
  });
  // The live hub and the stream count are the graph's own (tests and the benchmark ask whether this instance
  // polls and how many streams it holds). warmUp reads the reference data screens need (the CMS's labels)
  // before the first request does; a server calls it once it listens.
  return Object.assign(yoga, {
    live,
    streams,
    channels: { directory, usage, sharedUsage },
    warmUp: () =>
      Promise.all([
        services.content.warmUp(),
        directory.ready().catch(() => undefined),
        'ready' in budgets ? budgets.ready() : undefined,
      ]).then(() => undefined),
  });
}

export type Graph = ReturnType<typeof createGraph>;

const negate = (value: boolean | Promise<boolean>) => (typeof value === 'boolean' ? !value : value.then((yes) => !yes));
