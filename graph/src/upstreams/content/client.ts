import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import { LabelCatalogue } from './label-catalogue.ts';
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

export interface ContentServiceConfig {
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
export class ContentService {
  private readonly http: UpstreamClient;
  /** The labels, kept by the process (one catalogue for this service and its shared-cache twin). */
  private readonly labelCatalogue: LabelCatalogue;

  constructor(
    readonly config: ContentServiceConfig,
    http?: UpstreamClient,
    labelCatalogue?: LabelCatalogue,
  ) {
    this.http =
      http ??
      new UpstreamClient({ service: 'cms', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, ...config.guards });
    this.labelCatalogue = labelCatalogue ?? new LabelCatalogue(() => this.readLabels({ requestId: 'cms-labels' }));
  }

  /** The same service (same connections, breaker and bulkhead) sharing its answers through `cache`. */
  withSharedCache(cache: SharedCache): ContentService {
    return new ContentService(this.config, this.http.withCache(cache), this.labelCatalogue);
  }

  get circuitState() {
    return this.http.circuitState;
  }

  storesNavigation(scope: RequestScope, language: 'de' | 'en'): Promise<ContentStoresNavigation> {
    return this.http.get(scope, `/cms/v1/navigation/stores.${language}.json`, { share: true });
  }

  async sites(scope: RequestScope, language: ContentLanguage): Promise<ContentSite[]> {
    return (await this.http.get<{ items: ContentSite[] }>(scope, '/cms/v1/sites', { query: { language }, share: true }))
      .items;
  }

  /** The page, or null when the site has none at that path. */
  page(scope: RequestScope, site: string, path: string, language: ContentLanguage): Promise<ContentPage | null> {
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
      language: ContentLanguage;
      page: number;
      pageSize: number;
    },
  ): Promise<ContentNewsPage> {
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

  /**
   * What competitions and news categories are called in each language, as the process keeps them
   * (label-catalogue.ts); `warmUp` reads them before the first request needs them.
   */
  labels(): Promise<ContentLabel[]> {
    return this.labelCatalogue.labels();
  }

  warmUp(): Promise<unknown> {
    return this.labelCatalogue.refresh().catch(() => undefined);
  }

  private async readLabels(scope: RequestScope): Promise<ContentLabel[]> {
    const answer = await this.http.get<{ items: ContentLabel[] }>(scope, '/cms/v1/labels');
    return answer.items;
  }

  newsItem(scope: RequestScope, uid: string, language: ContentLanguage): Promise<ContentNewsDetail | null> {
    return orNull(
      this.http.get(scope, `/cms/v1/news/${encodeURIComponent(uid)}`, { query: { language }, share: true }),
    );
  }

  async persons(scope: RequestScope, site: string, role?: 'player' | 'official'): Promise<ContentPerson[]> {
    const answer = await this.http.get<{ items: ContentPerson[] }>(scope, '/cms/v1/persons', {
      query: { site, role },
      share: true,
    });
    return answer.items;
  }

  person(scope: RequestScope, id: number): Promise<ContentPerson | null> {
    return orNull(this.http.get(scope, `/cms/v1/persons/${id}`, { share: true }));
  }

  async matches(scope: RequestScope, site: string, season?: number): Promise<ContentMatch[]> {
    const answer = await this.http.get<{ items: ContentMatch[] }>(scope, '/cms/v1/matches', {
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
      types: readonly ContentSearchResultType[];
      language: ContentLanguage;
      page: number;
      pageSize: number;
    },
  ): Promise<ContentSearchPage> {
    const { query, types, language, page, pageSize } = request;
    return this.http.get(scope, '/cms/v1/search', {
      query: { q: query, types: types.length > 0 ? types : undefined, language, Page: page, PageSize: pageSize },
      share: true,
    });
  }

  match(scope: RequestScope, id: number): Promise<ContentMatch | null> {
    return orNull(this.http.get(scope, `/cms/v1/matches/${id}`, { share: true }));
  }
}
