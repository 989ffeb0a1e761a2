import { randomUUID } from 'node:crypto';
import type { CartService, Owner } from '../cart/service.ts';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Payment, PaymentEvent, PaymentMethod, PaymentProvider } from '../payments/provider.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { orderConfirmationMail } from './mails.ts';
import { assertTransition, type OrderState } from './order-states.ts';
import { checkAddresses, refuseInvalidCart, vatOf, vatRateOf, type CheckoutAddress } from './rules.ts';
import { assertSeasonTicketHolder } from '../wallet/season-ticket-holders.ts';

/** The checkout calls of spec 2 section 7, by the method their path names. */
export type CheckoutMethod = 'paypal' | 'purchaseOnAccount' | 'creditcard' | 'sepa' | 'nopayment' | 'token';

export const CHECKOUT_STATUSES = [
  'AwaitingPayment',
  'PaymentPending',
  'Paid',
  'OnAccount',
  'NoPayment',
  'PaymentFailed',
  'Cancelled',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Statuses after which the buyer owes nothing more and the order stands. */
const COMPLETED: ReadonlySet<CheckoutStatus> = new Set(['Paid', 'OnAccount', 'NoPayment']);
/** Statuses still waiting for the payment provider. */
const OPEN: ReadonlySet<CheckoutStatus> = new Set(['AwaitingPayment', 'PaymentPending']);

const PROVIDER_METHOD: Partial<Record<CheckoutMethod, PaymentMethod>> = {
  paypal: 'paypal',
  creditcard: 'card',
  token: 'token',
  sepa: 'sepa',
};

export interface CheckoutBuyer {
  owner: Owner;
  /** The person who acts (for an organisation, its admin). */
  accountId: string;
}

export interface CheckoutInput {
  /** The cart to buy: the owner's cart for this delivery country (as every cart call names it). */
  cartCountryCode: string;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  /** For `token` (a stored card) and `sepa` (a stored mandate). */
  paymentTokenId?: string | undefined;
  /** For `sepa` without a stored mandate: the account to debit. */
  sepa?: { accountHolder: string; iban: string } | undefined;
}

interface CheckoutRow {
  id: string;
  owner: string;
  account_id: string;
  idempotency_key: string;
  method: CheckoutMethod;
  status: CheckoutStatus;
  sales_channel: string;
  country_code: string;
  shipping_address: CheckoutAddress;
  billing_address: CheckoutAddress;
  total_minor: number;
  total_shipping_minor: number;
  total_tax_minor: number;
  total_voucher_minor: number;
  total_promotion_minor: number;
  promotion_codes: string[];
  payment_id: string | null;
  payment_token_id: string | null;
  payment_url: string | null;
  script_url: string | null;
  failure_reason: string | null;
  confirmation_sent_at: Date | string | null;
  created_at: Date | string;
}

interface OrderRow {
  id: number;
  checkout_id: string;
  number: string;
  type: 'Merchandise' | 'Ticket';
  state: OrderState;
  items_minor: number;
  promotion_minor: number;
  voucher_minor: number;
  shipping_minor: number;
  total_minor: number;
  tax_minor: number;
  created_at: Date | string;
}

interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  serial_number: string;
  sku: string;
  name_de: string;
  name_en: string | null;
  type: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
  vat_rate: number;
  options: { name: string; value: string }[];
  shipping_code: string;
}

/** What a restored cart item needs: enough to put it back as it was. */
interface CartItemSnapshot {
  productId: number;
  quantity: number;
  options: { name: string; value: string }[];
  shippingCode: string;
  expiresAt: string | null;
}

