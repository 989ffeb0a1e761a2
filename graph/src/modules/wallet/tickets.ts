import type { TicketKind } from '../../__generated__/resolvers-types.ts';
import type { UpstreamTicket, UpstreamTicketEventSummary } from '../../upstreams/wallet/types.ts';
import type { TicketEventModel } from './wallet.mappers.ts';

/** A ticket's kind as the schema names it (the marketplace's offers carry tickets too). */
export const kindOf = (kind: UpstreamTicket['kind']): TicketKind =>
  kind === 'DayTicket' ? 'DAY_TICKET' : 'SEASON_TICKET';

/** The event a ticket is for, from the summary the ticket carries; the full event loads when asked. */
export const eventOf = (summary: UpstreamTicketEventSummary | null): TicketEventModel | null =>
  summary ? { id: summary.id, summary } : null;
