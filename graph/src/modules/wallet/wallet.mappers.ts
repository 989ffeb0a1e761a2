import type { AddressBookEntry } from '../../upstreams/account/types.ts';
import type {
  UpstreamEvent,
  UpstreamTicket,
  UpstreamTicketDetail,
  UpstreamTicketEventSummary,
  UpstreamTicketTransfer,
} from '../../upstreams/wallet/types.ts';

/** A ticket from a list, or one asked by id (with terms and venue rules). */
export type TicketModel = UpstreamTicket | UpstreamTicketDetail;

/**
 * An event of the ticketing system: what a ticket or transfer carries of it (`summary`), and the event
 * itself once loaded (`event`; undefined until then, null when the ticketing system does not know it).
 */
export interface TicketEventModel {
  id: number;
  summary: UpstreamTicketEventSummary | null;
  event?: UpstreamEvent | null;
}

export type TicketTransferModel = UpstreamTicketTransfer;
export type TransferredTicketModel = UpstreamTicketTransfer['ticket'];
export type AddressBookEntryModel = AddressBookEntry;
