import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GRAPH_CLIENT_SECRET } from '@club/platform';
import { SettingsError } from '@club/settings';
import { describe, expect, it } from 'vitest';
import { portalSettingsFromEnv } from './portal-settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the portal’s settings', () => {
  it('a newcomer’s start needs none, and its production graph gets a secret of its own, never the public one', () => {
    const first = portalSettingsFromEnv({}, root);
    const second = portalSettingsFromEnv({}, root);
    expect(first.graph.mode).toBe('production');
    expect(first.graphClientSecret).not.toBe(DEFAULT_GRAPH_CLIENT_SECRET);
    expect(first.graphClientSecret).not.toBe(second.graphClientSecret);
    // The platform's provider and the graph both know the same secret.
    expect(first.platform.graphClientSecret).toBe(first.graphClientSecret);
    expect(first.graph.graphClientSecret).toBe(first.graphClientSecret);
    expect(first).toMatchObject({ port: 3000, portalUrl: 'http://127.0.0.1:3000', graphUrl: undefined });
    expect(first.platform).toMatchObject({
      port: 4010,
      dataDir: `${root}.data/pglite`,
      documentsDir: `${root}.data/documents`,
      webOrigins: ['http://127.0.0.1:3000'],
    });
  });

  it('an operator’s secret and settings reach every part', () => {
    const settings = portalSettingsFromEnv(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://club.example/',
        GRAPH_CLIENT_SECRET: 'the-club-graph-secret-of-this-host',
        PGLITE_DIR: 'memory',
        UPSTREAM_TIMEOUT_MS: '2000',
        GRAPH_URL: 'http://graph.club.internal:4000/',
      },
      root,
    );
    expect(settings).toMatchObject({
      port: 8080,
      portalUrl: 'http://127.0.0.1:8080',
      publicUrl: 'https://club.example',
      graphUrl: 'http://graph.club.internal:4000',
      graphClientSecret: 'the-club-graph-secret-of-this-host',
      graph: { upstreamTimeoutMs: 2000, graphClientSecret: 'the-club-graph-secret-of-this-host' },
      platform: {
        graphClientSecret: 'the-club-graph-secret-of-this-host',
        dataDir: undefined,
        documentsDir: undefined,
      },
    });
  });

  it('names the portal’s server in traces, while the graph and the platform inside keep their own names', () => {
    expect(portalSettingsFromEnv({}, root).tracing).toEqual({ serviceName: 'club-portal', endpoint: undefined });
    const settings = portalSettingsFromEnv(
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'club-portal-eu' },
      root,
    );
    expect(settings.tracing).toEqual({ serviceName: 'club-portal-eu', endpoint: 'http://collector:4318' });
    expect(settings.graph).toMatchObject({ serviceName: 'club-graph', otlpEndpoint: 'http://collector:4318' });
    expect(settings.platform.tracing).toEqual({ serviceName: 'club-platform', endpoint: 'http://collector:4318' });
  });

  it('names the wrong variables of all three deployables at once', () => {
    let error: unknown;
    try {
      portalSettingsFromEnv(
        { UPSTREAM_TIMEOUT_MS: '3s', PLATFORM_PORT: 'x', GRAPH_URL: 'graph:4000', PUBLIC_URL: 'club.example' },
        root,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).message).toBe(
      [
        'The portal cannot start with these settings:',
        '  PUBLIC_URL must be a URL (http://… or https://…), not "club.example"',
        '  GRAPH_URL must be a URL (http://… or https://…), not "graph:4000"',
        '  PLATFORM_PORT must be a whole number from 0 to 65535, not "x"',
        '  UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 600000, not "3s"',
      ].join('\n'),
    );
  });

  it('the portal started with a wrong setting stops before starting anything, with the message', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', `${root}scripts/portal.ts`], {
      cwd: root,
      env: { PATH: process.env.PATH, UPSTREAM_TIMEOUT_MS: '3s', PGLITE_DIR: 'memory', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr).toContain(
      'The portal cannot start with these settings:\n' +
        '  UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 600000, not "3s"\n',
    );
    expect(started.stdout).not.toContain('Club portal ready');
  });
});
