import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SpanKind, SpanStatusCode, type Span, type Tracing } from '@club/telemetry';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import { registerOpenApi } from './openapi/document.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { PaymentMethodService } from './checkout/payment-method-service.ts';
import { paymentMethodRoutes } from './checkout/payment-methods.ts';
import { CheckoutService } from './checkout/service.ts';
import { AddressBookService, addressRoutes } from './account/addresses.ts';
import { ConsentService, consentRoutes } from './account/consents.ts';
import { contractRoutes } from './contracts/routes.ts';
import { ContractService } from './contracts/service.ts';
import { ContractTransferService } from './contracts/transfers.ts';
import { countryRoutes } from './account/countries.ts';
import { EmailService, emailRoutes } from './account/emails.ts';
import { ProfileService, profileRoutes } from './account/profile.ts';
import { contactRoutes } from './account/routes.ts';
import { AccountRepository } from './account/repository.ts';
import { passwordRoutes } from './identity/password-routes.ts';
import { paywallRoutes } from './shop/paywall.ts';
import type { AccessTokenVerifier } from './http/auth.ts';
import { boundRouteInputs, refuseNonFiniteNumbers } from './http/inputs.ts';
import { idempotentWrites, KEEP_ANSWERS_MS, type IdempotencyOptions } from './http/idempotency.ts';
import { registerProblemHandlers } from './http/problem.ts';
import { cartRoutes } from './cart/routes.ts';
import { CartService } from './cart/service.ts';
import { ContentRepository } from './content/repository.ts';
import { cmsRoutes } from './content/routes.ts';

import type { Inbox } from './mail/inbox.ts';
import { devInboxRoutes } from './mail/routes.ts';
import { navigationRoutes } from './navigation/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { OrganizationService } from './organizations/service.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { registerWallet } from './wallet/routes.ts';
import { MarketplaceService } from './marketplace/service.ts';
import { marketplaceListingRoutes, payoutRoutes } from './marketplace/routes.ts';
import { ShopRepository } from './shop/repository.ts';
import { sweepExpiredHolds } from './ticketing/holds.ts';
import { TicketOffers } from './ticketing/offer.ts';
import { ticketSaleRoutes } from './ticketing/routes.ts';
import { devClockRoutes, PlatformClock } from './db/clock.ts';
import { loadClips } from './video/clips.ts';
import { videoMediaRoutes, videoRoutes } from './video/routes.ts';
import { registerPaywallSubscriptions } from './video/subscription-routes.ts';

import { VideoService } from './video/service.ts';
import { VideoTokens } from './video/tokens.ts';
import { LiveFeeds } from './live/feeds.ts';
import { liveFeedRoutes, matchSimulatorRoutes, radioRoutes } from './live/routes.ts';

import { MatchSimulator } from './live/simulator.ts';

import { jobRoutes, jobUploadRoutes } from './jobs/routes.ts';

import { FileDocumentStore, type DocumentStore } from './jobs/document-store.ts';
import { JobService } from './jobs/service.ts';
import { UploadTokens } from './jobs/tokens.ts';
import { shopRoutes } from './shop/routes.ts';
import { productImpressionRoutes } from './shop/impressions.ts';

import { publicSweepstakeRoutes, sweepstakeRoutes } from './sweepstakes/routes.ts';
import { ChannelRegistry } from './channels/registry.ts';
import { channelRoutes, registryRoutes } from './channels/routes.ts';
import { SweepstakeService } from './sweepstakes/service.ts';

