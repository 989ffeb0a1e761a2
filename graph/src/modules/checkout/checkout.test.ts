import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';

let platform: PlatformUnderTest;
let client: GraphClient;
const bearer: Record<string, Record<string, string>> = {};

const home = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
  phone: '+49 170 1234567',
};

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of ['fan@club.example', 'fan2@club.example', 'mitglied@club.example']) {
    const token = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
    bearer[email] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => platform.platform.close());

const ADD = `mutation($sku: String!, $quantity: Int!, $countryCode: String) {
  cartItemAdd(input: { sku: $sku, quantity: $quantity, countryCode: $countryCode }) { __typename }
}`;
const START = `mutation($input: CheckoutStartInput!) {
  checkoutStart(input: $input) {
    __typename
    ... on Error { code message }
    ... on InvalidInputError { field }
    ... on CheckoutForeignAddressWithoutPhoneError { field }
    ... on IbanInvalidError { field }
    ... on CheckoutRedirect { checkoutId url }
    ... on CheckoutCardForm { checkoutId scriptUrl }
    ... on CheckoutConfirmed { confirmationId checkout { status totalPrice { amount } orders { number state kind } } }
  }
}`;

type Start = { checkoutStart: Record<string, unknown> & { __typename: string } };

async function fill(email: string, items: { sku: string; quantity?: number }[], countryCode = 'DE') {
  await platform.platform.db.query(
    `DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`,
    [email],
  );
  for (const item of items) {
    const added = await client.execute<{ cartItemAdd: { __typename: string } }>(
      ADD,
      { sku: item.sku, quantity: item.quantity ?? 1, countryCode },
      bearer[email],
    );
    expect(added.data!.cartItemAdd.__typename).toBe('CartItemAddSuccess');
  }
}

const start = async (email: string, input: Record<string, unknown>, language = 'de') =>
  (
    await client.execute<Start>(
      START,
      {
        input: {
          method: 'PURCHASE_ON_ACCOUNT',
          shippingAddress: home,
          billingAddress: home,
          idempotencyKey: randomUUID(),
          ...input,
        },
      },
      { ...bearer[email], 'accept-language': language },
    )
  ).data!.checkoutStart;

