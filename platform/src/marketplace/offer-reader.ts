/**
 * The marketplace's read side: a seller's offers one by one or page by page, a ticket's latest offer, and
 * the tickets on sale that buyers see. Apart from the service, whose writes each hold a ticket's or an
 * offer's lock; nothing here locks. A seller sees only their own offers: another's is not found.
 */
import type { Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { notFound } from '../http/problem.ts';
import { inTime } from '../wallet/ticket-render.ts';
import { OFFER_SELECT, type ListingRow, type OfferRow } from './records.ts';
import { listingOf, offerOf, type MarketplaceOffer } from './render.ts';

/** The open offer of a ticket, or else its newest one, of this seller. */
export async function latestOffer(
  db: Queryable,
  ticketId: number,
  seller: string,
  now: Date,
): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(
    `${OFFER_SELECT} WHERE o.ticket_id = $2 AND o.owner = $3
     ORDER BY (o.state = 'Created') DESC, o.created_at DESC LIMIT 1`,
    [now, ticketId, seller],
  );
  return rows[0];
}

export class OfferReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  async get(seller: string, id: string): Promise<MarketplaceOffer> {
    const { rows } = await this.db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $2 AND o.owner = $3`, [
      this.now(),
      id,
      seller,
    ]);
    if (!rows[0]) throw notFound(`No payout ${id}`);
    return offerOf(rows[0]);
  }

  /** The seller's offers and payouts, newest first. */
  async list(seller: string, page: number, pageSize: number) {
    const offset = (page - 1) * pageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<OfferRow>(
        `${OFFER_SELECT} WHERE o.owner = $2 ORDER BY o.created_at DESC, o.id LIMIT ${pageSize} OFFSET ${offset}`,
        [this.now(), seller],
      ),
      this.db.query<{ total: string }>('SELECT count(*) AS total FROM payouts WHERE owner = $1', [seller]),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return { items: rows.map(offerOf), page, pageSize, totalCount, hasNextPage: offset + rows.length < totalCount };
  }

  /** Tickets on sale, soonest match first, then season tickets: what buyers see (public). */
  async listings(page: number, pageSize: number) {
    const now = this.now();
    const where = `o.state = 'Created' AND p.stock > 0 AND p.is_active AND ${inTime('$1::timestamptz', '$2::integer')}`;
    const offset = (page - 1) * pageSize;
    const from = `FROM payouts o JOIN products p ON p.id = o.product_id JOIN tickets t ON t.id = o.ticket_id
      LEFT JOIN cms_matches m ON m.id = t.event_id`;
    const [{ rows }, count] = await Promise.all([
      this.db.query<ListingRow>(
        `SELECT o.*, p.sku, p.price_minor AS product_price_minor, t.kind, t.event_id, t.season, t.block, t.row_label,
                t.seat_label, t.pricing_class_de, t.pricing_class_en, m.home_team, m.away_team, m.competition,
                m.kickoff, m.kickoff_date
         ${from} WHERE ${where}
         ORDER BY m.kickoff_date NULLS LAST, m.kickoff NULLS LAST, t.season, o.created_at, o.id
         LIMIT ${pageSize} OFFSET ${offset}`,
        [now.toISOString(), seasonOf(now)],
      ),
      this.db.query<{ total: string }>(`SELECT count(*) AS total ${from} WHERE ${where}`, [
        now.toISOString(),
        seasonOf(now),
      ]),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map(listingOf),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }
}
