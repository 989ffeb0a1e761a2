/**
 * What the box office offers of a match (issue 44): its blocks by stand and price category, how many places each
 * has free now (neither taken by a checkout nor held in a cart), and each block's price classes as products the
 * cart sells. The rules of the reduced prices are the gate's to check; the offer states them.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/problem.ts';

export const PRICE_CLASSES = ['Adult', 'Reduced', 'Member', 'Child'] as const;
export type PriceClass = (typeof PRICE_CLASSES)[number];

/** Fewer free places than this shows a block as almost sold out. */
export const FEW_PLACES = 20;

export interface BlockOffer {
  block: string;
  area: { de: string; en: string };
  category: number;
  seated: boolean;
  available: number;
  /** Free places counting those held in carts now: what is free again once their holds run out. */
  unsold: number;
  state: 'Available' | 'Few' | 'HeldByOthers' | 'SoldOut';
  prices: {
    productId: number;
    sku: string;
    priceClass: PriceClass;
    name: { de: string; en: string };
    pricingClass: { de: string; en: string };
    price: number;
  }[];
}

export interface MatchOffer {
  eventId: number;
  perPersonLimit: number | null;
  reservationMinutes: number;
  saleEndsAt: string | null;
  onSale: boolean;
  blocks: BlockOffer[];
}

export class TicketOffers {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  async ofMatch(eventId: number): Promise<MatchOffer> {
    const now = this.now();
    const { rows: sale } = await this.db.query<{ per_person_limit: number | null }>(
      'SELECT per_person_limit FROM match_sales WHERE event_id = $1',
      [eventId],
    );
    if (!sale[0]) throw notFound(`No tickets are sold for match ${eventId}`);
    const { rows: blocks } = await this.db.query<{
      block: string;
      area_de: string;
      area_en: string;
      category: number;
      seated: boolean;
      capacity: number;
      taken: number;
      held: string;
    }>(
      `SELECT mb.block, mb.area_de, mb.area_en, mb.category, mb.seated, mb.capacity, mb.taken,
              coalesce((SELECT sum(h.quantity) FROM seat_holds h
                        WHERE h.event_id = mb.event_id AND h.block = mb.block AND h.expires_at > $2), 0) AS held
       FROM match_blocks mb WHERE mb.event_id = $1
       ORDER BY mb.category, mb.best_rank, mb.block`,
      [eventId, now],
    );
    const { rows: prices } = await this.db.query<{
      block: string;
      product_id: number;
      sku: string;
      price_class: PriceClass;
      name_de: string;
      name_en: string;
      pricing_class_de: string;
      pricing_class_en: string;
      price_minor: number;
      reservation_minutes: number | null;
      sale_ends_at: Date | null;
      is_active: boolean;
    }>(
      `SELECT tp.block, p.id AS product_id, p.sku, tp.price_class, p.name_de, p.name_en, tp.pricing_class_de,
              tp.pricing_class_en, p.price_minor, p.reservation_minutes, p.sale_ends_at, p.is_active
       FROM ticket_products tp JOIN products p ON p.id = tp.product_id
       WHERE tp.event_id = $1 AND p.kind = 'Ticket' AND p.resale_ticket_id IS NULL
       ORDER BY array_position(ARRAY['Adult', 'Member', 'Reduced', 'Child'], tp.price_class), p.id`,
      [eventId],
    );
    const saleEnds = prices.map((row) => row.sale_ends_at).find((at) => at !== null) ?? null;
    const onSale = (saleEnds === null || new Date(saleEnds) > now) && prices.some((row) => row.is_active);
    return {
      eventId,
      perPersonLimit: sale[0].per_person_limit,
      reservationMinutes: Math.max(0, ...prices.map((row) => row.reservation_minutes ?? 0)),
      saleEndsAt: saleEnds ? new Date(saleEnds).toISOString() : null,
      onSale,
      blocks: blocks.map((row) => {
        const unsold = Math.max(0, row.capacity - row.taken);
        const available = Math.max(0, unsold - Number(row.held));
        return {
          block: row.block,
          area: { de: row.area_de, en: row.area_en },
          category: row.category,
          seated: row.seated,
          available,
          unsold,
          state:
            unsold === 0 ? 'SoldOut' : available === 0 ? 'HeldByOthers' : available < FEW_PLACES ? 'Few' : 'Available',
          prices: prices
            .filter((price) => price.block === row.block && price.is_active)
            .map((price) => ({
              productId: price.product_id,
              sku: price.sku,
              priceClass: price.price_class,
              name: { de: price.name_de, en: price.name_en },
              pricingClass: { de: price.pricing_class_de, en: price.pricing_class_en },
              price: price.price_minor / 100,
            })),
        };
      }),
    };
  }

  /**
   * The block "best available" gives `wanted` places in: the first of the category (or of any category, best
   * first) that sells every price class asked for and has that many places free now. Read without a lock: the hold that follows takes the block's lock and
   * counts again, so a block taken meanwhile is refused then, never sold twice.
   */
  async bestBlock(
    eventId: number,
    wanted: number,
    category: number | undefined,
    priceClasses: readonly PriceClass[],
  ): Promise<string | undefined> {
    const { rows } = await this.db.query<{ block: string }>(
      `SELECT mb.block FROM match_blocks mb
       WHERE mb.event_id = $1 AND ($3::int IS NULL OR mb.category = $3)
         AND mb.capacity - mb.taken - coalesce((SELECT sum(h.quantity) FROM seat_holds h
               WHERE h.event_id = mb.event_id AND h.block = mb.block AND h.expires_at > $4), 0) >= $2
         AND NOT EXISTS (
           SELECT 1 FROM unnest($5::text[]) AS wanted (price_class)
           WHERE NOT EXISTS (
             SELECT 1 FROM ticket_products tp JOIN products p ON p.id = tp.product_id
             WHERE tp.event_id = mb.event_id AND tp.block = mb.block AND tp.price_class = wanted.price_class
               AND p.is_active AND p.resale_ticket_id IS NULL))
       ORDER BY mb.category, mb.best_rank, mb.block LIMIT 1`,
      [eventId, wanted, category ?? null, this.now(), priceClasses],
    );
    return rows[0]?.block;
  }
}
