import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MarketplaceOffersPageQuery } from '../../__generated__/MarketplaceOffersPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { MarketplaceOfferList } from './components/MarketplaceOfferList.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const marketplaceOffersPageQuery = graphql`
  query MarketplaceOffersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    ...MarketplaceOfferList_query
    viewer {
      paymentMethods @include(if: $signedIn) {
        ...MarketplaceOfferList_paymentMethods
      }
    }
  }
`;

/**
 * The marketplace history (spec 2 section 2, the fifth ticket tab): the tickets the person offered, with
 * their states, payouts and fees, voucher codes to copy and failed payouts to retry.
 */
export function MarketplaceOffersPage() {
  const data = usePageQuery<MarketplaceOffersPageQuery>(marketplaceOffersPageQuery);
  const t = useT();
  const language = useLanguage();
  return (
    <TicketsLayout
      query={data}
      tab="marketplaceOffers"
      title={t('tickets.titles.marketplaceOffers')}
      alternates={pathsIn(paths.marketplaceOffers)}
    >
      <p className="lead">
        {t('tickets.marketplaceOffers.intro')}{' '}
        <Link to={paths.marketplace(language)}>{t('tickets.marketplaceOffers.toMarketplace')}</Link>
      </p>
      <MarketplaceOfferList query={data} paymentMethods={data.viewer.paymentMethods ?? null} />
    </TicketsLayout>
  );
}
