/**
 * Money shown as charged: for every way to pay and both profile languages, the order mail lists every line
 * that changes the total (items, discount, shipping, voucher), the lines add up to what the checkout
 * charged, the mail links to the orders page in the buyer's language, and the invoice comes in it too. A
 * PayPal buyer returns to the confirmation page in the language they paid on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from '../../test/http.ts';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { orderPriceLines, sumOfLines } from './price-lines.ts';
import type { CheckoutBody } from './render.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const BUYERS = ['fan@club.example', 'fan2@club.example', 'mitglied@club.example'];
const home = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    sepaSettleMs: 50,
  });
  for (const email of BUYERS)
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

const call = (email: string, method: string, path: string, body?: unknown) =>
  callPlatform(platform.url, method, path, body, { token: tokens[email], idempotencyKey: randomUUID() });

/** A merchandise cart with a promotion code and a voucher of its own, so every kind of line is there. */
async function fillWithCodes(email: string) {
  await platform.db.query(`DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`, [
    email,
  ]);
  const { rows: products } = await platform.db.query<{ sku: string }>(
    `SELECT sku FROM products WHERE kind = 'Merchandise' AND is_active AND NOT is_hidden AND stock > 10 AND min_age = 0
       AND price_minor BETWEEN 1000 AND 5000 ORDER BY id LIMIT 2`,
  );
  for (const [index, product] of products.entries()) {
    const added = await call(email, 'POST', '/carts/self/items?countryCode=DE', {
      sku: product.sku,
      quantity: index + 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  }
  const code = `SUM${randomUUID().slice(0, 8)}`.toUpperCase();
  const partner = (await platform.db.query<{ id: number }>('SELECT id FROM partners ORDER BY id LIMIT 1')).rows[0]!;
  await platform.db.query(
    `INSERT INTO promotion_codes (code, partner_id, percent, is_active, valid_from, valid_to, exclusive, min_order_minor,
       max_uses, uses) VALUES ($1, $2, 10, true, now() - interval '1 day', now() + interval '1 day', false, 0, 100, 0)`,
    [code, partner.id],
  );
  await platform.db.query(
    `INSERT INTO vouchers (code, value_minor, is_active, valid_from, valid_to)
     VALUES ($1, 500, true, now() - interval '1 day', now() + interval '1 day')`,
    [`V${code}`],
  );
  const discount = await call(email, 'POST', '/carts/self/discounts?countryCode=DE', { partnerId: partner.id, code });
  expect(discount.status, JSON.stringify(discount.body)).toBeLessThan(300);
  const voucher = await call(email, 'POST', '/vouchers?countryCode=DE', { voucherCode: `V${code}` });
  expect(voucher.status, JSON.stringify(voucher.body)).toBeLessThan(300);
}

async function fillWithTickets(email: string, sku: string) {
  await platform.db.query(`DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`, [
    email,
  ]);
  expect((await call(email, 'POST', '/carts/self/items?countryCode=DE', { sku, quantity: 2 })).status).toBeLessThan(
    300,
  );
}

/** An amount as the mail writes it ("1.234,56 €", "−€25.00") in cents. */
function cents(text: string, language: 'de' | 'en'): number {
  const digits = text.replace(/[^0-9.,]/g, '');
  const plain = language === 'de' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', '');
  return Math.round(Number(plain) * 100) * (text.includes('−') || text.includes('-') ? -1 : 1);
}

const labels = {
  de: { lines: /^(Warenwert|Rabatt|Versand|Gutschein): (.+)$/, total: /^Gesamtsumme inkl\. MwSt\.: (.+)$/ },
  en: { lines: /^(Items|Discount|Shipping|Voucher): (.+)$/, total: /^Total incl\. VAT: (.+)$/ },
};

async function mailOf(email: string, orderNumber: string) {
  await expect.poll(() => platform.devMail!.inbox.list().some((mail) => mail.subject.includes(orderNumber))).toBe(true);
  return platform.devMail!.inbox.list().find((mail) => mail.subject.includes(orderNumber) && mail.to.includes(email))!;
}

async function settled(email: string, checkoutId: string): Promise<CheckoutBody> {
  await expect
    .poll(async () => (await call(email, 'GET', `/checkouts/${checkoutId}/paymentStatus`)).body.status)
    .toBe('Succeeded');
  return (await call(email, 'GET', `/checkouts/${checkoutId}`)).body as CheckoutBody;
}

/** What the buyer does at the provider for each method, ending with the settled checkout. */
/** What a checkout call answers, as far as these tests read it. */
interface Started {
  checkoutId: string;
  paymentUrl: string;
  scriptUrl: string;
  checkout: CheckoutBody;
}
const pay: Record<string, (email: string, started: Started) => Promise<CheckoutBody>> = {
  async paypal(email, started) {
    const approval = new URL(started.paymentUrl);
    const approved = await fetch(`${approval.origin}${approval.pathname}/approve${approval.search}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    return settled(email, started.checkoutId);
  },
  async creditcard(email, started) {
    const payment = new URL(started.scriptUrl).searchParams.get('payment')!;
    const frame = `${platform.payments.url}/hosted/card-frame/${payment}?origin=${encodeURIComponent('http://127.0.0.1:3000')}&locale=de`;
    const paid = await fetch(frame, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.payments.url },
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Lena Fischer' }),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    return settled(email, started.checkoutId);
  },
  sepa: (email, started) => settled(email, started.checkoutId),
  purchaseOnAccount: async (_email, started) => started.checkout,
  nopayment: async (_email, started) => started.checkout,
};

const cases = [
  { method: 'paypal', path: '/checkouts/paypal', email: 'fan@club.example', fill: fillWithCodes },
  { method: 'creditcard', path: '/checkouts/creditcard', email: 'fan2@club.example', fill: fillWithCodes },
  {
    method: 'sepa',
    path: '/checkouts/sepa/mandates',
    email: 'fan@club.example',
    fill: fillWithCodes,
    body: { sepa: { accountHolder: 'Lena Fischer', iban: 'DE89370400440532013000' } },
  },
  {
    method: 'purchaseOnAccount',
    path: '/checkouts/purchaseOnAccount',
    email: 'fan2@club.example',
    fill: (email: string) => fillWithTickets(email, 'TK-2001'),
  },
  {
    method: 'nopayment',
    path: '/checkouts/nopayment',
    email: 'mitglied@club.example',
    fill: (email: string) => fillWithTickets(email, 'TK-2004'),
  },
];

describe('money shown as charged', () => {
  for (const language of ['de', 'en'] as const) {
    for (const { method, path, email, fill, body } of cases) {
      it(`${method}, ${language}: the mail's lines add up to the charged total, links and invoice in ${language}`, async () => {
        await platform.db.query('UPDATE accounts SET profile_language = $2 WHERE email = $1', [email, language]);
        await fill(email);
        const started = await call(email, 'POST', `${path}?countryCode=DE`, {
          shippingAddress: home,
          billingAddress: home,
          language,
          ...body,
        });
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        if (method === 'paypal') {
          // PayPal's approval page speaks the buyer's language.
          expect(new URL(started.body.paymentUrl).searchParams.get('locale')).toBe(language === 'en' ? 'en' : null);
          expect((await fetch(started.body.paymentUrl)).status).toBe(200);
        }
        const checkout = await pay[method]!(email, started.body as Started);
        const orders = checkout.transactions.flatMap((transaction) => transaction.orders);
        const mail = await mailOf(email, orders[0]!.number);

        const lines = mail.text.split('\n').map((line) => line.trim());
        const shown = lines.flatMap((line) => {
          const match = labels[language].lines.exec(line);
          return match ? [{ label: match[1]!, cents: cents(match[2]!, language) }] : [];
        });
        const total = lines.map((line) => labels[language].total.exec(line)).find(Boolean);
        expect(total, mail.text).toBeTruthy();
        const charged = Math.round(checkout.totalPrice * 100);
        expect(cents(total![1]!, language)).toBe(charged);
        expect(
          shown.reduce((sum, line) => sum + line.cents, 0),
          mail.text,
        ).toBe(charged);
        if (fill === fillWithCodes) {
          // Every kind of line is there: what a fan sees on the cart page, they see in the mail.
          expect(new Set(shown.map((line) => line.label)).size, mail.text).toBe(4);
          expect(checkout.totalVoucherDiscounts).toBe(5);
          expect(checkout.totalPromotionCodeDiscounts).toBeGreaterThan(0);
        }
        // The invoice shows the same lines: they add up to each order's total.
        for (const order of orders) expect(sumOfLines(orderPriceLines(order))).toBe(Math.round(order.totalPrice * 100));

        expect(lines).toContainEqual(
          expect.stringMatching(language === 'de' ? /\/konto\/bestellungen$/ : /\/en\/account\/orders$/),
        );
        const invoice = await fetch(
          `${platform.url}/checkouts/files/invoice-${orders[0]!.number}?language=${language}`,
          {
            headers: { authorization: `Bearer ${tokens[email]}` },
          },
        );
        expect(invoice.status).toBe(200);
        // pdfkit writes the document's title uncompressed in its info dictionary.
        const title = language === 'de' ? `Rechnung ${orders[0]!.number}` : `Invoice ${orders[0]!.number}`;
        expect(Buffer.from(await invoice.arrayBuffer()).toString('latin1')).toContain(title);
      });
    }
  }

  it('sends a PayPal buyer back to the confirmation page in the language they paid on, whether approved or not', async () => {
    for (const [language, page] of [
      ['en', '/en/checkout/confirmation?'],
      ['de', '/checkout/confirmation?'],
    ] as const) {
      for (const action of ['approve', 'cancel']) {
        await fillWithCodes('fan@club.example');
        const started = await call('fan@club.example', 'POST', '/checkouts/paypal?countryCode=DE', {
          shippingAddress: home,
          billingAddress: home,
          language,
        });
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        const approval = new URL(started.body.paymentUrl);
        const answer = await fetch(`${approval.origin}${approval.pathname}/${action}${approval.search}`, {
          method: 'POST',
          redirect: 'manual',
        });
        expect(answer.status).toBe(303);
        const back = new URL(answer.headers.get('location')!);
        expect(`${back.pathname}${back.search}`).toBe(`${page}${started.body.checkoutId}`);
        if (action === 'cancel') {
          await expect
            .poll(
              async () => (await call('fan@club.example', 'GET', `/checkouts/${started.body.checkoutId}`)).body.status,
            )
            .toBe('Cancelled');
        }
      }
    }
  });

  it('mails a failed payment in the buyer’s language, with the way back to the cart that holds everything again', async () => {
    for (const language of ['de', 'en'] as const) {
      await platform.db.query('UPDATE accounts SET profile_language = $2 WHERE email = $1', [
        'fan2@club.example',
        language,
      ]);
      await fillWithCodes('fan2@club.example');
      const started = await call('fan2@club.example', 'POST', '/checkouts/creditcard?countryCode=DE', {
        shippingAddress: home,
        billingAddress: home,
        language,
      });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      // A card that asks for 3-D Secure, and the bank's check fails: the payment ends as failed.
      const payment = new URL(started.body.scriptUrl).searchParams.get('payment')!;
      const frame = `${platform.payments.url}/hosted/card-frame/${payment}`;
      const query = `?origin=${encodeURIComponent('http://127.0.0.1:3000')}&locale=de`;
      const form = (path: string, fields: Record<string, string>) =>
        fetch(`${frame}${path}${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.payments.url },
          body: new URLSearchParams(fields),
          redirect: 'manual',
        });
      await form('', { number: '4000 0000 0000 3220', expiry: '12/30', cvc: '123', holder: 'Lena Fischer' });
      await form('/challenge', { decision: 'reject' });
      await expect
        .poll(async () => (await call('fan2@club.example', 'GET', `/checkouts/${started.body.checkoutId}`)).body.status)
        .toBe('PaymentFailed');
      const checkout = (await call('fan2@club.example', 'GET', `/checkouts/${started.body.checkoutId}`))
        .body as CheckoutBody;
      const number = checkout.transactions[0]!.orders[0]!.number;
      const subject =
        language === 'de'
          ? `Deine Zahlung für die Bestellung ${number} ist fehlgeschlagen`
          : `Your payment for order ${number} failed`;
      await expect
        .poll(() => platform.devMail!.inbox.list('fan2@club.example').some((mail) => mail.subject === subject))
        .toBe(true);
      const mail = platform.devMail!.inbox.list('fan2@club.example').find((entry) => entry.subject === subject)!;
      expect(mail.links).toEqual([expect.stringMatching(language === 'de' ? /\/warenkorb$/ : /\/en\/cart$/)]);
      // The cart holds the goods and the codes again, as the mail says.
      const cart = (await call('fan2@club.example', 'GET', '/carts/self?countryCode=DE')).body;
      expect(cart.totalItemQuantity).toBeGreaterThan(0);
      expect(cart.orders[0].vouchers).toHaveLength(1);
    }
  });

  it('refuses a language it does not know, and a document language it does not have', async () => {
    await fillWithCodes('fan@club.example');
    const wrong = await call('fan@club.example', 'POST', '/checkouts/paypal?countryCode=DE', {
      shippingAddress: home,
      billingAddress: home,
      language: 'fr\u0000',
    });
    expect(wrong.status).toBe(400);
    const document = await fetch(`${platform.url}/checkouts/files/invoice-1?language=xx`, {
      headers: { authorization: `Bearer ${tokens['fan@club.example']}` },
    });
    expect(document.status).toBe(400);
  });
});
