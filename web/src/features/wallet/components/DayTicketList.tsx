import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DayTicketList_query$key } from '../../../__generated__/DayTicketList_query.graphql';
import { OwnTicketList } from './OwnTicketList.tsx';

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
                ...OwnTicketList_tickets
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = pagination.data.viewer.tickets;
  return (
    <OwnTicketList
      tab={tab}
      gate="day"
      keep={tab === 'tickets'}
      tickets={connection?.edges.map(({ node }) => node)}
      totalCount={connection?.totalCount ?? 0}
      pagination={pagination}
    />
  );
}
