import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentMethod } from '../../test/payment-methods.ts';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { feeOf, PAYOUT_TYPES, quote } from './fees.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const SELLER = 'dauerkarte@club.example';

/** The seller's newest mail whose subject matches, once it has arrived. */
async function sellerMail(subject: RegExp) {
  await expect.poll(() => platform.devMail!.inbox.list(SELLER).some((mail) => subject.test(mail.subject))).toBe(true);
  return platform.devMail!.inbox.list(SELLER).find((mail) => subject.test(mail.subject))!;
}
const BUYER = 'fan@club.example';
const BUYER2 = 'mitglied@club.example';
const FAN2 = 'fan2@club.example';
const COMPANY_ADMIN = 'firma@club.example';
const address = {
  firstName: 'Paul',
  lastName: 'Schneider',
  street: 'Lindenstraße 5',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of [SELLER, BUYER, BUYER2, FAN2, COMPANY_ADMIN])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  const exchange = await exchangeForOrganization(
    platform.identity.issuer,
    DEFAULT_GRAPH_CLIENT_SECRET,
    tokens[COMPANY_ADMIN]!,
    502,
  );
  tokens.company = exchange.body.access_token as string;
}, 60_000);
afterAll(() => platform.close());

const call = (who: string | undefined, method: string, path: string, body?: unknown, key?: string) =>
  callPlatform(platform.url, method, path, body, {
    token: who === undefined ? undefined : (tokens[who] ?? who),
    idempotencyKey: key,
  });

interface SeededTicket {
  id: number;
  serialNumber: string;
  kind: string;
  block: string;
  seat: string | null;
  barcode: string;
}

