/**
 * What follows a sale: the handover of sold tickets inside the checkout's transaction, the reopening of a
 * failed payout for a retry, and the payouts through the provider. Apart from offering, because these run
 * when a buyer's checkout or the provider acts, not the seller, and the provider's part outlives a request.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound } from '../http/problem.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import type { TicketService } from '../wallet/service.ts';
import { feeOf, REIMBURSEMENT_FEE_BP, type PayoutType } from './fees.ts';
import { tokenPayoutType } from './offering.ts';
import { mailSeller, type SellerEvent, type SellerMailOptions } from './mails.ts';
import type { StoredState } from './records.ts';

/**
 * In the transaction where a checkout's orders stand: every offered ticket it bought goes to the buyer
 * with a new barcode (the seller's code stops admitting), its offer is Sold, and a voucher payout gets its
 * code at once. Answers the offers sold and those still to be paid out by the provider.
 */
export async function handOverSoldTickets(
  tx: Queryable,
  tickets: TicketService,
  checkoutId: string,
): Promise<{ sold: string[]; toPayOut: string[] }> {
  const { rows } = await tx.query<{
    offer_id: string;
    ticket_id: number;
    payout_type: PayoutType;
    amount_minor: number;
    order_number: string;
    item_id: number;
    owner: string;
  }>(
    `SELECT o.id AS offer_id, o.ticket_id, o.payout_type, o.amount_minor, ord.number AS order_number,
            i.id AS item_id, c.owner
     FROM order_items i JOIN orders ord ON ord.id = i.order_id JOIN checkouts c ON c.id = ord.checkout_id
     JOIN payouts o ON o.product_id = i.product_id
     WHERE ord.checkout_id = $1 AND o.state = 'Created'
     ORDER BY o.ticket_id
     FOR UPDATE OF o`,
    [checkoutId],
  );
  const now = tickets.now();
  const toPayOut: string[] = [];
  for (const row of rows) {
    const ticket = (await tickets.row(tx, row.ticket_id, { lock: true }))!;
    await tickets.reissue(tx, ticket, row.owner);
    // The buyer bought it: their order is the one the ticket shows now.
    await tx.query(
      `UPDATE tickets SET original_owner = owner, order_number = $2, order_item_id = $3, order_item_unit = 1
       WHERE id = $1`,
      [row.ticket_id, row.order_number, row.item_id],
    );
    let voucherCode: string | null = null;
    if (row.payout_type === 'Voucher' && row.amount_minor > 0) {
      voucherCode = `ZM-${randomBytes(6).toString('hex').toUpperCase()}`;
      await tx.query('INSERT INTO vouchers (code, value_minor, is_active, valid_from) VALUES ($1, $2, true, $3)', [
        voucherCode,
        row.amount_minor,
        now,
      ]);
    }
    // A voucher (or nothing to pay) is paid out with the sale; the provider's payouts follow it.
    const paidNow = row.payout_type === 'Voucher' || row.amount_minor === 0;
    await tx.query(
      `UPDATE payouts SET state = $2, buyer_owner = $3, checkout_id = $4, voucher_code = $5, sold_at = $6,
         paid_out_at = $7, updated_at = $6 WHERE id = $1`,
      [
        row.offer_id,
        paidNow ? 'PaymentSucceeded' : 'Sold',
        row.owner,
        checkoutId,
        voucherCode,
        now,
        paidNow ? now : null,
      ],
    );
    if (!paidNow) toPayOut.push(row.offer_id);
  }
  return { sold: rows.map((row) => row.offer_id), toPayOut };
}

/**
 * Makes a failed payout of the seller's Sold again, to another (or the same) stored card or PayPal
 * account, under its row lock; answers the new attempt, which the provider payout then carries out.
 */
