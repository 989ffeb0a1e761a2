import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from './assets.ts';
import { operationIds, readManifest, type Manifest } from './documents.ts';
import { GraphReader, type Read } from './graph.ts';
import type { ScreenLanguage } from './labels.ts';
import { jsonLog, type Log } from './log.ts';
import { renderScreen, type Part, type ScreenMatch, type ScreenStandings, type ScreenTicker } from './render.ts';
import { ChannelToken } from './token.ts';

export interface StadiumScreenOptions {
  /** The graph's base address; the screen posts to /graphql there. */
  graphUrl: string;
  /** The OpenID provider that grants the channel's token. */
  issuer: string;
  /** The channel's name (its client id) and client secret. */
  clientId: string;
  clientSecret: string;
  /** Where the screen listens (default 127.0.0.1, a free port). */
  host?: string;
  port?: number;
  /** How often the screens load the page anew (default 30). */
  refreshSeconds?: number;
  /** Deadline of each read at the graph, the token included (default 4 s). */
  timeoutMs?: number;
  /** How long the graph's answers are shared between page loads (default 5 s; 0 asks the graph every load). */
  cacheMs?: number;
  /** The site whose fixtures and the team whose ticker and table it shows (default: the first team). */
  site?: string;
  teamId?: number;
  /** The published documents (default: manifest.json). */
  manifest?: Manifest;
  log?: Log;
  now?: () => number;
}

export interface RunningStadiumScreen {
  url: string;
  close(): Promise<void>;
}

/** The football pros: their site's fixtures, their ticker team's ticker and table (platform seed, web's /profis). */
export const FIRST_TEAM = { site: 'profis', teamId: 159 } as const;

export async function startStadiumScreen(options: StadiumScreenOptions): Promise<RunningStadiumScreen> {
  const log = options.log ?? jsonLog;
  const now = options.now ?? Date.now;
  const ids = operationIds(options.manifest ?? readManifest());
  const timeoutMs = options.timeoutMs ?? 4000;
  const token = new ChannelToken({
    issuer: options.issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    timeoutMs,
    now,
  });
  const reader = new GraphReader({
    graphUrl: options.graphUrl,
    token,
    timeoutMs,
    cacheMs: options.cacheMs ?? 5000,
    log,
    now,
  });
  const site = options.site ?? FIRST_TEAM.site;
  const teamId = options.teamId ?? FIRST_TEAM.teamId;
  const refreshSeconds = options.refreshSeconds ?? 30;

  async function page(language: ScreenLanguage): Promise<string> {
    const variables = { language: language === 'en' ? 'EN' : 'DE' };
    const [matches, ticker, standings] = await Promise.all([
      reader.read<{ matches: ScreenMatch[] | null }>('StadiumScreenMatches', ids.StadiumScreenMatches, {
        ...variables,
        site,
      }),
      reader.read<{ liveTicker: ScreenTicker | null }>('StadiumScreenLiveTicker', ids.StadiumScreenLiveTicker, {
        ...variables,
        teamId,
      }),
      reader.read<{ standings: ScreenStandings | null }>('StadiumScreenStandings', ids.StadiumScreenStandings, {
        ...variables,
        teamId,
      }),
    ]);
    return renderScreen({
      language,
      now: new Date(now()),
      refreshSeconds,
      matches: part(matches, 'matches'),
      ticker: part(ticker, 'liveTicker'),
      standings: part(standings, 'standings'),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://screen');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, request, 405, 'text/plain', 'Method Not Allowed', { allow: 'GET, HEAD' });
    }
    if (url.pathname === '/healthz') return send(response, request, 200, 'text/plain', 'ok');
    if (url.pathname !== '/') return send(response, request, 404, 'text/plain', 'Not Found');
    const language: ScreenLanguage = url.searchParams.get('lang') === 'en' ? 'en' : 'de';
    return send(response, request, 200, 'text/html; charset=utf-8', await page(language), {
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'referrer-policy': 'no-referrer',
      'content-language': language,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A failing graph is a notice on the page; this is a fault of the screen itself.
      log('error', 'the page could not be rendered', { error: error instanceof Error ? error.message : String(error) });
      if (!response.headersSent) send(response, request, 500, 'text/plain', 'Internal Server Error');
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A read as a part of the page: its field's value, or a notice when the read failed or the field is null with an
 * error (the graph nulls a field whose service failed). A field null without an error is "none".
 */
function part<Field extends string, Value>(read: Read<Record<Field, Value | null>>, field: Field): Part<Value | null> {
  if (!read.ok) return { ok: false, throttled: read.failure === 'throttled' };
  const value = read.data[field] ?? null;
  if (value === null && read.errorPaths.some((path) => path === field || path.startsWith(`${field}.`)))
    return { ok: false, throttled: false };
  return { ok: true, value };
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
