import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../shared/relay.ts';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';

let platform: PlatformUnderTest;
let client: GraphClient;
beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

const RESULT = /* GraphQL */ `
  fragment Hit on SearchResult {
    type
    title
    teaser
    site
    target {
      nodeId
      internalId
      path
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $types: [SearchResultType!], $language: Language, $first: Int) {
    search(query: $query, types: $types, language: $language, first: $first) {
      totalCount
      edges {
        node {
          ...Hit
        }
      }
    }
  }
  ${RESULT}
`;

const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($query: String!, $language: Language, $first: Int) {
    searchSuggestions(query: $query, language: $language, first: $first) {
      ...Hit
    }
  }
  ${RESULT}
`;

interface Hit {
  type: string;
  title: string;
  teaser: string;
  site: string | null;
  target: { nodeId: string | null; internalId: string; path: string | null };
}
interface SearchAnswer {
  search: { totalCount: number; edges: { node: Hit }[] } | null;
}
interface SuggestionsAnswer {
  searchSuggestions: Hit[] | null;
}

const hits = (answer: { data?: SearchAnswer | null }) => answer.data!.search!.edges.map((edge) => edge.node);
const nodeOf = (hit: Hit) => fromGlobalId(hit.target.nodeId!);

describe('the spec’s result types', () => {
  it('finds magazine stories as MAGAZINE, linked to their News', async () => {
    const answer = await client.execute<SearchAnswer>(SEARCH, { query: 'Saisonstart', types: ['MAGAZINE'] });
    expect(answer.errors).toBeUndefined();
    const stories = hits(answer);
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((hit) => hit.type === 'MAGAZINE')).toBe(true);
    expect(nodeOf(stories[0]!)).toEqual({ type: 'News', internalId: stories[0]!.target.internalId });
    const kind = await client.execute<{ node: { kind: string } }>(
      `query K($id: ID!) { node(id: $id) { ... on News { kind } } }`,
      { id: stories[0]!.target.nodeId },
    );
    expect(kind.data!.node.kind).toBe('MAGAZINE');
  });

  it('finds the football school’s camps as SHOP_SOCCERCAMP, linked to their product page', async () => {
    const answer = await client.execute<SearchAnswer>(SEARCH, { query: 'Fußballcamp', types: ['SHOP_SOCCERCAMP'] });
    const camps = hits(answer);
    expect(camps.map((hit) => hit.title)).toContain('Fußballcamp Sommerferien 2027 (6–13 Jahre)');
    const summer = camps.find((hit) => hit.title.startsWith('Fußballcamp Sommerferien'))!;
    expect(summer).toMatchObject({ type: 'SHOP_SOCCERCAMP', site: null });
    expect(nodeOf(summer)).toEqual({ type: 'Product', internalId: summer.target.internalId });
    expect(summer.target.path).toBe(`fussballcamp-sommerferien-2027-6-13-jahre-${summer.target.internalId}`);
    const english = await client.execute<SearchAnswer>(SEARCH, {
      query: 'goalkeeper camp',
      types: ['SHOP_SOCCERCAMP'],
      language: 'EN',
    });
    expect(hits(english)[0]!.title).toBe('Goalkeeper Camp Autumn Holidays 2027 (ages 10–16)');
  });

  it('finds Südstadt TV’s videos as VIDEO and the club’s sites as WEBSITE, in German and English', async () => {
    const video = hits(await client.execute<SearchAnswer>(SEARCH, { query: 'Pressekonferenz', types: ['VIDEO'] }))[0]!;
    expect(video).toMatchObject({
      type: 'VIDEO',
      site: 'tv',
      title: 'Pressekonferenz nach dem Spiel gegen Nordhafen',
      target: { internalId: 'v-pressekonferenz-nordhafen', path: null },
    });
    expect(nodeOf(video)).toEqual({ type: 'Video', internalId: 'v-pressekonferenz-nordhafen' });
    const english = await client.execute<SearchAnswer>(SEARCH, { query: 'Women', types: ['WEBSITE'], language: 'EN' });
    const site = hits(english)[0]!;
    expect(site).toMatchObject({ type: 'WEBSITE', title: 'Women', site: 'frauen', target: { path: '' } });
    expect(nodeOf(site)).toEqual({ type: 'Site', internalId: 'frauen' });
    const all = await client.execute<SearchAnswer>(SEARCH, { query: 'Nordhafen', first: 24 });
    expect(new Set(hits(all).map((hit) => hit.type))).toEqual(new Set(['NEWS', 'MATCH', 'VIDEO']));
  });

  it('forgives a typo, in English too, ranking it after the words themselves', async () => {
    const jersey = await client.execute<SearchAnswer>(SEARCH, { query: 'Heimtrokot', types: ['SHOP_PRODUCT'] });
    expect(hits(jersey).map((hit) => hit.title)).toContain('Heimtrikot 2026/27');
    const english = await client.execute<SearchAnswer>(SEARCH, { query: 'Stadoin', language: 'EN' });
    expect(hits(english)[0]).toMatchObject({ type: 'WEBSITE', title: 'Stadium' });
  });
});

describe('suggestions as a fan types', () => {
  it('suggests the best hits of any type, at most six, with where they lead', async () => {
    const answer = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Heimtrik' });
    expect(answer.errors).toBeUndefined();
    const suggestions = answer.data!.searchSuggestions!;
    expect(suggestions[0]).toMatchObject({
      type: 'SHOP_PRODUCT',
      title: 'Heimtrikot 2026/27',
      target: { path: 'heimtrikot-2026-27-1001' },
    });
    const many = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Stadion' });
    expect(many.data!.searchSuggestions).toHaveLength(6);
    expect(new Set(many.data!.searchSuggestions!.map((hit) => hit.type))).toEqual(
      new Set(['SHOP_PRODUCT', 'VIDEO', 'WEBSITE']),
    );
    const english = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Heimtrik', language: 'EN' });
    expect(english.data!.searchSuggestions![0]!.title).toBe('Home Jersey 2026/27');
  });

  it('is one shared CMS call per text, whatever the number asked for, and none for a text too short', async () => {
    const shared = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    try {
      await Promise.all(
        [3, 6, undefined, 6].map((first) => shared.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Muse', first })),
      );
      const calls = platform.callsTo('/cms/v1/search');
      expect(calls).toHaveLength(1);
      expect(new URL(calls[0]!.url, 'http://platform').searchParams.get('PageSize')).toBe('6');
    } finally {
      await shared.graph.dispose();
    }
    platform.reset();
    for (const query of ['', 'H', ' e ', '%', '\u0000\u0001', '⚽️']) {
      const answer = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query });
      expect(answer.data!.searchSuggestions, query).toEqual([]);
    }
    expect(platform.callsTo('/cms/')).toHaveLength(0);
  });

  it('answers hostile texts and any number asked for without an error, and at most ten', async () => {
    for (const query of ['x'.repeat(10_000), "'; DROP TABLE products; --", '%_\\', 'Tri\u0000kot', '(((:*']) {
      const answer = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query });
      expect(answer.errors, query.slice(0, 20)).toBeUndefined();
    }
    const most = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Südstadt', first: 50 });
    expect(most.data!.searchSuggestions).toHaveLength(10);
    // Asking for a thousand costs what a thousand would: the cost limit refuses it before any call.
    platform.reset();
    const refused = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Südstadt', first: 1000 });
    expect(refused.errors?.[0]?.message).toMatch(/cost/i);
    expect(platform.callsTo('/cms/')).toHaveLength(0);
    const least = await client.execute<SuggestionsAnswer>(SUGGESTIONS, { query: 'Südstadt', first: -5 });
    expect(least.data!.searchSuggestions).toHaveLength(1);
  });
});
