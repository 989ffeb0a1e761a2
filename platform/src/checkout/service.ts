import { randomUUID } from 'node:crypto';
import type { CartService, Owner } from '../cart/service.ts';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Payment, PaymentEvent, PaymentMethod, PaymentProvider } from '../payments/provider.ts';
import { approvalPageIn, PaymentProviderError } from '../payments/provider.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { OrderHistory } from './history.ts';
import { sendOrderConfirmation, sendPaymentFailed } from './mails.ts';
import { assertTransition, type OrderState } from './order-states.ts';
import { paymentTokenForCheckout, storeCardOfPayment } from './payment-tokens.ts';
import { assertBuyable, planOrders, restoreCart, spendCart, takeStock, writeOrders } from './placing.ts';
import {
  COMPLETED,
  FIRST_STATUS,
  minor,
  normaliseAddress,
  OPEN,
  type CheckoutBuyer,
  type CheckoutInput,
  type CheckoutMethod,
  type CheckoutRow,
} from './records.ts';
import { renderCheckouts } from './render.ts';

const PROVIDER_METHOD: Partial<Record<CheckoutMethod, PaymentMethod>> = {
  paypal: 'paypal',
  creditcard: 'card',
  token: 'token',
  sepa: 'sepa',
};

export interface CheckoutServiceOptions {
  db: Database;
  carts: CartService;
  mailer: Mailer;
  /** The payment provider; without one only on-account and no-payment checkouts work. */
  payments?: PaymentProvider | undefined;
  /** The portal's origin: where the buyer returns from the provider and where mails link to. */
  portalOrigin: () => string;
  /** The platform's own origin: the provider's webhooks come back here. */
  platformOrigin: () => string;
  log?: { error(details: object, message: string): void };
  now?: () => Date;
  /** Issues the wallet tickets of an order's ticket items, in the transaction where the order becomes final. */
  tickets?: { issueForCheckout(tx: Queryable, checkoutId: string): Promise<number> };
}

/**
 * Checkout: turns a cart into orders and a payment. Every rule is checked, the stock reserved and the
 * orders written in one transaction that holds the cart's row lock, so two tabs checking out one cart
 * make one order, and an idempotency key makes a repeated call answer the same checkout. A failed or
 * cancelled payment puts everything back: stock, cart items, vouchers and codes.
 */
export class CheckoutService {
  private readonly db: Database;
  private readonly now: () => Date;
  /** The read side: what a buyer reads of their checkouts and orders afterwards. */
  readonly history: OrderHistory;

  constructor(private readonly options: CheckoutServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.history = new OrderHistory(options.db);
  }

