import type { components, paths } from '../__generated__/platform.ts';

export type UpstreamTicket = components['schemas']['Ticket'];
/** One ticket as `GET /self/tickets/{id}` answers it: with the organiser's terms and the venue's rules. */
export type UpstreamTicketDetail = components['schemas']['TicketDetail'];
/** The match a ticket admits to, as tickets and transfers carry it (the full event is `GET /events/{id}`). */
export type UpstreamTicketEventSummary = NonNullable<UpstreamTicket['event']>;
export type UpstreamEvent = components['schemas']['Event'];
export type UpstreamTicketTransfer = components['schemas']['TicketTransfer'];
export type UpstreamTicketPage =
  paths['/self/tickets/upcoming']['get']['responses']['200']['content']['application/json'];
export type UpstreamTicketTransferPage =
  paths['/self/ticketTransfers']['get']['responses']['200']['content']['application/json'];

/** The wallet's ticket lists (spec 2 section 7): day tickets upcoming or past, season tickets current or past. */
export type TicketList =
  { kind: 'tickets'; scope: 'upcoming' | 'archive' } | { kind: 'seasonTickets'; scope: 'current' | 'archive' };

/** The recipient's answer to a transfer (PATCH /self/ticketTransfers/{id}). */
export type TransferAnswer = { accept: true } | { accept: false; reasonForDeclining: string };
