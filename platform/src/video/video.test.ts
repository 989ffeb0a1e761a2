import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { seed } from '../db/seed/seed.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { DEFAULT_MEDIA_DIR } from './clips.ts';
import { VideoTokens } from './tokens.ts';
import { callPlatform } from '../../test/http.ts';

/** Paid video (issue #18): the CMS v2's catalogue, the paywall check, playback sessions and their media. */
let platform: RunningPlatform;
const SECRET = 'video-test-secret-0123456789abcdef';
const PORTAL = 'http://127.0.0.1:3000';
const MEMBER = 'mitglied@club.example'; // an active yearly subscription
const FAN = 'fan@club.example'; // none
const FAN2 = 'fan2@club.example'; // cancelled, still running
const CLAUDIA = 'abo@club.example'; // expired a month ago
const tokens: Record<string, string> = {};
const FREE = 'v-training-mittwoch';
const PAID = 'v-highlights-nordhafen';
const PAID_TOO = 'v-pressekonferenz-nordhafen';

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    videoTokenSecret: SECRET,
  });
  for (const email of [MEMBER, FAN, FAN2, CLAUDIA])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Calls as the person with this e-mail address (or with this raw bearer token), or signed out (null), with
 * the tenant header 1 unless `tenant` says otherwise (undefined: none).
 */
function call(
  who: string | null,
  method: string,
  path: string,
  options: { body?: unknown; tenant?: string | undefined } = { tenant: '1' },
) {
  const tenant = 'tenant' in options ? options.tenant : '1';
  return callPlatform<Json>(platform.url, method, path, options.body, {
    token: who === null ? undefined : (tokens[who] ?? who),
    headers: tenant === undefined ? {} : { 'et-tenant-id': tenant },
  });
}

const authenticate = (who: string | null, uid: string) =>
  call(who, 'GET', `/cms/v2/videos/authentication?videoId=${uid}`);

/** A playback session of `who` for the video: the initialize answer. */
async function startSession(who: string | null, uid: string) {
  const authorization = await authenticate(who, uid);
  expect(authorization.status).toBe(200);
  const session = await call(
    who,
    'GET',
    `/cms/v2/videos/initialize?code=${encodeURIComponent(authorization.body.code)}`,
  );
  expect(session.status).toBe(200);
  return session.body as {
    ticket: string;
    playlistUrl: string;
    access: string;
    previewSeconds: number | null;
    durationSeconds: number;
    heartbeatIntervalSeconds: number;
  };
}

const tokenOf = (playlistUrl: string) => new URL(playlistUrl).searchParams.get('token')!;
const segmentUrl = (uid: string, index: number, token: string) =>
  `/media/videos/${uid}/seg-${String(index).padStart(3, '0')}.ts?token=${encodeURIComponent(token)}`;
const segmentLines = (playlist: string) => playlist.split('\n').filter((line) => line.startsWith('seg-'));
const ageSession = (ticket: string, seconds: number) =>
  platform.db.query(
    `UPDATE video_sessions SET last_heartbeat_at = now() - $2 * interval '1 second' WHERE ticket = $1`,
    [ticket, seconds],
  );

