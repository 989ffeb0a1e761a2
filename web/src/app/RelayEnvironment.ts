import { languageOfPath } from './language.ts';
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
}

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

const createFetchGraph =
  (credentials: Credentials): FetchFunction =>
  async (operation, variables) => {
    if (!operation.id) throw new GraphRequestError(`${operation.name} is not a persisted operation`);
    const token = credentials.accessToken;
    let response: Response;
    try {
      response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          // Messages the graph writes (typed errors) follow the page's language, not the browser's.
          'accept-language': languageOfPath(window.location.pathname),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ documentId: operation.id, operationName: operation.name, variables }),
      });
    } catch {
      throw new GraphRequestError('network');
    }
    if (response.status === 401) {
      credentials.onUnauthorized();
      throw new GraphRequestError('unauthorized', 401);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
    const body = (await response.json()) as GraphQLResponse & { data?: unknown };
    // Partial data with errors renders: a failed service nulls its own part of the screen.
    if (!('data' in body) || body.data == null) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
    return body;
  };

/** One environment per person (and organisation acted for): a new sign-in starts with an empty store. */
export function createRelayEnvironment(credentials: Credentials): Environment {
  return new Environment({
    network: Network.create(createFetchGraph(credentials)),
    store: new Store(new RecordSource()),
  });
}
