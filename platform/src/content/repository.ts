import type { Queryable } from '../db/database.ts';
import type { ContentLanguage, SearchResultType } from './schemas.ts';

type Language = ContentLanguage;

/** The text in `language`, or German when there is none; and which language it is. */
function localized(texts: { de: string; en?: string | null; ja?: string | null }, language: Language) {
  const wanted = language === 'de' ? undefined : texts[language];
  return wanted ? { text: wanted, language } : { text: texts.de, language: 'de' as const };
}

/** PostgreSQL's text-search configuration for a language: German and English stem, Japanese does not. */
const searchConfig = (language: Language) => (language === 'en' ? 'english' : language === 'ja' ? 'simple' : 'german');

interface NewsRow {
  uid: string;
  site: string;
  type: 'news' | 'magazine' | 'fast-lane';
  full_slug: string;
  display_datetime: Date | string;
  headline_de: string;
  headline_en: string | null;
  teaser_de: string;
  teaser_en: string | null;
  body_de?: string;
  body_en?: string | null;
  categories: string[];
  image_url: string;
  hover_image_url: string | null;
  frontend_url: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoDate = (value: Date | string) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * The CMS's reads. Everything here is public content: the same for every visitor, so the graph may share
 * the answers. Searches run in PostgreSQL (tsvector, websearch syntax, ranked), never in JavaScript.
 */
export class ContentRepository {
  constructor(
    private readonly db: Queryable,
    /** Makes a media path (/media/news/3.svg) an absolute URL under the platform's public origin. */
    private readonly mediaUrl: (path: string) => string,
  ) {}

  async sites(language: Language) {
    const { rows } = await this.db.query<{
      key: string;
      name_de: string;
      name_en: string | null;
      name_ja: string | null;
      kind: 'club' | 'football' | 'sport' | 'service';
      languages: string[];
      has_live_video: boolean;
      ticker_team_id: number | null;
    }>('SELECT * FROM cms_sites ORDER BY position');
    return rows.map((row) => ({
      key: row.key,
      name: localized({ de: row.name_de, en: row.name_en, ja: row.name_ja }, language),
      kind: row.kind,
      languages: row.languages,
      hasLiveVideo: row.has_live_video,
      tickerTeamId: row.ticker_team_id,
    }));
  }

  /**
   * The page at `slug` of the site in `language`; a site without that language gives its German page
   * (the answer's `language` says so). Undefined when the site or page does not exist.
   */
  async page(site: string, slug: string, language: Language) {
    const { rows } = await this.db.query<{
      id: number;
      site: string;
      page_key: string;
      slug: string;
      language: string;
      template: 'blank' | 'default' | 'news';
      title: string;
      description: string;
      blocks: { type: string }[];
    }>(
      `SELECT id, site, page_key, slug, language, template, title, description, blocks FROM cms_pages
       WHERE site = $1 AND slug = $2 AND language IN ($3, 'de')
       ORDER BY language = $3 DESC LIMIT 1`,
      [site, slug, language],
    );
    const page = rows[0];
    if (!page) return undefined;
    const { rows: alternates } = await this.db.query<{ language: string; slug: string }>(
      'SELECT language, slug FROM cms_pages WHERE site = $1 AND page_key = $2 AND language <> $3 ORDER BY language',
      [site, page.page_key, page.language],
    );
    // The site's pages in the page's language, in the order the CMS created them: the site's navigation.
    const { rows: sections } = await this.db.query<{ pageKey: string; slug: string; title: string }>(
      'SELECT page_key AS "pageKey", slug, title FROM cms_pages WHERE site = $1 AND language = $2 ORDER BY id',
      [site, page.language],
    );
    return {
      id: page.id,
      site: page.site,
      pageKey: page.page_key,
      slug: page.slug,
      language: page.language,
      template: page.template,
      title: page.title,
      description: page.description,
      alternates,
      sections,
      blocks: page.blocks,
    };
  }

  async newsList(options: {
    site?: string | undefined;
    category?: string | undefined;
    query?: string | undefined;
    language: Language;
    page: number;
    pageSize: number;
  }) {
    const { language, page, pageSize } = options;
    const vector = language === 'en' ? 'search_en' : 'search_de';
    const config = language === 'en' ? 'english' : 'german';
    const query = options.query?.trim() || null;
    const { rows } = await this.db.query<NewsRow & { total: string }>(
      `SELECT uid, site, type, full_slug, display_datetime, headline_de, headline_en, teaser_de, teaser_en,
              categories, image_url, hover_image_url, frontend_url, count(*) OVER () AS total
       FROM cms_news
       WHERE ($1::text IS NULL OR site = $1)
         AND ($2::text IS NULL OR $2 = ANY (categories))
         AND ($3::text IS NULL OR ${vector} @@ websearch_to_tsquery('${config}', $3))
       ORDER BY CASE WHEN $3::text IS NULL THEN 0 ELSE ts_rank(${vector}, websearch_to_tsquery('${config}', $3)) END DESC,
                display_datetime DESC, uid
       LIMIT $4 OFFSET $5`,
      [options.site ?? null, options.category ?? null, query, pageSize, (page - 1) * pageSize],
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => this.newsCard(row, language)),
      page,
      pageSize,
      totalCount,
      hasNextPage: page * pageSize < totalCount,
    };
  }

