import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { httpPaymentProvider } from '../payments/client.ts';
import { startSandboxPaymentProvider } from '../payments/sandbox/server.ts';
import { signPaymentEvent } from '../payments/webhooks.ts';
import { IN_USE_BY_CONTRACT, IN_USE_BY_PAYOUT, PaymentMethodService } from './payment-method-service.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
const logLines: string[] = [];
const WEBHOOK_SECRET = 'payment-methods-test-webhook-secret';
/** The portal's origin: the first of startPlatform's default web origins. */
const PORTAL = 'http://127.0.0.1:3000';
const BACK = `${PORTAL}/konto/zahlungsarten`;
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;

const home = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};
const vienna = {
  ...home,
  street: 'Mariahilfer Straße 12',
  postalCode: '1070',
  city: 'Wien',
  countryCode: 'AT',
  phone: '+43 1 234567',
};
const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string) => ({ number, expiry: futureExpiry, cvc: '123', holder: 'Lena Fischer' });

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    paymentWebhookSecret: WEBHOOK_SECRET,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  for (const email of ['fan@club.example', 'fan2@club.example', 'mitglied@club.example', 'fanclub@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  const exchanged = await exchangeForOrganization(
    platform.identity.issuer,
    DEFAULT_GRAPH_CLIENT_SECRET,
    tokens['fanclub@club.example']!,
    501,
  );
  expect(exchanged.status).toBe(200);
  tokens['fanclub 501'] = exchanged.body.access_token as string;
}, 60_000);
afterAll(() => platform.close());

