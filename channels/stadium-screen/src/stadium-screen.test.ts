/**
 * The stadium screen as its channel: registered by a developer at the real platform, its manifest published at a
 * real graph in production mode, its page read from the screen's own server. Then the graph failing in the ways
 * it can (revoked, throttled, silent), against a stand-in graph, and the page still answering with notices.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGraph, type Graph } from '@club/graph';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { SettingsError } from '@club/settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../../graph/test/harness.ts';
import { buildManifest } from './documents.ts';
import type { Log } from './log.ts';
import { publishManifest } from './publish.ts';
import { nextMatch, renderScreen, type ScreenMatch, type ScreenTicker, type ScreenView } from './render.ts';
import { startStadiumScreen, type RunningStadiumScreen } from './server.ts';
import { settingsFromEnv } from './settings.ts';

const CHANNEL = 'stadium-screen';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function page(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A log the tests read: every line as the screen would write it. */
function recordingLog(): { log: Log; lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (level, message, fields = {}) => lines.push(JSON.stringify({ level, message, ...fields })) };
}

describe('the stadium screen as a channel of the real graph', () => {
  let platform: PlatformUnderTest;
  let graph: Graph;
  let graphServer: Server;
  let graphUrl: string;
  let developer: string;
  let secret: string;
  let screen: RunningStadiumScreen;
  const { log, lines } = recordingLog();

  beforeAll(async () => {
    platform = await startTestPlatform();
    graph = createGraph({
      config: testConfig(platform.platform, { mode: 'production', channelRefreshMs: 100 }),
    });
    graphServer = createServer(graph);
    graphUrl = await listen(graphServer);
    developer = (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;

    const registered = await fetch(`${platform.platform.url}/channels/v1/self/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${developer}` },
      body: JSON.stringify({ name: CHANNEL, displayName: 'Stadionanzeige' }),
    });
    expect(registered.status).toBe(201);
    const credentials = (await registered.json()) as { clientId: string; clientSecret: string };
    expect(credentials.clientId).toBe(CHANNEL);
    secret = credentials.clientSecret;
    await sleep(250); // the graph's next snapshot of the registry (every 100 ms here)

    const options = { graphUrl, issuer: platform.platform.identity.issuer, clientId: CHANNEL, clientSecret: secret };
    expect((await publishManifest(options)).status).toBe(201);
    screen = await startStadiumScreen({ ...options, cacheMs: 0, log });
  }, 60_000);

  afterAll(async () => {
    await screen?.close();
    if (graphServer) await closeServer(graphServer);
    await graph?.dispose();
    await platform?.platform.close();
  });

  it('shows the next match and the standings, in German', async () => {
    const { status, headers, html } = await page(screen.url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-security-policy')).toContain("script-src 'sha256-");
    expect(html).toContain('<html lang="de" data-refresh="30"');
    // The first team's next match is tonight's cup tie against FC Nordhafen (platform seed).
    const next = html.slice(html.indexOf('Nächstes Spiel'));
    expect(next).toMatch(/SC Südstadt 1899<\/span><span class="vs">–<\/span><span class="team away">FC Nordhafen/);
    expect(next).toContain('Pokal');
    expect(next).toMatch(/Anstoß<\/span>[A-Z][a-z]\., \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/);
    // The league table with the club's own row marked.
    expect(html).toContain('Tabelle');
    expect(html).toMatch(/<tr class="own"><td>\d+<\/td><td class="name">SC Südstadt 1899/);
    expect(html.match(/<tr( class="own")?><td>/g)?.length).toBeGreaterThan(10);
    expect(html).not.toContain('class="notice"');
    // The platform's ticker has not started: no live section.
    expect(html).not.toContain('class="panel live"');
  });

  it('speaks English with ?lang=en', async () => {
    const { status, html } = await page(`${screen.url}/?lang=en`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Next match');
    expect(html).toContain('Kick-off');
    expect(html).toContain('>Table<');
    expect(html).toContain('FC Nordhafen');
    expect(html).not.toContain('Nächstes Spiel');
    expect(html).not.toContain(' Uhr');
  });

  it('publishes the same documents as the same version again', async () => {
    const again = await publishManifest({
      graphUrl,
      issuer: platform.platform.identity.issuer,
      clientId: CHANNEL,
      clientSecret: secret,
    });
    expect(again.status).toBe(200);
  });

  it('answers 200 with notices in place of the data once the channel is revoked, and logs no token', async () => {
    const revoked = await fetch(`${platform.platform.url}/channels/v1/self/channels/${CHANNEL}/revocation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${developer}` },
    });
    expect(revoked.status).toBe(200);
    await sleep(300);
    const { status, html } = await page(screen.url);
    expect(status).toBe(200);
    expect(html).toContain('Die Spiele können gerade nicht geladen werden.');
    expect(html).toContain('Die Tabelle kann gerade nicht geladen werden.');
    expect(html).toContain('Der Liveticker kann gerade nicht geladen werden.');
    expect(html).not.toContain('FC Nordhafen');
    const english = await page(`${screen.url}/?lang=en`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('The table cannot be loaded right now.');

    const logged = lines.join('\n');
    expect(logged).toMatch(/graph read failed.*"failure":"refused"/);
    expect(logged).toContain('CHANNEL_REVOKED');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(developer);
    expect(logged).not.toMatch(/eyJ[\w-]{10,}/); // no JWT
  });
});

