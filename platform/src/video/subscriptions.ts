import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import { PaymentProviderError, type Payment, type PaymentEvent, type PaymentProvider } from '../payments/provider.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { paywallSubscriptionsOf, type PaywallSubscriptionAnswer } from '../shop/paywall.ts';
import { subscriptionMailOf, type SubscriptionMailEvent, type SubscriptionMailLanguage } from './mails.ts';
import { nextDay, paymentState, PERIOD_END_SQL, type PlanPeriod } from './subscription-periods.ts';
import { endLapsed, PaywallRenewals, SUBSCRIPTION_WEBHOOK_PATH, type RenewalRun } from './subscription-renewals.ts';

export { SUBSCRIPTION_WEBHOOK_PATH, type RenewalRun } from './subscription-renewals.ts';

export interface PaywallPlanRow {
  id: string;
  paywall_id: number;
  name_de: string;
  name_en: string;
  name_ja: string;
  price_minor: number;
  period: PlanPeriod;
  access_level: number;
}

export interface PaywallSubscriptionServiceOptions {
  db: Database;
  /** The payment provider; without one nothing can be bought (cancelling still works). */
  payments?: PaymentProvider | undefined;
  mailer: Mailer;
  portalOrigin: () => string;
  /** The platform's own origin: the provider's webhooks come back here. */
  platformOrigin: () => string;
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** The clock of subscribing, cancelling and the renewal job; tests bring their own. */
  now?: () => Date;
}

const planName = (plan: PaywallPlanRow, language: SubscriptionMailLanguage) =>
  language === 'en' ? plan.name_en : language === 'ja' ? plan.name_ja : plan.name_de;

/**
 * Club TV subscriptions bought in the portal (issue #44): the plans, subscribing with a stored payment method
 * (charged at once, without the person: card, PayPal agreement or SEPA mandate), cancelling to the end of the
 * period, and the renewal job that charges the next period a day before the paid one ends, ends the
 * subscriptions whose time ran out, and mails the person about each step in the language they subscribed in.
 */
export class PaywallSubscriptionService {
  private readonly now: () => Date;
  private readonly renewals: PaywallRenewals;

  constructor(private readonly options: PaywallSubscriptionServiceOptions) {
    this.now = options.now ?? (() => new Date());
    this.renewals = new PaywallRenewals({
      db: options.db,
      payments: options.payments,
      platformOrigin: options.platformOrigin,
      ...(options.log ? { log: options.log } : {}),
      now: this.now,
      notify: (id, event, amountMinor, until) => this.mail(id, event, amountMinor, until),
      accountLink: (language) => this.accountLink(language),
    });
  }

  /** The renewal job, as of `at` (by default the service's clock): see PaywallRenewals.renewDue. */
  renewDue(at?: Date): Promise<RenewalRun> {
    return this.renewals.renewDue(at);
  }

  /** The provider's word on a subscription payment (a SEPA debit settled or bounced). */
  applyEvent(event: PaymentEvent): Promise<'applied' | 'replayed'> {
    return this.renewals.applyEvent(event);
  }

  private get db() {
    return this.options.db;
  }

  async plans(): Promise<PaywallPlanRow[]> {
    const { rows } = await this.db.query<PaywallPlanRow>(
      `SELECT id, paywall_id, name_de, name_en, name_ja, price_minor, period, access_level
       FROM paywall_plans ORDER BY position, id`,
    );
    return rows;
  }

  /**
   * Subscribes the person to a plan and pays its first period with one of their stored payment methods. One
   * running subscription per person and paywall; a declined payment leaves nothing behind.
   */
  async subscribe(input: {
    accountId: string;
    planId: string;
    paymentTokenId: string;
    language: SubscriptionMailLanguage;
  }): Promise<PaywallSubscriptionAnswer> {
    const plan = (await this.plans()).find((candidate) => candidate.id === input.planId);
    if (!plan) throw nativeError('PAYWALL_PLAN_UNKNOWN', 'There is no such plan', { status: 404 });
    const owner = `account:${input.accountId}`;
    const payments = this.options.payments;
    if (!payments) {
      throw nativeError('PAYMENT_METHOD_NOT_AVAILABLE', 'No payment provider is configured', { status: 503 });
    }
    const today = this.now().toISOString().slice(0, 10);

    const reserved = await this.reserve(async (tx) => {
      await endLapsed(tx, this.now(), input.accountId);
      const { rows: running } = await tx.query(
        `SELECT 1 FROM paywall_subscriptions WHERE account_id = $1 AND paywall_id = $2 AND state <> 'Expired'`,
        [input.accountId, plan.paywall_id],
      );
      if (running.length > 0) throw subscriptionExists();
      const { rows: tokens } = await tx.query<{ type: 'creditCard' | 'payPal' | 'sepa' }>(
        'SELECT type FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
        [input.paymentTokenId, owner],
      );
      const token = tokens[0];
      if (!token) throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'No such stored payment method', { status: 422 });
      const { rows } = await tx.query<{ id: number; valid_until: string }>(
        `INSERT INTO paywall_subscriptions (account_id, product_name, access_level, state, started_on, valid_until,
           paywall_id, plan_id, payment_token_id, language)
         VALUES ($3, $4, $5, 'Pending', $1::date, ${PERIOD_END_SQL}::date, $6, $7, $8, $9)
         RETURNING id, valid_until::text`,
        [
          today,
          plan.period,
          input.accountId,
          plan.name_de,
          plan.access_level,
          plan.paywall_id,
          plan.id,
          input.paymentTokenId,
          input.language,
        ],
      );
      return { ...rows[0]!, tokenType: token.type };
    });

