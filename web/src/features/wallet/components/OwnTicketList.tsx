import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OwnTicketList_tickets$key } from '../../../__generated__/OwnTicketList_tickets.graphql';
import type { SavedList } from '../../../auth/offlineWallet.ts';
import { useKeepForGate } from '../keepListForGate.ts';
import { readTicket } from '../ticketData.ts';
import { TicketCard } from './TicketCard.tsx';
import { TicketListView, type TicketListTab } from './TicketListView.tsx';

/**
 * The viewer's own tickets of one kind (day or season tickets, `gate`) loaded so far: their cards, and, on
 * the tab of those to come (`keep`), the tickets kept on the device so they open at the gate without a
 * network. `tickets` is null when the wallet could not answer.
 */
export function OwnTicketList({
  tab,
  gate,
  keep,
  tickets,
  totalCount,
  pagination,
}: {
  tab: TicketListTab;
  gate: SavedList;
  keep: boolean;
  tickets: OwnTicketList_tickets$key | null | undefined;
  totalCount: number;
  pagination: Parameters<typeof TicketListView>[0]['pagination'];
}) {
  const nodes = useFragment(
    graphql`
      fragment OwnTicketList_tickets on Ticket @relay(plural: true) {
        id
        ...TicketCard_ticket
        ...ticketData_ticket
      }
    `,
    tickets,
  );
  const kept = useMemo(() => (keep && nodes ? nodes.map(readTicket) : null), [keep, nodes]);
  useKeepForGate(gate, kept);
  return (
    <TicketListView
      tab={tab}
      cards={nodes?.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
      totalCount={totalCount}
      pagination={pagination}
    />
  );
}
