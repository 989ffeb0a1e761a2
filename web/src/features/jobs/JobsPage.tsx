import { graphql } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { JobPostingCard } from './components/JobPostingCard.tsx';
import './jobs.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const jobsPageQuery = graphql`
  query JobsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    jobCompanies(language: $language) {
      key
      name
      openPostingCount
    }
    jobPostings(language: $language, first: 50) {
      totalCount
      edges {
        node {
          id
          ...JobPostingCard_posting
        }
      }
    }
  }
`;

/** The job portal's start: the open postings of all the club's companies, newest first, and the companies. */
export function JobsPage() {
  const data = usePageQuery<JobsPageQuery>(jobsPageQuery);
  const language = useLanguage();
  const t = useT();
  const revalidator = useRevalidator();
  const alternates = pathsIn((other) => paths.jobs(other));
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta title={t('jobs.title')} description={t('jobs.description')} alternates={alternates} />
      <div className="jobs-page">
        <h1>{t('jobs.title')}</h1>
        <p className="lead">{t('jobs.description')}</p>
        {data.jobCompanies && (
          <nav aria-label={t('jobs.companies')} className="job-companies">
            <h2>{t('jobs.companies')}</h2>
            <ul>
              {data.jobCompanies.map((company) => (
                <li key={company.key}>
                  <Link to={paths.jobCompany(language, company.key)}>{company.name}</Link>{' '}
                  <span className="fine-print">{t('jobs.openCount', { count: company.openPostingCount })}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <h2>{t('jobs.allOpen', { count: data.jobPostings?.totalCount ?? 0 })}</h2>
        {!data.jobPostings ? (
          <ErrorState
            message={t('jobs.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : data.jobPostings.edges.length === 0 ? (
          <p>{t('jobs.none')}</p>
        ) : (
          <ul className="job-list">
            {data.jobPostings.edges.map(({ node }) => (
              <JobPostingCard key={node.id} posting={node} />
            ))}
          </ul>
        )}
      </div>
    </Shell>
  );
}
