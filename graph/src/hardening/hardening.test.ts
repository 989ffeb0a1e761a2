import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, trustDocuments, type PlatformUnderTest } from '../../test/harness.ts';
import { configFromEnv } from '../config.ts';
import { createServices } from '../services.ts';
import { ContentService } from '../upstreams/content/client.ts';
import { ShopService } from '../upstreams/shop/client.ts';
import { request as httpRequest } from 'node:http';
import { startGraph } from '../index.ts';
import { createGraph, type Graph } from '../yoga.ts';
import { MAX_REQUEST_BYTES } from './request-size.ts';
import { LIMIT_MESSAGE, operationLimits } from './limits.ts';

// ---- documents --------------------------------------------------------------------------------------------

const repeat = (count: number, text: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => text(i)).join(' ');

/** Nested real fields, `depth` levels deep (fields only: fragments do not count). */
function nested(depth: number): string {
  // newestProducts › edges › node › categories › products › edges › node › categories › …
  const cycle = ['categories', 'products(first: 1)', 'edges', 'node'];
  const path = ['newestProducts(first: 1)', 'edges', 'node'];
  while (path.length < depth - 1) path.push(cycle[(path.length - 3) % 4]!);
  // The innermost field must select a scalar: `name` on a Product or a ProductCategory, `cursor` on an edge.
  const last = path.at(-1)!;
  const leaf = last.startsWith('edges') ? 'cursor' : last.startsWith('products') ? '__typename' : 'name';
  return path.reduceRight((inner, field) => `${field} { ${inner} }`, leaf);
}

/**
 * Armor's cost: objects 2, scalars 1, ×1.5 per level, × a literal `first`. newestProducts(first: 50) with
 * k scalars per node costs 50 × (2 + 1.5 × (2 + 1.5 × (2 + 1.5k))) = 475 + 168.75k; root scalars cost 1.
 */
function costing(cost: number): string {
  const k = Math.floor((cost - 475) / 168.75);
  const rest = cost - (475 + 168.75 * k);
  if (!Number.isInteger(rest)) throw new Error(`cannot build an operation costing ${cost}`);
  return `{ newestProducts(first: 50) { edges { node { ${repeat(k, () => 'name')} } } } ${repeat(rest, () => '__typename')} }`;
}

/**
 * A document of exactly `count` tokens: the operation Main (8 tokens and up to four __typename) and as
 * many `query Qi { __typename }` (5 tokens each) as it takes. Many small operations, since graphql-js
 * gives up validating hundreds of fields in one selection.
 */
function tokens(count: number): string {
  const others = Math.floor((count - 8) / 5);
  const main = `query Main { storesNavigation { title } ${repeat(count - 8 - 5 * others, () => '__typename')} }`;
  return `${main} ${repeat(others, (i) => `query Q${i} { __typename }`)}`;
}

const documents = {
  depthAtLimit: `{ ${nested(operationLimits.depth)} }`,
  depthOverLimit: `{ ${nested(operationLimits.depth + 1)} }`,
  // An operation named __schema, and a field aliased __schema, gain no exemption from the depth limit.
  depthSchemaNamed: `query __schema { ${nested(operationLimits.depth + 1)} }`,
  depthSchemaAlias: `{ __schema: ${nested(operationLimits.depth + 1)} }`,
  aliasesAtLimit: `{ ${repeat(operationLimits.aliases, (i) => `a${i}: storesNavigation { title }`)} }`,
  aliasesOverLimit: `{ ${repeat(operationLimits.aliases + 1, (i) => `a${i}: storesNavigation { title }`)} }`,
  directivesAtLimit: `{ storesNavigation { ${repeat(operationLimits.directives, () => 'title @include(if: true)')} } }`,
  directivesOverLimit: `{ storesNavigation { ${repeat(operationLimits.directives + 1, () => 'title @include(if: true)')} } }`,
  tokensAtLimit: tokens(operationLimits.tokens),
  tokensOverLimit: tokens(operationLimits.tokens + 1),
  costAtLimit: costing(operationLimits.cost),
  costOverLimit: costing(operationLimits.cost + 1),
  introspection: `{ __schema { queryType { name } } }`,
  typeIntrospection: `{ __type(name: "Product") { fields { name } } }`,
  typo: `{ storesNavigaton { title } }`,
  languageVariable: `query Nav($language: Language) { storesNavigation(language: $language) { title } }`,
  mutation: `mutation Nothing { __typename }`,
  newest: `{ newestProducts(first: 2) { edges { node { name } } } storesNavigation { title } }`,
  // The page size of a connection from a variable, and from the variable's default.
  costByVariable: `query Costly($first: Int!) { newestProducts(first: $first) { edges { node { name name name name name name name name name name name name name name name name } } } }`,
  costByDefault: `query CostlyDefault($first: Int = 1000) { newestProducts(first: $first) { edges { node { name name name name name name name name name name name name name name name name } } } }`,
  pageByVariable: `query Page($first: Int!) { newestProducts(first: $first) { edges { cursor } } }`,
};
type Name = keyof typeof documents;

