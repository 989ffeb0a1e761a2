import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../index.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

interface Hit {
  type: string;
  id: string;
  site: string | null;
  title: string;
  teaser: string;
  path: string | null;
  rank: number;
}
interface Results {
  items: Hit[];
  totalCount: number;
  hasNextPage: boolean;
}

async function search(parameters: string): Promise<{ status: number; body: Results; headers: Headers }> {
  const response = await fetch(`${platform.url}/cms/v1/search?${parameters}`);
  return { status: response.status, body: (await response.json()) as Results, headers: response.headers };
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const titles = (results: Results) => results.items.map((hit) => hit.title);

describe('search that forgives typos', () => {
  it('finds a product, a site and a jersey by a misspelt word', async () => {
    const jersey = await search(`${q('Heimtrokot')}&types=shop-product`);
    expect(titles(jersey.body)).toContain('Heimtrikot 2026/27');
    const stadium = await search(q('Stadoin'));
    expect(stadium.body.items).toContainEqual(expect.objectContaining({ type: 'website', id: 'stadion' }));
    const shirt = await search(`${q('Trikto')}&types=shop-product`);
    expect(titles(shirt.body)).toEqual(expect.arrayContaining(['Retro-Trikot 1959 Meisterschaft']));
  });

  it('finds by a typo in English, with the English title', async () => {
    const english = await search(`${q('Heimtrokot')}&types=shop-product&language=en`);
    expect(titles(english.body)).toContain('Home Jersey 2026/27');
    const jersy = await search(`${q('home jersy')}&types=shop-product&language=en`);
    expect(titles(jersy.body)[0]).toMatch(/^Home Jersey/);
    const video = await search(`${q('press conferense')}&types=video&language=en`);
    expect(titles(video.body)).toContain('Press conference after the Nordhafen match');
  });

  it('ranks what resembles the words below every hit of the words themselves', async () => {
    const { body } = await search(`${q('Stadion')}&PageSize=100`);
    const ranks = body.items.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // "Stadion" itself (the site, the beer stein), and only then what merely resembles it ("Stadt").
    const exact = body.items.filter((hit) => hit.rank >= 1).map((hit) => hit.title);
    expect(exact).toEqual(expect.arrayContaining(['Stadion', 'Bierkrug Stadion 0,5 l', 'Stadionbier Sechserpack']));
    expect(body.items.filter((hit) => hit.rank < 1).map((hit) => hit.title)).toContain(
      'T-Shirt „Größter Verein der Stadt“',
    );
    // Among typos, the title closer as a whole first: "Stadoin" puts the site Stadion before a T-shirt's "Stadt".
    const stadium = await search(q('Stadoin'));
    expect(stadium.body.items[0]).toMatchObject({ type: 'website', title: 'Stadion' });
    // A typo alone finds only by resemblance.
    const typo = await search(`${q('Heimtrokot')}&types=shop-product`);
    expect(typo.body.items.every((hit) => hit.rank < 1)).toBe(true);
    // The beginning of the word still finds it as a hit of the word: "Trik" (and "Heimtrikot" in English).
    const partial = await search(`${q('Trik')}&types=shop-product`);
    expect(partial.body.items.find((hit) => hit.title === 'Heimtrikot 2026/27')?.rank).toBeGreaterThanOrEqual(1);
  });
});

describe('every result type of the spec', () => {
  it('finds magazine stories apart from news', async () => {
    const magazine = await search(`${q('Saisonstart')}&types=magazine&PageSize=50`);
    expect(magazine.body.totalCount).toBeGreaterThan(0);
    expect(magazine.body.items.every((hit) => hit.type === 'magazine')).toBe(true);
    expect(titles(magazine.body)[0]).toContain('Saisonstart');
    const news = await search(`${q('Saisonstart')}&types=news&PageSize=50`);
    const magazineIds = new Set(magazine.body.items.map((hit) => hit.id));
    expect(news.body.items.every((hit) => hit.type === 'news' && !magazineIds.has(hit.id))).toBe(true);
  });

  it('finds the football school’s camps apart from the other products', async () => {
    const camps = await search(`${q('Fußballcamp')}&types=shop-soccercamp`);
    expect(camps.body.items.length).toBeGreaterThanOrEqual(3);
    expect(camps.body.items.every((hit) => hit.type === 'shop-soccercamp')).toBe(true);
    expect(titles(camps.body)).toContain('Fußballcamp Sommerferien 2027 (6–13 Jahre)');
    const english = await search(`${q('camp')}&types=shop-soccercamp&language=en`);
    expect(titles(english.body)).toContain('Goalkeeper Camp Autumn Holidays 2027 (ages 10–16)');
    const products = await search(`${q('Fußballcamp')}&types=shop-product&PageSize=100`);
    expect(products.body.items.every((hit) => hit.type === 'shop-product' && !/camp/i.test(hit.title))).toBe(true);
  });

  it('finds Südstadt TV’s videos in German and English', async () => {
    const german = await search(`${q('Pressekonferenz')}&types=video`);
    expect(german.body.items[0]).toMatchObject({
      type: 'video',
      id: 'v-pressekonferenz-nordhafen',
      site: 'tv',
      title: 'Pressekonferenz nach dem Spiel gegen Nordhafen',
    });
    const english = await search(`${q('highlights')}&types=video&language=en`);
    expect(titles(english.body)).toContain('All highlights: SC Südstadt 1899 v FC Nordhafen');
  });

  it('finds the club’s sites by their names, with their start page’s description, and no start page twice', async () => {
    const women = await search(`${q('Frauen')}&types=website`);
    expect(women.body.items[0]).toMatchObject({ type: 'website', id: 'frauen', site: 'frauen', path: '' });
    expect(women.body.items[0]!.teaser).toContain('Frauen');
    const museum = await search(`${q('Museum')}&types=website&language=en`);
    expect(museum.body.items[0]).toMatchObject({ id: 'museum', title: 'Museum' });
    const english = await search(`${q('Women')}&types=website&language=en`);
    expect(english.body.items[0]).toMatchObject({ id: 'frauen', title: 'Women' });
    const pages = await search(`${q('Frauen')}&types=content&PageSize=100`);
    expect(pages.body.items.some((hit) => hit.site === 'frauen' && hit.path === '')).toBe(false);
  });

  it('filters by several types at once; all, or none, is every type', async () => {
    const two = await search(`${q('Nordhafen')}&types=video&types=match&PageSize=100`);
    expect(new Set(two.body.items.map((hit) => hit.type))).toEqual(new Set(['video', 'match']));
    const all = await search(`${q('Nordhafen')}&types=all&PageSize=100`);
    const none = await search(`${q('Nordhafen')}&PageSize=100`);
    expect(all.body).toEqual(none.body);
    expect(new Set(none.body.items.map((hit) => hit.type))).toEqual(new Set(['news', 'match', 'video']));
    expect(none.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('hostile searches', () => {
  it('refuses with a 400 what no search can be: too long, control characters, unknown types, pages out of range', async () => {
    for (const parameters of [
      q('x'.repeat(201)),
      q('x'.repeat(5000)),
      q('Tri\u0000kot'),
      q('Tri\u001bkot'),
      q('Tri\u007fkot'),
      `${q('Trikot')}&types=everything`,
      `${q('Trikot')}&${Array.from({ length: 11 }, () => 'types=news').join('&')}`,
      `${q('Trikot')}&Page=0`,
      `${q('Trikot')}&Page=10001`,
      `${q('Trikot')}&Page=-1`,
      `${q('Trikot')}&PageSize=101`,
      `${q('Trikot')}&PageSize=0`,
      `${q('Trikot')}&language=fr`,
      'types=news',
    ]) {
      const answer = await search(parameters);
      expect(answer.status, parameters).toBe(400);
    }
  });

  it('answers LIKE wildcards, backslashes and query syntax as plain text: 200, and nothing for a sign alone', async () => {
    for (const text of ['%', '_', '\\', '%%', '_%\\', '\\%', "'", '"', '!', ':*', '&|!()<>', '%Trikot%', 'Tri_kot']) {
      const answer = await search(q(text));
      expect(answer.status, text).toBe(200);
      if (!/\p{L}{2}/u.test(text)) expect(answer.body, text).toMatchObject({ items: [], totalCount: 0 });
    }
    // The wildcard is no wildcard: "%" between letters finds what the words find, not every product.
    const wildcard = await search(`${q('Heim%kot')}&types=shop-product&PageSize=100`);
    expect(wildcard.body.totalCount).toBeLessThan(10);
  });

  it('gives an empty page beyond the last', async () => {
    const far = await search(`${q('Trikot')}&Page=10000&PageSize=100`);
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ items: [], hasNextPage: false });
    expect(far.body.totalCount).toBe(0);
  });
});
