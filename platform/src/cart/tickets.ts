/** The box office's side of the cart: a match's tickets, in one block, added to a cart the caller has locked. */
import type { Queryable } from '../db/database.ts';
import { badRequest, nativeError, notFound } from '../http/problem.ts';
import { TicketOffers, type PriceClass } from '../ticketing/offer.ts';
import { putItem } from './put-item.ts';
import type { CartRow, Owner } from './service.ts';

export interface TicketsWanted {
  eventId: number;
  block?: string | undefined;
  category?: number | undefined;
  quantities: { priceClass: PriceClass; quantity: number }[];
}

/**
 * Adds tickets of one match to the cart, all in one block: the block asked for, or the best one with enough
 * places free ("best available", in a price category or any), each price class as its own item, every place
 * held for the reservation time (ticketing/holds.ts). Nothing is added unless all of them are held.
 */
export async function putTickets(
  tx: Queryable,
  cart: CartRow,
  owner: Owner,
  input: TicketsWanted,
  now: () => Date,
): Promise<void> {
  const wanted = input.quantities.filter((entry) => entry.quantity > 0);
  const total = wanted.reduce((sum, entry) => sum + entry.quantity, 0);
  if (total === 0) throw badRequest('quantities', 'Choose at least one ticket', 'body');
  if (new Set(wanted.map((entry) => entry.priceClass)).size !== wanted.length) {
    throw badRequest('quantities', 'Name each price class once', 'body');
  }
  const offers = new TicketOffers(tx, now);
  const block =
    input.block ??
    (await offers.bestBlock(
      input.eventId,
      total,
      input.category,
      wanted.map((entry) => entry.priceClass),
    ));
  if (block === undefined) {
    // No block has that many places free together: sold out, or held by carts (the block with the most).
    const offer = await offers.ofMatch(input.eventId);
    const fitting = offer.blocks.filter(
      (candidate) => input.category === undefined || candidate.category === input.category,
    );
    const unsold = Math.max(0, ...fitting.map((candidate) => candidate.unsold));
    throw unsold >= total
      ? nativeError('TICKETS_HELD_BY_OTHERS', 'Other carts hold the places for a few minutes', { status: 409 })
      : nativeError('TICKETS_SOLD_OUT', 'Not that many places are left together', {
          status: 409,
          available: unsold,
        });
  }
  const { rows: products } = await tx.query<{ sku: string; price_class: PriceClass }>(
    `SELECT p.sku, tp.price_class FROM ticket_products tp JOIN products p ON p.id = tp.product_id
     WHERE tp.event_id = $1 AND tp.block = $2 AND p.resale_ticket_id IS NULL AND p.is_active`,
    [input.eventId, block],
  );
  if (products.length === 0) throw notFound(`Match ${input.eventId} sells no block ${block}`);
  for (const entry of wanted) {
    const product = products.find((candidate) => candidate.price_class === entry.priceClass);
    if (!product) throw badRequest('quantities', `Block ${block} has no ${entry.priceClass} price`, 'body');
    await putItem(tx, cart, owner, { sku: product.sku, quantity: entry.quantity, userOptionValues: [] }, now);
  }
}
