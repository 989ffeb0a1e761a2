import { UpstreamClient, type RequestScope } from '../http.ts';
import type { CmsStoresNavigation } from './types.ts';

/** The CMS's published JSON documents: the stores navigation per language (public, no authorisation). */
export class CmsService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'cms', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  storesNavigation(scope: RequestScope, language: 'de' | 'en'): Promise<CmsStoresNavigation> {
    return this.http.get(scope, `/cms/v1/navigation/stores.${language}.json`);
  }
}
