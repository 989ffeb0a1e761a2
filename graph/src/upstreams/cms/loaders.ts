import DataLoader from 'dataloader';
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
  storesNavigation: DataLoader<'de' | 'en', CmsStoresNavigation>;
  sites: DataLoader<CmsLanguage, CmsSite[], string>;
  page: DataLoader<{ site: string; path: string; language: CmsLanguage }, CmsPage | null, string>;
  newsList: DataLoader<NewsListKey, CmsNewsPage, string>;
  newsCategories: DataLoader<string, { name: string; newsCount: number }[], string>;
  newsItem: DataLoader<{ uid: string; language: CmsLanguage }, CmsNewsDetail | null, string>;
  persons: DataLoader<string, CmsPerson[], string>;
  person: DataLoader<number, CmsPerson | null, string>;
  matches: DataLoader<string, CmsMatch[], string>;
  match: DataLoader<number, CmsMatch | null, string>;
  search: DataLoader<SearchKey, CmsSearchPage, string>;
}

/** One call per distinct key in a request; keys that are objects are told apart by their JSON. */
function each<Key, Value>(load: (key: Key) => Promise<Value>) {
  return new DataLoader<Key, Value, string>((keys) => Promise.all(keys.map(load)), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
}

export function createCmsLoaders(cms: CmsService, scope: RequestScope): CmsLoaders {
  return {
    storesNavigation: new DataLoader((languages) =>
      Promise.all(languages.map((language) => cms.storesNavigation(scope, language))),
    ),
    sites: each((language: CmsLanguage) => cms.sites(scope, language)),
    page: each(({ site, path, language }: { site: string; path: string; language: CmsLanguage }) =>
      cms.page(scope, site, path, language),
    ),
    newsList: each((key: NewsListKey) => cms.newsList(scope, key)),
    newsCategories: each((site: string) => cms.newsCategories(scope, site || undefined)),
    newsItem: each(({ uid, language }: { uid: string; language: CmsLanguage }) => cms.newsItem(scope, uid, language)),
    // A site's whole squad is one call; the blocks and fields pick from it.
    persons: each((site: string) => cms.persons(scope, site)),
    person: each((id: number) => cms.person(scope, id)),
    matches: each((site: string) => cms.matches(scope, site)),
    match: each((id: number) => cms.match(scope, id)),
    search: each((key: SearchKey) => cms.search(scope, key)),
  };
}
