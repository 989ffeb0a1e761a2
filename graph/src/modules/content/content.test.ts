import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const PAGE = /* GraphQL */ `
  query Page($site: String!, $path: String, $language: Language) {
    page(site: $site, path: $path, language: $language) {
      key
      slug
      language
      template
      title
      site {
        key
        name {
          text
          language
        }
        hasLiveVideo
      }
      alternates {
        language
        slug
      }
      sections {
        key
        slug
        title
      }
      blocks {
        __typename
        ... on CountdownBlock {
          headline
          target
          match {
            homeTeam
            kickoff
          }
        }
        ... on SportGridBlock {
          sites {
            key
          }
        }
        ... on SportSliderBlock {
          sites {
            key
          }
          allSports {
            key
          }
        }
        ... on RichTextBlock {
          html
        }
        ... on NewsOverviewBlock {
          site {
            key
          }
          pageSize
        }
        ... on MatchHeaderBlock {
          match {
            homeTeam
            awayTeam
            status
            kickoff
            kickoffDate
          }
        }
        ... on SquadBlock {
          role
          people {
            lastName
            jerseyNumber
            position
            statistics {
              gamesPlayed
              goals
            }
          }
        }
        ... on ImageGalleryBlock {
          images {
            url
            alt
          }
        }
      }
    }
  }
`;

interface PageAnswer {
  page: {
    key: string;
    language: string;
    title: string;
    site: { key: string; name: { text: string; language: string }; hasLiveVideo: boolean };
    alternates: { language: string; slug: string }[];
    sections: { key: string; slug: string; title: string }[];
    blocks: (Record<string, unknown> & { __typename: string })[];
  } | null;
}

/** The first block of a kind on the page, typed as the test reads it. */
function block<Block>(page: NonNullable<PageAnswer['page']>, typename: string): Block {
  const found = page.blocks.find((candidate) => candidate.__typename === typename);
  if (!found) throw new Error(`no ${typename} on the page`);
  return found as unknown as Block;
}

