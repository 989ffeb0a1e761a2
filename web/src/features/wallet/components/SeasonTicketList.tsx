import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SeasonTicketList_query$key } from '../../../__generated__/SeasonTicketList_query.graphql';
import { OwnTicketList } from './OwnTicketList.tsx';

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
                ...OwnTicketList_tickets
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = pagination.data.viewer.seasonTickets;
  return (
    <OwnTicketList
      tab={tab}
      gate="season"
      keep={tab === 'seasonTickets'}
      tickets={connection?.edges.map(({ node }) => node)}
      totalCount={connection?.totalCount ?? 0}
      pagination={pagination}
    />
  );
}
