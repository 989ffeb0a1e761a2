import type { Database } from '../db/database.ts';
import type { ContentLanguage } from './schemas.ts';
import { search, type SearchOptions } from './search.ts';

type Language = ContentLanguage;

/** The text in `language`, or German when there is none; and which language it is. */
function localized(texts: { de: string; en?: string | null; ja?: string | null }, language: Language) {
  const wanted = language === 'de' ? undefined : texts[language];
  return wanted ? { text: wanted, language } : { text: texts.de, language: 'de' as const };
}

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
 * the answers. Searches run in PostgreSQL (tsvector, websearch syntax, trigrams, ranked), never in JavaScript.
 */
export class ContentRepository {
  constructor(
    private readonly db: Database,
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

  /** Search across the CMS, Südstadt TV's videos and the shop (search.ts). */
  search(options: SearchOptions) {
    return search(this.db, options);
  }
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
