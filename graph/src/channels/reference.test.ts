import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { buildSchema as buildSdlSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, type PlatformUnderTest } from '../../test/harness.ts';
import { buildSchema } from '../schema.ts';
import { createGraph, type Graph } from '../yoga.ts';
import { renderReferenceHtml, schemaReference, type ReferenceDocument } from './reference.ts';

const schema = buildSchema();
const reference = schemaReference(schema);

const TINY = buildSdlSchema(`
  directive @access(rule: String!) on FIELD_DEFINITION
  "Fields a <script>alert('x')</script> & co. may read."
  type Query {
    "The old way to <b>greet</b>."
    hello(name: String = "Fan", times: Int = 2): String @deprecated(reason: "Use <greeting> instead.") @access(rule: "PUBLIC")
    greeting(style: Style = LOUD): Greeting @access(rule: "SIGNED_IN")
  }
  interface Named { name: String! }
  type Greeting implements Named { name: String! text: String }
  enum Style { LOUD QUIET @deprecated(reason: "Nobody whispers in a stadium.") }
`);

function typeOf(document: ReferenceDocument, name: string) {
  const type = document.types.find((candidate) => candidate.name === name);
  expect(type, name).toBeDefined();
  return type!;
}

describe('the schema reference', () => {
  it('lists every root field of Query, Mutation and Subscription with its access rule', () => {
    for (const root of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
      const listed = reference.operations.find((operations) => operations.type === root.name);
      expect(listed, root.name).toBeDefined();
      expect(listed!.fields.map((field) => field.name).sort()).toEqual(Object.keys(root.getFields()).sort());
      // Every root field states its rule (schema.ts refuses a schema without), so the reference shows each one.
      expect(listed!.fields.filter((field) => field.access !== 'PUBLIC' && field.access !== 'SIGNED_IN')).toEqual([]);
    }
    expect(reference.operations.map((operations) => operations.operation)).toEqual([
      'query',
      'mutation',
      'subscription',
    ]);
    const addressAdd = reference.operations[1]!.fields.find((field) => field.name === 'addressAdd');
    expect(addressAdd).toMatchObject({
      coordinate: 'Mutation.addressAdd',
      type: 'AddressSaveResult!',
      namedType: 'AddressSaveResult',
      access: 'SIGNED_IN',
      arguments: [{ name: 'input', type: 'AddressInput!', namedType: 'AddressInput' }],
    });
    // The page has an anchor for each of them.
    const html = renderReferenceHtml(reference, { title: 'Club graph' });
    for (const operations of reference.operations)
      for (const field of operations.fields) expect(html).toContain(`id="${operations.type}.${field.name}"`);
  });

  it('lists every other type with its kind, and who implements an interface', () => {
    const named = Object.keys(schema.getTypeMap()).filter(
      (name) => !name.startsWith('__') && !['Query', 'Mutation', 'Subscription'].includes(name),
    );
    expect(reference.types.map((type) => type.name).sort()).toEqual(named.sort());
    const error = typeOf(reference, 'Error');
    expect(error.kind).toBe('INTERFACE');
    expect(error.implementations).toContain('AddressLimitReachedError');
    expect(typeOf(reference, 'AddressLimitReachedError').interfaces).toContain('Error');
    expect(typeOf(reference, 'AddressLimitReachedError').memberOf).toContain('AddressSaveResult');
    expect(typeOf(reference, 'ErrorCode').enumValues.map((value) => value.name)).toContain('ADDRESS_LIMIT_REACHED');
  });

  it('lists the native codes of a result union’s error members, from the code table', () => {
    const union = typeOf(reference, 'AddressSaveResult');
    expect(union.kind).toBe('UNION');
    expect(union.possibleTypes).toContain('AddressesChanged');
    // The success member is no error; each error member carries its codes.
    expect(union.errors.map((member) => member.type)).not.toContain('AddressesChanged');
    expect(union.errors).toContainEqual({ type: 'AddressLimitReachedError', codes: ['ADDRESS_LIMIT_REACHED'] });
    expect(typeOf(reference, 'AddressLimitReachedError').codes).toEqual(['ADDRESS_LIMIT_REACHED']);
    // A type several codes become lists each.
    const ownership = typeOf(reference, 'SeasonTicketOwnershipError').codes;
    expect(ownership).toEqual(expect.arrayContaining(['ALREADY_RECIPIENT', 'ALREADY_UPCOMING_RECIPIENT']));
    const html = renderReferenceHtml(reference, { title: 'Club graph' });
    const section = html.slice(html.indexOf('id="type-AddressSaveResult"'));
    expect(section.slice(0, section.indexOf('</section>'))).toMatch(
      /href="#type-AddressLimitReachedError">AddressLimitReachedError<\/a>: <code>ADDRESS_LIMIT_REACHED<\/code>/,
    );
  });

  it('marks deprecated fields and enum values, with their reasons, and prints defaults', () => {
    const tiny = schemaReference(TINY);
    const hello = tiny.operations[0]!.fields.find((field) => field.name === 'hello')!;
    expect(hello.deprecationReason).toBe('Use <greeting> instead.');
    expect(hello.access).toBe('PUBLIC');
    expect(hello.arguments.map((arg) => [arg.name, arg.defaultValue])).toEqual([
      ['name', '"Fan"'],
      ['times', '2'],
    ]);
    const greeting = tiny.operations[0]!.fields.find((field) => field.name === 'greeting')!;
    expect(greeting.deprecationReason).toBeUndefined();
    expect(greeting.arguments[0]?.defaultValue).toBe('LOUD');
    expect(typeOf(tiny, 'Style').enumValues).toEqual([
      { name: 'LOUD' },
      { name: 'QUIET', deprecationReason: 'Nobody whispers in a stadium.' },
    ]);
    expect(typeOf(tiny, 'Named').implementations).toEqual(['Greeting']);
    const html = renderReferenceHtml(tiny, { title: 'Tiny' });
    expect(html).toContain('<li id="Query.hello" class="deprecated">');
    expect(html).toContain('<li id="Query.greeting">');
    expect(html).toContain('<strong>Deprecated:</strong> Use &lt;greeting&gt; instead.');
    expect(html).toContain('Nobody whispers in a stadium.');
  });

  it('escapes the schema’s texts and the title on the page', () => {
    const html = renderReferenceHtml(schemaReference(TINY), { title: 'A <b>bold</b> "title"' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Fields a &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co. may read.');
    expect(html).toContain('The old way to &lt;b&gt;greet&lt;/b&gt;.');
    expect(html).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; &quot;title&quot;</title>');
    // Self-contained: nothing is fetched, nothing runs.
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/);
    expect(html).toContain('name="viewport"');
  });
});

describe('the reference at the graph', () => {
  let platform: PlatformUnderTest;
  let graph: Graph;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    graph = createGraph({ config: testConfig(platform.platform) });
    token = (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
  }, 60_000);
  afterAll(async () => {
    await graph?.dispose();
    await platform?.platform.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    graph.fetch(`http://graph.test${path}`, { method, headers });

  it('answers a signed-in person only', async () => {
    for (const path of ['/graphql/reference', '/graphql/reference.json']) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="club"');
      expect(await anonymous.text()).not.toContain('type-Query');
      const invalid = await get(path, { authorization: 'Bearer not-a-token' });
      expect(invalid.status, path).toBe(401);
      expect(invalid.headers.get('www-authenticate')).toBe('Bearer realm="club"');
    }
    const posted = await get('/graphql/reference', { authorization: `Bearer ${token}` }, 'POST');
    expect(posted.status).toBe(405);
  });

  it('serves the page and the document to a signed-in person', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const page = await get('/graphql/reference', auth);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, max-age=300');
    const html = await page.text();
    expect(html).toContain('id="type-Query"');
    expect(html).toContain('id="Mutation.addressAdd"');
    const json = await get('/graphql/reference.json', auth);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('cache-control')).toBe('private, max-age=300');
    const document = (await json.json()) as ReferenceDocument;
    expect(document.operations.map((operations) => operations.type)).toEqual(['Query', 'Mutation', 'Subscription']);
    expect(document.types.find((type) => type.name === 'AddressSaveResult')?.errors).toContainEqual({
      type: 'AddressLimitReachedError',
      codes: ['ADDRESS_LIMIT_REACHED'],
    });
    // Rendered once: a second request answers the same text.
    expect(await (await get('/graphql/reference', auth)).text()).toBe(html);
  });
});
