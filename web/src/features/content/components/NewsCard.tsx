import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { NewsCard_news$key } from '../../../__generated__/NewsCard_news.graphql';
import { CLUB_TIME_ZONE, localeOf, paths, useLanguage } from '../../../app/language.ts';

/**
 * A news card: picture, date, category, headline and teaser, linking to the news detail, or, for a
 * fast-lane item, to where the CMS points it (a page of the portal or another site).
 */
export function NewsCard({ news, headingLevel = 3 }: { news: NewsCard_news$key; headingLevel?: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment NewsCard_news on News {
        uid
        displayDateTime
        headline {
          text
          language
        }
        teaser {
          text
          language
        }
        categories(language: $language)
        image
        externalUrl
      }
    `,
    news,
  );
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const textLanguage =
    data.headline.language.toLowerCase() !== language ? data.headline.language.toLowerCase() : undefined;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE }).format(
    new Date(data.displayDateTime),
  );
  const content = (
    <>
      <img src={data.image} alt="" width={400} height={225} loading="lazy" decoding="async" />
      <p className="news-meta">
        <time dateTime={data.displayDateTime}>{date}</time>
        {data.categories.length > 0 && ` · ${data.categories.join(', ')}`}
      </p>
      <Heading lang={textLanguage}>{data.headline.text}</Heading>
      <p className="news-teaser" lang={textLanguage}>
        {data.teaser.text}
      </p>
    </>
  );
  const external = data.externalUrl;
  return (
    <li className="news-card">
      {external == null ? (
        <Link to={paths.news(language, data.uid)}>{content}</Link>
      ) : /^https?:\/\//.test(external) ? (
        <a href={external} rel="noopener">
          {content}
        </a>
      ) : (
        // A fast-lane item into the portal itself, e.g. /tickets.
        <Link to={language === 'de' ? external : `/${language}${external}`}>{content}</Link>
      )}
    </li>
  );
}
