import { randomUUID } from 'node:crypto';
import type { Owner } from '../cart/service.ts';
import type { Database } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentToken,
  type Setup,
  type SetupEvent,
  type SetupMethod,
} from '../payments/provider.ts';
import { HOME_COUNTRY, type CheckoutAddress } from './rules.ts';
import { normaliseAddress, type CheckoutBuyer } from './records.ts';

/** The kinds of stored payment method, as `GET /checkouts/paymentInfo` names them. */
export type StoredMethod = 'creditCard' | 'payPal' | 'sepa';

const PROVIDER_METHOD: Record<StoredMethod, SetupMethod> = { creditCard: 'card', payPal: 'paypal', sepa: 'sepa' };
const STORED_METHOD: Record<PaymentToken['type'], StoredMethod> = {
  card: 'creditCard',
  paypal: 'payPal',
  sepa: 'sepa',
};

/**
 * The club's PayPal partners (merchant accounts) a billing agreement can be made with; 1 is the club
 * itself, the spec's default. Any other id is refused rather than passed on to the provider.
 */
export const PAYPAL_PARTNERS: ReadonlySet<number> = new Set([1]);

/** The longest name the provider's pages take (card holder, account holder). */
const MAX_HOLDER_LENGTH = 70;

/** Why a payment method cannot be deleted (spec 3 section 8's catalogue, in German as the portal shows it). */
export const IN_USE_BY_CONTRACT = 'Diese Zahlungsart wird für laufende Verträge verwendet.';
export const IN_USE_BY_PAYOUT = 'Diese Zahlungsart wird für eine laufende Auszahlung verwendet.';
export const FOREIGN_BILLING_ADDRESS_WITHOUT_PHONE = 'A phone number is mandatory for addresses outside Germany';

type SetupStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Cancelled';

interface SetupRow {
  id: string;
  owner: string;
  account_id: string;
  method: StoredMethod;
  provider_setup_id: string;
  status: SetupStatus;
  failure_reason: string | null;
  payment_token_id: string | null;
}

export interface PaymentMethodInput {
  /** Where the browser returns from the provider: an address of the portal. */
  redirectUrl: string;
  /** Card and SEPA: who pays; its name fills the provider's holder field. */
  billingAddress?: CheckoutAddress | undefined;
  /** PayPal: the partner the agreement is made with. */
  partnerId?: number | undefined;
}

export interface PaymentMethodServiceOptions {
  db: Database;
  /** The payment provider; without one no payment method can be added (deleting still works). */
  payments?: PaymentProvider | undefined;
  /** The origins the portal runs under: a redirectUrl must lie on one of them. */
  portalOrigins: () => readonly string[];
  /** The platform's own origin: the provider's webhooks come back here. */
  platformOrigin: () => string;
  log?: { error(details: object, message: string): void };
}

/** Where the provider posts the events of setups. */
export const SETUP_WEBHOOK_PATH = '/checkouts/webhooks/paymentMethods';

/**
 * Stored payment methods (spec 2 sections 4 and 7): adding one without paying (a setup at the provider,
 * where the person types the card or IBAN or approves PayPal), its status, and deleting one.
 *
 * A setup ends at the provider; the platform learns it from a signed webhook or from the portal's status
 * call, whichever comes first. Both settle it under the setup's row lock, so the method is stored once,
 * and only while the setup is pending, so a late event never brings back a method deleted meanwhile.
 */
export class PaymentMethodService {
  private readonly db: Database;

  constructor(private readonly options: PaymentMethodServiceOptions) {
    this.db = options.db;
  }

