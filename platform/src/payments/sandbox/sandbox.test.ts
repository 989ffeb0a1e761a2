import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPaymentTokens } from '../../db/seed/account.ts';
import { httpPaymentProvider } from '../client.ts';
import { PaymentProviderError, type CreatePayment, type PaymentEvent, type PaymentProvider } from '../provider.ts';
import {
  PAYMENT_SIGNATURE_HEADER,
  signPaymentEvent,
  verifyPaymentEvent,
  verifyPaymentEventSignature,
} from '../webhooks.ts';
import { startSandboxPaymentProvider, type RunningSandboxPaymentProvider } from './server.ts';

const API_KEY = 'sk_test_sandbox';
const WEBHOOK_SECRET = 'whsec_test_sandbox';
const PORTAL = 'http://127.0.0.1:5173';
const FRAME_QUERY = `?origin=${encodeURIComponent(PORTAL)}&locale=de`;

/** The checkout's side of the webhooks: a plain HTTP server that keeps what arrives, failing on request. */
class WebhookReceiver {
  readonly received: { path: string; rawBody: string; signature: string | undefined; event: PaymentEvent }[] = [];
  /** Paths whose next requests answer 503, with how many are left. */
  readonly failures = new Map<string, number>();
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const path = request.url ?? '';
        const left = this.failures.get(path) ?? 0;
        const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
        this.received.push({ path, rawBody, signature: signature as string | undefined, event: JSON.parse(rawBody) });
        if (left > 0) {
          this.failures.set(path, left - 1);
          response.writeHead(503).end();
        } else response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  eventsFor(paymentId: string) {
    return this.received.filter((entry) => entry.event.data.payment.id === paymentId);
  }

