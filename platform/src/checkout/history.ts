import type { Owner } from '../cart/service.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/problem.ts';
import type { CheckoutRow, OrderRow } from './records.ts';
import { renderCheckouts } from './render.ts';

/**
 * What a buyer reads of their checkouts after the fact: one checkout, their orders page by page, an
 * order's documents, the payment methods they stored. Only their own: another person's is not found.
 */
export class OrderHistory {
  constructor(private readonly db: Queryable) {}

  async get(owner: Owner, checkoutId: string) {
    return this.render(await this.own(owner, checkoutId));
  }

  /** The newest checkout paid with a stored token (the SEPA confirmation page carries the token id); none: undefined. */
  async byPaymentToken(owner: Owner, paymentTokenId: string) {
    const { rows } = await this.db.query<CheckoutRow>(
      'SELECT * FROM checkouts WHERE owner = $1 AND payment_token_id = $2 ORDER BY created_at DESC LIMIT 1',
      [owner, paymentTokenId],
    );
    return rows[0] ? this.render(rows[0]) : undefined;
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
    const items = await renderCheckouts(this.db, rows);
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
    const checkout = await this.render((await this.byId(order.checkout_id))!);
    const rendered = checkout.transactions[0]!.orders.find((entry) => entry.number === order.number)!;
    const kind = match[1] === 'invoice' ? ('invoice' as const) : ('deliveryNote' as const);
    if (!rendered.documents.some((document) => document.id === fileId)) throw notFound(`No file ${fileId}`);
    return { kind, checkout, order: rendered };
  }

  /** A checkout of the owner's; another person's is not found. */
  async own(owner: Owner, checkoutId: string): Promise<CheckoutRow> {
    const row = await this.byId(checkoutId);
    // Another person's checkout is not found, never forbidden: its existence is not theirs to learn.
    if (!row || row.owner !== owner) throw notFound(`No checkout ${checkoutId}`);
    return row;
  }

  private async byId(id: string): Promise<CheckoutRow | undefined> {
    const { rows } = await this.db.query<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [id]);
    return rows[0];
  }

  private async render(row: CheckoutRow) {
    return (await renderCheckouts(this.db, [row]))[0]!;
  }
}
