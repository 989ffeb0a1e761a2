import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { createServices } from '../../services.ts';
import { toGlobalId } from '../../shared/relay.ts';
import { UpstreamClient } from '../../upstreams/http.ts';
import { VideoService } from '../../upstreams/video/client.ts';

/**
 * Paid video through the graph against the real platform: the catalogue, the level 1 paywall check for
 * visitors, fans without and with a subscription, playback sessions whose playlists hold only what the viewer
 * may see, the heartbeat with its typed errors, and a failing paywall that degrades to the preview.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const MEMBER = 'mitglied@club.example'; // a yearly subscription
const FAN = 'fan@club.example'; // none
const ENGLISH = { 'accept-language': 'en' };

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [MEMBER, FAN]) {
    tokens[email] = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  }
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (query: string, variables: Record<string, unknown> = {}, email?: string, headers = {}) => {
  const auth: Record<string, string> = email ? { authorization: `Bearer ${tokens[email]}` } : {};
  const result = await client.execute<Data>(query, variables, { ...auth, ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

const VIDEO = `id uid title description payment path url durationSeconds posterUrl publishedAt viewerAccess
  previewSeconds site { key }`;
const START = `mutation($input: VideoPlaybackStartInput!) { videoPlaybackStart(input: $input) { __typename
  ... on VideoPlaybackStartSuccess { playlistUrl ticket heartbeatIntervalSeconds access previewSeconds resumeAtSeconds
    autoplay video { uid viewerAccess } }
  ... on InvalidInputError { field } ... on Error { code message } } }`;
const HEARTBEAT = `mutation($input: VideoHeartbeatInput!) { videoHeartbeat(input: $input) { __typename
  ... on VideoHeartbeatSuccess { ticket aliveUntil } ... on InvalidInputError { field } ... on Error { code message } } }`;

/** The seeded catalogue of Südstadt TV: one free video and paid ones. */
async function catalogue() {
  const data = await run(`{ videos(site: "tv", first: 24) { totalCount edges { node { ${VIDEO} } } } }`);
  const videos = data.videos.edges.map((edge: Data) => edge.node);
  return {
    videos,
    free: videos.find((video: Data) => video.payment === 'FREE'),
    paid: videos.find((video: Data) => video.payment === 'PAY'),
  };
}

/** The media playlist's segment lines. */
async function segmentsOf(playlistUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(playlistUrl, { headers });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).toContain('#EXT-X-ENDLIST');
  return text.split('\n').filter((line) => line && !line.startsWith('#'));
}

