/** Searching the CMS and paging its news: what a visitor's search text becomes, result types, page sizes. */
import { pageArguments } from '../../shared/relay.ts';
import type { ContentSearchResultType } from '../../upstreams/content/types.ts';

/** The CMS is asked for news in pages of this size; a screen's first page is one call. */
export const NEWS_PAGE_SIZE = 24;

export const MAX_NEWS_PER_PAGE = NEWS_PAGE_SIZE;

/** Search words beyond this are dropped: more never finds anything better, and the CMS refuses more. */
export const MAX_SEARCH_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Search text as the CMS can take it: control characters become spaces, runs of space one, and the text is cut to
 * MAX_SEARCH_LENGTH UTF-16 units without splitting an emoji in half. Empty when nothing is left to search for.
 */
export function searchText(raw: string): string {
  let text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  // A high surrogate at the end lost its partner to the cut.
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '').trim();
}

/** The CMS is asked for search results in pages of this size. */
export const SEARCH_PAGE_SIZE = 24;

export const searchTypes = {
  CONTENT: 'content',
  NEWS: 'news',
  MAGAZINE: 'magazine',
  MATCH: 'match',
  TEAM: 'team',
  SHOP_PRODUCT: 'shop-product',
  SHOP_SOCCERCAMP: 'shop-soccercamp',
  VIDEO: 'video',
  WEBSITE: 'website',
} as const satisfies Record<string, ContentSearchResultType>;

export const searchTypeOf = Object.fromEntries(
  Object.entries(searchTypes).map(([graph, cms]) => [cms, graph]),
) as Record<ContentSearchResultType, keyof typeof searchTypes>;

/** The Node type behind a search result, where there is one. */
export const nodeTypeOf: Record<ContentSearchResultType, string | null> = {
  content: null,
  news: 'News',
  magazine: 'News',
  match: 'Match',
  team: 'TeamMember',
  'shop-product': 'Product',
  'shop-soccercamp': 'Product',
  video: 'Video',
  website: 'Site',
};

/** The search field suggests this many hits unless asked for fewer, and never more than the most. */
export const SUGGESTIONS = { default: 6, most: 10 } as const;

/** A suggestion needs this many letters or digits: one letter would suggest half the club. */
export const MIN_SUGGESTION_CHARACTERS = 2;

export const pagingArguments = (args: { first?: number | null; after?: string | null }) =>
  pageArguments(args, { defaultFirst: 12, max: MAX_NEWS_PER_PAGE });

export function newsArguments(args: { first?: number | null; after?: string | null; search?: string | null }) {
  const { first, start } = pagingArguments(args);
  // Control characters cannot be searched for; long texts are cut, not refused (a visitor may paste anything).
  const search = args.search?.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_SEARCH_LENGTH) || undefined;
  return { first, start, search };
}
