import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { JobPostingPageQuery } from '../../__generated__/JobPostingPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { startText } from './jobFormat.ts';
import './jobs.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const jobPostingPageQuery = graphql`
  query JobPostingPageQuery($originId: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    jobPosting(originId: $originId, language: $language) {
      originId
      title
      language
      location
      employmentType
      startsOn
      weeklyHours
      publishedAt
      closesAt
      open
      intro
      contactName
      sections {
        heading
        items
      }
      company {
        key
        name
      }
    }
  }
`;

/** A posting (/jobs/{originId}, /career/{originId}): its texts, its facts and the way to apply. */
export function JobPostingPage() {
  const data = usePageQuery<JobPostingPageQuery>(jobPostingPageQuery);
  const { originId = '' } = useParams();
  const language = useLanguage();
  const t = useT();
  const alternates = pathsIn((other) => paths.job(other, originId));
  const posting = data.jobPosting;
  if (!posting) {
    return (
      <Shell query={data} alternates={alternates}>
        <NotFoundMessage text={t('jobs.notFound')} home={{ path: paths.jobs(language), label: t('jobs.title') }} />
      </Shell>
    );
  }
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: CLUB_TIME_ZONE }).format(
      new Date(value),
    );
  const textLanguage = posting.language === 'EN' ? 'en' : 'de';
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={posting.title}
        description={posting.intro}
        alternates={alternates}
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'JobPosting',
            title: posting.title,
            description: posting.intro,
            datePosted: posting.publishedAt,
            ...(posting.closesAt ? { validThrough: posting.closesAt } : {}),
            hiringOrganization: { '@type': 'Organization', name: posting.company.name },
            jobLocation: { '@type': 'Place', address: posting.location },
          },
        ]}
      />
      <article className="jobs-page job-posting">
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <Link to={paths.jobCompany(language, posting.company.key)}>← {posting.company.name}</Link>
        </nav>
        <div lang={textLanguage === language ? undefined : textLanguage}>
          <h1>{posting.title}</h1>
          {textLanguage !== language && <p className="notice">{t('jobs.germanOnlyNotice')}</p>}
          <dl className="job-fact-list">
            <dt>{t('jobs.company')}</dt>
            <dd>{posting.company.name}</dd>
            <dt>{t('jobs.location')}</dt>
            <dd>{posting.location}</dd>
            <dt>{t('jobs.employmentType')}</dt>
            <dd>{t(`jobs.employment.${posting.employmentType}`)}</dd>
            <dt>{t('jobs.start')}</dt>
            <dd>{startText(posting.startsOn, language, t)}</dd>
            {posting.weeklyHours != null && (
              <>
                <dt>{t('jobs.weeklyHours')}</dt>
                <dd>{t('jobs.hours', { count: posting.weeklyHours })}</dd>
              </>
            )}
            {posting.closesAt && (
              <>
                <dt>{t('jobs.closesAt')}</dt>
                <dd>{date(posting.closesAt)}</dd>
              </>
            )}
          </dl>
          <p className="lead">{posting.intro}</p>
          {posting.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          <p>{t('jobs.contact', { name: posting.contactName })}</p>
        </div>
        {posting.open ? (
          <Link className="button primary job-apply" to={paths.jobApply(language, posting.originId)}>
            {t('jobs.apply')}
          </Link>
        ) : (
          <p className="notice warning">{t('jobs.closed')}</p>
        )}
      </article>
    </Shell>
  );
}
