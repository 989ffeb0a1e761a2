import { startPlatform } from './index.ts';

const platform = await startPlatform({
  url: process.env.DATABASE_URL,
  // PGLITE_DIR=memory: a fresh in-memory database, as `pnpm start` (scripts/portal.ts) reads it too.
  dataDir:
    process.env.DATABASE_URL || process.env.PGLITE_DIR === 'memory'
      ? undefined
      : (process.env.PGLITE_DIR ?? '.data/pglite'),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4010),
  publicUrl: process.env.PLATFORM_PUBLIC_URL,
  identityPort: Number(process.env.IDENTITY_PORT ?? 4011),
  graphClientSecret: process.env.GRAPH_CLIENT_SECRET,
  latencyMs: Number(process.env.PLATFORM_LATENCY_MS ?? 0),
  logger: true,
  smtpUrl: process.env.SMTP_URL || undefined,
  mailPort: Number(process.env.MAIL_PORT ?? 0),
  // MATCH_SPEED=60 plays the ticker teams' next matches at a minute a second from the start (1: real time).
  matchSpeed: process.env.MATCH_SPEED ? Number(process.env.MATCH_SPEED) : undefined,
});
console.log(`Platform listening on ${platform.url}, OpenID provider ${platform.identity.issuer}`);
if (platform.devMail) console.log(`Development inbox: ${platform.devMail.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void platform.close().then(() => process.exit(0)));
}