describe('checkout through the graph', () => {
  it('buys tickets on account, lists the order and shows the checkout to its buyer only', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2001', quantity: 2 }]);
    const confirmed = await start('fan@club.example', {});
    expect(confirmed).toMatchObject({
      __typename: 'CheckoutConfirmed',
      checkout: {
        status: 'ON_ACCOUNT',
        totalPrice: { amount: '36.00' },
        orders: [{ state: 'ORDER_PLACED', kind: 'TICKETS' }],
      },
    });
    const id = confirmed.confirmationId as string;
    const number = (confirmed.checkout as { orders: { number: string }[] }).orders[0]!.number;

    platform.calls.length = 0;
    const ORDERS = `{ viewer { orders { checkoutCount edges { node { number state totalPrice { amount } documents { kind downloadPath } payment { method } items { name quantity vatRate } } } } } }`;
    const orders = await client.execute<{
      viewer: {
        orders: { edges: { node: { number: string; documents: { kind: string; downloadPath: string }[] } }[] };
      };
    }>(ORDERS, {}, bearer['fan@club.example']);
    expect(orders.data!.viewer.orders.edges[0]!.node).toMatchObject({
      number,
      documents: [{ kind: 'INVOICE', downloadPath: `/graphql/documents/invoice-${number}` }],
    });
    // One call for the whole list, however many orders and fields.
    expect(platform.callsTo('/checkouts')).toHaveLength(1);

    // The invoice downloads for its buyer only.
    const download = (email?: string) =>
      client.graph.fetch(`http://graph.test/graphql/documents/invoice-${number}`, {
        headers: email ? bearer[email] : {},
      });
    const pdf = await download('fan@club.example');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await download('fan2@club.example')).status).toBe(404);
    expect((await download()).status).toBe(401);
    expect((await client.graph.fetch('http://graph.test/graphql/documents/..%2Fsecret')).status).not.toBe(200);

    const CHECKOUT = `query($id: String!) { viewer { checkout(id: $id) { internalId status paymentStatus orders { number } } } }`;
    const mine = await client.execute<{ viewer: { checkout: unknown } }>(CHECKOUT, { id }, bearer['fan@club.example']);
    expect(mine.data!.viewer.checkout).toMatchObject({
      internalId: id,
      status: 'ON_ACCOUNT',
      paymentStatus: 'SUCCEEDED',
    });
    const theirs = await client.execute<{ viewer: { checkout: unknown } }>(
      CHECKOUT,
      { id },
      bearer['fan2@club.example'],
    );
    expect(theirs.data!.viewer.checkout).toBeNull();
    const ORDER = `query($number: String!) { viewer { order(number: $number) { number } } }`;
    expect(
      (await client.execute<{ viewer: { order: unknown } }>(ORDER, { number }, bearer['fan2@club.example'])).data!
        .viewer.order,
    ).toBeNull();
  });

  it('answers every rule with its typed, localised error', async () => {
    const noPhone = { ...home, phone: undefined };
    const vienna = { ...noPhone, postalCode: '1070', city: 'Wien', countryCode: 'AT' };
    await fill('fan@club.example', [{ sku: 'TK-2002' }]);
    // Posted, not to the wallet: posted tickets go only to the invoice address.
    await platform.platform.db.query(
      `UPDATE cart_items SET shipping_code = 'Standard'
       WHERE cart_id IN (SELECT c.id FROM carts c JOIN accounts a ON c.owner = 'account:' || a.id WHERE a.email = $1)`,
      ['fan@club.example'],
    );
    expect(await start('fan@club.example', { shippingAddress: vienna })).toEqual({
      __typename: 'CheckoutForeignAddressWithoutPhoneError',
      code: 'CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE',
      message: 'Für den Versand ins Ausland ist eine Telefonnummer erforderlich.',
      field: 'shippingAddress.phone',
    });
    expect(
      await start('fan@club.example', { shippingAddress: { ...vienna, phone: '+43 1 234567' } }, 'en'),
    ).toMatchObject({
      __typename: 'CheckoutAddressesAreNotEqualError',
      message: 'For this shipping method the shipping address must equal the billing address and have a phone number.',
    });

    const mug = (
      await platform.platform.db.query<{ sku: string }>(
        `SELECT sku FROM products WHERE artwork = 'mug' AND is_active AND NOT is_hidden LIMIT 1`,
      )
    ).rows[0]!.sku;
    await fill('fan@club.example', [{ sku: 'TK-2001' }, { sku: mug }]);
    expect(await start('fan@club.example', {})).toMatchObject({
      __typename: 'CartContainsNotOnlyTicketsError',
      code: 'CART_CONTAINS_NOT_ONLY_TICKETS',
    });
    expect(await start('fan@club.example', { method: 'NO_PAYMENT' })).toMatchObject({
      __typename: 'PaymentRequiredError',
    });
    expect(
      await start('fan2@club.example', {
        method: 'SEPA',
        sepa: { accountHolder: 'Mehmet Özdemir', iban: 'DE89 3704 0044 0532 0130 00' },
      }),
    ).toMatchObject({
      __typename: 'PaymentMethodNotAvailableError',
    });

    // A ticket whose sale closed after it went into the cart (the cart takes none once it has closed).
    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    await platform.platform.db.query(
      `UPDATE cart_items SET product_id = (SELECT id FROM products WHERE sku = 'TK-2003') WHERE cart_id IN
         (SELECT c.id FROM carts c JOIN accounts a ON c.owner = 'account:' || a.id WHERE a.email = 'fan@club.example')`,
    );
    expect(await start('fan@club.example', {})).toMatchObject({
      __typename: 'TicketIsNotCheckoutableError',
      code: 'TICKET_IS_NOT_CHECKOUTABLE',
    });
    expect(await start('fan@club.example', { shippingAddress: { ...home, countryCode: 'XX' } })).toMatchObject({
      __typename: 'CartShippingCountryUnknownError',
    });
    await fill('fan@club.example', [{ sku: 'TK-2001' }]);
    const db = platform.platform.db;
    const cartOf = `cart_id IN (SELECT c.id FROM carts c JOIN accounts a ON c.owner = 'account:' || a.id WHERE a.email = 'fan@club.example')`;
    await db.query(`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE ${cartOf}`);
    expect(await start('fan@club.example', {})).toMatchObject({
      __typename: 'CartItemExpiredError',
      code: 'CARTITEM_EXPIRED',
    });
    await db.query(`UPDATE cart_items SET expires_at = NULL WHERE ${cartOf}`);
    await db.query(`UPDATE products SET stock = 0 WHERE sku = 'TK-2001'`);
    expect(await start('fan@club.example', {})).toMatchObject({ __typename: 'CartItemStockExceededError' });
    await db.query(`UPDATE products SET stock = 500 WHERE sku = 'TK-2001'`);
    expect(await start('fan@club.example', { method: 'STORED_CARD', paymentTokenId: 'tok_not_mine' })).toMatchObject({
      __typename: 'PaymentTokenUnknownError',
    });
    expect(
      await start('fan@club.example', {
        method: 'SEPA',
        sepa: { accountHolder: 'Lena Fischer', iban: 'DE89 3704 0044 0532 0130 01' },
      }),
    ).toMatchObject({ __typename: 'IbanInvalidError', field: 'sepa.iban', message: 'Die IBAN ist ungültig.' });
    await fill('fan@club.example', [{ sku: 'TK-2004' }]);
    expect(await start('fan@club.example', { method: 'PAYPAL' })).toMatchObject({
      __typename: 'NoPaymentRequiredError',
    });

    await fill('fan@club.example', []);
    expect(await start('fan@club.example', {})).toMatchObject({ __typename: 'CartEmptyError', code: 'CART_IS_EMPTY' });
  });

  it('refuses hostile input without a call', async () => {
    platform.calls.length = 0;
    const cases: [Record<string, unknown>, string][] = [
      [{ idempotencyKey: 'x' }, 'idempotencyKey'],
      [{ shippingAddress: { ...home, city: 'x'.repeat(500) } }, 'shippingAddress.city'],
      [{ billingAddress: { ...home, street: 'Weg\u0000 1' } }, 'billingAddress.street'],
      [{ shippingAddress: { ...home, countryCode: 'DEU' } }, 'shippingAddress.countryCode'],
      [{ shippingAddress: { ...home, postalCode: '<b>' } }, 'shippingAddress.postalCode'],
      [{ method: 'STORED_CARD', paymentTokenId: '../../x' }, 'paymentTokenId'],
      [{ method: 'SEPA', sepa: { accountHolder: 'A B', iban: 'not an iban' } }, 'sepa.iban'],
    ];
    for (const [input, field] of cases) {
      expect(await start('fan@club.example', input), field).toMatchObject({ __typename: 'InvalidInputError', field });
    }
    expect(platform.callsTo('/checkouts')).toHaveLength(0);
    const anonymous = await client.execute(START, {
      input: { method: 'PAYPAL', shippingAddress: home, billingAddress: home, idempotencyKey: randomUUID() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('pays with PayPal: redirect, approval at the provider, payment succeeded', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2002' }]);
    const redirect = await start('fan@club.example', { method: 'PAYPAL' });
    expect(redirect.__typename).toBe('CheckoutRedirect');
    const approval = new URL(redirect.url as string);
    expect(approval.origin).toBe(new URL(platform.platform.payments.url).origin);
    const approved = await fetch(`${approval.href}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain(`/checkout/confirmation?${redirect.checkoutId as string}`);

    const STATUS = `query($id: String!) { viewer { checkout(id: $id) { status paymentStatus } } }`;
    const status = await client.execute<{ viewer: { checkout: { status: string; paymentStatus: string } } }>(
      STATUS,
      { id: redirect.checkoutId },
      bearer['fan@club.example'],
    );
    expect(status.data!.viewer.checkout.paymentStatus).toBe('SUCCEEDED');
  });

  it('offers SEPA to testers only and lists stored payment methods', async () => {
    const OPTIONS = `{ viewer { paymentOptions { sepaAvailable cards { last4 } sepaMandates { last4 } } addresses { isDefaultShipping city countryCode } } }`;
    type Options = { viewer: { paymentOptions: { sepaAvailable: boolean }; addresses: { city: string }[] } };
    const tester = await client.execute<Options>(OPTIONS, {}, bearer['fan@club.example']);
    expect(tester.data!.viewer.paymentOptions.sepaAvailable).toBe(true);
    expect(tester.data!.viewer.addresses.map((address) => address.city)).toEqual(['Südstadt', 'Wien']);
    const other = await client.execute<Options>(OPTIONS, {}, bearer['fan2@club.example']);
    expect(other.data!.viewer.paymentOptions.sepaAvailable).toBe(false);
  });
});
