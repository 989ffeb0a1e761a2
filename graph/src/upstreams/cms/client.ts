import type { SharedCache } from '../../resilience/shared-cache.ts';
import { orNull, UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
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

export interface CmsServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  /** Breaker and bulkhead settings, where the defaults do not fit. */
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

/**
 * The CMS: its published JSON documents (the stores navigation per language) and its content API (sites,
 * pages, news, people, matches). All of it is public, asked without authorisation and shared across
 * requests when the service has a shared cache.
 */
export class CmsService {
  private readonly http: UpstreamClient;

  constructor(
    readonly config: CmsServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ??
      new UpstreamClient({ service: 'cms', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, ...config.guards });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its answers through `cache`. */
  withSharedCache(cache: SharedCache): CmsService {
    return new CmsService(this.config, this.http.withCache(cache));
  }

  get circuitState() {
    return this.http.circuitState;
  }

  storesNavigation(scope: RequestScope, language: 'de' | 'en'): Promise<CmsStoresNavigation> {
    return this.http.get(scope, `/cms/v1/navigation/stores.${language}.json`, { share: true });
  }

  async sites(scope: RequestScope, language: CmsLanguage): Promise<CmsSite[]> {
    return (await this.http.get<{ items: CmsSite[] }>(scope, '/cms/v1/sites', { query: { language }, share: true }))
      .items;
  }

  /** The page, or null when the site has none at that path. */
  page(scope: RequestScope, site: string, path: string, language: CmsLanguage): Promise<CmsPage | null> {
    return orNull(
      this.http.get(scope, `/cms/v1/sites/${encodeURIComponent(site)}/pages`, {
        query: { path, language },
        share: true,
      }),
    );
  }

  newsList(
    scope: RequestScope,
    request: {
      site?: string;
      category?: string;
      search?: string;
      language: CmsLanguage;
      page: number;
      pageSize: number;
    },
  ): Promise<CmsNewsPage> {
    const { site, category, search, language, page, pageSize } = request;
    return this.http.get(scope, '/cms/v1/news', {
      query: { site, category, q: search, language, Page: page, PageSize: pageSize },
      share: true,
    });
  }

  async newsCategories(scope: RequestScope, site: string | undefined) {
    const answer = await this.http.get<{ items: { name: string; newsCount: number }[] }>(
      scope,
      '/cms/v1/news/categories',
      { query: { site }, share: true },
    );
    return answer.items;
  }

  newsItem(scope: RequestScope, uid: string, language: CmsLanguage): Promise<CmsNewsDetail | null> {
    return orNull(
      this.http.get(scope, `/cms/v1/news/${encodeURIComponent(uid)}`, { query: { language }, share: true }),
    );
  }

  async persons(scope: RequestScope, site: string, role?: 'player' | 'official'): Promise<CmsPerson[]> {
    const answer = await this.http.get<{ items: CmsPerson[] }>(scope, '/cms/v1/persons', {
      query: { site, role },
      share: true,
    });
    return answer.items;
  }

  person(scope: RequestScope, id: number): Promise<CmsPerson | null> {
    return orNull(this.http.get(scope, `/cms/v1/persons/${id}`, { share: true }));
  }

  async matches(scope: RequestScope, site: string, season?: number): Promise<CmsMatch[]> {
    const answer = await this.http.get<{ items: CmsMatch[] }>(scope, '/cms/v1/matches', {
      query: { site, season },
      share: true,
    });
    return answer.items;
  }

  /**
   * Ranked search across pages, news, matches, people and shop products. `query` must already be at most
   * 200 characters without control characters (the CMS refuses more); `types` empty means all of them.
   */
  search(
    scope: RequestScope,
    request: {
      query: string;
      types: readonly CmsSearchResultType[];
      language: CmsLanguage;
      page: number;
      pageSize: number;
    },
  ): Promise<CmsSearchPage> {
    const { query, types, language, page, pageSize } = request;
    return this.http.get(scope, '/cms/v1/search', {
      query: { q: query, types: types.length > 0 ? types : undefined, language, Page: page, PageSize: pageSize },
      share: true,
    });
  }

  match(scope: RequestScope, id: number): Promise<CmsMatch | null> {
    return orNull(this.http.get(scope, `/cms/v1/matches/${id}`, { share: true }));
  }
}