  close() {
    return new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

let sandbox: RunningSandboxPaymentProvider;
let provider: PaymentProvider;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  sandbox = await startSandboxPaymentProvider({
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    frameAncestors: [PORTAL],
    sepaSettleMs: 100,
  });
  provider = httpPaymentProvider({ url: sandbox.url, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox?.close();
  await receiver.close();
});

function paymentRequest(overrides: Partial<CreatePayment> = {}): CreatePayment {
  return {
    method: 'paypal',
    amountMinor: 4990,
    currency: 'EUR',
    reference: `checkout-${randomUUID()}`,
    description: 'Heimtrikot 2026/27, Größe M',
    customerId: 'account:fan-1',
    returnUrl: `${PORTAL}/kasse/fertig?checkout=42`,
    cancelUrl: `${PORTAL}/kasse?checkout=42`,
    webhookUrl: `${receiver.url}/webhooks/payments`,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

function postForm(path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  return fetch(`${sandbox.url}${path}`, {
    ...rest,
    headers: {
      authorization: `Bearer ${API_KEY}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(rest.headers as Record<string, string> | undefined),
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

/** Waits for the payment's events and checks each one's signature, as the checkout's webhook route must. */
async function verifiedEvents(paymentId: string, count = 1): Promise<PaymentEvent[]> {
  await expect.poll(() => receiver.eventsFor(paymentId).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return receiver.eventsFor(paymentId).map((entry) => {
    const result = verifyPaymentEvent({
      secret: WEBHOOK_SECRET,
      header: entry.signature,
      rawBody: entry.rawBody,
      now: new Date(),
    });
    if (!result.ok) throw new Error(`event not verified: ${result.reason}`);
    return result.event;
  });
}

/** What the frame tells the portal, read from its inline script. */
function frameMessage(html: string) {
  const match = /window\.parent\.postMessage\((\{"source".*?\}), ("[^"]*")\)/.exec(html);
  if (!match) return undefined;
  return { message: JSON.parse(match[1]!) as Record<string, unknown>, targetOrigin: JSON.parse(match[2]!) as string };
}

const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string, more: Record<string, string> = {}) => ({
  number,
  expiry: futureExpiry,
  cvc: '123',
  holder: 'Jürgen Müller',
  ...more,
});

async function payByCard(customerId = 'account:fan-1', number = '4242 4242 4242 4242') {
  const payment = await provider.createPayment(paymentRequest({ method: 'card', customerId }));
  const answer = await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, card(number));
  return { payment, answer, html: await answer.text() };
}

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' });
  const now = new Date('2026-11-21T15:30:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('verifies what was signed, and nothing else', () => {
    const header = signPaymentEvent('secret', body, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyPaymentEventSignature({ secret: 'secret', header, rawBody: body, now })).toEqual({ ok: true });
    expect(
      verifyPaymentEventSignature({ secret: 'secret', header, rawBody: body.replace('evt_1', 'evt_2'), now }),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyPaymentEventSignature({ secret: 'other', header, rawBody: body, now })).toMatchObject({
      reason: 'mismatch',
    });
    // The signed time cannot be moved: the signature covers it.
    const moved = header.replace(`t=${t}`, `t=${t + 1}`);
    expect(verifyPaymentEventSignature({ secret: 'secret', header: moved, rawBody: body, now })).toMatchObject({
      reason: 'mismatch',
    });
  });

  it('refuses an old or future event, and missing or malformed headers', () => {
    const header = signPaymentEvent('secret', body, t - 301);
    expect(verifyPaymentEventSignature({ secret: 'secret', header, rawBody: body, now })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const future = signPaymentEvent('secret', body, t + 301);
    expect(verifyPaymentEventSignature({ secret: 'secret', header: future, rawBody: body, now })).toMatchObject({
      reason: 'stale',
    });
    const recent = signPaymentEvent('secret', body, t - 299);
    expect(verifyPaymentEventSignature({ secret: 'secret', header: recent, rawBody: body, now })).toEqual({ ok: true });
    expect(
      verifyPaymentEventSignature({ secret: 'secret', header: recent, rawBody: body, now, toleranceSeconds: 60 }),
    ).toMatchObject({ reason: 'stale' });
    for (const missing of [undefined, null, '']) {
      expect(verifyPaymentEventSignature({ secret: 'secret', header: missing, rawBody: body, now })).toMatchObject({
        reason: 'missing',
      });
    }
    for (const malformed of [
      'v1=abc',
      `t=${t}`,
      `t=abc,v1=${'0'.repeat(64)}`,
      `t=${t},v1=zz`,
      'x'.repeat(5000),
      [header],
    ]) {
      expect(verifyPaymentEventSignature({ secret: 'secret', header: malformed, rawBody: body, now })).toMatchObject({
        reason: 'malformed',
      });
    }
  });

  it('accepts one matching signature among several (a secret being rolled over)', () => {
    const header = `${signPaymentEvent('old', body, t)},v1=${signPaymentEvent('secret', body, t).split('v1=')[1]}`;
    expect(verifyPaymentEventSignature({ secret: 'secret', header, rawBody: body, now })).toEqual({ ok: true });
  });

  it('parses an event only after its signature holds', () => {
    const header = signPaymentEvent('secret', 'not json', t);
    expect(verifyPaymentEvent({ secret: 'secret', header, rawBody: 'not json', now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyPaymentEvent({ secret: 'secret', header, rawBody: 'tampered', now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });
});

describe('the API', () => {
  it('refuses calls without the API key', async () => {
    const missing = await fetch(`${sandbox.url}/v1/payments/pay_x`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'unauthorized' });
    const wrong = await api('/v1/payments', { method: 'POST', headers: { authorization: 'Bearer nope' }, json: {} });
    expect(wrong.status).toBe(401);
    const client = httpPaymentProvider({ url: sandbox.url, apiKey: 'nope' });
    await expect(client.getPayment('pay_x')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers the same payment for the same idempotency key, and refuses the key for another request', async () => {
    const request = paymentRequest();
    const { idempotencyKey, ...body } = request;
    const first = await api('/v1/payments', {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
      json: body,
    });
    expect(first.status).toBe(201);
    const again = await api('/v1/payments', {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
      json: body,
    });
    expect(again.status).toBe(200);
    const created = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(created.id);
    expect((await provider.createPayment(request)).id).toBe(created.id);
    await expect(provider.createPayment({ ...request, amountMinor: 1 })).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
    expect((await provider.getPayment(created.id)).amountMinor).toBe(4990);
  });

  it('answers unknown payments and tokens with 404 and their codes', async () => {
    await expect(provider.getPayment('pay_unknown')).rejects.toMatchObject({ status: 404, code: 'payment_unknown' });
    await expect(provider.getToken('tok_unknown')).rejects.toMatchObject({ status: 404, code: 'token_unknown' });
    await expect(provider.deleteToken('tok_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('answers hostile input with 4xx and a code, never 500', async () => {
    const valid: Partial<CreatePayment> = paymentRequest();
    delete valid.idempotencyKey;
    const create = (body: unknown, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
      api('/v1/payments', { method: 'POST', headers, json: body });
    const raw = (body: string, type = 'application/json') =>
      api('/v1/payments', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID(), 'content-type': type },
        body,
      });
    const answers = await Promise.all([
      create({ ...valid, amountMinor: 0 }),
      create({ ...valid, amountMinor: 100_000_001 }),
      create({ ...valid, amountMinor: 49.9 }),
      create({ ...valid, amountMinor: '4990' }),
      raw(JSON.stringify(valid).replace('4990', '1e400')),
      create({ ...valid, currency: 'USD' }),
      create({ ...valid, method: 'bitcoin' }),
      create({ ...valid, reference: 'x'.repeat(5000) }),
      create({ ...valid, description: 'Trikot\u0000' }),
      create({ ...valid, customerId: 'account:\u0007' }),
      create({ ...valid, returnUrl: 'javascript:alert(1)' }),
      create({ ...valid, webhookUrl: 'http://' }),
      create({ ...valid, extra: true }),
      create({ ...valid, paymentTokenId: 'tok_x' }),
      create({ ...valid, method: 'token' }),
      create({ ...valid, method: 'sepa', paymentTokenId: '../../etc' }),
      create(valid, {}),
      create(valid, { 'idempotency-key': 'x'.repeat(300) }),
      raw('{"method":'),
      raw(`{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`),
      raw(JSON.stringify({ ...valid, description: 'x'.repeat(100_000) })),
      raw('method=paypal', 'application/x-www-form-urlencoded'),
      raw('<xml/>', 'application/xml'),
      api(`/v1/payments/${'x'.repeat(500)}`),
      api('/v1/payments/pay_%00'),
      api('/v1/tokens/%E2%80%AE'),
      api('/v1/mandates', {
        method: 'POST',
        json: { customerId: 'a', accountHolder: 'x'.repeat(71), iban: 'DE89370400440532013000' },
      }),
      api('/v1/mandates', {
        method: 'POST',
        json: { customerId: 'a', accountHolder: 'A\nB', iban: 'DE89370400440532013000' },
      }),
      api('/v1/mandates', {
        method: 'POST',
        json: { customerId: 'a', accountHolder: '   ', iban: 'DE89370400440532013000' },
      }),
      api('/v1/mandates', { method: 'POST', json: { customerId: 'a', accountHolder: 'A', iban: "'; DROP TABLE--" } }),
      api('/v1/mandates', { method: 'POST', json: [] }),
    ]);
    for (const answer of answers) {
      expect(answer.status, await answer.clone().text()).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(((await answer.json()) as { code: string }).code).toMatch(/^[a-z_]+$/);
    }
    expect(answers.slice(0, 13).every((answer) => answer.status === 400)).toBe(true);
  });
});

describe('PayPal-like approval', () => {
  it('shows the payment in German and English', async () => {
    const payment = await provider.createPayment(paymentRequest());
    expect(payment).toMatchObject({
      method: 'paypal',
      status: 'requires_action',
      approvalUrl: `${sandbox.url}/paypal/checkout/${payment.id}`,
    });
    const page = await fetch(payment.approvalUrl!);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('SC Südstadt 1899');
    expect(html).toContain('49,90\u00a0€');
    expect(html).toContain('Heimtrikot 2026/27, Größe M');
    expect(html).toMatch(
      /<form method="post" action="\/paypal\/checkout\/[^/]+\/approve"><button type="submit">Zahlung genehmigen<\/button>/,
    );
    expect(html).toContain('>Abbrechen</button>');
    const english = await (await fetch(`${payment.approvalUrl}?locale=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('€49.90');
    expect(english).toContain('Approve payment');
  });

  it('approves: 303 to the return address, succeeded, one signed webhook', async () => {
    const request = paymentRequest();
    const payment = await provider.createPayment(request);
    const answer = await postForm(`/paypal/checkout/${payment.id}/approve`, {}, { origin: sandbox.url });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(request.returnUrl);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'succeeded', failureReason: null });
    const [event] = await verifiedEvents(payment.id);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      data: { payment: { id: payment.id, status: 'succeeded' } },
    });
    expect(event!.id).toMatch(/^evt_/);

    // A second click ends where the first did; cancelling afterwards is refused; the page shows the state.
    expect((await postForm(`/paypal/checkout/${payment.id}/approve`)).headers.get('location')).toBe(request.returnUrl);
    expect((await postForm(`/paypal/checkout/${payment.id}/cancel`)).status).toBe(409);
    expect(await (await fetch(payment.approvalUrl!)).text()).toContain('Diese Zahlung ist abgeschlossen.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.eventsFor(payment.id)).toHaveLength(1);
  });

  it('cancels: 303 to the cancel address, cancelled, webhook', async () => {
    const request = paymentRequest();
    const payment = await provider.createPayment(request);
    const answer = await postForm(`/paypal/checkout/${payment.id}/cancel?locale=en`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(request.cancelUrl);
    expect((await provider.getPayment(payment.id)).status).toBe('cancelled');
    const [event] = await verifiedEvents(payment.id);
    expect(event!.type).toBe('payment.cancelled');
  });

  it('refuses posts from other sites, unknown payments and other methods’ payments', async () => {
    const payment = await provider.createPayment(paymentRequest());
    expect(
      (await postForm(`/paypal/checkout/${payment.id}/approve`, {}, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await provider.getPayment(payment.id)).status).toBe('requires_action');
    expect((await fetch(`${sandbox.url}/paypal/checkout/pay_unknown`)).status).toBe(404);
    const cardPayment = await provider.createPayment(paymentRequest({ method: 'card' }));
    expect((await fetch(`${sandbox.url}/paypal/checkout/${cardPayment.id}`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/paypal/checkout/${payment.id}?locale=${'<x>'}`)).status).toBe(400);
    expect((await postForm(`/paypal/checkout/${'x'.repeat(300)}/approve`)).status).toBe(414);
    expect((await fetch(`${sandbox.url}/paypal/checkout/%E0%A4%A`)).status).toBe(400);
  });

  it('retries a webhook the receiver refused, with the same event id', async () => {
    const path = `/webhooks/flaky-${randomUUID()}`;
    receiver.failures.set(path, 1);
    const payment = await provider.createPayment(paymentRequest({ webhookUrl: `${receiver.url}${path}` }));
    await postForm(`/paypal/checkout/${payment.id}/approve`);
    const events = await verifiedEvents(payment.id, 2);
    expect(events.map((event) => event.id)).toEqual([events[0]!.id, events[0]!.id]);
  });
});

describe('the hosted card frame', () => {
  it('serves the script that mounts the frame and reports only the frame’s own messages', async () => {
    const payment = await provider.createPayment(paymentRequest({ method: 'card' }));
    expect(payment.scriptUrl).toBe(`${sandbox.url}/hosted/card.js?payment=${payment.id}`);
    const answer = await fetch(payment.scriptUrl!);
    expect(answer.headers.get('content-type')).toContain('application/javascript');
    const script = await answer.text();

    // A minimal browser: a window that dispatches messages, a document that makes an iframe.
    const listeners: ((event: unknown) => void)[] = [];
    const frameWindow = {};
    const iframe = {
      title: '',
      src: '',
      style: { cssText: '', height: '' },
      contentWindow: frameWindow,
      parentNode: null as unknown,
    };
    const container = { appendChild: (child: typeof iframe) => (child.parentNode = container), removeChild: () => {} };
    const window = {
      location: { origin: PORTAL },
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
      SandboxPayments: undefined as
        undefined | { mount: (container: unknown, options: unknown) => { unmount(): void } },
    };
    const document = { documentElement: { lang: 'de-DE' }, createElement: () => iframe };
    runInNewContext(script, { window, document });
    const onResult = vi.fn();
    const mounted = window.SandboxPayments!.mount(container, { onResult });
    expect(iframe.title).toBe('Kartenzahlung');
    expect(iframe.src).toBe(`${sandbox.url}/hosted/card-frame/${payment.id}${FRAME_QUERY}`);
    const message = {
      source: 'sandbox-payments',
      paymentId: payment.id,
      status: 'succeeded',
      failureReason: null,
      final: true,
    };
    const dispatch = (event: object) => listeners.forEach((listener) => listener(event));
    dispatch({ origin: PORTAL, source: frameWindow, data: message });
    dispatch({ origin: sandbox.url, source: {}, data: message });
    dispatch({ origin: sandbox.url, source: frameWindow, data: { ...message, paymentId: 'pay_other' } });
    dispatch({ origin: sandbox.url, source: frameWindow, data: { ...message, source: 'other' } });
    dispatch({ origin: sandbox.url, source: frameWindow, data: { ...message, type: 'resize', height: 812.4 } });
    expect(iframe.style.height).toBe('813px');
    expect(onResult).not.toHaveBeenCalled();
    dispatch({ origin: sandbox.url, source: frameWindow, data: message });
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      status: 'succeeded',
      paymentId: payment.id,
      failureReason: undefined,
      final: true,
    });
    mounted.unmount();
    expect(window.removeEventListener).toHaveBeenCalled();
  });

  it('shows the card fields with labels, embeddable by the portal only', async () => {
    const payment = await provider.createPayment(paymentRequest({ method: 'card' }));
    const answer = await fetch(`${sandbox.url}/hosted/card-frame/${payment.id}${FRAME_QUERY}`);
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain(`frame-ancestors ${PORTAL}`);
    expect(policy).toContain("form-action 'self'");
    const html = await answer.text();
    for (const label of ['Kartennummer', 'Ablaufdatum (MM/JJ)', 'Prüfnummer (CVC)', 'Karteninhaber']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('49,90\u00a0€ bezahlen');
    const english = await (
      await fetch(`${sandbox.url}/hosted/card-frame/${payment.id}?origin=${encodeURIComponent(PORTAL)}&locale=en`)
    ).text();
    expect(english).toContain('>Card number</label>');
    // Without the portal's origin, or with another one, the frame would have nobody to report to.
    expect((await fetch(`${sandbox.url}/hosted/card-frame/${payment.id}`)).status).toBe(400);
    const foreign = await fetch(
      `${sandbox.url}/hosted/card-frame/${payment.id}?origin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('nur im Shop');
  });

  it('takes a good card: succeeded, a card token for the buyer, the portal told, a webhook', async () => {
    const { payment, answer, html } = await payByCard();
    expect(answer.status).toBe(200);
    expect(html).toContain('Zahlung erfolgreich');
    expect(html).not.toContain('4242424242424242');
    expect(html).not.toContain('4242 4242 4242 4242');
    expect(frameMessage(html)).toEqual({
      message: {
        source: 'sandbox-payments',
        paymentId: payment.id,
        status: 'succeeded',
        failureReason: null,
        final: true,
      },
      targetOrigin: PORTAL,
    });
    const [expMonth, expYear] = futureExpiry.split('/').map(Number);
    const paid = await provider.getPayment(payment.id);
    expect(paid).toMatchObject({
      status: 'succeeded',
      card: { brand: 'Visa', last4: '4242', expMonth, expYear: 2000 + expYear! },
    });
    expect(await provider.getToken(paid.paymentTokenId!)).toEqual({
      id: paid.paymentTokenId,
      customerId: 'account:fan-1',
      type: 'card',
      card: paid.card,
      accountHolder: null,
      last4: '4242',
      email: null,
    });
    const [event] = await verifiedEvents(payment.id);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      data: { payment: { paymentTokenId: paid.paymentTokenId } },
    });
    // Mastercard too.
    const { payment: second } = await payByCard('account:fan-1', '5555555555554444');
    expect((await provider.getPayment(second.id)).card).toMatchObject({ brand: 'Mastercard', last4: '4444' });
  });

  it('declines a card and keeps the payment open for another one', async () => {
    const { payment, answer, html } = await payByCard('account:fan-1', '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(html).toContain('Karte abgelehnt. Bitte eine andere Karte verwenden.');
    expect(html).toContain('value="Jürgen Müller"');
    // The card number is never filled in again (the test cards are printed in the small print).
    expect(html).toMatch(/<input id="number" name="number" [^>]*required>/);
    expect(html).not.toContain('4000000000000002');
    expect(frameMessage(html)?.message).toEqual({
      source: 'sandbox-payments',
      paymentId: payment.id,
      status: 'failed',
      failureReason: 'card_declined',
      final: false,
    });
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'requires_action', failureReason: null });
    const retry = await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, card('4242424242424242'));
    expect(retry.status).toBe(200);
    expect((await provider.getPayment(payment.id)).status).toBe('succeeded');
    const events = await verifiedEvents(payment.id);
    expect(events.map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('asks for 3-D Secure and succeeds when the bank confirms', async () => {
    const { payment, answer, html } = await payByCard('account:fan-1', '4000000000003220');
    expect(answer.status).toBe(200);
    expect(html).toContain('Zahlung bei deiner Bank bestätigen');
    expect(html).toContain('>Bestätigen</button>');
    expect(html).toContain('>Ablehnen</button>');
    expect((await provider.getPayment(payment.id)).status).toBe('requires_action');
    // Reloading the frame shows the challenge again.
    expect(await (await fetch(`${sandbox.url}/hosted/card-frame/${payment.id}${FRAME_QUERY}`)).text()).toContain(
      'Zahlung bei deiner Bank bestätigen',
    );
    const confirmed = await postForm(`/hosted/card-frame/${payment.id}/challenge${FRAME_QUERY}`, {
      decision: 'confirm',
    });
    expect(frameMessage(await confirmed.text())?.message).toMatchObject({ status: 'succeeded', final: true });
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'succeeded', card: { last4: '3220' } });
    expect((await verifiedEvents(payment.id))[0]!.type).toBe('payment.succeeded');
  });

  it('fails the payment for good when the bank refuses 3-D Secure', async () => {
    const { payment } = await payByCard('account:fan-1', '4000000000003220');
    const rejected = await postForm(`/hosted/card-frame/${payment.id}/challenge${FRAME_QUERY}`, { decision: 'reject' });
    const html = await rejected.text();
    expect(html).toContain('Zahlung fehlgeschlagen');
    expect(frameMessage(html)?.message).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_failed',
      final: true,
    });
    expect(await provider.getPayment(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_failed',
    });
    const [event] = await verifiedEvents(payment.id);
    expect(event).toMatchObject({
      type: 'payment.failed',
      data: { payment: { failureReason: 'authentication_failed' } },
    });
    // Final: neither a new card nor the challenge nor cancelling changes it.
    expect((await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, card('4242424242424242'))).status).toBe(
      409,
    );
    expect(
      (await postForm(`/hosted/card-frame/${payment.id}/challenge${FRAME_QUERY}`, { decision: 'confirm' })).status,
    ).toBe(409);
    expect((await postForm(`/hosted/card-frame/${payment.id}/cancel${FRAME_QUERY}`)).status).toBe(409);
    expect((await provider.getPayment(payment.id)).status).toBe('failed');
  });

  it('names what is wrong with a card: number, expiry, security code, holder', async () => {
    const payment = await provider.createPayment(paymentRequest({ method: 'card' }));
    const attempt = async (fields: Record<string, string>) => {
      const answer = await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, fields);
      expect(answer.status).toBe(422);
      return answer.text();
    };
    const luhn = await attempt(card('4242 4242 4242 4241'));
    expect(luhn).toContain('Kartennummer ungültig.');
    expect(luhn).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(await attempt(card('4242424242424242', { expiry: '01/20' }))).toContain('Karte abgelaufen.');
    expect(await attempt(card('4242424242424242', { expiry: '13/30' }))).toContain('Ablaufdatum ungültig');
    expect(await attempt(card('4242424242424242', { cvc: '12' }))).toContain('Die Prüfnummer hat 3 Ziffern.');
    expect(await attempt(card('4242424242424242', { holder: ' ' }))).toContain('Karteninhabers');
    expect(await attempt(card('378282246310005'))).toContain('Diese Kartenart wird nicht angenommen');
    expect(await attempt({})).toContain('Kartennummer ungültig.');
    expect((await provider.getPayment(payment.id)).status).toBe('requires_action');
  });

  it('cancels from the frame: cancelled, the portal told, a webhook', async () => {
    const payment = await provider.createPayment(paymentRequest({ method: 'card' }));
    const answer = await postForm(`/hosted/card-frame/${payment.id}/cancel${FRAME_QUERY}`);
    expect(answer.status).toBe(200);
    expect(frameMessage(await answer.text())?.message).toMatchObject({ status: 'cancelled', final: true });
    expect((await provider.getPayment(payment.id)).status).toBe('cancelled');
    expect((await verifiedEvents(payment.id))[0]!.type).toBe('payment.cancelled');
  });

  it('answers hostile frame input with 4xx', async () => {
    const payment = await provider.createPayment(paymentRequest({ method: 'card' }));
    const frame = `/hosted/card-frame/${payment.id}${FRAME_QUERY}`;
    const statuses = await Promise.all([
      postForm(frame, card('4'.repeat(5000))).then((answer) => answer.status),
      postForm(frame, card('4242424242424242', { holder: 'Jürgen\u0000' })).then((answer) => answer.status),
      postForm(frame, { number: 'x'.repeat(20_000) }).then((answer) => answer.status),
      postForm(`/hosted/card-frame/${payment.id}/challenge${FRAME_QUERY}`, { decision: 'confirm' }).then(
        (a) => a.status,
      ),
      postForm(`/hosted/card-frame/${payment.id}/challenge${FRAME_QUERY}`, { decision: 'maybe' }).then((a) => a.status),
      postForm(frame, card('4242424242424242'), { origin: 'https://evil.example' }).then((answer) => answer.status),
      postForm(`/hosted/card-frame/pay_unknown${FRAME_QUERY}`, card('4242424242424242')).then(
        (answer) => answer.status,
      ),
      fetch(`${sandbox.url}/hosted/card.js?payment=pay_unknown`).then((answer) => answer.status),
      fetch(`${sandbox.url}/hosted/card.js`).then((answer) => answer.status),
      fetch(`${sandbox.url}/hosted/card-frame/${payment.id}?origin=${'x'.repeat(1000)}`).then(
        (answer) => answer.status,
      ),
      fetch(`${sandbox.url}/nowhere`).then((answer) => answer.status),
    ]);
    expect(statuses).toEqual([400, 400, 413, 409, 400, 403, 404, 404, 400, 400, 404]);
    expect((await provider.getPayment(payment.id)).status).toBe('requires_action');
  });
});

