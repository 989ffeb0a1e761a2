import type { Database } from '../db/database.ts';
import { CAMP_CATEGORY_ID } from '../db/seed/catalogue.ts';
import type { ContentLanguage, SearchFilterType, SearchResultType } from './schemas.ts';

type Language = ContentLanguage;

/**
 * How close a title must come to the words searched (pg_trgm's word similarity, 0–1) to count as a typo of them:
 * "Trikto" is 0.57 of "Trikot", "Stadoin" 0.5 of "Stadion"; the extension's default of 0.6 misses both.
 */
export const TYPO_SIMILARITY = 0.45;

export interface SearchOptions {
  query: string;
  types: readonly SearchFilterType[];
  language: Language;
  page: number;
  pageSize: number;
}

export interface SearchHit {
  type: SearchResultType;
  id: string;
  site: string | null;
  title: string;
  teaser: string;
  path: string | null;
  rank: number;
}

/**
 * One kind of result: the table it comes from and how its columns become a hit. `vector` is what its words are
 * matched against (full text: whole words, stemmed, and their beginnings); `names` the titles a typo is measured
 * against, the expression migration 025 indexes with trigrams; `inside` an extra match that also counts as exact.
 */
interface Part {
  type: SearchResultType;
  select: { id: string; site: string; title: string; teaser: string; path: string };
  from: string;
  where?: string;
  vector: string;
  config: string;
  names: string;
  inside?: string;
}

/**
 * Search across the CMS (pages, news and magazine stories, matches, people, the club's sites), Südstadt TV's
 * videos and the shop (products and the football school's camps), ranked by PostgreSQL:
 * - whole words, with German or English stemming ("Spielerinnen" finds "Spielerin"), in websearch syntax;
 * - the beginnings of words as a fan types them ("Trik" finds "Trikot"), and in a product's names any part of a
 *   word ("Trik" finds "Heimtrikot"); a product's German and English names both count;
 * - titles that only resemble the words, as a typo does ("Heimtrokot", "Stadoin"): pg_trgm's word similarity,
 *   on trigram indexes, ranked below every hit of the first two kinds (rank below 1, those at 1 and above); among
 *   them the title that is closer as a whole (similarity) first, so "Stadoin" puts the site Stadion first.
 * Parameters: $1 the text, $2 and $3 limit and offset, $4 the prefix query, $5 the words for similarity, $6 the
 * words for the products' substring match (only present when products are searched).
 */
export async function search(db: Database, options: SearchOptions) {
  const { language, page, pageSize } = options;
  const wantsAll = options.types.length === 0 || options.types.includes('all');
  const parts = searchParts(language).filter((part) => wantsAll || options.types.includes(part.type));
  if (parts.length === 0) return { items: [], page, pageSize, totalCount: 0, hasNextPage: false };
  const words = searchWords(options.query);
  const usesInside = parts.some((part) => part.inside);
  const sql = parts.map(partSql).join('\nUNION ALL\n');
  const { rows } = await db.transaction(async (tx) => {
    // Local to this transaction: the `<%` operator (and its index) compares against this threshold.
    await tx.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [String(TYPO_SIMILARITY)]);
    return tx.query<SearchHit & { total: string }>(
      `SELECT *, count(*) OVER () AS total
       FROM (${sql}) AS results (type, id, site, title, teaser, path, rank)
       ORDER BY rank DESC, type, id LIMIT $2 OFFSET $3`,
      [
        options.query,
        pageSize,
        (page - 1) * pageSize,
        prefixQuery(options.query),
        words.length > 0 ? words.join(' ') : null,
        // PostgreSQL cannot type a parameter no part uses: the words come only where a part matches inside names.
        ...(usesInside ? [words] : []),
      ],
    );
  });
  const totalCount = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map(({ total: _total, ...row }) => ({ ...row, rank: Number(row.rank) })),
    page,
    pageSize,
    totalCount,
    hasNextPage: page * pageSize < totalCount,
  };
}

function partSql(part: Part): string {
  const { config, vector, names } = part;
  // Whole words (websearch syntax: quotes, or, -) or the beginnings of words ($4: letters and digits only).
  const exact = `(${vector} @@ websearch_to_tsquery('${config}', $1)
      OR ($4::text IS NOT NULL AND ${vector} @@ to_tsquery('${config}', $4))${part.inside ? ` OR ${part.inside}` : ''})`;
  const rank = `ts_rank(${vector}, websearch_to_tsquery('${config}', $1))
      + coalesce(ts_rank(${vector}, to_tsquery('${config}', $4)), 0) / 2`;
  const { id, site, title, teaser, path } = part.select;
  return `SELECT '${part.type}', ${id}, ${site}, ${title}, ${teaser}, ${path},
      CASE WHEN ${exact} THEN 1 + ${rank}${part.inside ? ` + CASE WHEN ${part.inside} THEN 0.01 ELSE 0 END` : ''}
           ELSE 0.6 * word_similarity($5, ${names}) + 0.3 * similarity($5, ${names}) END
    FROM ${part.from}
    WHERE ${part.where ? `${part.where} AND ` : ''}(${exact} OR ($5::text IS NOT NULL AND $5 <% (${names})))`;
}

