import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { NewslettersPageQuery } from '../../__generated__/NewslettersPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const newslettersPageQuery = graphql`
  query NewslettersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      consents @include(if: $signedIn) {
        id
        kind
        name(language: $language)
        granted
      }
    }
  }
`;

/** The club's newsletters and whether each is subscribed; read-only, as they are managed in the club's app. */
export function NewslettersPage() {
  const data = usePageQuery<NewslettersPageQuery>(newslettersPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const consents = data.viewer.consents;
  const newsletters = (consents ?? []).filter((consent) => consent.kind === 'NEWSLETTER');
  return (
    <AccountLayout
      query={data}
      section="newsletters"
      title={t('account.newsletters.title')}
      alternates={pathsIn(paths.newsletters)}
    >
      {() =>
        !consents ? (
          <ErrorState
            message={t('account.newsletters.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : (
          <>
            <p className="notice">{t('account.newsletters.managedInApp')}</p>
            <ul className="account-list" aria-label={t('account.newsletters.title')}>
              {newsletters.map((newsletter) => (
                <li key={newsletter.id} className="account-item newsletter">
                  <span className="account-item-title">{newsletter.name}</span>
                  <span className={newsletter.granted ? 'badge' : 'badge muted'}>
                    {t(newsletter.granted ? 'account.newsletters.subscribed' : 'account.newsletters.notSubscribed')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </AccountLayout>
  );
}
