/**
 * Seats held by carts (issue 44, docs/domains/ticketing.md). A ticket of a sold block goes into a cart only with
 * a hold on as many places of its block, taken under the block's row lock, so that two buyers can never both
 * get its last seat: the lock makes them queue, and the second counts the first one's hold. A hold lasts as long
 * as its cart item's reservation; once that has run out it counts for nothing, and the next hold of the block
 * sweeps it away. The checkout turns held places into taken ones in its own transaction; a failed payment gives
 * them back.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';

/** The block a ticket product sells from, when its match is on sale with a plan of blocks. */
export interface SoldBlock {
  eventId: number;
  block: string;
}

export async function soldBlockOf(tx: Queryable, productId: number): Promise<SoldBlock | undefined> {
  const { rows } = await tx.query<{ event_id: number; block: string }>(
    `SELECT mb.event_id, mb.block FROM ticket_products tp
       JOIN match_blocks mb ON mb.event_id = tp.event_id AND mb.block = tp.block
     WHERE tp.product_id = $1`,
    [productId],
  );
  return rows[0] ? { eventId: rows[0].event_id, block: rows[0].block } : undefined;
}

/** Locks a block's row and answers how many of its places are neither taken nor held (but by `exceptItem`). */
async function lockBlock(tx: Queryable, { eventId, block }: SoldBlock, now: Date, exceptItem: number | null) {
  const { rows } = await tx.query<{ capacity: number; taken: number }>(
    'SELECT capacity, taken FROM match_blocks WHERE event_id = $1 AND block = $2 FOR UPDATE',
    [eventId, block],
  );
  const row = rows[0]!;
  // Holds whose time is up are swept here, under the lock, so none is left behind (the sweep gets the rest).
  await tx.query('DELETE FROM seat_holds WHERE event_id = $1 AND block = $2 AND expires_at <= $3', [
    eventId,
    block,
    now,
  ]);
  const { rows: held } = await tx.query<{ held: string | null; until: Date | null }>(
    `SELECT sum(quantity) AS held, max(expires_at) AS until FROM seat_holds
     WHERE event_id = $1 AND block = $2 AND cart_item_id IS DISTINCT FROM $3`,
    [eventId, block, exceptItem],
  );
  const heldByOthers = Number(held[0]?.held ?? 0);
  return {
    unsold: row.capacity - row.taken,
    free: row.capacity - row.taken - heldByOthers,
    heldUntil: held[0]?.until ?? null,
  };
}

/** Refuses `wanted` places of a block when fewer are free: sold out, or held by other carts for a while yet. */
function assertFree(place: { unsold: number; free: number; heldUntil: Date | null }, wanted: number, block: string) {
  if (wanted <= place.free) return;
  if (wanted > place.unsold) {
    throw nativeError('TICKETS_SOLD_OUT', `Block ${block} has ${Math.max(0, place.unsold)} places left`, {
      status: 409,
      available: Math.max(0, place.unsold),
    });
  }
  throw nativeError('TICKETS_HELD_BY_OTHERS', `Other carts hold places of block ${block} for a few minutes`, {
    status: 409,
    available: Math.max(0, place.free),
    ...(place.heldUntil ? { freeAgainAt: new Date(place.heldUntil).toISOString() } : {}),
  });
}

/**
 * How many tickets of a match a cart's owner has already: bought (orders not cancelled, also those still being
 * paid) and held in carts, other than `exceptItem`.
 */
async function ticketsOfHolder(
  tx: Queryable,
  holder: string,
  eventId: number,
  now: Date,
  exceptItems: readonly number[],
) {
  const { rows } = await tx.query<{ bought: string | null; held: string | null }>(
    `SELECT
       (SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
          JOIN checkouts c ON c.id = o.checkout_id JOIN ticket_products tp ON tp.product_id = i.product_id
        WHERE c.owner = $1 AND tp.event_id = $2 AND o.state NOT IN ('Cancelled', 'CompleteCancellation')) AS bought,
       (SELECT sum(quantity) FROM seat_holds
        WHERE holder = $1 AND event_id = $2 AND expires_at > $3 AND cart_item_id <> ALL($4::int[])) AS held`,
    [holder, eventId, now, exceptItems],
  );
  return Number(rows[0]?.bought ?? 0) + Number(rows[0]?.held ?? 0);
}

