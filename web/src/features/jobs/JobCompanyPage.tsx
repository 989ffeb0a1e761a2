import { graphql } from 'react-relay/hooks';
import { Link, useParams, useRevalidator } from 'react-router';
import type { JobCompanyPageQuery } from '../../__generated__/JobCompanyPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { JobPostingCard } from './components/JobPostingCard.tsx';
import './jobs.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const jobCompanyPageQuery = graphql`
  query JobCompanyPageQuery($key: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    jobCompany(key: $key, language: $language) {
      name
      description
      openPostingCount
      postings(first: 50) {
        edges {
          node {
            id
            ...JobPostingCard_posting
          }
        }
      }
    }
  }
`;

/** A company's listing page: who it is and its open postings. */
export function JobCompanyPage() {
  const data = usePageQuery<JobCompanyPageQuery>(jobCompanyPageQuery);
  const { company: key = '' } = useParams();
  const language = useLanguage();
  const t = useT();
  const revalidator = useRevalidator();
  const alternates = pathsIn((other) => paths.jobCompany(other, key));
  const company = data.jobCompany;
  if (!company) {
    return (
      <Shell query={data} alternates={alternates}>
        <NotFoundMessage
          text={t('jobs.companyNotFound')}
          home={{ path: paths.jobs(language), label: t('jobs.title') }}
        />
      </Shell>
    );
  }
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={t('jobs.companyTitle', { name: company.name })}
        description={company.description}
        alternates={alternates}
      />
      <div className="jobs-page">
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <Link to={paths.jobs(language)}>← {t('jobs.title')}</Link>
        </nav>
        <h1>{t('jobs.companyTitle', { name: company.name })}</h1>
        <p className="lead">{company.description}</p>
        <h2>{t('jobs.openCount', { count: company.openPostingCount })}</h2>
        {!company.postings ? (
          <ErrorState
            message={t('jobs.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : company.postings.edges.length === 0 ? (
          <p>{t('jobs.noneAtCompany')}</p>
        ) : (
          <ul className="job-list">
            {company.postings.edges.map(({ node }) => (
              <JobPostingCard key={node.id} posting={node} />
            ))}
          </ul>
        )}
      </div>
    </Shell>
  );
}
