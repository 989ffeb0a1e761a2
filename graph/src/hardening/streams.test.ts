import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { liveFans, liveSubscribers } from '../observability/metrics.ts';
import { createGraph, type Graph } from '../yoga.ts';
import { clientAddress, StreamAdmission, TrustedProxies } from './streams.ts';

/**
 * Live streams held over real sockets: every subscription is released however its client goes away, and
 * a client over its limit is refused with 429 and Retry-After while others keep streaming.
 */
let platform: PlatformUnderTest;
let graph: Graph;
let server: Server;
let port: number;
const LIMITS = { perAddress: 4, perPerson: 3, perInstance: 3000, retryAfterSeconds: 7, keepAliveMs: 1000 };
const LIVE_VIDEO = 'subscription { liveVideoChanged { id payment } }';

beforeAll(async () => {
  platform = await startTestPlatform();
  graph = createGraph({
    config: testConfig(platform.platform, { mode: 'development', liveStreams: LIMITS, trustedProxies: ['127.0.0.1'] }),
  });
  server = createServer(graph);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await graph.dispose();
  await platform.platform.close();
});
afterEach(async () => {
  // Each test leaves nothing open behind it.
  server.closeAllConnections();
  await until(() => graph.streams.size.streams === 0);
});

/** Open live subscriptions as operators see them (graph_live_subscribers, all kinds). */
const subscribersGauge = async () =>
  (await liveSubscribers.get()).values.reduce((sum, sample) => sum + sample.value, 0);