describe('sites and pages', () => {
  it('answers a site’s start page with typed blocks in one CMS call per distinct request', async () => {
    const result = await client.execute<PageAnswer>(PAGE, { site: 'profis' });
    expect(result.errors).toBeUndefined();
    const page = result.data!.page!;
    expect(page).toMatchObject({ key: 'home', language: 'DE', site: { key: 'profis', hasLiveVideo: true } });
    expect(page.blocks.map((block) => block.__typename)).toEqual([
      'MatchHeaderBlock',
      'CountdownBlock',
      'RichTextBlock',
      'NewsOverviewBlock',
    ]);
    const header = block<{ match: { homeTeam: string; status: string } }>(page, 'MatchHeaderBlock');
    expect(header.match.status).toMatch(/^(BEFORE|ANNOUNCED|LIVE)$/);
    // The countdown counts to the next home match as the fixtures have it, not to a date typed into the page.
    const countdown = block<{ target: string; match: { homeTeam: string; kickoff: string } }>(page, 'CountdownBlock');
    const { rows } = await platform.platform.db.query<{ kickoff: Date }>(
      `SELECT kickoff FROM cms_matches WHERE site = 'profis' AND home_team = 'SC Südstadt 1899' AND kickoff > now()
       ORDER BY kickoff LIMIT 1`,
    );
    expect(countdown.match.homeTeam).toBe('SC Südstadt 1899');
    expect(Date.parse(countdown.target)).toBe(rows[0]!.kickoff.getTime());
    expect(countdown.target).toBe(countdown.match.kickoff);
    // The page, the sites (names of the slider's sports) and the matches: each asked once.
    const calls = platform.callsTo('/cms/').map((call) => call.url.split('?')[0]);
    expect(calls.sort()).toEqual(['/cms/v1/matches', '/cms/v1/sites', '/cms/v1/sites/profis/pages']);
  });

  it('finds section pages by their localised slug, in German and English', async () => {
    const german = await client.execute<PageAnswer>(PAGE, { site: 'profis', path: 'kader' });
    const squad = german.data!.page!;
    expect(squad.alternates).toEqual([{ language: 'EN', slug: 'squad' }]);
    // The site's navigation: its pages in the page's language, the start page first.
    expect(squad.sections[0]).toMatchObject({ key: 'home', slug: '' });
    expect(squad.sections).toContainEqual({ key: 'squad', slug: 'kader', title: 'Kader · Profis' });
    const players = block<{ role: string; people: { statistics: { gamesPlayed: number } | null }[] }>(
      squad,
      'SquadBlock',
    );
    expect(players.role).toBe('PLAYER');
    expect(players.people.length).toBeGreaterThanOrEqual(25);
    expect(players.people.every((person) => person.statistics !== null)).toBe(true);
    const english = await client.execute<PageAnswer>(PAGE, { site: 'profis', path: 'squad', language: 'EN' });
    expect(english.data!.page).toMatchObject({ key: 'squad', language: 'EN', title: 'Squad · First team' });
    expect(english.data!.page!.sections.map((section) => section.slug)).toContain('statistics');
  });

  it('falls back to German where a site has no Japanese, and says which language each text is in', async () => {
    const japanese = await client.execute<PageAnswer>(PAGE, { site: 'profis', language: 'JA' });
    expect(japanese.data!.page).toMatchObject({
      language: 'JA',
      site: { name: { text: 'トップチーム', language: 'JA' } },
    });
    const fallback = await client.execute<PageAnswer>(PAGE, { site: 'frauen', language: 'JA' });
    expect(fallback.data!.page).toMatchObject({ language: 'DE', site: { name: { text: 'Frauen', language: 'DE' } } });
  });

  it('answers null for unknown sites and pages, and for paths no site can have, without a call for the latter', async () => {
    for (const [site, path] of [
      ['gibtsnicht', ''],
      ['profis', 'gibtsnicht'],
    ]) {
      const result = await client.execute<PageAnswer>(PAGE, { site, path });
      expect(result.errors).toBeUndefined();
      expect(result.data!.page).toBeNull();
    }
    platform.reset();
    for (const [site, path] of [
      ['../etc', ''],
      ['profis', '../../admin'],
      ['x'.repeat(5000), ''],
      ['profis', 'a\u0000b'],
    ]) {
      const result = await client.execute<PageAnswer>(PAGE, { site, path });
      expect(result.data!.page).toBeNull();
    }
    expect(platform.callsTo('/cms/')).toHaveLength(0);
  });

  it('gives the club’s start page the grid of every sport, and sanitises its rich text', async () => {
    const result = await client.execute<PageAnswer>(PAGE, { site: 'global' });
    const grid = block<{ sites: { key: string }[] }>(result.data!.page!, 'SportGridBlock');
    expect(grid.sites.length).toBeGreaterThan(30);
    const text = block<{ html: string }>(result.data!.page!, 'RichTextBlock');
    expect(text.html).toMatch(/^<p>Willkommen/);
  });
});

const NEWS = /* GraphQL */ `
  query News($site: String, $category: String, $search: String, $first: Int, $after: String, $language: Language) {
    news(site: $site, category: $category, search: $search, first: $first, after: $after, language: $language) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          uid
          site
          kind
          headline {
            text
            language
          }
          categories
          image
        }
      }
    }
  }
`;

interface NewsAnswer {
  news: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      node: { uid: string; site: string; headline: { text: string; language: string }; categories: string[] };
    }[];
  };
}

