import type { components, paths } from '../__generated__/platform.ts';

export type ContentNavigationNode = components['schemas']['NavigationNode'];
export type ContentStoresNavigation =
  paths['/cms/v1/navigation/stores.{language}.json']['get']['responses']['200']['content']['application/json'];

export type ContentSite = components['schemas']['CmsSite'];
export type ContentPage = components['schemas']['CmsPage'];
export type ContentBlock = ContentPage['blocks'][number] & Record<string, unknown>;
export type ContentNewsCard = components['schemas']['CmsNewsCard'];
export type ContentNewsDetail = components['schemas']['CmsNewsDetail'];
export type ContentNewsPage = paths['/cms/v1/news']['get']['responses']['200']['content']['application/json'];
export type ContentPerson = components['schemas']['CmsPerson'];
export type ContentMatch = components['schemas']['CmsMatch'];
export type ContentSearchResult = components['schemas']['CmsSearchResult'];
export type ContentSearchResultType = ContentSearchResult['type'];
export type ContentSearchPage = paths['/cms/v1/search']['get']['responses']['200']['content']['application/json'];
export type ContentLanguage = 'de' | 'en' | 'ja';
export type ContentLabel = components['schemas']['CmsLabel'];
