import { UpstreamClient, type RequestScope } from '../http.ts';
import { UpstreamError } from '../upstream-error.ts';
import {
  checkoutPaths,
  type UpstreamAddress,
  type UpstreamCheckout,
  type UpstreamCheckoutAddress,
  type UpstreamCheckoutMethod,
  type UpstreamCheckoutPage,
  type UpstreamCheckoutPayload,
  type UpstreamCheckoutStart,
  type UpstreamGroup,
  type UpstreamPaymentInfo,
  type UpstreamPaymentStatus,
} from './types.ts';

/** Whether a failed checkout call may be sent again: no answer, or the service's gateway said it is down. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    (error.kind === 'network' ||
      error.kind === 'timeout' ||
      (error.kind === 'status' && [502, 503, 504].includes(error.status ?? 0)))
  );
}

/** The checkout service (v2/v3, spec 2 section 7) and the contact calls checkout needs (addresses, groups). */
export class CheckoutService {
  private readonly http: UpstreamClient;

  constructor(private readonly config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'checkout', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /**
   * An order document (PDF) as the service answers it, for streaming to the browser; null when it is not
   * the viewer's. A binary answer, so a plain fetch with the same deadline as every call (no JSON contract).
   */
  async document(scope: RequestScope, fileId: string, language: 'de' | 'en' = 'de'): Promise<Response | null> {
    const signals = [AbortSignal.timeout(this.config.timeoutMs), ...(scope.signal ? [scope.signal] : [])];
    const response = await fetch(
      `${this.config.baseUrl}/checkouts/files/${encodeURIComponent(fileId)}?language=${language}`,
      {
        headers: {
          accept: 'application/pdf',
          'x-request-id': scope.requestId,
          ...(scope.bearer ? { authorization: `Bearer ${scope.bearer}` } : {}),
        },
        signal: AbortSignal.any(signals),
      },
    ).catch(() => {
      throw new UpstreamError('checkout', 'network');
    });
    if (response.ok) return response;
    // Read to the end, so the connection goes back to the pool (an unread body holds it open).
    await response.body?.cancel();
    if (response.status === 404 || response.status === 401) return null;
    throw new UpstreamError('checkout', 'status', response.status);
  }

  /**
   * Starts a checkout. Retried once on a failure of the connection or the service (spec 2 section 9: one
   * retry), which is safe only because the idempotency key makes the service answer the same checkout.
   */
  async start(
    scope: RequestScope,
    method: UpstreamCheckoutMethod,
    payload: UpstreamCheckoutPayload,
    idempotencyKey: string,
  ): Promise<UpstreamCheckoutStart> {
    const send = () =>
      this.http.call<UpstreamCheckoutStart>(scope, 'POST', checkoutPaths[method], {
        // The web shop's carts are the German ones; the shipping address decides shipping costs.
        query: { countryCode: 'DE' },
        body: payload,
        headers: { 'idempotency-key': idempotencyKey },
      });
    try {
      return await send();
    } catch (error) {
      if (!isRetryable(error) || scope.signal?.aborted) throw error;
      return send();
    }
  }

  /** The orders, newest first (page 1, 50 per page by default). */
  list(scope: RequestScope, page: number, pageSize: number): Promise<UpstreamCheckoutPage> {
    return this.http.get(scope, '/checkouts', { query: { Page: page, PageSize: pageSize, Orderby: 'created desc' } });
  }

  /** One checkout; null when it is not the viewer's (or does not exist). */
  async get(scope: RequestScope, id: string): Promise<UpstreamCheckout | null> {
    try {
      return await this.http.get<UpstreamCheckout>(scope, `/checkouts/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  /** The newest checkout paid with a stored payment token (the SEPA confirmation carries the token). */
  async byPaymentToken(scope: RequestScope, paymentTokenId: string): Promise<UpstreamCheckout | null> {
    const page = await this.http.get<UpstreamCheckoutPage>(scope, '/checkouts', {
      query: { PaymentTokenId: paymentTokenId, PageSize: 1, Page: 1 },
    });
    return page.items[0] ?? null;
  }

  /**
   * The payment's state: SUCCEEDED, PENDING, or FAILED (the service's 400, spec 2 section 8); null when
   * the checkout is not the viewer's (404 is silent).
   */
  async paymentStatus(
    scope: RequestScope,
    id: string,
  ): Promise<{ status: 'SUCCEEDED' | 'PENDING' | 'FAILED'; reason: string | null } | null> {
    try {
      const answer = await this.http.get<UpstreamPaymentStatus>(
        scope,
        `/checkouts/${encodeURIComponent(id)}/paymentStatus`,
      );
      return { status: answer.status === 'Succeeded' ? 'SUCCEEDED' : 'PENDING', reason: null };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      if (error instanceof UpstreamError && error.status === 400)
        return { status: 'FAILED', reason: error.problem?.reason ?? null };
      throw error;
    }
  }

  paymentInfo(scope: RequestScope): Promise<UpstreamPaymentInfo> {
    return this.http.get(scope, '/checkouts/paymentInfo');
  }

  async addresses(scope: RequestScope): Promise<UpstreamAddress[]> {
    return (await this.http.get<{ items: UpstreamAddress[] }>(scope, '/contacts/self/addresses')).items;
  }

  async groups(scope: RequestScope): Promise<UpstreamGroup[]> {
    return (await this.http.get<{ items: UpstreamGroup[] }>(scope, '/self/groups')).items;
  }

  /**
   * Starts storing a payment method at the provider: the browser goes to `redirectUrl` (the provider's
   * page) and comes back to the portal address sent. Not retried: a second call would start a second setup.
   */
  addPaymentMethod(
    scope: RequestScope,
    kind: 'CREDIT_CARD' | 'PAY_PAL' | 'SEPA',
    body: { billingAddress?: UpstreamCheckoutAddress | undefined; redirectUrl: string },
  ): Promise<{ paymentId: string; redirectUrl: string }> {
    const path = { CREDIT_CARD: 'creditcard', PAY_PAL: 'paypal', SEPA: 'sepa' }[kind];
    return this.http.call(scope, 'POST', `/checkouts/paymentInfo/${path}`, {
      body: kind === 'PAY_PAL' ? { redirectUrl: body.redirectUrl, partnerId: 1 } : body,
    });
  }

  /** Where storing a payment method stands: 204 stored, 202 pending, 400 failed; null when not the viewer's. */
  async paymentMethodStatus(
    scope: RequestScope,
    paymentId: string,
  ): Promise<'SUCCEEDED' | 'PENDING' | 'FAILED' | null> {
    try {
      const answer = await this.http.get<{ status: 'Pending' } | undefined>(
        scope,
        `/checkouts/paymentInfo/${encodeURIComponent(paymentId)}/status`,
      );
      return answer === undefined ? 'SUCCEEDED' : 'PENDING';
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      if (error instanceof UpstreamError && error.status === 400) return 'FAILED';
      throw error;
    }
  }

  deletePaymentMethod(scope: RequestScope, tokenId: string): Promise<void> {
    return this.http.call(scope, 'DELETE', `/checkouts/paymentInfo/${encodeURIComponent(tokenId)}`);
  }
}
