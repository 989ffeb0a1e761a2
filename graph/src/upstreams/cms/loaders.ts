import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { CmsService } from './client.ts';
import type {
  CmsLanguage,
  CmsMatch,
  CmsNewsDetail,
  CmsNewsPage,
  CmsPage,
  CmsPerson,
  CmsSearchPage,
  CmsSearchResultType,
  CmsSite,
  CmsStoresNavigation,
} from './types.ts';

export interface NewsListKey {
  site?: string;
  category?: string;
  search?: string;
  language: CmsLanguage;
  page: number;
  pageSize: number;
}

export interface SearchKey {
  query: string;
  /** Sorted and without repeats, so the same search is one key (and one shared URL). */
  types: CmsSearchResultType[];
  language: CmsLanguage;
  page: number;
  pageSize: number;
}

export interface CmsLoaders {
  storesNavigation: Loader<'de' | 'en', CmsStoresNavigation>;
  sites: Loader<CmsLanguage, CmsSite[]>;
  page: Loader<{ site: string; path: string; language: CmsLanguage }, CmsPage | null>;
  newsList: Loader<NewsListKey, CmsNewsPage>;
  newsCategories: Loader<string, { name: string; newsCount: number }[]>;
  newsItem: Loader<{ uid: string; language: CmsLanguage }, CmsNewsDetail | null>;
  persons: Loader<string, CmsPerson[]>;
  person: Loader<number, CmsPerson | null>;
  matches: Loader<string, CmsMatch[]>;
  match: Loader<number, CmsMatch | null>;
  search: Loader<SearchKey, CmsSearchPage>;
}

interface CmsDeps {
  cms: CmsService;
  scope: RequestScope;
}

/** One call per distinct key in a request; keys that are objects are told apart by their JSON. */
export const createCmsLoaders = lazyLoaders<CmsDeps, CmsLoaders>({
  storesNavigation: ({ cms, scope }) => eachLoader((language: 'de' | 'en') => cms.storesNavigation(scope, language)),
  sites: ({ cms, scope }) => eachLoader((language: CmsLanguage) => cms.sites(scope, language)),
  page: ({ cms, scope }) =>
    eachLoader(({ site, path, language }: { site: string; path: string; language: CmsLanguage }) =>
      cms.page(scope, site, path, language),
    ),
  newsList: ({ cms, scope }) => eachLoader((key: NewsListKey) => cms.newsList(scope, key)),
  newsCategories: ({ cms, scope }) => eachLoader((site: string) => cms.newsCategories(scope, site || undefined)),
  newsItem: ({ cms, scope }) =>
    eachLoader(({ uid, language }: { uid: string; language: CmsLanguage }) => cms.newsItem(scope, uid, language)),
  // A site's whole squad is one call; the blocks and fields pick from it.
  persons: ({ cms, scope }) => eachLoader((site: string) => cms.persons(scope, site)),
  person: ({ cms, scope }) => eachLoader((id: number) => cms.person(scope, id)),
  matches: ({ cms, scope }) => eachLoader((site: string) => cms.matches(scope, site)),
  match: ({ cms, scope }) => eachLoader((id: number) => cms.match(scope, id)),
  search: ({ cms, scope }) => eachLoader((key: SearchKey) => cms.search(scope, key)),
});
