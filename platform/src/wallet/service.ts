import type { Database, Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { notFound } from '../http/problem.ts';
import { barcodeKeySet, holderOf, type BarcodeSigner } from './barcode.ts';
import {
  eventOf,
  ticketDetailOf,
  ticketOf,
  ticketSelect,
  type MatchRow,
  type TicketKind,
  type TicketMedia,
  type TicketRow,
} from './ticket-render.ts';

/** Day tickets: upcoming or archive; season tickets: current (this season and the next) or archive. */
export type TicketScope = 'upcoming' | 'archive' | 'current';

/** Seats per row when the checkout numbers the seats of a block. */
export const SEATS_PER_ROW = 20;
/** A day ticket stays among the upcoming ones until this long after kick-off (re-entry at half time). */
const UPCOMING_AFTER_KICKOFF = "interval '4 hours'";

/** The shipping code an order's ticket item was bought with decides its medium. */
const MEDIA_BY_SHIPPING_CODE: Record<string, TicketMedia> = {
  MobileTicket: 'MobileTicket',
  PrintAtHome: 'PrintAtHome',
  Standard: 'HardTicket',
};

/**
 * The wallet's tickets: what a person or organisation holds (by scope, or one by id), the matches they
 * admit to, and the tickets the checkout issues for an order's ticket items.
 */
export class TicketService {
  readonly now: () => Date;

  constructor(
    readonly db: Database,
    readonly barcodes: BarcodeSigner,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  /** One of the owner's tickets; another's (or none) is not found, never forbidden. */
  async get(owner: string, id: number) {
    const row = await this.row(this.db, id);
    if (!row || row.owner !== owner) throw notFound(`No ticket ${id}`);
    return ticketDetailOf(row);
  }

  /** A ticket row with its match, venue and open transfer; `lock` takes the ticket's row lock. */
  async row(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<TicketRow | undefined> {
    const now = this.now();
    const { rows } = await db.query<TicketRow>(
      `${ticketSelect('$2::timestamptz', '$3::integer')} WHERE t.id = $1${options.lock ? ' FOR UPDATE OF t' : ''}`,
      [id, now.toISOString(), seasonOf(now)],
    );
    return rows[0];
  }

  async list(owner: string, kind: TicketKind, scope: TicketScope, page: number, pageSize: number) {
    const now = this.now();
    const upcoming = `coalesce(m.kickoff, (m.kickoff_date + 1)::timestamptz) + ${UPCOMING_AFTER_KICKOFF} > $3::timestamptz`;
    const where =
      kind === 'DayTicket'
        ? scope === 'archive'
          ? `NOT (${upcoming})`
          : upcoming
        : scope === 'archive'
          ? 't.season < $4::integer'
          : 't.season >= $4::integer';
    // Upcoming matches soonest first, the archive newest first; season tickets newest season first.
    const order =
      kind === 'SeasonTicket'
        ? 't.season DESC, t.id'
        : scope === 'archive'
          ? 'm.kickoff_date DESC, m.kickoff DESC NULLS LAST, t.id'
          : 'm.kickoff_date, m.kickoff NULLS LAST, t.id';
    const offset = (page - 1) * pageSize;
    const params = [owner, kind, now.toISOString(), seasonOf(now)];
    const [{ rows }, count] = await Promise.all([
      this.db.query<TicketRow>(
        `${ticketSelect('$3::timestamptz', '$4::integer')}
         WHERE t.owner = $1 AND t.kind = $2 AND ${where}
         ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ total: string }>(
        `SELECT count(*) AS total FROM (${ticketSelect('$3::timestamptz', '$4::integer')}
         WHERE t.owner = $1 AND t.kind = $2 AND ${where}) scope`,
        params,
      ),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map(ticketOf),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  /** A match as an event of the ticketing system (public: name, kick-off, venue, opponent). */
  async event(id: number) {
    const { rows } = await this.db.query<MatchRow>(
      `SELECT m.*, v.street, v.postal_code, v.city FROM cms_matches m LEFT JOIN venues v ON v.name = m.venue
       WHERE m.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound(`No event ${id}`);
    return eventOf(row);
  }

  barcodeKeys() {
    return barcodeKeySet(this.db);
  }

  /**
   * Issues the wallet tickets of a checkout's ticket items, one per unit, to the checkout's owner: called
   * by the checkout in the transaction where its orders become final (placed on account or without
   * payment, or paid). Seats are numbered on from the last one sold in the block, under the ticket
   * product's row lock; an item's units already issued are skipped, so settling twice issues nothing twice.
   */
  async issueForCheckout(tx: Queryable, checkoutId: string): Promise<number> {
    const { rows: items } = await tx.query<{
      item_id: number;
      product_id: number;
      quantity: number;
      unit_price_minor: number;
      shipping_code: string;
      number: string;
      owner: string;
      event_id: number;
      block: string;
      seated: boolean;
      pricing_class_de: string;
      pricing_class_en: string;
      transferable: boolean;
    }>(
      `SELECT i.id AS item_id, i.product_id, i.quantity, i.unit_price_minor, i.shipping_code, o.number, c.owner,
              tp.event_id, tp.block, tp.seated, tp.pricing_class_de, tp.pricing_class_en, tp.transferable
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN checkouts c ON c.id = o.checkout_id
       JOIN ticket_products tp ON tp.product_id = i.product_id
       WHERE o.checkout_id = $1 AND i.type = 'Ticket'
       ORDER BY i.product_id, i.id`,
      [checkoutId],
    );
    let issued = 0;
    for (const item of items) {
      // In product order (above), so two checkouts numbering seats of the same blocks cannot deadlock.
      await tx.query('SELECT 1 FROM ticket_products WHERE product_id = $1 FOR UPDATE', [item.product_id]);
      const { rows: done } = await tx.query<{ order_item_unit: number }>(
        'SELECT order_item_unit FROM tickets WHERE order_item_id = $1',
        [item.item_id],
      );
      const doneUnits = new Set(done.map((row) => row.order_item_unit));
      let lastSeat = item.seated ? await this.lastSeat(tx, item.event_id, item.block) : 0;
      for (let unit = 1; unit <= item.quantity; unit++) {
        if (doneUnits.has(unit)) continue;
        const seat = item.seated ? ++lastSeat : null;
        const media = MEDIA_BY_SHIPPING_CODE[item.shipping_code] ?? 'HardTicket';
        await this.insert(tx, {
          owner: item.owner,
          kind: 'DayTicket',
          eventId: item.event_id,
          orderItem: { id: item.item_id, unit },
          orderNumber: item.number,
          block: item.block,
          row: seat === null ? null : String(Math.ceil(seat / SEATS_PER_ROW)),
          seat: seat === null ? null : String(((seat - 1) % SEATS_PER_ROW) + 1),
          media,
          pricingClass: { de: item.pricing_class_de, en: item.pricing_class_en },
          priceMinor: item.unit_price_minor,
          // A ticket posted on paper cannot change hands in the wallet: its printed code cannot rotate.
          transferable: item.transferable && media !== 'HardTicket',
        });
        issued++;
      }
    }
    return issued;
  }

  /** The highest seat number sold in a block of a match, counting seats row by row. */
  private async lastSeat(tx: Queryable, eventId: number, block: string): Promise<number> {
    const { rows } = await tx.query<{ last: number }>(
      `SELECT coalesce(max(CASE WHEN row_label ~ '^[0-9]{1,4}$' AND seat_label ~ '^[0-9]{1,4}$'
                                THEN (row_label::integer - 1) * $3 + seat_label::integer END), 0)::integer AS last
       FROM tickets WHERE event_id = $1 AND block = $2`,
      [eventId, block, SEATS_PER_ROW],
    );
    return rows[0]?.last ?? 0;
  }

  /** Writes a new ticket with its first barcode (the seed uses it too). */
  async insert(tx: Queryable, ticket: NewTicket): Promise<number> {
    const { rows } = await tx.query<{ id: number }>("SELECT nextval('tickets_id_seq')::integer AS id");
    const id = rows[0]!.id;
    const barcode = await this.barcodes.sign(tx, {
      tid: id,
      ...(ticket.kind === 'DayTicket' ? { evt: ticket.eventId! } : { ssn: ticket.season! }),
      hld: holderOf(ticket.owner),
      ver: 1,
    });
    await tx.query(
      `INSERT INTO tickets (id, serial_number, owner, original_owner, kind, event_id, season, venue, contract_id,
         order_item_id, order_item_unit, order_number, block, row_label, seat_label, media, pricing_class_de,
         pricing_class_en, price_minor, transferable, barcode, issued_at)
       VALUES ($1, 'TS-' || to_char($20::timestamptz, 'YYYY') || '-' || lpad(nextval('ticket_serial_numbers')::text, 6, '0'),
         $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        id,
        ticket.owner,
        ticket.kind,
        ticket.eventId ?? null,
        ticket.season ?? null,
        ticket.venue ?? null,
        ticket.contractId ?? null,
        ticket.orderItem?.id ?? null,
        ticket.orderItem?.unit ?? null,
        ticket.orderNumber,
        ticket.block,
        ticket.row,
        ticket.seat,
        ticket.media,
        ticket.pricingClass.de,
        ticket.pricingClass.en,
        ticket.priceMinor,
        ticket.transferable,
        barcode,
        ticket.issuedAt ?? this.now(),
      ],
    );
    return id;
  }

  /**
   * Gives a locked ticket to a new holder with a new barcode (the next version), so the code the former
   * holder kept stops admitting anyone.
   */
  async reissue(tx: Queryable, ticket: TicketRow, owner: string): Promise<void> {
    const version = ticket.barcode_version + 1;
    const barcode = await this.barcodes.sign(tx, {
      tid: ticket.id,
      ...(ticket.kind === 'DayTicket' ? { evt: ticket.event_id! } : { ssn: ticket.season! }),
      hld: holderOf(owner),
      ver: version,
    });
    await tx.query('UPDATE tickets SET owner = $2, barcode = $3, barcode_version = $4 WHERE id = $1', [
      ticket.id,
      owner,
      barcode,
      version,
    ]);
  }
}

export interface NewTicket {
  owner: string;
  kind: TicketKind;
  eventId?: number;
  season?: number;
  venue?: string;
  contractId?: number | null;
  orderItem?: { id: number; unit: number };
  orderNumber: string | null;
  block: string;
  row: string | null;
  seat: string | null;
  media: TicketMedia;
  pricingClass: { de: string; en: string };
  priceMinor: number;
  transferable: boolean;
  issuedAt?: Date;
}