/** PostgreSQL's text-search configuration for a language: German and English stem, Japanese does not. */
const searchConfig = (language: Language) => (language === 'en' ? 'english' : language === 'ja' ? 'simple' : 'german');

/** The column in the language wanted, German where it has none. */
const localized = (column: string, language: Language, languages: readonly Language[] = ['en']) =>
  language !== 'de' && languages.includes(language) ? `coalesce(${column}_${language}, ${column}_de)` : `${column}_de`;

/** The parts of a search in `language`. Only `language`, one of three known values, stands in the SQL as text. */
function searchParts(language: Language): Part[] {
  const config = searchConfig(language);
  const newsVector = language === 'en' ? 'search_en' : 'search_de';
  const news = (type: 'news' | 'magazine'): Part => ({
    type,
    select: {
      id: 'uid::text',
      site: 'site',
      title: localized('headline', language),
      teaser: localized('teaser', language),
      path: 'NULL',
    },
    from: 'cms_news',
    where: type === 'magazine' ? "type = 'magazine'" : "type <> 'magazine'",
    vector: newsVector,
    config,
    names: `headline_de || ' ' || coalesce(headline_en, '')`,
  });
  // Product names are short and German compounds them, so a word may also stand inside one: "Trik" finds
  // "Heimtrikot" ($6 holds the words' letters and digits only, so none is a LIKE wildcard).
  const productNames = `name_de || ' ' || coalesce(name_en, '')`;
  const product = (type: 'shop-product' | 'shop-soccercamp'): Part => ({
    type,
    select: { id: 'id::text', site: 'NULL', title: localized('name', language), teaser: "''", path: 'NULL' },
    from: 'products',
    // Match tickets are sold at their match's ticket page (the match is a hit of its own), not as goods.
    where: `is_active AND NOT is_hidden AND kind <> 'Ticket' AND (appclusive_until IS NULL OR appclusive_until < now())
      AND ${type === 'shop-soccercamp' ? '' : 'NOT '}(${CAMP_CATEGORY_ID} = ANY (category_ids))`,
    vector: `to_tsvector('${config}', ${productNames})`,
    config,
    names: productNames,
    inside: `(cardinality($6::text[]) > 0 AND NOT EXISTS (SELECT 1 FROM unnest($6::text[]) AS word
      WHERE (${productNames}) NOT ILIKE '%' || word || '%'))`,
  });
  return [
    {
      // A site's start page is the site itself: a website result.
      type: 'content',
      select: { id: 'id::text', site: 'site', title: 'title', teaser: 'description', path: 'slug' },
      from: 'cms_pages',
      where: `language IN ('${language}', 'de') AND page_key <> 'home'`,
      vector: 'search',
      config,
      names: 'title',
    },
    news('news'),
    news('magazine'),
    {
      type: 'match',
      select: {
        id: 'id::text',
        site: 'site',
        title: `home_team || ' – ' || away_team`,
        teaser: `competition || ', ' || kickoff_date`,
        path: 'NULL',
      },
      from: 'cms_matches',
      vector: 'search',
      config: 'simple',
      names: `home_team || ' ' || away_team`,
    },
    {
      type: 'team',
      select: {
        id: 'id::text',
        site: 'site',
        title: `first_name || ' ' || last_name`,
        teaser: 'position',
        path: 'NULL',
      },
      from: 'cms_persons',
      vector: 'search',
      config: 'simple',
      names: `first_name || ' ' || last_name || ' ' || coalesce(known_name, '')`,
    },
    product('shop-product'),
    product('shop-soccercamp'),
    {
      type: 'video',
      select: {
        id: 'uid',
        site: 'site_key',
        title: localized('title', language),
        teaser: localized('description', language),
        path: 'NULL',
      },
      from: 'videos',
      vector: `to_tsvector('${config}', ${localized('title', language)} || ' ' || ${localized('description', language)})`,
      config,
      names: `title_de || ' ' || coalesce(title_en, '')`,
    },
    {
      // The club's site areas, with their start page's description (in the language, else German) as the teaser.
      type: 'website',
      select: {
        id: 'key',
        site: 'key',
        title: localized('name', language, ['en', 'ja']),
        teaser: `coalesce((SELECT description FROM cms_pages p WHERE p.site = cms_sites.key AND p.page_key = 'home'
          AND p.language IN ('${language}', 'de') ORDER BY p.language = '${language}' DESC LIMIT 1), '')`,
        path: "''",
      },
      from: 'cms_sites',
      vector: `to_tsvector('simple', name_de || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_ja, ''))`,
      config: 'simple',
      names: `name_de || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_ja, '')`,
    },
  ];
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
export function searchWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]{2,}/gu)?.slice(0, 8) ?? [];
}
