import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { JobPostingCard_posting$key } from '../../../__generated__/JobPostingCard_posting.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { startText } from '../jobFormat.ts';

/** A posting in a list: its title, company, place, kind of employment and start, linking to its page. */
export function JobPostingCard({ posting }: { posting: JobPostingCard_posting$key }) {
  const data = useFragment(
    graphql`
      fragment JobPostingCard_posting on JobPosting {
        originId
        title
        location
        employmentType
        startsOn
        language
        company {
          name
        }
      }
    `,
    posting,
  );
  const language = useLanguage();
  const t = useT();
  return (
    <li className="job-card">
      <h3>
        <Link to={paths.job(language, data.originId)}>{data.title}</Link>
      </h3>
      <p className="job-card-company">{data.company.name}</p>
      <ul className="job-facts" aria-label={t('jobs.facts')}>
        <li>{data.location}</li>
        <li>{t(`jobs.employment.${data.employmentType}`)}</li>
        <li>{startText(data.startsOn, language, t)}</li>
        {language !== 'de' && data.language === 'DE' && <li lang="de">{t('jobs.germanOnly')}</li>}
      </ul>
    </li>
  );
}
