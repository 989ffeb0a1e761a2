import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { VideoOverviewBlock_block$key } from '../../../__generated__/VideoOverviewBlock_block.graphql';
import { CLUB_TIME_ZONE, localeOf, paths, useLanguage, useT } from '../../../app/language.ts';
import { videoDuration } from '../../../components/video/duration.ts';

/** A site's newest videos as cards (poster, date, free or paid, title), each linking to its player page. */
export function VideoOverviewBlock({ block }: { block: VideoOverviewBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment VideoOverviewBlock_block on VideoOverviewBlock {
        headline
        videos {
          id
          uid
          title
          payment
          posterUrl
          publishedAt
          durationSeconds
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE });
  return (
    <section className="block" aria-label={data.headline}>
      <h2>{data.headline}</h2>
      {!data.videos ? (
        <p className="notice warning" role="alert">
          {t('video.overviewUnavailable')}
        </p>
      ) : data.videos.length === 0 ? (
        <p className="empty">{t('video.none')}</p>
      ) : (
        <ul className="news-grid">
          {data.videos.map((video) => (
            <li key={video.id} className="news-card">
              <Link to={paths.video(language, video.uid)}>
                <img src={video.posterUrl} alt="" width={400} height={225} loading="lazy" decoding="async" />
                <p className="news-meta">
                  <time dateTime={video.publishedAt}>{date.format(new Date(video.publishedAt))}</time> ·{' '}
                  {videoDuration(video.durationSeconds)} · {t(`video.payment.${video.payment}`)}
                </p>
                <h3>{video.title}</h3>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
