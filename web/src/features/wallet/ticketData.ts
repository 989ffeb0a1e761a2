import { graphql, readInlineData } from 'react-relay/hooks';
import type { ticketData_ticket$key } from '../../__generated__/ticketData_ticket.graphql';
import type { SavedTicket } from '../../auth/offlineWallet.ts';

/**
 * A ticket as its card and its page show it, and as it is kept on the device for the gate: the same
 * plain object whether it came from the graph or from the device (offlineWallet.ts), so a ticket looks
 * the same with and without a network. Lists and the ticket's page spread this fragment.
 */
export function readTicket(ticket: ticketData_ticket$key): SavedTicket {
  const data = readInlineData(
    graphql`
      fragment ticketData_ticket on Ticket @inline {
        id
        internalId
        serialNumber
        kind
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
        price {
          amount
          currencyCode
        }
        venue {
          name
          street
          postalCode
          city
        }
        orderNumber
        barcode
      }
    `,
    ticket,
  );
  const { event, price, venue } = data;
  return {
    id: data.id,
    internalId: data.internalId,
    serialNumber: data.serialNumber,
    kind: data.kind,
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
    price: { amount: price.amount, currencyCode: price.currencyCode },
    venue: {
      name: venue.name,
      street: venue.street ?? null,
      postalCode: venue.postalCode ?? null,
      city: venue.city ?? null,
    },
    orderNumber: data.orderNumber ?? null,
    barcode: data.barcode,
  };
}
