/**
 * The payment service provider as the checkout service sees it: server-to-server calls with an API key.
 * The development portal runs the sandbox provider (./sandbox/); production points at the club's real PSP
 * through the same shape. Card numbers never pass through the platform: cards are typed into the
 * provider's hosted frame (PCI SAQ-A); the platform only ever sees payment ids, token ids and card
 * metadata (brand, last four digits, expiry).
 */

export type PaymentMethod = 'paypal' | 'card' | 'token' | 'sepa';

/**
 * - `requires_action`: the buyer must act at the provider (PayPal approval page, card frame, 3-D Secure).
 * - `pending`: submitted, the result comes later (SEPA direct debit settles after a short while).
 * - `succeeded`, `failed`, `cancelled`: final.
 */
export type PaymentStatus = 'requires_action' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface Payment {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  /** The platform's reference (the checkout id). */
  reference: string;
  /** Why a payment failed: `card_declined`, `authentication_failed`, `insufficient_funds`, … */
  failureReason: string | null;
  /** The stored token the payment created (a card paid in the frame) or used (token, SEPA). */
  paymentTokenId: string | null;
  card: CardDetails | null;
  /** Where the buyer approves a PayPal payment. */
  approvalUrl: string | null;
  /** The provider's script that mounts the hosted card frame for this payment (card, token). */
  scriptUrl: string | null;
}

export interface CreatePayment {
  method: PaymentMethod;
  amountMinor: number;
  currency: 'EUR';
  reference: string;
  description: string;
  /** Who pays, so tokens the payment stores belong to them (e.g. `account:<subject>`). */
  customerId: string;
  /** Where the buyer's browser returns after approving or paying (PayPal, card frame). */
  returnUrl: string;
  /** Where the buyer's browser returns after cancelling at the provider. */
  cancelUrl: string;
  /** Where the provider posts signed events about this payment. */
  webhookUrl: string;
  /** For `token` and `sepa`: the stored token (card token or SEPA mandate) to charge. */
  paymentTokenId?: string;
  /**
   * Merchant-initiated, without the person at hand (a subscription's renewal): a `token` payment charges the
   * stored card or PayPal agreement at once and is final in the answer; `sepa` settles later as always.
   */
  offSession?: boolean;
  /** Makes the call safe to retry: the same key answers the same payment. */
  idempotencyKey: string;
}

/**
 * A credit to a customer (a resold ticket's payout): to a stored card or PayPal token, or back to a
 * payment that succeeded. Paid out at once; `failed` says the receiving side refused it.
 */
export interface Payout {
  id: string;
  status: 'succeeded' | 'failed';
  amountMinor: number;
  currency: string;
  reference: string;
  paymentTokenId: string | null;
  paymentId: string | null;
  failureReason: string | null;
}

export interface CreatePayout {
  customerId: string;
  amountMinor: number;
  currency: 'EUR';
  reference: string;
  /** Exactly one of the two: the stored card or PayPal account, or the payment to pay back to. */
  paymentTokenId?: string;
  paymentId?: string;
  idempotencyKey: string;
}

export interface SepaMandate {
  paymentTokenId: string;
  accountHolder: string;
  /** The IBAN's last four characters. */
  last4: string;
}

/** A stored payment token: a card paid once or saved, a SEPA mandate, or a PayPal billing agreement. */
export interface PaymentToken {
  id: string;
  customerId: string;
  type: 'card' | 'sepa' | 'paypal';
  card: CardDetails | null;
  accountHolder: string | null;
  /** The card's or the IBAN's last four characters; empty for PayPal, which has neither. */
  last4: string;
  /** The PayPal account's e-mail address. */
  email: string | null;
}

/** What a setup saves: a card, a PayPal account or a SEPA mandate. */
export type SetupMethod = 'card' | 'paypal' | 'sepa';

/**
 * - `requires_action`: the person must act at the provider (card form, PayPal approval, SEPA mandate).
 * - `succeeded` (a token is stored), `failed` (a declined card, a refused 3-D Secure), `cancelled`: final.
 */
export type SetupStatus = 'requires_action' | 'succeeded' | 'failed' | 'cancelled';

/**
 * Saving a payment method without paying (what PSPs call a setup intent or billing agreement): the
 * person is sent to `redirectUrl`, types the card or IBAN or approves PayPal there, and comes back.
 */
export interface Setup {
  id: string;
  method: SetupMethod;
  status: SetupStatus;
  /** Whose token the setup stores. */
  customerId: string;
  /** The platform's reference (its own id of the setup). */
  reference: string;
  /** The provider's page where the person acts. */
  redirectUrl: string;
  /** Why a setup failed: `card_declined`, `insufficient_funds`, `authentication_failed`. */
  failureReason: string | null;
  /** The token the setup stored, once it succeeded. */
  paymentToken: PaymentToken | null;
}

export interface CreateSetup {
  method: SetupMethod;
  customerId: string;
  reference: string;
  /** Filled into the page's name field (card holder, account holder); the person may change it. */
  holderName?: string;
  /** PayPal: filled into the page's e-mail field. */
  email?: string;
  /** Where the browser returns once the method is saved or refused. */
  returnUrl: string;
  /** Where the browser returns after cancelling at the provider. */
  cancelUrl: string;
  /** Where the provider posts signed events about this setup. */
  webhookUrl: string;
}

/** The provider's refusal of a request, with its code (`iban_invalid`, `token_unknown`, …). */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  createPayment(input: CreatePayment): Promise<Payment>;
  getPayment(id: string): Promise<Payment>;
  /** Validates the IBAN (ISO 13616 checksum) and stores a mandate; refused with `iban_invalid`. */
  createMandate(input: { customerId: string; accountHolder: string; iban: string }): Promise<SepaMandate>;
  getToken(id: string): Promise<PaymentToken>;
  /** Refused with `token_unknown` (404) when the provider has no such token (any more). */
  deleteToken(id: string): Promise<void>;
  /** Starts saving a payment method: the person goes to the setup's `redirectUrl`. */
  createSetup(input: CreateSetup): Promise<Setup>;
  getSetup(id: string): Promise<Setup>;
  createPayout(input: CreatePayout): Promise<Payout>;
}

/** The event the provider posts to a payment's webhook URL, signed (see ./webhooks.ts). */
export interface PaymentEvent {
  /** Unique per event: the platform refuses an event id it has processed (replay). */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';
  /** Unix seconds. */
  created: number;
  data: { payment: Payment };
}

/** The event the provider posts to a setup's webhook URL, signed like the payment events. */
export interface SetupEvent {
  id: string;
  type: 'setup.succeeded' | 'setup.failed' | 'setup.cancelled';
  /** Unix seconds. */
  created: number;
  data: { setup: Setup };
}

/** A payment's approval page (PayPal) in the buyer's language: the provider's pages speak German and English. */
export function approvalPageIn(approvalUrl: string | null, language: 'de' | 'en' | 'ja'): string | null {
  if (!approvalUrl) return null;
  if (language === 'de') return approvalUrl;
  const url = new URL(approvalUrl);
  url.searchParams.set('locale', 'en');
  return url.toString();
}
