import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DayTicketList_query$key } from '../../../__generated__/DayTicketList_query.graphql';
import { useKeepForGate } from '../keepListForGate.ts';
import { readTicket } from '../ticketData.ts';
import { TicketCard } from './TicketCard.tsx';
import { TicketListView } from './TicketListView.tsx';

/** Day tickets of matches to come (kept on the device for the gate) or of past ones. */
export function DayTicketList({ query, tab }: { query: DayTicketList_query$key; tab: 'tickets' | 'ticketArchive' }) {
  const pagination = usePaginationFragment(
    graphql`
      fragment DayTicketList_query on Query
      @refetchable(queryName: "DayTicketListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        scope: { type: "DayTicketScope", defaultValue: UPCOMING }
      ) {
        viewer {
          tickets(scope: $scope, first: $count, after: $cursor)
            @include(if: $signedIn)
            @connection(key: "DayTicketList_tickets") {
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
  const connection = pagination.data.viewer.tickets;
  const kept = useMemo(
    () => (tab === 'tickets' && connection ? connection.edges.map(({ node }) => readTicket(node)) : null),
    [tab, connection],
  );
  useKeepForGate('day', kept);
  return (
    <TicketListView
      tab={tab}
      cards={connection ? connection.edges.map(({ node }) => <TicketCard key={node.id} ticket={node} />) : null}
      totalCount={connection?.totalCount ?? 0}
      pagination={pagination}
    />
  );
}
