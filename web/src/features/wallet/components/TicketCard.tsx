import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketCard_ticket$key } from '../../../__generated__/TicketCard_ticket.graphql';
import { readTicket } from '../ticketData.ts';
import { TicketCardView } from './TicketView.tsx';

/** One ticket of a list, with its pending transfer marked. */
export function TicketCard({ ticket }: { ticket: TicketCard_ticket$key }) {
  const data = useFragment(
    graphql`
      fragment TicketCard_ticket on Ticket {
        ...ticketData_ticket
        pendingTransfer {
          state
          recipientEmail
        }
      }
    `,
    ticket,
  );
  const pending = data.pendingTransfer;
  return (
    <TicketCardView
      ticket={readTicket(data)}
      pendingTo={pending?.state === 'PENDING' ? pending.recipientEmail : null}
    />
  );
}