describe('news', () => {
  it('pages through a site’s news without repeating an item', async () => {
    const first = await client.execute<NewsAnswer>(NEWS, { site: 'profis', first: 10 });
    expect(first.data!.news.totalCount).toBe(48);
    expect(first.data!.news.pageInfo.hasNextPage).toBe(true);
    const next = await client.execute<NewsAnswer>(NEWS, {
      site: 'profis',
      first: 10,
      after: first.data!.news.pageInfo.endCursor,
    });
    const seen = new Set(first.data!.news.edges.map((edge) => edge.node.uid));
    expect(next.data!.news.edges.some((edge) => seen.has(edge.node.uid))).toBe(false);
  });

  it('filters by category and searches with stemming: a plural finds the singular', async () => {
    const transfers = await client.execute<NewsAnswer>(NEWS, { site: 'profis', category: 'Transfers' });
    expect(transfers.data!.news.edges.every((edge) => edge.node.categories.includes('Transfers'))).toBe(true);
    const search = await client.execute<NewsAnswer>(NEWS, { search: 'Turniere' });
    expect(search.data!.news.edges[0]!.node.headline.text).toContain('Turnier');
  });

  it('names competitions and news categories in the language asked for, the filter keeping its German key', async () => {
    const LABELS = /* GraphQL */ `
      query ($language: Language) {
        newsCategories(site: "profis") {
          name
          label(language: $language)
        }
        news(site: "profis", category: "Spielbericht", first: 1) {
          edges {
            node {
              categories(language: $language)
            }
          }
        }
        matches(site: "profis") {
          competition(language: $language)
        }
      }
    `;
    type Labels = {
      newsCategories: { name: string; label: string }[];
      news: { edges: { node: { categories: string[] } }[] };
      matches: { competition: string }[];
    };
    const english = (await client.execute<Labels>(LABELS, { language: 'EN' })).data!;
    expect(english.newsCategories).toContainEqual({ name: 'Spielbericht', label: 'Match report' });
    expect(english.news.edges[0]!.node.categories).toEqual(['Match report']);
    expect(new Set(english.matches.map((match) => match.competition))).toEqual(new Set(['League', 'Cup']));
    const japanese = (await client.execute<Labels>(LABELS, { language: 'JA' })).data!;
    expect(japanese.newsCategories).toContainEqual({ name: 'Spielbericht', label: '試合レポート' });
    const german = (await client.execute<Labels>(LABELS, {})).data!;
    expect(german.news.edges[0]!.node.categories).toEqual(['Spielbericht']);
    // The labels are the process's: read once, whatever the screens ask.
    expect(platform.callsTo('/cms/v1/labels').length).toBeLessThanOrEqual(1);
  });

  it('finds nothing, clearly, for any search text a visitor may paste', async () => {
    for (const search of ['"\' OR 1=1 --', '🏃‍♀️⚽', 'x'.repeat(10_000), 'a\u0000b', '(((']) {
      const result = await client.execute<NewsAnswer>(NEWS, { search });
      expect(result.errors, search.slice(0, 20)).toBeUndefined();
      expect(result.data!.news.totalCount).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows a news item with its text, German where there is no English', async () => {
    const card = (await client.execute<NewsAnswer>(NEWS, { site: 'handball', first: 1 })).data!.news.edges[0]!.node;
    const detail = await client.execute<{ newsItem: { body: { text: string; language: string } } | null }>(
      `query($uid: String!) { newsItem(uid: $uid, language: EN) { body { text language } } }`,
      { uid: card.uid },
    );
    expect(detail.data!.newsItem!.body.language).toBe('DE');
    const unknown = await client.execute<{ newsItem: unknown }>(`{ newsItem(uid: "not-a-uid") { uid } }`);
    expect(unknown.data!.newsItem).toBeNull();
  });
});

describe('content by global id', () => {
  it('resolves sites, team members, matches and news through node(id:), and null for forged ids', async () => {
    const squad = await client.execute<{ teamMembers: { id: string; lastName: string }[]; matches: { id: string }[] }>(
      `{ teamMembers(site: "profis", role: PLAYER) { id lastName } matches(site: "profis") { id } }`,
    );
    const player = squad.data!.teamMembers[0]!;
    const nodes = await client.execute<{
      player: { lastName: string } | null;
      match: { id: string } | null;
      forged: unknown;
    }>(
      `query($player: ID!, $match: ID!, $forged: ID!) {
        player: node(id: $player) { ... on TeamMember { lastName } }
        match: node(id: $match) { id }
        forged: node(id: $forged) { id }
      }`,
      {
        player: player.id,
        match: squad.data!.matches[0]!.id,
        forged: Buffer.from('TeamMember:99999999999').toString('base64url'),
      },
    );
    expect(nodes.data).toEqual({
      player: { lastName: player.lastName },
      match: { id: squad.data!.matches[0]!.id },
      forged: null,
    });
  });
});

describe('a person and a match by their CMS id', () => {
  it('answers the person with the site of their team, the match, and null for unknown or impossible ids', async () => {
    const squad = await client.execute<{
      teamMembers: { internalId: number; lastName: string }[];
      matches: { internalId: number; homeTeam: string }[];
    }>(
      `{ teamMembers(site: "frauen", role: PLAYER) { internalId lastName } matches(site: "frauen") { internalId homeTeam } }`,
    );
    const player = squad.data!.teamMembers[0]!;
    const fixture = squad.data!.matches[0]!;
    const answer = await client.execute(
      `query($player: Int!, $match: Int!) {
        player: teamMember(id: $player) { lastName site }
        match(id: $match) { homeTeam site }
        unknownPerson: teamMember(id: 2147483647) { lastName }
        negativePerson: teamMember(id: -1) { lastName }
        zeroMatch: match(id: 0) { homeTeam }
      }`,
      { player: player.internalId, match: fixture.internalId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      player: { lastName: player.lastName, site: 'frauen' },
      match: { homeTeam: fixture.homeTeam, site: 'frauen' },
      unknownPerson: null,
      negativePerson: null,
      zeroMatch: null,
    });
  });
});

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $types: [SearchResultType!], $language: Language, $first: Int, $after: String) {
    search(query: $query, types: $types, language: $language, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
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
      }
    }
  }