  async newsCategories(site: string | undefined) {
    const { rows } = await this.db.query<{ category: string; count: string }>(
      `SELECT category, count(*) AS count FROM cms_news, unnest(categories) AS category
       WHERE $1::text IS NULL OR site = $1 GROUP BY category ORDER BY category`,
      [site ?? null],
    );
    return rows.map((row) => ({ name: row.category, newsCount: Number(row.count) }));
  }

  async news(uid: string, language: Language) {
    const { rows } = await this.db.query<NewsRow>('SELECT * FROM cms_news WHERE uid = $1', [uid]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...this.newsCard(row, language),
      body: localized({ de: row.body_de ?? '', en: row.body_en }, language),
    };
  }

  private newsCard(row: NewsRow, language: Language) {
    return {
      uid: row.uid,
      site: row.site,
      type: row.type,
      full_slug: row.full_slug,
      display_datetime: iso(row.display_datetime),
      content: {
        headline: localized({ de: row.headline_de, en: row.headline_en }, language),
        teaser: localized({ de: row.teaser_de, en: row.teaser_en }, language),
        categories: row.categories,
        images: [row.image_url, ...(row.hover_image_url ? [row.hover_image_url] : [])].map(this.mediaUrl),
      },
      frontend: row.frontend_url ? { url: row.frontend_url } : null,
    };
  }

  async persons(options: {
    site?: string | undefined;
    role?: 'player' | 'official' | undefined;
    position?: string | undefined;
  }) {
    const { rows } = await this.db.query<PersonRow>(
      `SELECT * FROM cms_persons
       WHERE ($1::text IS NULL OR site = $1) AND ($2::text IS NULL OR role = $2) AND ($3::text IS NULL OR position = $3)
       ORDER BY site, role DESC, jersey_number NULLS LAST, last_name`,
      [options.site ?? null, options.role ?? null, options.position ?? null],
    );
    return rows.map(personOf);
  }

  async person(id: number) {
    const { rows } = await this.db.query<PersonRow>('SELECT * FROM cms_persons WHERE id = $1', [id]);
    return rows[0] ? personOf(rows[0]) : undefined;
  }

  async matches(options: { site?: string | undefined; season?: number | undefined; status?: string | undefined }) {
    const { rows } = await this.db.query<MatchRow>(
      `SELECT * FROM cms_matches
       WHERE ($1::text IS NULL OR site = $1) AND ($2::integer IS NULL OR season = $2) AND ($3::text IS NULL OR status = $3)
       ORDER BY kickoff_date, id`,
      [options.site ?? null, options.season ?? null, options.status ?? null],
    );
    return rows.map(matchOf);
  }

  async match(id: number) {
    const { rows } = await this.db.query<MatchRow>('SELECT * FROM cms_matches WHERE id = $1', [id]);
    return rows[0] ? matchOf(rows[0]) : undefined;
  }

