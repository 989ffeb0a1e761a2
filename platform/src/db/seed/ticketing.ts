/**
 * Seed data of the box office (issue 44, docs/domains/ticketing.md): the Südstadt-Arena's blocks as they are
 * sold, the prices of each price category and class, and a sale for every coming home match of the first team
 * with a kick-off (the league's and tonight's cup tie). The products of the first league match keep the ids the
 * older tests and demos know (2001, 2002, 2004).
 */
import type { Queryable } from '../database.ts';
import { CLUB, matches, LIVE_CUP_MATCH_ID, type MatchSeed } from './content.ts';
import { HOME_VENUE } from './wallet.ts';

type PriceClass = 'Adult' | 'Member' | 'Reduced' | 'Child';

export const stadiumBlocks: {
  block: string;
  area: { de: string; en: string };
  category: number;
  bestRank: number;
  seated: boolean;
  capacity: number;
}[] = [
  { block: 'A', area: { de: 'Haupttribüne', en: 'Main Stand' }, category: 1, bestRank: 1, seated: true, capacity: 240 },
  { block: 'B', area: { de: 'Haupttribüne', en: 'Main Stand' }, category: 1, bestRank: 2, seated: true, capacity: 240 },
  { block: 'C', area: { de: 'Haupttribüne', en: 'Main Stand' }, category: 2, bestRank: 1, seated: true, capacity: 400 },
  {
    block: 'D',
    area: { de: 'Gegengerade', en: 'Opposite Stand' },
    category: 3,
    bestRank: 1,
    seated: true,
    capacity: 500,
  },
  {
    block: 'E',
    area: { de: 'Gegengerade', en: 'Opposite Stand' },
    category: 3,
    bestRank: 2,
    seated: true,
    capacity: 500,
  },
  {
    block: 'F1',
    area: { de: 'Familienblock', en: 'Family block' },
    category: 4,
    bestRank: 1,
    seated: true,
    capacity: 200,
  },
  { block: 'S1', area: { de: 'Südkurve', en: 'South Stand' }, category: 5, bestRank: 1, seated: false, capacity: 800 },
  { block: 'S2', area: { de: 'Südkurve', en: 'South Stand' }, category: 5, bestRank: 2, seated: false, capacity: 800 },
  { block: 'S3', area: { de: 'Südkurve', en: 'South Stand' }, category: 5, bestRank: 3, seated: false, capacity: 800 },
];

/** Prices in cents by category (1 to 5): full, members' (10 % off, spec 3) and reduced. */
const PRICES: Record<number, Record<Exclude<PriceClass, 'Child'>, number>> = {
  1: { Adult: 5500, Member: 4950, Reduced: 3900 },
  2: { Adult: 4500, Member: 4050, Reduced: 3200 },
  3: { Adult: 3500, Member: 3150, Reduced: 2500 },
  4: { Adult: 2500, Member: 2250, Reduced: 1500 },
  5: { Adult: 1800, Member: 1600, Reduced: 1200 },
};

const CLASS_NAMES: Record<PriceClass, { de: string; en: string }> = {
  Adult: { de: 'Vollzahler', en: 'Adult' },
  Member: { de: 'Mitglied', en: 'Member' },
  Reduced: { de: 'Ermäßigt', en: 'Reduced' },
  Child: { de: 'Kind bis 6 Jahre', en: 'Child up to 6' },
};

export const PER_PERSON_LIMIT = 4;
export const RESERVATION_MINUTES = 15;

/** The products the first league match had before the box office: they keep their ids, names and prices. */
const KEPT: Record<string, number> = { 'S3/Adult': 2001, 'C/Adult': 2002, 'F1/Child': 2004 };

/** The home matches on sale: the first team's league matches to come with a kick-off, and tonight's cup tie. */
export function matchesOnSale(now: Date): MatchSeed[] {
  const all = matches(now);
  const league = all
    .filter((match) => match.site === 'profis' && match.venue === HOME_VENUE && match.competition === 'Liga')
    .filter((match) => match.kickoff !== null && new Date(match.kickoff) > now)
    .sort((a, b) => a.kickoffDate.localeCompare(b.kickoffDate));
  return [...league, all.find((match) => match.id === LIVE_CUP_MATCH_ID)!];
}

export async function seedTicketSale(tx: Queryable, now: Date): Promise<void> {
  for (const [index, match] of matchesOnSale(now).entries()) {
    const opponent = match.homeTeam === CLUB ? match.awayTeam : match.homeTeam;
    // The first match is the demo's and the tests' (its tickets are bought again and again, by the same accounts):
    // it has no limit per person. Every other match has the club's.
    await tx.query('INSERT INTO match_sales (event_id, per_person_limit) VALUES ($1, $2)', [
      match.id,
      index === 0 ? null : PER_PERSON_LIMIT,
    ]);
    for (const [blockIndex, block] of stadiumBlocks.entries()) {
      await tx.query(
        `INSERT INTO match_blocks (event_id, block, area_de, area_en, category, best_rank, seated, capacity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          match.id,
          block.block,
          block.area.de,
          block.area.en,
          block.category,
          block.bestRank,
          block.seated,
          block.capacity,
        ],
      );
      const classes: PriceClass[] =
        block.block === 'F1' ? ['Adult', 'Member', 'Reduced', 'Child'] : ['Adult', 'Member', 'Reduced'];
      for (const [classIndex, priceClass] of classes.entries()) {
        const kept = index === 0 ? KEPT[`${block.block}/${priceClass}`] : undefined;
        if (kept !== undefined) {
          await tx.query('UPDATE ticket_products SET price_class = $2 WHERE product_id = $1', [kept, priceClass]);
          continue;
        }
        const id = 3000 + index * 40 + blockIndex * 4 + classIndex;
        const price = priceClass === 'Child' ? 0 : PRICES[block.category]![priceClass];
        const names = CLASS_NAMES[priceClass];
        await tx.query(
          `INSERT INTO products (id, shop_id, sku, name_de, name_en, description_de, description_en, price_minor,
             release_date, stock, max_quantity, artwork, kind, reservation_minutes, sale_ends_at)
           VALUES ($1, 1, $2, $3, $4, '', '', $5, $6, $7, $8, 'gift', 'Ticket', $9, $10)`,
          [
            id,
            `TK-${match.id}-${block.block}-${priceClass.toUpperCase()}`,
            `Tageskarte ${opponent} – Block ${block.block} (${block.area.de}), ${names.de}`,
            `Day ticket ${opponent} – block ${block.block} (${block.area.en}), ${names.en}`,
            price,
            now,
            block.capacity,
            PER_PERSON_LIMIT,
            RESERVATION_MINUTES,
            match.kickoff,
          ],
        );
        await tx.query(
          `INSERT INTO ticket_products (product_id, event_id, block, seated, pricing_class_de, pricing_class_en, price_class)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, match.id, block.block, block.seated, names.de, names.en, priceClass],
        );
      }
    }
  }
  // The demo accounts' tickets of these matches are sold places already.
  await tx.query(
    `UPDATE match_blocks mb SET taken = sold.count
     FROM (SELECT event_id, block, count(*)::int AS count FROM tickets WHERE kind = 'DayTicket' GROUP BY event_id, block) sold
     WHERE sold.event_id = mb.event_id AND sold.block = mb.block`,
  );
}