export async function reopenFailedPayout(
  tx: Queryable,
  seller: string,
  id: string,
  paymentTokenId: string,
  now: () => Date,
): Promise<number> {
  const { rows } = await tx.query<{
    state: StoredState;
    payout_attempt: number;
    price_minor: number;
    handling_fee_minor: number;
  }>(
    'SELECT state, payout_attempt, price_minor, handling_fee_minor FROM payouts WHERE id = $1 AND owner = $2 FOR UPDATE',
    [id, seller],
  );
  const offer = rows[0];
  if (!offer) throw notFound(`No payout ${id}`);
  if (offer.state !== 'PaymentFailed') {
    throw nativeError('PAYOUT_NOT_RETRYABLE', `Only a failed payout can be retried; this one is ${offer.state}`, {
      status: 409,
      reason: offer.state,
    });
  }
  const type = await tokenPayoutType(tx, seller, paymentTokenId);
  // The other method's reimbursement fee; the handling fee stays as quoted when the offer was made.
  const reimbursementFeeBp = REIMBURSEMENT_FEE_BP[type];
  const reimbursementFeeMinor = feeOf(offer.price_minor, reimbursementFeeBp);
  await tx.query(
    `UPDATE payouts SET state = 'Sold', payout_type = $3, payment_token_id = $4, original_payment_id = NULL,
       reimbursement_fee_bp = $5, reimbursement_fee_minor = $6, amount_minor = $7,
       payout_attempt = payout_attempt + 1, failure_reason = NULL, updated_at = $2
     WHERE id = $1`,
    [
      id,
      now(),
      type,
      paymentTokenId,
      reimbursementFeeBp,
      reimbursementFeeMinor,
      Math.max(0, offer.price_minor - offer.handling_fee_minor - reimbursementFeeMinor),
    ],
  );
  return offer.payout_attempt + 1;
}

export interface ProviderPayoutsOptions extends SellerMailOptions {
  db: Database;
  /** Pays card, PayPal and original-payment payouts; without one they wait as Sold. */
  payments?: PaymentProvider | undefined;
  log?: { error(details: object, message: string): void } | undefined;
  now: () => Date;
}

/** The payouts the payment provider carries out: at once for a retry, in the background after a sale. */
export class ProviderPayouts {
  /** Payouts started in the background after a sale; `idle()` waits for them (tests, shutdown). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: ProviderPayoutsOptions) {}

  /** Waits for the payouts started in the background (tests; a graceful stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Pays out after the current tick: by then the caller's transaction has ended, one way or the other. */
  payOutInBackground(id: string, attempt: number): void {
    this.inBackground(() => this.payOut(id, attempt));
  }

  /** Mails the seller about their offer after the current tick (see payOutInBackground). */
  mailSellerInBackground(id: string, event: SellerEvent): void {
    this.inBackground(() => mailSeller(this.options.db, this.options, id, event));
  }

  private inBackground(work: () => Promise<void>): void {
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'marketplace payout failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /**
   * Pays out a Sold offer through the provider, once per attempt: the idempotency key is the offer and the
   * attempt, so a payout started twice pays once. A refusal (4xx) fails the payout, for the seller to retry
   * with other details; an unreachable provider leaves it Sold, to be paid out by the next attempt.
   */
  async payOut(id: string, attempt: number): Promise<void> {
    const { rows } = await this.options.db.transaction((tx) =>
      tx.query<{
        owner: string;
        state: StoredState;
        payout_attempt: number;
        payment_token_id: string | null;
        original_payment_id: string | null;
        amount_minor: number;
      }>('SELECT * FROM payouts WHERE id = $1 FOR UPDATE', [id]),
    );
    const offer = rows[0];
    if (!offer || offer.state !== 'Sold' || offer.payout_attempt !== attempt) return;
    const payments = this.options.payments;
    if (!payments) return;
    let outcome: { status: 'succeeded' | 'failed'; providerId: string | null; reason: string | null };
    if (offer.amount_minor === 0) {
      outcome = { status: 'succeeded', providerId: null, reason: null };
    } else {
      try {
        const payout = await payments.createPayout({
          customerId: offer.owner,
          amountMinor: offer.amount_minor,
          currency: 'EUR',
          reference: `Ticket-Marktplatz ${id}`,
          ...(offer.payment_token_id
            ? { paymentTokenId: offer.payment_token_id }
            : { paymentId: offer.original_payment_id! }),
          idempotencyKey: `${id}:${attempt}`,
        });
        outcome = { status: payout.status, providerId: payout.id, reason: payout.failureReason };
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.status >= 500) {
          this.options.log?.error({ err: error, payoutId: id }, 'payout provider unreachable; the payout stays Sold');
          return;
        }
        outcome = { status: 'failed', providerId: null, reason: error.code };
      }
    }
    await this.options.db.query(
      `UPDATE payouts SET state = $3::text, provider_payout_id = $4, failure_reason = $5,
         paid_out_at = CASE WHEN $3::text = 'PaymentSucceeded' THEN $6::timestamptz END, updated_at = $6
       WHERE id = $1 AND state = 'Sold' AND payout_attempt = $2`,
      [
        id,
        attempt,
        outcome.status === 'succeeded' ? 'PaymentSucceeded' : 'PaymentFailed',
        outcome.providerId,
        outcome.reason,
        this.options.now(),
      ],
    );
    await mailSeller(this.options.db, this.options, id, outcome.status === 'succeeded' ? 'paidOut' : 'payoutFailed');
  }
}
