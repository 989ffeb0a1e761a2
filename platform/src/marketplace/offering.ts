/**
 * The steps of putting a ticket on the marketplace and taking it back, each inside the caller's
 * transaction: whose ticket it is, whether it may be offered, which payout the REST fields choose, the
 * offer written with its resale product, and the withdrawal. Free functions taking `tx`, so the checks
 * run under the same locks as the writes they guard; the clock is the ticket service's, as the service's is.
 */
import { randomUUID } from 'node:crypto';
import type { CheckedAddress } from '../account/addresses.ts';
import type { Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { TicketService } from '../wallet/service.ts';
import type { TicketRow } from '../wallet/ticket-render.ts';
import { quote, type PayoutType } from './fees.ts';
import { latestOffer } from './offer-reader.ts';
import { TICKET_IN_CART_TEXT, type NotOfferableReason, type OfferInput } from './records.ts';
import { insertResaleProduct } from './resale-product.ts';

const TOKEN_PAYOUT_TYPE: Record<string, PayoutType | undefined> = { creditCard: 'CreditCard', payPal: 'PayPal' };

/** One of the seller's tickets; another's (or none) is not found, never forbidden. */
export async function ownTicket(
  db: Queryable,
  tickets: TicketService,
  seller: string,
  id: number,
  options: { lock?: boolean } = {},
) {
  const ticket = await tickets.row(db, id, options);
  if (!ticket || ticket.owner !== seller) throw notFound(`No ticket ${id}`);
  return ticket;
}

export async function notOfferableReason(db: Queryable, ticket: TicketRow): Promise<NotOfferableReason | null> {
  if (ticket.contract_id !== null || !ticket.transferable) return 'NotTransferable';
  if (!ticket.in_time) return 'EventStarted';
  // Read apart from the ticket's select, after its lock (see TicketTransferService.create).
  const { rows } = await db.query<{ what: string }>(
    `SELECT 'offered' AS what FROM payouts WHERE ticket_id = $1 AND state = 'Created'
     UNION ALL SELECT 'transfer' FROM ticket_transfers WHERE ticket_id = $1 AND state = 'Pending'`,
    [ticket.id],
  );
  if (rows.some((row) => row.what === 'offered')) return 'AlreadyOffered';
  if (rows.length > 0) return 'TransferPending';
  return null;
}

/**
 * The provider's payment the holder bought the ticket with, for a payout back to it: only their own
 * purchase in the shop, paid online (card, PayPal), whose payment succeeded.
 */
export async function originalPaymentOf(db: Queryable, ticket: TicketRow): Promise<string | null> {
  const { rows } = await db.query<{ payment_id: string }>(
    `SELECT c.payment_id FROM tickets t JOIN order_items i ON i.id = t.order_item_id
     JOIN orders o ON o.id = i.order_id JOIN checkouts c ON c.id = o.checkout_id
     WHERE t.id = $1 AND t.owner = t.original_owner AND c.owner = t.owner AND c.status = 'Paid'
       AND c.method IN ('paypal', 'creditcard', 'token') AND c.payment_id IS NOT NULL`,
    [ticket.id],
  );
  return rows[0]?.payment_id ?? null;
}

/** The payout type the REST fields choose: a voucher, a stored token's kind, or else the original payment. */
export async function payoutTypeOf(
  db: Queryable,
  seller: string,
  ticket: TicketRow,
  input: { useVoucher: boolean; paymentTokenId?: string | undefined },
): Promise<{ type: PayoutType; paymentTokenId: string | null; originalPaymentId: string | null }> {
  if (input.useVoucher) {
    if (input.paymentTokenId !== undefined) {
      throw fieldError('paymentTokenId', 'A voucher payout takes no payment token');
    }
    return { type: 'Voucher', paymentTokenId: null, originalPaymentId: null };
  }
  if (input.paymentTokenId !== undefined) {
    const type = await tokenPayoutType(db, seller, input.paymentTokenId);
    return { type, paymentTokenId: input.paymentTokenId, originalPaymentId: null };
  }
  const originalPaymentId = await originalPaymentOf(db, ticket);
  if (!originalPaymentId) {
    throw fieldError(
      'useVoucher',
      'This ticket was not paid online by its holder: choose a voucher, a card or a PayPal account',
    );
  }
  return { type: 'OriginalPayment', paymentTokenId: null, originalPaymentId };
}

/** A stored card or PayPal account of the seller's (a SEPA mandate cannot receive money here). */
export async function tokenPayoutType(db: Queryable, seller: string, paymentTokenId: string): Promise<PayoutType> {
  const { rows } = await db.query<{ type: string }>(
    'SELECT type FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
    [paymentTokenId, seller],
  );
  if (!rows[0]) throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'No stored payment method with this id', { status: 400 });
  const type = TOKEN_PAYOUT_TYPE[rows[0].type];
  if (!type) throw fieldError('paymentTokenId', 'Payouts go to a card or a PayPal account, not a SEPA mandate');
  return type;
}

