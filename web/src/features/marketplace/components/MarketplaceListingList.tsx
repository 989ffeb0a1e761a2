import { useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { MarketplaceListingList_query$key } from '../../../__generated__/MarketplaceListingList_query.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { MarketplaceListingCard } from './MarketplaceListingCard.tsx';

/** Tickets per page of the marketplace. */
export const LISTINGS_PER_PAGE = 20;

/** The tickets fans offer, soonest match first, a page at a time; an empty state when nobody offers one. */
export function MarketplaceListingList({ query }: { query: MarketplaceListingList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MarketplaceListingList_query on Query
      @refetchable(queryName: "MarketplaceListingListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        marketplaceListings(first: $count, after: $cursor)
          @connection(key: "MarketplaceListingList_marketplaceListings") {
          totalCount
          edges {
            node {
              id
              ...MarketplaceListingCard_listing
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const list = useRef<HTMLUListElement>(null);
  const listings = data.marketplaceListings;
  if (!listings)
    return (
      <ErrorState
        message={t('marketplace.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  if (listings.edges.length === 0)
    return (
      <div className="empty">
        <p>{t('marketplace.empty')}</p>
        <Link to={paths.site(language, 'tickets')} className="button">
          {t('tickets.toTicketShop')}
        </Link>
      </div>
    );
  const remaining = Math.max(1, listings.totalCount - listings.edges.length);
  return (
    <>
      <ul className="listing-list" aria-label={t('marketplace.listLabel')} ref={list}>
        {listings.edges.map(({ node }) => (
          <MarketplaceListingCard key={node.id} listing={node} />
        ))}
      </ul>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={LISTINGS_PER_PAGE}
        focus={{ list, items: ':scope > li button', loaded: listings.edges.length }}
        label={t('marketplace.loadMore', { count: remaining })}
        loadingLabel={t('marketplace.loadingMore')}
        failedLabel={t('marketplace.loadMoreFailed')}
      />
    </>
  );
}
