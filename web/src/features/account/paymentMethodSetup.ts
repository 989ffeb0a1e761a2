import { deleteCookie, readCookie, writeCookie } from '../../auth/cookies.ts';

/**
 * After the payment provider was asked to store a payment method, the browser goes there and comes
 * back to the payment methods page. What was started waits in cookies on path / (spec 2 section 4:
 * the method type, the payment id and the creation time), so the page can ask how it went.
 */
export const SETUP_COOKIES = {
  type: 'PaymentMethodType',
  paymentId: 'PaymentMethodPaymentId',
  createdAt: 'PaymentMethodCreatedAt',
} as const;

/** A setup older than this is not asked about any more (the provider's page has long expired). */
export const SETUP_MAX_AGE_SECONDS = 60 * 60;
/** How often and how long the page asks after coming back. */
export const SETUP_POLL_INTERVAL_MS = 1_000;
export const SETUP_POLL_TIMEOUT_MS = 30_000;

export interface PendingSetup {
  type: string;
  paymentId: string;
  createdAt: Date;
}

export function rememberSetup(type: string, paymentId: string, now = new Date()): void {
  writeCookie(SETUP_COOKIES.type, type, SETUP_MAX_AGE_SECONDS);
  writeCookie(SETUP_COOKIES.paymentId, paymentId, SETUP_MAX_AGE_SECONDS);
  writeCookie(SETUP_COOKIES.createdAt, now.toISOString(), SETUP_MAX_AGE_SECONDS);
}

/** The setup started in this browser and not yet settled, if there is one of the last hour. */
export function pendingSetup(now = new Date()): PendingSetup | null {
  const paymentId = readCookie(SETUP_COOKIES.paymentId);
  const createdAt = new Date(readCookie(SETUP_COOKIES.createdAt) ?? '');
  if (!paymentId || !/^[A-Za-z0-9_-]{1,64}$/.test(paymentId) || Number.isNaN(createdAt.getTime())) return null;
  if (now.getTime() - createdAt.getTime() > SETUP_MAX_AGE_SECONDS * 1000) return null;
  return { type: readCookie(SETUP_COOKIES.type) ?? '', paymentId, createdAt };
}

export function forgetSetup(): void {
  for (const name of Object.values(SETUP_COOKIES)) deleteCookie(name);
}
