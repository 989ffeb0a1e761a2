import type { RouteObject } from 'react-router';
import jobApplicationPageQuery, {
  type JobApplicationPageQuery,
} from '../../__generated__/JobApplicationPageQuery.graphql';
import jobCompanyPageQuery, { type JobCompanyPageQuery } from '../../__generated__/JobCompanyPageQuery.graphql';
import jobPostingPageQuery, { type JobPostingPageQuery } from '../../__generated__/JobPostingPageQuery.graphql';
import jobsPageQuery, { type JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The job portal (spec 2 section 2): /jobs and /jobs/unternehmen/{key} (all postings and a company's),
 * /jobs/{originId} and /jobs/{originId}/bewerben; in English /career/…, in Japanese /ja/jobs/… (German texts).
 * Each page's code is a chunk of its own; the application form's comes with its page only.
 */
export function jobRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.jobs(language),
      loader: queryLoader<JobsPageQuery>(route, jobsPageQuery, () => ({ language: graphLanguage(language) })),
      lazy: { Component: async () => (await import('./JobsPage.tsx')).JobsPage },
    },
    {
      path: paths.jobCompany(language, ':company'),
      loader: queryLoader<JobCompanyPageQuery>(route, jobCompanyPageQuery, ({ params }) => ({
        key: params.company ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./JobCompanyPage.tsx')).JobCompanyPage },
    },
    {
      path: paths.job(language, ':originId'),
      loader: queryLoader<JobPostingPageQuery>(route, jobPostingPageQuery, ({ params }) => ({
        originId: params.originId ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./JobPostingPage.tsx')).JobPostingPage },
    },
    {
      path: paths.jobApply(language, ':originId'),
      loader: queryLoader<JobApplicationPageQuery>(route, jobApplicationPageQuery, ({ params }) => ({
        originId: params.originId ?? '',
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./JobApplicationPage.tsx')).JobApplicationPage },
    },
  ]);
}
