import { PlatformClock } from './db/clock.ts';
import { randomBytes } from 'node:crypto';
import { startTracing } from '@club/telemetry';
import { dirname, join } from 'node:path';
import { FileDocumentStore } from './jobs/document-store.ts';
import { buildPlatformApp, type PlatformAppOptions } from './app.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/seed.ts';
import { accessTokenVerifier } from './http/auth.ts';
import { loggerOptions } from './http/logging.ts';
import { startIdentityServer } from './identity/server.ts';
import { startDevMailServer, type DevMailServer } from './mail/dev-mail-server.ts';
import type { Inbox } from './mail/inbox.ts';
import { smtpMailer, type Mailer } from './mail/mailer.ts';
import { httpPaymentProvider } from './payments/client.ts';
import { MatchSimulator } from './live/simulator.ts';
import { ensureBarcodeKey } from './wallet/barcode.ts';
import { startSandboxPaymentProvider } from './payments/sandbox/server.ts';
import { demoPaymentTokens } from './db/seed/account.ts';
import { ChannelRegistry } from './channels/registry.ts';
import { WEB_CLIENT_ID } from './identity/constants.ts';

/** Where the portal runs by default (pnpm start, pnpm dev); sign-in may return there. */
export const DEFAULT_WEB_ORIGINS = [
  'http://127.0.0.1:3000',
  'http://localhost:3000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];
/** The graph's development client secret; set GRAPH_CLIENT_SECRET for anything shared. */
export const DEFAULT_GRAPH_CLIENT_SECRET = 'club-graph-development-secret';
/** The web channel's development secret (its deploy publishes the web app's documents with it); set WEB_CHANNEL_SECRET for anything shared. */
export const DEFAULT_WEB_CHANNEL_SECRET = 'club-web-channel-development-secret';

export { buildPlatformApp, type ObservedRequest } from './app.ts';
export { openDatabase, type Database } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { lingerBeforeClosing } from './http/linger.ts';
export { platformSettingsFromEnv, storageOf } from './settings.ts';
export { seed, SHOP_ID, TENANT_ID } from './db/seed/seed.ts';
export { accounts as demoAccounts, DEMO_PASSWORD, organizations as demoOrganizations } from './db/seed/people.ts';
export * from './identity/constants.ts';
export { ChannelRegistry, DEPLOYMENT_LIMITS, WEB_CHANNEL, type RegistrySnapshot } from './channels/registry.ts';
import type { SigningKey } from './identity/keys.ts';
export type { SigningKey };

export interface StartPlatformOptions extends DatabaseOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Origin used in media URLs; defaults to the address the platform listens on. */
  publicUrl?: string;
  /** Port of the OpenID provider (default 0: a free one). */
  identityPort?: number;
  /**
   * The provider's public issuer URL, when instances sit behind one address (a load balancer); default: the
   * address it listens on. Instances on one database share sign-ins, keys and sessions either way.
   */
  identityIssuer?: string | undefined;
  /** Origins of the portal allowed as redirect targets of sign-in and sign-out. */
  webOrigins?: readonly string[];
  /** The graph's client secret for token exchange and for reading the channel registry. */
  graphClientSecret?: string;
  /** The web channel's client secret: the portal's deploy publishes the web app's documents with it. */
  webChannelSecret?: string;
  latencyMs?: number;
  logger?: boolean;
  /** Where the request log goes instead of stdout (tests read it); turns the log on. */
  logStream?: NodeJS.WritableStream;
  /** The least level the request log writes (pino's levels; default info). */
  logLevel?: string | undefined;
  observe?: PlatformAppOptions['observe'];
  /** Traces over OTLP to this collector (its base address); none without an endpoint. */
  tracing?: { serviceName: string; endpoint: string | undefined } | undefined;
  /**
   * Where the platform's mails go: a mail relay (`smtp://…`), or by default its own development mail
   * server on loopback, whose inbox is readable at /dev/mail. `mailPort` picks that server's port
   * (default 0: a free one).
   */
  smtpUrl?: string | undefined;
  mailPort?: number;
  /** Port of the sandbox payment provider (default 0: a free one). */
  paymentsPort?: number;
  /**
   * A payment provider running on its own (its API and key) instead of the sandbox started here: instances
   * behind a load balancer share one, as they share the real provider. `paymentWebhookSecret` is then its.
   */
  paymentProvider?: { url: string; apiKey: string } | undefined;
  /**
   * Where other services reach the platform: the payment provider posts its webhooks there. Behind a load
   * balancer, the balancer's address, so a webhook reaches whichever instance is up (default: this one's).
   */
  internalUrl?: string | undefined;
  /** The secret the payment provider signs webhooks with (default: a random one per start). */
  paymentWebhookSecret?: string;
  /** Delay before a SEPA debit settles at the sandbox provider (default 300 ms). */
  sepaSettleMs?: number;
  /** Signs the video service's codes and playback tokens (default: random per start). */
  videoTokenSecret?: string;
  /** Signs the job applications' upload tokens (default: random per start). */
  jobUploadSecret?: string;
  /**
   * The directory job applications' documents are stored in (default: `documents` beside the PGlite data
   * directory, else a temporary directory removed when the platform closes).
   */
  documentsDir?: string;
  /** A clock that tests move through POST /dev/clock (PLATFORM_TEST_CLOCK=on); never in production. */
  testClock?: boolean;
  /**
   * Plays the club's ticker teams' next matches at this speed from the start (match seconds per real second;
   * 1 is real time): the first team's cup tie to penalties, the women's and the academy's league matches.
   * Without it nothing is simulated until /dev/match-simulator says so.
   */
  matchSpeed?: number | undefined;
}