    let payment: Payment;
    try {
      payment = await payments.createPayment({
        method: reserved.tokenType === 'sepa' ? 'sepa' : 'token',
        offSession: true,
        amountMinor: plan.price_minor,
        currency: 'EUR',
        reference: `paywall-subscription-${reserved.id}`,
        description: `${plan.name_de} bis ${reserved.valid_until}`,
        customerId: owner,
        returnUrl: this.accountLink(input.language),
        cancelUrl: this.accountLink(input.language),
        webhookUrl: `${this.options.platformOrigin().replace(/\/$/, '')}${SUBSCRIPTION_WEBHOOK_PATH}`,
        paymentTokenId: input.paymentTokenId,
        idempotencyKey: `paywall-subscription-${reserved.id}-first`,
      });
    } catch (error) {
      await this.db.query('DELETE FROM paywall_subscriptions WHERE id = $1', [reserved.id]);
      this.options.log?.error({ err: error, subscriptionId: reserved.id }, 'subscription payment not made');
      if (error instanceof PaymentProviderError && error.status < 500) {
        // The provider no longer has the token (deleted at the provider): the person chooses another.
        throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'The stored payment method cannot be charged', { status: 422 });
      }
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail: 'The payment provider is not available; nothing was charged. Try again.',
      });
    }
    if (payment.status === 'failed' || payment.status === 'cancelled') {
      await this.db.query('DELETE FROM paywall_subscriptions WHERE id = $1', [reserved.id]);
      throw nativeError(
        'PAYWALL_PAYMENT_DECLINED',
        `The payment was declined (${payment.failureReason ?? 'no reason'})`,
        {
          status: 402,
          ...(payment.failureReason ? { reason: payment.failureReason } : {}),
        },
      );
    }
    // Paid, or a SEPA debit submitted: it plays now; a debit that bounces later ends it (applyEvent).
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE paywall_subscriptions SET state = 'Active' WHERE id = $1`, [reserved.id]);
      await tx.query(
        `INSERT INTO paywall_payments (subscription_id, provider_payment_id, kind, amount_minor, paid_until, status)
         VALUES ($1, $2, 'First', $3, $4, $5)`,
        [reserved.id, payment.id, plan.price_minor, reserved.valid_until, paymentState(payment)],
      );
    });
    await this.mail(reserved.id, 'confirmed', plan.price_minor, nextDay(reserved.valid_until));
    return (await paywallSubscriptionsOf(this.db, input.accountId, { limit: 1, id: reserved.id }))[0]!;
  }

  /**
   * Cancels to the end of the period: it plays until its validUntil and is not renewed. Another person's
   * subscription is not found; one that is not active (cancelled, failed, ended) cannot be cancelled again.
   */
  async cancel(accountId: string, subscriptionId: number): Promise<PaywallSubscriptionAnswer> {
    const cancelled = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ state: string; valid_until: string; price_minor: number | null }>(
        `SELECT s.state, s.valid_until::text, p.price_minor FROM paywall_subscriptions s
         LEFT JOIN paywall_plans p ON p.id = s.plan_id
         WHERE s.id = $1 AND s.account_id = $2 AND s.state <> 'Pending' FOR UPDATE OF s`,
        [subscriptionId, accountId],
      );
      const row = rows[0];
      if (!row) throw notFound('No such subscription');
      if (row.state !== 'Active') {
        throw nativeError('PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE', `The subscription is ${row.state}`, {
          status: 409,
          reason: row.state,
        });
      }
      await tx.query(`UPDATE paywall_subscriptions SET state = 'Cancelled', cancelled_at = $2 WHERE id = $1`, [
        subscriptionId,
        this.now(),
      ]);
      return row;
    });
    await this.mail(subscriptionId, 'cancelled', cancelled.price_minor ?? 0, cancelled.valid_until);
    return (await paywallSubscriptionsOf(this.db, accountId, { limit: 1, id: subscriptionId }))[0]!;
  }

  /** A transaction that reserves the person's one running subscription; two at once meet the unique index. */
  private async reserve<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if ((error as { code?: string } | null)?.code === '23505') throw subscriptionExists();
      throw error;
    }
  }

  private accountLink(language: SubscriptionMailLanguage): string {
    return portalUrl(this.options.portalOrigin(), portalLinks.account(language));
  }

  /** Mails the person about their subscription; what happened stands without the mail. */
  private async mail(subscriptionId: number, event: SubscriptionMailEvent, amountMinor: number, until: string) {
    try {
      const { rows } = await this.db.query<{
        email: string;
        first_name: string;
        language: SubscriptionMailLanguage;
        product_name: string;
        plan: PaywallPlanRow | null;
      }>(
        `SELECT a.email, a.first_name, s.language, s.product_name, to_jsonb(p) AS plan
         FROM paywall_subscriptions s JOIN accounts a ON a.id = s.account_id
         LEFT JOIN paywall_plans p ON p.id = s.plan_id WHERE s.id = $1`,
        [subscriptionId],
      );
      const row = rows[0];
      if (!row) return;
      await this.options.mailer.send(
        subscriptionMailOf(event, {
          to: row.email,
          firstName: row.first_name,
          language: row.language,
          plan: row.plan ? planName(row.plan, row.language) : row.product_name,
          amountMinor,
          until,
          link: this.accountLink(row.language),
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, subscriptionId, event }, 'subscription mail not sent');
    }
  }
}

const subscriptionExists = () =>
  nativeError('PAYWALL_SUBSCRIPTION_EXISTS', 'There is a running subscription of this paywall already', {
    status: 409,
  });
