import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SeasonTicketList_query$key } from '../../../__generated__/SeasonTicketList_query.graphql';
import { useKeepForGate } from '../keepListForGate.ts';
import { readTicket } from '../ticketData.ts';
import { TicketCard } from './TicketCard.tsx';
import { TicketListView } from './TicketListView.tsx';

/** Season tickets of this season and the next (kept on the device for the gate) or of past seasons. */
export function SeasonTicketList({
  query,
  tab,
}: {
  query: SeasonTicketList_query$key;
  tab: 'seasonTickets' | 'seasonTicketArchive';
}) {
  const pagination = usePaginationFragment(
    graphql`
      fragment SeasonTicketList_query on Query
      @refetchable(queryName: "SeasonTicketListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        scope: { type: "SeasonTicketScope", defaultValue: CURRENT }
      ) {
        viewer {
          seasonTickets(scope: $scope, first: $count, after: $cursor)
            @include(if: $signedIn)
            @connection(key: "SeasonTicketList_seasonTickets") {
            totalCount
            edges {
              node {
                id
                ...TicketCard_ticket
                ...ticketData_ticket
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = pagination.data.viewer.seasonTickets;
  const kept = useMemo(
    () => (tab === 'seasonTickets' && connection ? connection.edges.map(({ node }) => readTicket(node)) : null),
    [tab, connection],
  );
  useKeepForGate('season', kept);
  return (
    <TicketListView
      tab={tab}
      cards={connection ? connection.edges.map(({ node }) => <TicketCard key={node.id} ticket={node} />) : null}
      totalCount={connection?.totalCount ?? 0}
      pagination={pagination}
    />
  );
}
