import { graphql, readInlineData } from 'react-relay/hooks';
import type { transferredTicket_ticket$key } from '../../__generated__/transferredTicket_ticket.graphql';

/** The ticket a transfer is about, as both sides may see it (no barcode), as plain data. */
export interface TransferredTicketData {
  event: { name: string; competition: string; kickoff: string | null; kickoffDate: string } | null;
  season: number | null;
  block: string;
  row: string | null;
  seat: string | null;
  media: 'MOBILE_TICKET' | 'PRINT_AT_HOME' | 'HARD_TICKET' | 'CARD';
  pricingClass: string;
}

/** Reads a transfer's ticket; the transfers list and the transfer's page spread this fragment. */
export function readTransferredTicket(ticket: transferredTicket_ticket$key): TransferredTicketData {
  const data = readInlineData(
    graphql`
      fragment transferredTicket_ticket on TransferredTicket @inline {
        event {
          name
          competition(language: $language)
          kickoff
          kickoffDate
        }
        season
        block
        row
        seat
        media
        pricingClass(language: $language)
      }
    `,
    ticket,
  );
  const event = data.event;
  return {
    event: event
      ? {
          name: event.name,
          competition: event.competition,
          kickoff: event.kickoff ?? null,
          kickoffDate: event.kickoffDate,
        }
      : null,
    season: data.season ?? null,
    block: data.block,
    row: data.row ?? null,
    seat: data.seat ?? null,
    media: data.media,
    pricingClass: data.pricingClass,
  };
}
