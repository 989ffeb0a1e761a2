import { createHash } from 'node:crypto';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testConfig, trustDocuments, type PlatformUnderTest } from '../../test/harness.ts';
import { createGraph, type Graph } from '../yoga.ts';

/**
 * The GraphQL-over-HTTP audit suite of graphql-http. Against the development profile (which accepts query
 * text, as the audits send it) every MUST and every SHOULD passes; against the production profile, which
 * runs trusted documents only, every SHOULD about status codes passes when the audits' documents are
 * the trusted ones. Both with and without graphql-jit, which must not change a status.
 */
let platform: PlatformUnderTest;

beforeAll(async () => {
  platform = await startTestPlatform();
  await trustDocuments(platform, Object.fromEntries(auditDocuments.map((text) => [documentId(text), text])));
});
afterAll(() => platform.platform.close());

/** The documents the audits send, so the production graph can trust them and be audited by id. */
const auditDocuments = [
  '{ __typename }',
  'query Query { __typename }',
  'query CoerceFailure($id: ID!){ __typename }',
  'query Type($name: String!) { __type(name: $name) { name } }',
  '{ 8f31403dfe404bccbb0e835f2629c6a7 }',
  '{ __type(name: "Run🏃Swim🏊") { name } }',
  '{',
];
const documentId = (text: string) => createHash('sha256').update(text).digest('hex');

function auditedGraph(mode: 'development' | 'production', jit: boolean): Graph {
  return createGraph({ config: testConfig(platform.platform, { mode, jit }) });
}

/**
 * The audits' requests as the graph's clients send them: with the CSRF header every client of ours sets,
 * and, in production, a trusted document's id in place of its text.
 */
function clientOf(graph: Graph, mode: 'development' | 'production') {
  return async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-graphql-yoga-csrf', '1');
    let url = input;
    let body = init.body;
    if (mode === 'production') {
      const target = new URL(input);
      const query = target.searchParams.get('query');
      if (query !== null && auditDocuments.includes(query)) {
        target.searchParams.delete('query');
        target.searchParams.set('documentId', documentId(query));
        url = target.toString();
      }
      if (typeof body === 'string') {
        try {
          const params = JSON.parse(body) as Record<string, unknown>;
          if (typeof params.query === 'string' && auditDocuments.includes(params.query)) {
            const { query, ...rest } = params;
            body = JSON.stringify({ ...rest, documentId: documentId(query as string) });
          }
        } catch {
          // Not JSON: the audit tests how the graph answers that; sent as it is.
        }
      }
    }
    return graph.fetch(url, { ...init, headers, body: body ?? null });
  };
}

for (const jit of [true, false]) {
  describe(`GraphQL over HTTP, development${jit ? ', JIT' : ''}: every MUST and SHOULD`, () => {
    const graph = () => auditedGraph('development', jit);
    let audits: ReturnType<typeof serverAudits> = [];
    beforeAll(() => {
      const instance = graph();
      audits = serverAudits({ url: 'http://graph.test/graphql', fetchFn: clientOf(instance, 'development') });
    });
    for (const audit of serverAudits({ url: 'http://graph.test/graphql' })) {
      if (!/^(MUST|SHOULD)/.test(audit.name)) continue;
      it(audit.name, async () => {
        const result = await audits.find((candidate) => candidate.id === audit.id)!.fn();
        expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
      });
    }
  });

  describe(`GraphQL over HTTP, production${jit ? ', JIT' : ''}: every SHOULD about status codes`, () => {
    let audits: ReturnType<typeof serverAudits> = [];
    beforeAll(() => {
      const instance = auditedGraph('production', jit);
      audits = serverAudits({ url: 'http://graph.test/graphql', fetchFn: clientOf(instance, 'production') });
    });
    for (const audit of serverAudits({ url: 'http://graph.test/graphql' })) {
      if (!/^SHOULD/.test(audit.name) || !/status code/.test(audit.name)) continue;
      it(audit.name, async () => {
        const result = await audits.find((candidate) => candidate.id === audit.id)!.fn();
        expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
      });
    }
  });
}