/** Refuses more tickets of a match than one person may have (match_sales.per_person_limit). */
export async function assertWithinLimit(
  tx: Queryable,
  holder: string,
  eventId: number,
  wanted: number,
  now: Date,
  exceptItems: readonly number[],
): Promise<void> {
  const { rows } = await tx.query<{ per_person_limit: number | null }>(
    'SELECT per_person_limit FROM match_sales WHERE event_id = $1',
    [eventId],
  );
  const limit = rows[0]?.per_person_limit;
  if (limit === undefined || limit === null) return;
  const already = await ticketsOfHolder(tx, holder, eventId, now, exceptItems);
  if (already + wanted > limit) {
    throw nativeError('TICKET_LIMIT_PER_MATCH_REACHED', `At most ${limit} tickets per person for this match`, {
      status: 422,
      available: Math.max(0, limit - already),
    });
  }
}

/**
 * Holds `quantity` places of the item's block for the cart item (its whole quantity, replacing what it held),
 * until `expiresAt`; or refuses with TICKETS_SOLD_OUT, TICKETS_HELD_BY_OTHERS or TICKET_LIMIT_PER_MATCH_REACHED.
 * Runs inside the cart's transaction, after the cart's row lock (a cart, then its blocks: never the other way).
 */
export async function holdSeats(
  tx: Queryable,
  sold: SoldBlock,
  hold: { cartItemId: number; holder: string; quantity: number; expiresAt: Date; now: Date },
): Promise<void> {
  await assertWithinLimit(tx, hold.holder, sold.eventId, hold.quantity, hold.now, [hold.cartItemId]);
  assertFree(await lockBlock(tx, sold, hold.now, hold.cartItemId), hold.quantity, sold.block);
  await tx.query(
    `INSERT INTO seat_holds (cart_item_id, event_id, block, holder, quantity, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (cart_item_id) DO UPDATE SET quantity = EXCLUDED.quantity, expires_at = EXCLUDED.expires_at`,
    [hold.cartItemId, sold.eventId, sold.block, hold.holder, hold.quantity, hold.expiresAt],
  );
}

/** One cart item of tickets the checkout turns into taken places. */
export interface HeldItem {
  cartItemId: number;
  productId: number;
  quantity: number;
}

/**
 * The checkout takes the places its ticket items hold: each block's `taken` grows by them, in the transaction
 * that writes the orders (the cart's items and their holds go with the spent cart). An item whose hold ran out
 * takes its places only if they are still free. Blocks are locked in one order, so two checkouts cannot deadlock.
 */
export async function takeHeldSeats(
  tx: Queryable,
  holder: string,
  items: readonly HeldItem[],
  now: Date,
): Promise<Set<number>> {
  const wanted = new Map<string, { sold: SoldBlock; quantity: number; items: number[] }>();
  const perEvent = new Map<number, number>();
  const seatedProducts = new Set<number>();
  for (const item of items) {
    const sold = await soldBlockOf(tx, item.productId);
    if (!sold) continue;
    seatedProducts.add(item.productId);
    const key = `${sold.eventId}/${sold.block}`;
    const entry = wanted.get(key) ?? { sold, quantity: 0, items: [] };
    entry.quantity += item.quantity;
    entry.items.push(item.cartItemId);
    wanted.set(key, entry);
    perEvent.set(sold.eventId, (perEvent.get(sold.eventId) ?? 0) + item.quantity);
  }
  // The limit per person again: a cart filled anonymously counted only its own holds.
  const ownItems = items.map((item) => item.cartItemId);
  for (const [eventId, quantity] of perEvent) await assertWithinLimit(tx, holder, eventId, quantity, now, ownItems);
  for (const [, entry] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const place = await lockBlock(tx, entry.sold, now, null);
    const { rows } = await tx.query<{ held: string | null }>(
      'SELECT sum(quantity) AS held FROM seat_holds WHERE cart_item_id = ANY($1::int[]) AND expires_at > $2',
      [entry.items, now],
    );
    // Its own live holds are among those lockBlock counted as held: they are this checkout's to take.
    const ownHeld = Number(rows[0]?.held ?? 0);
    assertFree({ ...place, free: place.free + ownHeld }, entry.quantity, entry.sold.block);
    await tx.query('UPDATE match_blocks SET taken = taken + $3 WHERE event_id = $1 AND block = $2', [
      entry.sold.eventId,
      entry.sold.block,
      entry.quantity,
    ]);
    await tx.query('DELETE FROM seat_holds WHERE cart_item_id = ANY($1::int[])', [entry.items]);
  }
  return seatedProducts;
}

