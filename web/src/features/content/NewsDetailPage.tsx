import { graphql } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { NewsDetailPageQuery } from '../../__generated__/NewsDetailPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { SiteNavigation } from '../../components/SiteNavigation.tsx';
import './content.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const newsDetailPageQuery = graphql`
  query NewsDetailPageQuery($uid: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    newsItem(uid: $uid, language: $language) {
      site
      displayDateTime
      headline {
        text
        language
      }
      teaser {
        text
        language
      }
      body {
        text
        language
      }
      categories(language: $language)
      image
    }
    sites(language: $language) {
      key
      name {
        text
      }
      ...SiteNavigation_site
    }
  }
`;

/** A news article at /news/detail/?id={uid}: headline, date, categories, picture and text. */
export function NewsDetailPage() {
  const data = usePageQuery<NewsDetailPageQuery>(newsDetailPageQuery);
  const [search] = useSearchParams();
  const language = useLanguage();
  const t = useT();
  const uid = search.get('id') ?? '';
  const news = data.newsItem;
  const alternates = pathsIn((other) => paths.news(other, uid));
  if (!news) {
    return (
      <Shell query={data} alternates={alternates}>
        <NotFoundMessage text={t('content.news.notFound')} />
      </Shell>
    );
  }
  const site = data.sites?.find((candidate) => candidate.key === news.site);
  const textLanguage =
    news.headline.language.toLowerCase() !== language ? news.headline.language.toLowerCase() : undefined;
  const date = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(news.displayDateTime));
  return (
    <Shell query={data} alternates={alternates} navigation={site && <SiteNavigation site={site} sections={[]} />}>
      <PageMeta
        title={news.headline.text}
        description={news.teaser.text}
        alternates={alternates}
        image={news.image}
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: news.headline.text,
            datePublished: news.displayDateTime,
            image: [news.image],
            inLanguage: news.headline.language.toLowerCase(),
          },
        ]}
      />
      {site && (
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <Link to={paths.site(language, site.key)}>← {t('content.news.backToNews', { site: site.name.text })}</Link>
        </nav>
      )}
      <article className="news-article" lang={textLanguage}>
        <p className="news-meta">
          <time dateTime={news.displayDateTime}>{date}</time>
          {news.categories.length > 0 && ` · ${news.categories.join(', ')}`}
        </p>
        <h1>{news.headline.text}</h1>
        <p className="lead">{news.teaser.text}</p>
        <img src={news.image} alt="" width={1200} height={675} fetchPriority="high" />
        {news.body?.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </Shell>
  );
}
