import type { components, paths } from '../__generated__/platform.ts';

export type CmsNavigationNode = components['schemas']['NavigationNode'];
export type CmsStoresNavigation =
  paths['/cms/v1/navigation/stores.{language}.json']['get']['responses']['200']['content']['application/json'];
