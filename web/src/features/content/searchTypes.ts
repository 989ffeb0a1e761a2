import { graphql, readInlineData } from 'react-relay/hooks';
import type { SearchResultType } from '../../__generated__/SearchPageQuery.graphql';
import type { searchTypes_link$key } from '../../__generated__/searchTypes_link.graphql';
import { paths } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';

/** The result tabs of the search page, in their order; "all" is the page without a type. */
export const SEARCH_TYPES = [
  'CONTENT',
  'NEWS',
  'MAGAZINE',
  'MATCH',
  'TEAM',
  'VIDEO',
  'SHOP_PRODUCT',
  'SHOP_SOCCERCAMP',
  'WEBSITE',
] as const satisfies readonly Exclude<SearchResultType, '%future added value'>[];

export type SearchType = (typeof SEARCH_TYPES)[number];

/** The type a search page's address names, or null for all (an unknown type is all, too). */
export function searchTypeOf(value: string | null): SearchType | null {
  return SEARCH_TYPES.find((type) => type === value) ?? null;
}

/**
 * Where a result or a suggestion leads, in the page's language: a page or a site area, a news item or magazine
 * story, a match, a person, a video, a product or a camp place (both product pages). Results and suggestions
 * spread this fragment.
 */
export function resultPath(language: Language, key: searchTypes_link$key): string {
  const result = readInlineData(
    graphql`
      fragment searchTypes_link on SearchResult @inline {
        type
        site
        target {
          internalId
          path
        }
      }
    `,
    key,
  );
  const site = result.site ?? '';
  switch (result.type) {
    case 'CONTENT':
    case 'WEBSITE':
      return paths.site(language, site, result.target.path ?? '');
    case 'NEWS':
    case 'MAGAZINE':
      return paths.news(language, result.target.internalId);
    case 'MATCH':
      return paths.match(language, site, result.target.internalId);
    case 'TEAM':
      return paths.person(language, site, result.target.internalId);
    case 'VIDEO':
      return paths.video(language, result.target.internalId);
    case 'SHOP_PRODUCT':
    case 'SHOP_SOCCERCAMP':
      return paths.product(language, result.target.path ?? '');
    default:
      return paths.search(language);
  }
}
