import type { Database, Queryable } from '../db/database.ts';
import { ProblemError } from '../http/problem.ts';
import { PaymentProviderError, type Payment, type PaymentEvent, type PaymentProvider } from '../payments/provider.ts';
import { SUBSCRIPTION_EXPIRES_AT, SUBSCRIPTION_PLAYS } from '../shop/paywall.ts';
import type { SubscriptionMailEvent, SubscriptionMailLanguage } from './mails.ts';
import { nextDay, paymentState, PERIOD_END_SQL, type PlanPeriod } from './subscription-periods.ts';

/** Where the provider posts the events of subscription payments (a SEPA debit settles or bounces later). */
export const SUBSCRIPTION_WEBHOOK_PATH = '/shop/v4/paywallSubscriptions/webhooks/payments';

/** A renewal is charged this long before the period ends, so a declined one still leaves the paid days to play. */
export const RENEWAL_LEAD_MS = 24 * 60 * 60 * 1000;

/** A subscription whose first payment never finished (the process stopped meanwhile) is dropped after this. */
const PENDING_FOR_AT_MOST_MS = 15 * 60 * 1000;

/** What the renewal job did in one run. */
export interface RenewalRun {
  renewed: number;
  failed: number;
  expired: number;
}

interface DueSubscription {
  id: number;
  account_id: string;
  state: string;
  plan_id: string | null;
  payment_token_id: string | null;
  token_type: 'creditCard' | 'payPal' | 'sepa' | null;
  language: SubscriptionMailLanguage;
  valid_until: string;
  price_minor: number | null;
  period: PlanPeriod | null;
  product_name: string;
}

export interface PaywallRenewalsOptions {
  db: Database;
  payments?: PaymentProvider | undefined;
  /** The platform's own origin: the provider's webhooks come back here. */
  platformOrigin: () => string;
  log?: { warn(details: object, message: string): void };
  now: () => Date;
  /** Mails the person about their subscription (the service's mail). */
  notify(subscriptionId: number, event: SubscriptionMailEvent, amountMinor: number, until: string): Promise<void>;
  accountLink(language: SubscriptionMailLanguage): string;
}

/**
 * What happens to Club TV subscriptions over time: the renewal job (charging the next period a day before the
 * paid one ends, ending the ones whose time ran out) and the provider's later word on a SEPA debit.
 */