describe('paying with a saved card', () => {
  it('charges the buyer’s own card token after the security code, and refuses another customer’s', async () => {
    const { payment: first } = await payByCard('account:fan-2');
    const tokenId = (await provider.getPayment(first.id)).paymentTokenId!;
    await expect(
      provider.createPayment(paymentRequest({ method: 'token', customerId: 'account:fan-3', paymentTokenId: tokenId })),
    ).rejects.toMatchObject({ status: 400, code: 'token_unknown' });

    const payment = await provider.createPayment(
      paymentRequest({ method: 'token', customerId: 'account:fan-2', paymentTokenId: tokenId }),
    );
    expect(payment).toMatchObject({
      status: 'requires_action',
      paymentTokenId: tokenId,
      card: { brand: 'Visa', last4: '4242' },
      scriptUrl: `${sandbox.url}/hosted/card.js?payment=${payment.id}`,
    });
    const frame = await (await fetch(`${sandbox.url}/hosted/card-frame/${payment.id}${FRAME_QUERY}`)).text();
    expect(frame).toContain('Gespeicherte Karte Visa •••• 4242');
    expect(frame).toContain('>Prüfnummer (CVC)</label>');
    expect(frame).not.toContain('>Kartennummer</label>');
    expect((await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, { cvc: '1' })).status).toBe(422);
    const answer = await postForm(`/hosted/card-frame/${payment.id}${FRAME_QUERY}`, { cvc: '123' });
    expect(frameMessage(await answer.text())?.message).toMatchObject({ status: 'succeeded' });
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'succeeded', paymentTokenId: tokenId });
    expect((await verifiedEvents(payment.id))[0]!.type).toBe('payment.succeeded');
  });

  it('forgets a deleted token', async () => {
    const { payment } = await payByCard('account:fan-4');
    const tokenId = (await provider.getPayment(payment.id)).paymentTokenId!;
    await provider.deleteToken(tokenId);
    await expect(provider.getToken(tokenId)).rejects.toMatchObject({ status: 404, code: 'token_unknown' });
    await expect(
      provider.createPayment(paymentRequest({ method: 'token', customerId: 'account:fan-4', paymentTokenId: tokenId })),
    ).rejects.toMatchObject({ code: 'token_unknown' });
  });
});

