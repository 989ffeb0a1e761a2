import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GRAPH_CLIENT_SECRET, DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../graph/test/harness.ts';
import { createGraph, type Graph } from '../graph/src/yoga.ts';
import { channelAccessToken } from '../graph/src/channels/client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'channel-cli-'));

async function tokenFor(credentials: { OIDC_ISSUER: string; CHANNEL_ID: string; CHANNEL_SECRET: string }) {
  return channelAccessToken({
    issuer: credentials.OIDC_ISSUER,
    clientId: credentials.CHANNEL_ID,
    clientSecret: credentials.CHANNEL_SECRET,
  });
}

/** `pnpm channel …` as a developer runs it: its exit code and what it printed. */
function channel(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/channel.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

function file(name: string, content: string): string {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
}

describe('pnpm channel check: the schema check', () => {
  it('passes the working schema against the repository’s channels', async () => {
    const { code, out } = await channel(['check']);
    expect(out).toContain('Schema check passed');
    expect(code).toBe(0);
  }, 60_000);

  it('fails a document that a change breaks, naming the channel, the document and where', async () => {
    const manifest = file(
      'old-app.json',
      JSON.stringify({ 'old-1': 'query OldApp {\n  partners { name logoUrl }\n}' }),
    );
    // Deployed, Partner had a logoUrl, which this app reads; the working schema has none.
    const deployed = readFileSync(join(root, 'schema.graphql'), 'utf8').replace(
      /^type Partner implements Node \{\n/m,
      (line) => `${line}  logoUrl: String\n`,
    );
    expect(deployed).toContain('logoUrl');
    const { code, out } = await channel(['check', '--deployed', file('with-logo.graphql', deployed), manifest]);
    expect(code).toBe(1);
    expect(out).toContain(manifest);
    expect(out).toContain('old-1');
    expect(out).toContain('OldApp');
    expect(out).toMatch(/2:\d+/);
    expect(out).toContain('logoUrl');
  }, 60_000);

  it('passes an additive change and lists it', async () => {
    // The deployed schema as it was before Query.searchSuggestions existed: the working one only adds it.
    const deployed = readFileSync(join(root, 'schema.graphql'), 'utf8').replace(/^ {2}searchSuggestions\(.*\n/m, '');
    const { code, out } = await channel(['check', '--deployed', file('deployed.graphql', deployed)]);
    expect(out).toContain('searchSuggestions');
    expect(code).toBe(0);
  }, 60_000);
});

describe('pnpm channel: register, publish, retire and revoke against a running portal', () => {
  let platform: PlatformUnderTest;
  let graph: Graph;
  let server: Server;
  let developer: Record<string, string>;
  let graphUrl: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    graph = createGraph({ config: testConfig(platform.platform, { mode: 'production' }) });
    server = createServer(graph);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
    developer = { PLATFORM_URL: platform.platform.url, CLUB_TOKEN: token };
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await graph?.dispose();
    await platform?.platform.close();
  });

  it('takes a new channel from registration to its documents running, and ends it', async () => {
    const registered = await channel(['register', 'shop-staff-cli', 'Shop', 'staff'], developer);
    expect(registered.code, registered.out).toBe(0);
    const secret = /CHANNEL_SECRET=(\S+)/.exec(registered.out)?.[1];
    expect(secret).toBeDefined();
    const credentials = {
      GRAPH_URL: graphUrl,
      OIDC_ISSUER: platform.platform.identity.issuer,
      CHANNEL_ID: 'shop-staff-cli',
      CHANNEL_SECRET: secret!,
    };
    const manifest = file('staff.json', JSON.stringify({ 'staff-1': 'query Staff { productCategories { name } }' }));
    const published = await channel(['publish', manifest, 'v1'], credentials);
    expect(published.out).toContain('Published: version v1, 1 documents');
    expect((await channel(['publish', manifest, 'v1'], credentials)).out).toContain('Already published');

    const hostile = file('hostile.json', JSON.stringify({ bad: 'query Bad { noSuchField }' }));
    const refused = await channel(['publish', hostile, 'v2'], credentials);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('bad: Cannot query field "noSuchField"');

    // The schema check over the running registry's active deployments: the web app's and this channel's.
    const checked = await channel(['check', '--registry', platform.platform.url, '--usage', graphUrl], {
      GRAPH_CLIENT_SECRET: DEFAULT_GRAPH_CLIENT_SECRET,
    });
    expect(checked.out).toContain('Schema check passed');
    expect(checked.out).toMatch(/Checked \d+ documents of \d+ deployments/);

    // Every channel's usage is an operator's to read: a wrong secret is refused.
    const guessed = await channel(['check', '--usage', graphUrl], { GRAPH_CLIENT_SECRET: 'not-the-graph-secret' });
    expect(guessed.code).toBe(1);
    expect(guessed.out).toContain('401');

    const listed = await channel(['list'], developer);
    expect(listed.out).toMatch(/shop-staff-cli[\s\S]*v1 {2}1 documents/);
    const ran = await fetch(`${graphUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(credentials)}` },
      body: JSON.stringify({ documentId: 'staff-1' }),
    });
    expect(ran.status).toBe(200);
    const usage = await channel(['usage'], credentials);
    expect(usage.out).toMatch(/Staff {2}1 requests, 0 refused/);
    expect(usage.out).toContain('ProductCategory.name');

    expect((await channel(['retire', 'v1'], credentials)).out).toContain('Retired v1');
    expect((await channel(['revoke', 'shop-staff-cli'], developer)).out).toContain('Revoked');
    const afterRevocation = await channel(['publish', manifest, 'v3'], credentials);
    expect(afterRevocation.code).toBe(1);
  }, 120_000);

  it('stops at a missing or wrong setting, naming it', async () => {
    const missing = await channel(['list'], { PLATFORM_URL: platform.platform.url });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('CLUB_TOKEN');
    const wrong = await channel(['publish', 'x.json'], {
      GRAPH_URL: 'not a url',
      CHANNEL_ID: 'abc',
      CHANNEL_SECRET: 'x'.repeat(20),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('GRAPH_URL');
  }, 60_000);
});
