import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from '../../test/http.ts';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { BOUNCING_TEST_IBAN } from '../payments/sandbox/iban.ts';
import { subscriptionCancelledMail, subscriptionConfirmedMail } from './mails.ts';

/**
 * Buying Club TV (issue #44) against the real platform and its sandbox provider: plans, subscribing with a
 * stored card or SEPA mandate, the player's access at once, cancelling, and the renewal job on the platform's
 * clock, which the test moves forward (POST /dev/clock) before running the job (POST
 * /dev/paywall-subscriptions/renewals), with the person's mails.
 */
let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const PORTAL = 'http://127.0.0.1:3000';
const PAID_VIDEO = 'v-highlights-nordhafen';
const DAY_MS = 24 * 60 * 60 * 1000;
const home = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};
const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    sepaSettleMs: 50,
    testClock: true,
  });
  for (const email of ['fan@club.example', 'fan2@club.example', 'abo@club.example', 'dauerkarte@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

const call = (who: string | undefined, method: string, path: string, body?: unknown) =>
  callPlatform(platform.url, method, path, body, {
    token: who ? tokens[who] : undefined,
    headers: { 'et-tenant-id': '1' },
  });
const subscribe = (who: string, body: unknown) => call(who, 'POST', '/shop/v4/paywallSubscriptions', body);
const subscriptions = async (who: string) => (await call(who, 'GET', '/shop/v4/paywallSubscriptions')).body.items;
/** Moves the platform's clock forward to `at` (it never goes back) and runs the renewal job then. */
async function renewAt(at: Date) {
  const now = Date.parse((await call(undefined, 'GET', '/dev/clock')).body.now);
  if (at.getTime() > now) {
    expect((await call(undefined, 'POST', '/dev/clock', { advanceMs: at.getTime() - now })).status).toBe(200);
  }
  return (await call(undefined, 'POST', '/dev/paywall-subscriptions/renewals')).body;
}
const access = async (who: string) =>
  (await call(who, 'GET', `/cms/v2/videos/authentication?videoId=${PAID_VIDEO}`)).body.access;
const mails = (to: string) => platform.devMail!.inbox.list(to).map((mail) => mail.subject);

/** Saves a payment method as the person does at the provider's page; answers its stored id. */
async function savePaymentMethod(
  who: string,
  kind: 'creditcard' | 'paypal' | 'sepa',
  fields: Record<string, string>,
): Promise<string> {
  const started = await call(who, 'POST', `/checkouts/paymentInfo/${kind}`, {
    ...(kind === 'paypal' ? {} : { billingAddress: home }),
    redirectUrl: `${PORTAL}/tv/abo`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const action = { creditcard: 'card', paypal: 'paypal/approve', sepa: 'sepa' }[kind];
  const done = await fetch(`${started.body.redirectUrl}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(started.body.redirectUrl).origin,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  expect((await call(who, 'GET', `/checkouts/paymentInfo/${started.body.paymentId}/status`)).status).toBe(204);
  const { rows } = await platform.db.query<{ payment_token_id: string }>(
    'SELECT payment_token_id FROM payment_setups WHERE id = $1',
    [started.body.paymentId],
  );
  return rows[0]!.payment_token_id;
}
const card = (number: string) => ({ number, expiry: futureExpiry, cvc: '123', holder: 'Lena Fischer' });

describe('Club TV plans', () => {
  it('lists the monthly and the yearly plan with price and period, publicly', async () => {
    const answer = await call(undefined, 'GET', '/shop/v4/paywallPlans');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([
      expect.objectContaining({ id: 'club-tv-monthly', period: 'Month', price: { amount: '4.99', currency: 'EUR' } }),
      expect.objectContaining({ id: 'club-tv-yearly', period: 'Year', price: { amount: '49.99', currency: 'EUR' } }),
    ]);
    expect(answer.body.items[0].name).toEqual({
      de: 'Club TV Monatsabo',
      en: 'Club TV monthly',
      ja: 'Club TV 月額プラン',
    });
  });
});

describe('subscribing, watching, renewing and cancelling', () => {
  let cardId: string;
  let subscription: { id: number; validUntil: string; expiresAt: string; nextBillingOn: string };

  beforeAll(async () => {
    cardId = await savePaymentMethod('fan@club.example', 'creditcard', card('4242 4242 4242 4242'));
  });

  it('refuses hostile and wrong inputs with typed 4xx, charging nothing', async () => {
    expect(await subscribe('fan@club.example', { planId: 'club-tv-weekly', paymentTokenId: cardId })).toMatchObject({
      status: 404,
      body: { errorCode: 'PAYWALL_PLAN_UNKNOWN' },
    });
    for (const planId of ['x'.repeat(65), 'club-tv\u0000monthly', 'club tv', '']) {
      expect((await subscribe('fan@club.example', { planId, paymentTokenId: cardId })).status).toBe(400);
    }
    expect(
      (await subscribe('fan@club.example', { planId: 'club-tv-monthly', paymentTokenId: cardId, extra: 1 })).status,
    ).toBe(400);
    expect(
      (
        await call(undefined, 'POST', '/shop/v4/paywallSubscriptions', {
          planId: 'club-tv-monthly',
          paymentTokenId: cardId,
        })
      ).status,
    ).toBe(401);
    // Another person's stored card is no payment method of this one.
    const foreign = await savePaymentMethod('fan2@club.example', 'creditcard', card('5555 5555 5555 4444'));
    expect(await subscribe('fan@club.example', { planId: 'club-tv-monthly', paymentTokenId: foreign })).toMatchObject({
      status: 422,
      body: { errorCode: 'PAYMENT_TOKEN_UNKNOWN' },
    });
    expect(await subscriptions('fan@club.example')).toEqual([]);
    expect(await access('fan@club.example')).toBe('Preview');
  });

  it('subscribes with the stored card: active at once, the whole video plays, a mail confirms', async () => {
    const answer = await subscribe('fan@club.example', {
      planId: 'club-tv-monthly',
      paymentTokenId: cardId,
      language: 'en',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      productName: 'Club TV Monatsabo',
      planId: 'club-tv-monthly',
      state: 'Active',
      hasAccess: true,
      cancelledAt: null,
      renewalFailedAt: null,
    });
    subscription = answer.body;
    expect(subscription.nextBillingOn).toBe(subscription.expiresAt.slice(0, 10));
    expect(await access('fan@club.example')).toBe('Full');
    await expect.poll(() => mails('fan@club.example')).toContain('Your Club TV monthly subscription is booked');
  });

  it('refuses a second subscription of the same paywall, in any plan', async () => {
    for (const planId of ['club-tv-monthly', 'club-tv-yearly']) {
      expect(await subscribe('fan@club.example', { planId, paymentTokenId: cardId })).toMatchObject({
        status: 409,
        body: { errorCode: 'PAYWALL_SUBSCRIPTION_EXISTS' },
      });
    }
    expect(await subscriptions('fan@club.example')).toHaveLength(1);
  });

  it('renews a day before the period ends, once however often the job runs', async () => {
    const expiresAt = new Date(subscription.expiresAt);
    expect(await renewAt(new Date(expiresAt.getTime() - 2 * DAY_MS))).toMatchObject({ renewed: 0 });
    expect(await renewAt(new Date(expiresAt.getTime() - DAY_MS / 2))).toMatchObject({ renewed: 1, failed: 0 });
    expect(await renewAt(new Date(expiresAt.getTime() - DAY_MS / 2))).toMatchObject({ renewed: 0 });
    const [renewed] = await subscriptions('fan@club.example');
    expect(renewed.state).toBe('Active');
    expect(renewed.validUntil > subscription.validUntil).toBe(true);
    expect(renewed.nextBillingOn).toBe(renewed.expiresAt.slice(0, 10));
    await expect.poll(() => mails('fan@club.example')).toContain('Your Club TV monthly subscription has been renewed');
    subscription = renewed;
  });

  it('cancels to the end of the period: only the person’s own, and only once', async () => {
    const path = `/shop/v4/paywallSubscriptions/${subscription.id}/cancellation`;
    expect((await call('fan2@club.example', 'POST', path)).status).toBe(404);
    expect((await call('fan@club.example', 'POST', '/shop/v4/paywallSubscriptions/999999/cancellation')).status).toBe(
      404,
    );
    expect((await call('fan@club.example', 'POST', '/shop/v4/paywallSubscriptions/abc/cancellation')).status).toBe(400);
    const cancelled = await call('fan@club.example', 'POST', path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'Cancelled', hasAccess: true, nextBillingOn: null });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    expect(await call('fan@club.example', 'POST', path)).toMatchObject({
      status: 409,
      body: { errorCode: 'PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE', reason: 'Cancelled' },
    });
    await expect.poll(() => mails('fan@club.example')).toContain('Your Club TV monthly subscription is cancelled');
    // Not renewed: it plays until its end, then the job ends it and the preview is back.
    expect(await renewAt(new Date(Date.parse(subscription.expiresAt) - DAY_MS / 2))).toMatchObject({ renewed: 0 });
    expect(await access('fan@club.example')).toBe('Full');
    expect((await renewAt(new Date(Date.parse(subscription.expiresAt) + 60_000))).expired).toBeGreaterThanOrEqual(1);
    expect(await subscriptions('fan@club.example')).toMatchObject([{ state: 'Expired', hasAccess: false }]);
    expect(await access('fan@club.example')).toBe('Preview');
    // Ended, it no longer blocks a new subscription.
    expect((await subscribe('fan@club.example', { planId: 'club-tv-yearly', paymentTokenId: cardId })).status).toBe(
      201,
    );
  });
});

describe('payments that fail', () => {
  it('a declined renewal keeps the paid days, then ends; the account shows it and a mail says so', async () => {
    // A prepaid test card: the first period is paid, the renewal is declined.
    const prepaid = await savePaymentMethod('abo@club.example', 'creditcard', card('4000 0000 0000 0069'));
    const first = await subscribe('abo@club.example', { planId: 'club-tv-monthly', paymentTokenId: prepaid });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const expiresAt = Date.parse(first.body.expiresAt);
    expect(await renewAt(new Date(expiresAt - DAY_MS / 2))).toMatchObject({ failed: 1 });
    const [failed] = (await subscriptions('abo@club.example')).filter(
      (item: { id: number }) => item.id === first.body.id,
    );
    expect(failed).toMatchObject({ state: 'RenewalFailed', hasAccess: true, nextBillingOn: null });
    expect(failed.renewalFailedAt).toEqual(expect.any(String));
    expect(failed.validUntil).toBe(first.body.validUntil);
    expect(await access('abo@club.example')).toBe('Full');
    await expect
      .poll(() => mails('abo@club.example'))
      .toContain('Dein Club TV Monatsabo konnte nicht verlängert werden');
    // A failed one cannot be cancelled; at the period's end it is over.
    expect(
      (await call('abo@club.example', 'POST', `/shop/v4/paywallSubscriptions/${first.body.id}/cancellation`)).body
        .errorCode,
    ).toBe('PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE');
    await renewAt(new Date(expiresAt + 60_000));
    expect(await access('abo@club.example')).toBe('Preview');
    const [ended] = (await subscriptions('abo@club.example')).filter(
      (item: { id: number }) => item.id === first.body.id,
    );
    expect(ended).toMatchObject({ state: 'Expired', hasAccess: false, renewalFailedAt: failed.renewalFailedAt });
  });

  it('a first SEPA debit that bounces ends the subscription when the bank answers', async () => {
    const mandate = await savePaymentMethod('dauerkarte@club.example', 'sepa', {
      accountHolder: 'Lena Fischer',
      iban: BOUNCING_TEST_IBAN,
    });
    const answer = await subscribe('dauerkarte@club.example', { planId: 'club-tv-yearly', paymentTokenId: mandate });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // Submitted, it plays while the debit is on its way (here the bank answers within 50 ms).
    expect(['Active', 'Expired']).toContain(answer.body.state);
    await expect.poll(async () => (await subscriptions('dauerkarte@club.example'))[0]?.state).toBe('Expired');
    expect(await access('dauerkarte@club.example')).toBe('Preview');
    await expect
      .poll(() => mails('dauerkarte@club.example'))
      .toContain('Die Zahlung für dein Club TV Jahresabo ist fehlgeschlagen');
  });

  it('a stored method the provider does not know is refused, and nothing is kept', async () => {
    // A card the portal still lists for abo@ that the provider has forgotten (deleted there).
    await platform.db.query(
      `INSERT INTO payment_tokens (id, owner, type, brand, last4, exp_month, exp_year)
       SELECT 'tok_gone_at_provider', 'account:' || id, 'creditCard', 'visa', '1111', 1, 2030
       FROM accounts WHERE email = 'abo@club.example'`,
    );
    const before = await subscriptions('abo@club.example');
    const answer = await subscribe('abo@club.example', {
      planId: 'club-tv-monthly',
      paymentTokenId: 'tok_gone_at_provider',
    });
    expect(answer).toMatchObject({ status: 422, body: { errorCode: 'PAYMENT_TOKEN_UNKNOWN' } });
    expect(await subscriptions('abo@club.example')).toEqual(before);
  });
});

describe('the subscription mails', () => {
  it('speak the language the fan subscribed in, with its money and dates', () => {
    const mail = (language: 'de' | 'en' | 'ja') =>
      subscriptionCancelledMail({
        to: 'fan@club.example',
        firstName: 'Lena',
        language,
        plan: 'Club TV',
        amountMinor: 499,
        until: '2027-01-06',
        link: 'https://portal.example/konto',
      });
    expect(mail('de').text).toContain('bis zum 6. Januar 2027');
    expect(mail('en').text).toContain('until 6 January 2027');
    expect(mail('ja').subject).toBe('Club TVの解約を受け付けました');
    expect(mail('ja').text).toContain('2027年1月6日');
    expect(
      subscriptionConfirmedMail({
        ...{ to: 'x@club.example', firstName: 'Lena', plan: 'Club TV', until: '2027-01-06' },
        language: 'de',
        amountMinor: 499,
        link: 'https://portal.example/konto',
      }).text,
    ).toMatch(/4,99\s€/);
  });
});
