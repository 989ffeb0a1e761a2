import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import type { PaymentEvent, SetupEvent } from './provider.ts';
import { PaymentEventSchema, SetupEventSchema } from './schemas.ts';

/**
 * Signed payment events. The provider signs the exact bytes it posts together with the time of sending,
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, so the receiver can tell that an
 * event comes from the provider (only the two share the secret), that nobody changed it on the way (the
 * body is signed, so it must be verified as received, before any JSON parsing) and that it is not an
 * old event sent again (the time is signed and must be recent; the event id, unique per event, stops a
 * replay within the tolerance).
 */

export const PAYMENT_SIGNATURE_HEADER = 'sandbox-signature';

/** How far the signed time may be from the receiver's clock, either way. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

export function signPaymentEvent(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

export function verifyPaymentEventSignature(options: {
  secret: string;
  /** The header as the server received it (Node gives a repeated header as an array: refused). */
  header: string | string[] | undefined | null;
  rawBody: string;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  const { secret, header, rawBody, now, toleranceSeconds = DEFAULT_SIGNATURE_TOLERANCE_SECONDS } = options;
  if (header === undefined || header === null || header === '') return { ok: false, reason: 'missing' };
  if (typeof header !== 'string' || header.length > 1024) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length || value === undefined) return { ok: false, reason: 'malformed' };
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return { ok: false, reason: 'malformed' };
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a future v2) are skipped, as a receiver that knows only v1 must.
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = hmac(secret, timestamp, rawBody);
  // Several v1 signatures appear while the provider rolls its secret over; one matching is enough.
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) return { ok: false, reason: 'mismatch' };
  // Checked after the signature, so an answer about the time is only ever given for the provider's own events.
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true };
}

/**
 * Verifies an event as received and only then parses it: the whole of what a webhook route needs.
 * `invalid` means a correctly signed body that is not a payment event (a provider fault; answer 400).
 */
export function verifyPaymentEvent(
  options: Parameters<typeof verifyPaymentEventSignature>[0],
):
  | { ok: true; event: PaymentEvent }
  | { ok: false; reason: Exclude<SignatureCheck, { ok: true }>['reason'] | 'invalid' } {
  return verifyEvent(PaymentEventSchema, options);
}

/** The same for the events of setups (a payment method saved or refused), signed the same way. */
export function verifySetupEvent(
  options: Parameters<typeof verifyPaymentEventSignature>[0],
):
  { ok: true; event: SetupEvent } | { ok: false; reason: Exclude<SignatureCheck, { ok: true }>['reason'] | 'invalid' } {
  return verifyEvent(SetupEventSchema, options);
}

function verifyEvent<S extends TSchema>(
  schema: S,
  options: Parameters<typeof verifyPaymentEventSignature>[0],
): { ok: true; event: Static<S> } | { ok: false; reason: Exclude<SignatureCheck, { ok: true }>['reason'] | 'invalid' } {
  const check = verifyPaymentEventSignature(options);
  if (!check.ok) return check;
  let event: unknown;
  try {
    event = JSON.parse(options.rawBody);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return Value.Check(schema, event) ? { ok: true, event } : { ok: false, reason: 'invalid' };
}

function hmac(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

/**
 * The problem a webhook route answers for an event it did not verify: a correctly signed body that is no
 * event of the route's kind is the provider's fault (400), anything else an unsigned or forged call (401).
 */
export function unverifiedEventProblem(
  reason: Exclude<SignatureCheck, { ok: true }>['reason'] | 'invalid',
  kind: 'payment' | 'setup',
) {
  return reason === 'invalid'
    ? { type: 'about:blank', title: 'Bad Request', status: 400, detail: `Not a ${kind} event` }
    : { type: 'about:blank', title: 'Unauthorized', status: 401, detail: `The event's signature is ${reason}` };
}
