/**
 * `pnpm start:ha`: the portal as a platform team runs it, on one machine with real parts. Every deployable is
 * a process of its own behind HAProxy (Debian's), sharing the machine's PostgreSQL and Redis:
 *
 *   browsers ─▶ HAProxy :PORT ──┬─ /graphql, /calendar ─▶ graph instances (GRAPH_INSTANCES, default 3)
 *                               └─ everything else ─────▶ portal web servers (PORTAL_INSTANCES, default 2)
 *   graph, portal ─▶ HAProxy :PLATFORM_PORT ─▶ platform instances (PLATFORM_INSTANCES, default 2)
 *                                          └─ /dev/mail ─▶ the third parties' development inbox
 *   browsers, graph ─▶ HAProxy :IDENTITY_PORT ─▶ the platforms' OpenID providers (state in the database)
 *   platforms ─▶ the third parties: the development mail server and the sandbox payment provider (one process)
 *
 * Instances that die are started again (scripts/ha/supervisor.ts); HAProxy probes each one (a graph's
 * /health/ready) and sends nothing to one that is not ready. Operators read every graph's metrics, labelled
 * by instance, and the instances' state at METRICS_PORT (/metrics, /instances), HAProxy's at its stats page.
 *
 * Settings (checked before anything starts):
 *   PORT (3000), PLATFORM_PORT (4010), IDENTITY_PORT (4011), PAYMENTS_PORT (4012), METRICS_PORT (9464),
 *   HAPROXY_STATS_PORT (8404), HOST (127.0.0.1)
 *   GRAPH_INSTANCES (3), PORTAL_INSTANCES (2), PLATFORM_INSTANCES (2)
 *   DATABASE_URL  the PostgreSQL server (default: this machine's, postgres://postgres@127.0.0.1:5432/postgres);
 *                 the portal's data lives in a database of its own there, HA_DATABASE (default club_ha)
 *   HA_FRESH_DATABASE  on: a new database for this start, dropped when it stops (the e2e run)
 *   REDIS_URL     (default redis://127.0.0.1:6379); this start's keys are kept apart by a namespace of its own
 *   MATCH_SPEED   plays the ticker teams' next matches from the start (as with pnpm start)
 *   OTEL_EXPORTER_OTLP_ENDPOINT  an OpenTelemetry collector every graph, portal server and platform sends its traces to
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSettings, SettingsError } from '@club/settings';
import pg from 'pg';
import { Redis } from 'ioredis';
import { haproxyConfig, type Server } from './haproxy.ts';
import { haEnvironment, MACHINE_POSTGRES } from './settings.ts';
import { mergeExpositions } from './metrics.ts';
import { Instance, type InstanceSpec } from './supervisor.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const settings = readSettings();
const postgresUrl = settings.DATABASE_URL ?? MACHINE_POSTGRES;
const log = (line: string) => console.log(line);
const host = settings.HOST;
const at = (port: number) => `${host}:${port}`;
const url = (port: number) => `http://${at(port)}`;
const portalUrl = url(settings.PORT);
const platformUrl = url(settings.PLATFORM_PORT);
const issuer = url(settings.IDENTITY_PORT);

await requireHaproxy();
const database = await prepareDatabase();
const redisUrl = settings.REDIS_URL ?? 'redis://127.0.0.1:6379';
await requireRedis(redisUrl);

// What every instance of a kind must agree on, made once per start.
const secret = () => randomBytes(32).toString('base64url');
const shared = {
  GRAPH_CLIENT_SECRET: secret(),
  WEB_CHANNEL_SECRET: secret(),
  VIDEO_TOKEN_SECRET: secret(),
  JOB_UPLOAD_SECRET: secret(),
  PAYMENTS_API_KEY: secret(),
  PAYMENT_WEBHOOK_SECRET: secret(),
};
const workDir = mkdtempSync(join(tmpdir(), 'club-ha-'));
const baseEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  LOG_LEVEL: settings.LOG_LEVEL,
  // Traces of every graph, portal server and platform go to one collector, when one is named.
  ...(settings.OTEL_EXPORTER_OTLP_ENDPOINT
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: settings.OTEL_EXPORTER_OTLP_ENDPOINT }
    : {}),
};
const node = (script: string) => ({ command: process.execPath, args: ['--import', 'tsx', `${root}${script}`] });

const inboxPort = await freePort();
const mailPort = await freePort();
const thirdParties: InstanceSpec = {
  name: 't1',
  kind: 'third-parties',
  ...node('platform/src/third-parties.ts'),
  env: {
    ...baseEnv,
    HOST: host,
    MAIL_PORT: String(mailPort),
    INBOX_PORT: String(inboxPort),
    PAYMENTS_PORT: String(settings.PAYMENTS_PORT),
    PAYMENTS_API_KEY: shared.PAYMENTS_API_KEY,
    PAYMENT_WEBHOOK_SECRET: shared.PAYMENT_WEBHOOK_SECRET,
    WEB_ORIGINS: portalUrl,
  },
  healthUrl: `${url(inboxPort)}/dev/mail/messages`,
};

const platforms: InstanceSpec[] = [];
const identities: Server[] = [];
for (let index = 1; index <= settings.PLATFORM_INSTANCES; index++) {
  const [port, identityPort] = [await freePort(), await freePort()];
  const env = {
    ...baseEnv,
    DATABASE_URL: database.url,
    DOCUMENTS_DIR: join(workDir, 'documents'),
    PLATFORM_HOST: host,
    PLATFORM_PORT: String(port),
    // Media links and sign-in pages name the addresses browsers use: the portal's and the provider's fronts.
    PLATFORM_PUBLIC_URL: portalUrl,
    PLATFORM_INTERNAL_URL: platformUrl,
    IDENTITY_PORT: String(identityPort),
    IDENTITY_ISSUER: issuer,
    WEB_ORIGINS: portalUrl,
    SMTP_URL: `smtp://${at(mailPort)}`,
    PAYMENTS_URL: url(settings.PAYMENTS_PORT),
    PAYMENTS_API_KEY: shared.PAYMENTS_API_KEY,
    PAYMENT_WEBHOOK_SECRET: shared.PAYMENT_WEBHOOK_SECRET,
    GRAPH_CLIENT_SECRET: shared.GRAPH_CLIENT_SECRET,
    WEB_CHANNEL_SECRET: shared.WEB_CHANNEL_SECRET,
    VIDEO_TOKEN_SECRET: shared.VIDEO_TOKEN_SECRET,
    JOB_UPLOAD_SECRET: shared.JOB_UPLOAD_SECRET,
    PLATFORM_TEST_CLOCK: settings.PLATFORM_TEST_CLOCK,
  };
  platforms.push({
    name: `p${index}`,
    kind: 'platform',
    ...node('platform/src/main.ts'),
    // The first instance starts the match simulation, once: a restart must not start the matches again.
    env: index === 1 && settings.MATCH_SPEED ? { ...env, MATCH_SPEED: String(settings.MATCH_SPEED) } : env,
    restartEnv: env,
    healthUrl: `${url(port)}/health`,
  });
  identities.push({ name: `id${index}`, address: at(identityPort) });
}

const graphEnv = {
  ...baseEnv,
  NODE_ENV: 'production',
  NODE_OPTIONS: '--max-old-space-size=1024 --max-semi-space-size=32',
  PLATFORM_URL: platformUrl,
  OIDC_ISSUER: issuer,
  GRAPH_CLIENT_SECRET: shared.GRAPH_CLIENT_SECRET,
  REDIS_URL: redisUrl,
  // This start's keys in Redis: another start (or a test run) on the same Redis shares nothing with it.
  REDIS_NAMESPACE: `ha-${randomBytes(6).toString('hex')}`,
  // HAProxy names the browser in X-Forwarded-For: live streams are counted per fan, not per balancer.
  TRUSTED_PROXIES: '127.0.0.1',
  METRICS_HOST: '127.0.0.1',
};
const graphs: InstanceSpec[] = [];
const graphMetrics: { instance: string; url: string }[] = [];
for (let index = 1; index <= settings.GRAPH_INSTANCES; index++) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  graphs.push({
    name: `g${index}`,
    kind: 'graph',
    ...node('graph/src/main.ts'),
    env: { ...graphEnv, HOST: host, PORT: String(port), METRICS_PORT: String(metricsPort) },
    healthUrl: `${url(port)}/health/ready`,
  });
  graphMetrics.push({ instance: `g${index}`, url: `${url(metricsPort)}/metrics` });
}

const portals: InstanceSpec[] = [];
for (let index = 1; index <= settings.PORTAL_INSTANCES; index++) {
  const port = await freePort();
  portals.push({
    name: `w${index}`,
    kind: 'portal',
    ...node('scripts/portal.ts'),
    env: {
      ...graphEnv,
      HOST: host,
      PORT: String(port),
      PUBLIC_URL: portalUrl,
      // The pages' preloaded queries go through the front to the graph instances, like the browser's.
      GRAPH_URL: portalUrl,
      // Each web server publishes the web app's documents as the web channel at its start (the same version).
      WEB_CHANNEL_SECRET: shared.WEB_CHANNEL_SECRET,
      METRICS: 'off',
    },
    healthUrl: `${url(port)}/health`,
  });
}

const serverOf = (spec: InstanceSpec): Server => ({ name: spec.name, address: new URL(spec.healthUrl!).host });
const configFile = join(workDir, 'haproxy.cfg');
writeFileSync(
  configFile,
  haproxyConfig({
    portalFront: at(settings.PORT),
    platformFront: at(settings.PLATFORM_PORT),
    identityFront: at(settings.IDENTITY_PORT),
    statsFront: at(settings.HAPROXY_STATS_PORT),
    graphs: graphs.map(serverOf),
    portals: portals.map(serverOf),
    platforms: platforms.map(serverOf),
    identities,
    inbox: { name: 't1', address: at(inboxPort) },
  }),
);
const checked = spawnSync('haproxy', ['-c', '-f', configFile], { encoding: 'utf8' });
if (checked.status !== 0) {
  await database.drop();
  stop(`HAProxy refused its configuration (${configFile}):\n${checked.stdout}${checked.stderr}`);
}
const haproxy: InstanceSpec = {
  name: 'lb',
  kind: 'haproxy',
  command: 'haproxy',
  args: ['-db', '-f', configFile],
  env: baseEnv,
  healthUrl: `${url(settings.HAPROXY_STATS_PORT)}/stats`,
};

/**
 * The portal servers publish the web app's documents as the web channel when they start; a graph instance
 * that started before reads them at its next look at the registry (CHANNEL_REFRESH_MS). Until then it refuses
 * them as unknown (PERSISTED_QUERY_NOT_IN_LIST): the topology is ready once every graph runs them.
 */