describe('the video catalogue', () => {
  it('lists a site’s videos newest first, free and paid, each with its detail page', async () => {
    const { videos, free, paid } = await catalogue();
    expect(videos.length).toBeGreaterThanOrEqual(4);
    const dates = videos.map((video: Data) => Date.parse(video.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(free).toMatchObject({ payment: 'FREE', viewerAccess: 'FULL', previewSeconds: 10, site: { key: 'tv' } });
    expect(paid).toMatchObject({ payment: 'PAY', viewerAccess: 'PREVIEW' });
    expect(paid.path).toBe(`/video/detail/?id=${paid.uid}`);
    expect(new URL(paid.url).pathname + new URL(paid.url).search).toBe(paid.path);
    expect(paid.durationSeconds).toBe(36);
    expect((await fetch(paid.posterUrl)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('finds a video by its uid and by its global id, in English; nothing for unknown or hostile ids', async () => {
    const { paid } = await catalogue();
    const query = `query($id: ID!) { video(id: $id) { uid title } }`;
    const german = await run(query, { id: paid.uid });
    const english = await run(query, { id: toGlobalId('Video', paid.uid) }, undefined, ENGLISH);
    expect(german.video.uid).toBe(paid.uid);
    expect(english.video.uid).toBe(paid.uid);
    expect(english.video.title).not.toBe(german.video.title);
    expect((await run(`{ node(id: "${paid.id}") { ... on Video { uid } } }`)).node).toEqual({ uid: paid.uid });
    platform.reset();
    for (const id of ['v-gibt-es-nicht', 'x'.repeat(5000), 'v-\u0000-\u001f', '../../carts', "v' OR 1=1 --", '🎬']) {
      expect((await run(query, { id })).video, id.slice(0, 20)).toBeNull();
    }
    // Only the well-formed unknown uid reached the CMS; the rest were refused before any call.
    expect(platform.callsTo('/cms/v2/videos/')).toHaveLength(1);
  });

  it('shares the public catalogue across requests: a visitor’s video page makes no upstream call the second time', async () => {
    const { paid } = await catalogue();
    const shared = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    platform.reset();
    const query = `query($id: ID!) { video(id: $id) { ${VIDEO} } }`;
    const first = await shared.execute<Data>(query, { id: paid.uid });
    expect(first.data!.video.uid).toBe(paid.uid);
    // The video and the site names, both public.
    expect(platform.calls.map((call) => call.url.split('?')[0])).toEqual([
      '/cms/v2/videos/' + paid.uid,
      '/cms/v1/sites',
    ]);
    platform.reset();
    const second = await shared.execute<Data>(query, { id: paid.uid });
    expect(second.data).toEqual(first.data);
    expect(platform.calls.map((call) => call.url)).toEqual([]);
  });

  it('shows the newest videos on Südstadt TV’s start page', async () => {
    const data = await run(`{ page(site: "tv", path: "") { blocks { __typename
      ... on VideoOverviewBlock { headline site { key } videos { uid payment } } } } }`);
    const block = data.page.blocks.find((entry: Data) => entry.__typename === 'VideoOverviewBlock');
    expect(block.site.key).toBe('tv');
    expect(block.videos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(block.videos.map((video: Data) => video.payment))).toEqual(new Set(['FREE', 'PAY']));
  });
});

describe('the paywall (level 1 check)', () => {
  const SUBSCRIPTIONS = `{ viewer { paywallSubscriptions { hasAccess error { code message }
    items { productName state accessLevel validUntil expiresAt hasAccess paywall { internalId partnerId } } } } }`;

  it('reads a subscriber’s subscriptions with their expiry and paywall, and gives their paid videos whole', async () => {
    const data = await run(SUBSCRIPTIONS, {}, MEMBER);
    expect(data.viewer.paywallSubscriptions).toMatchObject({ hasAccess: true, error: null });
    const [subscription] = data.viewer.paywallSubscriptions.items;
    expect(subscription).toMatchObject({
      state: 'ACTIVE',
      accessLevel: 1,
      hasAccess: true,
      paywall: { internalId: 1 },
    });
    expect(Date.parse(subscription.expiresAt)).toBeGreaterThan(Date.now());
    const { paid } = await catalogue();
    const video = await run(`query($id: ID!) { video(id: $id) { viewerAccess } }`, { id: paid.uid }, MEMBER);
    expect(video.video.viewerAccess).toBe('FULL');
  });

  it('gives a fan without a subscription and a visitor the preview; a visitor’s check asks no paywall', async () => {
    const { paid } = await catalogue();
    const query = `query($id: ID!) { video(id: $id) { viewerAccess } viewer { paywallSubscriptions { hasAccess items { state } error { code } } } }`;
    const fan = await run(query, { id: paid.uid }, FAN);
    expect(fan.video.viewerAccess).toBe('PREVIEW');
    expect(fan.viewer.paywallSubscriptions).toEqual({ hasAccess: false, items: [], error: null });
    platform.reset();
    const visitor = await run(query, { id: paid.uid });
    expect(visitor.video.viewerAccess).toBe('PREVIEW');
    expect(visitor.viewer.paywallSubscriptions).toEqual({ hasAccess: false, items: [], error: null });
    expect(platform.callsTo('/shop/v4/paywallSubscriptions')).toHaveLength(0);
  });

  it('keeps the error, logs it and empties the list when the paywall fails; paid videos fall back to the preview', async () => {
    const config = testConfig(platform.platform, { upstreamTimeoutMs: 500 });
    const services = createServices(config);
    const common = { baseUrl: config.platformUrl, timeoutMs: 500, defaultHeaders: { 'et-tenant-id': '1' } };
    services.video = new VideoService(
      { baseUrl: config.platformUrl, timeoutMs: 500, tenantId: 1 },
      {
        content: new UpstreamClient({ service: 'video', ...common }),
        // Nothing listens on port 9: the paywall is down.
        paywall: new UpstreamClient({ service: 'paywall', ...common, baseUrl: 'http://127.0.0.1:9', breaker: false }),
      },
    );
    const failing = graphClient(config, services);
    const { paid } = await catalogue();
    const result = await failing.execute<Data>(
      `query($id: ID!) { video(id: $id) { title viewerAccess } viewer { paywallSubscriptions { hasAccess items { state } error { code message } } } }`,
      { id: paid.uid },
      { authorization: `Bearer ${tokens[MEMBER]}`, ...ENGLISH },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.video.viewerAccess).toBe('PREVIEW');
    expect(result.data!.viewer.paywallSubscriptions).toEqual({
      hasAccess: false,
      items: [],
      error: {
        code: 'PAYWALL_UNAVAILABLE',
        message:
          'Your video subscription cannot be checked right now. Until then you see the preview; please try again later.',
      },
    });
  });
});

describe('playback', () => {
  it('plays a visitor only the first 10 seconds of a paid video, and the server refuses the rest', async () => {
    const { paid } = await catalogue();
    const data = await run(START, { input: { videoId: paid.id } });
    const session = data.videoPlaybackStart;
    expect(session).toMatchObject({
      __typename: 'VideoPlaybackStartSuccess',
      access: 'PREVIEW',
      previewSeconds: 10,
      heartbeatIntervalSeconds: 300,
      resumeAtSeconds: null,
      video: { uid: paid.uid, viewerAccess: 'PREVIEW' },
    });
    const segments = await segmentsOf(session.playlistUrl);
    expect(segments).toHaveLength(5); // 2-second segments: 0–10 s
    // The sixth segment (10–12 s), its address made by hand from the preview's token: refused.
    const sixth = new URL(segments[4]!.replace('seg-004', 'seg-005'), session.playlistUrl);
    expect((await fetch(sixth)).status).toBe(403);
    expect((await fetch(new URL(segments[4]!, session.playlistUrl))).status).toBe(200);
  });

  it('plays a free video whole to everyone, and a paid one whole to a subscriber with their token only', async () => {
    const { free, paid } = await catalogue();
    const visitor = (await run(START, { input: { videoId: free.uid } })).videoPlaybackStart;
    expect(visitor).toMatchObject({ access: 'FULL', previewSeconds: null });
    expect(await segmentsOf(visitor.playlistUrl)).toHaveLength(10); // 20 s

    const member = (await run(START, { input: { videoId: paid.uid } }, MEMBER)).videoPlaybackStart;
    expect(member).toMatchObject({ access: 'FULL', previewSeconds: null });
    const bearer = { authorization: `Bearer ${tokens[MEMBER]}` };
    const segments = await segmentsOf(member.playlistUrl, bearer);
    expect(segments).toHaveLength(18); // 36 s
    const last = new URL(segments.at(-1)!, member.playlistUrl);
    expect((await fetch(last, { headers: bearer })).status).toBe(200);
    // Bound to the viewer: without their token, or with another's, the whole video's segments stay shut.
    expect((await fetch(last)).status).toBe(401);
    expect((await fetch(last, { headers: { authorization: `Bearer ${tokens[FAN]}` } })).status).toBe(403);
  });

  it('gives a fan without a subscription the preview, and refuses hostile video ids with a typed error', async () => {
    const { paid } = await catalogue();
    expect((await run(START, { input: { videoId: paid.uid } }, FAN)).videoPlaybackStart).toMatchObject({
      access: 'PREVIEW',
      previewSeconds: 10,
    });
    expect((await run(START, { input: { videoId: 'v-gibt-es-nicht' } })).videoPlaybackStart).toMatchObject({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
    for (const videoId of ['x'.repeat(10_000), 'v\u0007', '../media', '']) {
      expect((await run(START, { input: { videoId } })).videoPlaybackStart, videoId.slice(0, 20)).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'videoId',
      });
    }
  });
});

describe('the heartbeat', () => {
  const start = async (email?: string) => {
    const { paid } = await catalogue();
    return (await run(START, { input: { videoId: paid.uid } }, email)).videoPlaybackStart;
  };

  it('keeps a session alive and remembers the position, which the next start resumes from', async () => {
    const session = await start(MEMBER);
    const beat = (await run(HEARTBEAT, { input: { ticket: session.ticket, positionSeconds: 21.5 } }, MEMBER))
      .videoHeartbeat;
    expect(beat.__typename).toBe('VideoHeartbeatSuccess');
    expect(Date.parse(beat.aliveUntil)).toBeGreaterThan(Date.now() + 300_000);
    const again = await start(MEMBER);
    expect(again.resumeAtSeconds).toBe(21.5);
  });

  it('answers a session that heard no heartbeat for too long with VIDEO_SESSION_ENDED, and its stream stops', async () => {
    const session = await start();
    await platform.platform.db.query(
      `UPDATE video_sessions SET last_heartbeat_at = now() - interval '361 seconds' WHERE ticket = $1`,
      [session.ticket],
    );
    const beat = (await run(HEARTBEAT, { input: { ticket: session.ticket } }, undefined, ENGLISH)).videoHeartbeat;
    expect(beat).toEqual({
      __typename: 'VideoSessionEndedError',
      code: 'VIDEO_SESSION_ENDED',
      message: 'Playback ended because it heard nothing from your player for too long. Please start the video again.',
    });
    const playlist = await fetch(session.playlistUrl);
    expect(playlist.status).toBe(410);
  });

  it('finds no other viewer’s session, and refuses malformed input with a typed error', async () => {
    const member = await start(MEMBER);
    for (const [email, ticket] of [
      [FAN, member.ticket],
      [undefined, member.ticket],
      [MEMBER, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await run(HEARTBEAT, { input: { ticket } }, email)).videoHeartbeat).toMatchObject({
        __typename: 'NotFoundError',
      });
    }
    for (const input of [
      { ticket: 'kein-ticket' },
      { ticket: 'x'.repeat(5000) },
      { ticket: member.ticket, positionSeconds: -1 },
      { ticket: member.ticket, positionSeconds: 1e12 },
    ]) {
      const field = 'positionSeconds' in input ? 'positionSeconds' : 'ticket';
      expect((await run(HEARTBEAT, { input }, MEMBER)).videoHeartbeat).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
    }
  });
});
