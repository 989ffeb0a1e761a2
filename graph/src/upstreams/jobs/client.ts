import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope, type UpstreamConfig } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type {
  UpstreamJobApplication,
  UpstreamJobApplicationDraft,
  UpstreamJobApplicationInput,
  UpstreamJobCompany,
  UpstreamJobLanguage,
  UpstreamJobPosting,
  UpstreamJobPostingPage,
} from './types.ts';

export interface JobServiceConfig {
  baseUrl: string;
  timeoutMs: number;
  guards?: Pick<UpstreamConfig, 'breaker' | 'bulkhead' | 'getRetries'>;
}

/**
 * The job portal's service (spec 2 sections 2, 3 and 5): the companies and their postings (public, shared
 * across requests) and applications. The documents never pass through the graph: the browser uploads them
 * to the URL the application's draft names, with its upload token; the graph starts and submits.
 */
export class JobService {
  private readonly http: UpstreamClient;

  constructor(
    readonly config: JobServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http =
      http ??
      new UpstreamClient({ service: 'jobs', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, ...config.guards });
  }

  /** The same service (same connections and breaker) sharing the public postings through `cache`. */
  withSharedCache(cache: SharedCache): JobService {
    return new JobService(this.config, this.http.withCache(cache));
  }

  async companies(scope: RequestScope, language: UpstreamJobLanguage): Promise<UpstreamJobCompany[]> {
    const answer = await this.http.get<{ items: UpstreamJobCompany[] }>(scope, '/jobs/v1/companies', {
      query: { language },
      share: true,
    });
    return answer.items;
  }

  postings(
    scope: RequestScope,
    request: { company?: string | undefined; language: UpstreamJobLanguage; page: number; pageSize: number },
  ): Promise<UpstreamJobPostingPage | null> {
    return orNull(this.http.get(scope, '/jobs/v1/postings', { query: request, share: true }));
  }

  posting(scope: RequestScope, originId: string, language: UpstreamJobLanguage): Promise<UpstreamJobPosting | null> {
    return orNull(
      this.http.get(scope, `/jobs/v1/postings/${encodeURIComponent(originId)}`, { query: { language }, share: true }),
    );
  }

  /** Starts an application (never retried); a signed-in person's token names them. */
  apply(
    scope: RequestScope,
    originId: string,
    input: UpstreamJobApplicationInput,
  ): Promise<UpstreamJobApplicationDraft> {
    return this.http.call(scope, 'POST', `/jobs/v1/postings/${encodeURIComponent(originId)}/applications`, {
      body: input,
    });
  }

  /** Submits a draft with its documents, with the upload token the draft was given. */
  submit(scope: RequestScope, applicationId: string, uploadToken: string): Promise<UpstreamJobApplication> {
    return this.http.call(scope, 'POST', `/jobs/v1/applications/${encodeURIComponent(applicationId)}/submit`, {
      headers: { 'x-upload-token': uploadToken },
    });
  }
}
