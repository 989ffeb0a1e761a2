import { graphql } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { AccountSweepstakesPageQuery } from '../../__generated__/AccountSweepstakesPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { DailyDrawCard } from './components/DailyDrawCard.tsx';
import './sweepstakes.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const accountSweepstakesPageQuery = graphql`
  query AccountSweepstakesPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    sweepstakeSeries(first: 5) @include(if: $signedIn) {
      edges {
        node {
          id
          name(language: $language)
          sweepstakes(first: 10) {
            edges {
              node {
                id
                name(language: $language)
                slug(language: $language)
                state
                viewerParticipation {
                  isWinner
                }
              }
            }
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

/** Account → Sweepstakes: today's daily draws and every series with its sweepstakes and the person's entries. */
export function AccountSweepstakesPage() {
  const data = usePageQuery<AccountSweepstakesPageQuery>(accountSweepstakesPageQuery);
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  return (
    <AccountLayout
      query={data}
      section="competitions"
      title={t('account.sections.competitions')}
      alternates={pathsIn(paths.accountSweepstakes)}
    >
      {() => {
        const draws = data.viewer.dailyDraws;
        const series = data.sweepstakeSeries?.edges.map((edge) => edge.node);
        return (
          <>
            <section aria-labelledby="account-daily-draws">
              <h2 id="account-daily-draws">{t('sweepstakes.daily.title')}</h2>
              {!draws ? (
                <ErrorState message={t('sweepstakes.unavailable')} retryLabel={t('error.retry')} onRetry={retry} />
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
            {!series ? (
              <ErrorState message={t('sweepstakes.unavailable')} retryLabel={t('error.retry')} onRetry={retry} />
            ) : (
              series.map((item) => (
                <section key={item.id} aria-labelledby={`series-${item.id}`} className="account-series">
                  <h2 id={`series-${item.id}`}>{item.name}</h2>
                  {!item.sweepstakes ? (
                    <ErrorState message={t('sweepstakes.unavailable')} retryLabel={t('error.retry')} onRetry={retry} />
                  ) : item.sweepstakes.edges.length === 0 ? (
                    <p className="empty">{t('sweepstakes.empty')}</p>
                  ) : (
                    <ul className="account-list">
                      {item.sweepstakes.edges.map(({ node }) => (
                        <li key={node.id} className="account-item">
                          <Link to={paths.sweepstake(language, node.slug)} className="account-item-title">
                            {node.name}
                          </Link>
                          <span className="badge muted">{t(`sweepstakes.state.${node.state}`)}</span>
                          <span className={node.viewerParticipation ? 'badge' : 'badge muted'}>
                            {node.viewerParticipation
                              ? node.viewerParticipation.isWinner === true
                                ? t('sweepstakes.entry.won')
                                : node.viewerParticipation.isWinner === false
                                  ? t('sweepstakes.entry.notWon')
                                  : t('sweepstakes.entered')
                              : t('sweepstakes.notEntered')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))
            )}
          </>
        );
      }}
    </AccountLayout>
  );
}