async function ticketsOf(who: string, path = '/self/tickets'): Promise<SeededTicket[]> {
  const answer = await call(who, 'GET', path);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

const ticketOf = async (who: string, block: string, seat: string | null, path?: string) =>
  (await ticketsOf(who, path)).find((ticket) => ticket.block === block && ticket.seat === seat)!;

const offer = (who: string, ticket: SeededTicket, payout: { useVoucher?: boolean; paymentTokenId?: string }) =>
  call(who, 'POST', '/payouts/tickets', {
    serialNumber: String(ticket.id),
    ticketSerialNumber: ticket.serialNumber,
    useVoucher: payout.useVoucher ?? false,
    ...(payout.paymentTokenId ? { paymentTokenId: payout.paymentTokenId } : {}),
    address,
  });

/** Stores a payment method at the sandbox provider as the person does in the account area. */
const storeMethod = (who: string, method: 'paypal' | 'creditcard', cardNumber?: string): Promise<string> =>
  storePaymentMethod(
    platform.url,
    tokens[who]!,
    method === 'paypal'
      ? { kind: 'paypal', email: 'paul.paypal@club.example' }
      : { kind: 'creditcard', number: cardNumber!, holder: 'Paul Schneider' },
  );

async function buyOnAccount(who: string, sku: string) {
  await platform.db.query(`DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`, [
    who,
  ]);
  const added = await call(who, 'POST', '/carts/self/items?countryCode=DE', { sku, quantity: 1, userOptionValues: [] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return checkoutOnAccount(who);
}

const checkoutOnAccount = (who: string) =>
  call(
    who,
    'POST',
    '/checkouts/purchaseOnAccount',
    { shippingAddress: { ...address, firstName: 'Käufer' }, billingAddress: { ...address, firstName: 'Käufer' } },
    randomUUID(),
  );

const payout = async (who: string, id: string) =>
  ((await call(who, 'GET', '/payouts')).body.items as { id: string; state: string }[]).find((item) => item.id === id);

describe('fees', () => {
  it('splits every ticket type × payout type, each fee rounded half up to the cent', () => {
    const table = (['DayTicket', 'SeasonTicket'] as const).flatMap((kind) =>
      PAYOUT_TYPES.map((type) => {
        const { handlingFeeMinor, reimbursementFeeMinor, amountMinor } = quote(kind, 4599, type);
        return [kind, type, handlingFeeMinor, reimbursementFeeMinor, amountMinor];
      }),
    );
    expect(table).toEqual([
      // 45,99 €: 10 % = 4,599 → 4,60; 5 % = 2,2995 → 2,30.
      ['DayTicket', 'OriginalPayment', 460, 230, 3909],
      ['DayTicket', 'Voucher', 460, 0, 4139],
      ['DayTicket', 'CreditCard', 460, 230, 3909],
      ['DayTicket', 'PayPal', 460, 230, 3909],
      ['SeasonTicket', 'OriginalPayment', 230, 230, 4139],
      ['SeasonTicket', 'Voucher', 230, 0, 4369],
      ['SeasonTicket', 'CreditCard', 230, 230, 4139],
      ['SeasonTicket', 'PayPal', 230, 230, 4139],
    ]);
    expect(feeOf(8995, 500)).toBe(450); // 449.75 → 450
    expect(feeOf(8990, 500)).toBe(450); // 449.5 → 450 (half up)
    expect(feeOf(8989, 500)).toBe(449); // 449.45 → 449
    expect(quote('DayTicket', 1, 'PayPal')).toMatchObject({
      handlingFeeMinor: 0,
      reimbursementFeeMinor: 0,
      amountMinor: 1,
    });
    expect(quote('DayTicket', 0, 'PayPal').amountMinor).toBe(0);
    // Fees never take the payout below zero, and the parts always add up to the price.
    for (const price of [0, 1, 5, 10, 19, 99, 1799, 24_900, 125_000]) {
      for (const type of PAYOUT_TYPES) {
        const q = quote('DayTicket', price, type);
        expect(q.amountMinor).toBeGreaterThanOrEqual(0);
        expect(q.handlingFeeMinor + q.reimbursementFeeMinor + q.amountMinor).toBe(price);
      }
    }
  });
});

describe('the marketplace', () => {
  it('offers a season ticket for PayPal, refuses withdrawal while in a cart, sells it and pays out', async () => {
    const paypal = await storeMethod(SELLER, 'paypal');
    const season = (await ticketsOf(SELLER, '/self/seasonTickets'))[0]!;
    const information = await call(SELLER, 'GET', `/payouts/tickets/${season.id}/payoutInformation`);
    expect(information.body).toMatchObject({
      canBeOffered: true,
      notOfferableReason: null,
      payoutTypes: ['Voucher', 'CreditCard', 'PayPal'],
      offer: null,
    });
    const amount = await call(SELLER, 'GET', `/payouts/tickets/${season.id}/payoutAmount?paymentTokenId=${paypal}`);
    // 249 € season ticket: handling 5 % = 12,45 €, PayPal 5 % = 12,45 €.
    expect(amount.body).toEqual({
      payoutType: 'PayPal',
      ticketPrice: 249,
      handlingFee: 12.45,
      handlingFeePercent: 5,
      reimbursementFee: 12.45,
      reimbursementFeePercent: 5,
      payoutAmount: 224.1,
      currency: 'EUR',
    });
    const created = await offer(SELLER, season, { paymentTokenId: paypal });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ state: 'Created', payoutType: 'PayPal', payoutAmount: 224.1 });
    expect(created.body.paymentMethod).toMatchObject({ type: 'payPal', label: 'paul.paypal@club.example' });

    const listings = await call(undefined, 'GET', '/marketplace/listings');
    const listing = (listings.body.items as { sku: string; block: string; kind: string }[]).find(
      (item) => item.kind === 'SeasonTicket' && item.block === 'E',
    );
    expect(listing).toMatchObject({ price: 249 });
    // The seller cannot buy their own ticket.
    expect(
      (
        await call(SELLER, 'POST', '/carts/self/items?countryCode=DE', {
          sku: listing!.sku,
          quantity: 1,
          userOptionValues: [],
        })
      ).status,
    ).toBe(404);

    await platform.db.query(
      `DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`,
      [BUYER],
    );
    const added = await call(BUYER, 'POST', '/carts/self/items?countryCode=DE', {
      sku: listing!.sku,
      quantity: 1,
      userOptionValues: [],
    });
    expect(added.status).toBe(200);
    const refused = await call(SELLER, 'POST', `/self/ticket/${season.id}/revokeOfferOnMarketplace`);
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'MARKETPLACE_TICKET_IN_CART' } });
    // At most one: it is the only one there is.
    expect(
      (
        await call(BUYER, 'POST', '/carts/self/items?countryCode=DE', {
          sku: listing!.sku,
          quantity: 1,
          userOptionValues: [],
        })
      ).body.errorCode,
    ).toMatch(/^CARTITEM_QUANTITY_HIGHER/);

    const bought = await checkoutOnAccount(BUYER);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const bought2 = (await ticketsOf(BUYER, '/self/seasonTickets')).find((ticket) => ticket.id === season.id);
    expect(bought2).toBeDefined();
    expect(bought2!.barcode).not.toBe(season.barcode);
    expect((await ticketsOf(SELLER, '/self/seasonTickets')).some((ticket) => ticket.id === season.id)).toBe(false);
    await expect.poll(async () => (await payout(SELLER, created.body.id))?.state).toBe('PaymentSucceeded');
    expect(await payout(SELLER, created.body.id)).toMatchObject({
      soldAt: expect.any(String),
      paidOutAt: expect.any(String),
    });
    // Sold: no longer listed, not withdrawable.
    expect(
      ((await call(undefined, 'GET', '/marketplace/listings')).body.items as { sku: string }[]).some(
        (item) => item.sku === listing!.sku,
      ),
    ).toBe(false);
  });

  it('sells a season ticket only to a person without one for its season, at the cart and at the checkout', async () => {
    // Lena bought the seller's season ticket above and offers it again; Jürgen holds this season's through his
    // running contract (spec 2 section 5: one season ticket ownership per person).
    const season = (await ticketsOf(BUYER, '/self/seasonTickets')).find((ticket) => ticket.block === 'E')!;
    const created = await offer(BUYER, season, { useVoucher: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listing = (
      (await call(undefined, 'GET', '/marketplace/listings')).body.items as { sku: string; block: string }[]
    ).find((item) => item.block === 'E')!;
    await platform.db.query(
      `DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`,
      [BUYER2],
    );
    const refused = await call(BUYER2, 'POST', '/carts/self/items?countryCode=DE', {
      sku: listing.sku,
      quantity: 1,
      userOptionValues: [],
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { errorCode: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA' },
    });

    // Put in a cart anonymously and taken along at sign-in: the checkout refuses it, and nothing is ordered.
    const { userId } = (await (await fetch(`${platform.url}/carts/anonymousUser`, { method: 'POST' })).json()) as {
      userId: string;
    };
    const anonymous = await fetch(`${platform.url}/carts/self/items?countryCode=DE&anonymousUserId=${userId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'et-tenant-id': '1' },
      body: JSON.stringify({ sku: listing.sku, quantity: 1, userOptionValues: [] }),
    });
    expect(anonymous.status).toBe(200);
    const claimed = await call(BUYER2, 'POST', '/carts/self/claims?countryCode=DE', { userId });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const checkout = await checkoutOnAccount(BUYER2);
    expect(checkout).toMatchObject({
      status: 422,
      body: { errorCode: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA' },
    });
    expect((await ticketsOf(BUYER, '/self/seasonTickets')).some((ticket) => ticket.id === season.id)).toBe(true);
    await platform.db.query(
      `DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`,
      [BUYER2],
    );
    expect((await call(BUYER, 'POST', `/self/ticket/${season.id}/revokeOfferOnMarketplace`)).status).toBe(200);
  });

  it('fails a payout to a card that refuses credits, and pays it out again to PayPal', async () => {
    const card = await storeMethod(SELLER, 'creditcard', '4000 0000 0000 0341');
    const paypal = await storeMethod(SELLER, 'paypal');
    const seat = await ticketOf(SELLER, 'C', '3');
    const created = await offer(SELLER, seat, { paymentTokenId: card });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // 45 € day ticket: 4,50 € handling, 2,25 € card.
    expect(created.body).toMatchObject({
      payoutType: 'CreditCard',
      handlingFee: 4.5,
      reimbursementFee: 2.25,
      payoutAmount: 38.25,
    });
    const { rows } = await platform.db.query<{ sku: string }>('SELECT sku FROM products WHERE resale_ticket_id = $1', [
      seat.id,
    ]);
    expect((await buyOnAccount(BUYER2, rows[0]!.sku)).status).toBe(201);
    await expect.poll(async () => (await payout(SELLER, created.body.id))?.state).toBe('PaymentFailed');
    expect(await payout(SELLER, created.body.id)).toMatchObject({ failureReason: 'card_refuses_credits' });
    // The seller hears of the sale, then of the failed payout with the way to retry it.
    const sold = await sellerMail(/^Dein Ticket ist verkauft: Block C, Reihe \S+, Platz 3/);
    expect(sold.text).toMatch(/Verkaufspreis: 45,00\s€/);
    expect(sold.text).toMatch(/Gebühren: −6,75\s€/);
    expect(sold.text).toMatch(/Auszahlung: 38,25\s€ auf deine Kreditkarte/);
    const failed = await sellerMail(/^Deine Auszahlung über 38,25\s€ ist fehlgeschlagen$/);
    expect(failed.text).toMatch(/\/konto\/tickets\/marktplatz$/m);

    const another = await call(BUYER, 'POST', `/payouts/${created.body.id}/paymentRetry`, { paymentTokenId: paypal });
    expect(another.status).toBe(404);
    const retried = await call(SELLER, 'POST', `/payouts/${created.body.id}/paymentRetry`, { paymentTokenId: paypal });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ state: 'PaymentSucceeded', payoutType: 'PayPal', payoutAmount: 38.25 });
    expect((await sellerMail(/^Deine Auszahlung über 38,25\s€ ist unterwegs$/)).text).toContain(
      'auf dein PayPal-Konto ausgezahlt',
    );
    const again = await call(SELLER, 'POST', `/payouts/${created.body.id}/paymentRetry`, { paymentTokenId: paypal });
    expect(again).toMatchObject({
      status: 409,
      body: { errorCode: 'PAYOUT_NOT_RETRYABLE', reason: 'PaymentSucceeded' },
    });
  });

  it('pays out with a shop voucher worth the payout, at once', async () => {
    const seat = await ticketOf(SELLER, 'C', '4');
    const created = await offer(SELLER, seat, { useVoucher: true });
    expect(created.body).toMatchObject({ payoutType: 'Voucher', reimbursementFee: 0, payoutAmount: 40.5 });
    const { rows } = await platform.db.query<{ sku: string }>('SELECT sku FROM products WHERE resale_ticket_id = $1', [
      seat.id,
    ]);
    expect((await buyOnAccount(BUYER, rows[0]!.sku)).status).toBe(201);
    const paid = await payout(SELLER, created.body.id);
    expect(paid).toMatchObject({ state: 'PaymentSucceeded', voucherCode: expect.stringMatching(/^ZM-[0-9A-F]{12}$/) });
    const { rows: vouchers } = await platform.db.query<{ value_minor: number; is_active: boolean }>(
      'SELECT value_minor, is_active FROM vouchers WHERE code = $1',
      [(paid as unknown as { voucherCode: string }).voucherCode],
    );
    expect(vouchers).toEqual([{ value_minor: 4050, is_active: true }]);
    // The sale's mail carries the voucher code: the payout is the code.
    const sold = await sellerMail(/^Dein Ticket ist verkauft: Block C, Reihe \S+, Platz 4/);
    expect(sold.text).toContain(`Dein Gutscheincode: ${(paid as unknown as { voucherCode: string }).voucherCode}`);
    expect(sold.text).not.toContain('Die Auszahlung folgt');
  });

  it('ends a purchase and a withdrawal at the same moment with exactly one of them', async () => {
    // A fresh ticket for the seller each round: the fan club's contingent ticket moved to him.
    for (let round = 0; round < 3; round++) {
      const { rows } = await platform.db.query<{ id: number }>(
        `SELECT id FROM tickets WHERE owner = 'organization:501' AND kind = 'DayTicket' ORDER BY id LIMIT 1`,
      );
      const seller = `account:${(await platform.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [SELLER])).rows[0]!.id}`;
      await platform.db.query('UPDATE tickets SET owner = $2, original_owner = $2 WHERE id = $1', [
        rows[0]!.id,
        seller,
      ]);
      const ticket = (await ticketsOf(SELLER)).find((entry) => entry.id === rows[0]!.id)!;
      const created = await offer(SELLER, ticket, { useVoucher: true });
      expect(created.status).toBe(201);
      const { rows: product } = await platform.db.query<{ sku: string }>(
        'SELECT sku FROM products WHERE resale_ticket_id = $1 AND is_active',
        [ticket.id],
      );
      // Two buyers race for it (into the cart, then to the checkout) while the seller withdraws it.
      const buy = async (who: string) => {
        await platform.db.query(
          `DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = $1)`,
          [who],
        );
        const added = await call(who, 'POST', '/carts/self/items?countryCode=DE', {
          sku: product[0]!.sku,
          quantity: 1,
          userOptionValues: [],
        });
        return added.status === 200 ? checkoutOnAccount(who) : added;
      };
      const [first, second, withdrawn] = await Promise.all([
        buy(BUYER),
        buy(BUYER2),
        call(SELLER, 'POST', `/self/ticket/${ticket.id}/revokeOfferOnMarketplace`),
      ]);
      const wins = [first.status === 201, second.status === 201, withdrawn.status === 200].filter(Boolean);
      expect(wins, JSON.stringify([first.body, second.body, withdrawn.body])).toHaveLength(1);
      const state = (await payout(SELLER, created.body.id))!.state;
      const holder = (
        await platform.db.query<{ owner: string }>('SELECT owner FROM tickets WHERE id = $1', [ticket.id])
      ).rows[0]!.owner;
      if (withdrawn.status === 200) {
        expect(state).toBe('Cancelled');
        expect(holder).toBe(seller);
      } else {
        expect(state).toBe('PaymentSucceeded');
        expect(holder).not.toBe(seller);
      }
    }
  });
});

describe('marketplace rules', () => {
  it('refuses what cannot be offered, each with its code', async () => {
    const personalised = (await ticketsOf(BUYER)).find((ticket) => ticket.block === 'A')!;
    expect((await offer(BUYER, personalised, { useVoucher: true })).body).toMatchObject({
      errorCode: 'TICKETING_REQUEST_FAILED',
      reason: 'NotTransferable',
    });
    // fan2@ offers his standing ticket to fan@ by e-mail: not on the marketplace as well.
    const offeredByMail = (await ticketsOf(FAN2)).find((ticket) => ticket.block === 'S3')!;
    expect((await offer(FAN2, offeredByMail, { useVoucher: true })).body).toMatchObject({
      errorCode: 'TICKETING_REQUEST_FAILED',
      reason: 'TransferPending',
    });
    const seat = await ticketOf(BUYER, 'C', '7');
    const created = await offer(BUYER, seat, { useVoucher: true });
    expect(created.status).toBe(201);
    expect((await offer(BUYER, seat, { useVoucher: true })).body).toMatchObject({
      errorCode: 'USER_HAS_RUNNING_PAYOUT',
    });
    // An offered ticket is not passed on by e-mail too.
    expect(
      (await call(BUYER, 'POST', '/self/ticketTransfers', { ticketId: seat.id, recipientMail: FAN2 })).body,
    ).toMatchObject({ errorCode: 'TICKET_NOT_TRANSFERABLE', reason: 'OnMarketplace' });
    // The seeded ticket was not paid online: no payout back to its payment.
    const original = await call(BUYER, 'GET', `/payouts/tickets/${seat.id}/payoutAmount`);
    expect(original).toMatchObject({ status: 400, body: { errors: { useVoucher: [expect.any(String)] } } });
    // A SEPA mandate receives nothing; an unknown or another's token is unknown.
    const old = (await ticketsOf(BUYER2, '/self/seasonTickets/archive'))[0]!;
    const sepa = await call(
      BUYER2,
      'GET',
      `/payouts/tickets/${old.id}/payoutAmount?paymentTokenId=tok_seed_sepa_mitglied`,
    );
    expect(sepa).toMatchObject({ status: 400, body: { errors: { paymentTokenId: [expect.any(String)] } } });
    expect(
      (await call(BUYER, 'GET', `/payouts/tickets/${seat.id}/payoutAmount?paymentTokenId=tok_seed_card_fan2`)).body,
    ).toMatchObject({ errorCode: 'PAYMENT_TOKEN_UNKNOWN' });
    // The two numbers must name the same ticket; the address follows the address book's rules.
    const other = await ticketOf(BUYER, 'C', '8');
    expect(
      (
        await call(BUYER, 'POST', '/payouts/tickets', {
          serialNumber: String(other.id),
          ticketSerialNumber: seat.serialNumber,
          useVoucher: true,
          address,
        })
      ).body,
    ).toMatchObject({ errors: { ticketSerialNumber: [expect.any(String)] } });
    expect(
      (
        await call(BUYER, 'POST', '/payouts/tickets', {
          serialNumber: String(other.id),
          ticketSerialNumber: other.serialNumber,
          useVoucher: true,
          address: { ...address, countryCode: 'AT' },
        })
      ).body,
    ).toMatchObject({ errors: { phone: [expect.any(String)] } });
    const withdrawn = await call(BUYER, 'POST', `/self/ticket/${seat.id}/revokeOfferOnMarketplace`);
    expect(withdrawn).toMatchObject({ status: 200, body: { state: 'Cancelled', canBeWithdrawn: false } });
    expect(await call(BUYER, 'POST', `/self/ticket/${seat.id}/revokeOfferOnMarketplace`)).toMatchObject({
      status: 409,
      body: { errorCode: 'MARKETPLACE_OFFER_NOT_OPEN', reason: 'Cancelled' },
    });
  });

  it('shows nobody another’s tickets or payouts, and lets no organisation resell', async () => {
    const seat = await ticketOf(BUYER, 'C', '8');
    for (const path of [
      `/payouts/tickets/${seat.id}/payoutInformation`,
      `/payouts/tickets/${seat.id}/payoutAmount?useVoucher=true`,
    ]) {
      expect((await call(FAN2, 'GET', path)).status).toBe(404);
    }
    expect((await offer(FAN2, seat, { useVoucher: true })).status).toBe(404);
    expect((await call(FAN2, 'POST', `/self/ticket/${seat.id}/revokeOfferOnMarketplace`)).status).toBe(404);
    // fan2@'s seeded payout is his alone.
    const own = (await call(FAN2, 'GET', '/payouts')).body.items as { id: string; state: string }[];
    // His own: the seat on sale since yesterday and the one sold two days ago, newest first.
    expect(own).toEqual([
      expect.objectContaining({ id: '0d6f1c2a-8b3e-4f5a-9c7d-1e2f3a4b5c6d', state: 'Created' }),
      expect.objectContaining({ id: '5b0c8f9e-2d1a-4c3b-9e8f-7a6b5c4d3e21', state: 'Sold' }),
    ]);
    expect(
      (await call(BUYER, 'GET', '/payouts')).body.items.some((item: { id: string }) => item.id === own[0]!.id),
    ).toBe(false);
    expect(
      (await call(BUYER, 'POST', `/payouts/${own[0]!.id}/paymentRetry`, { paymentTokenId: 'tok_seed_card_fan2' }))
        .status,
    ).toBe(404);
    const company = await call('company', 'GET', '/payouts');
    expect(company).toMatchObject({ status: 403, body: { errorCode: 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED' } });
    expect((await call(undefined, 'GET', '/payouts')).status).toBe(401);
  });
});
