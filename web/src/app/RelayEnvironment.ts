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
const fetchGraph: FetchFunction = async (operation, variables) => {
  if (!operation.id) throw new GraphRequestError(`${operation.name} is not a persisted operation`);
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ documentId: operation.id, operationName: operation.name, variables }),
    });
  } catch {
    throw new GraphRequestError('network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
  const body = (await response.json()) as GraphQLResponse & { data?: unknown };
  // Partial data with errors renders: a failed service nulls its own part of the screen.
  if (!('data' in body) || body.data == null) throw new GraphRequestError(`HTTP ${response.status}`, response.status);
  return body;
};

export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraph), store: new Store(new RecordSource()) });
}
