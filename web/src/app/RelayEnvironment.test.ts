import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitMutation, fetchQuery, type Environment } from 'relay-runtime';
import cartPageQuery from '../__generated__/CartPageQuery.graphql';
import addMutation from '../__generated__/useCartItemAddMutation.graphql';
import {
  createRelayEnvironment,
  GraphRequestError,
  graphRequest,
  MAX_GET_URL_LENGTH,
  RETRY_DELAYS_MS,
} from './RelayEnvironment.ts';
import { PRELOADED_QUERY_ELEMENT_ID } from './preloadedQuery.ts';

const credentials = { accessToken: undefined, onUnauthorized: () => undefined };
const answer = (data: object, status = 200) =>
  new Response(JSON.stringify({ data }), { status, headers: { 'content-type': 'application/json' } });
const gatewayTimeout = () =>
  new Response('Gateway Timeout', { status: 504, headers: { 'content-type': 'text/plain' } });
const variables = { language: 'DE', signedIn: false } as const;
const cartData = { viewer: { cart: null, person: null, actingFor: null }, partners: [], storesNavigation: [] };

function query(environment: Environment) {
  return new Promise<unknown>((resolve, reject) =>
    fetchQuery(environment, cartPageQuery, variables).subscribe({ next: resolve, error: reject }),
  );
}

describe('the Relay network layer', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('tries a query again after a gateway error or no answer, then gives the answer', async () => {
    fetchMock
      .mockResolvedValueOnce(gatewayTimeout())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(cartData));
    const result = query(createRelayEnvironment(credentials));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    await expect(result).resolves.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up on a query after the last try, as unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = query(createRelayEnvironment(credentials)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(error).toBeInstanceOf(GraphRequestError);
    expect((error as GraphRequestError).unreachable).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('tries a mutation again after a gateway error or no answer, with the key of its first try', async () => {
    fetchMock
      .mockResolvedValueOnce(gatewayTimeout())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer({ cartItemAdd: { __typename: 'CartItemAddSuccess', cart: null } }));
    const environment = createRelayEnvironment(credentials);
    const add = () =>
      new Promise<unknown>((resolve, reject) =>
        commitMutation(environment, {
          mutation: addMutation,
          variables: { input: { sku: 'x', quantity: 1, options: [] }, language: 'DE' },
          onCompleted: resolve,
          onError: reject,
        }),
      );
    const done = add();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    await expect(done).resolves.toBeTruthy();
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
    );
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);

    // The next mutation the person makes is another write: a key of its own.
    fetchMock.mockResolvedValueOnce(answer({ cartItemAdd: { __typename: 'CartItemAddSuccess', cart: null } }));
    await add();
    const next = (fetchMock.mock.calls[3]![1] as { headers: Record<string, string> }).headers['idempotency-key'];
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(keys[0]);
  });

  it('gives up on a mutation after the last try, and never repeats one the graph answered', async () => {
    fetchMock.mockResolvedValue(gatewayTimeout());
    const environment = createRelayEnvironment(credentials);
    const failed = new Promise<unknown>((resolve) =>
      commitMutation(environment, {
        mutation: addMutation,
        variables: { input: { sku: 'x', quantity: 1, options: [] }, language: 'DE' },
        onError: resolve,
      }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await failed).toBeInstanceOf(GraphRequestError);
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);

    // A refusal (an answer with errors, or a 4xx) is the answer: it is not sent again.
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ errors: [{ message: 'refused' }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const refused = new Promise<unknown>((resolve) =>
      commitMutation(environment, {
        mutation: addMutation,
        variables: { input: { sku: 'x', quantity: 1, options: [] }, language: 'DE' },
        onError: resolve,
      }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await refused).toBeInstanceOf(GraphRequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the answer the portal embedded in the HTML once, for the same document and variables only', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PRELOADED_QUERY_ELEMENT_ID;
    // The server's order of the variables differs from Relay's: the key does not depend on it.
    script.dataset.request = JSON.stringify({
      documentId: cartPageQuery.params.id,
      variables: { signedIn: false, language: 'DE' },
    });
    script.textContent = JSON.stringify({ data: cartData });
    document.body.append(script);
    fetchMock.mockResolvedValue(answer(cartData));
    const environment = createRelayEnvironment(credentials);

    await query(environment);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PRELOADED_QUERY_ELEMENT_ID)).toBeNull();
    // Asked again (a later visit), the graph answers.
    await new Promise<unknown>((resolve, reject) =>
      fetchQuery(environment, cartPageQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => resolve(undefined),
        error: reject,
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks an anonymous query as a GET (cacheable), a signed-in person's query and every mutation as a POST", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(cartData)));
    await query(createRelayEnvironment(credentials));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const search = new URL(url, 'http://portal').searchParams;
    expect(new URL(url, 'http://portal').pathname).toBe('/graphql');
    expect(search.get('documentId')).toBe(cartPageQuery.params.id);
    expect(search.get('operationName')).toBe('CartPageQuery');
    expect(JSON.parse(search.get('variables')!)).toEqual(variables);
    expect(search.has('query')).toBe(false);
    // The graph's CSRF prevention runs a GET only with this header; no token travels with it.
    expect(init.headers).toMatchObject({ 'x-graphql-yoga-csrf': '1' });
    expect(init.headers).not.toHaveProperty('authorization');

    fetchMock.mockClear();
    await query(createRelayEnvironment({ ...credentials, accessToken: 'token-of-a-person' }));
    const [signedInUrl, signedIn] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(signedInUrl).toBe('/graphql');
    expect(signedIn.method).toBe('POST');
    expect(signedIn.headers).toMatchObject({ authorization: 'Bearer token-of-a-person' });
    expect(JSON.parse(signedIn.body as string)).toMatchObject({ documentId: cartPageQuery.params.id, variables });

    fetchMock.mockClear();
    await new Promise<unknown>((resolve, reject) =>
      commitMutation(createRelayEnvironment(credentials), {
        mutation: addMutation,
        variables: { input: { sku: 'x', quantity: 1, options: [] }, language: 'DE' },
        onCompleted: resolve,
        onError: reject,
      }),
    );
    const [mutationUrl, mutation] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(mutationUrl).toBe('/graphql');
    expect(mutation.method).toBe('POST');
  });

  it('posts an anonymous query whose address would be too long', () => {
    const long = { search: 'x'.repeat(MAX_GET_URL_LENGTH) };
    const { url, init } = graphRequest(undefined, 'a'.repeat(64), 'SearchQuery', long, 'query');
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: long });
  });
});
