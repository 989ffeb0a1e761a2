import jobApplicationPageQuery, {
  type JobApplicationPageQuery,
} from '../../__generated__/JobApplicationPageQuery.graphql.ts';
import jobCompanyPageQuery, { type JobCompanyPageQuery } from '../../__generated__/JobCompanyPageQuery.graphql.ts';
import jobPostingPageQuery, { type JobPostingPageQuery } from '../../__generated__/JobPostingPageQuery.graphql.ts';
import jobsPageQuery, { type JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The job portal (/jobs, /career in English): every company's open postings, one company's, a posting (public
 * and served) and the application form.
 */
export const jobPages = {
  jobs: page<JobsPageQuery>({
    path: (language) => paths.jobs(language),
    query: jobsPageQuery,
    module: 'src/features/jobs/JobsPage.tsx',
    Component: async () => (await import('./JobsPage.tsx')).JobsPage,
  }),
  jobCompany: page<JobCompanyPageQuery>({
    path: (language) => paths.jobCompany(language, ':company'),
    query: jobCompanyPageQuery,
    variables: ({ params }) => ({ key: params.company ?? '' }),
    module: 'src/features/jobs/JobCompanyPage.tsx',
    Component: async () => (await import('./JobCompanyPage.tsx')).JobCompanyPage,
  }),
  job: page<JobPostingPageQuery>({
    path: (language) => paths.job(language, ':originId'),
    query: jobPostingPageQuery,
    variables: ({ params }) => ({ originId: params.originId ?? '' }),
    served: { requiredField: 'jobPosting' },
    module: 'src/features/jobs/JobPostingPage.tsx',
    Component: async () => (await import('./JobPostingPage.tsx')).JobPostingPage,
  }),
  jobApply: page<JobApplicationPageQuery>({
    path: (language) => paths.jobApply(language, ':originId'),
    query: jobApplicationPageQuery,
    variables: ({ params }) => ({ originId: params.originId ?? '' }),
    module: 'src/features/jobs/JobApplicationPage.tsx',
    Component: async () => (await import('./JobApplicationPage.tsx')).JobApplicationPage,
  }),
} satisfies PageTable;