describe('methods saved before the provider started', () => {
  it('charges the demo’s stored card and mandate without the person, for their own customer only', async () => {
    const tokens = demoPaymentTokens();
    const card = tokens.find((token) => token.id === 'tok_seed_card_abo')!;
    const mandate = tokens.find((token) => token.id === 'tok_seed_sepa_abo')!;
    const seeded = await startSandboxPaymentProvider({
      host: '127.0.0.1',
      port: 0,
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      frameAncestors: [PORTAL],
      sepaSettleMs: 100,
      tokens,
    });
    try {
      const client = httpPaymentProvider({ url: seeded.url, apiKey: API_KEY });
      expect(await client.getToken(card.id)).toMatchObject({
        type: 'card',
        last4: '5454',
        card: { brand: 'mastercard' },
      });
      const charged = await client.createPayment(
        paymentRequest({ method: 'token', customerId: card.customerId, paymentTokenId: card.id, offSession: true }),
      );
      expect(charged).toMatchObject({ status: 'succeeded', paymentTokenId: card.id });
      const debit = await client.createPayment(
        paymentRequest({
          method: 'sepa',
          customerId: mandate.customerId,
          paymentTokenId: mandate.id,
          offSession: true,
        }),
      );
      expect(debit.status).toBe('pending');
      // Another customer cannot use them; nor does the provider started without them know them.
      await expect(
        client.createPayment(paymentRequest({ method: 'token', customerId: 'account:fan-1', paymentTokenId: card.id })),
      ).rejects.toMatchObject({ status: 400, code: 'token_unknown' });
      await expect(provider.getToken(card.id)).rejects.toMatchObject({ status: 404, code: 'token_unknown' });
    } finally {
      await seeded.close();
    }
  });
});