/** A stand-in for the provider and the graph, which a test tells how to answer /graphql. */
async function standIn(answer: (response: ServerResponse, authorization: string) => void, expiresIn = 900) {
  const seen = { tokens: 0, reads: [] as string[] };
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/connect/token') {
        seen.tokens++;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: `stand-in-token-${seen.tokens}`, expires_in: expiresIn }));
        return;
      }
      seen.reads.push(request.headers.authorization ?? '');
      held.push(response);
      answer(response, request.headers.authorization ?? '');
    });
  });
  const url = await listen(server);
  return { url, seen, close: () => closeServer(server) };
}

const seasonAnswer = {
  matches: [],
  liveTicker: null,
  standings: { competition: 'Liga', season: 2026, updatedAt: '2026-11-21T18:00:00Z', rows: [] },
};

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

describe('the stadium screen when the graph fails', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function screenAt(url: string, options: { timeoutMs?: number; cacheMs?: number; now?: () => number } = {}) {
    const recorded = recordingLog();
    const screen = await startStadiumScreen({
      graphUrl: url,
      issuer: url,
      clientId: CHANNEL,
      clientSecret: 'stand-in-secret-0123456789',
      cacheMs: 0,
      ...options,
      log: recorded.log,
    });
    cleanups.push(() => screen.close());
    return { screen, lines: recorded.lines };
  }

  it('shows a notice while the graph throttles (429), and asks again only after its Retry-After', async () => {
    const graph = await standIn((response) =>
      json(
        response,
        429,
        { errors: [{ message: 'spent', extensions: { code: 'THROTTLED' } }] },
        { 'retry-after': '30' },
      ),
    );
    cleanups.push(graph.close);
    const { screen, lines } = await screenAt(graph.url);
    const first = await page(screen.url);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Die Tabelle kann gerade nicht geladen werden. Gleich wieder da.');
    expect(graph.seen.reads).toHaveLength(3);
    const second = await page(screen.url);
    expect(second.status).toBe(200);
    expect(second.html).toContain('Gleich wieder da.');
    expect(graph.seen.reads).toHaveLength(3);
    expect(lines.join('\n')).toMatch(/"failure":"throttled","status":429,"code":"THROTTLED","retryAfterMs":30000/);
  });

  it('shows notices within the deadline when the graph does not answer', async () => {
    const graph = await standIn(() => undefined); // never answers
    cleanups.push(graph.close);
    const { screen, lines } = await screenAt(graph.url, { timeoutMs: 300 });
    const started = performance.now();
    const { status, html } = await page(`${screen.url}/?lang=en`);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(status).toBe(200);
    expect(html).toContain('The matches cannot be loaded right now.');
    expect(html).toContain('The live ticker cannot be loaded right now.');
    expect(lines.join('\n')).toContain('no answer within 300 ms');
  });

  it('keeps its token until shortly before it expires, fetched once for reads at the same moment', async () => {
    const graph = await standIn((response) => json(response, 200, { data: seasonAnswer }), 120);
    cleanups.push(graph.close);
    let now = Date.parse('2026-11-21T18:00:00Z');
    const { screen } = await screenAt(graph.url, { now: () => now });
    for (let i = 0; i < 3; i++) expect((await page(screen.url)).status).toBe(200);
    expect(graph.seen.tokens).toBe(1);
    expect(graph.seen.reads).toHaveLength(9);
    // 120 s of life, renewed 24 s (a fifth) before the end.
    now += 95_000;
    await page(screen.url);
    expect(graph.seen.tokens).toBe(1);
    now += 2_000;
    await page(screen.url);
    expect(graph.seen.tokens).toBe(2);
    expect(graph.seen.reads.at(-1)).toBe('Bearer stand-in-token-2');
  });

  it('asks for a new token once when the graph refuses its token as unknown (401)', async () => {
    const graph = await standIn((response, authorization) =>
      authorization === 'Bearer stand-in-token-1'
        ? json(response, 401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] })
        : json(response, 200, { data: seasonAnswer }),
    );
    cleanups.push(graph.close);
    const { screen } = await screenAt(graph.url);
    const { status, html } = await page(screen.url);
    expect(status).toBe(200);
    expect(html).not.toContain('class="notice" role="status"');
    expect(graph.seen.tokens).toBe(2);
  });

  it('shares the graph’s answers between page loads for cacheMs', async () => {
    const graph = await standIn((response) => json(response, 200, { data: seasonAnswer }));
    cleanups.push(graph.close);
    let now = 1_000_000;
    const { screen } = await screenAt(graph.url, { cacheMs: 5000, now: () => now });
    await Promise.all([page(screen.url), page(screen.url), page(screen.url)]);
    expect(graph.seen.reads).toHaveLength(3);
    now += 5001;
    await page(screen.url);
    expect(graph.seen.reads).toHaveLength(6);
  });

  it('answers only GET and HEAD of its page (and /healthz)', async () => {
    const graph = await standIn((response) => json(response, 200, { data: seasonAnswer }));
    cleanups.push(graph.close);
    const { screen } = await screenAt(graph.url);
    expect((await fetch(screen.url, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${screen.url}/nothing`)).status).toBe(404);
    expect((await fetch(`${screen.url}/healthz`)).status).toBe(200);
    const head = await fetch(screen.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the stadium screen’s page', () => {
  const now = new Date('2026-11-21T18:42:00Z');
  const match = (id: number, kickoff: string | null, status: ScreenMatch['status'], away = 'FC Nordhafen') => ({
    internalId: id,
    homeTeam: 'SC Südstadt 1899',
    awayTeam: away,
    competition: 'Pokal',
    kickoff,
    kickoffDate: (kickoff ?? '2027-05-01').slice(0, 10),
    round: null,
    status,
    venue: 'Südstadt-Arena',
  });
  const ticker: ScreenTicker = {
    matchId: 7998,
    homeTeam: 'SC Südstadt 1899',
    awayTeam: 'FC Nordhafen',
    homeGoals: 2,
    awayGoals: 1,
    competition: 'Pokal',
    live: true,
    break: false,
    over: false,
    tickerActive: true,
    period: 'SECOND_HALF',
    afterExtraTime: false,
    afterPenalties: false,
    minute: { display: "67'" },
    penalties: null,
    events: Array.from({ length: 8 }, (_, i) => ({
      id: `e${i}`,
      type: i === 0 ? 'GOAL' : 'YELLOW_CARD',
      text: `Ereignis ${i}`,
      side: 'HOME' as const,
      homeScore: i === 0 ? 2 : null,
      awayScore: i === 0 ? 1 : null,
      minute: { display: `${67 - i}'` },
    })),
  };
  const view = (overrides: Partial<ScreenView> = {}): ScreenView => ({
    language: 'de',
    now,
    refreshSeconds: 20,
    matches: {
      ok: true,
      value: [
        match(7998, '2026-11-21T18:30:00Z', 'LIVE'),
        match(7010, '2026-11-28T14:30:00Z', 'BEFORE', 'TSV Hafenstadt'),
      ],
    },
    ticker: { ok: true, value: ticker },
    standings: { ok: true, value: null },
    ...overrides,
  });

  it('shows the running match with its score, minute and latest events, and the match after it as next', () => {
    const html = renderScreen(view());
    const live = html.slice(html.indexOf('class="panel live"'), html.indexOf('class="panel next'));
    expect(live).toContain('<span class="score">2 : 1</span>');
    expect(live).toContain('<span class="badge">Live</span>67&#39;');
    expect(live).toContain(
      '<span class="kind">Tor</span><span class="text">Ereignis 0</span><span class="event-score">2:1</span>',
    );
    expect(live.match(/<li /g)).toHaveLength(5);
    const next = html.slice(html.indexOf('class="panel next'));
    expect(next).toMatch(/^class="panel next compact"/);
    expect(next).toContain('TSV Hafenstadt');
    expect(next).toContain('Sa., 28.11.2026, 15:30 Uhr');
    expect(html).toContain('Stand 19:42 Uhr');
    expect(html).toContain('data-refresh="20"');
  });

  it('escapes every text from the graph', () => {
    const hostile = '<script>alert(1)</script>"\'&';
    const html = renderScreen(
      view({
        matches: { ok: true, value: [match(1, '2026-11-28T14:30:00Z', 'BEFORE', hostile)] },
        ticker: {
          ok: true,
          value: {
            ...ticker,
            awayTeam: hostile,
            events: [{ ...ticker.events[0]!, text: hostile, type: '"><img src=x onerror=alert(1)>' }],
          },
        },
        standings: {
          ok: true,
          value: {
            competition: hostile,
            season: 2026,
            updatedAt: now.toISOString(),
            rows: [
              {
                rank: 1,
                team: hostile,
                played: 1,
                won: 1,
                drawn: 0,
                lost: 0,
                goalsFor: 1,
                goalsAgainst: 0,
                goalDifference: 1,
                points: 3,
                own: false,
                live: false,
              },
            ],
          },
        },
      }),
    );
    expect(html.match(/<script>/g)).toHaveLength(1); // the page's own
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('picks the next match by kick-off, a date without a time last on its day, never a played one', () => {
    const matches = [
      match(3, null, 'ANNOUNCED'),
      match(2, '2026-12-05T14:30:00Z', 'BEFORE'),
      match(1, '2026-11-01T14:30:00Z', 'AFTER'),
    ];
    expect(nextMatch(matches)?.internalId).toBe(2);
    expect(nextMatch(matches, 2)?.internalId).toBe(3);
    expect(nextMatch([match(1, '2026-11-01T14:30:00Z', 'AFTER')])).toBeUndefined();
  });
});

describe('the stadium screen’s settings', () => {
  it('start with defaults but for the channel secret', () => {
    expect(settingsFromEnv({ CHANNEL_SECRET: 'from-the-registration' })).toEqual({
      graphUrl: 'http://127.0.0.1:3000',
      issuer: 'http://127.0.0.1:4011',
      clientId: 'stadium-screen',
      clientSecret: 'from-the-registration',
      port: 4300,
      host: '127.0.0.1',
      refreshSeconds: 30,
    });
  });

  it('stop the start naming each wrong variable', () => {
    const wrong = () =>
      settingsFromEnv({
        GRAPH_URL: 'ftp://graph',
        REFRESH_SECONDS: 'often',
        PORT: '70000',
        CHANNEL_ID: 'Stadium Screen',
      });
    expect(wrong).toThrow(SettingsError);
    try {
      wrong();
    } catch (error) {
      const variables = (error as SettingsError).problems.map((problem) => problem.variable).sort();
      expect(variables).toEqual(['CHANNEL_ID', 'CHANNEL_SECRET', 'GRAPH_URL', 'PORT', 'REFRESH_SECONDS']);
      expect((error as SettingsError).message).toMatch(/^The stadium screen cannot start/);
    }
  });

  it('the manifest is what documents/ makes', () => {
    expect(Object.keys(buildManifest())).toHaveLength(3);
  });
});
