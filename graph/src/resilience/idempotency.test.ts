import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../test/harness.ts';
import { UpstreamClient, type RequestScope } from '../upstreams/http.ts';
import { UpstreamError } from '../upstreams/upstream-error.ts';
import { WriteKeys } from './idempotency.ts';

/** A mutation sent again with its Idempotency-Key (resilience/idempotency.ts) repeats no upstream write. */

const ADD = `mutation Add($input: CartItemAddInput!) {
  cartItemAdd(input: $input) {
    __typename
    ... on CartItemAddSuccess { cart { itemCount orders { items { sku quantity } } } }
    ... on Error { code message }
  }
}`;
const CART = `query Cart { viewer { cart { __typename ... on Cart { orders { items { sku quantity } } } } } }`;

describe('a mutation sent again with its Idempotency-Key', { timeout: 60_000 }, () => {
  let platform: PlatformUnderTest;
  let client: GraphClient;
  let token: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    client = graphClient(testConfig(platform.platform));
    token = (await signIn(platform.platform.identity.url, 'fan@club.example', DEMO_PASSWORD)).access_token;
  });
  afterAll(() => platform.platform.close());

  const add = (key: string | undefined, sku = 'FS-001003') =>
    client.execute<{ cartItemAdd: { __typename: string } }>(
      ADD,
      { input: { sku, quantity: 1 } },
      { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    );
  const quantity = async (sku: string) => {
    const answer = await client.execute<{
      viewer: { cart: { orders: { items: { sku: string; quantity: number }[] }[] } };
    }>(CART, {}, { authorization: `Bearer ${token}` });
    return (
      answer.data!.viewer.cart.orders.flatMap((order) => order.items).find((item) => item.sku === sku)?.quantity ?? 0
    );
  };
  const writeKeysSent = () =>
    platform
      .callsTo('/carts/self/items')
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers['idempotency-key']);

  it('adds the item once, answers both tries alike, and sends the service the same key both times', async () => {
    const before = await quantity('FS-001003');
    platform.reset();
    const key = randomUUID();
    const first = await add(key);
    const again = await add(key);
    expect(first.data!.cartItemAdd.__typename).toBe('CartItemAddSuccess');
    expect(again.data).toEqual(first.data);
    expect(await quantity('FS-001003')).toBe(before + 1);
    const sent = writeKeysSent();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Derived, not the client's own: a client cannot name a key the graph uses for another write.
    expect(sent[0]).not.toBe(key);
    expect(sent[1]).toBe(sent[0]);
  });

  it('makes a new write for a new key, and one for every mutation without a key', async () => {
    const before = await quantity('FS-001003');
    platform.reset();
    await add(randomUUID());
    await add(randomUUID());
    await add(undefined);
    expect(await quantity('FS-001003')).toBe(before + 3);
    const sent = writeKeysSent();
    expect(new Set(sent.slice(0, 2)).size).toBe(2);
    expect(sent[2]).toBeUndefined();
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(65)],
    ['punctuation', 'abc;def/ghi'],
  ])('refuses a key that is %s with a 400 before anything runs', async (_what, key) => {
    platform.reset();
    const answer = await add(key);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Idempotency-Key/);
    expect(platform.calls).toHaveLength(0);
  });
});

describe('an upstream write with a key', () => {
  let server: Server;
  let origin: string;
  const answers: { status: number; body: object; headers?: Record<string, string> }[] = [];
  const received: { method: string; key: string | undefined }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push({ method: request.method!, key: request.headers['idempotency-key'] as string | undefined });
      const answer = answers.shift() ?? { status: 200, body: { ok: true } };
      request.resume();
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const upstream = () => new UpstreamClient({ service: 'test', baseUrl: origin, timeoutMs: 3000, contract: false });
  const scope: RequestScope = { requestId: 'test' };
  const keyed = { headers: { 'idempotency-key': new WriteKeys('client-key-1').keyFor('POST', '/things') } };

  it('is sent again, with the same key, after a gateway error', async () => {
    received.splice(0);
    answers.push({ status: 502, body: { title: 'Bad Gateway' } });
    await expect(upstream().call(scope, 'POST', '/things', { body: {}, ...keyed })).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(2);
    expect(received[1]!.key).toBe(received[0]!.key);
  });

  it('is sent again while the service still runs its first try (409 in progress)', async () => {
    received.splice(0);
    answers.push({
      status: 409,
      body: { title: 'Conflict', reason: 'idempotency-key-in-progress' },
      headers: { 'retry-after': '0' },
    });
    await expect(upstream().call(scope, 'POST', '/things', { body: {}, ...keyed })).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(2);
  });

  it('is never sent twice without a key, and a 409 of another kind is the answer', async () => {
    received.splice(0);
    answers.push({ status: 502, body: { title: 'Bad Gateway' } });
    await expect(upstream().call(scope, 'POST', '/things', { body: {} })).rejects.toBeInstanceOf(UpstreamError);
    answers.push({ status: 409, body: { title: 'Conflict', errorCode: 'SOMETHING_ELSE' } });
    await expect(upstream().call(scope, 'POST', '/things', { body: {}, ...keyed })).rejects.toMatchObject({
      status: 409,
    });
    expect(received).toHaveLength(2);
  });
});
