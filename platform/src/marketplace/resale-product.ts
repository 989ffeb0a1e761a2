/**
 * The hidden product an offered ticket is sold as: the cart and checkout sell it as they sell any ticket,
 * so the marketplace needs no buying path of its own. Shared by offering a ticket and by the seed's resold
 * tickets.
 */
import type { Queryable } from '../db/database.ts';
import { ticketEventOf, type TicketRow } from '../wallet/ticket-render.ts';

/** How long a buyer's cart holds an offered ticket before another buyer's checkout may take it. */
const RESALE_RESERVATION_MINUTES = 15;

/** Where in the stadium: block, row and seat, in German or English. */
function placeOf(ticket: Pick<TicketRow, 'block' | 'row_label' | 'seat_label'>, words: { row: string; seat: string }) {
  return [
    `Block ${ticket.block}`,
    ticket.row_label ? `${words.row} ${ticket.row_label}` : null,
    ticket.seat_label ? `${words.seat} ${ticket.seat_label}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The hidden product that sells an offered ticket: stock 1, one per cart, a reservation like any ticket's.
 * `sold` writes it sold out and off sale (the seed's tickets resold before the demo starts).
 */
export async function insertResaleProduct(
  tx: Queryable,
  ticket: TicketRow,
  now: Date,
  options: { sold?: boolean } = {},
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>("SELECT nextval('resale_product_ids')::integer AS id");
  const id = rows[0]!.id;
  const event = ticketEventOf(ticket);
  const place = placeOf(ticket, { row: 'Reihe', seat: 'Platz' });
  const placeEn = placeOf(ticket, { row: 'row', seat: 'seat' });
  const season = ticket.season === null ? '' : `${ticket.season}/${String((ticket.season + 1) % 100).padStart(2, '0')}`;
  const nameDe = event ? `Zweitmarkt: ${event.name}, ${place}` : `Zweitmarkt: Dauerkarte ${season}, ${place}`;
  const nameEn = event ? `Resale: ${event.name}, ${placeEn}` : `Resale: season ticket ${season}, ${placeEn}`;
  await tx.query(
    `INSERT INTO products (id, shop_id, sku, name_de, name_en, description_de, description_en, price_minor,
       release_date, is_hidden, is_active, stock, max_quantity, artwork, kind, reservation_minutes, sale_ends_at,
       resale_ticket_id)
     SELECT $1::integer, id, 'ZM-' || $1::text, $2, $3, $4, $5, $6, $7, true, $11, $12, 1, 'gift', 'Ticket', $8, $9, $10
     FROM shops ORDER BY id LIMIT 1`,
    [
      id,
      nameDe,
      nameEn,
      `Von einem Fan über den offiziellen Ticket-Marktplatz angeboten (${ticket.pricing_class_de}).`,
      `Offered by a fan on the official ticket marketplace (${ticket.pricing_class_en}).`,
      ticket.price_minor,
      now,
      RESALE_RESERVATION_MINUTES,
      ticket.kickoff === null ? null : ticket.kickoff,
      ticket.id,
      !options.sold,
      options.sold ? 0 : 1,
    ],
  );
  return id;
}
