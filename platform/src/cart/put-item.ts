/**
 * Putting one product into a cart the caller has locked: the product's rules (active, sale open, one season
 * ticket per person and season, options, per-order limit), merged with an item of the same product and options,
 * and a ticket's places held for its reservation (ticketing/holds.ts). The cart service and the box office's
 * ticket adding (tickets.ts) share it.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError, notFound } from '../http/problem.ts';
import { holdSeats, soldBlockOf } from '../ticketing/holds.ts';
import { assertSeasonTicketHolder } from '../wallet/season-ticket-holders.ts';
import { optionsOf, type UserOptionValue } from './options.ts';
import { checkQuantity, validateOptions } from './rules.ts';
import type { CartRow, Owner } from './service.ts';

/** One product into a locked cart: checked, added to an item of the same product and options, its seats held. */
export async function putItem(
  tx: Queryable,
  cart: CartRow,
  owner: Owner,
  input: { sku: string; quantity: number; userOptionValues: UserOptionValue[] },
  now: () => Date,
): Promise<void> {
  const { rows } = await tx.query<{
    id: number;
    name_de: string;
    is_active: boolean;
    stock: number;
    max_quantity: number;
    kind: string;
    reservation_minutes: number | null;
    artwork: string;
    is_hidden: boolean;
    seller: string | null;
    resale_season: number | null;
    sale_ends_at: Date | string | null;
  }>(
    `SELECT p.*, o.owner AS seller, t.season AS resale_season
   FROM products p LEFT JOIN payouts o ON o.product_id = p.id
     LEFT JOIN tickets t ON t.id = p.resale_ticket_id AND t.kind = 'SeasonTicket'
   WHERE p.sku = $1`,
    [input.sku],
  );
  const product = rows[0];
  // A ticket on the marketplace is a hidden product of its own (marketplace/service.ts): on sale through
  // the cart, but not to the fan who offers it.
  const resale = product?.seller != null;
  if (!product || (product.is_hidden && !resale) || product.seller === owner) {
    throw notFound(`No product with SKU ${input.sku}`);
  }
  if (!product.is_active) throw nativeError('CARTITEM_INACTIVE', `${product.name_de} is no longer sold`);
  // A ticket whose sale has closed is refused here, with the reason, not first at the checkout.
  if (product.kind === 'Ticket' && product.sale_ends_at && new Date(product.sale_ends_at) <= now()) {
    throw nativeError('TICKET_IS_NOT_CHECKOUTABLE', `The sale of ${product.name_de} has closed`, {
      reason: 'SALE_CLOSED',
    });
  }
  // A season ticket on resale: one per person and season, as for one passed on (the checkout asks again).
  if (product.resale_season !== null) await assertSeasonTicketHolder(tx, owner, product.resale_season, now());
  const options = optionsOf(product.artwork, product.kind);
  const chosen = validateOptions(options, input.userOptionValues);
  const key = JSON.stringify(chosen);
  const expiresAt =
    product.kind === 'Ticket' && product.reservation_minutes
      ? new Date(now().getTime() + product.reservation_minutes * 60_000)
      : null;
  const upserted = await tx.query<{ id: number; quantity: number }>(
    `INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, expires_at, shipping_code)
   VALUES ($1, $2, $3, $4, $5, $6, $7)
   ON CONFLICT (cart_id, product_id, options_key)
   DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, expires_at = EXCLUDED.expires_at
   RETURNING id, quantity`,
    // Tickets go to the wallet unless the buyer asks for them by post; goods are posted.
    [
      cart.id,
      product.id,
      input.quantity,
      JSON.stringify(chosen),
      key,
      expiresAt,
      product.kind === 'Ticket' ? 'MobileTicket' : 'Standard',
    ],
  );
  const item = upserted.rows[0]!;
  checkQuantity(item.quantity, product);
  // A ticket of a block on sale holds its places for as long as the item's reservation runs.
  const sold = product.kind === 'Ticket' && expiresAt ? await soldBlockOf(tx, product.id) : undefined;
  if (sold && expiresAt) {
    await holdSeats(tx, sold, {
      cartItemId: item.id,
      holder: owner,
      quantity: item.quantity,
      expiresAt,
      now: now(),
    });
  }
}
