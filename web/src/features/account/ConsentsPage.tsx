import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { ConsentsPageQuery } from '../../__generated__/ConsentsPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { ConsentSwitch } from './components/ConsentSwitch.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const consentsPageQuery = graphql`
  query ConsentsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      consents @include(if: $signedIn) {
        id
        key
        kind
        isMainAdConsent
        parentKey
        granted
        ...ConsentSwitch_consent
      }
    }
  }
`;

/**
 * Advertising consent (the person's, or the organisation's while acting for it): the main ad consent as a
 * switch and the sector consents that refine it below, which can be chosen only while it is given.
 */
export function ConsentsPage() {
  const data = usePageQuery<ConsentsPageQuery>(consentsPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const consents = data.viewer.consents;
  const main = consents?.find((consent) => consent.kind === 'ADVERTISING' && consent.isMainAdConsent);
  const sectors = (consents ?? []).filter((consent) => main && consent.parentKey === main.key);
  return (
    <AccountLayout
      query={data}
      section="consents"
      title={t('account.consents.title')}
      alternates={pathsIn(paths.consents)}
    >
      {() =>
        !consents || !main ? (
          <ErrorState
            message={t('account.consents.unavailable')}
            retryLabel={t('error.retry')}
            onRetry={() => void revalidator.revalidate()}
          />
        ) : (
          <>
            <p className="lead">{t('account.consents.intro')}</p>
            <section className="account-section" aria-labelledby="consent-main-title">
              <h2 id="consent-main-title">{t('account.consents.mainTitle')}</h2>
              <ConsentSwitch consent={main} />
            </section>
            <section className="account-section" aria-labelledby="consent-sectors-title">
              <h2 id="consent-sectors-title">{t('account.consents.sectorsTitle')}</h2>
              <p className="fine-print" id="consent-sectors-hint">
                {t(main.granted ? 'account.consents.sectorsHint' : 'account.consents.sectorsLocked')}
              </p>
              <div
                className="consent-sectors"
                role="group"
                aria-labelledby="consent-sectors-title"
                aria-describedby="consent-sectors-hint"
              >
                {sectors.map((sector) => (
                  <ConsentSwitch key={sector.id} consent={sector} disabled={!main.granted} />
                ))}
              </div>
            </section>
          </>
        )
      }
    </AccountLayout>
  );
}