async function knowsWebDocuments(graph: InstanceSpec, timeoutMs = 30_000): Promise<void> {
  const documents = JSON.parse(readFileSync(join(root, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  const [documentId] = Object.keys(documents);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(new URL('/graphql', graph.healthUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ documentId }),
      signal: AbortSignal.timeout(2000),
    })
      .then((response) => response.text())
      .catch(() => 'PERSISTED_QUERY_NOT_IN_LIST');
    // Known: an answer of any other kind (this one lacks its variables).
    if (!answer.includes('PERSISTED_QUERY_NOT_IN_LIST')) return;
    if (Date.now() > deadline) throw new Error(`${graph.name} did not learn the web app's documents`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const instances = new Map<string, Instance>();
const run = (spec: InstanceSpec) => {
  const instance = new Instance(spec, log);
  instances.set(spec.name, instance);
  return instance.start();
};
try {
  // From the bottom: the third parties, one platform (it migrates and seeds the database), the others, the
  // balancer (a graph is ready only once the platform answers through it), then the graphs and portal servers.
  await run(thirdParties);
  await run(platforms[0]!);
  await Promise.all(platforms.slice(1).map(run));
  await run(haproxy);
  await Promise.all(graphs.map(run));
  await Promise.all(portals.map(run));
  await Promise.all(graphs.map((graph) => knowsWebDocuments(graph)));
} catch (error) {
  await shutdown();
  stop(`The topology did not start: ${(error as Error).message}`);
}

const operator = createHttpServer((request, response) => {
  if (request.url === '/instances') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return void response.end(JSON.stringify([...instances.values()].map((instance) => instance.state)));
  }
  if (request.url === '/metrics') {
    void Promise.all(
      graphMetrics.map(async ({ instance, url }) => ({
        instance,
        text: await fetch(url, { signal: AbortSignal.timeout(2000) })
          .then((answer) => (answer.ok ? answer.text() : ''))
          .catch(() => ''),
      })),
    ).then((expositions) => {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
      response.end(mergeExpositions(expositions));
    });
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => operator.listen(settings.METRICS_PORT, '127.0.0.1', resolve));

console.log(`
  Club portal ready (high availability): ${portalUrl}

  ${graphs.length} graph, ${portals.length} portal and ${platforms.length} platform instances behind HAProxy; database ${database.name}, Redis ${redisUrl}
  Platform ${platformUrl}, OpenID provider ${issuer}, sandbox payments ${url(settings.PAYMENTS_PORT)}
  Development inbox: ${platformUrl}/dev/mail
  Operators: instances and graph metrics at http://127.0.0.1:${settings.METRICS_PORT}/instances and /metrics, HAProxy at ${url(settings.HAPROXY_STATS_PORT)}/stats
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    operator.close();
    void shutdown().then(() => process.exit(0));
  });

/** The layers from the top: the fronts stop taking work, the graphs drain, then what they called. */
async function shutdown(): Promise<void> {
  const of = (kind: InstanceSpec['kind']) => [...instances.values()].filter((instance) => instance.spec.kind === kind);
  await Promise.all([...of('portal'), ...of('graph')].map((instance) => instance.stop()));
  await Promise.all(of('platform').map((instance) => instance.stop()));
  await Promise.all([...of('third-parties'), ...of('haproxy')].map((instance) => instance.stop()));
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}

function readSettings() {
  try {
    return parseSettings(haEnvironment, process.env, 'high-availability portal');
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

async function requireHaproxy(): Promise<void> {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.status !== 0)
    stop('HAProxy is not installed: apt-get install haproxy (Debian), then run pnpm start:ha again.');
}

/** The portal's own database on the server: created when missing; a fresh one per start with HA_FRESH_DATABASE. */
async function prepareDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = settings.HA_FRESH_DATABASE ? `club_ha_${randomBytes(4).toString('hex')}` : settings.HA_DATABASE;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) stop(`HA_DATABASE must be a plain database name, not "${name}"`);
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    stop(
      `No PostgreSQL answers at ${redacted(postgresUrl)} (${(error as Error).message}): start the machine's ` +
        '(docs/operations.md) or set DATABASE_URL.',
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    name,
    async drop() {
      if (!settings.HA_FRESH_DATABASE) return;
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await client.end();
    },
  };
}

async function requireRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    stop(
      `No Redis answers at ${redacted(redisUrl)} (${(error as Error).message}): start the machine's or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A URL as a log may show it: without its password. */
function redacted(address: string): string {
  const parsed = new URL(address);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server.address() as { port: number }) ?? { port: 0 };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