`;

interface SearchAnswer {
  search: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      cursor: string;
      node: {
        type: string;
        title: string;
        teaser: string;
        site: string | null;
        target: { nodeId: string | null; internalId: string; path: string | null };
      };
    }[];
  } | null;
}

describe('search', () => {
  it('finds the inflected form of a German word, ranked, in one CMS call', async () => {
    const result = await client.execute<SearchAnswer>(SEARCH, { query: 'Turniere', types: ['NEWS'] });
    expect(result.errors).toBeUndefined();
    const search = result.data!.search!;
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.edges[0]!.node).toMatchObject({ type: 'NEWS', site: 'nachwuchs' });
    expect(search.edges[0]!.node.title).toContain('Turnier');
    const news = search.edges[0]!.node.target;
    expect(Buffer.from(news.nodeId!, 'base64url').toString()).toBe(`News:${news.internalId}`);
    expect(platform.callsTo('/cms/')).toHaveLength(1);
    // Pages: "Kader" finds the squad pages, linked by site and path (a start page is its site: WEBSITE).
    const pages = await client.execute<SearchAnswer>(SEARCH, { query: 'Kader', types: ['CONTENT'] });
    const page = pages.data!.search!.edges[0]!.node;
    expect(page.type).toBe('CONTENT');
    expect(page.site).toMatch(/^[a-z0-9-]+$/);
    expect(page.target).toMatchObject({ nodeId: null, path: 'kader' });
  });

  it('filters by type, and links matches, team members and products to their nodes', async () => {
    const matches = await client.execute<SearchAnswer>(SEARCH, { query: 'Borussia', types: ['MATCH'], first: 24 });
    const edges = matches.data!.search!.edges;
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((edge) => edge.node.type === 'MATCH')).toBe(true);
    expect(Buffer.from(edges[0]!.node.target.nodeId!, 'base64url').toString()).toMatch(/^Match:\d+$/);
    const squad = await client.execute<{ teamMembers: { lastName: string }[] }>(
      `{ teamMembers(site: "profis", role: PLAYER) { lastName } }`,
    );
    const lastName = squad.data!.teamMembers[0]!.lastName;
    const people = await client.execute<SearchAnswer>(SEARCH, { query: lastName, types: ['TEAM'] });
    expect(people.data!.search!.edges[0]!.node).toMatchObject({ type: 'TEAM' });
    expect(people.data!.search!.edges[0]!.node.title).toContain(lastName);
    const products = await client.execute<SearchAnswer>(SEARCH, { query: 'Heimtrikot', types: ['SHOP_PRODUCT'] });
    const product = products.data!.search!.edges[0]!.node;
    expect(product).toMatchObject({ type: 'SHOP_PRODUCT', site: null });
    expect(Buffer.from(product.target.nodeId!, 'base64url').toString()).toBe(`Product:${product.target.internalId}`);
    // The product page's slug, as the shop answers it for the same product.
    expect(product.target.path).toBe(`heimtrikot-2026-27-${product.target.internalId}`);
    // Several types at once, in any order and repeated, are one search.
    platform.reset();
    for (const types of [
      ['NEWS', 'MATCH'],
      ['MATCH', 'NEWS', 'MATCH'],
    ]) {
      const both = await client.execute<SearchAnswer>(SEARCH, { query: 'Borussia', types });
      expect(both.data!.search!.edges.every((edge) => ['NEWS', 'MATCH'].includes(edge.node.type))).toBe(true);
    }
    expect(platform.callsTo('/cms/v1/search')).toHaveLength(2);
    expect(new Set(platform.callsTo('/cms/v1/search').map((call) => call.url)).size).toBe(1);
  });

  it('shares a search across requests and visitors: many requests, one CMS call', async () => {
    const shared = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => shared.execute<SearchAnswer>(SEARCH, { query: 'Turniere', types: ['NEWS'] })),
      );
      await shared.execute<SearchAnswer>(SEARCH, { query: '  Turniere\u0000 ', types: ['NEWS', 'NEWS'] });
      expect(answers.every((answer) => answer.data!.search!.totalCount > 0)).toBe(true);
      expect(platform.callsTo('/cms/v1/search')).toHaveLength(1);
    } finally {
      await shared.graph.dispose();
    }
  });

  it('pages without repeating a result', async () => {
    const first = await client.execute<SearchAnswer>(SEARCH, { query: 'Südstadt', first: 5 });
    expect(first.data!.search!.pageInfo.hasNextPage).toBe(true);
    const next = await client.execute<SearchAnswer>(SEARCH, {
      query: 'Südstadt',
      first: 5,
      after: first.data!.search!.pageInfo.endCursor,
    });
    const seen = new Set(first.data!.search!.edges.map((edge) => `${edge.node.type}:${edge.node.target.internalId}`));
    expect(next.data!.search!.edges.length).toBe(5);
    expect(next.data!.search!.edges.some((edge) => seen.has(`${edge.node.type}:${edge.node.target.internalId}`))).toBe(
      false,
    );
  });

  it('answers any text a visitor may type with results or an empty connection, never an error', async () => {
    const hostile = [
      '"\' OR 1=1 --',
      "'; DROP TABLE cms_news; --",
      '"Turnier" -Pokal OR "',
      '🏃‍♀️⚽',
      'x'.repeat(10_000),
      `Turnier ${'⚽'.repeat(200)}`,
      'a'.repeat(199) + '⚽',
      'a\u0000b\u0007c\u001b[31m',
      '\u202eTurnier\u200b',
      '(((',
      '& | ! <-> :*',
      '\\',
      '%_%',
      '',
      '   \n\t  ',
    ];
    for (const query of hostile) {
      const result = await client.execute<SearchAnswer>(SEARCH, { query });
      expect(result.errors, JSON.stringify(query.slice(0, 30))).toBeUndefined();
      expect(result.status).toBe(200);
      expect(result.data!.search!.totalCount).toBeGreaterThanOrEqual(0);
    }
    // Nothing left to search for costs no call.
    platform.reset();
    for (const query of ['', '   ', '\u0000\u0001']) {
      const result = await client.execute<SearchAnswer>(SEARCH, { query });
      expect(result.data!.search).toMatchObject({ totalCount: 0, edges: [] });
    }
    expect(platform.callsTo('/cms/')).toHaveLength(0);
  });

  it('refuses a page size or cursor out of range as bad input', async () => {
    for (const variables of [{ first: 0 }, { first: 25 }, { first: -1 }, { after: 'not-a-cursor' }]) {
      const result = await client.execute<SearchAnswer>(SEARCH, { query: 'Turnier', ...variables });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const unknownType = await client.execute<SearchAnswer>(SEARCH, { query: 'Turnier', types: ['PODCAST'] });
    expect(unknownType.errors).toBeDefined();
  });
});