describe('catalogue', () => {
  it('lists the site’s videos newest first, in the language asked for (ja falls back to German), cacheable', async () => {
    const answer = await call(null, 'GET', '/cms/v2/videos?site=tv&language=de&page=1&pageSize=20');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.body.total).toBe(5);
    expect(answer.body.items.map((video: Json) => video.videoUID)).toEqual([
      FREE,
      PAID,
      PAID_TOO,
      'v-frauen-eichenau',
      // The stadium's live stream (issue #17), oldest in the catalogue.
      'v-live-suedstadt',
    ]);
    const times = answer.body.items.map((video: Json) => Date.parse(video.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(answer.body.items[0]).toEqual({
      videoUID: FREE,
      payment: 'free',
      title: 'Öffentliches Training am Mittwoch',
      description: expect.stringContaining('Profis'),
      website: 'tv',
      link: `/video/detail/?id=${FREE}`,
      url: `${PORTAL}/video/detail/?id=${FREE}`,
      durationSeconds: 20,
      posterUrl: `${platform.url}/media/videos/${FREE}/poster.svg`,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(answer.body.items[1]).toMatchObject({ payment: 'pay', durationSeconds: 36 });

    const english = await call(null, 'GET', '/cms/v2/videos?site=tv&language=en');
    expect(english.body.items[0].title).toBe('Open training on Wednesday');
    const japanese = await call(null, 'GET', '/cms/v2/videos?site=tv&language=ja');
    expect(japanese.body.items[0].title).toBe('Öffentliches Training am Mittwoch');

    const second = await call(null, 'GET', '/cms/v2/videos?site=tv&page=2&pageSize=3');
    expect(second.body).toMatchObject({
      total: 5,
      items: [{ videoUID: 'v-frauen-eichenau' }, { videoUID: 'v-live-suedstadt' }],
    });
    expect((await call(null, 'GET', '/cms/v2/videos?site=tv&page=3&pageSize=3')).body).toEqual({ items: [], total: 5 });
    expect((await call(null, 'GET', '/cms/v2/videos?site=profis')).body).toEqual({ items: [], total: 0 });
  });

  it('answers one video, or 404', async () => {
    const video = await call(null, 'GET', `/cms/v2/videos/${PAID}?language=en`);
    expect(video.status).toBe(200);
    expect(video.headers.get('cache-control')).toBe('public, max-age=60');
    expect(video.body).toMatchObject({
      videoUID: PAID,
      payment: 'pay',
      title: 'All highlights: SC Südstadt 1899 v FC Nordhafen',
      link: `/video/detail/?id=${PAID}`,
      durationSeconds: 36,
    });
    expect((await call(null, 'GET', `/cms/v2/videos/${PAID}?language=ja`)).body.title).toBe(
      'Alle Highlights: SC Südstadt 1899 gegen FC Nordhafen',
    );
    const missing = await call(null, 'GET', '/cms/v2/videos/v-gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('needs the tenant header 1', async () => {
    for (const tenant of [undefined, '2', 'x']) {
      const answer = await call(null, 'GET', '/cms/v2/videos?site=tv', { tenant });
      expect(answer.status).toBe(400);
      expect(answer.type).toContain('application/problem+json');
    }
    expect((await call(null, 'GET', `/cms/v2/videos/${FREE}`, { tenant: '2' })).status).toBe(400);
  });

  it('serves each video’s poster: its title on a dark background with a play symbol', async () => {
    const poster = await call(null, 'GET', `/media/videos/${PAID}/poster.svg`, {});
    expect(poster.status).toBe(200);
    expect(poster.type).toContain('image/svg+xml');
    expect(poster.headers.get('cache-control')).toContain('public');
    expect(poster.text).toContain('<svg');
    expect(poster.text).toContain('Alle Highlights:');
    expect(poster.text).toContain('fill="#111111"');
    expect(poster.text).toContain('<polygon');
    expect((await call(null, 'GET', '/media/videos/v-gibt-es-nicht/poster.svg', {})).status).toBe(404);
  });
});

describe('paywall subscriptions', () => {
  it('carry expiresAt (the end of the validUntil day) and the paywall, with access while expiresAt lies ahead', async () => {
    const member = await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions?PageSize=100');
    expect(member.status).toBe(200);
    expect(member.body.items).toHaveLength(1);
    const active = member.body.items[0];
    expect(active).toMatchObject({
      productName: 'Club TV Jahresabo',
      state: 'Active',
      accessLevel: 1,
      hasAccess: true,
      paywall: { id: 1, partnerId: 1 },
    });
    const dayAfter = new Date(Date.parse(`${active.validUntil}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();
    expect(active.expiresAt).toBe(dayAfter);

    const cancelled = (await call(FAN2, 'GET', '/shop/v4/paywallSubscriptions')).body.items;
    expect(cancelled).toEqual([expect.objectContaining({ state: 'Cancelled', hasAccess: true })]);
    expect(Date.parse(cancelled[0].expiresAt)).toBeGreaterThan(Date.now());

    const expired = (await call(CLAUDIA, 'GET', '/shop/v4/paywallSubscriptions')).body.items;
    expect(expired).toEqual([
      expect.objectContaining({ state: 'Expired', hasAccess: false, paywall: { id: 1, partnerId: 1 } }),
    ]);
    expect(Date.parse(expired[0].expiresAt)).toBeLessThan(Date.now());

    expect((await call(FAN, 'GET', '/shop/v4/paywallSubscriptions')).body).toEqual({ items: [] });
    expect((await call(null, 'GET', '/shop/v4/paywallSubscriptions')).status).toBe(401);
  });

  it('needs the tenant header 1 and a page size of 1 to 100', async () => {
    expect((await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions', { tenant: undefined })).status).toBe(400);
    expect((await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions', { tenant: '2' })).status).toBe(400);
    expect((await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions?PageSize=0')).status).toBe(400);
    expect((await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions?PageSize=101')).status).toBe(400);
    expect((await call(MEMBER, 'GET', '/shop/v4/paywallSubscriptions?PageSize=1')).body.items).toHaveLength(1);
  });

  it('grants access until the end of the validUntil day, by the database’s clock', async () => {
    const { rows } = await platform.db.query<{ id: number }>(
      `INSERT INTO paywall_subscriptions (account_id, product_name, access_level, state, started_on, valid_until)
       SELECT id, 'Club TV Tagespass', 1, 'Active', current_date, current_date FROM accounts WHERE email = $1
       RETURNING id`,
      [CLAUDIA],
    );
    try {
      const today = (await call(CLAUDIA, 'GET', '/shop/v4/paywallSubscriptions')).body.items;
      expect(today.find((item: Json) => item.id === rows[0]!.id)).toMatchObject({ hasAccess: true });
      expect((await authenticate(CLAUDIA, PAID)).body.access).toBe('Full');

      await platform.db.query('UPDATE paywall_subscriptions SET valid_until = current_date - 1 WHERE id = $1', [
        rows[0]!.id,
      ]);
      const yesterday = (await call(CLAUDIA, 'GET', '/shop/v4/paywallSubscriptions')).body.items;
      expect(yesterday.find((item: Json) => item.id === rows[0]!.id)).toMatchObject({ hasAccess: false });
      expect((await authenticate(CLAUDIA, PAID)).body.access).toBe('Preview');
    } finally {
      await platform.db.query('DELETE FROM paywall_subscriptions WHERE id = $1', [rows[0]!.id]);
    }
  });
});

describe('stream authorisation', () => {
  it('plays a free video whole for everyone, a paid one only with paywall access', async () => {
    for (const who of [null, FAN, MEMBER]) {
      const free = await authenticate(who, FREE);
      expect(free.status).toBe(200);
      expect(free.body).toMatchObject({ access: 'Full', previewSeconds: null });
    }
    for (const who of [MEMBER, FAN2]) expect((await authenticate(who, PAID)).body).toMatchObject({ access: 'Full' });
    for (const who of [null, FAN, CLAUDIA]) {
      expect((await authenticate(who, PAID)).body).toMatchObject({ access: 'Preview', previewSeconds: 10 });
    }
    const answer = await authenticate(MEMBER, PAID);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(answer.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it('answers 404 for an unknown video and 401 for an invalid bearer', async () => {
    expect((await authenticate(MEMBER, 'v-gibt-es-nicht')).status).toBe(404);
    expect((await authenticate('not-a-token', FREE)).status).toBe(401);
  });
});

describe('initialize', () => {
  it('starts a session only for the viewer the code was issued to', async () => {
    const fanCode = (await authenticate(FAN, PAID)).body.code;
    const visitorCode = (await authenticate(null, PAID)).body.code;
    const initialize = (who: string | null, code: string) =>
      call(who, 'GET', `/cms/v2/videos/initialize?code=${encodeURIComponent(code)}`);
    expect((await initialize(MEMBER, fanCode)).status).toBe(403);
    expect((await initialize(null, fanCode)).status).toBe(403);
    expect((await initialize(FAN, visitorCode)).status).toBe(403);
    expect((await initialize(FAN, fanCode)).status).toBe(200);
    expect((await initialize(null, visitorCode)).status).toBe(200);
  });

  it('refuses a forged code with 400 VIDEO_AUTHORIZATION_INVALID and an expired one with 410', async () => {
    const code = (await authenticate(MEMBER, PAID)).body.code as string;
    const initialize = (value: string) =>
      call(MEMBER, 'GET', `/cms/v2/videos/initialize?code=${encodeURIComponent(value)}`);
    const [payload, mac] = code.split('.') as [string, string];
    // A Preview code made Full by hand: the MAC no longer fits.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, v: PAID_TOO })).toString('base64url')}.${mac}`;
    const tampered = `${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const otherKey = new VideoTokens('another-secret-of-enough-length').issueCode({
      videoUid: PAID,
      person: claims.p,
      access: 'Full',
    }).code;
    for (const bad of [forged, tampered, otherKey, 'abc', 'a.b', `${code}.x`]) {
      const refused = await initialize(bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        title: 'VIDEO_AUTHORIZATION_INVALID',
        errorCode: 'VIDEO_AUTHORIZATION_INVALID',
      });
    }
    // Signed with the platform's secret two minutes ago: its 60 seconds are over.
    const expired = new VideoTokens(SECRET, () => Date.now() - 120_000).issueCode({
      videoUid: PAID,
      person: claims.p,
      access: 'Full',
    }).code;
    const late = await initialize(expired);
    expect(late.status).toBe(410);
    expect(late.body.title).toBe('VIDEO_AUTHORIZATION_EXPIRED');
  });

  it('answers the ticket, the playlist under the platform’s origin and the heartbeat interval', async () => {
    const session = await startSession(MEMBER, PAID);
    expect(session).toMatchObject({
      ticket: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      heartbeatIntervalSeconds: 300,
      access: 'Full',
      previewSeconds: null,
      durationSeconds: 36,
    });
    expect(session.playlistUrl.startsWith(`${platform.url}/media/videos/${PAID}/index.m3u8?token=`)).toBe(true);
    const { rows } = await platform.db.query<{ access: string; account_id: string | null }>(
      'SELECT access, account_id FROM video_sessions WHERE ticket = $1',
      [session.ticket],
    );
    expect(rows[0]).toMatchObject({ access: 'Full' });
    expect(rows[0]!.account_id).not.toBeNull();
  });
});

describe('media', () => {
  it('plays a whole paid video to a subscriber: every segment in the playlist, each fetchable', async () => {
    const session = await startSession(MEMBER, PAID);
    const playlist = await call(MEMBER, 'GET', session.playlistUrl, {});
    expect(playlist.status).toBe(200);
    expect(playlist.type).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('private, no-store');
    const lines = playlist.text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
    ]);
    expect(lines).toContain('#EXT-X-ENDLIST');
    const segments = segmentLines(playlist.text);
    expect(segments).toHaveLength(18);
    expect(segments[0]).toBe(`seg-000.ts?token=${encodeURIComponent(tokenOf(session.playlistUrl))}`);
    // The committed playlist is not what is served: every segment carries the session's token.
    expect(playlist.text).not.toBe(readFileSync(`${DEFAULT_MEDIA_DIR}/matchday/index.m3u8`, 'utf8'));

    const last = await call(MEMBER, 'GET', new URL(segments[17]!, session.playlistUrl).toString(), {});
    expect(last.status).toBe(200);
    expect(last.type).toContain('video/mp2t');
    expect(last.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(last.bytes.equals(readFileSync(`${DEFAULT_MEDIA_DIR}/matchday/seg-017.ts`))).toBe(true);
    expect((await call(MEMBER, 'GET', segmentUrl(PAID, 18, tokenOf(session.playlistUrl)), {})).status).toBe(404);
  });

  it('lists only the first 10 seconds for a preview and refuses any later segment, however the URL is made', async () => {
    const session = await startSession(FAN, PAID);
    expect(session).toMatchObject({ access: 'Preview', previewSeconds: 10, durationSeconds: 36 });
    const playlist = await call(FAN, 'GET', session.playlistUrl, {});
    expect(playlist.status).toBe(200);
    const segments = segmentLines(playlist.text);
    expect(segments.map((line) => line.slice(0, 10))).toEqual([
      'seg-000.ts',
      'seg-001.ts',
      'seg-002.ts',
      'seg-003.ts',
      'seg-004.ts',
    ]);
    const seconds = playlist.text
      .split('\n')
      .filter((line) => line.startsWith('#EXTINF:'))
      .reduce((sum, line) => sum + Number.parseFloat(line.slice(8)), 0);
    expect(seconds).toBe(10);
    expect(playlist.text).toContain('#EXT-X-ENDLIST');

    const token = tokenOf(session.playlistUrl);
    expect((await call(FAN, 'GET', segmentUrl(PAID, 4, token), {})).status).toBe(200);
    for (const index of [5, 17]) {
      const refused = await call(FAN, 'GET', segmentUrl(PAID, index, token), {});
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ title: 'VIDEO_PREVIEW_ONLY', errorCode: 'VIDEO_PREVIEW_ONLY' });
    }
  });

  it('plays a signed-out visitor’s session without a bearer: the preview of a paid video, a free one whole', async () => {
    const preview = await startSession(null, PAID);
    expect(preview.access).toBe('Preview');
    expect(segmentLines((await call(null, 'GET', preview.playlistUrl, {})).text)).toHaveLength(5);
    expect((await call(null, 'GET', segmentUrl(PAID, 5, tokenOf(preview.playlistUrl)), {})).status).toBe(403);

    const free = await startSession(null, FREE);
    expect(free).toMatchObject({ access: 'Full', durationSeconds: 20 });
    expect(segmentLines((await call(null, 'GET', free.playlistUrl, {})).text)).toHaveLength(10);
    expect((await call(null, 'GET', segmentUrl(FREE, 9, tokenOf(free.playlistUrl)), {})).status).toBe(200);
  });

  it('binds a token to its video, its signature and its viewer', async () => {
    const session = await startSession(MEMBER, PAID);
    const token = tokenOf(session.playlistUrl);

    const otherVideo = await call(MEMBER, 'GET', segmentUrl(PAID_TOO, 0, token), {});
    expect(otherVideo.status).toBe(403);
    expect(otherVideo.body.title).toBe('VIDEO_TOKEN_INVALID');
    expect((await call(MEMBER, 'GET', `/media/videos/${PAID_TOO}/index.m3u8?token=${token}`, {})).status).toBe(403);

    const [payload, mac] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[17] = 0; // Full → Preview: any change breaks the MAC
    for (const tampered of [
      `${bytes.toString('base64url')}.${mac}`,
      `${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${payload}x.${mac}`,
      'x',
    ]) {
      const refused = await call(MEMBER, 'GET', segmentUrl(PAID, 0, tampered), {});
      expect(refused.status).toBe(403);
      expect(refused.body.title).toBe('VIDEO_TOKEN_INVALID');
    }

    const signedOut = await call(null, 'GET', segmentUrl(PAID, 0, token), {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('www-authenticate')).toContain('Bearer');
    expect((await call(null, 'GET', session.playlistUrl, {})).status).toBe(401);
    expect((await call(FAN, 'GET', segmentUrl(PAID, 0, token), {})).status).toBe(403);
    expect((await call(FAN, 'GET', session.playlistUrl, {})).status).toBe(403);
    expect((await call('not-a-token', 'GET', segmentUrl(PAID, 0, token), {})).status).toBe(401);
    expect((await call(MEMBER, 'GET', segmentUrl(PAID, 0, token), {})).status).toBe(200);

    // Its expiry: the same session's token, issued long ago.
    const old = new VideoTokens(SECRET, () => Date.now() - 3 * 60 * 60 * 1000).issuePlaybackToken(
      { ticket: session.ticket, videoUid: PAID, access: 'Full' },
      36 + 15 * 60,
    ).token;
    const expired = await call(MEMBER, 'GET', segmentUrl(PAID, 0, old), {});
    expect(expired.status).toBe(410);
    expect(expired.body.title).toBe('VIDEO_TOKEN_EXPIRED');
  });
});

describe('heartbeat', () => {
  const heartbeat = (who: string | null, ticket: string, body: unknown = {}) =>
    call(who, 'POST', `/cms/v2/videos/heartbeat/${ticket}`, { body, tenant: '1' });

  it('keeps the session alive and records the position', async () => {
    const session = await startSession(MEMBER, PAID);
    // 350 seconds without a sign of life: still alive, and the heartbeat starts the 360 seconds anew.
    await ageSession(session.ticket, 350);
    const beat = await heartbeat(MEMBER, session.ticket, { positionSeconds: 12.5 });
    expect(beat.status).toBe(200);
    expect(beat.body.ticket).toBe(session.ticket);
    const aliveFor = Date.parse(beat.body.aliveUntil) - Date.now();
    expect(aliveFor).toBeGreaterThan(350_000);
    expect(aliveFor).toBeLessThanOrEqual(361_000);
    const { rows } = await platform.db.query<{ position_seconds: string; ended_at: string | null }>(
      'SELECT position_seconds, ended_at FROM video_sessions WHERE ticket = $1',
      [session.ticket],
    );
    expect(Number(rows[0]!.position_seconds)).toBe(12.5);
    expect(rows[0]!.ended_at).toBeNull();
    expect((await call(MEMBER, 'GET', segmentUrl(PAID, 6, tokenOf(session.playlistUrl)), {})).status).toBe(200);
    // Without a position it keeps the last one.
    expect((await heartbeat(MEMBER, session.ticket)).status).toBe(200);
  });

  it('ends a session that heard nothing for 360 seconds: heartbeat and segments answer 410', async () => {
    const session = await startSession(MEMBER, PAID);
    await ageSession(session.ticket, 361);
    const late = await heartbeat(MEMBER, session.ticket, { positionSeconds: 3 });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ title: 'VIDEO_SESSION_ENDED', errorCode: 'VIDEO_SESSION_ENDED' });
    const { rows } = await platform.db.query<{ ended_at: string | null }>(
      'SELECT ended_at FROM video_sessions WHERE ticket = $1',
      [session.ticket],
    );
    expect(rows[0]!.ended_at).not.toBeNull();
    for (const url of [segmentUrl(PAID, 0, tokenOf(session.playlistUrl)), session.playlistUrl]) {
      const refused = await call(MEMBER, 'GET', url, {});
      expect(refused.status).toBe(410);
      expect(refused.body.title).toBe('VIDEO_SESSION_ENDED');
    }
    // Ended is ended, also once a heartbeat would be in time again.
    await ageSession(session.ticket, 0);
    expect((await heartbeat(MEMBER, session.ticket)).status).toBe(410);

    // A segment notices a lapsed session too.
    const other = await startSession(MEMBER, PAID);
    await ageSession(other.ticket, 361);
    expect((await call(MEMBER, 'GET', segmentUrl(PAID, 0, tokenOf(other.playlistUrl)), {})).status).toBe(410);
    expect((await heartbeat(MEMBER, other.ticket)).status).toBe(410);
  });

  it('refuses another viewer’s session, an unknown ticket and a position out of range', async () => {
    const session = await startSession(MEMBER, PAID);
    expect((await heartbeat(FAN, session.ticket)).status).toBe(403);
    expect((await heartbeat(null, session.ticket)).status).toBe(403);
    expect((await heartbeat(MEMBER, randomUUID())).status).toBe(404);
    expect((await heartbeat(MEMBER, 'not-a-ticket')).status).toBe(400);
    for (const positionSeconds of [-1, 86_401, 'zwölf', null]) {
      expect((await heartbeat(MEMBER, session.ticket, { positionSeconds })).status).toBe(400);
    }
    const withoutTenant = await call(MEMBER, 'POST', `/cms/v2/videos/heartbeat/${session.ticket}`, {
      body: {},
      tenant: undefined,
    });
    expect(withoutTenant.status).toBe(400);
    // A visitor's session is the ticket holder's.
    const visitor = await startSession(null, FREE);
    expect((await heartbeat(null, visitor.ticket, { positionSeconds: 4 })).status).toBe(200);
    // A preview plays 10 seconds: a position beyond them is its end.
    const preview = await startSession(FAN, PAID);
    expect((await heartbeat(FAN, preview.ticket, { positionSeconds: 30 })).status).toBe(200);
    const { rows } = await platform.db.query<{ position_seconds: string }>(
      'SELECT position_seconds FROM video_sessions WHERE ticket = $1',
      [preview.ticket],
    );
    expect(Number(rows[0]!.position_seconds)).toBe(10);
  });
});

describe('player setting', () => {
  const setting = (who: string | null, query: string) => call(who, 'GET', `/cms/v2/content/player-setting?${query}`);

  it('resumes the signed-in viewer where their latest session stood', async () => {
    const query = `videoId=${PAID_TOO}&autoplay=false&language=de&progress=true`;
    expect((await setting(MEMBER, query)).body).toEqual({
      videoId: PAID_TOO,
      autoplay: false,
      language: 'de',
      progress: true,
      resumeAtSeconds: null,
    });
    const first = await startSession(MEMBER, PAID_TOO);
    await call(MEMBER, 'POST', `/cms/v2/videos/heartbeat/${first.ticket}`, { body: { positionSeconds: 8 } });
    const session = await startSession(MEMBER, PAID_TOO);
    const beat = await call(MEMBER, 'POST', `/cms/v2/videos/heartbeat/${session.ticket}`, {
      body: { positionSeconds: 21.5 },
    });
    expect(beat.status).toBe(200);

    const answer = await setting(MEMBER, query);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      videoId: PAID_TOO,
      autoplay: false,
      language: 'de',
      progress: true,
      resumeAtSeconds: 21.5,
    });
    expect((await setting(MEMBER, `videoId=${PAID_TOO}&autoplay=true&language=en&progress=false`)).body).toEqual({
      videoId: PAID_TOO,
      autoplay: true,
      language: 'en',
      progress: false,
      resumeAtSeconds: null,
    });
    expect((await setting(null, query)).body.resumeAtSeconds).toBeNull();
    expect((await setting(FAN, query)).body.resumeAtSeconds).toBeNull();

    // Within 5 seconds of the end (36 s): start from the beginning.
    await call(MEMBER, 'POST', `/cms/v2/videos/heartbeat/${session.ticket}`, { body: { positionSeconds: 32 } });
    expect((await setting(MEMBER, query)).body.resumeAtSeconds).toBeNull();
  });

  it('answers 404 for an unknown video', async () => {
    expect((await setting(MEMBER, 'videoId=v-gibt-es-nicht&autoplay=false&language=de&progress=true')).status).toBe(
      404,
    );
  });
});

describe('seed', () => {
  it('gives a database seeded before the video portal its videos and the expired subscription, once', async () => {
    await platform.db.query('DELETE FROM video_sessions');
    await platform.db.query('DELETE FROM videos');
    await platform.db.query("DELETE FROM paywall_subscriptions WHERE state = 'Expired'");
    const count = async () => {
      const { rows } = await platform.db.query<{ videos: string | number; expired: string | number }>(
        `SELECT (SELECT count(*) FROM videos) AS videos,
                (SELECT count(*) FROM paywall_subscriptions WHERE state = 'Expired') AS expired`,
      );
      return { videos: Number(rows[0]!.videos), expired: Number(rows[0]!.expired) };
    };
    expect(await count()).toEqual({ videos: 0, expired: 0 });
    expect(await seed(platform.db)).toBe(false);
    expect(await count()).toEqual({ videos: 5, expired: 1 });
    await seed(platform.db);
    expect(await count()).toEqual({ videos: 5, expired: 1 });
    expect((await call(null, 'GET', '/cms/v2/videos?site=tv')).body.total).toBe(5);
  });
});
