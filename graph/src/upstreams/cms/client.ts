import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import type { CmsStoresNavigation } from './types.ts';

export interface CmsServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  /** Breaker and bulkhead settings, where the defaults do not fit. */
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

/**
 * The CMS's published JSON documents: the stores navigation per language (public, no authorisation, so
 * shared across requests when the service has a shared cache).
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
}
