import { eachLoader, lazyLoaders } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { JobService } from './client.ts';
import type { UpstreamJobLanguage } from './types.ts';

export type JobLoaders = ReturnType<typeof createJobLoaders>;

interface JobDeps {
  jobs: JobService;
  scope: RequestScope;
}

/** The job portal's loaders of one request: everything public, asked without a token (shared across requests). */
export const createJobLoaders = lazyLoaders({
  companies: ({ jobs, scope }: JobDeps) =>
    eachLoader((language: UpstreamJobLanguage) => jobs.companies(scope, language)),
  postings: ({ jobs, scope }: JobDeps) =>
    eachLoader(
      (request: { company?: string | undefined; language: UpstreamJobLanguage; page: number; pageSize: number }) =>
        jobs.postings(scope, request),
    ),
  posting: ({ jobs, scope }: JobDeps) =>
    eachLoader(({ originId, language }: { originId: string; language: UpstreamJobLanguage }) =>
      jobs.posting(scope, originId, language),
    ),
});