  /**
   * Search across pages, news, matches and people (and, through the shop's names, products): ranked by
   * PostgreSQL, German and English with stemming, so "Spielerinnen" finds "Spielerin".
   */
  async search(options: {
    query: string;
    types: SearchResultType[];
    language: Language;
    page: number;
    pageSize: number;
  }) {
    const { language, page, pageSize } = options;
    const config = searchConfig(language);
    // `language` is one of three known values (the route's schema), so it may stand in the SQL as a literal.
    const languageLiteral = `'${language}'`;
    const wanted = (type: SearchResultType) => options.types.length === 0 || options.types.includes(type);
    const parts: string[] = [];
    // Whole words (websearch syntax: quotes, or, -) or, as the fan types, the beginnings of words: "Trik" finds
    // "Trikot". $4 is the prefix query built from the words' letters and digits only (prefixQuery), or null.
    const matches = (vector: string, cfg: string) =>
      `(${vector} @@ websearch_to_tsquery('${cfg}', $1) OR ($4::text IS NOT NULL AND ${vector} @@ to_tsquery('${cfg}', $4)))`;
    const rank = (vector: string, cfg: string) =>
      `ts_rank(${vector}, websearch_to_tsquery('${cfg}', $1)) + coalesce(ts_rank(${vector}, to_tsquery('${cfg}', $4)), 0) / 2`;
    if (wanted('content'))
      parts.push(`SELECT 'content' AS type, id::text AS id, site, title, description AS teaser, slug,
        ${rank('search', config)} AS rank
        FROM cms_pages WHERE language IN (${languageLiteral}, 'de') AND ${matches('search', config)}`);
    if (wanted('news')) {
      const vector = language === 'en' ? 'search_en' : 'search_de';
      parts.push(`SELECT 'news', uid::text, site, ${language === 'en' ? 'coalesce(headline_en, headline_de)' : 'headline_de'},
        ${language === 'en' ? 'coalesce(teaser_en, teaser_de)' : 'teaser_de'}, NULL,
        ${rank(vector, config)}
        FROM cms_news WHERE ${matches(vector, config)}`);
    }
    if (wanted('match'))
      parts.push(`SELECT 'match', id::text, site, home_team || ' – ' || away_team, competition || ', ' || kickoff_date, NULL,
        ${rank('search', 'simple')}
        FROM cms_matches WHERE ${matches('search', 'simple')}`);
    if (wanted('team'))
      parts.push(`SELECT 'team', id::text, site, first_name || ' ' || last_name, position, NULL,
        ${rank('search', 'simple')}
        FROM cms_persons WHERE ${matches('search', 'simple')}`);
    if (wanted('shop-product')) {
      // A product's German and English names both count: "Heimtrikot" typed on an English page finds it too.
      // Names are short and German compounds them, so every word may also stand inside one: "Trik" finds
      // "Heimtrikot" ($5 holds the words' letters and digits only, so none is a LIKE wildcard).
      const text = `name_de || ' ' || coalesce(name_en, '')`;
      const names = `to_tsvector('${config}', ${text})`;
      const inside = `(cardinality($5::text[]) > 0 AND NOT EXISTS (SELECT 1 FROM unnest($5::text[]) AS word
           WHERE ${text} NOT ILIKE '%' || word || '%'))`;
      parts.push(`SELECT 'shop-product', id::text, NULL, ${language === 'en' ? 'coalesce(name_en, name_de)' : 'name_de'}, '', NULL,
        ${rank(names, config)} + CASE WHEN ${inside} THEN 0.01 ELSE 0 END
        FROM products WHERE is_active AND NOT is_hidden
          AND (appclusive_until IS NULL OR appclusive_until < now())
          AND (${matches(names, config)} OR ${inside})`);
    }
    if (parts.length === 0) return { items: [], page, pageSize, totalCount: 0, hasNextPage: false };
    const { rows } = await this.db.query<{
      type: SearchResultType;
      id: string;
      site: string | null;
      title: string;
      teaser: string;
      path: string | null;
      rank: number;
      total: string;
    }>(
      `SELECT *, count(*) OVER () AS total
       FROM (${parts.join(' UNION ALL ')}) AS results (type, id, site, title, teaser, path, rank)
       ORDER BY rank DESC, type, id LIMIT $2 OFFSET $3`,
      [
        options.query,
        pageSize,
        (page - 1) * pageSize,
        prefixQuery(options.query),
        // $5 stands in the products' part only: PostgreSQL refuses a parameter no statement uses.
        ...(wanted('shop-product') ? [searchWords(options.query)] : []),
      ],
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      items: rows.map(({ total: _total, ...row }) => ({ ...row, rank: Number(row.rank) })),
      page,
      pageSize,
      totalCount,
      hasNextPage: page * pageSize < totalCount,
    };
  }
}

/**
 * The words of a search as a prefix query for to_tsquery ("Trik Heim" → "Trik:* & Heim:*"): only letters and
 * digits stand in it, so no input can break its syntax; null when no word of two characters or more is left.
 */
export function prefixQuery(query: string): string | null {
  const words = searchWords(query);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The words of a search: runs of two or more letters or digits, at most eight. */
function searchWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]{2,}/gu)?.slice(0, 8) ?? [];
}

interface PersonRow {
  id: number;
  site: string;
  role: 'player' | 'official';
  first_name: string;
  last_name: string;
  title: string | null;
  short_name: string;
  known_name: string | null;
  position: string;
  jersey_number: number | null;
  nationality: string;
  birthday: Date | string;
  height_cm: number | null;
  statistics: Record<string, Record<string, number>>;
}

function personOf(row: PersonRow) {
  return {
    id: row.id,
    site: row.site,
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    title: row.title,
    short_name: row.short_name,
    known_name: row.known_name,
    position: row.position,
    jersey_number: row.jersey_number,
    nationality: row.nationality,
    birthday: isoDate(row.birthday),
    height_cm: row.height_cm,
    statistics: row.statistics,
  };
}

interface MatchRow {
  id: number;
  site: string;
  season: number;
  competition: string;
  matchday: number | null;
  home_team: string;
  away_team: string;
  venue: string;
  kickoff: Date | string | null;
  kickoff_date: Date | string;
  status: 'announced' | 'before' | 'live' | 'after';
  period: string | null;
  home_goals: number | null;
  away_goals: number | null;
  after_extra_time: boolean;
  after_penalties: boolean;
}

function matchOf(row: MatchRow) {
  return {
    id: row.id,
    site: row.site,
    season: row.season,
    competition: row.competition,
    matchday: row.matchday,
    homeTeam: row.home_team,
    awayTeam: row.away_team,
    venue: row.venue,
    kickoff: row.kickoff === null ? null : iso(row.kickoff),
    kickoffDate: isoDate(row.kickoff_date),
    status: row.status,
    period: row.period,
    homeGoals: row.home_goals,
    awayGoals: row.away_goals,
    afterExtraTime: row.after_extra_time,
    afterPenalties: row.after_penalties,
  };
}
