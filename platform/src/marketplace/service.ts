import { randomBytes, randomUUID } from 'node:crypto';
import { checkedAddress, type AddressFieldsInput, type CheckedAddress } from '../account/addresses.ts';
import type { Database, Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import { inTime, ticketEventOf, type TicketKind, type TicketRow, type TicketService } from '../wallet/service.ts';
import { feeOf, quote, REIMBURSEMENT_FEE_BP, type PayoutQuote, type PayoutType } from './fees.ts';

/** The states the payout service answers; Pending is a Created offer a buyer's open checkout holds. */
export type OfferState = 'Created' | 'Pending' | 'Sold' | 'Cancelled' | 'PaymentSucceeded' | 'PaymentFailed';
type StoredState = Exclude<OfferState, 'Pending'>;

/** Why a ticket cannot be offered (TICKETING_REQUEST_FAILED's reason). */
export type NotOfferableReason = 'EventStarted' | 'NotTransferable' | 'TransferPending' | 'AlreadyOffered';

/** How long a buyer's cart holds an offered ticket before another buyer's checkout may take it. */
const RESALE_RESERVATION_MINUTES = 15;

/** The text of the operation message deleteMarketplaceTicket (spec 2 section 8). */
export const TICKET_IN_CART_TEXT =
  'Das Ticket liegt im Warenkorb eines Kunden und kann derzeit nicht zurückgezogen werden.';

interface OfferRow {
  id: string;
  owner: string;
  ticket_id: number;
  ticket_serial_number: string;
  product_id: number;
  payout_type: PayoutType;
  payment_token_id: string | null;
  original_payment_id: string | null;
  price_minor: number;
  handling_fee_bp: number;
  handling_fee_minor: number;
  reimbursement_fee_bp: number;
  reimbursement_fee_minor: number;
  amount_minor: number;
  address: CheckedAddress;
  state: StoredState;
  voucher_code: string | null;
  payout_attempt: number;
  failure_reason: string | null;
  created_at: Date | string;
  sold_at: Date | string | null;
  paid_out_at: Date | string | null;
  // From the product, the carts, the token, the ticket and its match:
  stock: number;
  in_cart: boolean;
  token_type: 'creditCard' | 'sepa' | 'payPal' | null;
  token_brand: string | null;
  token_last4: string | null;
  token_paypal_email: string | null;
  kind: TicketKind;
  event_id: number | null;
  season: number | null;
  block: string;
  row_label: string | null;
  seat_label: string | null;
  pricing_class_de: string;
  pricing_class_en: string;
  home_team: string | null;
  away_team: string | null;
  competition: string | null;
  kickoff: Date | string | null;
  kickoff_date: Date | string | null;
}

/** An offer with what its answers show: the ticket, the product's stock, carts holding it, the token. */
const OFFER_SELECT = `SELECT o.*, p.stock,
    EXISTS (SELECT 1 FROM cart_items ci WHERE ci.product_id = o.product_id
            AND (ci.expires_at IS NULL OR ci.expires_at > $1::timestamptz)) AS in_cart,
    pt.type AS token_type, pt.brand AS token_brand, pt.last4 AS token_last4, pt.paypal_email AS token_paypal_email,
    t.kind, t.event_id, t.season, t.block, t.row_label, t.seat_label, t.pricing_class_de, t.pricing_class_en,
    m.home_team, m.away_team, m.competition, m.kickoff, m.kickoff_date
  FROM payouts o
  JOIN products p ON p.id = o.product_id
  JOIN tickets t ON t.id = o.ticket_id
  LEFT JOIN cms_matches m ON m.id = t.event_id
  LEFT JOIN payment_tokens pt ON pt.id = o.payment_token_id`;

const iso = (value: Date | string) => new Date(value).toISOString();
const money = (minor: number) => minor / 100;
const percent = (basisPoints: number) => basisPoints / 100;

const TOKEN_PAYOUT_TYPE: Record<string, PayoutType | undefined> = { creditCard: 'CreditCard', payPal: 'PayPal' };

function stateOf(row: OfferRow): OfferState {
  // The product's one unit is taken by a checkout whose payment is open: the sale is under way.
  return row.state === 'Created' && row.stock === 0 ? 'Pending' : row.state;
}

function paymentMethodOf(row: OfferRow) {
  if (!row.payment_token_id || !row.token_type) return null;
  const label =
    row.token_type === 'payPal'
      ? (row.token_paypal_email ?? 'PayPal')
      : `${row.token_brand ? row.token_brand[0]!.toUpperCase() + row.token_brand.slice(1) : 'Karte'} •••• ${row.token_last4}`;
  return { id: row.payment_token_id, type: row.token_type, label };
}

function ticketOf(row: OfferRow) {
  return {
    id: row.ticket_id,
    serialNumber: row.ticket_serial_number,
    kind: row.kind,
    event: ticketEventOf(row),
    season: row.season,
    block: row.block,
    row: row.row_label,
    seat: row.seat_label,
    pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
  };
}

function amountsOf(q: PayoutQuote) {
  return {
    payoutType: q.payoutType,
    ticketPrice: money(q.priceMinor),
    handlingFee: money(q.handlingFeeMinor),
    handlingFeePercent: percent(q.handlingFeeBp),
    reimbursementFee: money(q.reimbursementFeeMinor),
    reimbursementFeePercent: percent(q.reimbursementFeeBp),
    payoutAmount: money(q.amountMinor),
    currency: 'EUR' as const,
  };
}

function offerOf(row: OfferRow) {
  const state = stateOf(row);
  return {
    id: row.id,
    ticketId: row.ticket_id,
    ticketSerialNumber: row.ticket_serial_number,
    ticket: ticketOf(row),
    state,
    ...amountsOf({
      payoutType: row.payout_type,
      priceMinor: row.price_minor,
      handlingFeeBp: row.handling_fee_bp,
      handlingFeeMinor: row.handling_fee_minor,
      reimbursementFeeBp: row.reimbursement_fee_bp,
      reimbursementFeeMinor: row.reimbursement_fee_minor,
      amountMinor: row.amount_minor,
    }),
    paymentMethod: paymentMethodOf(row),
    address: row.address,
    voucherCode: row.voucher_code,
    failureReason: state === 'PaymentFailed' ? row.failure_reason : null,
    isInCart: row.in_cart,
    canBeWithdrawn: state === 'Created' && !row.in_cart,
    createdAt: iso(row.created_at),
    soldAt: row.sold_at === null ? null : iso(row.sold_at),
    paidOutAt: row.paid_out_at === null ? null : iso(row.paid_out_at),
  };
}

export type MarketplaceOffer = ReturnType<typeof offerOf>;

export interface OfferInput {
  serialNumber: string;
  ticketSerialNumber: string;
  useVoucher: boolean;
  paymentTokenId?: string | undefined;
  address: AddressFieldsInput;
}

export interface MarketplaceServiceOptions {
  db: Database;
  tickets: TicketService;
  /** The payment provider pays card, PayPal and original-payment payouts; without one they wait as Sold. */
  payments?: PaymentProvider | undefined;
  log?: { error(details: object, message: string): void };
}

/**
 * The ticket marketplace and its payouts (spec 2 sections 3–9). An offer puts a hidden product of its own
 * on sale (stock 1, at most 1 per cart), so the cart and checkout sell it as they sell any ticket: the
 * checkout that takes its one unit holds it (Pending), a failed payment puts it back, and when the orders
 * stand `handOverForCheckout` gives the ticket to the buyer with a new barcode and marks the offer Sold.
 * The payout then follows: a voucher at once, card, PayPal and the original payment through the provider.
 */
export class MarketplaceService {
  private readonly db: Database;
  /** Payouts started in the background after a sale; `idle()` waits for them (tests, shutdown). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: MarketplaceServiceOptions) {
    this.db = options.db;
  }

  private now(): Date {
    return this.options.tickets.now();
  }

  /** Whether the seller's ticket can be offered, with which payout types, and its current offer. */
  async information(seller: string, ticketId: number) {
    const ticket = await this.ownTicket(this.db, seller, ticketId);
    const [offer, reason, originalPayment] = await Promise.all([
      this.latestOffer(this.db, ticketId, seller),
      this.notOfferableReason(this.db, ticket),
      this.originalPaymentOf(this.db, ticket),
    ]);
    return {
      ticketId: ticket.id,
      serialNumber: String(ticket.id),
      ticketSerialNumber: ticket.serial_number,
      canBeOffered: reason === null,
      notOfferableReason: reason,
      payoutTypes: (['OriginalPayment', 'Voucher', 'CreditCard', 'PayPal'] as const).filter(
        (type) => type !== 'OriginalPayment' || originalPayment !== null,
      ),
      ticketPrice: money(ticket.price_minor),
      currency: 'EUR' as const,
      offer: offer ? offerOf(offer) : null,
    };
  }

  /** What offering the ticket pays out: with a voucher, to a stored card or PayPal account, or back to its payment. */
  async quote(seller: string, ticketId: number, input: { useVoucher: boolean; paymentTokenId?: string | undefined }) {
    const ticket = await this.ownTicket(this.db, seller, ticketId);
    const payoutType = await this.payoutTypeOf(this.db, seller, ticket, input);
    return amountsOf(quote(ticket.kind, ticket.price_minor, payoutType.type));
  }

  /** Offers the seller's ticket; refused while it cannot change hands, is offered, or is offered to someone. */
  async create(seller: string, input: OfferInput): Promise<MarketplaceOffer> {
    const ticketId = Number(input.serialNumber);
    if (!Number.isSafeInteger(ticketId) || ticketId < 1) throw notFound(`No ticket ${input.serialNumber}`);
    const address = await checkedAddress(this.db, input.address);
    const id = await this.db.transaction(async (tx) => {
      const ticket = await this.ownTicket(tx, seller, ticketId, { lock: true });
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
      const reason = await this.notOfferableReason(tx, ticket);
      if (reason === 'AlreadyOffered') {
        throw nativeError('USER_HAS_RUNNING_PAYOUT', 'This ticket is on the marketplace already', { status: 409 });
      }
      if (reason !== null) {
        throw nativeError('TICKETING_REQUEST_FAILED', `The ticket cannot be offered: ${reason}`, {
          status: 422,
          reason,
        });
      }
      const payout = await this.payoutTypeOf(tx, seller, ticket, input);
      const amounts = quote(ticket.kind, ticket.price_minor, payout.type);
      const productId = await insertResaleProduct(tx, ticket, this.now());
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
          this.now(),
        ],
      );
      return offerId;
    });
    return this.get(seller, id);
  }

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

  /**
   * Takes an unsold offer back: refused while the ticket sits in a buyer's cart or an open checkout holds
   * it (409 MARKETPLACE_TICKET_IN_CART). Under the product's row lock, which the checkout takes to reserve
   * it, so a withdrawal and a purchase at the same moment end with exactly one of them.
   */
  async revoke(seller: string, ticketId: number): Promise<MarketplaceOffer> {
    const id = await this.db.transaction(async (tx) => {
      await this.ownTicket(tx, seller, ticketId);
      const { rows } = await tx.query<{ id: string; product_id: number }>(
        `SELECT id, product_id FROM payouts WHERE ticket_id = $1 AND owner = $2 AND state = 'Created' FOR UPDATE`,
        [ticketId, seller],
      );
      const open = rows[0];
      if (!open) {
        const latest = await this.latestOffer(tx, ticketId, seller);
        if (!latest) throw notFound(`Ticket ${ticketId} is not offered on the marketplace`);
        throw nativeError('MARKETPLACE_OFFER_NOT_OPEN', `The offer is ${latest.state} already`, {
          status: 409,
          reason: latest.state,
        });
      }
      const { rows: product } = await tx.query<{ stock: number }>(
        'SELECT stock FROM products WHERE id = $1 FOR UPDATE',
        [open.product_id],
      );
      const { rows: carts } = await tx.query(
        `SELECT 1 FROM cart_items WHERE product_id = $1 AND (expires_at IS NULL OR expires_at > $2) LIMIT 1`,
        [open.product_id, this.now()],
      );
      if (product[0]!.stock === 0 || carts.length > 0) {
        throw nativeError('MARKETPLACE_TICKET_IN_CART', TICKET_IN_CART_TEXT, { status: 409 });
      }
      await tx.query(`UPDATE payouts SET state = 'Cancelled', updated_at = $2 WHERE id = $1`, [open.id, this.now()]);
      await tx.query('UPDATE products SET is_active = false, stock = 0 WHERE id = $1', [open.product_id]);
      return open.id;
    });
    return this.get(seller, id);
  }

  /** Pays a failed payout again, to another (or the same) stored card or PayPal account; answers the outcome. */
  async retry(seller: string, id: string, paymentTokenId: string): Promise<MarketplaceOffer> {
    const attempt = await this.db.transaction(async (tx) => {
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
      const type = await this.tokenPayoutType(tx, seller, paymentTokenId);
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
          this.now(),
          type,
          paymentTokenId,
          reimbursementFeeBp,
          reimbursementFeeMinor,
          Math.max(0, offer.price_minor - offer.handling_fee_minor - reimbursementFeeMinor),
        ],
      );
      return offer.payout_attempt + 1;
    });
    await this.payOut(id, attempt);
    return this.get(seller, id);
  }

  /** Tickets on sale, soonest match first, then season tickets: what buyers see (public). */
  async listings(page: number, pageSize: number) {
    const now = this.now();
    const where = `o.state = 'Created' AND p.stock > 0 AND p.is_active AND ${inTime('$1::timestamptz', '$2::integer')}`;
    const offset = (page - 1) * pageSize;
    const from = `FROM payouts o JOIN products p ON p.id = o.product_id JOIN tickets t ON t.id = o.ticket_id
      LEFT JOIN cms_matches m ON m.id = t.event_id`;
    const [{ rows }, count] = await Promise.all([
      this.db.query<OfferRow & { sku: string; product_price_minor: number }>(
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
      items: rows.map((row) => ({
        id: row.product_id,
        sku: row.sku,
        kind: row.kind,
        event: ticketEventOf(row),
        season: row.season,
        block: row.block,
        row: row.row_label,
        seat: row.seat_label,
        pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
        price: money(row.product_price_minor),
        currency: 'EUR' as const,
      })),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  /**
   * Called by the checkout in the transaction where a checkout's orders stand: every offered ticket it
   * bought goes to the buyer with a new barcode (the seller's code stops admitting), its offer is Sold,
   * and a voucher payout gets its code at once. Card, PayPal and original-payment payouts start after the
   * transaction, in the background. Returns how many tickets changed hands.
   */
  async handOverForCheckout(tx: Queryable, checkoutId: string): Promise<number> {
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
    const now = this.now();
    const toPayOut: string[] = [];
    for (const row of rows) {
      const ticket = (await this.options.tickets.row(tx, row.ticket_id, { lock: true }))!;
      await this.options.tickets.reissue(tx, ticket, row.owner);
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
    // Started once the checkout's transaction ends: each payout waits for the offer's row lock, so it
    // sees the sale once committed and nothing when the transaction rolled back.
    for (const id of toPayOut) this.inBackground(() => this.payOut(id, 1));
    return rows.length;
  }

  /** Waits for the payouts started in the background (tests; a graceful stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
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
  private async payOut(id: string, attempt: number): Promise<void> {
    const { rows } = await this.db.transaction((tx) =>
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
    await this.db.query(
      `UPDATE payouts SET state = $3::text, provider_payout_id = $4, failure_reason = $5,
         paid_out_at = CASE WHEN $3::text = 'PaymentSucceeded' THEN $6::timestamptz END, updated_at = $6
       WHERE id = $1 AND state = 'Sold' AND payout_attempt = $2`,
      [
        id,
        attempt,
        outcome.status === 'succeeded' ? 'PaymentSucceeded' : 'PaymentFailed',
        outcome.providerId,
        outcome.reason,
        this.now(),
      ],
    );
  }

  /** One of the seller's tickets; another's (or none) is not found, never forbidden. */
  private async ownTicket(db: Queryable, seller: string, id: number, options: { lock?: boolean } = {}) {
    const ticket = await this.options.tickets.row(db, id, options);
    if (!ticket || ticket.owner !== seller) throw notFound(`No ticket ${id}`);
    return ticket;
  }

  /** The open offer of a ticket, or else its newest one, of this seller. */
  private async latestOffer(db: Queryable, ticketId: number, seller: string): Promise<OfferRow | undefined> {
    const { rows } = await db.query<OfferRow>(
      `${OFFER_SELECT} WHERE o.ticket_id = $2 AND o.owner = $3
       ORDER BY (o.state = 'Created') DESC, o.created_at DESC LIMIT 1`,
      [this.now(), ticketId, seller],
    );
    return rows[0];
  }

  private async notOfferableReason(db: Queryable, ticket: TicketRow): Promise<NotOfferableReason | null> {
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
  private async originalPaymentOf(db: Queryable, ticket: TicketRow): Promise<string | null> {
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
  private async payoutTypeOf(
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
      const type = await this.tokenPayoutType(db, seller, input.paymentTokenId);
      return { type, paymentTokenId: input.paymentTokenId, originalPaymentId: null };
    }
    const originalPaymentId = await this.originalPaymentOf(db, ticket);
    if (!originalPaymentId) {
      throw fieldError(
        'useVoucher',
        'This ticket was not paid online by its holder: choose a voucher, a card or a PayPal account',
      );
    }
    return { type: 'OriginalPayment', paymentTokenId: null, originalPaymentId };
  }

  /** A stored card or PayPal account of the seller's (a SEPA mandate cannot receive money here). */
  private async tokenPayoutType(db: Queryable, seller: string, paymentTokenId: string): Promise<PayoutType> {
    const { rows } = await db.query<{ type: string }>(
      'SELECT type FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
      [paymentTokenId, seller],
    );
    if (!rows[0]) throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'No stored payment method with this id', { status: 400 });
    const type = TOKEN_PAYOUT_TYPE[rows[0].type];
    if (!type) throw fieldError('paymentTokenId', 'Payouts go to a card or a PayPal account, not a SEPA mandate');
    return type;
  }
}

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

function fieldError(field: string, detail: string): ProblemError {
  return new ProblemError({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail,
    errors: { [field]: [detail] },
  });
}
