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
      blocks {
        __typename
        ... on CountdownBlock {
          headline
          target
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
    // The page, the sites (names of the slider's sports) and the matches: each asked once.
    const calls = platform.callsTo('/cms/').map((call) => call.url.split('?')[0]);
    expect(calls.sort()).toEqual(['/cms/v1/matches', '/cms/v1/sites', '/cms/v1/sites/profis/pages']);
  });

  it('finds section pages by their localised slug, in German and English', async () => {
    const german = await client.execute<PageAnswer>(PAGE, { site: 'profis', path: 'kader' });
    const squad = german.data!.page!;
    expect(squad.alternates).toEqual([{ language: 'EN', slug: 'squad' }]);
    const players = block<{ role: string; people: { statistics: { gamesPlayed: number } | null }[] }>(
      squad,
      'SquadBlock',
    );
    expect(players.role).toBe('PLAYER');
    expect(players.people.length).toBeGreaterThanOrEqual(25);
    expect(players.people.every((person) => person.statistics !== null)).toBe(true);
    const english = await client.execute<PageAnswer>(PAGE, { site: 'profis', path: 'squad', language: 'EN' });
    expect(english.data!.page).toMatchObject({ key: 'squad', language: 'EN', title: 'Squad · First team' });
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
