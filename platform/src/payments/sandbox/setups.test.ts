import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPaymentProvider } from '../client.ts';
import type { CreateSetup, PaymentProvider, SetupEvent } from '../provider.ts';
import { PAYMENT_SIGNATURE_HEADER, verifySetupEvent } from '../webhooks.ts';
import { startSandboxPaymentProvider, type RunningSandboxPaymentProvider } from './server.ts';

const API_KEY = 'sk_test_setups';
const WEBHOOK_SECRET = 'whsec_test_setups';
const PORTAL = 'http://127.0.0.1:5173';

/** The platform's side of the setup webhooks: keeps what arrives. */
const received: { rawBody: string; signature: string | undefined }[] = [];
let receiver: Server;
let receiverUrl: string;
let sandbox: RunningSandboxPaymentProvider;
let provider: PaymentProvider;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), signature: signature as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await startSandboxPaymentProvider({
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    frameAncestors: [PORTAL],
  });
  provider = httpPaymentProvider({ url: sandbox.url, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise<void>((resolve) => {
    receiver.close(() => resolve());
    receiver.closeAllConnections();
  });
});

let customer = 0;
function setupRequest(overrides: Partial<CreateSetup> = {}): CreateSetup {
  return {
    method: 'card',
    customerId: `account:setup-${++customer}`,
    reference: `setup-${customer}`,
    returnUrl: `${PORTAL}/konto/zahlungsarten?neu=1`,
    cancelUrl: `${PORTAL}/konto/zahlungsarten?abgebrochen=1`,
    webhookUrl: `${receiverUrl}/webhooks/setups`,
    ...overrides,
  };
}