/**
 * A failed or cancelled payment gives its ticket items' places back to their blocks; answers the products whose
 * places went back (the others' stock is the caller's to return).
 */
export async function returnTakenSeats(
  tx: Queryable,
  items: readonly { productId: number; quantity: number }[],
): Promise<Set<number>> {
  const seatedProducts = new Set<number>();
  const sorted = [...items].sort((a, b) => a.productId - b.productId);
  for (const item of sorted) {
    const sold = await soldBlockOf(tx, item.productId);
    if (!sold) continue;
    seatedProducts.add(item.productId);
    await tx.query('UPDATE match_blocks SET taken = taken - $3 WHERE event_id = $1 AND block = $2', [
      sold.eventId,
      sold.block,
      item.quantity,
    ]);
  }
  return seatedProducts;
}

/**
 * Holds again the places a failed payment just gave back, for the restored cart item (no check: they were this
 * buyer's a moment ago, and the block's row is still locked by this transaction). Its owner is the cart's.
 */
export async function holdAgain(
  tx: Queryable,
  item: { cartItemId: number; productId: number; quantity: number; expiresAt: Date },
): Promise<void> {
  const sold = await soldBlockOf(tx, item.productId);
  if (!sold) return;
  await tx.query(
    `INSERT INTO seat_holds (cart_item_id, event_id, block, holder, quantity, expires_at)
     SELECT $1, $2, $3, c.owner, $4, $5 FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.id = $1
     ON CONFLICT (cart_item_id) DO UPDATE SET quantity = seat_holds.quantity + EXCLUDED.quantity`,
    [item.cartItemId, sold.eventId, sold.block, item.quantity, item.expiresAt],
  );
}

/** Removes every hold whose time is up (the platform's sweep; holds of a block are also swept at its next hold). */
export async function sweepExpiredHolds(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM seat_holds WHERE expires_at <= $1 RETURNING cart_item_id', [now]);
  return rows.length;
}

/**
 * A sign-in merges the shopper's cart into the person's (cart/service.ts claim): the places held by the shopper's
 * items stay held by the merged items, now the person's, never more than the two carts held together, so no
 * block's count can grow.
 */
export async function carryHolds(tx: Queryable, sourceCartId: number, targetCartId: number, holder: string) {
  await tx.query(
    `INSERT INTO seat_holds (cart_item_id, event_id, block, holder, quantity, expires_at)
     SELECT t.id, h.event_id, h.block, $3, least(t.quantity, h.quantity + coalesce(th.quantity, 0)), t.expires_at
     FROM seat_holds h JOIN cart_items s ON s.id = h.cart_item_id
       JOIN cart_items t ON t.cart_id = $1 AND t.product_id = s.product_id AND t.options_key = s.options_key
       LEFT JOIN seat_holds th ON th.cart_item_id = t.id
     WHERE s.cart_id = $2 AND t.expires_at IS NOT NULL
     ON CONFLICT (cart_item_id) DO UPDATE SET quantity = EXCLUDED.quantity, holder = EXCLUDED.holder`,
    [targetCartId, sourceCartId, holder],
  );
}
