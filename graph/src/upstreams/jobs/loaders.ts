import { eachLoader } from '../each-loader.ts';
import type { RequestScope } from '../http.ts';
import type { JobService } from './client.ts';
import type { UpstreamJobLanguage } from './types.ts';

export type JobLoaders = ReturnType<typeof createJobLoaders>;

/** The job portal's loaders of one request: everything public, asked without a token (shared across requests). */
export function createJobLoaders(jobs: JobService, scope: RequestScope) {
  return {
    companies: eachLoader((language: UpstreamJobLanguage) => jobs.companies(scope, language)),
    postings: eachLoader(
      (request: { company?: string | undefined; language: UpstreamJobLanguage; page: number; pageSize: number }) =>
        jobs.postings(scope, request),
    ),
    posting: eachLoader(({ originId, language }: { originId: string; language: UpstreamJobLanguage }) =>
      jobs.posting(scope, originId, language),
    ),
  };
}