describe('SEPA direct debit', () => {
  it('takes a mandate for a valid IBAN and refuses invalid ones', async () => {
    const mandate = await provider.createMandate({
      customerId: 'account:fan-5',
      accountHolder: 'Jürgen Müller',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(mandate).toEqual({
      paymentTokenId: expect.stringMatching(/^tok_/),
      accountHolder: 'Jürgen Müller',
      last4: '3000',
    });
    expect(await provider.getToken(mandate.paymentTokenId)).toMatchObject({
      type: 'sepa',
      customerId: 'account:fan-5',
      accountHolder: 'Jürgen Müller',
      card: null,
      last4: '3000',
    });
    for (const iban of [
      'DE89 3704 0044 0532 0130 01', // checksum
      'DE89 3704 0044 0532 0130', // length for Germany
      'AT61 1904 3002 3457 3201 0', // length for Austria
      'XX', // not an IBAN
      'DE8937040044053201300€',
    ]) {
      await expect(
        provider.createMandate({ customerId: 'account:fan-5', accountHolder: 'J', iban }),
      ).rejects.toMatchObject({
        status: 400,
        code: 'iban_invalid',
      });
    }
    for (const iban of [
      'AT61 1904 3002 3457 3201',
      'NL91 ABNA 0417 1643 00',
      'GB29 NWBK 6016 1331 9268 19',
      'CH93 0076 2011 6238 5295 7',
    ]) {
      await expect(
        provider.createMandate({ customerId: 'account:fan-5', accountHolder: 'J', iban }),
      ).resolves.toBeTruthy();
    }
  });

  it('debits a mandate: pending, then succeeded with a webhook', async () => {
    const mandate = await provider.createMandate({
      customerId: 'account:fan-6',
      accountHolder: 'Ayşe Yılmaz',
      iban: 'DE89370400440532013000',
    });
    const payment = await provider.createPayment(
      paymentRequest({ method: 'sepa', customerId: 'account:fan-6', paymentTokenId: mandate.paymentTokenId }),
    );
    expect(payment).toMatchObject({
      status: 'pending',
      paymentTokenId: mandate.paymentTokenId,
      approvalUrl: null,
      scriptUrl: null,
    });
    const [event] = await verifiedEvents(payment.id);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      data: { payment: { id: payment.id, status: 'succeeded' } },
    });
    expect((await provider.getPayment(payment.id)).status).toBe('succeeded');
    await expect(
      provider.createPayment(
        paymentRequest({ method: 'sepa', customerId: 'account:other', paymentTokenId: mandate.paymentTokenId }),
      ),
    ).rejects.toMatchObject({ code: 'token_unknown' });
  });

  it('fails the debit of the bouncing test account', async () => {
    const mandate = await provider.createMandate({
      customerId: 'account:fan-7',
      accountHolder: 'Max Mustermann',
      iban: 'DE62 3704 0044 0532 0130 01',
    });
    const payment = await provider.createPayment(
      paymentRequest({ method: 'sepa', customerId: 'account:fan-7', paymentTokenId: mandate.paymentTokenId }),
    );
    const [event] = await verifiedEvents(payment.id);
    expect(event).toMatchObject({ type: 'payment.failed', data: { payment: { failureReason: 'insufficient_funds' } } });
  });
});

