import type { SearchResultType } from '../../__generated__/SearchPageQuery.graphql';

/** The result tabs of the search page, in their order; "all" is the page without a type. */
export const SEARCH_TYPES = ['CONTENT', 'NEWS', 'MATCH', 'TEAM', 'SHOP_PRODUCT'] as const satisfies readonly Exclude<
  SearchResultType,
  '%future added value'
>[];

export type SearchType = (typeof SEARCH_TYPES)[number];

/** The type a search page's address names, or null for all (an unknown type is all, too). */
export function searchTypeOf(value: string | null): SearchType | null {
  return SEARCH_TYPES.find((type) => type === value) ?? null;
}