export interface PlatformAppOptions {
  db: Database;
  /** The origin under which browsers reach the platform's media, e.g. http://127.0.0.1:4010; read per answer. */
  publicUrl: string | (() => string);
  logger?: FastifyServerOptions['logger'];
  /** Delay every answer by this many milliseconds (benchmarks and fault tests model a real network). */
  latencyMs?: number;
  /** The lease and the wait of repeated writes (http/idempotency.ts); tests shorten them. */
  idempotency?: IdempotencyOptions;
  /** Verifies the bearer tokens of `/self` resources (the identity provider's JWT access tokens). */
  verifyAccessToken: AccessTokenVerifier;
  /** Sees every incoming request; tests use it to count and inspect the calls the graph makes. */
  observe?: (request: ObservedRequest) => void;
  /** Traces: a span per request, continuing the caller's W3C `traceparent` (the graph's upstream call). */
  tracing?: Tracing;
  /** The development inbox, served at /dev/mail when the platform runs its own mail server. */
  devInbox?: Inbox;
  /** Sends the services' mails (invitations, confirmations); without one, a mail fails its call. */
  mailer?: Mailer;
  /** The portal's origin, for links in mails and the buyer's way back from the payment provider (default: publicUrl). */
  portalUrl?: () => string;
  /**
   * Every origin the portal runs under (development serves it on several); the payment provider sends a
   * person back only to these. Default: the portal's origin alone.
   */
  webOrigins?: readonly string[];
  /**
   * Where the platform itself answers, for callbacks of other services (the payment provider's webhooks);
   * default publicUrl. Differs when browsers reach the platform's media through the portal.
   */
  selfUrl?: () => string;
  /** The payment provider and the secret its webhooks are signed with; without it only on-account and no-payment checkouts work. */
  payments?: { provider: PaymentProvider; webhookSecret: string };
  /**
   * The secret the video service signs its stream authorisation codes and playback tokens with (at least 16
   * characters); random per process by default, so instances behind one balancer need the same one.
   */
  videoTokenSecret?: string | undefined;
  /**
   * The live ticker's match simulator (its loop ends with the app); one is made when absent. Its control
   * routes under /dev/match-simulator are served in every mode (the platform is a sandbox).
   */
  matchSimulator?: MatchSimulator;
  /**
   * The secret the job portal signs its applications' upload tokens with (at least 16 characters); random
   * per process by default, so instances behind one balancer need the same one.
   */
  jobUploadSecret?: string | undefined;
  /** The job portal's upload tokens (tests bring their own clock); made from jobUploadSecret when absent. */
  jobUploadTokens?: UploadTokens;
  /** Where job applications' documents are kept; a temporary directory of this app's own when absent. */
  documents?: DocumentStore;
  /**
   * Callers whose `X-Forwarded-For` names the client (the portal's front and the graph, on loopback by
   * default): per-address limits (job applications and uploads) count the client, not them.
   */
  trustedProxies?: string[];
  /**
   * How often the platform draws the sweepstakes and daily draw days that have closed (default a minute; 0:
   * never by itself, tests draw through POST /dev/sweepstakes/draws).
   */
  drawSweepIntervalMs?: number;
  /**
   * The graph's client secret: graph instances read the channel registry with it (channels/routes.ts).
   * Without it the registry's graph side answers 401 to everyone.
   */
  graphClientSecret?: string;
  /** How often the Club TV renewal job runs (default ten minutes; 0: never by itself). */
  paywallRenewalIntervalMs?: number;
  /**
   * The clock of the rules that run on time (seat holds): the machine's, or one that development and test runs
   * move through POST /dev/clock (PLATFORM_TEST_CLOCK=on; db/clock.ts).
   */
  clock?: PlatformClock;
}

/** For an app built without mail (the OpenAPI renderer, unit tests): sending fails, loudly. */
const noMailer: Mailer = {
  send: () => Promise.reject(new Error('this platform was built without a mailer')),
  close: () => undefined,
};

