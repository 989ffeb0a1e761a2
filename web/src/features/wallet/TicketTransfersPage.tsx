import { graphql } from 'react-relay/hooks';
import type { TicketTransfersPageQuery } from '../../__generated__/TicketTransfersPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { TicketTransferList } from './components/TicketTransferList.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const ticketTransfersPageQuery = graphql`
  query TicketTransfersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    ...TicketTransferList_query
  }
`;

/** The list of transfers (spec 2 section 2, "Ticket transfer"): sent and received, with their states. */
export function TicketTransfersPage() {
  const data = usePageQuery<TicketTransfersPageQuery>(ticketTransfersPageQuery);
  const t = useT();
  return (
    <TicketsLayout
      query={data}
      tab="ticketTransfers"
      title={t('tickets.titles.ticketTransfers')}
      alternates={pathsIn(paths.ticketTransfers)}
    >
      <TicketTransferList query={data} />
    </TicketsLayout>
  );
}
