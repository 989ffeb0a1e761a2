/**
 * A wallet ticket as the calls answer it (spec 2 section 8): the row every ticket answer is read from (the
 * ticket with its match, venue and open transfer), the select that reads it and whether the ticket is still in
 * time to change hands, the ticket and its match as tickets, transfers and marketplace offers show them, and a
 * match as an event of the ticketing system. Apart from the service (service.ts), which reads and issues
 * tickets, so that each reads whole.
 */
export type TicketKind = 'DayTicket' | 'SeasonTicket';
export type TicketMedia = 'MobileTicket' | 'PrintAtHome' | 'HardTicket' | 'Card';

export interface TicketRow {
  id: number;
  serial_number: string;
  owner: string;
  original_owner: string;
  kind: TicketKind;
  event_id: number | null;
  season: number | null;
  contract_id: number | null;
  order_number: string | null;
  block: string;
  row_label: string | null;
  seat_label: string | null;
  media: TicketMedia;
  pricing_class_de: string;
  pricing_class_en: string;
  price_minor: number;
  transferable: boolean;
  barcode: string;
  barcode_version: number;
  issued_at: Date | string;
  // From the match, the venue and the open transfer:
  home_team: string | null;
  away_team: string | null;
  competition: string | null;
  kickoff: Date | string | null;
  kickoff_date: Date | string | null;
  venue_name: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  terms_de: string | null;
  terms_en: string | null;
  rules_de: string | null;
  rules_en: string | null;
  pending_transfer_id: string | null;
  /** Whether the ticket may still change hands by its time: before kick-off, or a season not yet over. */
  in_time: boolean;
  /** An open offer on the marketplace holds it: it changes hands there, or once withdrawn. */
  on_marketplace: boolean;
}

export interface MatchRow {
  id: number;
  site: string;
  season: number;
  competition: string;
  matchday: number | null;
  home_team: string;
  away_team: string;
  venue: string;
  kickoff: Date | string | null;
  kickoff_date: Date | string;
  status: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** A date column: pg answers local midnight, PGlite a string or UTC midnight; either way the calendar day. */
const isoDate = (value: Date | string) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const money = (minor: number) => minor / 100;

/** The club's teams are named after it; the other side of a match is the opponent. */
const CLUB_NAME = 'SC Südstadt 1899';
const opponentOf = (home: string, away: string) => (home.startsWith(CLUB_NAME) ? away : home);

/**
 * The select every ticket answer is made from; `$now` is the request's time. A ticket may change hands
 * until its match kicks off (a date still to be determined: until that day ends), a season ticket while
 * its season has not ended.
 */
export function ticketSelect(now: string, currentSeason: string): string {
  return `SELECT t.*, m.home_team, m.away_team, m.competition, m.kickoff, m.kickoff_date,
       v.name AS venue_name, v.street, v.postal_code, v.city, v.terms_de, v.terms_en, v.rules_de, v.rules_en,
       p.id AS pending_transfer_id, ${inTime(now, currentSeason)} AS in_time,
       EXISTS (SELECT 1 FROM payouts o WHERE o.ticket_id = t.id AND o.state = 'Created') AS on_marketplace
     FROM tickets t
     LEFT JOIN cms_matches m ON m.id = t.event_id
     LEFT JOIN venues v ON v.name = coalesce(m.venue, t.venue)
     LEFT JOIN ticket_transfers p ON p.ticket_id = t.id AND p.state = 'Pending'`;
}

/** Whether ticket `t` (joined with its match `m`) may still change hands at `now` (see ticketSelect). */
export function inTime(now: string, currentSeason: string): string {
  return `CASE WHEN t.kind = 'DayTicket' THEN coalesce(m.kickoff, (m.kickoff_date + 1)::timestamptz) > ${now}
            ELSE t.season >= ${currentSeason} END`;
}

/** The match a ticket admits to, as tickets and transfers show it. */
export function ticketEventOf(
  row: Pick<TicketRow, 'event_id' | 'home_team' | 'away_team' | 'competition' | 'kickoff' | 'kickoff_date'>,
) {
  if (row.event_id === null || row.home_team === null || row.away_team === null) return null;
  return {
    id: row.event_id,
    name: `${row.home_team} – ${row.away_team}`,
    competition: row.competition ?? '',
    homeTeam: row.home_team,
    awayTeam: row.away_team,
    opponent: opponentOf(row.home_team, row.away_team),
    kickoff: row.kickoff === null ? null : iso(row.kickoff),
    kickoffDate: row.kickoff_date === null ? '' : isoDate(row.kickoff_date),
  };
}

/** Whether the ticket may be forwarded now (a pending transfer aside): see `TicketTransferService.create`. */
export const isTransferable = (row: TicketRow) =>
  row.transferable && row.contract_id === null && row.in_time && !row.on_marketplace;

export function ticketOf(row: TicketRow) {
  return {
    id: row.id,
    serialNumber: row.serial_number,
    kind: row.kind,
    event: ticketEventOf(row),
    season: row.season,
    block: row.block,
    row: row.row_label,
    seat: row.seat_label,
    media: row.media,
    pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
    price: money(row.price_minor),
    currency: 'EUR' as const,
    venue: {
      name: row.venue_name ?? '',
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
    },
    // Another's order is not the holder's to see: a forwarded ticket shows no order.
    orderId: row.owner === row.original_owner ? row.order_number : null,
    contractId: row.contract_id,
    barcode: row.barcode,
    isTransferable: isTransferable(row),
    pendingTransferId: row.pending_transfer_id,
    issuedAt: iso(row.issued_at),
  };
}

export function ticketDetailOf(row: TicketRow) {
  return {
    ...ticketOf(row),
    terms: row.terms_de === null ? null : { de: row.terms_de, en: row.terms_en ?? row.terms_de },
    venueRules: row.rules_de === null ? null : { de: row.rules_de, en: row.rules_en ?? row.rules_de },
  };
}

/** A match as an event of the ticketing system (public: name, kick-off, venue, opponent). */
export function eventOf(row: MatchRow) {
  return {
    id: row.id,
    name: `${row.home_team} – ${row.away_team}`,
    site: row.site,
    season: row.season,
    competition: row.competition,
    matchday: row.matchday,
    homeTeam: row.home_team,
    awayTeam: row.away_team,
    opponent: opponentOf(row.home_team, row.away_team),
    isHomeMatch: row.home_team.startsWith(CLUB_NAME),
    kickoff: row.kickoff === null ? null : iso(row.kickoff),
    kickoffDate: isoDate(row.kickoff_date),
    status: row.status,
    venue: { name: row.venue, street: row.street, postalCode: row.postal_code, city: row.city },
  };
}