/** A form the person posts on the provider's page (the browser sends the page's own origin). */
function postForm(path: string, fields: Record<string, string> = {}, origin = sandbox.url) {
  return fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The setup's events, each verified as the platform's webhook route verifies it. */
async function eventsFor(setupId: string, count = 1): Promise<SetupEvent[]> {
  const verified = () =>
    received.flatMap((entry) => {
      const result = verifySetupEvent({
        secret: WEBHOOK_SECRET,
        header: entry.signature,
        rawBody: entry.rawBody,
        now: new Date(),
      });
      if (!result.ok) throw new Error(`event not verified: ${result.reason}`);
      return result.event.data.setup.id === setupId ? [result.event] : [];
    });
  await expect.poll(() => verified().length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return verified();
}

const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string) => ({ number, expiry: futureExpiry, cvc: '123', holder: 'Jürgen Müller' });

describe('saving a card', () => {
  it('shows the card page, never framed, with the holder filled in', async () => {
    const setup = await provider.createSetup(setupRequest({ holderName: 'Lena Fischer' }));
    expect(setup).toMatchObject({
      method: 'card',
      status: 'requires_action',
      redirectUrl: `${sandbox.url}/setups/${setup.id}`,
      failureReason: null,
      paymentToken: null,
    });
    expect(setup.id).toMatch(/^set_/);
    const page = await fetch(setup.redirectUrl);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`form-action 'self' ${PORTAL}`);
    const html = await page.text();
    expect(html).toContain('<h1>Karte speichern</h1>');
    expect(html).toContain('Es wird jetzt nichts abgebucht.');
    expect(html).toContain('>Kartennummer</label>');
    expect(html).toMatch(/<input id="holder" name="holder" [^>]*value="Lena Fischer"/);
    expect(html).toContain(`action="/setups/${setup.id}/card"`);
    const english = await (await fetch(`${setup.redirectUrl}?locale=en`)).text();
    expect(english).toContain('<h1>Save a card</h1>');
    expect(english).toContain(`action="/setups/${setup.id}/card?locale=en"`);
  });

  it('stores a good card for the customer, announces it signed and returns to the portal', async () => {
    const request = setupRequest();
    const setup = await provider.createSetup(request);
    const answer = await postForm(`/setups/${setup.id}/card`, card('4242 4242 4242 4242'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(request.returnUrl);
    const saved = await provider.getSetup(setup.id);
    const [expMonth, expYear] = futureExpiry.split('/').map(Number);
    expect(saved).toMatchObject({
      status: 'succeeded',
      reference: request.reference,
      paymentToken: {
        type: 'card',
        customerId: request.customerId,
        card: { brand: 'Visa', last4: '4242', expMonth, expYear: 2000 + expYear! },
        last4: '4242',
        email: null,
      },
    });
    expect(await provider.getToken(saved.paymentToken!.id)).toEqual(saved.paymentToken);
    const [event] = await eventsFor(setup.id);
    expect(event).toMatchObject({ type: 'setup.succeeded', data: { setup: { id: setup.id, status: 'succeeded' } } });

    // A second click ends where the first did; cancelling afterwards is refused; the page shows the state.
    expect((await postForm(`/setups/${setup.id}/card`, card('4242424242424242'))).status).toBe(303);
    expect((await postForm(`/setups/${setup.id}/cancel`)).status).toBe(409);
    expect(await (await fetch(setup.redirectUrl)).text()).toContain('Diese Zahlungsart ist gespeichert.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await eventsFor(setup.id)).toHaveLength(1);
    expect((await provider.getSetup(setup.id)).paymentToken!.id).toBe(saved.paymentToken!.id);
  });

  it('names what is wrong and keeps the setup open; a declined card fails it', async () => {
    const request = setupRequest();
    const setup = await provider.createSetup(request);
    const wrong = await postForm(`/setups/${setup.id}/card`, { ...card('4242 4242 4242 4241'), holder: '' });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('Kartennummer ungültig.');
    expect(html).toMatch(/<input id="number" name="number" [^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input id="holder" name="holder" [^>]*aria-invalid="true"/);
    expect(html).not.toContain('4241');
    expect((await provider.getSetup(setup.id)).status).toBe('requires_action');

    const declined = await postForm(`/setups/${setup.id}/card`, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(request.returnUrl);
    expect(await provider.getSetup(setup.id)).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
      paymentToken: null,
    });
    const [event] = await eventsFor(setup.id);
    expect(event).toMatchObject({ type: 'setup.failed', data: { setup: { failureReason: 'card_declined' } } });
  });

  it('asks for 3-D Secure: stored when the bank confirms, failed when it refuses', async () => {
    const confirmed = await provider.createSetup(setupRequest());
    const challenge = await postForm(`/setups/${confirmed.id}/card`, card('4000 0000 0000 3220'));
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('Karte bei deiner Bank bestätigen');
    // Coming back to the page shows the challenge again, not the form.
    expect(await (await fetch(confirmed.redirectUrl)).text()).toContain('name="decision" value="confirm"');
    expect((await postForm(`/setups/${confirmed.id}/card/challenge`, { decision: 'confirm' })).status).toBe(303);
    expect(await provider.getSetup(confirmed.id)).toMatchObject({
      status: 'succeeded',
      paymentToken: { card: { last4: '3220' } },
    });

    const refused = await provider.createSetup(setupRequest());
    await postForm(`/setups/${refused.id}/card`, card('4000 0000 0000 3220'));
    expect((await postForm(`/setups/${refused.id}/card/challenge`, { decision: 'reject' })).status).toBe(303);
    expect(await provider.getSetup(refused.id)).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_failed',
    });
    const open = await provider.createSetup(setupRequest());
    expect((await postForm(`/setups/${open.id}/card/challenge`, { decision: 'confirm' })).status).toBe(409);
  });
});

describe('linking PayPal', () => {
  it('approves with the account’s e-mail address: a PayPal token, a webhook, back to the portal', async () => {
    const request = setupRequest({ method: 'paypal', email: 'fan@club.example' });
    const setup = await provider.createSetup(request);
    const html = await (await fetch(setup.redirectUrl)).text();
    expect(html).toContain('<h1>PayPal-Konto verknüpfen</h1>');
    expect(html).toMatch(/<input id="email" name="email" [^>]*value="fan@club.example"/);
    expect(html).toContain('>Abbrechen</button>');

    const wrong = await postForm(`/setups/${setup.id}/paypal/approve`, { email: 'keine-adresse' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Bitte eine gültige E-Mail-Adresse eingeben.');

    const approved = await postForm(`/setups/${setup.id}/paypal/approve`, { email: ' fan.paypal@club.example ' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(request.returnUrl);
    expect((await provider.getSetup(setup.id)).paymentToken).toMatchObject({
      type: 'paypal',
      email: 'fan.paypal@club.example',
      card: null,
      accountHolder: null,
    });
    expect((await eventsFor(setup.id))[0]!.type).toBe('setup.succeeded');
  });

  it('cancels: back to the cancel address, cancelled, a webhook; a second click ends there too', async () => {
    const request = setupRequest({ method: 'paypal' });
    const setup = await provider.createSetup(request);
    const cancelled = await postForm(`/setups/${setup.id}/cancel?locale=en`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(request.cancelUrl);
    expect((await postForm(`/setups/${setup.id}/cancel`)).headers.get('location')).toBe(request.cancelUrl);
    expect((await postForm(`/setups/${setup.id}/paypal/approve`, { email: 'a@b.de' })).status).toBe(409);
    expect((await provider.getSetup(setup.id)).status).toBe('cancelled');
    expect((await eventsFor(setup.id))[0]!.type).toBe('setup.cancelled');
    expect(await (await fetch(`${setup.redirectUrl}?locale=en`)).text()).toContain('Saving was cancelled.');
  });
});

describe('granting a SEPA mandate', () => {
  it('shows an invalid IBAN as typed with its error, then stores the corrected one', async () => {
    const request = setupRequest({ method: 'sepa', holderName: 'Ayşe Yılmaz' });
    const setup = await provider.createSetup(request);
    const page = await (await fetch(setup.redirectUrl)).text();
    expect(page).toContain('<h1>SEPA-Lastschriftmandat</h1>');
    expect(page).toMatch(/<input id="accountHolder" name="accountHolder" [^>]*value="Ayşe Yılmaz"/);
    expect(page).toContain('Ich ermächtige SC Südstadt 1899');
    expect(page).toContain(`<dd>${setup.id}</dd>`);

    const typo = await postForm(`/setups/${setup.id}/sepa`, {
      accountHolder: 'Ayşe Yılmaz',
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(typo.status).toBe(422);
    const html = await typo.text();
    expect(html).toContain('IBAN ungültig.');
    expect(html).toMatch(/<input id="iban" name="iban" [^>]*value="DE89 3704 0044 0532 0130 01" aria-invalid="true"/);
    expect((await provider.getSetup(setup.id)).status).toBe('requires_action');

    const granted = await postForm(`/setups/${setup.id}/sepa`, {
      accountHolder: 'Ayşe Yılmaz',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(granted.status).toBe(303);
    expect(granted.headers.get('location')).toBe(request.returnUrl);
    const token = (await provider.getSetup(setup.id)).paymentToken!;
    expect(token).toMatchObject({ type: 'sepa', accountHolder: 'Ayşe Yılmaz', last4: '3000', card: null });
    expect((await eventsFor(setup.id))[0]!.type).toBe('setup.succeeded');

    // The mandate is one the customer can be debited with, as one taken at checkout.
    const payment = await provider.createPayment({
      method: 'sepa',
      amountMinor: 1000,
      currency: 'EUR',
      reference: 'checkout-sepa-setup',
      description: 'Dauerkarte',
      customerId: request.customerId,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      webhookUrl: request.webhookUrl,
      paymentTokenId: token.id,
      idempotencyKey: `sepa-setup-${setup.id}`,
    });
    expect(payment).toMatchObject({ status: 'pending', paymentTokenId: token.id });
  });

  it('refuses a blank account holder and forgets a deleted mandate', async () => {
    const setup = await provider.createSetup(setupRequest({ method: 'sepa' }));
    const blank = await postForm(`/setups/${setup.id}/sepa`, { accountHolder: ' ', iban: 'DE89370400440532013000' });
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain('Bitte den Namen eingeben');
    await postForm(`/setups/${setup.id}/sepa`, { accountHolder: 'Max Mustermann', iban: 'DE89370400440532013000' });
    const tokenId = (await provider.getSetup(setup.id)).paymentToken!.id;
    await provider.deleteToken(tokenId);
    await expect(provider.getToken(tokenId)).rejects.toMatchObject({ status: 404, code: 'token_unknown' });
    await expect(provider.deleteToken(tokenId)).rejects.toMatchObject({ status: 404, code: 'token_unknown' });
  });
});

describe('hostile setups', () => {
  it('refuses posts from other sites, unknown setups and other methods’ forms', async () => {
    const setup = await provider.createSetup(setupRequest());
    expect((await postForm(`/setups/${setup.id}/card`, card('4242424242424242'), 'https://evil.example')).status).toBe(
      403,
    );
    expect((await provider.getSetup(setup.id)).status).toBe('requires_action');
    expect((await fetch(`${sandbox.url}/setups/set_unknown`)).status).toBe(404);
    expect((await postForm(`/setups/${setup.id}/paypal/approve`, { email: 'a@b.de' })).status).toBe(404);
    expect((await postForm(`/setups/${setup.id}/sepa`, { accountHolder: 'A B', iban: 'x' })).status).toBe(404);
    expect(
      (await postForm(`/setups/${setup.id}/card`, { ...card('4242424242424242'), holder: 'a\u0000b' })).status,
    ).toBe(400);
    expect((await postForm(`/setups/${setup.id}/card`, { number: 'x'.repeat(500) })).status).toBe(400);
    expect((await fetch(`${sandbox.url}/setups/${setup.id}?locale=${'<x>'}`)).status).toBe(400);
    await expect(provider.getSetup('set_unknown')).rejects.toMatchObject({ status: 404, code: 'setup_unknown' });
  });

  it('refuses API requests with bad addresses, unknown methods or fields, never answering 500', async () => {
    for (const overrides of [
      { returnUrl: 'javascript:alert(1)' },
      { cancelUrl: 'http://' },
      { webhookUrl: 'ftp://example.org/hook' },
      { method: 'bitcoin' },
      { customerId: 'a\u0000b' },
      { holderName: 'x'.repeat(71) },
      { email: 'x'.repeat(300) },
      { surprise: true },
    ]) {
      const answer = await fetch(`${sandbox.url}/v1/setups`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...setupRequest(), ...overrides }),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid_request' });
    }
    const withoutKey = await fetch(`${sandbox.url}/v1/setups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(setupRequest()),
    });
    expect(withoutKey.status).toBe(401);
  });
});
