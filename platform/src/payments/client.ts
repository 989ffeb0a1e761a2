import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';
import {
  PaymentSchema,
  PaymentTokenSchema,
  PayoutSchema,
  ProviderErrorSchema,
  SepaMandateSchema,
  SetupSchema,
} from './schemas.ts';

export interface HttpPaymentProviderOptions {
  /** The provider's base URL, e.g. the sandbox's `url`. */
  url: string;
  apiKey: string;
  /** The deadline of every call, reading the answer included. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The payment provider over HTTP, as the checkout service calls it.
 *
 * Every failure is a `PaymentProviderError`:
 * - 4xx: the provider refused the request, with its code (`invalid_request`, `token_unknown`,
 *   `iban_invalid`, `payment_unknown`, `setup_unknown`, `idempotency_key_reused`, `unauthorized`, …). Sending the same
 *   request again gets the same answer.
 * - 502 `provider_unavailable` (no connection, a 5xx, an answer that is not the provider's) and 504
 *   `provider_timeout` (no answer within the deadline): the outcome is unknown. `createPayment` may be
 *   sent again with the same idempotency key, which answers the payment made the first time, if any.
 *
 * The client never retries by itself: whether to wait for a retry is the caller's decision.
 */
export function httpPaymentProvider(options: HttpPaymentProviderOptions): PaymentProvider {
  const { apiKey, timeoutMs = 5000, fetch = globalThis.fetch } = options;
  const base = options.url.replace(/\/+$/, '');

  async function call<S extends TSchema>(
    schema: S,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Static<S>> {
    let response: Response;
    let text: string;
    try {
      // One deadline for the whole call: connecting, waiting and reading the answer.
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
        throw new PaymentProviderError(
          504,
          'provider_timeout',
          `The payment provider did not answer ${method} ${path} in time`,
        );
      }
      throw new PaymentProviderError(
        502,
        'provider_unavailable',
        `The payment provider could not be reached for ${method} ${path}`,
      );
    }
    const json = parseJson(text);
    if (response.status >= 400 && response.status < 500) {
      if (Value.Check(ProviderErrorSchema, json))
        throw new PaymentProviderError(response.status, json.code, json.message);
      throw new PaymentProviderError(
        response.status,
        `http_${response.status}`,
        `The payment provider refused ${method} ${path}`,
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        502,
        'provider_unavailable',
        `The payment provider failed ${method} ${path} with ${response.status}`,
      );
    }
    if (response.status === 204) return undefined as Static<S>;
    if (!Value.Check(schema, json)) {
      throw new PaymentProviderError(
        502,
        'provider_unavailable',
        `The payment provider's answer to ${method} ${path} is not what it documents`,
      );
    }
    return json;
  }

  const encode = encodeURIComponent;
  return {
    createPayment: ({ idempotencyKey, ...payment }) =>
      call(PaymentSchema, 'POST', '/v1/payments', payment, { 'idempotency-key': idempotencyKey }),
    getPayment: (id) => call(PaymentSchema, 'GET', `/v1/payments/${encode(id)}`),
    createMandate: (input) => call(SepaMandateSchema, 'POST', '/v1/mandates', input),
    getToken: (id) => call(PaymentTokenSchema, 'GET', `/v1/tokens/${encode(id)}`),
    deleteToken: async (id) => {
      await call(Type.Unknown(), 'DELETE', `/v1/tokens/${encode(id)}`);
    },
    createSetup: (input) => call(SetupSchema, 'POST', '/v1/setups', input),
    getSetup: (id) => call(SetupSchema, 'GET', `/v1/setups/${encode(id)}`),
    createPayout: ({ idempotencyKey, ...payout }) =>
      call(PayoutSchema, 'POST', '/v1/payouts', payout, { 'idempotency-key': idempotencyKey }),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
