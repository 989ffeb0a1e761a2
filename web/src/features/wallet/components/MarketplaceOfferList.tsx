import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { MarketplaceOfferList_paymentMethods$key } from '../../../__generated__/MarketplaceOfferList_paymentMethods.graphql';
import type { MarketplaceOfferList_query$key } from '../../../__generated__/MarketplaceOfferList_query.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { MarketplaceOfferRow } from './MarketplaceOfferRow.tsx';

/** Offers per page of the history. */
export const OFFERS_PER_PAGE = 20;

/** The tickets the viewer offered on the marketplace with their payouts, newest first, a page at a time. */
export function MarketplaceOfferList({
  query,
  paymentMethods,
}: {
  query: MarketplaceOfferList_query$key;
  paymentMethods: MarketplaceOfferList_paymentMethods$key | null;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MarketplaceOfferList_query on Query
      @refetchable(queryName: "MarketplaceOfferListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        viewer {
          payouts(first: $count, after: $cursor)
            @include(if: $signedIn)
            @connection(key: "MarketplaceOfferList_payouts") {
            totalCount
            edges {
              node {
                id
                ...MarketplaceOfferRow_offer
              }
            }
          }
        }
      }
    `,
    query,
  );
  const methods = useFragment(
    graphql`
      fragment MarketplaceOfferList_paymentMethods on StoredPaymentMethod @relay(plural: true) {
        ...MarketplaceOfferRow_paymentMethods
      }
    `,
    paymentMethods,
  );
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const offers = data.viewer.payouts;
  if (!offers)
    return (
      <ErrorState
        message={t('tickets.marketplaceOffers.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  if (offers.edges.length === 0)
    return (
      <div className="empty">
        <p>{t('tickets.marketplaceOffers.empty')}</p>
        <p>{t('tickets.marketplaceOffers.emptyHint')}</p>
        <Link to={paths.tickets(language)} className="button">
          {t('tickets.detail.backToList')}
        </Link>
      </div>
    );
  const remaining = Math.max(1, offers.totalCount - offers.edges.length);
  return (
    <>
      <ul className="transfer-list" aria-label={t('tickets.marketplaceOffers.listLabel')}>
        {offers.edges.map(({ node }) => (
          <MarketplaceOfferRow key={node.id} offer={node} paymentMethods={methods ?? null} />
        ))}
      </ul>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={OFFERS_PER_PAGE}
        label={t('tickets.marketplaceOffers.loadMore', { count: remaining })}
        loadingLabel={t('tickets.marketplaceOffers.loadingMore')}
        failedLabel={t('tickets.marketplaceOffers.loadMoreFailed')}
      />
    </>
  );
}
