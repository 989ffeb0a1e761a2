import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { toGlobalId } from '../../shared/relay.ts';

/**
 * Buying Club TV through the graph against the real platform and its sandbox provider: the plans (public,
 * in the request's language), subscribing with a stored card and the player's access at once, the typed
 * refusals (unknown plan, a second subscription, another's payment method, malformed ids), cancelling to the
 * end of the period, and another person's subscription never found.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const FAN = 'fan@club.example';
const OTHER = 'fan2@club.example';
const ENGLISH = { 'accept-language': 'en' };
const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [FAN, OTHER]) {
    tokens[email] = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  }
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (query: string, variables: Record<string, unknown> = {}, email?: string, headers = {}) => {
  const auth: Record<string, string> = email ? { authorization: `Bearer ${tokens[email]}` } : {};
  const result = await client.execute<Data>(query, variables, { ...auth, ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

const SUBSCRIPTION = `id internalId state productName validUntil nextBillingOn cancelledAt renewalFailedAt cancellable
  hasAccess plan { code name period price { amount currencyCode } }`;
const CREATE = `mutation($input: VideoSubscriptionCreateInput!) { videoSubscriptionCreate(input: $input) { __typename
  ... on VideoSubscriptionCreateSuccess { subscription { ${SUBSCRIPTION} } paywallSubscriptions { hasAccess } }
  ... on InvalidInputError { field } ... on Error { code message } } }`;
const CANCEL = `mutation($input: VideoSubscriptionCancelInput!) { videoSubscriptionCancel(input: $input) { __typename
  ... on VideoSubscriptionCancelSuccess { subscription { ${SUBSCRIPTION} } }
  ... on InvalidInputError { field } ... on Error { code message } } }`;

/** Saves a card as the person does at the provider's page (started at the platform, as the portal would). */
async function saveCard(email: string, number: string): Promise<string> {
  const response = await fetch(`${platform.platform.url}/checkouts/paymentInfo/creditcard`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[email]}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      billingAddress: {
        firstName: 'Lena',
        lastName: 'Fischer',
        street: 'Südkurvenweg 7',
        postalCode: '12345',
        city: 'Südstadt',
        countryCode: 'DE',
      },
      // The portal's origin as the test platform knows it (its first web origin).
      redirectUrl: 'http://127.0.0.1:3000/tv/abo',
    }),
  });
  const started = (await response.json()) as { paymentId: string; redirectUrl: string };
  expect(response.status, JSON.stringify(started)).toBe(201);
  const saved = await fetch(`${started.redirectUrl}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(started.redirectUrl).origin },
    body: new URLSearchParams({ number, expiry: futureExpiry, cvc: '123', holder: 'Lena Fischer' }).toString(),
    redirect: 'manual',
  });
  expect(saved.status).toBe(303);
  const status = await run(
    'query($id: String!) { viewer { paymentMethodSetup(paymentId: $id) } }',
    { id: started.paymentId },
    email,
  );
  expect(status.viewer.paymentMethodSetup).toBe('SUCCEEDED');
  const methods = await run('{ viewer { paymentMethods { id last4 } } }', {}, email);
  return methods.viewer.paymentMethods.find((method: Data) => method.last4 === number.slice(-4)).id;
}

describe('Club TV plans', () => {
  it('lists the plans with price and period in the request’s language, for visitors too, from the shared cache', async () => {
    const query = '{ videoSubscriptionPlans { code name period price { amount currencyCode } } }';
    const german = await run(query);
    expect(german.videoSubscriptionPlans).toEqual([
      {
        code: 'club-tv-monthly',
        name: 'Club TV Monatsabo',
        period: 'MONTH',
        price: { amount: '4.99', currencyCode: 'EUR' },
      },
      {
        code: 'club-tv-yearly',
        name: 'Club TV Jahresabo',
        period: 'YEAR',
        price: { amount: '49.99', currencyCode: 'EUR' },
      },
    ]);
    expect((await run(query, {}, undefined, ENGLISH)).videoSubscriptionPlans[0].name).toBe('Club TV monthly');
    expect((await run(query, {}, undefined, { 'accept-language': 'ja' })).videoSubscriptionPlans[1].name).toBe(
      'Club TV 年額プラン',
    );
    // Public: asked without the person's token (the portal's shared cache may keep it).
    expect(platform.callsTo('/shop/v4/paywallPlans').every((call) => !call.headers.authorization)).toBe(true);
  });
});

describe('subscribing and cancelling', () => {
  let card: string;
  let subscriptionId: string;

  beforeAll(async () => {
    card = await saveCard(FAN, '4242424242424242');
  });

  it('refuses malformed ids and unknown plans with typed errors, before or by the platform', async () => {
    const create = async (input: Data, headers = {}) =>
      (await run(CREATE, { input }, FAN, headers)).videoSubscriptionCreate;
    expect(await create({ planCode: 'club tv\u0000', paymentMethodId: card })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'planCode',
    });
    expect(await create({ planCode: 'club-tv-monthly', paymentMethodId: toGlobalId('Video', 'x') })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'paymentMethodId',
    });
    expect(await create({ planCode: 'club-tv-weekly', paymentMethodId: card }, ENGLISH)).toEqual({
      __typename: 'PaywallPlanUnknownError',
      code: 'PAYWALL_PLAN_UNKNOWN',
      message: 'There is no such subscription plan. Please choose one of the plans offered.',
    });
    // Another person's stored method is not this person's to pay with.
    const foreign = toGlobalId('StoredPaymentMethod', 'tok_seed_sepa_abo');
    expect(await create({ planCode: 'club-tv-monthly', paymentMethodId: foreign })).toMatchObject({
      __typename: 'PaymentTokenUnknownError',
      code: 'PAYMENT_TOKEN_UNKNOWN',
    });
    const anonymous = await client.execute(CREATE, { input: { planCode: 'club-tv-monthly', paymentMethodId: card } });
    expect(anonymous.data).toBeFalsy();
  });

  it('subscribes with the stored card: whole paid videos at once, in one mutation', async () => {
    const data = await run(CREATE, { input: { planCode: 'club-tv-monthly', paymentMethodId: card } }, FAN);
    const result = data.videoSubscriptionCreate;
    expect(result.__typename, JSON.stringify(result)).toBe('VideoSubscriptionCreateSuccess');
    expect(result.subscription).toMatchObject({
      state: 'ACTIVE',
      productName: 'Club TV Monatsabo',
      hasAccess: true,
      cancellable: true,
      cancelledAt: null,
      plan: { code: 'club-tv-monthly', period: 'MONTH', price: { amount: '4.99' } },
    });
    expect(result.subscription.nextBillingOn).toEqual(expect.any(String));
    expect(result.paywallSubscriptions.hasAccess).toBe(true);
    subscriptionId = result.subscription.id;
    // One charge, never retried (the provider's webhook about it arrives on a path of its own).
    expect(
      platform.callsTo('/shop/v4/paywallSubscriptions').filter((call) => call.url === '/shop/v4/paywallSubscriptions'),
    ).toHaveLength(1);

    const video = await run(`{ video(id: "v-highlights-nordhafen") { viewerAccess } }`, {}, FAN);
    expect(video.video.viewerAccess).toBe('FULL');
    const node = await run(
      `query($id: ID!) { node(id: $id) { ... on VideoSubscription { state } } }`,
      { id: subscriptionId },
      FAN,
    );
    expect(node.node).toEqual({ state: 'ACTIVE' });
  });

  it('refuses a second subscription while one runs', async () => {
    const data = await run(CREATE, { input: { planCode: 'club-tv-yearly', paymentMethodId: card } }, FAN);
    expect(data.videoSubscriptionCreate).toMatchObject({
      __typename: 'PaywallSubscriptionExistsError',
      code: 'PAYWALL_SUBSCRIPTION_EXISTS',
    });
  });

  it('never shows nor cancels another person’s subscription', async () => {
    const node = await run(`query($id: ID!) { node(id: $id) { id } }`, { id: subscriptionId }, OTHER);
    expect(node.node).toBeNull();
    const data = await run(CANCEL, { input: { subscriptionId } }, OTHER);
    expect(data.videoSubscriptionCancel).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await run(CANCEL, { input: { subscriptionId: 'garbage' } }, FAN)).videoSubscriptionCancel).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'subscriptionId',
    });
  });

  it('cancels to the end of the period, once', async () => {
    const cancelled = (await run(CANCEL, { input: { subscriptionId } }, FAN)).videoSubscriptionCancel;
    expect(cancelled.__typename).toBe('VideoSubscriptionCancelSuccess');
    expect(cancelled.subscription).toMatchObject({
      id: subscriptionId,
      state: 'CANCELLED',
      hasAccess: true,
      cancellable: false,
      nextBillingOn: null,
    });
    expect(cancelled.subscription.cancelledAt).toEqual(expect.any(String));
    const again = (await run(CANCEL, { input: { subscriptionId } }, FAN, ENGLISH)).videoSubscriptionCancel;
    expect(again).toEqual({
      __typename: 'PaywallSubscriptionNotCancellableError',
      code: 'PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE',
      message: 'This subscription has already been cancelled or has ended.',
    });
  });
});
