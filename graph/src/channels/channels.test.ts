import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChannelRegistry, DEFAULT_WEB_CHANNEL_SECRET, DEMO_PASSWORD } from '@club/platform';
import { channelToken, signIn } from '@club/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { redisUrlForTests } from '../../test/redis.ts';
import { configFromEnv } from '../config.ts';
import { metricsRegistry } from '../observability/metrics.ts';
import { createGraph, type Graph } from '../yoga.ts';

const redisUrl = redisUrlForTests();
let platform: PlatformUnderTest;
let graph: Graph;
let registry: ChannelRegistry;
let developer: string;

const PARTNERS = 'query StadiumPartners { partners { name } }';
const COUNTRIES = 'query StadiumCountries { countries { code name } }';
const MUTATION =
  'mutation StadiumDiscount($code: String!) { discountCodeAdd(input: { code: $code, partnerId: "1" }) { __typename } }';

function graphFor(overrides: Parameters<typeof testConfig>[1] = {}): Graph {
  return createGraph({
    config: testConfig(platform.platform, { mode: 'production', channelRefreshMs: 100, ...overrides }),
  });
}

async function run(
  target: Graph,
  documentId: string,
  headers: Record<string, string>,
  variables: Record<string, unknown> = {},
) {
  const response = await target.fetch('http://graph.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ documentId, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
      extensions?: { cost?: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } };
    },
  };
}

async function publish(target: Graph, token: string, version: string, documents: { id: string; body: string }[]) {
  const body = JSON.stringify({ version, documents });
  const response = await target.fetch('http://graph.test/graphql/channel/deployments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(name: string, secret: string): Promise<string> {
  const granted = await channelToken(platform.platform.identity.issuer, name, secret);
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return granted.body.access_token as string;
}

/** A channel registered by the demo developer through the platform's API, with its token. */
async function registerChannel(name: string) {
  const response = await fetch(`${platform.platform.url}/channels/v1/self/channels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${developer}` },
    body: JSON.stringify({ name, displayName: name }),
  });
  expect(response.status).toBe(201);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  await sleep(250); // the graph's next snapshot (every 100 ms here)
  return { secret: clientSecret, token: await tokenOf(name, clientSecret) };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  registry = new ChannelRegistry(platform.platform.db);
  developer = (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
  graph = graphFor();
  // The web portal publishes the web app's documents as its deploy does.
  const webDocuments = JSON.parse(readFileSync(configFromEnv({}).persistedDocumentsPath, 'utf8')) as Record<
    string,
    string
  >;
  const published = await publish(
    graph,
    await tokenOf('web', DEFAULT_WEB_CHANNEL_SECRET),
    'test-1',
    Object.entries(webDocuments).map(([id, body]) => ({ id, body })),
  );
  expect(published.status, JSON.stringify(published.body)).toBe(201);
}, 60_000);
afterAll(async () => {
  await graph?.dispose();
  await platform?.platform.close();
});

