import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { ContentService } from './client.ts';
import type {
  ContentLabel,
  ContentLanguage,
  ContentMatch,
  ContentNewsDetail,
  ContentNewsPage,
  ContentPage,
  ContentPerson,
  ContentSearchPage,
  ContentSearchResultType,
  ContentSite,
  ContentStoresNavigation,
} from './types.ts';

export interface NewsListKey {
  site?: string;
  category?: string;
  search?: string;
  language: ContentLanguage;
  page: number;
  pageSize: number;
}

export interface SearchKey {
  query: string;
  /** Sorted and without repeats, so the same search is one key (and one shared URL). */
  types: ContentSearchResultType[];
  language: ContentLanguage;
  page: number;
  pageSize: number;
}

export interface ContentLoaders {
  storesNavigation: Loader<'de' | 'en', ContentStoresNavigation>;
  sites: Loader<ContentLanguage, ContentSite[]>;
  page: Loader<{ site: string; path: string; language: ContentLanguage }, ContentPage | null>;
  newsList: Loader<NewsListKey, ContentNewsPage>;
  newsCategories: Loader<string, { name: string; newsCount: number }[]>;
  /** All of the CMS's labels (one key: there are few). */
  labels: Loader<'all', ContentLabel[]>;
  newsItem: Loader<{ uid: string; language: ContentLanguage }, ContentNewsDetail | null>;
  persons: Loader<string, ContentPerson[]>;
  person: Loader<number, ContentPerson | null>;
  matches: Loader<string, ContentMatch[]>;
  match: Loader<number, ContentMatch | null>;
  search: Loader<SearchKey, ContentSearchPage>;
}

interface ContentDeps {
  content: ContentService;
  scope: RequestScope;
}

/** One call per distinct key in a request; keys that are objects are told apart by their JSON. */
export const createContentLoaders = lazyLoaders<ContentDeps, ContentLoaders>({
  storesNavigation: ({ content, scope }) =>
    eachLoader((language: 'de' | 'en') => content.storesNavigation(scope, language)),
  sites: ({ content, scope }) => eachLoader((language: ContentLanguage) => content.sites(scope, language)),
  page: ({ content, scope }) =>
    eachLoader(({ site, path, language }: { site: string; path: string; language: ContentLanguage }) =>
      content.page(scope, site, path, language),
    ),
  newsList: ({ content, scope }) => eachLoader((key: NewsListKey) => content.newsList(scope, key)),
  newsCategories: ({ content, scope }) =>
    eachLoader((site: string) => content.newsCategories(scope, site || undefined)),
  labels: ({ content }) => eachLoader((_all: 'all') => content.labels()),
  newsItem: ({ content, scope }) =>
    eachLoader(({ uid, language }: { uid: string; language: ContentLanguage }) =>
      content.newsItem(scope, uid, language),
    ),
  // A site's whole squad is one call; the blocks and fields pick from it.
  persons: ({ content, scope }) => eachLoader((site: string) => content.persons(scope, site)),
  person: ({ content, scope }) => eachLoader((id: number) => content.person(scope, id)),
  matches: ({ content, scope }) => eachLoader((site: string) => content.matches(scope, site)),
  match: ({ content, scope }) => eachLoader((id: number) => content.match(scope, id)),
  search: ({ content, scope }) => eachLoader((key: SearchKey) => content.search(scope, key)),
});
