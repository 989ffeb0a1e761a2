import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GRAPH_CLIENT_SECRET } from '@club/platform';
import { SettingsError } from '@club/settings';
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEVELOPMENT_GRAPH_CLIENT_SECRET, standaloneSettingsFromEnv } from './config.ts';

const productionSecret = 'a-secret-of-the-club-graph-0123456789';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('the graph’s settings', () => {
  it('a deadline written with a unit stops the start, naming the variable (it used to be a NaN deadline)', () => {
    expect(refusal({ UPSTREAM_TIMEOUT_MS: '3s' })).toBe(
      'The graph cannot start with these settings:\n' +
        '  UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 600000, not "3s"',
    );
  });

  it('names every wrong variable in one message', () => {
    const message = refusal({ SHOP_ID: '0', METRICS_PORT: '99999', REDIS_URL: 'localhost:6379', GRAPHQL_JIT: 'no' });
    expect(message.split('\n').slice(1)).toEqual([
      '  SHOP_ID must be a whole number from 1 to 9007199254740991, not "0"',
      '  REDIS_URL must be a URL (redis://… or rediss://…), not "localhost:6379"',
      '  METRICS_PORT must be a whole number from 0 to 65535, not "99999"',
      '  GRAPHQL_JIT must be on or off, not "no"',
    ]);
  });

  it('production refuses to start without a secret of its own at the OpenID provider', () => {
    expect(refusal({ NODE_ENV: 'production' })).toContain('GRAPH_CLIENT_SECRET is required in production');
    expect(refusal({ NODE_ENV: 'production', GRAPH_CLIENT_SECRET: DEVELOPMENT_GRAPH_CLIENT_SECRET })).toContain(
      'GRAPH_CLIENT_SECRET is the development secret; production needs its own',
    );
    expect(refusal({ NODE_ENV: 'production', GRAPH_CLIENT_SECRET: 'short' })).toContain(
      'GRAPH_CLIENT_SECRET needs at least 16 characters',
    );
    const config = configFromEnv({ NODE_ENV: 'production', GRAPH_CLIENT_SECRET: productionSecret });
    expect(config).toMatchObject({ mode: 'production', graphClientSecret: productionSecret, publicCacheTtlMs: 5000 });
  });

  it('development runs with the development provider’s secret, which is the platform’s', () => {
    expect(configFromEnv({})).toMatchObject({ mode: 'development', graphClientSecret: DEFAULT_GRAPH_CLIENT_SECRET });
    expect(DEVELOPMENT_GRAPH_CLIENT_SECRET).toBe(DEFAULT_GRAPH_CLIENT_SECRET);
  });

  it('reads what an operator sets', () => {
    const config = configFromEnv({
      UPSTREAM_TIMEOUT_MS: '1500',
      PUBLIC_CACHE_TTL_MS: '0',
      PUBLIC_CACHE_MAX_MB: '2.5',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      LIVE_STREAMS_PER_PERSON: '5',
      LOG_LEVEL: 'warn',
      METRICS: 'off',
    });
    expect(config).toMatchObject({
      upstreamTimeoutMs: 1500,
      publicCacheTtlMs: 0,
      publicCacheMaxMB: 2.5,
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
      liveStreams: { perPerson: 5 },
      logLevel: 'warn',
      metrics: false,
    });
    expect(standaloneSettingsFromEnv({ PORT: '4100' }).listen).toEqual({ host: '127.0.0.1', port: 4100 });
  });

  it('a production graph started on its own without its secret exits at once with the message, no stack trace', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const started = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', METRICS: 'off' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr.trim()).toBe(
      'The graph cannot start with these settings:\n' + '  GRAPH_CLIENT_SECRET is required in production',
    );
  });
});