describe('failures between checkout and provider', () => {
  it('gives up on an unreachable webhook receiver without harm, and says so without secrets', async () => {
    const warn = vi.fn();
    const other = await startSandboxPaymentProvider({
      host: '127.0.0.1',
      port: 0,
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      frameAncestors: [PORTAL],
      webhookRetryDelaysMs: [10, 10, 10],
      warn,
    });
    try {
      const client = httpPaymentProvider({ url: other.url, apiKey: API_KEY });
      const payment = await client.createPayment(
        paymentRequest({ webhookUrl: 'http://127.0.0.1:1/hook?token=secret' }),
      );
      await fetch(`${other.url}/paypal/checkout/${payment.id}/approve`, { method: 'POST', redirect: 'manual' });
      await expect.poll(() => warn.mock.calls.length).toBe(1);
      expect(warn.mock.calls[0]![0]).toContain('after 4 attempts');
      expect(warn.mock.calls[0]![0]).not.toContain('secret');
      expect((await client.getPayment(payment.id)).status).toBe('succeeded');
    } finally {
      await other.close();
    }
  });

  it('turns a provider that does not answer in time, or at all, into provider errors', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(
        httpPaymentProvider({ url, apiKey: API_KEY, timeoutMs: 100 }).getPayment('pay_x'),
      ).rejects.toMatchObject({
        status: 504,
        code: 'provider_timeout',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    await expect(
      httpPaymentProvider({ url: 'http://127.0.0.1:1', apiKey: API_KEY }).getPayment('pay_x'),
    ).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
    });
  });

  it('refuses frame ancestors that are not origins', async () => {
    await expect(
      startSandboxPaymentProvider({
        host: '127.0.0.1',
        port: 0,
        apiKey: API_KEY,
        webhookSecret: WEBHOOK_SECRET,
        frameAncestors: ["https://shop.example; script-src 'unsafe-inline'"],
      }),
    ).rejects.toThrow(/not an http\(s\) origin/);
  });
});
