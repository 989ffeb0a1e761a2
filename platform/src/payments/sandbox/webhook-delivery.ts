import type { Payment, PaymentEvent, Setup, SetupEvent } from '../provider.ts';
import { PAYMENT_SIGNATURE_HEADER, signPaymentEvent } from '../webhooks.ts';
import { newId } from './ids.ts';

export interface WebhookDeliveryOptions {
  secret: string;
  fetch: typeof globalThis.fetch;
  /** The waits before the second, third, … attempt; one retry per entry. */
  retryDelaysMs: readonly number[];
  /** The deadline of each attempt. */
  attemptTimeoutMs: number;
  /** Aborted when the sandbox closes: no more attempts. */
  signal: AbortSignal;
  /** Told when an event could not be delivered at all: ids, type and address, never the body or secret. */
  warn(line: string): void;
}

const EVENT_TYPES = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
} as const satisfies Partial<Record<Payment['status'], PaymentEvent['type']>>;

const SETUP_EVENT_TYPES = {
  succeeded: 'setup.succeeded',
  failed: 'setup.failed',
  cancelled: 'setup.cancelled',
} as const satisfies Partial<Record<Setup['status'], SetupEvent['type']>>;

/**
 * Posts a final payment's or setup's event to its webhook URL, signed, and tries again with backoff while
 * the receiver answers anything but 2xx or cannot be reached. Each attempt is signed anew, so the signed
 * time is always fresh. It never throws: a receiver that is down must not take the sandbox with it.
 */
export function webhookSender(options: WebhookDeliveryOptions) {
  async function post(url: string, event: PaymentEvent | SetupEvent, subject: string): Promise<boolean> {
    const body = JSON.stringify(event);
    let outcome = '';
    for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt++) {
      if (attempt > 0 && !(await wait(options.retryDelaysMs[attempt - 1]!, options.signal))) return false;
      if (options.signal.aborted) return false;
      try {
        const response = await options.fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PAYMENT_SIGNATURE_HEADER]: signPaymentEvent(options.secret, body, Math.floor(Date.now() / 1000)),
          },
          body,
          signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.attemptTimeoutMs)]),
        });
        // The receiver's answer is not needed; reading it to the end frees the connection for reuse.
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return true;
        outcome = `HTTP ${response.status}`;
      } catch (error) {
        if (options.signal.aborted) return false;
        outcome = (error as { name?: string } | null)?.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
      }
    }
    options.warn(
      `sandbox payments: event ${event.id} (${event.type}, ${subject}) not delivered to ${withoutQuery(url)} after ${
        options.retryDelaysMs.length + 1
      } attempts: ${outcome}`,
    );
    return false;
  }

  return {
    payment(url: string, payment: Payment): Promise<boolean> {
      const type = EVENT_TYPES[payment.status as keyof typeof EVENT_TYPES];
      if (!type) return Promise.resolve(false);
      const created = Math.floor(Date.now() / 1000);
      const event: PaymentEvent = { id: newId('evt'), type, created, data: { payment: structuredClone(payment) } };
      return post(url, event, `payment ${payment.id}`);
    },
    setup(url: string, setup: Setup): Promise<boolean> {
      const type = SETUP_EVENT_TYPES[setup.status as keyof typeof SETUP_EVENT_TYPES];
      if (!type) return Promise.resolve(false);
      const created = Math.floor(Date.now() / 1000);
      const event: SetupEvent = { id: newId('evt'), type, created, data: { setup: structuredClone(setup) } };
      return post(url, event, `setup ${setup.id}`);
    },
  };
}

/** Resolves true after `ms`, or false at once when the signal aborts first. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    timer.unref();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A webhook URL may carry a secret in its query; the warning names only where it points. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
