import { dirname, join } from 'node:path';
import { parseSettings, setting } from '@club/settings';
import { z } from 'zod';
import type { StartPlatformOptions } from './index.ts';

/**
 * The platform's settings as the environment names them, read once when it starts on its own
 * (src/main.ts) or inside the portal (scripts/portal.ts). startPlatform itself reads no environment:
 * tests and benchmarks pass what they mean.
 */
export const platformEnvironment = z
  .object({
    DATABASE_URL: setting.optionalUrl(['postgres:', 'postgresql:']),
    /** `memory` is a throw-away database. */
    PGLITE_DIR: setting.text('.data/pglite'),
    DOCUMENTS_DIR: setting.optionalText(),
    PLATFORM_HOST: setting.text('127.0.0.1'),
    PLATFORM_PORT: setting.port(4010),
    PLATFORM_PUBLIC_URL: setting.optionalUrl(['http:', 'https:']),
    PLATFORM_LATENCY_MS: setting.wholeNumber({ min: 0, max: 60_000, fallback: 0 }),
    IDENTITY_PORT: setting.port(4011),
    /** The provider's public issuer URL behind a load balancer (default: where it listens). */
    IDENTITY_ISSUER: setting.optionalUrl(['http:', 'https:']),
    PAYMENTS_PORT: setting.port(4012),
    /**
     * A payment provider of its own instead of the sandbox this platform starts (instances behind a load
     * balancer share one, as they would the real provider): its API, key and webhook secret.
     */
    PAYMENTS_URL: setting.optionalUrl(['http:', 'https:']),
    PAYMENTS_API_KEY: setting.optionalText(),
    PAYMENT_WEBHOOK_SECRET: setting.optionalText(),
    /** Where other services reach the platform (the provider's webhooks); behind a balancer, its address. */
    PLATFORM_INTERNAL_URL: setting.optionalUrl(['http:', 'https:']),
    /** The portal's origins, where sign-in and sign-out may return (default: the development ones). */
    WEB_ORIGINS: setting.urlList(),
    GRAPH_CLIENT_SECRET: setting.optionalText(),
    /** The web channel's secret: the portal's deploy publishes the web app's documents with it (docs/channels.md). */
    WEB_CHANNEL_SECRET: setting.optionalText(),
    VIDEO_TOKEN_SECRET: setting.optionalText(),
    JOB_UPLOAD_SECRET: setting.optionalText(),
    SMTP_URL: setting.optionalUrl(['smtp:', 'smtps:']),
    MAIL_PORT: setting.port(0),
    MATCH_SPEED: setting.optionalDecimal({ min: 0.01, max: 10_000 }),
    /** `on`: tests may move the platform's clock (POST /dev/clock); never in production. */
    PLATFORM_TEST_CLOCK: setting.oneOf(['off', 'on'] as const, 'off'),
    LOG_LEVEL: setting.oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const, 'info'),
    /** An OpenTelemetry collector's base address (OTLP/HTTP): traces go there; without it none are made. */
    OTEL_EXPORTER_OTLP_ENDPOINT: setting.optionalUrl(['http:', 'https:']),
    OTEL_SERVICE_NAME: setting.text('club-platform'),
  })
  .superRefine((env, problems) => {
    // The signing secrets are checked here too, so a short one stops the start before the database opens (once
    // the other variables are well formed: zod runs an object's refinements after its fields).
    for (const name of [
      'GRAPH_CLIENT_SECRET',
      'WEB_CHANNEL_SECRET',
      'VIDEO_TOKEN_SECRET',
      'JOB_UPLOAD_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
    ] as const)
      if (env[name] !== undefined && env[name].length < 16)
        problems.addIssue({ code: 'custom', path: [name], message: 'needs at least 16 characters' });
    // A provider of its own comes with its key; a key without a provider is a mistake too.
    if (env.PAYMENTS_URL && !env.PAYMENTS_API_KEY)
      problems.addIssue({ code: 'custom', path: ['PAYMENTS_API_KEY'], message: 'is needed with PAYMENTS_URL' });
    if (env.PAYMENTS_URL && !env.PAYMENT_WEBHOOK_SECRET)
      problems.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'is needed with PAYMENTS_URL' });
    if (!env.PAYMENTS_URL && env.PAYMENTS_API_KEY)
      problems.addIssue({ code: 'custom', path: ['PAYMENTS_URL'], message: 'is needed with PAYMENTS_API_KEY' });
  });

export type PlatformEnvironment = z.output<typeof platformEnvironment>;

/** Where the database and the documents live: PGlite's directory, `memory`, or a PostgreSQL. */
export function storageOf(
  settings: Pick<PlatformEnvironment, 'DATABASE_URL' | 'PGLITE_DIR' | 'DOCUMENTS_DIR'>,
): Pick<StartPlatformOptions, 'url' | 'dataDir' | 'documentsDir'> {
  const throwAway = !settings.DATABASE_URL && settings.PGLITE_DIR === 'memory';
  return {
    url: settings.DATABASE_URL,
    dataDir: settings.DATABASE_URL || throwAway ? undefined : settings.PGLITE_DIR,
    // Documents are kept as long as the database keeps their rows, beside it; a throw-away database gets a
    // throw-away directory (undefined: a temporary one).
    documentsDir: settings.DOCUMENTS_DIR ?? (throwAway ? undefined : join(dirname(settings.PGLITE_DIR), 'documents')),
  };
}

/** The platform's options from the environment; a wrong value stops the start, naming the variable. */
export function platformSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  settings: PlatformEnvironment;
  options: StartPlatformOptions;
} {
  const settings = parseSettings(platformEnvironment, env, 'platform');
  return {
    settings,
    options: {
      ...storageOf(settings),
      host: settings.PLATFORM_HOST,
      port: settings.PLATFORM_PORT,
      publicUrl: settings.PLATFORM_PUBLIC_URL,
      identityPort: settings.IDENTITY_PORT,
      identityIssuer: settings.IDENTITY_ISSUER,
      paymentsPort: settings.PAYMENTS_PORT,
      ...(settings.PAYMENTS_URL
        ? { paymentProvider: { url: settings.PAYMENTS_URL, apiKey: settings.PAYMENTS_API_KEY! } }
        : {}),
      ...(settings.PAYMENT_WEBHOOK_SECRET ? { paymentWebhookSecret: settings.PAYMENT_WEBHOOK_SECRET } : {}),
      internalUrl: settings.PLATFORM_INTERNAL_URL,
      ...(settings.WEB_ORIGINS.length ? { webOrigins: settings.WEB_ORIGINS } : {}),
      graphClientSecret: settings.GRAPH_CLIENT_SECRET,
      webChannelSecret: settings.WEB_CHANNEL_SECRET,
      videoTokenSecret: settings.VIDEO_TOKEN_SECRET,
      jobUploadSecret: settings.JOB_UPLOAD_SECRET,
      latencyMs: settings.PLATFORM_LATENCY_MS,
      smtpUrl: settings.SMTP_URL,
      mailPort: settings.MAIL_PORT,
      matchSpeed: settings.MATCH_SPEED,
      testClock: settings.PLATFORM_TEST_CLOCK === 'on',
      logLevel: settings.LOG_LEVEL,
      tracing: { serviceName: settings.OTEL_SERVICE_NAME, endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT },
    },
  };
}
