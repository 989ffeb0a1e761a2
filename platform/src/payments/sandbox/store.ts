import { createHash } from 'node:crypto';
import type {
  CardDetails,
  CreatePayment,
  CreatePayout,
  CreateSetup,
  Payment,
  PaymentToken,
  Payout,
  SepaMandate,
  Setup,
} from '../provider.ts';
import { SandboxError } from './errors.ts';
import { newId } from './ids.ts';
import { BOUNCING_TEST_IBAN } from './iban.ts';

/** A payment request as the API takes it: the idempotency key comes in a header. */
export type NewPayment = Omit<CreatePayment, 'idempotencyKey'>;
export type NewPayout = Omit<CreatePayout, 'idempotencyKey'>;

/** A payment with what the sandbox keeps for itself and never answers (customer, addresses, webhook). */
export interface StoredPayment {
  payment: Payment;
  customerId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  webhookUrl: string;
  /** The card waiting for its 3-D Secure challenge (its details only; the number is gone). */
  challengedCard: CardDetails | null;
}

/** A setup with what the sandbox keeps for itself (addresses, the names to fill in, the pending challenge). */
export interface StoredSetup {
  setup: Setup;
  holderName: string | null;
  email: string | null;
  returnUrl: string;
  cancelUrl: string;
  webhookUrl: string;
  /** The card waiting for its 3-D Secure challenge (its details only; the number is gone). */
  challengedCard: CardDetails | null;
}

/** How a setup ends: with the method to store, or without one. */
export type SetupCompletion =
  | { status: 'succeeded'; card: CardDetails; refusesPayouts?: boolean; paysOnce?: boolean }
  | { status: 'succeeded'; sepa: { accountHolder: string; iban: string } }
  | { status: 'succeeded'; paypal: { email: string } }
  | { status: 'failed'; failureReason: string }
  | { status: 'cancelled' };

interface StoredToken extends PaymentToken {
  /** A mandate on the bouncing test account: its debits fail. */
  bounces: boolean;
  /** A test card whose issuer refuses credits: payouts to it fail. */
  refusesPayouts?: boolean;
  /** A prepaid test card: one charge without its holder succeeds, later ones are declined. */
  paysOnce?: boolean;
  /** How many charges without the holder it has paid. */
  offSessionCharges?: number;
}

/** How a payment ends; only a payment that is not yet final can end. */
export type Completion =
  | { status: 'succeeded'; card?: CardDetails; refusesPayouts?: boolean; paysOnce?: boolean }
  | { status: 'failed'; failureReason: string }
  | { status: 'cancelled' };

export interface SandboxStoreOptions {
  /** The buyer-facing addresses of a payment, which only the server knows. */
  approvalUrl(paymentId: string): string;
  scriptUrl(paymentId: string): string;
  sepaSettleMs: number;
  /** Told of every payment that has just become final, once (to post its webhook). */
  onFinal(stored: StoredPayment): void;
  /** Where the person saves the method of a setup. */
  setupUrl(setupId: string): string;
  /** Told of every setup that has just become final, once. */
  onSetupFinal(stored: StoredSetup): void;
  /** Tokens the provider holds from its start: the customers' methods saved before (a demo's seeded ones). */
  tokens?: readonly PaymentToken[];
}

const FINAL_STATUSES = new Set<Payment['status']>(['succeeded', 'failed', 'cancelled']);

export function isFinal(payment: Payment): boolean {
  return FINAL_STATUSES.has(payment.status);
}

/**
 * The sandbox's own state, in memory: payments, setups, stored tokens (cards, SEPA mandates, PayPal
 * agreements) and idempotency keys. All changes of a payment's status go through `complete`, and of a
 * setup's through `completeSetup`, so each final payment or setup is announced once.
 */