const money = (minor: number) => minor / 100;
const minor = (amount: number) => Math.round(amount * 100);
const iso = (value: Date | string) => new Date(value).toISOString();

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

  constructor(private readonly options: CheckoutServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
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
      paymentTokenId = await this.paymentTokenFor(buyer, method, input);
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
      const items = view.orders.flatMap((order) => order.items);
      if (items.length === 0) {
        throw nativeError('CART_IS_EMPTY', 'The cart is empty; was it ordered in another window?', { status: 409 });
      }
      refuseInvalidCart([...view.validationErrors, ...view.orders.flatMap((order) => order.validationErrors)]);
      checkAddresses(input.shippingAddress, input.billingAddress, items);
      const { rows: products } = await tx.query<{
        id: number;
        kind: string;
        artwork: string;
        sale_ends_at: Date | string | null;
        resale_season: number | null;
      }>(
        `SELECT p.id, p.kind, p.artwork, p.sale_ends_at, t.season AS resale_season
         FROM products p LEFT JOIN tickets t ON t.id = p.resale_ticket_id AND t.kind = 'SeasonTicket'
         WHERE p.id = ANY($1::int[])`,
        [items.map((item) => item.productId)],
      );
      const product = new Map(products.map((row) => [row.id, row]));
      const now = this.now();
      for (const item of items) {
        const saleEnds = product.get(item.productId)?.sale_ends_at;
        if (item.type === 'Ticket' && saleEnds && new Date(saleEnds) <= now) {
          throw nativeError('TICKET_IS_NOT_CHECKOUTABLE', `${item.name.de} is no longer on sale`);
        }
      }
      // Season tickets bought on resale: one per person and season, also when the cart was filled anonymously
      // or holds two of the same season (each alone would pass the cart's check).
      const resaleSeasons = products.flatMap((row) => (row.resale_season === null ? [] : [row.resale_season]));
      for (const season of new Set(resaleSeasons)) {
        if (resaleSeasons.filter((other) => other === season).length > 1)
          throw nativeError(
            'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
            'A person holds one season ticket per season',
            { status: 422 },
          );
        await assertSeasonTicketHolder(tx, buyer.owner, season, now);
      }
      if (method === 'purchaseOnAccount' && items.some((item) => item.type !== 'Ticket')) {
        throw nativeError('CART_CONTAINS_NOT_ONLY_TICKETS', 'Purchase on account is for carts of tickets only');
      }
      const totalMinor = minor(view.totalPrice);
      if (method === 'nopayment' && totalMinor > 0) {
        throw nativeError('PAYMENT_REQUIRED', 'The cart has an amount to pay; choose a payment method');
      }
      if (method !== 'nopayment' && totalMinor === 0) {
        throw nativeError('NO_PAYMENT_REQUIRED', 'Nothing to pay: check out without payment');
      }

      // Stock is taken now, in the transaction that writes the orders; the CHECK (stock >= 0) backs it up.
      const perProduct = new Map<number, number>();
      for (const item of items) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
      // In product order, so two checkouts taking the same products cannot deadlock each other.
      for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b)) {
        const { rows } = await tx.query(
          'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
          [productId, quantity],
        );
        if (rows.length === 0) {
          throw nativeError('CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK', 'Not enough of an item in stock');
        }
      }

      const status: CheckoutStatus =
        method === 'purchaseOnAccount'
          ? 'OnAccount'
          : method === 'nopayment'
            ? 'NoPayment'
            : method === 'sepa'
              ? 'PaymentPending'
              : 'AwaitingPayment';
      const id = randomUUID();
      let taxMinor = 0;
      let voucherMinor = 0;
      let promotionMinor = 0;
      const orderPlans = view.orders
        .filter((order) => order.items.length > 0)
        .map((order) => {
          const itemsMinor = minor(order.itemsPrice);
          const orderPromotion = minor(order.discountPrice);
          const orderVoucher = order.vouchers.reduce((sum, voucher) => sum + minor(voucher.amount), 0);
          const shippingMinor = minor(order.shippingPrice);
          // Promotion codes lower the taxable amount, vouchers are a means of payment and do not.
          let orderTax = vatOf(shippingMinor, 19);
          for (const item of order.items) {
            const gross = minor(item.totalPrice);
            const share = itemsMinor > 0 ? Math.floor((gross * orderPromotion) / itemsMinor) : 0;
            orderTax += vatOf(gross - share, vatRateOf(product.get(item.productId) ?? { kind: '', artwork: '' }));
          }
          taxMinor += orderTax;
          voucherMinor += orderVoucher;
          promotionMinor += orderPromotion;
          return { order, itemsMinor, orderPromotion, orderVoucher, shippingMinor, orderTax };
        });
      await tx.query(
        `INSERT INTO checkouts (id, owner, account_id, idempotency_key, method, status, country_code, shipping_address,
           billing_address, total_minor, total_shipping_minor, total_tax_minor, total_voucher_minor,
           total_promotion_minor, promotion_codes, payment_token_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
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
          totalMinor,
          minor(view.totalShippingPrice),
          taxMinor,
          voucherMinor,
          promotionMinor,
          view.orders.flatMap((order) => order.promotionCodes.map((code) => code.code)),
          paymentTokenId,
          now,
        ],
      );
      const orderState: OrderState = COMPLETED.has(status) ? 'OrderPlaced' : 'OrderInReview';
      for (const plan of orderPlans) {
        const { rows: numbers } = await tx.query<{ number: string }>("SELECT nextval('order_numbers')::text AS number");
        const number = numbers[0]!.number;
        const { rows: inserted } = await tx.query<{ id: number }>(
          `INSERT INTO orders (checkout_id, number, type, state, items_minor, promotion_minor, voucher_minor,
             shipping_minor, total_minor, tax_minor, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            id,
            number,
            plan.order.type,
            orderState,
            plan.itemsMinor,
            plan.orderPromotion,
            plan.orderVoucher,
            plan.shippingMinor,
            minor(plan.order.totalPrice),
            plan.orderTax,
            now,
          ],
        );
        const orderId = inserted[0]!.id;
        await tx.query('INSERT INTO order_state_changes (order_id, from_state, to_state) VALUES ($1, NULL, $2)', [
          orderId,
          orderState,
        ]);
        for (const [index, item] of plan.order.items.entries()) {
          const snapshot: CartItemSnapshot = {
            productId: item.productId,
            quantity: item.quantity,
            options: item.userOptionValues,
            shippingCode: item.shippingCode,
            expiresAt: item.expiresAt,
          };
          await tx.query(
            `INSERT INTO order_items (order_id, product_id, serial_number, sku, name_de, name_en, type, quantity,
               unit_price_minor, total_minor, vat_rate, options, shipping_code, cart_item)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [
              orderId,
              item.productId,
              `${number}-${index + 1}`,
              item.sku,
              item.name.de,
              item.name.en,
              item.type,
              item.quantity,
              minor(item.memberUnitPrice ?? item.unitPrice),
              minor(item.totalPrice),
              vatRateOf(product.get(item.productId) ?? { kind: '', artwork: '' }),
              JSON.stringify(item.userOptionValues),
              item.shippingCode,
              JSON.stringify(snapshot),
            ],
          );
        }
      }
      // The cart is now the order: its items go, its vouchers are spent by this checkout.
      await tx.query(
        'UPDATE vouchers SET redeemed_cart_id = NULL, redeemed_checkout_id = $2 WHERE redeemed_cart_id = $1',
        [cart.id, id],
      );
      await tx.query('DELETE FROM cart_vouchers WHERE cart_id = $1', [cart.id]);
      await tx.query('DELETE FROM cart_promotion_codes WHERE cart_id = $1', [cart.id]);
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cart.id]);
      await tx.query('DELETE FROM cart_notices WHERE cart_id = $1', [cart.id]);
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
    const portal = this.options.portalOrigin().replace(/\/$/, '');
    try {
      const payment = await provider.createPayment({
        method: PROVIDER_METHOD[row.method]!,
        amountMinor: row.total_minor,
        currency: 'EUR',
        reference: row.id,
        description: `SC Südstadt 1899 Fanshop – Bestellung ${row.id.slice(0, 8)}`,
        customerId: row.owner,
        returnUrl: `${portal}/checkout/confirmation?${row.id}`,
        // A cancelled payment lands on the confirmation page too, which asks for the payment's state
        // (so the cancellation is recorded and the cart restored before the page shows it).
        cancelUrl: `${portal}/checkout/confirmation?${row.id}`,
        webhookUrl: `${this.options.platformOrigin().replace(/\/$/, '')}/checkouts/webhooks/payments`,
        ...(row.payment_token_id ? { paymentTokenId: row.payment_token_id } : {}),
        idempotencyKey: row.id,
      });
      await this.db.query(
        `UPDATE checkouts SET payment_id = $2, payment_url = $3, script_url = $4, updated_at = now() WHERE id = $1`,
        [row.id, payment.id, payment.approvalUrl, payment.scriptUrl],
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

  private async paymentTokenFor(buyer: CheckoutBuyer, method: 'sepa' | 'token', input: CheckoutInput): Promise<string> {
    if (input.paymentTokenId) {
      const { rows } = await this.db.query<{ type: string }>(
        'SELECT type FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
        [input.paymentTokenId, buyer.owner],
      );
      if (rows[0]?.type !== (method === 'sepa' ? 'sepa' : 'creditCard')) {
        throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'No such stored payment method');
      }
      return input.paymentTokenId;
    }
    if (method === 'token' || !input.sepa) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: method === 'token' ? 'Name the stored payment method' : 'Give the account to debit',
        errors: method === 'token' ? { paymentTokenId: ['is required'] } : { sepa: ['is required'] },
      });
    }
    try {
      const mandate = await this.options.payments!.createMandate({
        customerId: buyer.owner,
        accountHolder: input.sepa.accountHolder,
        iban: input.sepa.iban,
      });
      await this.db.query(
        `INSERT INTO payment_tokens (id, owner, type, last4, account_holder) VALUES ($1, $2, 'sepa', $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [mandate.paymentTokenId, buyer.owner, mandate.last4, mandate.accountHolder],
      );
      return mandate.paymentTokenId;
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'iban_invalid') {
        throw new ProblemError({
          type: 'about:blank',
          title: 'IBAN_INVALID',
          status: 400,
          errorCode: 'IBAN_INVALID',
          detail: 'The IBAN is not valid',
          errors: { 'sepa.iban': ['is not a valid IBAN'] },
        });
      }
      throw error;
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
      if (payment.paymentTokenId && payment.card) {
        await this.db.query(
          `INSERT INTO payment_tokens (id, owner, type, brand, last4, exp_month, exp_year)
           VALUES ($1, $2, 'creditCard', $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [
            payment.paymentTokenId,
            row.owner,
            payment.card.brand,
            payment.card.last4,
            payment.card.expMonth,
            payment.card.expYear,
          ],
        );
      }
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
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, checkoutId);
      if (!row || !OPEN.has(row.status)) return;
      await tx.query(`UPDATE checkouts SET status = $2, failure_reason = $3, updated_at = now() WHERE id = $1`, [
        checkoutId,
        status,
        reason,
      ]);
      await this.moveOrders(tx, checkoutId, 'Cancelled');
      const { rows: items } = await tx.query<{ product_id: number; quantity: number; cart_item: CartItemSnapshot }>(
        `SELECT i.product_id, i.quantity, i.cart_item FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.checkout_id = $1 ORDER BY i.id`,
        [checkoutId],
      );
      const cart = await this.options.carts.lockCart(tx, row.owner, row.country_code);
      for (const item of items) {
        await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [item.product_id, item.quantity]);
        const snapshot = item.cart_item;
        await tx.query(
          `INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, shipping_code, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (cart_id, product_id, options_key) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
          [
            cart.id,
            snapshot.productId,
            snapshot.quantity,
            JSON.stringify(snapshot.options),
            JSON.stringify(snapshot.options),
            snapshot.shippingCode,
            snapshot.expiresAt,
          ],
        );
      }
      const { rows: vouchers } = await tx.query<{ code: string }>(
        'UPDATE vouchers SET redeemed_checkout_id = NULL, redeemed_cart_id = $2 WHERE redeemed_checkout_id = $1 RETURNING code',
        [checkoutId, cart.id],
      );
      for (const voucher of vouchers) {
        await tx.query('INSERT INTO cart_vouchers (cart_id, voucher_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          cart.id,
          voucher.code,
        ]);
      }
      for (const code of row.promotion_codes) {
        await tx.query('INSERT INTO cart_promotion_codes (cart_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          cart.id,
          code,
        ]);
      }
    });
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
    let row = await this.ownCheckout(owner, checkoutId);
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

  async get(owner: Owner, checkoutId: string) {
    return this.render(this.db, await this.ownCheckout(owner, checkoutId));
  }

  /** The newest checkout paid with a stored token (the SEPA confirmation page carries the token id); none: undefined. */
  async byPaymentToken(owner: Owner, paymentTokenId: string) {
    const { rows } = await this.db.query<CheckoutRow>(
      'SELECT * FROM checkouts WHERE owner = $1 AND payment_token_id = $2 ORDER BY created_at DESC LIMIT 1',
      [owner, paymentTokenId],
    );
    return rows[0] ? this.render(this.db, rows[0]) : undefined;
  }

  /** The owner's stored payment methods by type, as `GET /checkouts/paymentInfo` answers them; deleted ones not. */
  async paymentInfo(owner: Owner) {
    const { rows } = await this.db.query<{
      id: string;
      type: 'creditCard' | 'sepa' | 'payPal';
      brand: string | null;
      last4: string;
      exp_month: number | null;
      exp_year: number | null;
      account_holder: string | null;
      paypal_email: string | null;
    }>('SELECT * FROM payment_tokens WHERE owner = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id', [owner]);
    return {
      creditCard: rows
        .filter((row) => row.type === 'creditCard')
        .map((row) => ({
          id: row.id,
          brand: row.brand ?? '',
          last4: row.last4,
          expMonth: row.exp_month,
          expYear: row.exp_year,
        })),
      payPal: rows.filter((row) => row.type === 'payPal').map((row) => ({ id: row.id, email: row.paypal_email ?? '' })),
      sepa: rows
        .filter((row) => row.type === 'sepa')
        .map((row) => ({ id: row.id, accountHolder: row.account_holder ?? '', last4: row.last4 })),
      purchaseOnAccount: [],
      other: [],
    };
  }

  /** The owner's orders, newest first: checkouts that became orders (not the ones abandoned at the provider). */
  async list(owner: Owner, options: { page: number; pageSize: number; salesChannels: string[] }) {
    const { rows } = await this.db.query<CheckoutRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM checkouts
       WHERE owner = $1 AND status NOT IN ('AwaitingPayment', 'Cancelled')
         AND (cardinality($2::text[]) = 0 OR sales_channel = ANY($2::text[]))
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [owner, options.salesChannels, options.pageSize, (options.page - 1) * options.pageSize],
    );
    const items = await this.renderMany(this.db, rows);
    return {
      items,
      page: options.page,
      pageSize: options.pageSize,
      totalCount: Number(rows[0]?.total ?? 0),
    };
  }

  /** An order document of the owner's: the order and the kind of document its file id names. */
  async document(owner: Owner, fileId: string) {
    const match = /^(invoice|delivery-note)-(\d{1,12})$/.exec(fileId);
    if (!match) throw notFound(`No file ${fileId}`);
    const { rows } = await this.db.query<OrderRow>(
      `SELECT o.* FROM orders o JOIN checkouts c ON c.id = o.checkout_id WHERE o.number = $1 AND c.owner = $2`,
      [match[2], owner],
    );
    const order = rows[0];
    if (!order) throw notFound(`No file ${fileId}`);
    const checkout = await this.render(this.db, (await this.byId(this.db, order.checkout_id))!);
    const rendered = checkout.transactions[0]!.orders.find((entry) => entry.number === order.number)!;
    const kind = match[1] === 'invoice' ? ('invoice' as const) : ('deliveryNote' as const);
    if (!rendered.documents.some((document) => document.id === fileId)) throw notFound(`No file ${fileId}`);
    return { kind, checkout, order: rendered };
  }

  private async ownCheckout(owner: Owner, checkoutId: string): Promise<CheckoutRow> {
    const row = await this.byId(this.db, checkoutId);
    // Another person's checkout is not found, never forbidden: its existence is not theirs to learn.
    if (!row || row.owner !== owner) throw notFound(`No checkout ${checkoutId}`);
    return row;
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

  private async sendConfirmation(checkoutId: string): Promise<void> {
    const claimed = await this.db.query<CheckoutRow>(
      `UPDATE checkouts SET confirmation_sent_at = now() WHERE id = $1 AND confirmation_sent_at IS NULL RETURNING *`,
      [checkoutId],
    );
    const row = claimed.rows[0];
    if (!row) return;
    const { rows: people } = await this.db.query<{ email: string; first_name: string; profile_language: 'de' | 'en' }>(
      'SELECT email, first_name, profile_language FROM accounts WHERE id = $1',
      [row.account_id],
    );
    const person = people[0];
    if (!person) return;
    try {
      const checkout = await this.render(this.db, row);
      await this.options.mailer.send(
        orderConfirmationMail({
          to: person.email,
          firstName: person.first_name,
          language: person.profile_language,
          checkout,
          ordersUrl: `${this.options.portalOrigin().replace(/\/$/, '')}/konto/bestellungen`,
        }),
      );
    } catch (error) {
      // The order stands without its mail; the account's order list shows it. Sending is retried never.
      this.options.log?.error({ err: error, checkoutId }, 'order confirmation mail not sent');
    }
  }

  private async render(db: Queryable, row: CheckoutRow) {
    return (await this.renderMany(db, [row]))[0]!;
  }

  /** Checkouts as the service answers them (spec 2 section 3: transactions with orders with items). */
  private async renderMany(db: Queryable, rows: CheckoutRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [{ rows: orders }, { rows: items }, { rows: tokens }] = await Promise.all([
      db.query<OrderRow>('SELECT * FROM orders WHERE checkout_id = ANY($1::uuid[]) ORDER BY id', [ids]),
      db.query<OrderItemRow>(
        `SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.checkout_id = ANY($1::uuid[])
         ORDER BY i.id`,
        [ids],
      ),
      db.query<{
        id: string;
        type: string;
        brand: string | null;
        last4: string;
        exp_month: number | null;
        exp_year: number | null;
        account_holder: string | null;
      }>('SELECT * FROM payment_tokens WHERE id = ANY($1::text[])', [
        rows.map((row) => row.payment_token_id).filter((id) => id !== null),
      ]),
    ]);
    return rows.map((row) => {
      const token = tokens.find((entry) => entry.id === row.payment_token_id);
      const completed = COMPLETED.has(row.status);
      return {
        id: row.id,
        method: row.method,
        status: row.status,
        salesChannel: row.sales_channel,
        createdAt: iso(row.created_at),
        currency: 'EUR',
        totalPrice: money(row.total_minor),
        totalShippingPrice: money(row.total_shipping_minor),
        totalTaxPrice: money(row.total_tax_minor),
        totalVoucherDiscounts: money(row.total_voucher_minor),
        totalPromotionCodeDiscounts: money(row.total_promotion_minor),
        shippingAddress: row.shipping_address,
        billingAddress: row.billing_address,
        paymentInfo: {
          type: row.method,
          paymentTokenId: row.payment_token_id,
          card:
            token && token.type === 'creditCard'
              ? { brand: token.brand ?? '', last4: token.last4, expMonth: token.exp_month, expYear: token.exp_year }
              : null,
          sepa:
            token && token.type === 'sepa' ? { accountHolder: token.account_holder ?? '', last4: token.last4 } : null,
        },
        failureReason: row.failure_reason,
        transactions: [
          {
            id: row.id,
            orders: orders
              .filter((order) => order.checkout_id === row.id)
              .map((order) => ({
                id: order.id,
                number: order.number,
                type: order.type,
                state: order.state,
                createdAt: iso(order.created_at),
                itemsPrice: money(order.items_minor),
                promotionCodeDiscounts: money(order.promotion_minor),
                voucherDiscounts: money(order.voucher_minor),
                shippingPrice: money(order.shipping_minor),
                totalPrice: money(order.total_minor),
                totalTaxPrice: money(order.tax_minor),
                // Documents exist once the order stands: the invoice, and a delivery note for posted goods.
                documents: completed
                  ? [
                      { id: `invoice-${order.number}`, kind: 'Invoice' as const },
                      ...(order.type === 'Merchandise'
                        ? [{ id: `delivery-note-${order.number}`, kind: 'DeliveryNote' as const }]
                        : []),
                    ]
                  : [],
                items: items
                  .filter((item) => item.order_id === order.id)
                  .map((item) => ({
                    id: item.id,
                    serialNumber: item.serial_number,
                    sku: item.sku,
                    type: item.type,
                    name: { de: item.name_de, en: item.name_en },
                    quantity: item.quantity,
                    price: money(item.unit_price_minor),
                    totalPrice: money(item.total_minor),
                    vatRate: item.vat_rate,
                    userOptionValues: item.options,
                    shippingCode: item.shipping_code,
                  })),
              })),
          },
        ],
      };
    });
  }
}

export type CheckoutBody = Awaited<ReturnType<CheckoutService['get']>>;

/** An address as stored: trimmed, empty optional parts left out, the country code in upper case. */
export function normaliseAddress(address: CheckoutAddress): CheckoutAddress {
  const trimmed = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value.trim();
  return {
    ...(trimmed(address.company) ? { company: trimmed(address.company) } : {}),
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    street: address.street.trim(),
    ...(trimmed(address.additionalAddress) ? { additionalAddress: trimmed(address.additionalAddress) } : {}),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    countryCode: address.countryCode.toUpperCase(),
    ...(trimmed(address.phone) ? { phone: trimmed(address.phone) } : {}),
  };
}
