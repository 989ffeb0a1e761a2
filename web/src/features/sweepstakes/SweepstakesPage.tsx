import { graphql } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { SweepstakesPageQuery } from '../../__generated__/SweepstakesPageQuery.graphql';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { DailyDrawCard } from './components/DailyDrawCard.tsx';
import './sweepstakes.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const sweepstakesPageQuery = graphql`
  query SweepstakesPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    sweepstakeSeries(first: 10) {
      edges {
        node {
          id
          name(language: $language)
          slug(language: $language)
          description(language: $language)
          runningSweepstake {
            id
            name(language: $language)
            prize(language: $language)
            slug(language: $language)
            endsAt
          }
        }
      }
    }
    viewer {
      dailyDraws @include(if: $signedIn) {
        id
        ...DailyDrawCard_dailyDraw
      }
    }
  }
`;

/** The sweepstakes (spec 2 section 2): the active series with the sweepstake each runs, and the daily draws. */
export function SweepstakesPage() {
  const data = usePageQuery<SweepstakesPageQuery>(sweepstakesPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const revalidator = useRevalidator();
  const series = data.sweepstakeSeries?.edges.map((edge) => edge.node);
  const draws = data.viewer.dailyDraws;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE });
  return (
    <Shell query={data} alternates={pathsIn(paths.sweepstakes)}>
      <PageMeta
        title={t('sweepstakes.title')}
        description={t('sweepstakes.intro')}
        alternates={pathsIn(paths.sweepstakes)}
      />
      <h1>{t('sweepstakes.title')}</h1>
      <p className="lead">{t('sweepstakes.intro')}</p>
      <section aria-labelledby="daily-draws-title" className="daily-draws">
        <h2 id="daily-draws-title">{t('sweepstakes.daily.title')}</h2>
        {draws === undefined ? (
          <div className="sign-in-prompt">
            <p>{t('sweepstakes.signInToTakePart')}</p>
            <button type="button" onClick={() => void session.signIn(language)}>
              {t('auth.signIn')}
            </button>
          </div>
        ) : draws === null ? (
          <ErrorState
            message={t('sweepstakes.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : draws.length === 0 ? (
          <p className="empty">{t('sweepstakes.daily.none')}</p>
        ) : (
          <ul className="daily-draw-list">
            {draws.map((draw) => (
              <DailyDrawCard key={draw.id} dailyDraw={draw} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="series-title">
        <h2 id="series-title">{t('sweepstakes.seriesTitle')}</h2>
        {series === undefined ? (
          <ErrorState
            message={t('sweepstakes.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : series.length === 0 ? (
          <p className="empty">{t('sweepstakes.empty')}</p>
        ) : (
          <ul className="sweepstake-series-list">
            {series.map((item) => (
              <li key={item.id} className="sweepstake-series">
                <h3>
                  <Link to={paths.sweepstakeSeries(language, item.slug)}>{item.name}</Link>
                </h3>
                <p>{item.description}</p>
                {item.runningSweepstake ? (
                  <p>
                    <Link to={paths.sweepstake(language, item.runningSweepstake.slug)}>
                      {item.runningSweepstake.name}
                    </Link>
                    <br />
                    <span className="muted">
                      {t('sweepstakes.prize')}: {item.runningSweepstake.prize} ·{' '}
                      {t('sweepstakes.until', { date: date.format(new Date(item.runningSweepstake.endsAt)) })}
                    </span>
                  </p>
                ) : (
                  <p className="muted">{t('sweepstakes.noneRunning')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Shell>
  );
}
