import { GraphQLError } from 'graphql';
import { createSchema, createYoga, Repeater } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useSharedLiveResults } from './shared-results.ts';

/**
 * A live update is executed once for all subscribers who asked alike (same document, variables and language),
 * whatever their number, and each of them still gets it whole; their feed is read once per audience, not per
 * fan; a field outside the shared ones (a viewer's) runs per subscriber. A small schema of the same shape as the
 * live module's stands in for the graph's.
 */
function liveServer() {
  const subscribers = new Set<(value: object) => void>();
  const calls = { label: 0, viewerNote: 0 };
  let failing = false;
  /** A subscriber's stream of what `publish` delivers. */
  const listen = () =>
    new Repeater<object>(async (push, stop) => {
      const deliver = (value: object) => void push(value);
      subscribers.add(deliver);
      await stop;
      subscribers.delete(deliver);
    });
  const schema = createSchema<{ language: string }>({
    typeDefs: /* GraphQL */ `
      type Query {
        ok: Boolean
      }
      type Ticker {
        minute: Int!
        label: String!
      }
      type Subscription {
        matchUpdated(teamId: Int!): Ticker!
        viewerNote: String!
      }
    `,
    resolvers: {
      Ticker: {
        label: (ticker: { minute: number }, _args: unknown, context: { language: string }) => {
          calls.label++;
          if (failing) throw new Error('the label service said: secret-host:5432 refused');
          return `${context.language}: ${ticker.minute}'`;
        },
      },
      Subscription: {
        matchUpdated: {
          subscribe: listen,
          resolve: (value: object) => value,
        },
        viewerNote: {
          subscribe: listen,
          resolve: () => {
            calls.viewerNote++;
            return 'yours';
          },
        },
      },
    },
  });
  const yoga = createYoga({
    schema,
    context: ({ request }) => ({ language: request.headers.get('accept-language') ?? 'de' }),
    plugins: [useSharedLiveResults({ maskError: (_error, message) => new GraphQLError(message) })],
  });
  /** Delivers one value object to every subscriber, as the hub does. */
  const publish = (value: object) => subscribers.forEach((deliver) => deliver(value));
  return {
    yoga,
    calls,
    publish,
    subscriberCount: () => subscribers.size,
    failLabels: (fail: boolean) => (failing = fail),
  };
}

/** Opens an SSE subscription; `next(n)` resolves with the data of its first n events. */
async function subscribe(yoga: ReturnType<typeof liveServer>['yoga'], query: string, language = 'de') {
  const controller = new AbortController();
  const response = await yoga.fetch('http://graph/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': language },
    body: JSON.stringify({ query, variables: { teamId: 159 } }),
    signal: controller.signal,
  });
  // Read as it comes, as a browser does (not through a TextDecoderStream, whose cancel the fetch ponyfill
  // does not pass on): a cancelled reader is a fan who left.
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let boundary;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = /^event: next\ndata: (.*)$/s.exec(message)?.[1];
        if (data) events.push(JSON.parse(data));
      }
    }
  })().catch(() => undefined);
  return {
    /** The data of the first `count` events, once they came (or all there were, when the stream ended). */
    async next(count: number): Promise<unknown[]> {
      let ended = false;
      void reading.then(() => (ended = true));
      for (let tries = 0; events.length < count && !ended && tries < 400; tries++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      return events.slice(0, count);
    },
    close: () => {
      controller.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
}

const TICKER = 'subscription($teamId: Int!) { matchUpdated(teamId: $teamId) { minute label } }';

/** Waits until the feed has `count` readers (an audience reads it once for all its fans). */
async function untilSubscribed(server: ReturnType<typeof liveServer>, count: number) {
  for (let tries = 0; server.subscriberCount() !== count && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(server.subscriberCount()).toBe(count);
}

describe('live updates shared by their subscribers', () => {
  it('executes an update once for everyone who asked alike, and once more per other language', async () => {
    const server = liveServer();
    const german = await Promise.all(Array.from({ length: 50 }, () => subscribe(server.yoga, TICKER, 'de')));
    const english = await Promise.all(Array.from({ length: 3 }, () => subscribe(server.yoga, TICKER, 'en')));
    // Two audiences (German, English): the feed is read twice, not 53 times.
    await untilSubscribed(server, 2);
    server.publish({ minute: 12 });
    server.publish({ minute: 13 });
    for (const fan of german)
      expect(await fan.next(2)).toEqual([
        { data: { matchUpdated: { minute: 12, label: "de: 12'" } } },
        { data: { matchUpdated: { minute: 13, label: "de: 13'" } } },
      ]);
    for (const fan of english)
      expect(await fan.next(2)).toEqual([
        { data: { matchUpdated: { minute: 12, label: "en: 12'" } } },
        { data: { matchUpdated: { minute: 13, label: "en: 13'" } } },
      ]);
    // Two updates, two languages: four executions for 53 subscribers.
    expect(server.calls.label).toBe(4);
    for (const fan of [...german, ...english]) fan.close();
    // The last fan of an audience gone, its feed is let go.
    await untilSubscribed(server, 0);
  });

  it('gives a fan who comes later the present state at once, then each change', async () => {
    const server = liveServer();
    const first = await subscribe(server.yoga, TICKER);
    await untilSubscribed(server, 1);
    server.publish({ minute: 30 });
    expect(await first.next(1)).toEqual([{ data: { matchUpdated: { minute: 30, label: "de: 30'" } } }]);
    const later = await subscribe(server.yoga, TICKER);
    expect(await later.next(1)).toEqual([{ data: { matchUpdated: { minute: 30, label: "de: 30'" } } }]);
    server.publish({ minute: 31 });
    expect(await later.next(2)).toEqual([
      { data: { matchUpdated: { minute: 30, label: "de: 30'" } } },
      { data: { matchUpdated: { minute: 31, label: "de: 31'" } } },
    ]);
    expect(await first.next(2)).toHaveLength(2);
    expect(server.subscriberCount()).toBe(1);
    first.close();
    later.close();
    await untilSubscribed(server, 0);
  });

  it('masks an error of an update as the graph masks errors, and keeps the stream open', async () => {
    const server = liveServer();
    const fan = await subscribe(server.yoga, TICKER);
    await untilSubscribed(server, 1);
    server.failLabels(true);
    server.publish({ minute: 44 });
    const [failed] = await fan.next(1);
    server.failLabels(false);
    expect(JSON.stringify(failed)).not.toContain('secret-host');
    expect(failed).toMatchObject({ errors: [{ message: 'Unexpected error.' }] });
    server.publish({ minute: 45 });
    expect((await fan.next(2))[1]).toEqual({ data: { matchUpdated: { minute: 45, label: "de: 45'" } } });
    fan.close();
  });

  it('runs a subscription outside the shared ones per subscriber', async () => {
    const server = liveServer();
    const fans = await Promise.all(
      Array.from({ length: 4 }, () => subscribe(server.yoga, 'subscription { viewerNote }')),
    );
    await untilSubscribed(server, 4);
    server.publish({ minute: 1 });
    for (const fan of fans) expect(await fan.next(1)).toEqual([{ data: { viewerNote: 'yours' } }]);
    expect(server.calls.viewerNote).toBe(4);
    for (const fan of fans) fan.close();
  });
});