export interface RunningPlatform {
  url: string;
  db: Database;
  identity: {
    /** The OpenID provider's issuer URL (discovery at /.well-known/openid-configuration). */
    issuer: string;
    /** Where this instance's provider listens (the issuer, unless `identityIssuer` named a public one). */
    url: string;
    /** Its signing key, for tests that forge tokens; never leaves the process. */
    signingKey: SigningKey;
  };
  /** Sends the platform's mails. */
  mailer: Mailer;
  /** The development mail server's inbox and SMTP port; absent when mails go to a relay. */
  devMail: { inbox: Inbox; smtpPort: number; url: string } | undefined;
  /** The sandbox payment provider: its PayPal-like approval pages and the hosted card frame. */
  payments: { url: string };
  close(): Promise<void>;
}

/** Opens the database, migrates and seeds it, and serves the platform's REST services. */
export async function startPlatform(options: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const { matchSpeed } = options;
  if (matchSpeed !== undefined && !(Number.isFinite(matchSpeed) && matchSpeed > 0))
    throw new Error(`matchSpeed must be a positive number, not ${matchSpeed}`);
  const db = await openDatabase(options);
  // Instances started together (pnpm start:ha, a deploy) share the database: one migrates and seeds it, the
  // others wait and then find nothing left to do.
  await db.exclusively('platform setup', async () => {
    await migrate(db);
    await seed(db);
    // The barcodes' signing key exists before the first request (a key is never made inside one).
    await ensureBarcodeKey(db);
    // The web portal is the graph's first channel, registered like any other (channels/registry.ts).
    await new ChannelRegistry(db).ensureWebChannel(
      options.webChannelSecret ?? DEFAULT_WEB_CHANNEL_SECRET,
      WEB_CLIENT_ID,
    );
  });
  const host = options.host ?? '127.0.0.1';
  const documents = await FileDocumentStore.open(
    options.documentsDir ?? (options.dataDir ? join(dirname(options.dataDir), 'documents') : undefined),
  );
  const devMailServer: DevMailServer | undefined = options.smtpUrl
    ? undefined
    : await startDevMailServer({ host, port: options.mailPort ?? 0 });
  const mailer = smtpMailer({ url: options.smtpUrl ?? `smtp://${host}:${devMailServer!.port}` });
  const identity = await startIdentityServer({
    db,
    mailer,
    host,
    port: options.identityPort ?? 0,
    webOrigins: options.webOrigins ?? DEFAULT_WEB_ORIGINS,
    graphClientSecret: options.graphClientSecret ?? DEFAULT_GRAPH_CLIENT_SECRET,
    issuer: options.identityIssuer,
  });
  const webOrigins = options.webOrigins ?? DEFAULT_WEB_ORIGINS;
  // The sandbox provider's keys are made per start: they never leave this process and its child servers.
  const paymentKeys = {
    apiKey: options.paymentProvider?.apiKey ?? randomBytes(24).toString('base64url'),
    webhookSecret: options.paymentWebhookSecret ?? randomBytes(32).toString('base64url'),
  };
  const sandboxPayments = options.paymentProvider
    ? undefined
    : await startSandboxPaymentProvider({
        host,
        port: options.paymentsPort ?? 0,
        ...paymentKeys,
        frameAncestors: webOrigins,
        // The demo's stored methods, which the seed records as its accounts' (demoPaymentTokens).
        tokens: demoPaymentTokens(),
        ...(options.sepaSettleMs !== undefined ? { sepaSettleMs: options.sepaSettleMs } : {}),
      });
  const paymentsUrl = options.paymentProvider?.url ?? sandboxPayments!.url;
  let mediaOrigin = options.publicUrl ?? '';
  let selfOrigin = '';
  // The simulator tells its failures to the platform's log (read when one happens, so after the app exists).
  const matchSimulator = new MatchSimulator({ db, log: () => app.log });
  const tracing = startTracing({
    serviceName: options.tracing?.serviceName ?? 'club-platform',
    endpoint: options.tracing?.endpoint,
  });
  const app = await buildPlatformApp({
    db,
    verifyAccessToken: accessTokenVerifier({ issuer: identity.issuer, key: identity.key }),
    publicUrl: () => mediaOrigin,
    latencyMs: options.latencyMs ?? 0,
    logger: options.logStream
      ? { ...(loggerOptions(options.logLevel ?? 'info') as object), stream: options.logStream }
      : options.logger
        ? loggerOptions(options.logLevel ?? 'info')
        : false,
    ...(options.observe ? { observe: options.observe } : {}),
    tracing,
    ...(devMailServer ? { devInbox: devMailServer.inbox } : {}),
    mailer,
    // Links in mails lead to the portal: the first web origin (the portal that started the platform).
    portalUrl: () => webOrigins[0] ?? mediaOrigin,
    // Saving a payment method returns to whichever of them the person uses.
    webOrigins,
    // The payment provider posts its webhooks to the platform directly, whatever origin browsers use.
    selfUrl: () => selfOrigin,
    payments: {
      provider: httpPaymentProvider({ url: paymentsUrl, apiKey: paymentKeys.apiKey }),
      webhookSecret: paymentKeys.webhookSecret,
    },
    videoTokenSecret: options.videoTokenSecret,
    graphClientSecret: options.graphClientSecret ?? DEFAULT_GRAPH_CLIENT_SECRET,
    jobUploadSecret: options.jobUploadSecret,
    documents,
    matchSimulator,
    ...(options.testClock ? { clock: await PlatformClock.adjustable(db) } : {}),
  });
  const url = await app.listen({ host, port: options.port ?? 0 });
  mediaOrigin = options.publicUrl ?? url;
  selfOrigin = options.internalUrl ?? url;
  // Simulations a previous run left keep their CMS rows in step; a speed starts the ticker teams' afresh.
  await matchSimulator.resume();
  if (matchSpeed !== undefined) await matchSimulator.startTeams(matchSpeed);
  return {
    url,
    db,
    identity: { issuer: identity.issuer, url: identity.url, signingKey: identity.key },
    mailer,
    devMail: devMailServer
      ? { inbox: devMailServer.inbox, smtpPort: devMailServer.port, url: `${url}/dev/mail` }
      : undefined,
    payments: { url: paymentsUrl },
    async close() {
      mailer.close();
      await tracing.shutdown();
      await sandboxPayments?.close();
      await devMailServer?.close();
      await identity.close();
      await app.close();
      await documents.close();
      await db.close();
    },
  };
}