export class SandboxStore {
  private readonly payments = new Map<string, StoredPayment>();
  private readonly tokens = new Map<string, StoredToken>();
  private readonly setups = new Map<string, StoredSetup>();
  private readonly idempotencyKeys = new Map<string, { paymentId: string; fingerprint: string }>();
  private readonly payouts = new Map<string, { payout: Payout; fingerprint: string }>();
  private readonly settlements = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxStoreOptions) {
    for (const token of options.tokens ?? []) this.tokens.set(token.id, { ...token, bounces: false });
  }

  /**
   * Creates the payment, or answers the one an earlier request with the same key created. A key used
   * again with a different request is refused: answering the first payment would hand one checkout
   * another's payment.
   */
  createPayment(idempotencyKey: string, input: NewPayment): { stored: StoredPayment; created: boolean } {
    const fingerprint = fingerprintOf(input);
    const earlier = this.idempotencyKeys.get(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new SandboxError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was used with a different request; use a new key for a new payment',
        );
      }
      return { stored: this.payments.get(earlier.paymentId)!, created: false };
    }
    const token = this.tokenFor(input);
    const id = newId('pay');
    const payment: Payment = {
      id,
      method: input.method,
      status: input.method === 'sepa' ? 'pending' : 'requires_action',
      amountMinor: input.amountMinor,
      currency: input.currency,
      reference: input.reference,
      failureReason: null,
      paymentTokenId: token?.id ?? null,
      card: token?.card ?? null,
      approvalUrl: input.method === 'paypal' ? this.options.approvalUrl(id) : null,
      scriptUrl:
        (input.method === 'card' || input.method === 'token') && !input.offSession ? this.options.scriptUrl(id) : null,
    };
    const stored: StoredPayment = {
      payment,
      customerId: input.customerId,
      description: input.description,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      webhookUrl: input.webhookUrl,
      challengedCard: null,
    };
    this.payments.set(id, stored);
    this.idempotencyKeys.set(idempotencyKey, { paymentId: id, fingerprint });
    if (token?.type === 'sepa') this.settleLater(stored, token.bounces);
    else if (input.offSession && token) {
      // Charged without the person, final at once; a prepaid card that has paid once is empty by now.
      const empty = token.paysOnce === true && (token.offSessionCharges ?? 0) > 0;
      token.offSessionCharges = (token.offSessionCharges ?? 0) + 1;
      this.complete(
        stored,
        empty ? { status: 'failed', failureReason: 'insufficient_funds' } : { status: 'succeeded' },
      );
    }
    return { stored, created: true };
  }

  payment(id: string): StoredPayment | undefined {
    return this.payments.get(id);
  }

  /** Ends a payment that is not final yet; false when it already was (a second click, a late timer). */
  complete(stored: StoredPayment, completion: Completion): boolean {
    const { payment } = stored;
    if (isFinal(payment)) return false;
    payment.status = completion.status;
    stored.challengedCard = null;
    if (completion.status === 'failed') payment.failureReason = completion.failureReason;
    if (completion.status === 'succeeded' && completion.card && payment.method === 'card') {
      // A card paid in the frame is kept as a token of the buyer, for paying with it next time.
      const token = this.addToken({
        customerId: stored.customerId,
        type: 'card',
        card: completion.card,
        accountHolder: null,
        last4: completion.card.last4,
        email: null,
        bounces: false,
        refusesPayouts: completion.refusesPayouts ?? false,
        paysOnce: completion.paysOnce ?? false,
      });
      payment.paymentTokenId = token.id;
      payment.card = completion.card;
    }
    this.options.onFinal(stored);
    return true;
  }

  createMandate(input: { customerId: string; accountHolder: string; iban: string }): SepaMandate {
    const token = this.addToken({
      customerId: input.customerId,
      type: 'sepa',
      card: null,
      accountHolder: input.accountHolder,
      last4: input.iban.slice(-4),
      email: null,
      bounces: input.iban === BOUNCING_TEST_IBAN,
    });
    return { paymentTokenId: token.id, accountHolder: input.accountHolder, last4: token.last4 };
  }

  token(id: string): PaymentToken | undefined {
    const token = this.tokens.get(id);
    if (!token) return undefined;
    // Only what the API answers: whether a mandate bounces is the sandbox's own business.
    const { customerId, type, card, accountHolder, last4, email } = token;
    return { id: token.id, customerId, type, card, accountHolder, last4, email };
  }

  /** A setup waits for the person at its page; nothing is charged, so no idempotency key is needed. */
  createSetup(input: CreateSetup): StoredSetup {
    const id = newId('set');
    const stored: StoredSetup = {
      setup: {
        id,
        method: input.method,
        status: 'requires_action',
        customerId: input.customerId,
        reference: input.reference,
        redirectUrl: this.options.setupUrl(id),
        failureReason: null,
        paymentToken: null,
      },
      holderName: input.holderName ?? null,
      email: input.email ?? null,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      webhookUrl: input.webhookUrl,
      challengedCard: null,
    };
    this.setups.set(id, stored);
    return stored;
  }

  setup(id: string): StoredSetup | undefined {
    return this.setups.get(id);
  }

  /**
   * Ends a setup that is still open, storing its token on success; false when it already ended (a
   * second click, a back button), so each setup is announced once and stores one token at most.
   */
  completeSetup(stored: StoredSetup, completion: SetupCompletion): boolean {
    const { setup } = stored;
    if (setup.status !== 'requires_action') return false;
    stored.challengedCard = null;
    if (completion.status === 'succeeded') {
      const token =
        'card' in completion
          ? this.addToken({
              ...tokenBase(setup),
              type: 'card',
              card: completion.card,
              last4: completion.card.last4,
              refusesPayouts: completion.refusesPayouts ?? false,
              paysOnce: completion.paysOnce ?? false,
            })
          : 'sepa' in completion
            ? this.addToken({
                ...tokenBase(setup),
                type: 'sepa',
                accountHolder: completion.sepa.accountHolder,
                last4: completion.sepa.iban.slice(-4),
                bounces: completion.sepa.iban === BOUNCING_TEST_IBAN,
              })
            : this.addToken({ ...tokenBase(setup), type: 'paypal', email: completion.paypal.email });
      setup.paymentToken = this.token(token.id)!;
    } else if (completion.status === 'failed') {
      setup.failureReason = completion.failureReason;
    }
    setup.status = completion.status;
    this.options.onSetupFinal(stored);
    return true;
  }

  /**
   * Pays a customer: to one of their stored cards or PayPal accounts, or back to one of their payments that
   * succeeded (at most its amount). The same idempotency key answers the same payout; with a different
   * request it is refused. A card whose issuer refuses credits makes a failed payout, not a refusal.
   */
  createPayout(idempotencyKey: string, input: NewPayout): Payout {
    const fingerprint = fingerprintOf(input);
    const earlier = this.payouts.get(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new SandboxError(409, 'idempotency_key_reused', 'This Idempotency-Key was used with a different payout');
      }
      return earlier.payout;
    }
    if ((input.paymentTokenId === undefined) === (input.paymentId === undefined)) {
      throw new SandboxError(400, 'invalid_request', 'A payout takes either a paymentTokenId or a paymentId');
    }
    let failureReason: string | null = null;
    if (input.paymentTokenId !== undefined) {
      const token = this.tokens.get(input.paymentTokenId);
      if (!token || token.customerId !== input.customerId || token.type === 'sepa') {
        throw new SandboxError(400, 'token_unknown', 'No card or PayPal token with this id for this customer');
      }
      if (token.refusesPayouts) failureReason = 'card_refuses_credits';
    } else {
      const stored = this.payments.get(input.paymentId!);
      if (!stored || stored.customerId !== input.customerId || stored.payment.status !== 'succeeded') {
        throw new SandboxError(400, 'payment_unknown', 'No succeeded payment with this id for this customer');
      }
      if (input.amountMinor > stored.payment.amountMinor) {
        throw new SandboxError(400, 'invalid_request', 'A payout back to a payment is at most its amount');
      }
    }
    const payout: Payout = {
      id: newId('po'),
      status: failureReason ? 'failed' : 'succeeded',
      amountMinor: input.amountMinor,
      currency: input.currency,
      reference: input.reference,
      paymentTokenId: input.paymentTokenId ?? null,
      paymentId: input.paymentId ?? null,
      failureReason,
    };
    this.payouts.set(idempotencyKey, { payout, fingerprint });
    return payout;
  }

  deleteToken(id: string): boolean {
    return this.tokens.delete(id);
  }

  /** Stops the SEPA settlements still waiting. */
  dispose(): void {
    for (const timer of this.settlements) clearTimeout(timer);
    this.settlements.clear();
  }

  /**
   * The stored token a token or SEPA payment charges: it must exist, be of the method's kind and belong
   * to the paying customer. One answer for all three, so a caller learns nothing about others' tokens.
   */
  private tokenFor(input: NewPayment): StoredToken | undefined {
    const needsToken = input.method === 'token' || input.method === 'sepa';
    if (input.offSession && !needsToken) {
      throw new SandboxError(400, 'invalid_request', 'Only a stored token can be charged without the person');
    }
    if (!needsToken) {
      if (input.paymentTokenId !== undefined) {
        throw new SandboxError(400, 'invalid_request', `A ${input.method} payment takes no paymentTokenId`);
      }
      return undefined;
    }
    if (input.paymentTokenId === undefined) {
      throw new SandboxError(400, 'invalid_request', `A ${input.method} payment needs a paymentTokenId`);
    }
    const token = this.tokens.get(input.paymentTokenId);
    const kind = input.method === 'token' ? 'card' : 'sepa';
    // Without the person, a PayPal billing agreement pays like a card (a reference transaction).
    const fits = token?.type === kind || (input.offSession === true && kind === 'card' && token?.type === 'paypal');
    if (!token || !fits || token.customerId !== input.customerId) {
      throw new SandboxError(400, 'token_unknown', `No ${kind} token with this id for this customer`);
    }
    return token;
  }

  private addToken(token: Omit<StoredToken, 'id'>): StoredToken {
    const stored = { id: newId('tok'), ...token };
    this.tokens.set(stored.id, stored);
    return stored;
  }

  /** A direct debit is submitted now and settles a little later, as a bank's would (unref'd: no process waits for it). */
  private settleLater(stored: StoredPayment, bounces: boolean): void {
    const timer = setTimeout(() => {
      this.settlements.delete(timer);
      this.complete(
        stored,
        bounces ? { status: 'failed', failureReason: 'insufficient_funds' } : { status: 'succeeded' },
      );
    }, this.options.sepaSettleMs);
    timer.unref();
    this.settlements.add(timer);
  }
}

/** What every token a setup stores starts from: its customer, and no details of the other kinds. */
function tokenBase(setup: Setup) {
  return { customerId: setup.customerId, card: null, accountHolder: null, last4: '', email: null, bounces: false };
}

/** The request's content independent of its field order, to tell a retry from a different request. */
function fingerprintOf(input: NewPayment | NewPayout): string {
  const fields = Object.entries(input).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