/**
 * Offers the seller's ticket under its row lock: refused while it cannot change hands, is offered, or is
 * offered to someone. Writes the resale product and the offer; answers the offer's id.
 */
export async function offerTicket(
  tx: Queryable,
  tickets: TicketService,
  seller: string,
  ticketId: number,
  input: OfferInput,
  address: CheckedAddress,
): Promise<string> {
  const ticket = await ownTicket(tx, tickets, seller, ticketId, { lock: true });
  // The two numbers must name the same ticket: a client that mixed up two tickets offers neither.
  if (ticket.serial_number !== input.ticketSerialNumber) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'ticketSerialNumber is not the serial number of this ticket',
      errors: { ticketSerialNumber: ['is not the serial number of the ticket serialNumber names'] },
    });
  }
  const reason = await notOfferableReason(tx, ticket);
  if (reason === 'AlreadyOffered') {
    throw nativeError('USER_HAS_RUNNING_PAYOUT', 'This ticket is on the marketplace already', { status: 409 });
  }
  if (reason !== null) {
    throw nativeError('TICKETING_REQUEST_FAILED', `The ticket cannot be offered: ${reason}`, {
      status: 422,
      reason,
    });
  }
  const payout = await payoutTypeOf(tx, seller, ticket, input);
  const amounts = quote(ticket.kind, ticket.price_minor, payout.type);
  const productId = await insertResaleProduct(tx, ticket, tickets.now());
  const offerId = randomUUID();
  await tx.query(
    `INSERT INTO payouts (id, owner, ticket_id, ticket_serial_number, product_id, payout_type, payment_token_id,
       original_payment_id, price_minor, handling_fee_bp, handling_fee_minor, reimbursement_fee_bp,
       reimbursement_fee_minor, amount_minor, address, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'Created', $16, $16)`,
    [
      offerId,
      seller,
      ticket.id,
      ticket.serial_number,
      productId,
      payout.type,
      payout.paymentTokenId,
      payout.originalPaymentId,
      amounts.priceMinor,
      amounts.handlingFeeBp,
      amounts.handlingFeeMinor,
      amounts.reimbursementFeeBp,
      amounts.reimbursementFeeMinor,
      amounts.amountMinor,
      JSON.stringify(address),
      tickets.now(),
    ],
  );
  return offerId;
}

/**
 * Takes an unsold offer back: refused while the ticket sits in a buyer's cart or an open checkout holds
 * it (409 MARKETPLACE_TICKET_IN_CART). Under the product's row lock, which the checkout takes to reserve
 * it, so a withdrawal and a purchase at the same moment end with exactly one of them. Answers the offer's id.
 */
export async function withdrawOffer(
  tx: Queryable,
  tickets: TicketService,
  seller: string,
  ticketId: number,
): Promise<string> {
  await ownTicket(tx, tickets, seller, ticketId);
  const { rows } = await tx.query<{ id: string; product_id: number }>(
    `SELECT id, product_id FROM payouts WHERE ticket_id = $1 AND owner = $2 AND state = 'Created' FOR UPDATE`,
    [ticketId, seller],
  );
  const open = rows[0];
  if (!open) {
    const latest = await latestOffer(tx, ticketId, seller, tickets.now());
    if (!latest) throw notFound(`Ticket ${ticketId} is not offered on the marketplace`);
    throw nativeError('MARKETPLACE_OFFER_NOT_OPEN', `The offer is ${latest.state} already`, {
      status: 409,
      reason: latest.state,
    });
  }
  const { rows: product } = await tx.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1 FOR UPDATE', [
    open.product_id,
  ]);
  const { rows: carts } = await tx.query(
    `SELECT 1 FROM cart_items WHERE product_id = $1 AND (expires_at IS NULL OR expires_at > $2) LIMIT 1`,
    [open.product_id, tickets.now()],
  );
  if (product[0]!.stock === 0 || carts.length > 0) {
    throw nativeError('MARKETPLACE_TICKET_IN_CART', TICKET_IN_CART_TEXT, { status: 409 });
  }
  await tx.query(`UPDATE payouts SET state = 'Cancelled', updated_at = $2 WHERE id = $1`, [open.id, tickets.now()]);
  await tx.query('UPDATE products SET is_active = false, stock = 0 WHERE id = $1', [open.product_id]);
  return open.id;
}

function fieldError(field: string, detail: string): ProblemError {
  return new ProblemError({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail,
    errors: { [field]: [detail] },
  });
}