/** The hub's subscribers, by feed (what a leak would leave behind). */
/** The live-video feed's subscribers on this graph instance. */
const videoWatchers = () => graph.live.subscriberCount('live-video');

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A subscription as a raw HTTP/1.1 request on its own socket; resolves with the socket once the first event came. */
function openStream(
  headers: Record<string, string> = {},
  query = LIVE_VIDEO,
): Promise<{ socket: Socket; head: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query });
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('event: next') || /^HTTP\/1\.1 4\d\d/.test(received)) resolve({ socket, head: received });
    });
    socket.write(
      [
        'POST /graphql HTTP/1.1',
        `host: 127.0.0.1:${port}`,
        'content-type: application/json',
        'accept: text/event-stream',
        `content-length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        body,
      ].join('\r\n'),
    );
  });
}

describe('a live stream is released however its client goes away', () => {
  const endings: [string, (socket: Socket) => void][] = [
    ['half-closed (FIN, still reading)', (socket) => socket.end()],
    ['reset (RST)', (socket) => socket.resetAndDestroy()],
    ['closed', (socket) => socket.destroy()],
  ];
  for (const [how, end] of endings) {
    it(`${how}: the subscriber and its stream are gone within one keep-alive interval`, async () => {
      const { socket } = await openStream();
      expect(graph.streams.size.streams).toBe(1);
      expect(videoWatchers()).toBe(1);
      end(socket);
      await until(() => graph.streams.size.streams === 0 && videoWatchers() === 0, LIMITS.keepAliveMs * 12);
    });
  }

  it('a client that stops reading is held at a bounded cost, and released when it goes', async () => {
    const { socket } = await openStream();
    socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(graph.streams.size.streams).toBe(1);
    socket.destroy();
    await until(() => graph.streams.size.streams === 0 && videoWatchers() === 0);
  });

  /** Opens 2 000 streams of a subscription in waves and drops them: the heap after is the heap before. */
  async function openAndDrop(query: string, watchers: () => number) {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    // Warm: the first streams build what every later one reuses (compiled code, pools).
    for (let i = 0; i < 50; i++) (await openStream({ 'x-forwarded-for': `10.8.0.${i}` }, query)).socket.destroy();
    await until(() => graph.streams.size.streams === 0 && watchers() === 0);
    const before = heap();
    // In waves of 50 addresses × 1 stream: each address stays within its limit.
    for (let wave = 0; wave < 40; wave++) {
      const opened = await Promise.all(
        Array.from({ length: 50 }, (_, index) => openStream({ 'x-forwarded-for': `10.9.${wave}.${index}` }, query)),
      );
      expect(graph.streams.size.streams).toBe(50);
      for (const { socket } of opened) socket.destroy();
      await until(() => graph.streams.size.streams === 0);
    }
    await until(() => watchers() === 0);
    expect(graph.streams.size).toEqual({ streams: 0, addresses: 0, people: 0 });
    // A leak held 30 KB a stream (60 MB for 2 000); what is left is noise.
    expect(heap() - before).toBeLessThan(8 * 2 ** 20);
  }

  it('2 000 streams opened and dropped leave no subscriber, no count and no heap behind', async () => {
    const gaugeBefore = await subscribersGauge();
    await openAndDrop(LIVE_VIDEO, videoWatchers);
    expect(await subscribersGauge()).toBe(gaugeBefore);
  }, 120_000);

  it('2 000 fans of a ticker audience opened and dropped leave no audience, no count and no heap behind', async () => {
    const fansBefore = (await liveFans.get()).values.reduce((sum, sample) => sum + sample.value, 0);
    await openAndDrop('subscription { matchUpdated(teamId: 159) { id } }', () =>
      graph.live.subscriberCount('ticker:de:159'),
    );
    expect((await liveFans.get()).values.reduce((sum, sample) => sum + sample.value, 0)).toBe(fansBefore);
  }, 120_000);
});

describe('streams per client and per instance are bounded', () => {
  it('an address over its limit gets 429 with Retry-After and TOO_MANY_STREAMS; a released slot is free again', async () => {
    const open = await Promise.all(Array.from({ length: LIMITS.perAddress }, () => openStream()));
    const refused = await openStream();
    expect(refused.head).toMatch(/^HTTP\/1\.1 429/);
    expect(refused.head.toLowerCase()).toContain('retry-after: 7');
    expect(refused.head).toContain('TOO_MANY_STREAMS');
    refused.socket.destroy();
    // Another address is not affected (the portal's front, a trusted proxy, names it).
    const elsewhere = await openStream({ 'x-forwarded-for': '198.51.100.9' });
    expect(elsewhere.head).toMatch(/^HTTP\/1\.1 200/);
    elsewhere.socket.destroy();
    open[0]!.socket.destroy();
    await until(() => graph.streams.size.streams === LIMITS.perAddress - 1);
    const again = await openStream();
    expect(again.head).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of [...open, again]) socket.destroy();
  });

  it('a signed-in person has a budget of their own, whatever address they come from', async () => {
    const { access_token } = await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const bearer = { authorization: `Bearer ${access_token}` };
    const tabs = await Promise.all(Array.from({ length: LIMITS.perPerson }, () => openStream(bearer)));
    for (const tab of tabs) expect(tab.head).toMatch(/^HTTP\/1\.1 200/);
    const fourth = await openStream(bearer);
    expect(fourth.head).toMatch(/^HTTP\/1\.1 429/);
    // The person's streams do not count against the address: an anonymous visitor there still gets one.
    const anonymous = await openStream();
    expect(anonymous.head).toMatch(/^HTTP\/1\.1 200/);
    expect(graph.streams.size).toMatchObject({ people: 1, addresses: 1 });
    for (const { socket } of [...tabs, fourth, anonymous]) socket.destroy();
  });

  it('fans of one ticker share an audience, yet each stream counts against its address until it goes', async () => {
    const ticker = 'subscription { matchUpdated(teamId: 159) { id minute { display } } }';
    const fans = await Promise.all(Array.from({ length: LIMITS.perAddress }, () => openStream({}, ticker)));
    for (const fan of fans) expect(fan.head).toContain('event: next');
    expect(graph.streams.size.streams).toBe(LIMITS.perAddress);
    const refused = await openStream({}, ticker);
    expect(refused.head).toMatch(/^HTTP\/1\.1 429/);
    refused.socket.destroy();
    fans[0]!.socket.destroy();
    await until(() => graph.streams.size.streams === LIMITS.perAddress - 1);
    for (const { socket } of fans) socket.destroy();
    await until(() => graph.streams.size.streams === 0 && graph.live.subscriberCount('ticker:de:159') === 0);
  });

  it('a stream the subscribe resolver refuses holds no slot', async () => {
    const bad = 'subscription { matchUpdated(teamId: 424242) { id } }';
    for (let i = 0; i < LIMITS.perAddress + 2; i++) {
      // A refused subscribe answers with its error as the stream's first event.
      const { socket, head } = await openStream({}, bad);
      expect(head).toContain('This team has no live ticker');
      socket.destroy();
    }
    await until(() => graph.streams.size.streams === 0);
  });

  it('the instance as a whole is bounded', () => {
    const admission = new StreamAdmission({ ...LIMITS, perInstance: 2 });
    const first = admission.admit({ address: 'a' });
    admission.admit({ address: 'b', person: 'p' });
    expect(admission.admit({ address: 'c' })).toEqual({ refused: 'instance' });
    if ('release' in first) {
      first.release();
      first.release();
    }
    expect(admission.size.streams).toBe(1);
    expect('release' in admission.admit({ address: 'c' })).toBe(true);
  });
});

describe('the client address', () => {
  const request = (forwarded?: string) =>
    new Request('http://graph.test/graphql', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});
  const trusted = new TrustedProxies(['127.0.0.1', '10.244.0.0/16', 'fd00::/8']);

  it('is the peer unless the peer is a trusted proxy', () => {
    expect(clientAddress(request('198.51.100.7'), '203.0.113.1', trusted)).toBe('203.0.113.1');
    expect(clientAddress(request('198.51.100.7'), '127.0.0.1', trusted)).toBe('198.51.100.7');
  });

  it("takes the proxy's own entry, not what the client wrote before it", () => {
    expect(clientAddress(request('1.1.1.1, 198.51.100.7'), '127.0.0.1', trusted)).toBe('198.51.100.7');
  });

  it('follows trusted proxies back from the right, networks included, to the first address that is not one', () => {
    // A CDN edge (198.51.100.7 is the fan) → an ingress pod in 10.244.0.0/16 → the graph.
    expect(clientAddress(request('1.1.1.1, 198.51.100.7, 10.244.3.9'), '127.0.0.1', trusted)).toBe('198.51.100.7');
    expect(clientAddress(request('203.0.113.5'), '10.244.0.17', trusted)).toBe('203.0.113.5');
    expect(clientAddress(request('203.0.113.5'), '::ffff:10.244.0.17', trusted)).toBe('203.0.113.5');
    expect(clientAddress(request('2001:db8::1'), 'fd00::5', trusted)).toBe('2001:db8::1');
    // A peer outside the networks is the client, whatever it writes.
    expect(clientAddress(request('198.51.100.7'), '10.245.0.1', trusted)).toBe('10.245.0.1');
    // Only trusted proxies all the way: the leftmost named one is as far as the graph can see.
    expect(clientAddress(request('10.244.1.1, 10.244.2.2'), '127.0.0.1', trusted)).toBe('10.244.1.1');
  });

  it('ignores a forged or hostile header', () => {
    for (const hostile of ['', '<script>', 'a'.repeat(500), '1.2.3.4;drop', 'x y'])
      expect(clientAddress(request(hostile), '127.0.0.1', trusted)).toBe('127.0.0.1');
    expect(clientAddress(request(), undefined, trusted)).toBe('unknown');
  });
});