  /** Whether the person belongs to a tester group (SEPA is offered to testers only, spec 2 section 5). */
  async isTester(db: Queryable, accountId: string): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM account_groups a JOIN groups g ON g.id = a.group_id WHERE a.account_id = $1 AND g.is_tester`,
      [accountId],
    );
    return rows.length > 0;
  }

  async start(buyer: CheckoutBuyer, method: CheckoutMethod, input: CheckoutInput, idempotencyKey: string) {
    const existing = await this.byIdempotencyKey(this.db, buyer.owner, idempotencyKey);
    if (existing) return this.resume(existing);

    const providerMethod = PROVIDER_METHOD[method];
    if (providerMethod && !this.options.payments) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'No payment provider is configured',
      });
    }
    if (method === 'sepa' && !(await this.isTester(this.db, buyer.accountId))) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'PAYMENT_METHOD_NOT_AVAILABLE',
        status: 403,
        errorCode: 'PAYMENT_METHOD_NOT_AVAILABLE',
        detail: 'SEPA direct debit is open to tester groups only',
      });
    }
    // A new IBAN becomes a mandate first (the provider checks it); a stored token must be the buyer's own.
    let paymentTokenId: string | null = null;
    if (method === 'sepa' || method === 'token') {
      paymentTokenId = await paymentTokenForCheckout(this.db, this.options.payments!, buyer, method, input);
    }

    const checkout = await this.db.transaction(async (tx) => {
      const cart = await this.options.carts.lockCart(tx, buyer.owner, input.cartCountryCode);
      // Under the cart's lock: a second call with the same key waits here, then finds the first's checkout.
      const again = await this.byIdempotencyKey(tx, buyer.owner, idempotencyKey);
      if (again) return { row: again, created: false };
      // The cart priced for where it goes: shipping costs and the 18+ rule follow the shipping address.
      const shippingCountry = input.shippingAddress.countryCode.toUpperCase();
      await this.options.carts.assertCountry(tx, shippingCountry);
      const view = await this.options.carts.render(tx, { ...cart, country_code: shippingCountry });
      const now = this.now();
      const addresses = { shipping: input.shippingAddress, billing: input.billingAddress };
      const products = await assertBuyable(tx, buyer.owner, method, view, addresses, now);
      await takeStock(
        tx,
        buyer.owner,
        view.orders.flatMap((order) => order.items),
        now,
      );

      const status = FIRST_STATUS[method];
      const id = randomUUID();
      const orders = planOrders(view, products);
      await tx.query(
        `INSERT INTO checkouts (id, owner, account_id, idempotency_key, method, status, country_code, shipping_address,
           billing_address, total_minor, total_shipping_minor, total_tax_minor, total_voucher_minor,
           total_promotion_minor, promotion_codes, payment_token_id, language, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
        [
          id,
          buyer.owner,
          buyer.accountId,
          idempotencyKey,
          method,
          status,
          cart.country_code,
          JSON.stringify(normaliseAddress(input.shippingAddress)),
          JSON.stringify(normaliseAddress(input.billingAddress)),
          minor(view.totalPrice),
          minor(view.totalShippingPrice),
          orders.taxMinor,
          orders.voucherMinor,
          orders.promotionMinor,
          view.orders.flatMap((order) => order.promotionCodes.map((code) => code.code)),
          paymentTokenId,
          input.language ?? 'de',
          now,
        ],
      );
      await writeOrders(tx, id, orders.plans, products, COMPLETED.has(status) ? 'OrderPlaced' : 'OrderInReview', now);
      await spendCart(tx, cart.id, id);
      // On account or without payment the orders stand now: their tickets go to the wallet with them.
      if (COMPLETED.has(status)) await this.options.tickets?.issueForCheckout(tx, id);
      return { row: (await this.byId(tx, id))!, created: true };
    });

    if (!checkout.created) return this.resume(checkout.row);
    if (COMPLETED.has(checkout.row.status)) {
      await this.sendConfirmation(checkout.row.id);
      return this.resume(checkout.row);
    }
    return this.resume(await this.createPayment(checkout.row));
  }

  /** The answer to a checkout call: the next step, the same for a repeated call with the same key. */
  private async resume(row: CheckoutRow) {
    // A call that stopped between writing the orders and reaching the provider is finished now.
    if (OPEN.has(row.status) && !row.payment_id) row = await this.createPayment(row);
    return {
      checkoutId: row.id,
      paymentUrl: row.payment_url,
      scriptUrl: row.script_url,
      paymentTokenId: row.payment_token_id,
      checkout: await this.render(this.db, row),
    };
  }

  private async createPayment(row: CheckoutRow): Promise<CheckoutRow> {
    const provider = this.options.payments!;
    const confirmation = portalUrl(this.options.portalOrigin(), portalLinks.checkoutConfirmation(row.language, row.id));
    try {
      const payment = await provider.createPayment({
        method: PROVIDER_METHOD[row.method]!,
        amountMinor: row.total_minor,
        currency: 'EUR',
        reference: row.id,
        description: `SC Südstadt 1899 Fanshop – Bestellung ${row.id.slice(0, 8)}`,
        customerId: row.owner,
        returnUrl: confirmation,
        // Cancelled too, the buyer lands on the confirmation page (in the language they paid in), which asks
        // for the payment's state, so the cancellation is recorded and the cart restored before it shows.
        cancelUrl: confirmation,
        webhookUrl: `${this.options.platformOrigin().replace(/\/$/, '')}/checkouts/webhooks/payments`,
        ...(row.payment_token_id ? { paymentTokenId: row.payment_token_id } : {}),
        idempotencyKey: row.id,
      });
      await this.db.query(
        `UPDATE checkouts SET payment_id = $2, payment_url = $3, script_url = $4, updated_at = now() WHERE id = $1`,
        [row.id, payment.id, approvalPageIn(payment.approvalUrl, row.language), payment.scriptUrl],
      );
      if (payment.status !== 'requires_action' && payment.status !== 'pending') await this.apply(payment);
      return (await this.byId(this.db, row.id))!;
    } catch (error) {
      // The provider refused or did not answer: the checkout fails and the cart is as it was.
      this.options.log?.error({ err: error, checkoutId: row.id }, 'payment provider refused the payment');
      await this.fail(row.id, 'PaymentFailed', 'provider_unavailable');
      if (error instanceof PaymentProviderError && error.status < 500) {
        throw nativeError('PAYMENT_REFUSED', 'The payment provider refused the payment', { status: 400 });
      }
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail: 'The payment provider is not available; nothing was ordered. Try again.',
      });
    }
  }

  /**
   * Applies a signed event of the provider once: an event id already processed is a replay. An event that
   * fails on the way is forgotten again, so the provider's retry of it gets through.
   */
  async applyEvent(event: PaymentEvent): Promise<'applied' | 'replayed'> {
    const { rows } = await this.db.query(
      'INSERT INTO payment_events (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
      [event.id],
    );
    if (rows.length === 0) return 'replayed';
    try {
      await this.apply(event.data.payment);
    } catch (error) {
      await this.db.query('DELETE FROM payment_events WHERE id = $1', [event.id]);
      throw error;
    }
    return 'applied';
  }

  /** Applies the provider's word on a payment (webhook or status call). Final states are kept. */
  async apply(payment: Payment): Promise<void> {
    const row = await this.byPayment(this.db, payment);
    if (!row) return;
    if (payment.status === 'succeeded') {
      await storeCardOfPayment(this.db, row.owner, payment);
      await this.settle(row.id);
    } else if (payment.status === 'failed') {
      await this.fail(row.id, 'PaymentFailed', payment.failureReason ?? 'failed');
    } else if (payment.status === 'cancelled') {
      await this.fail(row.id, 'Cancelled', 'cancelled');
    }
  }

  /** A payment arrived: the orders are placed and the confirmation goes out, once. */
  private async settle(checkoutId: string): Promise<void> {
    const settled = await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, checkoutId);
      if (!row || !OPEN.has(row.status)) return false;
      await tx.query(`UPDATE checkouts SET status = 'Paid', updated_at = now() WHERE id = $1`, [checkoutId]);
      await this.moveOrders(tx, checkoutId, 'OrderPlaced');
      await this.options.tickets?.issueForCheckout(tx, checkoutId);
      return true;
    });
    if (settled) await this.sendConfirmation(checkoutId);
  }

  /** A payment failed or was cancelled: orders cancelled, stock back, the cart as it was before. */
  async fail(checkoutId: string, status: 'PaymentFailed' | 'Cancelled', reason: string): Promise<void> {
    const failed = await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, checkoutId);
      if (!row || !OPEN.has(row.status)) return false;
      await tx.query(`UPDATE checkouts SET status = $2, failure_reason = $3, updated_at = now() WHERE id = $1`, [
        checkoutId,
        status,
        reason,
      ]);
      await this.moveOrders(tx, checkoutId, 'Cancelled');
      const cart = await this.options.carts.lockCart(tx, row.owner, row.country_code);
      await restoreCart(tx, checkoutId, cart.id, row.promotion_codes, this.now());
      return true;
    });
    // A failure the buyer may not have seen (SEPA settles later) is mailed; a cancellation was their own.
    if (failed && status === 'PaymentFailed') await sendPaymentFailed(this.db, this.options, checkoutId);
  }

  private async moveOrders(tx: Queryable, checkoutId: string, to: OrderState): Promise<void> {
    const { rows } = await tx.query<{ id: number; state: OrderState }>(
      'SELECT id, state FROM orders WHERE checkout_id = $1 ORDER BY id FOR UPDATE',
      [checkoutId],
    );
    for (const order of rows) await this.moveOrder(tx, order, to);
  }

  private async moveOrder(tx: Queryable, order: { id: number; state: OrderState }, to: OrderState): Promise<void> {
    assertTransition(order.state, to);
    await tx.query('UPDATE orders SET state = $2 WHERE id = $1', [order.id, to]);
    await tx.query('INSERT INTO order_state_changes (order_id, from_state, to_state) VALUES ($1, $2, $3)', [
      order.id,
      order.state,
      to,
    ]);
  }

  /** Moves one order along the state machine (fulfilment, returns); impossible transitions are a 409. */
  async transition(orderId: number, to: OrderState): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; state: OrderState }>(
        'SELECT id, state FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      if (!rows[0]) throw notFound(`No order ${orderId}`);
      await this.moveOrder(tx, rows[0], to);
    });
  }

  /**
   * The payment's state for the confirmation page. An open payment is asked at the provider (a webhook
   * may be late or lost), so the page never waits on a missing event.
   */
  async paymentStatus(owner: Owner, checkoutId: string) {
    let row = await this.history.own(owner, checkoutId);
    if (OPEN.has(row.status) && row.payment_id && this.options.payments) {
      try {
        await this.apply(await this.options.payments.getPayment(row.payment_id));
        row = (await this.byId(this.db, row.id))!;
      } catch (error) {
        this.options.log?.error({ err: error, checkoutId }, 'payment status call failed');
      }
    }
    if (row.status === 'PaymentFailed' || row.status === 'Cancelled') {
      throw new ProblemError({
        type: 'about:blank',
        title: 'PAYMENT_FAILED',
        status: 400,
        errorCode: 'PAYMENT_FAILED',
        reason: row.failure_reason ?? row.status,
        detail: row.status === 'Cancelled' ? 'The payment was cancelled' : 'The payment failed',
      });
    }
    return {
      status: COMPLETED.has(row.status) ? ('Succeeded' as const) : ('Pending' as const),
      checkoutStatus: row.status,
    };
  }

  private async byId(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
    const { rows } = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [id]);
    return rows[0];
  }

  private async lock(tx: Queryable, id: string): Promise<CheckoutRow | undefined> {
    const { rows } = await tx.query<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1 FOR UPDATE', [id]);
    return rows[0];
  }

  private async byPayment(db: Queryable, payment: Payment): Promise<CheckoutRow | undefined> {
    const { rows } = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE id::text = $1 AND payment_id = $2', [
      payment.reference,
      payment.id,
    ]);
    return rows[0];
  }

  private async byIdempotencyKey(db: Queryable, owner: Owner, key: string): Promise<CheckoutRow | undefined> {
    const { rows } = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE owner = $1 AND idempotency_key = $2', [
      owner,
      key,
    ]);
    return rows[0];
  }

  /** The order mail, once per checkout (the first caller claims it), to who pressed "buy". */
  private async sendConfirmation(checkoutId: string): Promise<void> {
    await sendOrderConfirmation(this.db, this.options, checkoutId, (row) => this.render(this.db, row));
  }

  private async render(db: Queryable, row: CheckoutRow) {
    return (await renderCheckouts(db, [row]))[0]!;
  }
}
