import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import type { CmsService } from './client.ts';
import type { CmsStoresNavigation } from './types.ts';

export interface CmsLoaders {
  storesNavigation: DataLoader<'de' | 'en', CmsStoresNavigation>;
}

export function createCmsLoaders(cms: CmsService, scope: RequestScope): CmsLoaders {
  return {
    storesNavigation: new DataLoader((languages) =>
      Promise.all(languages.map((language) => cms.storesNavigation(scope, language))),
    ),
  };
}