const idOf = (text: string) => createHash('sha256').update(text).digest('hex');
const relayDocuments = JSON.parse(readFileSync(configFromEnv({}).persistedDocumentsPath, 'utf8')) as Record<
  string,
  string
>;

// ---- the graph in production ------------------------------------------------------------------------------

let platform: PlatformUnderTest;
let graph: Graph;

beforeAll(async () => {
  platform = await startTestPlatform();
  await trustDocuments(platform, {
    ...relayDocuments,
    ...Object.fromEntries(Object.values(documents).map((t) => [idOf(t), t])),
  });
  graph = createGraph({ config: productionConfig() });
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

function productionConfig() {
  return testConfig(platform.platform, { mode: 'production' });
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function send(
  target: Graph,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; search?: string } = {},
): Promise<Answer> {
  const response = await target.fetch(`http://graph.test/graphql${init.search ?? ''}`, {
    method: init.method ?? 'POST',
    headers: {
      accept: 'application/graphql-response+json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // not JSON: the test looks at the text
  }
  return { status: response.status, headers: response.headers, text, body };
}

const run = (name: Name, variables?: Record<string, unknown>) =>
  send(graph, {
    body: {
      documentId: idOf(documents[name]),
      variables,
      ...(documents[name].startsWith('query Main') ? { operationName: 'Main' } : {}),
    },
  });

const messages = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.message);

function expectRefusedByLimit(answer: Answer) {
  expect(answer.status).toBe(400);
  expect(answer.body.data ?? null).toBeNull();
  expect(messages(answer)).toEqual([LIMIT_MESSAGE]);
  // The limit is not told: no number in the message.
  expect(answer.text).not.toMatch(/limit|\d{2,}/i);
  expect(platform.calls).toHaveLength(0);
}

function expectPassedLimits(answer: Answer) {
  expect(messages(answer)).not.toContain(LIMIT_MESSAGE);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toBeTruthy();
}

// ---- tests --------------------------------------------------------------------------------------------------

describe('operation limits in production', () => {
  for (const limit of ['depth', 'aliases', 'directives', 'tokens', 'cost'] as const) {
    it(`answers at the ${limit} limit and refuses one more without an upstream call`, async () => {
      const atLimit = await run(`${limit}AtLimit` as Name);
      expectPassedLimits(atLimit);
      expect(atLimit.body.errors).toBeUndefined();
      platform.reset();
      expectRefusedByLimit(await run(`${limit}OverLimit` as Name));
    });
  }

  it('counts the page size of a connection from variables and their defaults', async () => {
    expectPassedLimits(await run('costByVariable', { first: 2 }));
    platform.reset();
    expectRefusedByLimit(await run('costByVariable', { first: 1000 }));
    expectRefusedByLimit(await run('costByDefault'));
    expectPassedLimits(await run('costByDefault', { first: 2 }));
  });

  it('remembers costs per page size, and never lets a string page size stand for the number', async () => {
    // The string is refused when the variables are coerced, after the cost; its cost must not be reused.
    await run('costByVariable', { first: '1000' });
    platform.reset();
    expectRefusedByLimit(await run('costByVariable', { first: 1000 }));
    expectPassedLimits(await run('costByVariable', { first: 2 }));
    platform.reset();
    expectRefusedByLimit(await run('costByVariable', { first: 1000 }));
  });

  it('refuses an operation named __schema, or a field aliased so, over the depth limit', async () => {
    expectRefusedByLimit(await run('depthSchemaNamed'));
    expectRefusedByLimit(await run('depthSchemaAlias'));
  });

  it('lets every persisted query of the web app through, well within each limit', async () => {
    for (const [documentId, text] of Object.entries(relayDocuments)) {
      const answer = await send(graph, {
        body: { documentId, variables: { language: 'DE', signedIn: false, slug: 'heimtrikot-2026-27-1001', id: 'x' } },
      });
      expect(messages(answer), text.slice(0, 40)).not.toContain(LIMIT_MESSAGE);
    }
  });
});

describe('trusted documents only', () => {
  it('refuses an unknown document id and query text, without an upstream call', async () => {
    const unknown = await send(graph, { body: { documentId: idOf('{ storesNavigation { title } } # new') } });
    expect(unknown.body.data ?? null).toBeNull();
    expect(messages(unknown)).toEqual(['PersistedQueryNotFound']);
    const text = await send(graph, { body: { query: documents.newest } });
    expect(text.body.data ?? null).toBeNull();
    expect(messages(text)).toEqual(['PersistedQueryOnly']);
    expect(platform.calls).toHaveLength(0);
  });

  it('answers a refused document with 400 for clients that accept application/graphql-response+json', async () => {
    const unknown = await send(graph, { body: { documentId: idOf('{ storesNavigation { title } } # other') } });
    expect(unknown.status).toBe(400);
    const text = await send(graph, { body: { query: documents.newest } });
    expect(text.status).toBe(400);
  });

  it('answers a variable of the wrong type with 400 and no upstream call, with JIT on or off', async () => {
    for (const jit of [true, false]) {
      const target = createGraph({ config: { ...productionConfig(), jit } });
      for (const first of ['two', 99999999999, 2.5]) {
        const answer = await send(target, {
          body: { documentId: idOf(documents.pageByVariable), variables: { first } },
        });
        expect(answer.status, `jit ${jit}, first ${first}`).toBe(400);
        expect(answer.body.data ?? null).toBeNull();
      }
    }
    expect(platform.calls).toHaveLength(0);
  });

  it('runs a trusted document', async () => {
    const answer = await run('newest');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ newestProducts: { edges: [{}, {}] } });
  });
});

describe('the production profile', () => {
  it('refuses introspection', async () => {
    for (const name of ['introspection', 'typeIntrospection'] as const) {
      const answer = await run(name);
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      expect(answer.text).not.toContain('"fields"');
      expect(answer.text).not.toContain('"queryType"');
    }
  });

  it('refuses a mutation over GET', async () => {
    const search = `?documentId=${idOf(documents.mutation)}`;
    const answer = await send(graph, { method: 'GET', search, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(answer.status).toBe(405);
    expect(answer.body.data ?? null).toBeNull();
  });

  it('refuses a GET without the CSRF header, and answers one with it', async () => {
    const search = `?documentId=${idOf(documents.newest)}`;
    const bare = await send(graph, { method: 'GET', search });
    expect(bare.status).toBe(403);
    expect(platform.calls).toHaveLength(0);
    const withHeader = await send(graph, { method: 'GET', search, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.data).toMatchObject({ newestProducts: { edges: [{}, {}] } });
    // An answer can carry a visitor's own data (their cart through its cookie): no shared cache keeps one,
    // also when a GET names the query.
    expect(withHeader.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a form post (a request a browser sends cross-site without asking)', async () => {
    const response = await graph.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `documentId=${idOf(documents.newest)}`,
    });
    expect(response.status).toBe(403);
    expect(platform.calls).toHaveLength(0);
  });

  it('refuses batched requests', async () => {
    const answer = await send(graph, {
      body: [{ documentId: idOf(documents.newest) }, { documentId: idOf(documents.newest) }],
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(platform.calls).toHaveLength(0);
  });

  it('suggests no field, argument or enum value names', async () => {
    const typo = await run('typo');
    expect(typo.body.errors?.length).toBeGreaterThan(0);
    expect(typo.text).not.toMatch(/did you mean|storesNavigation/i);
    // graphql-jit words coercion errors its own way; graphql-js (GRAPHQL_JIT=off) suggests enum values.
    const interpreted = createGraph({ config: { ...productionConfig(), jit: false } });
    for (const target of [graph, interpreted]) {
      const badEnum = await send(target, {
        body: { documentId: idOf(documents.languageVariable), variables: { language: 'DEU' } },
      });
      expect(badEnum.body.errors?.length).toBeGreaterThan(0);
      expect(badEnum.text).not.toMatch(/did you mean|"DE"|"EN"/i);
    }
  });

  it('serves no GraphiQL', async () => {
    const response = await graph.fetch('http://graph.test/graphql', { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  it('masks an internal error: no host name, stack or message of the cause', async () => {
    class BrokenShop extends ShopService {
      override newestProducts(): never {
        const error = new Error('connect ECONNREFUSED 10.20.30.40:5432 (db-primary.internal.club.example)');
        throw error;
      }
    }
    const config = productionConfig();
    const services = {
      ...createServices(config),
      shop: new BrokenShop({ baseUrl: platform.platform.url, timeoutMs: 1000, tenantId: 1, shopId: 1 }),
    };
    const broken = createGraph({ config, services });
    const answer = await send(broken, { body: { documentId: idOf(documents.newest) } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ newestProducts: null });
    expect((answer.body.data!.storesNavigation as unknown[]).length).toBeGreaterThan(0);
    expect(messages(answer)).toEqual(['Unexpected error.']);
    expect(answer.text).not.toMatch(/ECONNREFUSED|10\.20\.30\.40|internal\.club|5432|\.ts:\d|at [A-Za-z.]+ \(/);
    expect(answer.text).not.toContain('stack');
  });
});

describe('errors in production', () => {
  it('never name schema types, even when the graph itself breaks a non-null promise', async () => {
    class NavigationWithoutTitles extends ContentService {
      override async storesNavigation(...args: Parameters<ContentService['storesNavigation']>) {
        const navigation = await super.storesNavigation(...args);
        // A bug in the graph's own mapping, past the contract check: entries without their titles.
        return { ...navigation, children: navigation.children.map((node) => ({ ...node, name: null as never })) };
      }
    }
    const config = productionConfig();
    const services = {
      ...createServices(config),
      content: new NavigationWithoutTitles({ baseUrl: platform.platform.url, timeoutMs: 1000 }),
    };
    const answer = await send(createGraph({ config, services }), { body: { documentId: idOf(documents.newest) } });
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expect(messages(answer).every((message) => message === 'Unexpected error.')).toBe(true);
    expect(answer.body.data?.storesNavigation ?? null).toBeNull();
    expect(answer.text).not.toMatch(/Cannot return null|non-nullable|NavigationNode|String!/);
  });
});

describe('the development profile', () => {
  it('keeps CSRF prevention: no form post and no GET without the header runs anything', async () => {
    const development = createGraph({ config: testConfig(platform.platform, { mode: 'development' }) });
    const form = await development.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent('mutation { cartItemAdd(input: { sku: "FS-001003", quantity: 1 }) { __typename } }')}`,
    });
    expect(form.status).toBe(403);
    const get = await send(development, { method: 'GET', search: `?query=${encodeURIComponent('{ __typename }')}` });
    expect(get.status).toBe(403);
    expect(platform.calls).toHaveLength(0);
  });
});

describe('request bodies', () => {
  /** A raw HTTP request, so the test controls Content-Length and Transfer-Encoding as any client can. */
  function post(url: string, body: string, headers: Record<string, string>) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const target = httpRequest(`${url}/graphql`, { method: 'POST', headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      target.on('error', reject);
      target.end(body);
    });
  }

  it('refuses a body over the limit, or of unstated length, before reading it and without an upstream call', async () => {
    const running = await startGraph({ ...productionConfig(), metrics: false });
    try {
      const huge = JSON.stringify({
        documentId: idOf(documents.newest),
        variables: { text: 'x'.repeat(10 * 2 ** 20) },
      });
      const json = { 'content-type': 'application/json' };
      const tooLarge = await post(running.url, huge, { ...json, 'content-length': String(Buffer.byteLength(huge)) });
      expect(tooLarge.status).toBe(413);
      const chunked = await post(running.url, '{}', { ...json, 'transfer-encoding': 'chunked' });
      expect(chunked.status).toBe(411);
      const small = JSON.stringify({ documentId: idOf(documents.newest) });
      expect(small.length).toBeLessThan(MAX_REQUEST_BYTES);
      const fine = await post(running.url, small, { ...json, 'content-length': String(Buffer.byteLength(small)) });
      expect(fine.status).toBe(200);
      expect(platform.calls.length).toBeGreaterThan(0);
      platform.reset();
      await post(running.url, huge, { ...json, 'content-length': String(Buffer.byteLength(huge)) });
      expect(platform.calls).toHaveLength(0);
    } finally {
      await running.close();
    }
  });
});