const call = (
  who: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => callPlatform(platform.url, method, path, body, { token: who ? tokens[who] : undefined, headers });

/** What the person's browser does on the provider's page: a form post from the page's own origin. */
function act(url: string, fields: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const status = (who: string, paymentId: string) => call(who, 'GET', `/checkouts/paymentInfo/${paymentId}/status`);
const paymentInfo = async (who: string) => (await call(who, 'GET', '/checkouts/paymentInfo')).body;
const setupRow = async (paymentId: string) =>
  (
    await platform.db.query<{ status: string; payment_token_id: string | null; owner: string }>(
      'SELECT status, payment_token_id, owner FROM payment_setups WHERE id = $1',
      [paymentId],
    )
  ).rows[0]!;
const eventCount = async () =>
  Number((await platform.db.query<{ count: string }>('SELECT count(*) AS count FROM payment_events')).rows[0]!.count);

describe('adding a payment method at the provider', () => {
  it('saves a card: the provider’s page, 202 until the person is done, then 204, listed once', async () => {
    const started = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/creditcard', {
      billingAddress: home,
      redirectUrl: BACK,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.body.redirectUrl).toMatch(new RegExp(`^${platform.payments.url}/setups/set_`));
    expect(await status('fan@club.example', started.body.paymentId)).toMatchObject({
      status: 202,
      body: { status: 'Pending' },
    });
    const page = await (await fetch(started.body.redirectUrl)).text();
    expect(page).toMatch(/<input id="holder" name="holder" [^>]*value="Lena Fischer"/);

    const events = await eventCount();
    const saved = await act(`${started.body.redirectUrl}/card`, card('4242 4242 4242 4242'));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(BACK);
    // The status call and the webhook race to settle it: one of them stores the card, the other finds it stored.
    expect((await status('fan@club.example', started.body.paymentId)).status).toBe(204);
    await expect.poll(eventCount).toBe(events + 1);
    expect((await status('fan@club.example', started.body.paymentId)).status).toBe(204);
    const row = await setupRow(started.body.paymentId);
    expect(row.status).toBe('Succeeded');
    const { rows } = await platform.db.query('SELECT * FROM payment_tokens WHERE id = $1', [row.payment_token_id]);
    expect(rows).toHaveLength(1);
    expect((await paymentInfo('fan@club.example')).creditCard).toContainEqual({
      id: row.payment_token_id,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2000 + Number(futureExpiry.slice(3)),
    });
  });

  it('links PayPal, the account’s address filled in, and stores it by the webhook alone', async () => {
    const started = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/paypal', { redirectUrl: BACK });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const page = await (await fetch(started.body.redirectUrl)).text();
    expect(page).toMatch(/<input id="email" name="email" [^>]*value="fan@club.example"/);
    expect(
      (await act(`${started.body.redirectUrl}/paypal/approve`, { email: 'lena.paypal@club.example' })).status,
    ).toBe(303);
    // Nobody asks for the status: the provider's signed event settles the setup by itself.
    await expect.poll(async () => (await setupRow(started.body.paymentId)).status).toBe('Succeeded');
    const { payment_token_id: id } = await setupRow(started.body.paymentId);
    expect((await paymentInfo('fan@club.example')).payPal).toContainEqual({ id, email: 'lena.paypal@club.example' });
    expect((await status('fan@club.example', started.body.paymentId)).status).toBe(204);
  });

  it('grants a SEPA mandate once the mistyped IBAN is corrected', async () => {
    const started = await call('fan2@club.example', 'POST', '/checkouts/paymentInfo/sepa', {
      billingAddress: vienna,
      redirectUrl: `${BACK}?neu=sepa`,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const typo = await act(`${started.body.redirectUrl}/sepa`, {
      accountHolder: 'Lena Fischer',
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(typo.status).toBe(422);
    expect(await typo.text()).toContain('IBAN ungültig.');
    expect((await status('fan2@club.example', started.body.paymentId)).status).toBe(202);
    const granted = await act(`${started.body.redirectUrl}/sepa`, {
      accountHolder: 'Lena Fischer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(granted.headers.get('location')).toBe(`${BACK}?neu=sepa`);
    expect((await status('fan2@club.example', started.body.paymentId)).status).toBe(204);
    const { payment_token_id: id } = await setupRow(started.body.paymentId);
    expect((await paymentInfo('fan2@club.example')).sepa).toContainEqual({
      id,
      accountHolder: 'Lena Fischer',
      last4: '3000',
    });
  });

  it('answers 400 PAYMENT_METHOD_FAILED for a declined card and a cancelled setup, storing nothing', async () => {
    const before = await paymentInfo('fan@club.example');
    const declined = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/creditcard', {
      billingAddress: home,
      redirectUrl: BACK,
    });
    await act(`${declined.body.redirectUrl}/card`, card('4000 0000 0000 0002'));
    const refused = await status('fan@club.example', declined.body.paymentId);
    expect(refused.status).toBe(400);
    expect(refused.type).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_FAILED', reason: 'card_declined' });

    const cancelled = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/paypal', {
      redirectUrl: BACK,
      partnerId: 1,
    });
    const back = await act(`${cancelled.body.redirectUrl}/cancel`);
    expect(back.headers.get('location')).toBe(BACK);
    expect((await status('fan@club.example', cancelled.body.paymentId)).body).toMatchObject({
      status: 400,
      errorCode: 'PAYMENT_METHOD_FAILED',
      reason: 'cancelled',
    });
    expect(await paymentInfo('fan@club.example')).toEqual(before);
  });

  it('settles by the status call alone when the webhook never arrives, and deletes at the provider', async () => {
    const apiKey = 'sk_test_payment_methods';
    const sandbox = await startSandboxPaymentProvider({
      host: '127.0.0.1',
      port: 0,
      apiKey,
      webhookSecret: 'unused',
      frameAncestors: [PORTAL],
      webhookRetryDelaysMs: [],
      warn: () => undefined,
    });
    try {
      const provider = httpPaymentProvider({ url: sandbox.url, apiKey });
      // Its events go to a port where nobody listens.
      const service = new PaymentMethodService({
        db: platform.db,
        payments: provider,
        portalOrigins: () => [PORTAL],
        platformOrigin: () => 'http://127.0.0.1:9',
      });
      const buyer = { owner: `account:${idOf('mitglied@club.example')}`, accountId: idOf('mitglied@club.example') };
      const { paymentId, redirectUrl } = await service.create(buyer, 'sepa', {
        redirectUrl: BACK,
        billingAddress: home,
      });
      expect(await service.status(buyer.owner, paymentId)).toEqual({ status: 'Pending' });
      await act(`${redirectUrl}/sepa`, { accountHolder: 'Jürgen Weiß', iban: 'DE89370400440532013000' });
      expect(await service.status(buyer.owner, paymentId)).toEqual({ status: 'Succeeded' });
      await expect(service.status(`account:${idOf('fan@club.example')}`, paymentId)).rejects.toMatchObject({
        problem: { status: 404 },
      });

      const { payment_token_id: tokenId } = await setupRow(paymentId);
      expect(await provider.getToken(tokenId!)).toMatchObject({ type: 'sepa', accountHolder: 'Jürgen Weiß' });
      await service.delete(buyer.owner, tokenId!);
      await expect(provider.getToken(tokenId!)).rejects.toMatchObject({ status: 404 });
      expect((await paymentInfo('mitglied@club.example')).sepa.map((entry: { id: string }) => entry.id)).not.toContain(
        tokenId,
      );
    } finally {
      await sandbox.close();
    }
  });
});

describe('deleting a payment method', () => {
  it('deletes one of the owner’s: gone from the list and from checkout, a second delete is 404', async () => {
    const started = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/creditcard', {
      billingAddress: home,
      redirectUrl: BACK,
    });
    await act(`${started.body.redirectUrl}/card`, card('5555 5555 5555 4444'));
    expect((await status('fan@club.example', started.body.paymentId)).status).toBe(204);
    const { payment_token_id: id } = await setupRow(started.body.paymentId);

    expect(await call('fan@club.example', 'DELETE', `/checkouts/paymentInfo/${id}`)).toMatchObject({ status: 204 });
    expect((await paymentInfo('fan@club.example')).creditCard.map((entry: { id: string }) => entry.id)).not.toContain(
      id,
    );
    expect((await call('fan@club.example', 'DELETE', `/checkouts/paymentInfo/${id}`)).status).toBe(404);
    // Neither a late status call nor a replayed setup stores it again.
    expect((await status('fan@club.example', started.body.paymentId)).status).toBe(204);
    expect((await paymentInfo('fan@club.example')).creditCard.map((entry: { id: string }) => entry.id)).not.toContain(
      id,
    );
    const added = await call('fan@club.example', 'POST', '/carts/self/items?countryCode=DE', {
      sku: 'TK-2001',
      quantity: 1,
      userOptionValues: [],
    });
    expect(added.status).toBe(200);
    const paid = await call(
      'fan@club.example',
      'POST',
      '/checkouts?countryCode=DE',
      { shippingAddress: home, billingAddress: home, paymentTokenId: id },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.body).toMatchObject({ status: 400, errorCode: 'PAYMENT_TOKEN_UNKNOWN' });
    await platform.db.query('DELETE FROM carts WHERE owner = $1', [`account:${idOf('fan@club.example')}`]);
    expect(logLines.join('')).not.toContain(id!);
  });

  it('refuses while a running contract or a pending payout uses it, in the catalogue’s words', async () => {
    const contract = await call('mitglied@club.example', 'DELETE', '/checkouts/paymentInfo/tok_seed_sepa_mitglied');
    expect(contract.status).toBe(400);
    expect(contract.body).toMatchObject({
      title: 'USER_HAS_UNCANCELLED_CONTRACT',
      errorCode: 'USER_HAS_UNCANCELLED_CONTRACT',
      detail: IN_USE_BY_CONTRACT,
    });
    const payout = await call('fan2@club.example', 'DELETE', '/checkouts/paymentInfo/tok_seed_card_fan2');
    expect(payout.body).toMatchObject({ status: 400, errorCode: 'USER_HAS_RUNNING_PAYOUT', detail: IN_USE_BY_PAYOUT });
    expect((await paymentInfo('fan2@club.example')).creditCard).toContainEqual(
      expect.objectContaining({ id: 'tok_seed_card_fan2' }),
    );

    // Once the contract is cancelled the mandate may go; the contract still names what it was paid with.
    await platform.db.query(
      `UPDATE contracts SET state = 'Cancelled' WHERE payment_token_id = 'tok_seed_sepa_mitglied'`,
    );
    try {
      // The provider never knew the seeded mandate: already gone there, which is fine.
      expect(
        (await call('mitglied@club.example', 'DELETE', '/checkouts/paymentInfo/tok_seed_sepa_mitglied')).status,
      ).toBe(204);
      const { rows } = await platform.db.query(
        `SELECT 1 FROM contracts WHERE payment_token_id = 'tok_seed_sepa_mitglied'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await platform.db.query(
        `UPDATE contracts SET state = 'Running' WHERE payment_token_id = 'tok_seed_sepa_mitglied'`,
      );
    }
  });

  it('never shows, deletes or reports on another owner’s methods; an organisation’s are its own', async () => {
    // In use by fan2's payout: fan learns nothing of it, not even that it is in use.
    const foreign = await call('fan@club.example', 'DELETE', '/checkouts/paymentInfo/tok_seed_card_fan2');
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBeUndefined();
    const fan2 = await call('fan2@club.example', 'POST', '/checkouts/paymentInfo/paypal', { redirectUrl: BACK });
    expect((await status('fan@club.example', fan2.body.paymentId)).status).toBe(404);
    expect((await status('fan@club.example', randomUUID())).status).toBe(404);

    const club = await call('fanclub 501', 'POST', '/checkouts/paymentInfo/sepa', {
      billingAddress: home,
      redirectUrl: BACK,
    });
    expect(club.status, JSON.stringify(club.body)).toBe(201);
    await act(`${club.body.redirectUrl}/sepa`, {
      accountHolder: 'Fanclub Südkurve e.V.',
      iban: 'DE89370400440532013000',
    });
    expect((await status('fanclub 501', club.body.paymentId)).status).toBe(204);
    expect((await status('fanclub@club.example', club.body.paymentId)).status).toBe(404);
    const row = await setupRow(club.body.paymentId);
    expect(row.owner).toBe('organization:501');
    expect((await paymentInfo('fanclub 501')).sepa).toEqual([
      { id: row.payment_token_id, accountHolder: 'Fanclub Südkurve e.V.', last4: '3000' },
    ]);
    expect((await paymentInfo('fanclub@club.example')).sepa).toEqual([]);
    expect(
      (await call('fanclub@club.example', 'DELETE', `/checkouts/paymentInfo/${row.payment_token_id}`)).status,
    ).toBe(404);
    expect((await call('fanclub 501', 'DELETE', `/checkouts/paymentInfo/${row.payment_token_id}`)).status).toBe(204);
  });
});

describe('hostile input', () => {
  it('refuses foreign and script addresses, bad addresses and partners with 4xx, and starts nothing', async () => {
    const before = (await platform.db.query('SELECT id FROM payment_setups')).rows.length;
    const cases: [string, Record<string, unknown>][] = [
      ...[
        'https://evil.example/konto',
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)//http://127.0.0.1:3000',
        '//evil.example/x',
        'http://127.0.0.1:3000@evil.example/',
        'http://user:pass@127.0.0.1:3000/',
        'http://127.0.0.1:30000/konto',
        'https://127.0.0.1:3000/konto',
        'data:text/html,<script>alert(1)</script>',
        `${BACK}\u0000`,
        `${BACK}/${'x'.repeat(3000)}`,
        '',
      ].map(
        (redirectUrl) =>
          ['/checkouts/paymentInfo/creditcard', { billingAddress: home, redirectUrl }] as [
            string,
            Record<string, unknown>,
          ],
      ),
      ['/checkouts/paymentInfo/sepa', { billingAddress: { ...home, city: 'x'.repeat(5000) }, redirectUrl: BACK }],
      ['/checkouts/paymentInfo/sepa', { billingAddress: { ...home, street: 'a\u0000b' }, redirectUrl: BACK }],
      ['/checkouts/paymentInfo/sepa', { billingAddress: { ...home, lastName: 'a\u001b[31m' }, redirectUrl: BACK }],
      ['/checkouts/paymentInfo/sepa', { billingAddress: { ...vienna, phone: undefined }, redirectUrl: BACK }],
      ['/checkouts/paymentInfo/sepa', { redirectUrl: BACK }],
      ['/checkouts/paymentInfo/creditcard', { billingAddress: 'x', redirectUrl: BACK }],
      ...[0, -1, 2, 2147483648, 99999999999, 1.5, 'abc', '1e400', null, { a: 1 }].map(
        (partnerId) =>
          ['/checkouts/paymentInfo/paypal', { redirectUrl: BACK, partnerId }] as [string, Record<string, unknown>],
      ),
    ];
    for (const [path, body] of cases) {
      const answer = await call('fan@club.example', 'POST', path, body);
      const label = `${path} ${JSON.stringify(body).slice(0, 120)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.type, label).toContain('application/problem+json');
    }
    const foreign = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/sepa', {
      billingAddress: { ...vienna, phone: undefined },
      redirectUrl: BACK,
    });
    expect(foreign.body.errors).toEqual({
      'BillingAddress.Phone': ['A phone number is mandatory for addresses outside Germany'],
    });
    const evil = await call('fan@club.example', 'POST', '/checkouts/paymentInfo/paypal', {
      redirectUrl: 'https://evil.example/',
    });
    expect(evil.body.errors).toEqual({ redirectUrl: ['must be an address of the portal'] });
    expect((await platform.db.query('SELECT id FROM payment_setups')).rows.length).toBe(before);

    for (const [method, path] of [
      ['GET', '/checkouts/paymentInfo/not-a-uuid/status'],
      ['GET', `/checkouts/paymentInfo/${'a'.repeat(5000)}/status`],
      ['DELETE', `/checkouts/paymentInfo/${'a'.repeat(65)}`],
      ['DELETE', `/checkouts/paymentInfo/${encodeURIComponent("' OR 1=1 --")}`],
      ['DELETE', '/checkouts/paymentInfo/..%2F..%2Fetc'],
      ['DELETE', '/checkouts/paymentInfo/a%00b'],
    ] as const) {
      const answer = await call('fan@club.example', method, path);
      expect(answer.status, path.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, path.slice(0, 80)).toBeLessThan(500);
    }
    expect((await call(undefined, 'POST', '/checkouts/paymentInfo/paypal', { redirectUrl: BACK })).status).toBe(401);
    expect((await call(undefined, 'DELETE', '/checkouts/paymentInfo/tok_seed_card_fan2')).status).toBe(401);
    expect((await call(undefined, 'GET', `/checkouts/paymentInfo/${randomUUID()}/status`)).status).toBe(401);
  });

  it('refuses unsigned, wrongly signed, non-setup and replayed events', async () => {
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'setup.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        setup: {
          id: 'set_unknown',
          method: 'card',
          status: 'succeeded',
          customerId: 'account:someone',
          reference: randomUUID(),
          redirectUrl: 'http://sandbox.invalid/setups/set_unknown',
          failureReason: null,
          paymentToken: null,
        },
      },
    });
    const post = (body: string, signature?: string) =>
      fetch(`${platform.url}/checkouts/webhooks/paymentMethods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
        body,
      });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(event)).status).toBe(401);
    expect((await post(event, signPaymentEvent('another secret', event, now))).status).toBe(401);
    const notSetup = JSON.stringify({ id: 'evt_x', type: 'payment.succeeded' });
    expect((await post(notSetup, signPaymentEvent(WEBHOOK_SECRET, notSetup, now))).status).toBe(400);
    expect((await post(event, signPaymentEvent(WEBHOOK_SECRET, event, now))).status).toBe(204);
    expect((await post(event, signPaymentEvent(WEBHOOK_SECRET, event, now))).status).toBe(409);
  });
});
