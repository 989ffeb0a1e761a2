import { createSchema, createYoga, Repeater } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useSharedLiveResults } from './shared-results.ts';

/**
 * A live update is executed once for all subscribers who asked alike (same document, variables and language),
 * whatever their number, and each of them still gets it whole; a field outside the shared ones (a viewer's)
 * runs per subscriber. A small schema of the same shape as the live module's stands in for the graph's.
 */
function liveServer() {
  const subscribers = new Set<(value: object) => void>();
  const calls = { label: 0, viewerNote: 0 };
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
    plugins: [useSharedLiveResults()],
  });
  /** Delivers one value object to every subscriber, as the hub does. */
  const publish = (value: object) => subscribers.forEach((deliver) => deliver(value));
  return { yoga, calls, publish, subscriberCount: () => subscribers.size };
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
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: unknown[] = [];
  return {
    async next(count: number): Promise<unknown[]> {
      while (events.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const data = /^event: next\ndata: (.*)$/s.exec(message)?.[1];
          if (data) events.push(JSON.parse(data));
        }
      }
      return events.slice(0, count);
    },
    close: () => controller.abort(),
  };
}

const TICKER = 'subscription($teamId: Int!) { matchUpdated(teamId: $teamId) { minute label } }';

async function untilSubscribed(server: ReturnType<typeof liveServer>, count: number) {
  for (let tries = 0; server.subscriberCount() < count && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(server.subscriberCount()).toBe(count);
}

describe('live updates shared by their subscribers', () => {
  it('executes an update once for everyone who asked alike, and once more per other language', async () => {
    const server = liveServer();
    const german = await Promise.all(Array.from({ length: 50 }, () => subscribe(server.yoga, TICKER, 'de')));
    const english = await Promise.all(Array.from({ length: 3 }, () => subscribe(server.yoga, TICKER, 'en')));
    await untilSubscribed(server, 53);
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
