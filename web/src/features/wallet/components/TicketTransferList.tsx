import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { TicketTransferList_query$key } from '../../../__generated__/TicketTransferList_query.graphql';
import { useT } from '../../../app/language.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { TicketTransferRow } from './TicketTransferRow.tsx';

/** Transfers per page of the list. */
export const TRANSFERS_PER_PAGE = 20;

/** The transfers the viewer sent and received, newest first, a page at a time. */
export function TicketTransferList({ query }: { query: TicketTransferList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TicketTransferList_query on Query
      @refetchable(queryName: "TicketTransferListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        viewer {
          ticketTransfers(first: $count, after: $cursor)
            @include(if: $signedIn)
            @connection(key: "TicketTransferList_ticketTransfers") {
            totalCount
            edges {
              node {
                id
                ...TicketTransferRow_transfer
              }
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const revalidator = useRevalidator();
  const transfers = data.viewer.ticketTransfers;
  if (!transfers)
    return (
      <ErrorState
        message={t('tickets.transfers.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  if (transfers.edges.length === 0)
    return (
      <div className="empty">
        <p>{t('tickets.transfers.empty')}</p>
      </div>
    );
  const remaining = Math.max(1, transfers.totalCount - transfers.edges.length);
  return (
    <>
      <ul className="transfer-list" aria-label={t('tickets.transfers.listLabel')}>
        {transfers.edges.map(({ node }) => (
          <TicketTransferRow key={node.id} transfer={node} />
        ))}
      </ul>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={TRANSFERS_PER_PAGE}
        label={t('tickets.transfers.loadMore', { count: remaining })}
        loadingLabel={t('tickets.transfers.loadingMore')}
        failedLabel={t('tickets.transfers.loadMoreFailed')}
      />
    </>
  );
}