export interface ObservedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export async function buildPlatformApp(options: PlatformAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Closing ends every connection, also a keep-alive one the payment provider's webhook client still
    // holds, so a stop never waits on a peer.
    forceCloseConnections: true,
    // Registering compiles every route's validators, CPU work: on a busy 2-core machine two instances
    // starting together took longer than Fastify's 10 s per plugin, and one of them failed to start.
    pluginTimeout: 60_000,
    trustProxy: options.trustedProxies ?? ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    // Query strings such as ?Ids=1&Ids=2 arrive as arrays; booleans and integers are coerced by the schema.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await registerOpenApi(app);
  registerProblemHandlers(app);
  // Every route's inputs get bounds (lengths, integer ranges, no control characters) unless it states its own.
  app.addHook('onRoute', boundRouteInputs);
  app.addHook('preHandler', refuseNonFiniteNumbers);
  // Every write can be repeated safely with an Idempotency-Key (a lost answer, a retried mutation).
  app.addHook('onRoute', idempotentWrites(options.db, options.verifyAccessToken, options.idempotency));
  const forgetAnswers = setInterval(
    () => {
      options.db
        .query(`DELETE FROM idempotent_requests WHERE created_at < now() - $1 * interval '1 millisecond'`, [
          KEEP_ANSWERS_MS,
        ])
        .catch((error: unknown) => app.log.warn({ err: error }, 'old idempotency keys not removed'));
    },
    60 * 60 * 1000,
  );
  forgetAnswers.unref();
  app.addHook('onClose', async () => clearInterval(forgetAnswers));

  if (options.tracing?.enabled) {
    // A span per request, `<METHOD> <route>` (the route's pattern, never ids), under the caller's span.
    const tracing = options.tracing;
    const spans = new WeakMap<object, Span>();
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url ?? 'unknown route';
      spans.set(
        request,
        tracing.startSpan(`${request.method} ${route}`, {
          kind: SpanKind.SERVER,
          parent: tracing.extract(request.headers),
          attributes: { 'http.request.method': request.method, 'http.route': route },
        }),
      );
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const span = spans.get(request);
      if (span) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });
  }
  if (options.observe) {
    const observe = options.observe;
    app.addHook('onRequest', (request, _reply, done) => {
      observe({ method: request.method, url: request.url, headers: { ...request.headers } });
      done();
    });
  }
  if (options.latencyMs) {
    const latency = options.latencyMs;
    app.addHook('onRequest', (_request, _reply, done) => void setTimeout(done, latency));
  }

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const origin = typeof options.publicUrl === 'string' ? () => options.publicUrl as string : options.publicUrl;
  const mediaUrl = (productId: number, width: number) =>
    `${origin().replace(/\/$/, '')}/media/products/${productId}/${width}.svg`;
  const repository = new ShopRepository(options.db, { image: mediaUrl });
  await app.register(shopRoutes, { repository });
  await app.register(navigationRoutes, { db: options.db });
  await app.register(cmsRoutes, {
    repository: new ContentRepository(options.db, (path) => `${origin().replace(/\/$/, '')}${path}`),
    db: options.db,
  });
  const contacts = new AccountRepository(options.db);
  const mailer = options.mailer ?? noMailer;
  const portalOrigin = options.portalUrl ?? origin;
  // Sweepstakes and daily draws (issue #19): their draws run by themselves once they close.
  const sweepstakes = new SweepstakeService({ db: options.db });
  const drawEvery = options.drawSweepIntervalMs ?? 60_000;
  if (drawEvery > 0) {
    const sweep = setInterval(() => {
      sweepstakes.drawDue().catch((error: unknown) => app.log.error({ err: error }, 'sweepstake draw failed'));
    }, drawEvery);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  await app.register(publicSweepstakeRoutes, { service: sweepstakes });
  await app.register(sweepstakeRoutes, { service: sweepstakes, verify: options.verifyAccessToken });
  const channels = new ChannelRegistry(options.db);
  await app.register(channelRoutes, { registry: channels, verify: options.verifyAccessToken });
  await app.register(registryRoutes, {
    registry: channels,
    graphClientSecret: options.graphClientSecret ?? randomBytes(32).toString('base64url'),
  });
  await app.register(productImpressionRoutes, { db: options.db, repository, verify: options.verifyAccessToken });
  await app.register(contactRoutes, {
    repository: contacts,
    verify: options.verifyAccessToken,
    dailyDraws: sweepstakes,
  });
  await app.register(profileRoutes, {
    service: new ProfileService(options.db, contacts, mailer),
    verify: options.verifyAccessToken,
  });
  await app.register(addressRoutes, { service: new AddressBookService(options.db), verify: options.verifyAccessToken });
  await app.register(emailRoutes, {
    service: new EmailService(options.db, mailer, portalOrigin),
    verify: options.verifyAccessToken,
  });
  await app.register(consentRoutes, { service: new ConsentService(options.db), verify: options.verifyAccessToken });
  await app.register(countryRoutes, { db: options.db });
  await app.register(passwordRoutes, { db: options.db, verify: options.verifyAccessToken });
  await app.register(paywallRoutes, { db: options.db, verify: options.verifyAccessToken });
  await app.register(contractRoutes, {
    service: new ContractService({ db: options.db, mailer, portalOrigin, log: app.log }),
    transfers: new ContractTransferService({ db: options.db, mailer, portalOrigin, log: app.log }),
    verify: options.verifyAccessToken,
  });
  // The wallet: tickets with their barcodes and transfers, the events' public calls, the address book.
  const tickets = await registerWallet(app, {
    db: options.db,
    verify: options.verifyAccessToken,
    mailer,
    portalOrigin,
  });
  if (options.devInbox) await app.register(devInboxRoutes, { inbox: options.devInbox });
  // Paid video: the CMS v2's catalogue and playback sessions, and the media each session may fetch. The
  // clips' playlists are read once, here.
  const videos = new VideoService({
    db: options.db,
    clips: loadClips(),
    tokens: new VideoTokens(options.videoTokenSecret),
    portalOrigin,
    mediaOrigin: origin,
  });
  await app.register(videoRoutes, { service: videos, verify: options.verifyAccessToken });
  await app.register(videoMediaRoutes, { service: videos, verify: options.verifyAccessToken });
  // The live ticker's static files and the match simulator that plays them (issue #17).
  const simulator = options.matchSimulator ?? new MatchSimulator({ db: options.db, log: () => app.log });
  app.addHook('onClose', () => simulator.close());
  await app.register(liveFeedRoutes, { feeds: new LiveFeeds(options.db) });
  await app.register(matchSimulatorRoutes, { simulator });
  await app.register(radioRoutes);
  // The job portal (issue #19): postings, applications from anyone, and their documents' streamed uploads.
  const documents = options.documents ?? (await FileDocumentStore.open(undefined));
  if (!options.documents) app.addHook('onClose', () => documents.close());
  const jobs = new JobService({
    db: options.db,
    documents,
    tokens: options.jobUploadTokens ?? new UploadTokens(options.jobUploadSecret),
    mailer,
    portalOrigin,
    log: app.log,
  });
  await app.register(jobRoutes, { service: jobs, verify: options.verifyAccessToken });
  await app.register(jobUploadRoutes, { service: jobs });
  await app.register(organizationRoutes, {
    service: new OrganizationService(options.db, options.mailer ?? noMailer, options.portalUrl ?? origin),
    verify: options.verifyAccessToken,
  });
  const marketplace = new MarketplaceService({
    db: options.db,
    tickets,
    payments: options.payments?.provider,
    mailer,
    portalOrigin,
    log: app.log,
  });
  // A stop waits for the payouts started after a sale.
  app.addHook('onClose', () => marketplace.idle());
  await app.register(payoutRoutes, { service: marketplace, verify: options.verifyAccessToken });
  await app.register(marketplaceListingRoutes, { service: marketplace });
  const clock = options.clock ?? PlatformClock.real();
  if (clock.adjustable) await app.register(devClockRoutes, { clock });
  const carts = new CartService(options.db, mediaUrl, clock.now);
  // The box office (issue 44): each match's blocks and prices; the cart holds their places.
  await app.register(ticketSaleRoutes, { offers: new TicketOffers(options.db, clock.now) });
  const sweepHolds = setInterval(() => {
    sweepExpiredHolds(options.db, clock.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired seat holds not swept'),
    );
  }, 60_000);
  sweepHolds.unref();
  app.addHook('onClose', async () => clearInterval(sweepHolds));
  // Buying Club TV (issue #44): plans, subscribing and cancelling, and the job that renews and ends them.
  await registerPaywallSubscriptions(app, {
    db: options.db,
    payments: options.payments,
    mailer,
    portalOrigin,
    platformOrigin: options.selfUrl ?? origin,
    clock,
    renewEveryMs: options.paywallRenewalIntervalMs,
    verify: options.verifyAccessToken,
  });
  await app.register(cartRoutes, { service: carts, db: options.db, verify: options.verifyAccessToken });
  await app.register(checkoutRoutes, {
    service: new CheckoutService({
      db: options.db,
      carts,
      now: clock.now,
      mailer: options.mailer ?? noMailer,
      payments: options.payments?.provider,
      portalOrigin: options.portalUrl ?? origin,
      platformOrigin: options.selfUrl ?? origin,
      log: app.log,
      // When a checkout's orders stand: new tickets for its ticket items, offered tickets to their buyer.
      tickets: {
        issueForCheckout: async (tx, checkoutId) =>
          (await tickets.issueForCheckout(tx, checkoutId)) + (await marketplace.handOverForCheckout(tx, checkoutId)),
      },
    }),
    verify: options.verifyAccessToken,
    webhookSecret: options.payments?.webhookSecret,
  });
  await app.register(paymentMethodRoutes, {
    service: new PaymentMethodService({
      db: options.db,
      payments: options.payments?.provider,
      portalOrigins: () => [portalOrigin(), ...(options.webOrigins ?? [])],
      platformOrigin: options.selfUrl ?? origin,
      log: app.log,
    }),
    verify: options.verifyAccessToken,
    webhookSecret: options.payments?.webhookSecret,
  });
  return app;
}
