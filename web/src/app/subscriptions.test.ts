import type { GraphQLResponse, Observable } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import matchSubscription from '../__generated__/liveSubscriptionsMatchSubscription.graphql';
import standingsSubscription from '../__generated__/liveSubscriptionsStandingsSubscription.graphql';
import type { Credentials } from './RelayEnvironment.ts';
import { createSubscribe, reconnectDelayMs } from './subscriptions.ts';

const variables = { teamId: 159, language: 'DE' };
const matchUpdated = (homeGoals: number) => ({ data: { matchUpdated: { id: 'TGl2ZVRpY2tlcjoxNTk', homeGoals } } });

/** A GraphQL-over-SSE answer (distinct connections mode): the values, then the end of the stream. */
const eventStream = (...values: object[]) =>
  new Response(
    `${values.map((value) => `event: next\ndata: ${JSON.stringify(value)}\n\n`).join('')}event: complete\ndata:\n\n`,
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
/** A stream that stays open (a match still running) until the request is aborted. */
const openStream = (init: RequestInit | undefined, ...values: object[]) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const value of values) controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(value)}\n\n`));
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
};
const refusal = (status: number) =>
  new Response(JSON.stringify({ errors: [{ message: 'refused' }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The subscriptions a test opened: closed after it, so none reconnects into the next test. */
const open: { unsubscribe(): void }[] = [];

/** What the Relay observable of one subscription delivered. */
function follow(subscribe: ReturnType<typeof createSubscribe>, request = matchSubscription.params, vars = variables) {
  const seen = { values: [] as GraphQLResponse[], error: undefined as Error | undefined, completed: false };
  // createSubscribe always answers with an observable (SubscribeFunction also allows a Disposable).
  const observable = subscribe(request, vars, {}) as Observable<GraphQLResponse>;
  const subscription = observable.subscribe({
    next: (value) => void seen.values.push(value),
    error: (error: Error) => void (seen.error = error),
    complete: () => void (seen.completed = true),
  });
  open.push(subscription);
  return { seen, subscription };
}

describe('reconnectDelayMs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('doubles the pause from one second and stops growing at half a minute', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    expect([0, 1, 2, 3, 4, 5, 6, 10, 100, 2000].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('varies each pause by a quarter either way, so the fans of a dropped instance do not all return at once', () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect(reconnectDelayMs(0)).toBe(750);
    expect(reconnectDelayMs(20)).toBe(22_500);
    random.mockReturnValue(0.999_999);
    expect(reconnectDelayMs(0)).toBeCloseTo(1250, 2);
    expect(reconnectDelayMs(20)).toBeCloseTo(37_500, 1);
    random.mockRestore();
    for (let attempt = 0; attempt < 40; attempt++) {
      const delay = reconnectDelayMs(attempt);
      const base = Math.min(30_000, 1000 * 2 ** attempt);
      expect(delay).toBeGreaterThanOrEqual(base * 0.75);
      expect(delay).toBeLessThanOrEqual(base * 1.25);
    }
  });
});

describe('createSubscribe', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let credentials: { accessToken: string | undefined; onUnauthorized: Mock<() => void> };
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    credentials = { accessToken: undefined, onUnauthorized: vi.fn<() => void>() };
  });
  afterEach(() => {
    for (const subscription of open.splice(0)) subscription.unsubscribe();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  const subscribeWith = (given: Credentials = credentials) => createSubscribe(given);
  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index]!;
    return { url, init: init!, headers: init!.headers as Record<string, string> };
  };

  it('streams a persisted subscription as a POST to /graphql, naming the document instead of sending its text', async () => {
    fetchMock.mockResolvedValueOnce(eventStream(matchUpdated(1), matchUpdated(2)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(seen.completed).toBe(true));
    expect(seen.values).toEqual([matchUpdated(1), matchUpdated(2)]);
    expect(seen.error).toBeUndefined();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, headers } = call(0);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: matchSubscription.params.id,
      operationName: 'liveSubscriptionsMatchSubscription',
      variables,
    });
    expect(JSON.parse(init.body as string)).not.toHaveProperty('query');
    expect(headers.accept).toBe('text/event-stream');
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['accept-language']).toBe('de');
    expect(headers).not.toHaveProperty('authorization');
  });

  it('sends the signed-in person’s token and the page’s language', async () => {
    window.history.replaceState(null, '', '/en/profis/live');
    fetchMock.mockResolvedValueOnce(eventStream(matchUpdated(0)));
    const { seen } = follow(subscribeWith({ ...credentials, accessToken: 'token-of-a-person' }));
    await vi.waitFor(() => expect(seen.completed).toBe(true));
    expect(call(0).headers).toMatchObject({ authorization: 'Bearer token-of-a-person', 'accept-language': 'en' });
  });

  it('refuses an operation that is not persisted without asking the graph', async () => {
    const { seen } = follow(subscribeWith(), { ...matchSubscription.params, id: null, cacheID: 'x' } as never);
    await vi.waitFor(() => expect(seen.error).toBeInstanceOf(Error));
    expect(seen.error!.message).toContain('liveSubscriptionsMatchSubscription is not a persisted operation');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404])('gives up at once when the graph refuses the subscription (%i)', async (status) => {
    fetchMock.mockImplementation(() => Promise.resolve(refusal(status)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(seen.error).toBeInstanceOf(Error));
    expect(seen.error!.message).toBe(`HTTP ${status}`);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(credentials.onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 401 (the sign-in ran out) and does not try again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(refusal(401)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(seen.error).toBeInstanceOf(Error));
    expect(credentials.onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again after a lost connection, after the reconnect pause', async () => {
    // Only the test moves the clock here: with the clock also running on its own, a loaded machine let the
    // pause run out while the test was still between its steps.
    vi.useRealTimers();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(eventStream(matchUpdated(3)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200); // 1 s after the failure
    await vi.waitFor(() => expect(seen.completed).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen.values).toEqual([matchUpdated(3)]);
    expect(seen.error).toBeUndefined();
    expect(call(1).init.body).toBe(call(0).init.body);
  });

  it.each([408, 429, 502, 503])('tries again after a %i', async (status) => {
    fetchMock
      .mockResolvedValueOnce(new Response('busy', { status }))
      .mockResolvedValueOnce(eventStream(matchUpdated(1)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1250);
    await vi.waitFor(() => expect(seen.completed).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen.error).toBeUndefined();
  });

  it('keeps trying while the network is gone, and at once when the browser is back online', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { seen } = follow(subscribeWith());
    // 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s: no end of trying.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16_000 + 30_000 * 5);
    expect(fetchMock).toHaveBeenCalledTimes(11);
    expect(seen.error).toBeUndefined();

    // Back online well before the next 30 s are up: the stream opens again at once.
    fetchMock.mockResolvedValueOnce(eventStream(matchUpdated(2)));
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(seen.completed).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(seen.values).toEqual([matchUpdated(2)]);
  });

  it('opens the stream again when it drops mid-match', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let dropFirst: (() => void) | undefined;
    fetchMock
      .mockImplementationOnce(async () => {
        const encoder = new TextEncoder();
        return new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(matchUpdated(1))}\n\n`));
              dropFirst = () => controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        );
      })
      .mockImplementationOnce(async (_url, init) => openStream(init, matchUpdated(2)));
    const { seen } = follow(subscribeWith());
    await vi.waitFor(() => expect(seen.values).toEqual([matchUpdated(1)]));
    dropFirst!();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(seen.values).toEqual([matchUpdated(1), matchUpdated(2)]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen.error).toBeUndefined();
  });

  it('closes the stream when the page stops following it, and does not open it again', async () => {
    fetchMock.mockImplementation(async (_url, init) => openStream(init, matchUpdated(1)));
    const { seen, subscription } = follow(subscribeWith());
    await vi.waitFor(() => expect(seen.values).toHaveLength(1));
    const { init } = call(0);
    expect(init.signal!.aborted).toBe(false);
    subscription.unsubscribe();
    expect(init.signal!.aborted).toBe(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not let one refused subscription stop another from reconnecting', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const subscribe = subscribeWith();
    // The table's document is refused; the ticker's stream is open.
    let dropTicker: (() => void) | undefined;
    fetchMock.mockImplementation(async (_url, init) => {
      const { operationName } = JSON.parse(init!.body as string) as { operationName: string };
      if (operationName === 'liveSubscriptionsStandingsSubscription') return refusal(400);
      const encoder = new TextEncoder();
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(matchUpdated(1))}\n\n`));
            dropTicker = () => controller.error(new TypeError('network error'));
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    });
    const ticker = follow(subscribe);
    await vi.waitFor(() => expect(ticker.seen.values).toHaveLength(1));
    const table = follow(subscribe, standingsSubscription.params, { teamId: 159 } as never);
    await vi.waitFor(() => expect(table.seen.error?.message).toBe('HTTP 400'));

    // The network drops: the ticker's stream is opened again, the table stays given up.
    fetchMock.mockClear();
    dropTicker!();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect([ticker.seen.error?.message, ticker.seen.values.length]).toEqual([undefined, 2]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
