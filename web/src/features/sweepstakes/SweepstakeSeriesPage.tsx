import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useParams, useRevalidator } from 'react-router';
import type { SweepstakeSeriesPageQuery } from '../../__generated__/SweepstakeSeriesPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { CLUB_TIME_ZONE, localeOf, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession, useSessionState } from '../../auth/SessionContext.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import './sweepstakes.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const sweepstakeSeriesPageQuery = graphql`
  query SweepstakeSeriesPageQuery($slug: ID!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    sweepstakeSeriesById(id: $slug) {
      name(language: $language)
      description(language: $language)
      slugDe: slug(language: DE)
      slugEn: slug(language: EN)
      sweepstakes(first: 50) {
        edges {
          node {
            id
            name(language: $language)
            prize(language: $language)
            slug(language: $language)
            state
            endsAt
            drawAt
            winnerCount
            viewerParticipation @include(if: $signedIn) {
              isWinner
            }
          }
        }
      }
    }
  }
`;

/**
 * A sweepstake series at /gewinnspiele/serie/{slug} (public): its sweepstakes that have opened, newest first,
 * with their states and links; a signed-in person sees whether they took part and won, a visitor a sign-in
 * button. A visitor's view comes from the public reads only.
 */
export function SweepstakeSeriesPage() {
  const data = usePageQuery<SweepstakeSeriesPageQuery>(sweepstakeSeriesPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const signedIn = useSessionState().user !== null;
  const revalidator = useRevalidator();
  const { slug: seriesSlug } = useParams();
  const series = data.sweepstakeSeriesById;
  if (!series) {
    return (
      <Shell query={data} alternates={pathsIn((other) => paths.sweepstakeSeries(other, seriesSlug ?? ''))}>
        <NotFoundMessage text={t('sweepstakes.series.notFound')} />
      </Shell>
    );
  }
  const slugs = { de: series.slugDe, en: series.slugEn, ja: series.slugDe };
  if (seriesSlug !== slugs[language])
    return <Navigate to={paths.sweepstakeSeries(language, slugs[language])} replace />;
  const alternates = pathsIn((other) => paths.sweepstakeSeries(other, slugs[other]));
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE });
  const sweepstakes = series.sweepstakes?.edges.map((edge) => edge.node);
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta title={series.name} description={series.description} alternates={alternates} />
      <p className="breadcrumb">
        <Link to={paths.sweepstakes(language)}>{t('sweepstakes.title')}</Link>
      </p>
      <h1>{series.name}</h1>
      <p className="lead">{series.description}</p>
      {!signedIn && (
        <div className="notice sweepstake-sign-in">
          <p>{t('sweepstakes.series.signIn')}</p>
          <button type="button" onClick={() => void session.signIn(language)}>
            {t('auth.signIn')}
          </button>
        </div>
      )}
      <section aria-labelledby="series-sweepstakes-title">
        <h2 id="series-sweepstakes-title">{t('sweepstakes.series.sweepstakes')}</h2>
        {!sweepstakes ? (
          <ErrorState
            message={t('sweepstakes.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : sweepstakes.length === 0 ? (
          <p className="empty">{t('sweepstakes.empty')}</p>
        ) : (
          <ul className="sweepstake-series-list">
            {sweepstakes.map((node) => (
              <li key={node.id} className="sweepstake-series">
                <h3>
                  <Link to={paths.sweepstake(language, node.slug)}>{node.name}</Link>
                </h3>
                <p>
                  <span className={node.state === 'ACTIVE' ? 'badge' : 'badge muted'}>
                    {t(`sweepstakes.state.${node.state}`)}
                  </span>{' '}
                  {node.viewerParticipation ? (
                    <span className="badge">
                      {node.viewerParticipation.isWinner === true
                        ? t('sweepstakes.entry.won')
                        : node.viewerParticipation.isWinner === false
                          ? t('sweepstakes.entry.notWon')
                          : t('sweepstakes.entered')}
                    </span>
                  ) : null}
                </p>
                <p className="muted">
                  {t('sweepstakes.prize')}: {node.prize}
                  <br />
                  {node.state === 'ACTIVE'
                    ? t('sweepstakes.until', { date: date.format(new Date(node.endsAt)) })
                    : t('sweepstakes.draw.drawAt', { date: date.format(new Date(node.drawAt)) })}
                  {node.state === 'DRAWN' && (
                    <>
                      {' · '}
                      {t('sweepstakes.winners')}: {node.winnerCount}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Shell>
  );
}