  async create(buyer: CheckoutBuyer, method: StoredMethod, input: PaymentMethodInput) {
    const provider = this.options.payments;
    if (!provider) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'No payment provider is configured',
      });
    }
    const returnUrl = this.portalAddress(input.redirectUrl);
    if (method === 'payPal' && !PAYPAL_PARTNERS.has(input.partnerId ?? 1)) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'No PayPal partner with this id',
        errors: { partnerId: ['is not a PayPal partner'] },
      });
    }
    const billing = input.billingAddress ? normaliseAddress(input.billingAddress) : undefined;
    if (billing && billing.countryCode !== HOME_COUNTRY && (billing.phone ?? '').replace(/\D/g, '').length < 6) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: FOREIGN_BILLING_ADDRESS_WITHOUT_PHONE,
        errors: { 'BillingAddress.Phone': [FOREIGN_BILLING_ADDRESS_WITHOUT_PHONE] },
      });
    }
    const id = randomUUID();
    // Prefills only: the person may type another name or PayPal address at the provider.
    const holderName = billing ? `${billing.firstName} ${billing.lastName}`.slice(0, MAX_HOLDER_LENGTH).trim() : '';
    const email =
      method === 'payPal'
        ? (await this.db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [buyer.accountId]))
            .rows[0]?.email
        : undefined;
    let setup: Setup;
    try {
      setup = await provider.createSetup({
        method: PROVIDER_METHOD[method],
        customerId: buyer.owner,
        reference: id,
        ...(holderName ? { holderName } : {}),
        ...(email ? { email } : {}),
        // A cancelled setup returns to the same page, which asks for the status and shows the cancellation.
        returnUrl,
        cancelUrl: returnUrl,
        webhookUrl: `${this.options.platformOrigin().replace(/\/$/, '')}${SETUP_WEBHOOK_PATH}`,
      });
    } catch (error) {
      this.options.log?.error({ err: error, setupId: id }, 'payment provider refused the setup');
      if (error instanceof PaymentProviderError && error.status < 500) {
        throw nativeError('PAYMENT_REFUSED', 'The payment provider refused to save the payment method');
      }
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail: 'The payment provider is not available; nothing was saved. Try again.',
      });
    }
    await this.db.query(
      `INSERT INTO payment_setups (id, owner, account_id, method, provider_setup_id, status, billing_address, partner_id)
       VALUES ($1, $2, $3, $4, $5, 'Pending', $6, $7)`,
      [
        id,
        buyer.owner,
        buyer.accountId,
        method,
        setup.id,
        billing ? JSON.stringify(billing) : null,
        method === 'payPal' ? (input.partnerId ?? 1) : null,
      ],
    );
    return { paymentId: id, redirectUrl: setup.redirectUrl };
  }

  /**
   * Where a setup stands: stored, still waiting for the person, or failed (an error). A pending setup is
   * asked at the provider, so the portal never waits on a late or lost webhook; a provider that does not
   * answer leaves it pending, to be asked again.
   */
  async status(owner: Owner, id: string): Promise<{ status: 'Succeeded' | 'Pending' }> {
    let row = await this.ownSetup(owner, id);
    if (row.status === 'Pending' && this.options.payments) {
      try {
        await this.apply(await this.options.payments.getSetup(row.provider_setup_id));
        row = (await this.byId(id))!;
      } catch (error) {
        this.options.log?.error({ err: error, setupId: id }, 'setup status call failed');
      }
    }
    if (row.status === 'Failed' || row.status === 'Cancelled') {
      throw new ProblemError({
        type: 'about:blank',
        title: 'PAYMENT_METHOD_FAILED',
        status: 400,
        errorCode: 'PAYMENT_METHOD_FAILED',
        reason: row.failure_reason ?? 'cancelled',
        detail:
          row.status === 'Cancelled'
            ? 'Saving the payment method was cancelled'
            : 'The payment method could not be saved',
      });
    }
    return { status: row.status };
  }

  /**
   * Deletes a stored payment method of the owner's: refused while a running contract or a pending payout
   * uses it. The platform marks it deleted first (so nothing starts using it meanwhile), then the
   * provider forgets it; a provider that cannot be reached puts it back, to be deleted again later.
   */
  async delete(owner: Owner, tokenId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'SELECT id FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL FOR UPDATE',
        [tokenId, owner],
      );
      // Another owner's method is not found, never forbidden: its existence is not theirs to learn.
      if (rows.length === 0) throw notFound('No such payment method');
      const { rows: contracts } = await tx.query(
        `SELECT 1 FROM contracts WHERE payment_token_id = $1 AND state = 'Running' LIMIT 1`,
        [tokenId],
      );
      if (contracts.length > 0) throw nativeError('USER_HAS_UNCANCELLED_CONTRACT', IN_USE_BY_CONTRACT);
      const { rows: payouts } = await tx.query(
        `SELECT 1 FROM payouts WHERE payment_token_id = $1 AND state IN ('Created', 'Sold') LIMIT 1`,
        [tokenId],
      );
      if (payouts.length > 0) throw nativeError('USER_HAS_RUNNING_PAYOUT', IN_USE_BY_PAYOUT);
      await tx.query('UPDATE payment_tokens SET deleted_at = now() WHERE id = $1', [tokenId]);
    });
    const provider = this.options.payments;
    if (!provider) return;
    try {
      await provider.deleteToken(tokenId);
    } catch (error) {
      // Unknown at the provider: already gone there (or never there, as the seeded methods), which is the goal.
      if (error instanceof PaymentProviderError && error.status === 404) return;
      this.options.log?.error({ err: error }, 'payment provider did not delete a payment method');
      await this.db.query('UPDATE payment_tokens SET deleted_at = NULL WHERE id = $1', [tokenId]);
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail: 'The payment provider is not available; the payment method was not deleted. Try again.',
      });
    }
  }

  /**
   * Applies a signed setup event once: an event id already processed is a replay. An event that fails on
   * the way is forgotten again, so the provider's retry of it gets through.
   */
  async applyEvent(event: SetupEvent): Promise<'applied' | 'replayed'> {
    const { rows } = await this.db.query(
      'INSERT INTO payment_events (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
      [event.id],
    );
    if (rows.length === 0) return 'replayed';
    try {
      await this.apply(event.data.setup);
    } catch (error) {
      await this.db.query('DELETE FROM payment_events WHERE id = $1', [event.id]);
      throw error;
    }
    return 'applied';
  }

  /** Applies the provider's word on a setup (webhook or status call); only a pending setup changes. */
  async apply(setup: Setup): Promise<void> {
    if (setup.status === 'requires_action') return;
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<SetupRow>(
        'SELECT * FROM payment_setups WHERE provider_setup_id = $1 FOR UPDATE',
        [setup.id],
      );
      const row = rows[0];
      // Not one of ours, or settled already by the other of webhook and status call.
      if (!row || row.status !== 'Pending') return;
      // The provider's answer must be about this setup and its owner; anything else is not applied.
      if (setup.reference !== row.id || setup.customerId !== row.owner) return;
      if (setup.status === 'succeeded') {
        const token = setup.paymentToken;
        if (!token || STORED_METHOD[token.type] !== row.method || token.customerId !== row.owner) {
          this.options.log?.error({ setupId: row.id }, 'a succeeded setup without a fitting token');
          return;
        }
        await tx.query(
          `INSERT INTO payment_tokens (id, owner, type, brand, last4, exp_month, exp_year, account_holder, paypal_email)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            token.id,
            row.owner,
            row.method,
            token.card?.brand ?? null,
            token.last4,
            token.card?.expMonth ?? null,
            token.card?.expYear ?? null,
            token.accountHolder,
            token.email,
          ],
        );
        await tx.query(
          `UPDATE payment_setups SET status = 'Succeeded', payment_token_id = $2, updated_at = now() WHERE id = $1`,
          [row.id, token.id],
        );
      } else {
        await tx.query(`UPDATE payment_setups SET status = $2, failure_reason = $3, updated_at = now() WHERE id = $1`, [
          row.id,
          setup.status === 'failed' ? 'Failed' : 'Cancelled',
          setup.status === 'failed' ? (setup.failureReason ?? 'failed') : 'cancelled',
        ]);
      }
    });
  }

  /**
   * The portal address the browser returns to, as the provider gets it. Only the portal's own origins
   * are taken: the platform never sends a person from the provider to a page someone else chose.
   */
  private portalAddress(redirectUrl: string): string {
    let url: URL | undefined;
    try {
      url = new URL(redirectUrl);
    } catch {
      url = undefined;
    }
    const origins = new Set(
      this.options.portalOrigins().flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).origin] : [])),
    );
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || !origins.has(url.origin)) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The redirectUrl must be an address of the portal',
        errors: { redirectUrl: ['must be an address of the portal'] },
      });
    }
    return url.href;
  }

  private async ownSetup(owner: Owner, id: string): Promise<SetupRow> {
    const row = await this.byId(id);
    if (!row || row.owner !== owner) throw notFound('No such payment method setup');
    return row;
  }

  private async byId(id: string): Promise<SetupRow | undefined> {
    const { rows } = await this.db.query<SetupRow>('SELECT * FROM payment_setups WHERE id = $1', [id]);
    return rows[0];
  }
}
