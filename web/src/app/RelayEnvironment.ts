import { languageOfPath } from './language.ts';
import { CHANNEL_HEADER, WEB_CHANNEL } from './channel.ts';
import { takePreloadedResponse } from './preloadedQuery.ts';
import { createSubscribe } from './subscriptions.ts';
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';

/** A failure of the whole request (network, HTTP status or an answer without data). */
export class GraphRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphRequestError';
  }

  /** No answer at all: no signal, a dropped connection or the deadline passed. Not a server error. */
  get unreachable(): boolean {
    return this.message === 'network' || this.message === 'timeout';
  }
}

/** A query that has no answer after this long is given up (and tried again, see below). */
export const QUERY_TIMEOUT_MS = 15_000;
/** Mutations get longer: a slow write is still working, and giving up early leaves the person unsure. */
export const MUTATION_TIMEOUT_MS = 30_000;
/**
 * Pauses before the second and third try of a query or a mutation. A mutation is tried again with the key of
 * its first try (`Idempotency-Key`), so the graph and the services answer a repeat with the first answer
 * instead of adding the item twice or redeeming a code twice.
 */
export const RETRY_DELAYS_MS = [500, 1500];

/** Answers worth another try: the graph or a proxy in front of it was briefly unable to answer. */
const retryableStatus = new Set([502, 503, 504]);

/**
 * The browser sends only the persisted document id and the variables, never query text; the graph
 * runs only documents the Relay compiler persisted.
 */
export interface Credentials {
  /** The current access token, if someone is signed in. */
  readonly accessToken: string | undefined;
  /** Called when the graph answers 401: the token is missing or no longer valid. */
  onUnauthorized(): void;
}

/** Queries on their way, for the pending indicator: route data on a slow network shows progress. */
export const pendingQueries = (() => {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => count,
    async track<T>(work: Promise<T>): Promise<T> {
      count++;
      notify();
      try {
        return await work;
      } finally {
        count--;
        notify();
      }
    },
  };
})();

const createFetchGraph =
  (credentials: Credentials): FetchFunction =>
  (operation, variables) => {
    if (!operation.id) throw new GraphRequestError(`${operation.name} is not a persisted operation`);
    // One key per mutation the person made, the same on every try of it.
    const idempotencyKey = operation.operationKind === 'mutation' ? crypto.randomUUID() : undefined;
    const send = () =>
      sendOnce(credentials, operation.id!, operation.name, variables, operation.operationKind, idempotencyKey);
    if (operation.operationKind === 'mutation') return withRetries(send);
    const preloaded = takePreloadedResponse(operation.id, variables);
    if (preloaded) return preloaded as GraphQLResponse;
    return pendingQueries.track(withRetries(send));
  };

/**
 * Tries a request again after a pause when it got no answer or a passing gateway error (an instance behind the
 * balancer died under it), unless offline.
 */
async function withRetries(send: () => Promise<GraphQLResponse>): Promise<GraphQLResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const retryable =
        error instanceof GraphRequestError &&
        (error.unreachable || (error.status !== undefined && retryableStatus.has(error.status)));
      const delay = RETRY_DELAYS_MS[attempt];
      // Without a signal there is nothing to wait for: the page shows its offline state at once.
      if (!retryable || delay === undefined || !navigator.onLine) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Longer addresses are POSTed instead: proxies may refuse URLs of more than a few KB. */
export const MAX_GET_URL_LENGTH = 2000;

/**
 * An anonymous query is a GET naming the document and its variables in the address, so the answer can
 * be kept: the service worker holds recent ones for reading offline (web/src/sw/sw.ts). A signed-in
 * person's queries and every mutation are POSTed, which no cache stores, and their variables never
 * appear in an address (or a log of one).
 */
export function graphRequest(
  token: string | undefined,
  documentId: string,
  operationName: string,
  variables: Record<string, unknown>,
  kind: string,
  idempotencyKey?: string,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    [CHANNEL_HEADER]: WEB_CHANNEL,
    // Messages the graph writes (typed errors) follow the page's language, not the browser's.
    'accept-language': languageOfPath(window.location.pathname),
  };
  if (kind === 'query' && !token) {
    const search = new URLSearchParams({ documentId, operationName, variables: JSON.stringify(variables) });
    const url = `/graphql?${search}`;
    // The graph's CSRF prevention runs a GET only with this header (a cross-site page cannot set it).
    if (url.length <= MAX_GET_URL_LENGTH)
      return { url, init: { method: 'GET', headers: { ...headers, 'x-graphql-yoga-csrf': '1' } } };
  }
  return {
    url: '/graphql',
    init: {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify({ documentId, operationName, variables }),
    },
  };
}

async function sendOnce(
  credentials: Credentials,
  documentId: string,
  operationName: string,
  variables: Record<string, unknown>,
  kind: string,
  idempotencyKey: string | undefined,
): Promise<GraphQLResponse> {
  const { url, init } = graphRequest(
    credentials.accessToken,
    documentId,
    operationName,
    variables,
    kind,
    idempotencyKey,
  );
  let response: Response;
  let body: GraphQLResponse & { data?: unknown };
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(kind === 'mutation' ? MUTATION_TIMEOUT_MS : QUERY_TIMEOUT_MS),
    });
    if (response.status === 401) {
      credentials.onUnauthorized();
      throw new GraphRequestError('unauthorized', 401);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
    body = (await response.json()) as GraphQLResponse & { data?: unknown };
  } catch (error) {
    if (error instanceof GraphRequestError) throw error;
    if (error instanceof SyntaxError) throw new GraphRequestError('invalid JSON', response!.status);
    throw new GraphRequestError(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network');
  }
  // Partial data with errors renders: a failed service nulls its own part of the screen.
  if (!('data' in body) || body.data == null) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
  return body;
}

/** One environment per person (and organisation acted for): a new sign-in starts with an empty store. */
export function createRelayEnvironment(credentials: Credentials): Environment {
  return new Environment({
    network: Network.create(createFetchGraph(credentials), createSubscribe(credentials)),
    store: new Store(new RecordSource()),
  });
}
