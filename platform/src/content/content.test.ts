import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { LIVE_CUP_MATCH_ID, matches, seasonOf } from '../db/seed/content.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

async function get<Body>(path: string): Promise<{ status: number; body: Body; headers: Headers }> {
  const response = await fetch(`${platform.url}${path}`);
  return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
}

interface Localized {
  text: string;
  language: string;
}
interface Paged<Item> {
  items: Item[];
  totalCount: number;
  hasNextPage: boolean;
}
interface NewsCard {
  uid: string;
  site: string;
  content: { headline: Localized; categories: string[]; images: string[] };
  display_datetime: string;
}

describe('sites and pages', () => {
  it('lists every site area of the club, with live video only where spec 1 shows it', async () => {
    const { body, headers } = await get<{
      items: { key: string; hasLiveVideo: boolean; tickerTeamId: number | null }[];
    }>('/cms/v1/sites');
    expect(body.items).toHaveLength(53);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(
      body.items
        .filter((site) => site.hasLiveVideo)
        .map((site) => site.key)
        .sort(),
    ).toEqual(
      ['fans', 'fussballschule', 'global', 'klub', 'mitgliedschaft', 'museum', 'nachwuchs', 'profis', 'tv'].sort(),
    );
    expect(
      Object.fromEntries(body.items.filter((site) => site.tickerTeamId).map((s) => [s.key, s.tickerTeamId])),
    ).toEqual({
      en: 159,
      frauen: 16953,
      nachwuchs: 17193,
      profis: 159,
    });
  });

  it('finds a page by its localised slug and names it in the other languages', async () => {
    const squad = await get<{ pageKey: string; language: string; alternates: unknown[]; blocks: { type: string }[] }>(
      '/cms/v1/sites/profis/pages?path=kader',
    );
    expect(squad.body).toMatchObject({ pageKey: 'squad', language: 'de', blocks: [{ type: 'squad' }] });
    expect(squad.body.alternates).toEqual([{ language: 'en', slug: 'squad' }]);
    const english = await get<{ pageKey: string; language: string }>(
      '/cms/v1/sites/profis/pages?path=squad&language=en',
    );
    expect(english.body).toMatchObject({ pageKey: 'squad', language: 'en' });
  });

  it('falls back to German where a site has no page in the language asked for, and says so', async () => {
    const japanese = await get<{ language: string; title: string }>('/cms/v1/sites/profis/pages?language=ja');
    expect(japanese.body).toMatchObject({ language: 'ja', title: 'トップチーム' });
    const fallback = await get<{ language: string; title: string }>('/cms/v1/sites/frauen/pages?language=ja');
    expect(fallback.body).toMatchObject({ language: 'de', title: 'Frauen' });
  });

  it('answers 404 problems for unknown sites and pages', async () => {
    for (const path of ['/cms/v1/sites/gibtsnicht/pages', '/cms/v1/sites/profis/pages?path=gibtsnicht']) {
      const answer = await get<{ status: number; title: string }>(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('gives the start pages typed blocks: the sport grid of the club, the football sites’ match header and countdown', async () => {
    const home = await get<{ blocks: { type: string; sites?: string[] }[] }>('/cms/v1/sites/global/pages');
    const grid = home.body.blocks.find((block) => block.type === 'sportGrid');
    expect(grid?.sites?.length).toBeGreaterThan(30);
    const football = await get<{ blocks: { type: string }[] }>('/cms/v1/sites/profis/pages');
    expect(football.body.blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['matchHeader', 'countdown', 'newsOverview']),
    );
  });
});

describe('news', () => {
  it('pages through the news of a site, newest first, with absolute picture URLs', async () => {
    const first = await get<Paged<NewsCard>>('/cms/v1/news?site=profis&PageSize=10');
    expect(first.body.totalCount).toBe(48);
    expect(first.body.hasNextPage).toBe(true);
    const times = first.body.items.map((item) => Date.parse(item.display_datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.body.items[0]!.content.images[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/news\/\d+\.svg$/);
    const second = await get<Paged<NewsCard>>('/cms/v1/news?site=profis&PageSize=10&Page=2');
    expect(second.body.items.map((item) => item.uid)).not.toContain(first.body.items[0]!.uid);
  });

  it('filters by category, and counts the categories', async () => {
    const reports = await get<Paged<NewsCard>>('/cms/v1/news?site=profis&category=Transfers');
    expect(reports.body.items.every((item) => item.content.categories.includes('Transfers'))).toBe(true);
    const categories = await get<{ items: { name: string; newsCount: number }[] }>('/cms/v1/news/categories');
    expect(categories.body.items.reduce((sum, category) => sum + category.newsCount, 0)).toBeGreaterThanOrEqual(150);
  });

  it('names every competition and news category in German, English and Japanese', async () => {
    type Label = { kind: string; key: string; de: string; en: string; ja: string };
    const labels = (await get<{ items: Label[] }>('/cms/v1/labels')).body.items;
    const named = (kind: string) => new Set(labels.filter((label) => label.kind === kind).map((label) => label.key));
    const categories = await get<{ items: { name: string }[] }>('/cms/v1/news/categories');
    for (const category of categories.body.items) expect(named('newsCategory')).toContain(category.name);
    const { rows } = await platform.db.query<{ competition: string }>('SELECT DISTINCT competition FROM cms_matches');
    for (const { competition } of rows) expect(named('competition')).toContain(competition);
    expect(labels.find((label) => label.key === 'Spielbericht')).toMatchObject({
      en: 'Match report',
      ja: '試合レポート',
    });
    const cups = await get<{ items: Label[] }>('/cms/v1/labels?kind=competition');
    expect(cups.body.items.map((label) => label.kind)).not.toContain('newsCategory');
    expect((await get('/cms/v1/labels?kind=player')).status).toBe(400);
    expect(cups.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('searches with German stemming: a query finds the inflected form, best match first', async () => {
    // "Turniere" (plural) finds the academy's "Turnier" and "Pfingstturnier" news first.
    const tournaments = await get<Paged<NewsCard>>('/cms/v1/news?q=Turniere');
    expect(tournaments.body.totalCount).toBeGreaterThan(0);
    expect(tournaments.body.items[0]!.site).toBe('nachwuchs');
    expect(tournaments.body.items[0]!.content.headline.text).toContain('Turnier');
    const english = await get<Paged<NewsCard>>('/cms/v1/news?q=academy&language=en');
    expect(english.body.items[0]!.content.headline.language).toBe('en');
  });

  it('shows an item with its text, in German where it has no English', async () => {
    const sport = (await get<Paged<NewsCard>>('/cms/v1/news?site=handball&PageSize=1')).body.items[0]!;
    const detail = await get<{ body: Localized; content: { headline: Localized } }>(
      `/cms/v1/news/${sport.uid}?language=en`,
    );
    expect(detail.body.content.headline.language).toBe('de');
    expect(detail.body.body.text).toContain('Handball');
    expect((await get(`/cms/v1/news/${randomUUID()}`)).status).toBe(404);
  });
});

describe('people and matches', () => {
  it('has a squad of 25 and more with season statistics, and the officials', async () => {
    const players = await get<{ items: { statistics: { total: { gamesPlayed: number } } }[] }>(
      '/cms/v1/persons?site=profis&role=player',
    );
    expect(players.body.items.length).toBeGreaterThanOrEqual(25);
    expect(players.body.items[0]!.statistics.total.gamesPlayed).toBeGreaterThanOrEqual(0);
    const officials = await get<{ items: { title: string }[] }>('/cms/v1/persons?site=profis&role=official');
    expect(officials.body.items.map((person) => person.title)).toContain('Cheftrainer');
  });

  it('has a season of fixtures: results, upcoming kick-offs, and kick-offs still to be determined', async () => {
    const { body } = await get<{ items: { status: string; kickoff: string | null; homeGoals: number | null }[] }>(
      `/cms/v1/matches?site=profis&season=${seasonOf(new Date())}`,
    );
    expect(body.items.length).toBeGreaterThanOrEqual(34);
    expect(body.items.some((match) => match.status === 'after' && match.homeGoals !== null)).toBe(true);
    expect(body.items.some((match) => match.status === 'before' && match.kickoff !== null)).toBe(true);
    expect(body.items.some((match) => match.status === 'announced' && match.kickoff === null)).toBe(true);
  });

  it('makes the cup tie the first team’s next match at whatever hour the platform is seeded', () => {
    // Every half hour of a summer and a winter day (the cup tie is at 19:30 in Südstadt, or two hours on).
    for (const day of ['2026-07-04', '2026-11-28']) {
      for (let halfHour = 0; halfHour < 48; halfHour++) {
        const now = new Date(Date.parse(`${day}T00:00:00Z`) + halfHour * 30 * 60_000);
        const next = matches(now)
          .filter(
            (match) => match.site === 'profis' && match.kickoff !== null && Date.parse(match.kickoff) > now.getTime(),
          )
          .sort((a, b) => Date.parse(a.kickoff!) - Date.parse(b.kickoff!))[0];
        expect(next?.id, now.toISOString()).toBe(LIVE_CUP_MATCH_ID);
      }
    }
  });
});

describe('search', () => {
  it('finds news, matches, people and shop products, ranked, and says clearly when nothing matches', async () => {
    const club = await get<Paged<{ type: string; title: string }>>('/cms/v1/search?q=Nordhafen&PageSize=50');
    expect(new Set(club.body.items.map((result) => result.type))).toEqual(new Set(['news', 'match', 'video']));
    const jersey = await get<Paged<{ type: string; title: string }>>('/cms/v1/search?q=Trikot&types=shop-product');
    expect(jersey.body.items[0]).toMatchObject({ type: 'shop-product' });
    const keeper = await get<Paged<{ type: string; title: string }>>('/cms/v1/search?q=Hoffmann&types=team');
    expect(keeper.body.items.every((result) => result.type === 'team')).toBe(true);
    for (const q of ['"\' OR 1=1 --', '🏃‍♀️', 'zzzzqqq']) {
      const answer = await get<Paged<unknown>>(`/cms/v1/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
    }
    const nothing = await get<Paged<unknown>>('/cms/v1/search?q=zzzzqqq');
    expect(nothing.body).toMatchObject({ items: [], totalCount: 0 });
  });

  it('finds what a fan types as they type it: the beginning of a word, and a German name on an English page', async () => {
    type Results = Paged<{ type: string; title: string }>;
    const partial = await get<Results>('/cms/v1/search?q=Trik&types=shop-product');
    expect(partial.body.items.map((result) => result.title)).toContain('Heimtrikot 2026/27');
    const english = await get<Results>('/cms/v1/search?q=Heimtrikot&types=shop-product&language=en');
    expect(english.body.items.map((result) => result.title)).toContain('Home Jersey 2026/27');
    const beginning = await get<Results>('/cms/v1/search?q=Hoffm&types=team');
    expect(beginning.body.items.length).toBeGreaterThan(0);
    // Whatever the query holds, the prefix query it becomes keeps only letters and digits.
    for (const q of ["Tri:* & !'", 'a', '(((', 'Tri:*|kot']) {
      const answer = await get<Results>(`/cms/v1/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
    }
    expect((await get<Results>(`/cms/v1/search?q=${'x'.repeat(3000)}`)).status).toBeLessThan(500);
    // Control characters are refused with a 400, as every text input is.
    expect((await get<Results>(`/cms/v1/search?q=${encodeURIComponent('Tri\u0000kot')}`)).status).toBe(400);
  });
});
