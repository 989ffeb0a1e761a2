import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { negotiatedJsonMediaType, useJsonAnswerBuffers } from './json-answers.ts';

/** A small graph with and without the plugin: its answers must be Yoga's own, byte for byte. */
const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      greeting: String!
      failing: String
    }
  `,
  resolvers: {
    Query: {
      // Characters outside Latin-1 make V8 build a two-byte string, whose UTF-8 length differs from its length.
      greeting: () => 'Grüße aus der Südkurve – „Auswärtssieg“ 🏟️',
      failing: () => {
        throw new Error('kaputt');
      },
    },
  },
});
const plain = createYoga({ schema, logging: false });
const buffered = createYoga({ schema, logging: false, plugins: [useJsonAnswerBuffers()] });

async function ask(graph: typeof plain, accept: string | undefined, query: string) {
  const response = await graph.fetch('http://graph.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept === undefined ? {} : { accept }) },
    body: JSON.stringify({ query }),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentLength: response.headers.get('content-length'),
    body,
  };
}

const acceptHeaders = [
  undefined,
  '*/*',
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json',
  'application/json;q=0.9, application/graphql-response+json',
  'application/*',
  'text/html, */*;q=0.8',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
];

describe('GraphQL answers as UTF-8 buffers', () => {
  for (const accept of acceptHeaders) {
    it(`answers as Yoga does for Accept: ${accept ?? '(none)'}`, async () => {
      for (const query of ['{ greeting }', '{ failing }', '{ nope }']) {
        const [expected, actual] = await Promise.all([ask(plain, accept, query), ask(buffered, accept, query)]);
        expect(actual.status).toBe(expected.status);
        expect(actual.contentType).toBe(expected.contentType);
        expect(actual.body).toEqual(expected.body);
        // The length of the bytes on the wire, not of the string.
        expect(Number(actual.contentLength)).toBe(actual.body.byteLength);
      }
    });
  }

  it('keeps the text of an answer with characters outside Latin-1', async () => {
    const answer = await ask(buffered, 'application/json', '{ greeting }');
    expect(JSON.parse(new TextDecoder().decode(answer.body))).toEqual({
      data: { greeting: 'Grüße aus der Südkurve – „Auswärtssieg“ 🏟️' },
    });
  });

  it('leaves what Yoga would refuse to Yoga (no JSON type accepted, or another charset)', async () => {
    for (const accept of ['text/html', 'application/json; charset=latin1']) {
      expect(negotiatedJsonMediaType(accept)).toBeUndefined();
      const [expected, actual] = await Promise.all([
        ask(plain, accept, '{ greeting }'),
        ask(buffered, accept, '{ greeting }'),
      ]);
      expect(actual.status).toBe(expected.status);
      expect(actual.status).toBe(406);
    }
  });
});
