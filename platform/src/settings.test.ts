import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SettingsError } from '@club/settings';
import { describe, expect, it } from 'vitest';
import { platformSettingsFromEnv } from './settings.ts';

function refusal(env: NodeJS.ProcessEnv): string[] {
  try {
    platformSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('the platform’s settings', () => {
  it('its port is PLATFORM_PORT wherever it runs; PORT is the portal’s or the graph’s', () => {
    expect(platformSettingsFromEnv({ PORT: '3000', PLATFORM_PORT: '4020' }).options.port).toBe(4020);
    expect(platformSettingsFromEnv({ PORT: '3000' }).options.port).toBe(4010);
  });

  it('keeps documents beside the data, a throw-away directory for a throw-away database', () => {
    expect(platformSettingsFromEnv({ PGLITE_DIR: '/srv/club/pglite' }).options).toMatchObject({
      dataDir: '/srv/club/pglite',
      documentsDir: '/srv/club/documents',
    });
    expect(platformSettingsFromEnv({ PGLITE_DIR: 'memory' }).options).toMatchObject({
      dataDir: undefined,
      documentsDir: undefined,
    });
    expect(
      platformSettingsFromEnv({ DATABASE_URL: 'postgres://club@db:5432/club', DOCUMENTS_DIR: '/srv/documents' })
        .options,
    ).toMatchObject({ url: 'postgres://club@db:5432/club', dataDir: undefined, documentsDir: '/srv/documents' });
  });

  it('stops at wrong values, each named', () => {
    expect(
      refusal({
        DATABASE_URL: 'mysql://db',
        PLATFORM_PORT: '-1',
        VIDEO_TOKEN_SECRET: 'short',
        MATCH_SPEED: 'fast',
        SMTP_URL: 'mail.club.example',
      }),
    ).toEqual([
      '  DATABASE_URL must be a URL (postgres://… or postgresql://…), not "mysql://db"',
      '  PLATFORM_PORT must be a whole number from 0 to 65535, not "-1"',
      '  SMTP_URL must be a URL (smtp://… or smtps://…), not "mail.club.example"',
      '  MATCH_SPEED must be a number from 0.01 to 10000, not "fast"',
    ]);
    // The secrets' lengths are checked once the rest is well formed.
    expect(refusal({ VIDEO_TOKEN_SECRET: 'short', JOB_UPLOAD_SECRET: 'x'.repeat(15) })).toEqual([
      '  VIDEO_TOKEN_SECRET needs at least 16 characters',
      '  JOB_UPLOAD_SECRET needs at least 16 characters',
    ]);
  });

  it('a platform started on its own with a wrong setting exits at once, before opening a database', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const started = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, PLATFORM_PORT: '4010/tcp', PGLITE_DIR: 'memory' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr).toContain(
      'The platform cannot start with these settings:\n' +
        '  PLATFORM_PORT must be a whole number from 0 to 65535, not "4010/tcp"\n',
    );
    expect(started.stderr).not.toMatch(/^\s+at /m);
  });
});