describe('channels at the graph', () => {
  it('runs a web document for a visitor naming the web channel, with the cost in the answer', async () => {
    const webDocuments = JSON.parse(readFileSync(configFromEnv({}).persistedDocumentsPath, 'utf8')) as Record<
      string,
      string
    >;
    const [id] = Object.entries(webDocuments).find(([, body]) => body.startsWith('query CheckoutPageQuery(')) ?? [];
    const answer = await run(graph, id!, { 'x-club-channel': 'web' }, { language: 'EN', signedIn: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.storesNavigation).toEqual(expect.any(Array));
    expect(answer.body.extensions?.cost).toMatchObject({
      requestedQueryCost: expect.any(Number),
      throttleStatus: { maximumAvailable: 200_000, restoreRate: 40_000 },
    });
  });

  it('refuses a request that names no channel, an unknown one, or a confidential one by name alone', async () => {
    const some = 'whatever';
    const strict = graphFor({ defaultChannel: undefined });
    try {
      expect((await run(strict, some, {})).body.errors?.[0]?.extensions?.code).toBe('CHANNEL_REQUIRED');
    } finally {
      await strict.dispose();
    }
    // Where the web portal is the default channel, a request naming none is its visitor's: the web's documents only.
    expect((await run(graph, some, {})).body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
    const unknown = await run(graph, some, { 'x-club-channel': 'no-such-channel' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('CHANNEL_UNKNOWN');
    await registerChannel('name-only');
    const nameOnly = await run(graph, some, { 'x-club-channel': 'name-only' });
    expect(nameOnly.body.errors?.[0]?.extensions?.code).toBe('CHANNEL_TOKEN_REQUIRED');
  });

  it('runs a registered channel’s published documents with its token, and nothing else', async () => {
    const { token } = await registerChannel('stadium-screen');
    const auth = { authorization: `Bearer ${token}` };
    expect((await publish(graph, token, 'v1', [{ id: 'partners-1', body: PARTNERS }])).status).toBe(201);
    const served = await run(graph, 'partners-1', auth);
    expect(served.status).toBe(200);
    expect(Array.isArray(served.body.data?.partners)).toBe(true);

    // Not published by this channel: neither a made-up id nor the web's documents.
    const unpublished = await run(graph, 'countries-1', auth);
    expect(unpublished.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');

    // A second version, then the first retired: its documents stop running.
    expect((await publish(graph, token, 'v2', [{ id: 'countries-1', body: COUNTRIES }])).status).toBe(201);
    expect((await run(graph, 'countries-1', auth)).status).toBe(200);
    const retired = await graph.fetch('http://graph.test/graphql/channel/deployments/v1/retirement', {
      method: 'POST',
      headers: auth,
    });
    expect(retired.status).toBe(200);
    expect((await run(graph, 'partners-1', auth)).body.errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_IN_LIST',
    );
  });

  it('refuses a read-only channel’s mutation before it runs', async () => {
    const { token } = await registerChannel('read-only-app');
    expect((await publish(graph, token, 'v1', [{ id: 'discount-1', body: MUTATION }])).status).toBe(201);
    const refused = await run(graph, 'discount-1', { authorization: `Bearer ${token}` }, { code: 'X' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CHANNEL_MAY_NOT_MUTATE');
    expect(platform.callsTo('/carts').length + platform.callsTo('/cart').length).toBe(0);
  });

  it('refuses a revoked channel on every instance within a refresh, without a restart', async () => {
    const { token } = await registerChannel('soon-revoked');
    expect((await publish(graph, token, 'v1', [{ id: 'partners-1', body: PARTNERS }])).status).toBe(201);
    const second = graphFor();
    try {
      expect((await run(second, 'partners-1', { authorization: `Bearer ${token}` })).status).toBe(200);
      await registry.revoke('soon-revoked');
      await sleep(400);
      for (const instance of [graph, second]) {
        const refused = await run(instance, 'partners-1', { authorization: `Bearer ${token}` });
        expect(refused.status).toBe(403);
        expect(refused.body.errors?.[0]?.extensions?.code).toBe('CHANNEL_REVOKED');
      }
    } finally {
      await second.dispose();
    }
  });

  it('throttles a channel past its budget with 429 and Retry-After, while another channel is served', async () => {
    const { token } = await registerChannel('tiny-budget');
    await platform.platform.db.query(
      "UPDATE api_channels SET budget_capacity = 30, budget_restore_rate = 1 WHERE name = 'tiny-budget'",
    );
    await registry.retire('tiny-budget', 'v0').catch(() => undefined); // bumps the revision whatever happens
    const other = await registerChannel('other-channel');
    for (const [channelToken, id] of [
      [token, 'countries-1'],
      [other.token, 'countries-1'],
    ] as const)
      expect((await publish(graph, channelToken, 'v1', [{ id, body: COUNTRIES }])).status).toBe(201);
    await sleep(300);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await run(graph, 'countries-1', { authorization: `Bearer ${token}` }));
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]!.body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    expect(Number(throttled[0]!.retryAfter)).toBeGreaterThan(0);
    expect(answers[0]!.status).toBe(200);
    const served = await run(graph, 'countries-1', { authorization: `Bearer ${other.token}` });
    expect(served.status).toBe(200);
  });

  it('charges what the answer actually cost: the estimate is taken, the rest given back', async () => {
    const { token } = await registerChannel('refund-app');
    await platform.platform.db.query(
      "UPDATE api_channels SET budget_capacity = 100000, budget_restore_rate = 1 WHERE name = 'refund-app'",
    );
    const listings = 'query RefundListings { marketplaceListings(first: 50) { edges { node { id } } } }';
    expect((await publish(graph, token, 'v1', [{ id: 'listings-1', body: listings }])).status).toBe(201);
    await sleep(250);
    const auth = { authorization: `Bearer ${token}` };
    const first = (await run(graph, 'listings-1', auth)).body.extensions!.cost! as unknown as {
      requestedQueryCost: number;
      actualQueryCost: number;
      throttleStatus: { currentlyAvailable: number };
    };
    // Fewer than 50 listings exist: the answer cost less than its estimate.
    expect(first.actualQueryCost).toBeGreaterThan(0);
    expect(first.actualQueryCost).toBeLessThan(first.requestedQueryCost);
    expect(first.throttleStatus.currentlyAvailable).toBe(100000 - first.actualQueryCost);
    await sleep(300); // the refund reaches the bucket
    const second = (await run(graph, 'listings-1', auth)).body.extensions!.cost! as unknown as typeof first;
    expect(second.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(100000 - 2 * first.actualQueryCost);
    expect(second.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(100000 - 2 * first.actualQueryCost + 2);
  });

  it.runIf(redisUrl)('holds one budget across two graph instances sharing Redis', async () => {
    const { token } = await registerChannel('shared-budget');
    await platform.platform.db.query(
      "UPDATE api_channels SET budget_capacity = 60, budget_restore_rate = 1 WHERE name = 'shared-budget'",
    );
    expect((await publish(graph, token, 'v1', [{ id: 'countries-1', body: COUNTRIES }])).status).toBe(201);
    const namespace = `channels-test-${Date.now()}`;
    const [a, b] = [
      graphFor({ redisUrl, redisNamespace: namespace }),
      graphFor({ redisUrl, redisNamespace: namespace }),
    ];
    try {
      await Promise.all([a.warmUp(), b.warmUp()]);
      const auth = { authorization: `Bearer ${token}` };
      const cost = (await run(a, 'countries-1', auth)).body.extensions!.cost!.requestedQueryCost;
      let served = 1;
      for (let i = 0; i < 16; i++) if ((await run(i % 2 ? a : b, 'countries-1', auth)).status === 200) served++;
      // One bucket of 60 points for both: each alone would have served twice as many.
      expect(served).toBe(Math.floor(60 / cost));
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it.runIf(redisUrl)('tells a channel its usage over every instance sharing Redis, and nobody else', async () => {
    const { token } = await registerChannel('usage-app');
    expect((await publish(graph, token, 'v1', [{ id: 'countries-1', body: COUNTRIES }])).status).toBe(201);
    const namespace = `usage-test-${Date.now()}`;
    const [a, b] = [
      graphFor({ redisUrl, redisNamespace: namespace }),
      graphFor({ redisUrl, redisNamespace: namespace }),
    ];
    try {
      const auth = { authorization: `Bearer ${token}` };
      for (const instance of [a, a, b]) expect((await run(instance, 'countries-1', auth)).status).toBe(200);
      await a.channels.sharedUsage.flush();
      const answer = await b.fetch('http://graph.test/graphql/channel/usage', { headers: auth });
      expect(answer.status).toBe(200);
      const usage = (await answer.json()) as {
        scope: string;
        operations: { operation: string; requests: number }[];
        fields: { coordinate: string; uses: number; channel: string }[];
      };
      expect(usage.scope).toBe('all instances');
      expect(usage.operations).toEqual([expect.objectContaining({ operation: 'StadiumCountries', requests: 3 })]);
      expect(usage.fields).toContainEqual(expect.objectContaining({ coordinate: 'Country.code', uses: 3 }));
      expect(new Set(usage.fields.map((field) => field.channel))).toEqual(new Set(['usage-app']));
      const anonymous = await b.fetch('http://graph.test/graphql/channel/usage');
      expect(anonymous.status).toBe(401);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it('counts usage per channel, operation and field in the metrics', async () => {
    const metrics = await metricsRegistry.metrics();
    expect(metrics).toMatch(
      /graph_channel_requests_total\{channel="stadium-screen",operation="StadiumCountries",outcome="served"\} [1-9]/,
    );
    expect(metrics).toMatch(/graph_channel_field_uses_total\{channel="stadium-screen",field="Country.code"\} [1-9]/);
    expect(metrics).toMatch(
      /graph_channel_requests_total\{channel="tiny-budget",operation="StadiumCountries",outcome="refused"\} [1-9]/,
    );
    const summary = graph.channels.usage.summary('stadium-screen');
    expect(summary.fields.map((field) => field.coordinate)).toContain('Query.countries');
    // Every channel's usage, for an operator with the graph's own credentials only.
    const operator = `Basic ${Buffer.from(`club-graph:${configFromEnv({}).graphClientSecret}`).toString('base64')}`;
    const all = await graph.fetch('http://graph.test/graphql/usage', { headers: { authorization: operator } });
    expect(all.status).toBe(200);
    const channelsSeen = new Set(
      ((await all.json()) as { operations: { channel: string }[] }).operations.map((entry) => entry.channel),
    );
    expect([...channelsSeen]).toEqual(expect.arrayContaining(['stadium-screen', 'tiny-budget', 'web']));
    for (const authorization of [undefined, 'Basic Y2x1Yi1ncmFwaDpndWVzcw==', `Bearer ${developer}`]) {
      const refused = await graph.fetch('http://graph.test/graphql/usage', {
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status).toBe(401);
    }
  });
});

describe('a developer exploring their own channel (GraphiQL in production)', () => {
  async function explore(query: string, headers: Record<string, string>) {
    const response = await graph.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { extensions?: { code?: string } }[];
        extensions?: { cost?: { requestedQueryCost: number } };
      },
    };
  }

  it('runs any query and introspection under the channel’s budget, for its owner only', async () => {
    await registerChannel('explored-app');
    const own = { authorization: `Bearer ${developer}`, 'x-club-channel': 'explored-app' };
    const partners = await explore('{ partners { name } }', own);
    expect(partners.status).toBe(200);
    expect(partners.body.data?.partners).toEqual(expect.any(Array));
    expect(partners.body.extensions?.cost?.requestedQueryCost).toBeGreaterThan(0);
    const schema = await explore('{ __schema { queryType { name } } }', own);
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    // Read-only unless an operator grants mutations.
    const mutation = await explore(
      'mutation { discountCodeAdd(input: { code: "X", partnerId: "1" }) { __typename } }',
      own,
    );
    expect(mutation.body.errors?.[0]?.extensions?.code).toBe('CHANNEL_MAY_NOT_MUTATE');

    // Anyone else: trusted documents only, and no introspection.
    const someoneElse = (await signIn(platform.platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD))
      .access_token;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-club-channel': 'explored-app' },
      { authorization: `Bearer ${someoneElse}`, 'x-club-channel': 'explored-app' },
      { authorization: `Bearer ${developer}` },
    ];
    for (const headers of attempts) {
      const refused = await explore('{ __schema { queryType { name } } }', headers);
      expect(refused.body.data ?? null, JSON.stringify(headers)).toBeNull();
      expect(refused.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('publishing refuses hostile deployments and stores nothing', () => {
  it('checks every document against the schema and the limits', async () => {
    const { token } = await registerChannel('hostile-publisher');
    const deep = `query Deep { ${'viewer { cart { '.repeat(8)}id${' }'.repeat(16)} }`;
    const attempts: [string, { id: string; body: string }[], number][] = [
      ['10 000 documents', Array.from({ length: 10_000 }, (_, i) => ({ id: `d${i}`, body: PARTNERS })), 400],
      ['a 5 MB document', [{ id: 'big', body: `query Big { ${'partners { name } '.repeat(300_000)} }` }], 400],
      ['over the depth', [{ id: 'deep', body: deep }], 400],
      ['not valid', [{ id: 'invalid', body: 'query Nope { noSuchField }' }], 400],
      [
        'duplicate id with another body',
        [
          { id: 'd', body: PARTNERS },
          { id: 'd', body: COUNTRIES },
        ],
        400,
      ],
    ];
    for (const [what, documents, status] of attempts) {
      const answer = await publish(graph, token, 'v1', documents);
      expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(status);
    }
    const stored = await registry.deployments('hostile-publisher');
    expect(stored).toEqual([]);
    const anonymous = await graph.fetch('http://graph.test/graphql/channel/deployments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 'v1', documents: [{ id: 'a', body: PARTNERS }] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
