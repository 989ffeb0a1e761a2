/**
 * The OpenID provider keeps sign-ins in the database (issue 41): a platform restarted on the same database, or a
 * second instance beside it, accepts the access tokens and refresh tokens the first one issued, and signs with
 * the same key. Before, a restart made a new key and forgot every session: every fan was signed out.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, WEB_CLIENT_ID, type RunningPlatform, type StartPlatformOptions } from '../index.ts';

const started: RunningPlatform[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(started.map((platform) => platform.close().catch(() => undefined)));
  for (const cleanup of cleanups) await cleanup();
});

/** A PGlite directory that outlives one platform (a test schema of PostgreSQL is dropped when it closes). */
async function lastingDatabase(): Promise<StartPlatformOptions> {
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-restart-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

/** A port that was free a moment ago: the restarted provider must keep its issuer (host and port). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(options: StartPlatformOptions): Promise<RunningPlatform> {
  const platform = await startPlatform(options);
  started.push(platform);
  return platform;
}

const refresh = (issuer: string, refreshToken: string) =>
  fetch(`${issuer}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: WEB_CLIENT_ID }),
  });

// Each test starts platforms on a database of its own (two seedings of PGlite in the first): on a loaded CI
// machine that took over 20 s. The timeout bounds a hang; it asserts nothing about speed.
describe('sign-ins outlive the provider’s process', { timeout: 120_000 }, () => {
  it('a restarted platform accepts the access and refresh tokens the one before issued', async () => {
    const database = await lastingDatabase();
    const identityPort = await freePort();
    const first = await start({ ...database, identityPort });
    const tokens = await signIn(first.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    expect(tokens.refresh_token).toBeTruthy();
    await first.close();

    const second = await start({ ...database, identityPort });
    expect(second.identity.issuer).toBe(first.identity.issuer);
    expect(second.identity.signingKey.kid).toBe(first.identity.signingKey.kid);
    // The access token still opens the fan's own data…
    const self = await fetch(`${second.url}/contacts/self`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(self.status).toBe(200);
    // … and the refresh token still gets new tokens: the fan stays signed in.
    const refreshed = await refresh(second.identity.issuer, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(body.access_token).toBeTruthy();
    // Refresh tokens rotate: the new one works, the one used is spent (and using it again would revoke the grant).
    expect((await refresh(second.identity.issuer, body.refresh_token)).status).toBe(200);
    expect((await refresh(second.identity.issuer, tokens.refresh_token!)).status).toBe(400);
  });

  // Two processes cannot open one PGlite directory: instances share a PostgreSQL (CI sets DATABASE_URL).
  const url = process.env.DATABASE_URL;
  it.runIf(url)('two instances behind one address share the key, and each honours the other’s tokens', async () => {
    const database = { url, schema: `test_${randomUUID().replaceAll('-', '')}` };
    const a = await start({ ...database });
    // b answers under a's issuer, as two instances behind one balancer's address do.
    const b = await start({ ...database, identityIssuer: a.identity.issuer });
    expect(b.identity.signingKey.kid).toBe(a.identity.signingKey.kid);
    const tokens = await signIn(a.identity.url, 'fan@club.example', DEMO_PASSWORD);
    const onB = await fetch(`${b.url}/contacts/self`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(onB.status).toBe(200);
    // A refresh at the other instance: the sign-in lives in the database, not in a's memory.
    const refreshed = await refresh(b.identity.url, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
  });
});
