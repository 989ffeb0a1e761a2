import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { signPaymentEvent } from '../payments/webhooks.ts';
import { canTransition, ORDER_STATES, ORDER_TRANSITIONS } from './order-states.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
/** Every line the platform logs during these tests. */
const logLines: string[] = [];
const WEBHOOK_SECRET = 'checkout-test-webhook-secret';
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;

const home = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
  phone: '+49 170 1234567',
};
const vienna = { ...home, street: 'Mariahilfer Straße 12', postalCode: '1070', city: 'Wien', countryCode: 'AT' };

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    // Browsers reach media through the portal; the provider's webhooks must still reach the platform.
    publicUrl: 'http://portal.test',
    paymentWebhookSecret: WEBHOOK_SECRET,
    sepaSettleMs: 50,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  for (const email of ['fan@club.example', 'fan2@club.example', 'mitglied@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

const call = (token: string | undefined, method: string, path: string, body?: unknown, key?: string) =>
  callPlatform(platform.url, method, path, body, { token, idempotencyKey: key });

const sku = async (where: string) =>
  (
    await platform.db.query<{ sku: string }>(
      `SELECT sku FROM products WHERE ${where} AND is_active AND NOT is_hidden ORDER BY id LIMIT 1`,
    )
  ).rows[0]!.sku;

async function emptyCart(email: string) {
  await platform.db.query(`DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`, [
    email,
  ]);
}

async function fill(email: string, items: { sku: string; quantity?: number; size?: string }[], country = 'DE') {
  await emptyCart(email);
  for (const item of items) {
    const added = await call(tokens[email], 'POST', `/carts/self/items?countryCode=${country}`, {
      sku: item.sku,
      quantity: item.quantity ?? 1,
      userOptionValues: item.size ? [{ name: 'size', value: item.size }] : [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

const checkout = (email: string, path: string, body: Record<string, unknown>, key = randomUUID()) =>
  call(tokens[email], 'POST', path, { shippingAddress: home, billingAddress: home, ...body }, key);

const cartOf = async (email: string, country = 'DE') =>
  (await call(tokens[email], 'GET', `/carts/self?countryCode=${country}`)).body;

describe('checkout rules', () => {
  it('buys a ticket-only cart on account: order placed, mail with the number, listed, PDF invoice, private', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2001', quantity: 2 }]);
    const started = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const order = started.body.checkout.transactions[0].orders[0];
    expect(started.body.checkout).toMatchObject({ status: 'OnAccount', totalPrice: 36, method: 'purchaseOnAccount' });
    expect(order).toMatchObject({ type: 'Ticket', state: 'OrderPlaced', totalPrice: 36 });
    expect(order.items[0]).toMatchObject({ quantity: 2, price: 18, vatRate: 19, serialNumber: `${order.number}-1` });
    expect((await cartOf('fan@club.example')).totalItemQuantity).toBe(0);

    const mail = platform.devMail!.inbox.list().find((entry) => entry.subject.includes(order.number));
    expect(mail?.to).toEqual(['fan@club.example']);
    expect(mail?.text).toContain('Du zahlst auf Rechnung');

    const list = await call(tokens['fan@club.example'], 'GET', '/checkouts?PageSize=50&Page=1&Orderby=created%20desc');
    expect(list.body.items[0].id).toBe(started.body.checkoutId);
    const pdf = await fetch(`${platform.url}/checkouts/files/invoice-${order.number}`, {
      headers: { authorization: `Bearer ${tokens['fan@club.example']}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another person learns nothing: not found, never forbidden.
    for (const path of [
      `/checkouts/${started.body.checkoutId}`,
      `/checkouts/${started.body.checkoutId}/paymentStatus`,
      `/checkouts/files/invoice-${order.number}`,
    ]) {
      expect((await call(tokens['fan2@club.example'], 'GET', path)).status, path).toBe(404);
    }
    expect((await call(tokens['fan2@club.example'], 'GET', '/checkouts')).body.items).toEqual([]);
  });

  it('refuses purchase on account for merchandise, and keeps the cart', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2001' }, { sku: await sku("artwork = 'mug'") }]);
    const refused = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {});
    expect(refused.body).toMatchObject({ status: 400, errorCode: 'CART_CONTAINS_NOT_ONLY_TICKETS' });
    expect((await cartOf('fan@club.example')).totalItemQuantity).toBe(2);
  });

  it('needs a phone abroad, equal addresses for express, and ships 18+ only within Germany', async () => {
    // The cart is the German one; the parcel goes to Vienna.
    await fill('fan@club.example', [{ sku: 'TK-2002' }]);
    const withoutPhone = { ...vienna, phone: undefined };
    const noPhone = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {
      shippingAddress: withoutPhone,
      billingAddress: home,
    });
    expect(noPhone.body).toMatchObject({
      status: 400,
      detail: 'A phone number is mandatory for foreign shipping',
      errors: { 'ShippingAddress.Phone': ['A phone number is mandatory for foreign shipping'] },
    });

    // Posted tickets go only to the invoice address.
    const cart = await cartOf('fan@club.example');
    const ticket = cart.orders[0].items[0];
    expect(ticket.shippingCode).toBe('MobileTicket');
    await call(tokens['fan@club.example'], 'PUT', `/carts/self/items/${ticket.id}`, { shippingCode: 'Standard' });
    const posted = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {
      shippingAddress: vienna,
      billingAddress: home,
    });
    expect(posted.body.detail).toMatch(/require the shipping address to have a phone number and equal the invoice/);

    await fill('fan@club.example', [{ sku: await sku('min_age >= 18') }]);
    const liquor = await checkout('fan@club.example', '/checkouts/creditcard', {
      shippingAddress: vienna,
      billingAddress: vienna,
    });
    expect(liquor.body).toMatchObject({ status: 400, errorCode: 'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION' });

    const unknown = await checkout('fan@club.example', '/checkouts/creditcard', {
      shippingAddress: { ...vienna, countryCode: 'XX' },
      billingAddress: vienna,
    });
    expect(unknown.body).toMatchObject({ status: 400, errorCode: 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN' });
    await emptyCart('fan@club.example');
  });

  it('refuses tickets whose sale closed and reservations that ran out', async () => {
    // A ticket whose sale closed after it was put in the cart (the cart refuses to take one after).
    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    await platform.db.query(
      `UPDATE cart_items SET product_id = (SELECT id FROM products WHERE sku = 'TK-2003')
       WHERE cart_id IN (SELECT id FROM carts WHERE owner = $1)`,
      [`account:${idOf('fan@club.example')}`],
    );
    const closed = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {});
    expect(closed.body).toMatchObject({ status: 400, errorCode: 'TICKET_IS_NOT_CHECKOUTABLE' });

    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    await platform.db.query(
      `UPDATE cart_items SET expires_at = now() - interval '1 minute'
       WHERE cart_id IN (SELECT id FROM carts WHERE owner = $1)`,
      [`account:${idOf('fan@club.example')}`],
    );
    const expired = await checkout('fan@club.example', '/checkouts/purchaseOnAccount', {});
    expect(expired.body).toMatchObject({ status: 400, errorCode: 'CARTITEM_EXPIRED' });
    await emptyCart('fan@club.example');
  });

  it('answers a repeated key with the same checkout, and a second tab with one clear error', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    const key = randomUUID();
    const [first, again] = await Promise.all([
      checkout('fan@club.example', '/checkouts/purchaseOnAccount', {}, key),
      checkout('fan@club.example', '/checkouts/purchaseOnAccount', {}, key),
    ]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.checkoutId).toBe(first.body.checkoutId);

    await fill('fan@club.example', [{ sku: 'TK-2002' }]);
    const tabs = await Promise.all([
      checkout('fan@club.example', '/checkouts/purchaseOnAccount', {}),
      checkout('fan@club.example', '/checkouts/purchaseOnAccount', {}),
    ]);
    expect(tabs.map((tab) => tab.status).sort()).toEqual([201, 409]);
    expect(tabs.find((tab) => tab.status === 409)!.body.errorCode).toBe('CART_IS_EMPTY');
    const { rows } = await platform.db.query<{ count: string }>(
      `SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id JOIN checkouts c ON c.id = o.checkout_id
       WHERE c.owner = $1 AND i.sku = 'TK-2002'`,
      [`account:${idOf('fan@club.example')}`],
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('never sells more than the stock: 20 buyers at once for the last 5 tickets', async () => {
    const { rows: hash } = await platform.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE email = $1',
      ['fan@club.example'],
    );
    const buyers = Array.from({ length: 20 }, (_, index) => `rush${index}@club.example`);
    for (const email of buyers) {
      await platform.db.query(
        `INSERT INTO accounts (id, email, password_hash, first_name, last_name) VALUES ($1, $2, $3, 'Rush', 'Käufer')`,
        [randomUUID(), email, hash[0]!.password_hash],
      );
      tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
      await fill(email, [{ sku: 'TK-2002' }]);
    }
    await platform.db.query(`UPDATE products SET stock = 5 WHERE sku = 'TK-2002'`);
    const answers = await Promise.all(buyers.map((email) => checkout(email, '/checkouts/purchaseOnAccount', {})));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.body.errorCode === 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK'),
    ).toHaveLength(15);
    const { rows } = await platform.db.query<{ stock: number }>(`SELECT stock FROM products WHERE sku = 'TK-2002'`);
    expect(rows[0]!.stock).toBe(0);
    await platform.db.query(`UPDATE products SET stock = 500 WHERE sku = 'TK-2002'`);
  }, 60_000);

  it('checks out without payment only when there is nothing to pay', async () => {
    await fill('mitglied@club.example', [{ sku: 'TK-2001' }]);
    const owed = await checkout('mitglied@club.example', '/checkouts/nopayment', {});
    expect(owed.body).toMatchObject({ status: 400, errorCode: 'PAYMENT_REQUIRED' });

    await fill('mitglied@club.example', [{ sku: 'TK-2004', quantity: 2 }]);
    const card = await checkout('mitglied@club.example', '/checkouts/creditcard', {});
    expect(card.body).toMatchObject({ status: 400, errorCode: 'NO_PAYMENT_REQUIRED' });
    const free = await checkout('mitglied@club.example', '/checkouts/nopayment', {});
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body.checkout).toMatchObject({ status: 'NoPayment', totalPrice: 0 });
    expect(free.body.checkout.transactions[0].orders[0]).toMatchObject({ state: 'OrderPlaced', type: 'Ticket' });
  });

  it('refuses hostile input with 4xx: keys, addresses, ids, tokens', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    const cases: [string, unknown, string | undefined][] = [
      ['/checkouts/purchaseOnAccount', { shippingAddress: home, billingAddress: home }, undefined],
      ['/checkouts/purchaseOnAccount', { shippingAddress: home, billingAddress: home }, 'short'],
      [
        '/checkouts/purchaseOnAccount',
        { shippingAddress: { ...home, city: 'x'.repeat(5000) }, billingAddress: home },
        randomUUID(),
      ],
      [
        '/checkouts/purchaseOnAccount',
        { shippingAddress: { ...home, street: 'a\u0000b' }, billingAddress: home },
        randomUUID(),
      ],
      [
        '/checkouts/purchaseOnAccount',
        { shippingAddress: { ...home, postalCode: '<script>' }, billingAddress: home },
        randomUUID(),
      ],
      ['/checkouts', { shippingAddress: home, billingAddress: home, paymentTokenId: 'tok_someone_else' }, randomUUID()],
      [
        '/checkouts/sepa/mandates',
        { shippingAddress: home, billingAddress: home, sepa: { accountHolder: 'A', iban: 'x'.repeat(500) } },
        randomUUID(),
      ],
    ];
    for (const [path, body, key] of cases) {
      const answer = await call(tokens['fan@club.example'], 'POST', path, body, key);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    for (const path of [
      '/checkouts/not-a-uuid',
      `/checkouts/${randomUUID()}`,
      '/checkouts/files/invoice-99999999',
      '/checkouts/files/..%2F..%2Fetc',
      '/checkouts?PageSize=100000',
      '/checkouts?Page=0',
    ]) {
      const answer = await call(tokens['fan@club.example'], 'GET', path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    expect((await call(undefined, 'GET', '/checkouts')).status).toBe(401);
    expect((await cartOf('fan@club.example')).totalItemQuantity).toBe(1);
    await emptyCart('fan@club.example');
  });
});

describe('card payments through the provider', () => {
  /** What the buyer's browser does in the provider's frame: the card form, posted to the provider. */
  async function payInFrame(scriptUrl: string, fields: Record<string, string>) {
    const payment = new URL(scriptUrl).searchParams.get('payment')!;
    const frame = `${platform.payments.url}/hosted/card-frame/${payment}?origin=${encodeURIComponent('http://127.0.0.1:3000')}&locale=de`;
    return fetch(frame, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.payments.url },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  }

  it('pays by card, keeps the card for next time, and never logs a card number or a token', async () => {
    await fill('fan2@club.example', [{ sku: 'TK-2002' }]);
    const started = await checkout('fan2@club.example', '/checkouts/creditcard', {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.scriptUrl).toMatch(/\/hosted\/card\.js\?payment=/);
    const paid = await payInFrame(started.body.scriptUrl, {
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      holder: 'Mehmet Özdemir',
    });
    expect(paid.status).toBeLessThan(400);
    // The provider's webhook settles the checkout by itself, before anyone asks for the payment's state.
    await expect
      .poll(
        async () =>
          (
            await platform.db.query<{ status: string }>('SELECT status FROM checkouts WHERE id = $1', [
              started.body.checkoutId,
            ])
          ).rows[0]!.status,
      )
      .toBe('Paid');
    await expect
      .poll(
        async () =>
          (await call(tokens['fan2@club.example'], 'GET', `/checkouts/${started.body.checkoutId}/paymentStatus`)).body
            .status,
      )
      .toBe('Succeeded');

    const info = await call(tokens['fan2@club.example'], 'GET', '/checkouts/paymentInfo');
    // The card just paid with, newest first; the seeded card of fan2's pending payout comes after it.
    expect(info.body.creditCard).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '4242' }),
      expect.objectContaining({ id: 'tok_seed_card_fan2' }),
    ]);
    // Another person's card is not theirs to pay with.
    await fill('fan@club.example', [{ sku: 'TK-2002' }]);
    const foreign = await checkout('fan@club.example', '/checkouts', { paymentTokenId: info.body.creditCard[0].id });
    expect(foreign.body.errorCode).toBe('PAYMENT_TOKEN_UNKNOWN');
    await emptyCart('fan@club.example');

    const log = logLines.join('');
    expect(log).toContain('/checkouts/creditcard');
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      info.body.creditCard[0].id,
      ...Object.values(tokens),
    ])
      expect(log).not.toContain(secret);
  });
});

describe('payment provider webhooks', () => {
  const event = (id: string) =>
    JSON.stringify({
      id,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        payment: {
          id: 'pay_unknown',
          method: 'card',
          status: 'succeeded',
          amountMinor: 1000,
          currency: 'EUR',
          reference: randomUUID(),
          failureReason: null,
          paymentTokenId: null,
          card: null,
          approvalUrl: null,
          scriptUrl: null,
        },
      },
    });
  const post = (body: string, signature: string | undefined) =>
    fetch(`${platform.url}/checkouts/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
      body,
    });

  it('refuses an unsigned, a wrongly signed, a stale and a replayed event', async () => {
    const body = event(`evt_${randomUUID()}`);
    const now = Math.floor(Date.now() / 1000);
    expect((await post(body, undefined)).status).toBe(401);
    expect((await post(body, signPaymentEvent('another secret', body, now))).status).toBe(401);
    expect((await post(body, signPaymentEvent(WEBHOOK_SECRET, body, now - 3600))).status).toBe(401);
    expect((await post(body.replace('succeeded', 'failed'), signPaymentEvent(WEBHOOK_SECRET, body, now))).status).toBe(
      401,
    );
    expect((await post(body, signPaymentEvent(WEBHOOK_SECRET, body, now))).status).toBe(204);
    expect((await post(body, signPaymentEvent(WEBHOOK_SECRET, body, now))).status).toBe(409);
  });
});

describe('order state machine', () => {
  it('allows only the transitions of the order lifecycle', () => {
    expect(canTransition('OrderInReview', 'OrderPlaced')).toBe(true);
    expect(canTransition('OrderPlaced', 'OrderShipped')).toBe(false);
    expect(canTransition('OrderShipped', 'Cancelled')).toBe(false);
    for (const final of ['Cancelled', 'CompleteCancellation', 'CreditCreated'] as const)
      expect(ORDER_TRANSITIONS[final]).toEqual([]);
    // Every state is reachable from review.
    const reached = new Set<string>(['OrderInReview']);
    for (let changed = true; changed;) {
      changed = false;
      for (const from of reached)
        for (const to of ORDER_TRANSITIONS[from as keyof typeof ORDER_TRANSITIONS])
          if (!reached.has(to)) changed = reached.add(to) !== undefined;
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort());
  });
});
