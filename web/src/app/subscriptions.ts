import type * as GraphqlSse from 'graphql-sse';
import { CHANNEL_HEADER, WEB_CHANNEL } from './channel.ts';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { languageOfPath } from './language.ts';
import type { Credentials } from './RelayEnvironment.ts';

/** Pauses between attempts to reconnect a dropped subscription: growing to half a minute, with jitter. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
}

/** Waits before another attempt, but no longer than until the browser is back online. */
function waitToReconnect(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, reconnectDelayMs(attempt));
    window.addEventListener('online', done);
  });
}

/**
 * Relay subscriptions over server-sent events (GraphQL over SSE, graphql-sse's distinct connections mode):
 * each subscription is one streamed POST naming the persisted document, like a query. A dropped stream
 * (a lost network, a graph instance going away) is opened again without end, at once when the browser
 * comes back online; the graph sends the present state first, so nothing missed in between stays missing.
 *
 * The client (a few KB) is loaded with the first subscription: only the live pages need it.
 */
export function createSubscribe(credentials: Credentials): SubscribeFunction {
  let library: Promise<typeof GraphqlSse> | undefined;
  // The client's code may not come (a page rendered on the server, taken over just before the network went):
  // asked again like a dropped stream, so the ticker starts once the browser is back online.
  const load = async (): Promise<typeof GraphqlSse> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await import('graphql-sse');
      } catch {
        await waitToReconnect(attempt);
      }
    }
  };
  // One client per subscription (distinct connections share nothing anyway), so that a refusal ends only
  // the subscription it was for: with one client, another's refusal stopped the ticker's reconnecting.
  const connect = () =>
    (library ??= load()).then(({ createClient }) => {
      // A refusal (400: an unknown document or bad variables, 401, 403, 404) is not tried again; a lost
      // connection, a timeout, 429 and the 5xx of an instance going away are.
      let refused: number | undefined;
      const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fetch(input, init);
        refused =
          response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status)
            ? response.status
            : undefined;
        if (response.status === 401) credentials.onUnauthorized();
        return response;
      };
      return createClient({
        url: '/graphql',
        fetchFn,
        headers: (): Record<string, string> => ({
          [CHANNEL_HEADER]: WEB_CHANNEL,
          'accept-language': languageOfPath(window.location.pathname),
          ...(credentials.accessToken ? { authorization: `Bearer ${credentials.accessToken}` } : {}),
        }),
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: (attempt) => {
          if (refused !== undefined) return Promise.reject(new Error(`HTTP ${refused}`));
          return waitToReconnect(attempt);
        },
      });
    });

  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!operation.id) {
        sink.error(new Error(`${operation.name} is not a persisted operation`));
        return;
      }
      let dispose: (() => void) | undefined;
      let closed = false;
      connect().then(
        (sse) => {
          if (closed) return;
          // The graph runs persisted documents only: the request names one instead of carrying query text.
          const request = { documentId: operation.id, operationName: operation.name, variables } as unknown as {
            query: string;
          };
          dispose = sse.subscribe<GraphQLResponse>(request, {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => sink.complete(),
          });
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        dispose?.();
      };
    });
}
