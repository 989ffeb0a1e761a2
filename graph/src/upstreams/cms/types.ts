import type { components, paths } from '../__generated__/platform.ts';

export type CmsNavigationNode = components['schemas']['NavigationNode'];
export type CmsStoresNavigation =
  paths['/cms/v1/navigation/stores.{language}.json']['get']['responses']['200']['content']['application/json'];

export type CmsSite = components['schemas']['CmsSite'];
export type CmsPage = components['schemas']['CmsPage'];
export type CmsBlock = CmsPage['blocks'][number] & Record<string, unknown>;
export type CmsNewsCard = components['schemas']['CmsNewsCard'];
export type CmsNewsDetail = components['schemas']['CmsNewsDetail'];
export type CmsNewsPage = paths['/cms/v1/news']['get']['responses']['200']['content']['application/json'];
export type CmsPerson = components['schemas']['CmsPerson'];
export type CmsMatch = components['schemas']['CmsMatch'];
export type CmsSearchResult = components['schemas']['CmsSearchResult'];
export type CmsSearchResultType = CmsSearchResult['type'];
export type CmsSearchPage = paths['/cms/v1/search']['get']['responses']['200']['content']['application/json'];
export type CmsLanguage = 'de' | 'en' | 'ja';
