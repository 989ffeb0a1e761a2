import { graphql } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { VideoDetailPageQuery } from '../../__generated__/VideoDetailPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { SiteNavigation } from '../../components/SiteNavigation.tsx';
import { VideoPlayer } from '../../components/video/VideoPlayer.tsx';
import { videoDuration } from '../../components/video/duration.ts';
import './video.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const videoDetailPageQuery = graphql`
  query VideoDetailPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    video(id: $id, language: $language) {
      title
      description
      payment
      publishedAt
      durationSeconds
      posterUrl
      site {
        key
        name {
          text
        }
        ...SiteNavigation_site
      }
      ...VideoPlayer_video
    }
  }
`;

const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/** A video at /video/detail/?id={uid}: the player (whole or a preview, as the paywall decides), title and text. */
export function VideoDetailPage() {
  const data = usePageQuery<VideoDetailPageQuery>(videoDetailPageQuery);
  const [search] = useSearchParams();
  const language = useLanguage();
  const t = useT();
  const uid = search.get('id') ?? '';
  const video = data.video;
  const alternates = pathsIn((other) => paths.video(other, uid));
  if (!video) {
    return (
      <Shell query={data} alternates={alternates}>
        <NotFoundMessage text={t('video.notFound')} />
      </Shell>
    );
  }
  const site = video.site;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: CLUB_TIME_ZONE }).format(
    new Date(video.publishedAt),
  );
  return (
    <Shell query={data} alternates={alternates} navigation={site && <SiteNavigation site={site} sections={[]} />}>
      <PageMeta
        title={video.title}
        description={video.description}
        alternates={alternates}
        image={video.posterUrl}
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'VideoObject',
            name: video.title,
            description: video.description,
            thumbnailUrl: [video.posterUrl],
            uploadDate: video.publishedAt,
            duration: isoDuration(video.durationSeconds),
            isAccessibleForFree: video.payment === 'FREE',
          },
        ]}
      />
      {site && (
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <Link to={paths.site(language, site.key)}>← {site.name.text}</Link>
        </nav>
      )}
      <article className="video-detail">
        <VideoPlayer video={video} />
        <p className="news-meta">
          <time dateTime={video.publishedAt}>{date}</time> ·{' '}
          <span aria-label={t('video.durationLabel')}>{videoDuration(video.durationSeconds)}</span> ·{' '}
          <span className={video.payment === 'FREE' ? 'badge' : 'badge paid'}>
            {t(`video.payment.${video.payment}`)}
          </span>
        </p>
        <h1>{video.title}</h1>
        <p className="lead">{video.description}</p>
      </article>
    </Shell>
  );
}
