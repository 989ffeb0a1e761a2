/**
 * A graph instance as a load balancer sees it (issue 41): `/health/ready` says whether it should get work and
 * why not, and a drain (SIGTERM) lets a request in flight finish, ends live streams so their clients reconnect
 * elsewhere, and refuses new connections.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraph, type RunningGraph } from '../src/index.ts';
import { startTestPlatform, testConfig, type PlatformUnderTest } from './harness.ts';

let platform: PlatformUnderTest;
const graphs: RunningGraph[] = [];

beforeAll(async () => {
  // Each platform answer leaves after 400 ms: a request is in flight long enough to drain around it.
  platform = await startTestPlatform({ latencyMs: 400 });
}, 60_000);
afterAll(async () => {
  await Promise.all(graphs.map((graph) => graph.close().catch(() => undefined)));
  await platform.platform.close();
});

async function graphFor(platformUrl = platform.platform.url): Promise<RunningGraph> {
  const graph = await startGraph({
    ...testConfig(platform.platform, { mode: 'development' }),
    platformUrl,
    metrics: false,
  });
  graphs.push(graph);
  return graph;
}

/** A live subscription over server-sent events; resolves once its first event came, with how it ends. */
function openStream(url: string): Promise<{ ended: Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query: 'subscription { liveVideoChanged { id payment } }' });
    const socket = connect(Number(port), hostname);
    let received = '';
    const ended = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('event: next')) resolve({ ended });
    });
    socket.write(
      [
        'POST /graphql HTTP/1.1',
        `host: ${hostname}:${port}`,
        'content-type: application/json',
        'accept: text/event-stream',
        `content-length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
  });
}

describe('readiness', () => {
  it('is ready when the platform answers, and says how live updates are shared', async () => {
    const graph = await graphFor();
    const answer = await fetch(`${graph.url}/health/ready`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ready: true, reasons: [], live: 'shared' });
    // Liveness stays what it was: the process answers.
    expect((await fetch(`${graph.url}/health`)).status).toBe(200);
  });

  it('is not ready, and says why, while the platform does not answer; /health still answers', async () => {
    const graph = await graphFor('http://127.0.0.1:9');
    const answer = await fetch(`${graph.url}/health/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ ready: false, reasons: ['platform unreachable'], live: 'shared' });
    expect((await fetch(`${graph.url}/health`)).status).toBe(200);
  });
});

describe('a drain', () => {
  it('finishes the request in flight, ends live streams, refuses new work and says it is draining', async () => {
    const graph = await graphFor();
    const stream = await openStream(graph.url);
    // A query that waits for the platform (400 ms) when the drain begins.
    const inFlight = fetch(`${graph.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newestProducts(first: 2) { edges { node { internalId } } } }' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(graph.lifecycle.inFlight).toBe(2);

    const drained = graph.drain(5000);
    expect(await graph.lifecycle.readiness()).toMatchObject({ ready: false, reasons: ['draining'] });
    // The stream ends without a `complete` event: its client takes it for a lost connection and reconnects.
    const streamed = await stream.ended;

    expect(streamed).toContain('event: next');
    expect(streamed).not.toContain('event: complete');
    // The request in flight gets its whole answer.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const { data, errors } = (await answer.json()) as {
      data: { newestProducts: { edges: unknown[] } };
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    expect(data.newestProducts.edges).toHaveLength(2);
    // Nothing was left to cut at the deadline: the stream ended, the query finished.
    expect(await drained).toEqual({ cut: 0 });
    // A new connection is refused: the balancer sends it to another instance.
    await expect(fetch(`${graph.url}/health`)).rejects.toThrow();
  });
});
