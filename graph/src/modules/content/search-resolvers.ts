import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { serviceLanguage } from '../../shared/language.ts';
import { connectionOf, type Edge, offsetCursor, toGlobalId } from '../../shared/relay.ts';
import { entitySlug } from '../../shared/slug.ts';
import type { ContentSearchResult } from '../../upstreams/content/types.ts';
import {
  MIN_SUGGESTION_CHARACTERS,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS,
  nodeTypeOf,
  pagingArguments,
  searchText,
  searchTypeOf,
  searchTypes,
} from './search.ts';

/**
 * The search page's results and the search field's suggestions: both one CMS search (GET /cms/v1/search), public
 * and shared across requests through the content loaders.
 */
export const searchResolvers: Resolvers = {
  Query: {
    async search(_root, args, context) {
      const { first, start } = pagingArguments(args);
      const query = searchText(args.query);
      if (!query) return { ...connectionOf<ContentSearchResult>([], false, false), totalCount: 0 };
      const types = [...new Set((args.types ?? []).map((type) => searchTypes[type]))].sort();
      const language = serviceLanguage(args.language ?? context.language);
      const edges: Edge<ContentSearchResult>[] = [];
      let page = Math.floor(start / SEARCH_PAGE_SIZE) + 1;
      let hasMore = true;
      let totalCount = 0;
      // One result beyond `first` tells whether there is a next page.
      while (edges.length <= first && hasMore) {
        const answer = await context.loaders.content.search.load({
          query,
          types,
          language,
          page,
          pageSize: SEARCH_PAGE_SIZE,
        });
        totalCount = answer.totalCount;
        answer.items.forEach((item, index) => {
          const position = (page - 1) * SEARCH_PAGE_SIZE + index;
          if (position >= start) edges.push({ cursor: offsetCursor(position), node: item });
        });
        hasMore = answer.hasNextPage;
        page += 1;
      }
      return { ...connectionOf(edges.slice(0, first), edges.length > first, start > 0), totalCount };
    },
    async searchSuggestions(_root, args, context) {
      const query = searchText(args.query);
      if ((query.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_SUGGESTION_CHARACTERS) return [];
      const first = Math.min(Math.max(args.first ?? SUGGESTIONS.default, 1), SUGGESTIONS.most);
      // Always the same page size, so every visitor's "Heimt" is one cached CMS answer, whatever `first` they ask.
      const answer = await context.loaders.content.search.load({
        query,
        types: [],
        language: serviceLanguage(args.language ?? context.language),
        page: 1,
        pageSize: first <= SUGGESTIONS.default ? SUGGESTIONS.default : SUGGESTIONS.most,
      });
      return answer.items.slice(0, first);
    },
  },
  SearchResult: {
    id: (result) => toGlobalId('SearchResult', `${result.type}:${result.id}`),
    type: (result) => searchTypeOf[result.type],
    target: (result) => result,
  },
  SearchTarget: {
    nodeId: (result) => {
      const type = nodeTypeOf[result.type];
      return type ? toGlobalId(type, result.id) : null;
    },
    internalId: (result) => result.id,
    // A product's (a camp's) page is addressed by its slug, which the graph makes from the name it answers.
    path: (result) => {
      switch (result.type) {
        case 'content':
          return result.path ?? '';
        case 'website':
          return '';
        case 'shop-product':
        case 'shop-soccercamp':
          return entitySlug(result.title, result.id);
        default:
          return null;
      }
    },
  },
};