export class PaywallRenewals {
  constructor(private readonly options: PaywallRenewalsOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * The renewal job, as of `at`: ends what ran out, then charges every active subscription whose period ends
   * within a day. A declined charge (or a payment method gone) lets it play to the end of what was paid and
   * ends it then; a provider that does not answer is asked again on the next run.
   */
  async renewDue(at: Date = this.options.now()): Promise<RenewalRun> {
    const expired = await endLapsed(this.db, at);
    await this.db.query(`DELETE FROM paywall_subscriptions WHERE state = 'Pending' AND created_at < $1`, [
      new Date(at.getTime() - PENDING_FOR_AT_MOST_MS),
    ]);
    const { rows: due } = await this.db.query<DueSubscription>(
      `SELECT s.id, s.account_id, s.state, s.plan_id, s.payment_token_id, t.type AS token_type, s.language,
              s.valid_until::text, p.price_minor, p.period, s.product_name
       FROM paywall_subscriptions s JOIN paywall_plans p ON p.id = s.plan_id
       LEFT JOIN payment_tokens t ON t.id = s.payment_token_id AND t.deleted_at IS NULL
       WHERE s.state = 'Active' AND s.payment_token_id IS NOT NULL AND ${SUBSCRIPTION_EXPIRES_AT} <= $1
       ORDER BY s.id`,
      [new Date(at.getTime() + RENEWAL_LEAD_MS)],
    );
    const run: RenewalRun = { renewed: 0, failed: 0, expired };
    for (const subscription of due) {
      const outcome = await this.renew(subscription, at);
      if (outcome === 'renewed') run.renewed += 1;
      if (outcome === 'failed') run.failed += 1;
    }
    return run;
  }

  /**
   * Applies the provider's word on a subscription payment that was pending (a SEPA debit): settled, or
   * bounced, which ends a first period at once and a renewal at the end of the period paid before.
   * An event already processed is a replay; one about another payment is not this service's.
   */
  async applyEvent(event: PaymentEvent): Promise<'applied' | 'replayed'> {
    const { rows: fresh } = await this.db.query(
      'INSERT INTO payment_events (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
      [event.id],
    );
    if (fresh.length === 0) return 'replayed';
    const payment = event.data.payment;
    const known = await this.db.query('SELECT 1 FROM paywall_payments WHERE provider_payment_id = $1', [payment.id]);
    if (known.rows.length === 0 && payment.reference.startsWith('paywall-subscription-')) {
      // Ours, but its row is not written yet (the event overtook the answer to createPayment): the provider
      // delivers it again later, when the row is there.
      await this.db.query('DELETE FROM payment_events WHERE id = $1', [event.id]);
      throw new ProblemError({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'This payment is not recorded yet; deliver the event again',
      });
    }
    const bounced = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: number;
        subscription_id: number;
        kind: 'First' | 'Renewal';
        amount_minor: number;
        previous_until: string | null;
      }>(
        `SELECT id, subscription_id, kind, amount_minor, previous_until::text FROM paywall_payments
         WHERE provider_payment_id = $1 AND status = 'Pending' FOR UPDATE`,
        [payment.id],
      );
      const row = rows[0];
      if (!row || (payment.status !== 'succeeded' && payment.status !== 'failed')) return null;
      await tx.query(`UPDATE paywall_payments SET status = $2, failure_reason = $3 WHERE id = $1`, [
        row.id,
        payment.status === 'succeeded' ? 'Succeeded' : 'Failed',
        payment.failureReason,
      ]);
      if (payment.status === 'succeeded') return null;
      if (row.kind === 'First') {
        const { rows: ended } = await tx.query<{ started_on: string }>(
          `UPDATE paywall_subscriptions SET state = 'Expired', ended_at = $2 WHERE id = $1 RETURNING started_on::text`,
          [row.subscription_id, this.options.now()],
        );
        return { ...row, event: 'paymentFailed' as const, until: ended[0]!.started_on };
      }
      const { rows: updated } = await tx.query<{ valid_until: string }>(
        `UPDATE paywall_subscriptions SET state = 'RenewalFailed', renewal_failed_at = $2,
           valid_until = coalesce($3::date, valid_until)
         WHERE id = $1 AND state IN ('Active', 'Cancelled') RETURNING valid_until::text`,
        [row.subscription_id, this.options.now(), row.previous_until],
      );
      return updated[0] ? { ...row, event: 'renewalFailed' as const, until: updated[0].valid_until } : null;
    });
    if (bounced) await this.options.notify(bounced.subscription_id, bounced.event, bounced.amount_minor, bounced.until);
    return 'applied';
  }

  private async renew(subscription: DueSubscription, at: Date): Promise<'renewed' | 'failed' | 'retry'> {
    const payments = this.options.payments;
    if (!payments) return 'retry';
    const { rows } = await this.db.query<{ until: string }>(`SELECT ${PERIOD_END_SQL} AS until`, [
      nextDay(subscription.valid_until),
      subscription.period,
    ]);
    const until = rows[0]!.until;
    const amount = subscription.price_minor!;
    let payment: Payment | null = null;
    try {
      if (subscription.token_type) {
        payment = await payments.createPayment({
          method: subscription.token_type === 'sepa' ? 'sepa' : 'token',
          offSession: true,
          amountMinor: amount,
          currency: 'EUR',
          reference: `paywall-subscription-${subscription.id}`,
          description: `${subscription.product_name} bis ${until}`,
          customerId: `account:${subscription.account_id}`,
          returnUrl: this.options.accountLink(subscription.language),
          cancelUrl: this.options.accountLink(subscription.language),
          webhookUrl: this.webhookUrl(),
          paymentTokenId: subscription.payment_token_id!,
          // One charge per period, however often the job is repeated or runs twice at once.
          idempotencyKey: `paywall-subscription-${subscription.id}-until-${until}`,
        });
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.status < 500)) {
        this.options.log?.warn({ err: error, subscriptionId: subscription.id }, 'renewal postponed: no provider');
        return 'retry';
      }
      // The provider refused the token (deleted there): as good as declined.
    }
    const paid = payment !== null && payment.status !== 'failed' && payment.status !== 'cancelled';
    const changed = await this.db.transaction(async (tx) => {
      const { rows: updated } = await tx.query(
        paid
          ? `UPDATE paywall_subscriptions SET valid_until = $3 WHERE id = $1 AND state = 'Active' AND valid_until = $2
             RETURNING id`
          : `UPDATE paywall_subscriptions SET state = 'RenewalFailed', renewal_failed_at = $3
             WHERE id = $1 AND state = 'Active' AND valid_until = $2 RETURNING id`,
        [subscription.id, subscription.valid_until, paid ? until : at],
      );
      if (updated.length === 0) return false;
      if (payment) {
        await tx.query(
          `INSERT INTO paywall_payments (subscription_id, provider_payment_id, kind, amount_minor, paid_until,
             previous_until, status, failure_reason)
           VALUES ($1, $2, 'Renewal', $3, $4, $5, $6, $7) ON CONFLICT (provider_payment_id) DO NOTHING`,
          [
            subscription.id,
            payment.id,
            amount,
            until,
            subscription.valid_until,
            paymentState(payment),
            payment.failureReason,
          ],
        );
      }
      return true;
    });
    if (!changed) return 'retry';
    if (paid) await this.options.notify(subscription.id, 'renewed', amount, nextDay(until));
    else await this.options.notify(subscription.id, 'renewalFailed', amount, subscription.valid_until);
    return paid ? 'renewed' : 'failed';
  }

  private webhookUrl(): string {
    return `${this.options.platformOrigin().replace(/\/$/, '')}${SUBSCRIPTION_WEBHOOK_PATH}`;
  }
}

/** Ends the subscriptions (of one person, or everyone's) that stopped playing by `at`: they count no more. */
export async function endLapsed(db: Queryable, at: Date, accountId?: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE paywall_subscriptions s SET state = 'Expired', ended_at = $1
       WHERE ${SUBSCRIPTION_PLAYS} AND ${SUBSCRIPTION_EXPIRES_AT} <= $1 AND ($2::text IS NULL OR s.account_id = $2)
       RETURNING s.id`,
    [at, accountId ?? null],
  );
  return rows.length;
}
