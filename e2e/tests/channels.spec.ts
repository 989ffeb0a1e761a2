import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { allowJourney, signInFromHeader } from './steps.ts';

/**
 * The graph's second channel (docs/channels.md), run as its developers run it: a developer registers it with
 * `pnpm channel`, publishes its documents, and the stadium screen (channels/stadium-screen) shows the graph's
 * data in Chromium as its own channel; a retired version and a revocation end it without a restart.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const platformUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

function run(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let screen: ChildProcess | undefined;
test.afterAll(() => void screen?.kill('SIGTERM'));

test('a developer registers the stadium screen, publishes its documents, and the screen shows the graph’s data as its channel', async ({
  page,
  baseURL,
}) => {
  allowJourney(120);
  // The developer signs in to the portal; their access token is what the web app sends the graph.
  await page.goto('/');
  await signInFromHeader(page, 'fan@club.example');
  const authorized = await page.waitForRequest(
    (request) => request.url().includes('/graphql') && !!request.headers().authorization,
  );
  const developer = { PLATFORM_URL: platformUrl, CLUB_TOKEN: authorized.headers().authorization!.slice(7) };
  const { authority: issuer } = (await (await page.request.get('/config.json')).json()) as { authority: string };

  const name = `stadium-e2e-${Date.now().toString(36)}`;
  const registered = await run(['scripts/channel.ts', 'register', name, 'Stadionanzeige'], developer);
  expect(registered.code, registered.out).toBe(0);
  const secret = /CHANNEL_SECRET=(\S+)/.exec(registered.out)![1]!;
  const channel = { GRAPH_URL: baseURL!, OIDC_ISSUER: issuer, CHANNEL_ID: name, CHANNEL_SECRET: secret };

  const published = await run(
    ['scripts/channel.ts', 'publish', 'channels/stadium-screen/manifest.json', 'v1'],
    channel,
  );
  expect(published.out).toContain('Published: version v1');

  const port = await freePort();
  screen = spawn(process.execPath, ['--import', 'tsx', 'channels/stadium-screen/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...channel, PORT: String(port), REFRESH_SECONDS: '5' },
    stdio: 'ignore',
  });
  const screenUrl = `http://127.0.0.1:${port}`;
  await expect(async () => expect((await page.request.get(`${screenUrl}/healthz`)).ok()).toBe(true)).toPass();

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(screenUrl);
  await expect(page.getByRole('heading', { name: 'Nächstes Spiel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Tabelle/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('SC Südstadt 1899');
  await page.goto(`${screenUrl}/?lang=en`);
  await expect(page.getByRole('heading', { name: 'Next match' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  // The channel's only version retired: the graph no longer runs its documents, and the screen says so.
  expect((await run(['scripts/channel.ts', 'retire', 'v1'], channel)).out).toContain('Retired v1');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('status').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // Published again, then revoked by its developer: no new token, and the graph refuses the one it has.
  expect(
    (await run(['scripts/channel.ts', 'publish', 'channels/stadium-screen/manifest.json', 'v2'], channel)).code,
  ).toBe(0);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Next match' })).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect((await run(['scripts/channel.ts', 'revoke', name], developer)).out).toContain('Revoked');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('status').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
