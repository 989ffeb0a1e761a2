import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn, storePaymentMethod } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { fromGlobalId, toGlobalId } from '../../shared/relay.ts';

/**
 * The ticket marketplace through the graph against the real platform: a ticket's offerability and every
 * payout type's quote, an offer sold through the shop and paid out, a failed payout retried, a withdrawal
 * (refused while the ticket is in a buyer's cart), every native code a typed, localised error, and that
 * nobody reaches another's offers, nor an organisation resells.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const SELLER = 'dauerkarte@club.example';
const BUYER = 'fan@club.example';
const FAN2 = 'fan2@club.example';
/** Holds this season's season ticket through his running contract. */
const MEMBER = 'mitglied@club.example';
const COMPANY_ADMIN = 'firma@club.example';
/** fan2@'s seeded offer: sold, its payout to his stored card on its way. */
const FAN2_OFFER = '5b0c8f9e-2d1a-4c3b-9e8f-7a6b5c4d3e21';
const FAN2_CARD = toGlobalId('StoredPaymentMethod', 'tok_seed_card_fan2');
const COMPANY = { 'x-act-for-organization': '502' };
const ENGLISH = { 'accept-language': 'en' };
const address = {
  firstName: 'Paul',
  lastName: 'Schneider',
  street: 'Lindenstraße 5',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [SELLER, BUYER, FAN2, COMPANY_ADMIN, MEMBER]) {
    tokens[email] = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  }
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (
  query: string,
  variables: Record<string, unknown> = {},
  email?: string,
  headers: Record<string, string> = {},
) => {
  const auth: Record<string, string> = email ? { authorization: `Bearer ${tokens[email]}` } : {};
  const result = await client.execute<Data>(query, variables, { ...auth, ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};
/** The upstream calls since the last reset, as `METHOD path` (without the query string). */
const calls = () => platform.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);

/** The shop's REST API as a buyer's browser uses it through the portal (the cart and checkout have their own tests). */
async function shop(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${platform.platform.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[email]}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}
const addToCart = (email: string, sku: string) =>
  shop(email, 'POST', '/carts/self/items?countryCode=DE', { sku, quantity: 1, userOptionValues: [] });
const buyOnAccount = (email: string) =>
  shop(email, 'POST', '/checkouts/purchaseOnAccount', {
    shippingAddress: { ...address, firstName: 'Lena' },
    billingAddress: { ...address, firstName: 'Lena' },
  });

const ERROR = '__typename ... on Error { code message }';
const MONEY = '{ amount currencyCode }';
const OFFER = `id internalId state payoutType ticketPrice ${MONEY} handlingFee ${MONEY} reimbursementFee ${MONEY}
  payoutAmount ${MONEY} paymentMethod { kind label } address { firstName lastName city countryCode }
  ticket { internalId kind block row seat season pricingClass event { name } } heldTicket { id }
  voucherCode failureReason canWithdraw canRetry createdAt soldAt paidOutAt`;
const TICKETS = `{ viewer {
  seasonTickets { edges { node { id block seat } } }
  tickets { edges { node { id block seat } } } } }`;
const MARKETPLACE = `query($id: ID!) { viewer { ticket(id: $id) { id isTransferable
  marketplace { canBeOffered notOfferableReason payoutTypes offer { id state canWithdraw } } } } }`;
const QUOTE = `query($ticketId: ID!, $payoutType: PayoutType!, $paymentMethodId: ID) { viewer {
  marketplaceOfferQuote(ticketId: $ticketId, payoutType: $payoutType, paymentMethodId: $paymentMethodId) { ${ERROR}
    ... on PayoutTypeNotAvailableError { field }
    ... on MarketplaceOfferQuote { payoutType ticketPrice ${MONEY} handlingFee ${MONEY} handlingFeePercent
      reimbursementFee ${MONEY} reimbursementFeePercent payoutAmount ${MONEY} } } } }`;
const CREATE = `mutation($input: MarketplaceOfferCreateInput!) { marketplaceOfferCreate(input: $input) { ${ERROR}
  ... on TicketNotOfferableError { reason } ... on PayoutTypeNotAvailableError { field }
  ... on AddressPhoneRequiredError { field } ... on AddressCountryNotDeliveredError { field }
  ... on InvalidInputError { field }
  ... on MarketplaceOfferCreateSuccess { offer { ${OFFER} } ticket { id isTransferable } } } }`;
const WITHDRAW = `mutation($ticketId: ID!) { marketplaceOfferWithdraw(ticketId: $ticketId) { ${ERROR}
  ... on MarketplaceOfferNotOpenError { state }
  ... on MarketplaceOfferWithdrawSuccess { offer { ${OFFER} } ticket { id isTransferable } } } }`;
const RETRY = `mutation($input: PayoutRetryInput!) { payoutRetry(input: $input) { ${ERROR}
  ... on PayoutNotRetryableError { state } ... on PayoutTypeNotAvailableError { field }
  ... on PayoutRetrySuccess { offer { ${OFFER} } } } }`;
const HISTORY = `{ viewer { payouts { totalCount edges { node { ${OFFER} } } } } }`;
const LISTINGS = `query($first: Int, $after: String) { marketplaceListings(first: $first, after: $after) { totalCount
  pageInfo { hasNextPage endCursor }
  edges { node { id sku kind block row seat season pricingClass price ${MONEY} event { name kickoffDate } isOwn } } } }`;

let seasonTicket: string;
let dayTicketSeat3: string;
let dayTicketSeat4: string;

/** The seller's three tickets: this season's season ticket, and seats 3 and 4 of block C for the next home match. */
async function sellersTickets() {
  const data = await run(TICKETS, {}, SELLER);
  const season = data.viewer.seasonTickets.edges.map((edge: Data) => edge.node);
  const days = data.viewer.tickets.edges.map((edge: Data) => edge.node);
  seasonTicket = season.find((ticket: Data) => ticket.block === 'E').id;
  dayTicketSeat3 = days.find((ticket: Data) => ticket.block === 'C' && ticket.seat === '3').id;
  dayTicketSeat4 = days.find((ticket: Data) => ticket.block === 'C' && ticket.seat === '4').id;
}

const quote = async (ticketId: string, payoutType: string, paymentMethodId?: string, email = SELLER) =>
  (await run(QUOTE, { ticketId, payoutType, paymentMethodId }, email)).viewer.marketplaceOfferQuote;
const create = async (input: Record<string, unknown>, email = SELLER, headers: Record<string, string> = {}) =>
  (await run(CREATE, { input: { address, ...input } }, email, headers)).marketplaceOfferCreate;
const withdraw = async (ticketId: string, email = SELLER, headers: Record<string, string> = {}) =>
  (await run(WITHDRAW, { ticketId }, email, headers)).marketplaceOfferWithdraw;
const retry = async (offerId: string, paymentMethodId: string, email = SELLER) =>
  (await run(RETRY, { input: { offerId, paymentMethodId } }, email)).payoutRetry;
const history = async (email = SELLER, headers: Record<string, string> = {}) =>
  (await run(HISTORY, {}, email, headers)).viewer.payouts.edges.map((edge: Data) => edge.node);
const offerOf = async (offerId: string) => (await history()).find((offer: Data) => offer.id === offerId);
const listings = async (who?: string) => (await run(LISTINGS, {}, who)).marketplaceListings;

let payPal: string;
let refusingCard: string;

beforeAll(async () => {
  await sellersTickets();
  const store = async (method: Parameters<typeof storePaymentMethod>[2]) =>
    toGlobalId('StoredPaymentMethod', await storePaymentMethod(platform.platform.url, tokens[SELLER]!, method));
  payPal = await store({ kind: 'paypal', email: 'paul.paypal@club.example' });
  refusingCard = await store({ kind: 'creditcard', number: '4000000000000341', holder: 'Paul Schneider' });
}, 60_000);

describe('offering a ticket', () => {
  it('tells whether a ticket can be offered and how, in one call to the payout service', async () => {
    const data = await run(MARKETPLACE, { id: seasonTicket }, SELLER);
    expect(data.viewer.ticket).toMatchObject({
      isTransferable: true,
      // Bought at the box office, not online: no payment to go back to.
      marketplace: { canBeOffered: true, notOfferableReason: null, payoutTypes: ['VOUCHER', 'CREDIT_CARD', 'PAY_PAL'] },
    });
    expect(data.viewer.ticket.marketplace.offer).toBeNull();
    expect(calls().filter((call) => call.startsWith('GET /payouts'))).toEqual([
      `GET /payouts/tickets/${fromGlobalId(seasonTicket)!.internalId}/payoutInformation`,
    ]);
  });

  it('quotes each payout type with its fees: 5 % handling on a season ticket, 5 % reimbursement but for a voucher', async () => {
    expect(await quote(seasonTicket, 'VOUCHER')).toEqual({
      __typename: 'MarketplaceOfferQuote',
      payoutType: 'VOUCHER',
      ticketPrice: { amount: '249.00', currencyCode: 'EUR' },
      handlingFee: { amount: '12.45', currencyCode: 'EUR' },
      handlingFeePercent: '5',
      reimbursementFee: { amount: '0.00', currencyCode: 'EUR' },
      reimbursementFeePercent: '0',
      payoutAmount: { amount: '236.55', currencyCode: 'EUR' },
    });
    expect(await quote(seasonTicket, 'PAY_PAL', payPal)).toMatchObject({
      payoutType: 'PAY_PAL',
      handlingFee: { amount: '12.45' },
      reimbursementFee: { amount: '12.45' },
      reimbursementFeePercent: '5',
      payoutAmount: { amount: '224.10' },
    });
    // A day ticket: 10 % handling.
    expect(await quote(dayTicketSeat3, 'CREDIT_CARD', refusingCard)).toMatchObject({
      ticketPrice: { amount: '45.00' },
      handlingFee: { amount: '4.50' },
      handlingFeePercent: '10',
      reimbursementFee: { amount: '2.25' },
      payoutAmount: { amount: '38.25' },
    });
  });

  it('refuses payout types that do not fit, as typed errors at their field', async () => {
    const notAvailable = (field: string) => ({
      __typename: 'PayoutTypeNotAvailableError',
      code: 'INVALID_INPUT',
      field,
    });
    // No online payment to go back to.
    expect(await quote(seasonTicket, 'ORIGINAL_PAYMENT')).toMatchObject({
      ...notAvailable('payoutType'),
      message: 'Diese Auszahlungsart ist für dieses Ticket nicht möglich. Bitte wähle eine andere.',
    });
    // A card payout without a card, a voucher with one, a PayPal payout to a card.
    expect(await quote(seasonTicket, 'CREDIT_CARD')).toMatchObject(notAvailable('paymentMethodId'));
    expect(await quote(seasonTicket, 'VOUCHER', payPal)).toMatchObject(notAvailable('paymentMethodId'));
    expect(await quote(seasonTicket, 'PAY_PAL', refusingCard)).toMatchObject(notAvailable('paymentMethodId'));
    // Another person's stored card, or an id that is no stored method at all.
    for (const id of [FAN2_CARD, 'not-an-id', toGlobalId('Ticket', 1)]) {
      expect(await quote(seasonTicket, 'CREDIT_CARD', id)).toMatchObject({
        __typename: 'PaymentTokenUnknownError',
        code: 'PAYMENT_TOKEN_UNKNOWN',
      });
    }
    // Another's ticket is not found.
    expect(await quote(seasonTicket, 'VOUCHER', undefined, BUYER)).toMatchObject({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
  });
});

describe('a sale', () => {
  it('offers the season ticket for PayPal, sells it through the shop and pays the seller out less both fees', async () => {
    const created = await create({ ticketId: seasonTicket, payoutType: 'PAY_PAL', paymentMethodId: payPal });
    expect(created).toMatchObject({
      __typename: 'MarketplaceOfferCreateSuccess',
      offer: {
        state: 'CREATED',
        payoutType: 'PAY_PAL',
        ticketPrice: { amount: '249.00' },
        payoutAmount: { amount: '224.10' },
        paymentMethod: { kind: 'PAY_PAL', label: 'paul.paypal@club.example' },
        address: { firstName: 'Paul', lastName: 'Schneider', city: 'Südstadt', countryCode: 'DE' },
        ticket: { kind: 'SEASON_TICKET', block: 'E', row: '8', seat: '21', pricingClass: 'Vollzahler' },
        heldTicket: { id: seasonTicket },
        voucherCode: null,
        failureReason: null,
        canWithdraw: true,
        canRetry: false,
        soldAt: null,
      },
      // On the marketplace, it cannot also be passed on by e-mail.
      ticket: { id: seasonTicket, isTransferable: false },
    });
    const offerId = created.offer.id;

    // Offered twice: the payout is running already.
    expect(await create({ ticketId: seasonTicket, payoutType: 'VOUCHER' })).toEqual({
      __typename: 'PayoutAlreadyRunningError',
      code: 'USER_HAS_RUNNING_PAYOUT',
      message: 'Dieses Ticket ist bereits auf dem Marktplatz angeboten.',
    });
    expect((await run(MARKETPLACE, { id: seasonTicket }, SELLER)).viewer.ticket.marketplace).toMatchObject({
      canBeOffered: false,
      notOfferableReason: 'ALREADY_OFFERED',
      offer: { id: offerId, state: 'CREATED', canWithdraw: true },
    });

    // Buyers see it without signing in.
    const listing = (await listings()).edges
      .map((edge: Data) => edge.node)
      .find((node: Data) => node.kind === 'SEASON_TICKET' && node.block === 'E');
    expect(listing).toMatchObject({
      row: '8',
      seat: '21',
      price: { amount: '249.00', currencyCode: 'EUR' },
      isOwn: false,
    });
    expect(listing.sku).toMatch(/^ZM-/);
    // The seller sees it as theirs (the card then offers no cart); another fan does not.
    const isOwnFor = async (who: string) =>
      (await listings(who)).edges.find((edge: Data) => edge.node.sku === listing.sku).node.isOwn;
    expect(await isOwnFor(SELLER)).toBe(true);
    expect(await isOwnFor(BUYER)).toBe(false);

    // In a buyer's cart it cannot be withdrawn; the refusal is the spec's text, in the request's language.
    await addToCart(BUYER, listing.sku);
    expect(await withdraw(seasonTicket)).toEqual({
      __typename: 'MarketplaceTicketInCartError',
      code: 'MARKETPLACE_TICKET_IN_CART',
      message: 'Das Ticket liegt im Warenkorb eines Kunden und kann derzeit nicht zurückgezogen werden.',
    });
    expect((await withdraw(seasonTicket, SELLER, ENGLISH)).message).toBe(
      "The ticket is in a customer's cart and cannot be withdrawn right now.",
    );

    await buyOnAccount(BUYER);
    await expect.poll(async () => (await offerOf(offerId)).state).toBe('PAYMENT_SUCCEEDED');
    const paid = await offerOf(offerId);
    expect(paid).toMatchObject({ canWithdraw: false, canRetry: false, heldTicket: null, failureReason: null });
    expect(paid.soldAt).not.toBeNull();
    expect(paid.paidOutAt).not.toBeNull();

    // The ticket is the buyer's now: the seller has nothing to withdraw.
    expect(await withdraw(seasonTicket)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const bought = await run(TICKETS, {}, BUYER);
    expect(bought.viewer.seasonTickets.edges.map((edge: Data) => [edge.node.block, edge.node.seat])).toContainEqual([
      'E',
      '21',
    ]);
    expect(
      (await listings()).edges.some((edge: Data) => edge.node.kind === 'SEASON_TICKET' && edge.node.block === 'E'),
    ).toBe(false);
  });

  it('refuses the season ticket to a buyer who holds one for its season, as a typed error in the cart', async () => {
    // Lena bought it above and offers it again; Jürgen holds this season's through his running contract.
    const lenas = (await run(TICKETS, {}, BUYER)).viewer.seasonTickets.edges
      .map((edge: Data) => edge.node)
      .find((node: Data) => node.block === 'E');
    const offered = await create({ ticketId: lenas.id, payoutType: 'VOUCHER' }, BUYER);
    expect(offered.__typename).toBe('MarketplaceOfferCreateSuccess');
    const listing = (await listings()).edges
      .map((edge: Data) => edge.node)
      .find((node: Data) => node.kind === 'SEASON_TICKET' && node.block === 'E');
    const ADD = `mutation($input: CartItemAddInput!) { cartItemAdd(input: $input) { ${ERROR} } }`;
    const input = { input: { sku: listing.sku, quantity: 1 } };
    expect((await run(ADD, input, MEMBER)).cartItemAdd).toEqual({
      __typename: 'SeasonTicketAlreadyHeldError',
      code: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      message: 'Für dieses Konto gibt es bereits eine Dauerkarte.',
    });
    expect((await run(ADD, input, MEMBER, ENGLISH)).cartItemAdd.message).toBe(
      'This account already holds a season ticket.',
    );
    expect((await withdraw(lenas.id, BUYER)).__typename).toBe('MarketplaceOfferWithdrawSuccess');
  });

  it('shows a refused payout with its reason and pays it out again to another account', async () => {
    const created = await create({
      ticketId: dayTicketSeat3,
      payoutType: 'CREDIT_CARD',
      paymentMethodId: refusingCard,
    });
    expect(created.__typename).toBe('MarketplaceOfferCreateSuccess');
    const offerId = created.offer.id;
    const sku = (await listings()).edges.map((edge: Data) => edge.node).find((node: Data) => node.seat === '3').sku;
    await addToCart(BUYER, sku);
    await buyOnAccount(BUYER);

    await expect.poll(async () => (await offerOf(offerId)).state).toBe('PAYMENT_FAILED');
    expect(await offerOf(offerId)).toMatchObject({
      canRetry: true,
      canWithdraw: false,
      failureReason:
        'Die Bank dieser Karte nimmt keine Gutschriften an. Bitte wähle eine andere Karte oder ein PayPal-Konto.',
    });

    // Not to another's card, nor to an id that names no stored method.
    expect(await retry(offerId, FAN2_CARD)).toMatchObject({ __typename: 'PaymentTokenUnknownError' });
    expect(await retry(offerId, 'garbage')).toMatchObject({ __typename: 'PaymentTokenUnknownError' });
    const retried = await retry(offerId, payPal);
    expect(retried).toMatchObject({
      __typename: 'PayoutRetrySuccess',
      offer: {
        id: offerId,
        state: 'PAYMENT_SUCCEEDED',
        payoutType: 'PAY_PAL',
        paymentMethod: { kind: 'PAY_PAL' },
        handlingFee: { amount: '4.50' },
        reimbursementFee: { amount: '2.25' },
        payoutAmount: { amount: '38.25' },
        failureReason: null,
        canRetry: false,
      },
    });
    expect(await retry(offerId, payPal)).toEqual({
      __typename: 'PayoutNotRetryableError',
      code: 'PAYOUT_NOT_RETRYABLE',
      message: 'Nur eine fehlgeschlagene Auszahlung kann erneut angestoßen werden.',
      state: 'PAYMENT_SUCCEEDED',
    });
  });

  it('withdraws an unsold offer, after which the ticket can be offered or passed on again', async () => {
    const created = await create({ ticketId: dayTicketSeat4, payoutType: 'VOUCHER' });
    expect(created.offer).toMatchObject({ payoutType: 'VOUCHER', payoutAmount: { amount: '40.50' } });
    const withdrawn = await withdraw(dayTicketSeat4);
    expect(withdrawn).toMatchObject({
      __typename: 'MarketplaceOfferWithdrawSuccess',
      offer: { state: 'CANCELLED', canWithdraw: false, heldTicket: { id: dayTicketSeat4 } },
      ticket: { id: dayTicketSeat4, isTransferable: true },
    });
    expect(await withdraw(dayTicketSeat4)).toEqual({
      __typename: 'MarketplaceOfferNotOpenError',
      code: 'MARKETPLACE_OFFER_NOT_OPEN',
      message: 'Dieses Angebot ist bereits zurückgezogen.',
      state: 'CANCELLED',
    });
    expect((await run(MARKETPLACE, { id: dayTicketSeat4 }, SELLER)).viewer.ticket.marketplace).toMatchObject({
      canBeOffered: true,
      offer: { state: 'CANCELLED' },
    });

    // Offered to someone by e-mail, it cannot go on the marketplace as well.
    const transfer = await run(
      `mutation($input: TicketTransferCreateInput!) { ticketTransferCreate(input: $input) { __typename } }`,
      { input: { ticketId: dayTicketSeat4, recipientEmail: BUYER } },
      SELLER,
    );
    expect(transfer.ticketTransferCreate.__typename).toBe('TicketTransferCreateSuccess');
    expect(await create({ ticketId: dayTicketSeat4, payoutType: 'VOUCHER' }, SELLER, ENGLISH)).toEqual({
      __typename: 'TicketNotOfferableError',
      code: 'TICKETING_REQUEST_FAILED',
      message: 'This ticket is offered to someone by e-mail right now. Withdraw that transfer first.',
      reason: 'TRANSFER_PENDING',
    });
  });

  it('lists the history newest first, with one call to the payout service however many offers', async () => {
    platform.reset();
    const offers = await history();
    expect(offers.map((offer: Data) => [offer.ticket.block, offer.ticket.seat, offer.state])).toEqual([
      ['C', '4', 'CANCELLED'],
      ['C', '3', 'PAYMENT_SUCCEEDED'],
      ['E', '21', 'PAYMENT_SUCCEEDED'],
    ]);
    expect(calls().filter((call) => call.includes('/payouts'))).toEqual(['GET /payouts']);
  });
});

describe('whose offers', () => {
  it('finds an offer by its global id for its seller only', async () => {
    const node = `query($id: ID!) { node(id: $id) { ... on MarketplaceOffer { internalId state paymentMethod { kind } } } }`;
    const id = toGlobalId('MarketplaceOffer', FAN2_OFFER);
    expect((await run(node, { id }, FAN2)).node).toEqual({
      internalId: FAN2_OFFER,
      state: 'SOLD',
      paymentMethod: { kind: 'CREDIT_CARD' },
    });
    expect((await run(node, { id }, BUYER)).node).toBeNull();
    expect((await run(node, { id })).node).toBeNull();
  });

  it("answers another person's ticket or offer as not found", async () => {
    expect(await withdraw(seasonTicket, FAN2)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await create({ ticketId: dayTicketSeat4, payoutType: 'VOUCHER' }, FAN2)).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await retry(toGlobalId('MarketplaceOffer', FAN2_OFFER), payPal, BUYER)).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await run(MARKETPLACE, { id: dayTicketSeat4 }, FAN2)).viewer.ticket).toBeNull();
  });

  it('does not let an organisation resell, and shows it no offers', async () => {
    const adminTickets = await run(TICKETS, {}, COMPANY_ADMIN, COMPANY);
    const ticket = [...adminTickets.viewer.tickets.edges, ...adminTickets.viewer.seasonTickets.edges][0]?.node;
    expect(ticket).toBeDefined();
    platform.reset();
    expect(await create({ ticketId: ticket.id, payoutType: 'VOUCHER' }, COMPANY_ADMIN, COMPANY)).toEqual({
      __typename: 'PlatformActionsNotAllowedError',
      code: 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED',
      message: 'Diese Aktion ist zurzeit nicht möglich.',
    });
    expect((await run(MARKETPLACE, { id: ticket.id }, COMPANY_ADMIN, COMPANY)).viewer.ticket.marketplace).toBeNull();
    expect(await history(COMPANY_ADMIN, COMPANY)).toEqual([]);
  });
});

describe('hostile input', () => {
  it('answers malformed ids, addresses and pages with typed errors, never a call that fails', async () => {
    expect(await create({ ticketId: 'bogus', payoutType: 'VOUCHER' })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await withdraw(toGlobalId('Ticket', '1e9'))).toMatchObject({ __typename: 'NotFoundError' });
    expect(await withdraw(toGlobalId('Ticket', 2 ** 40))).toMatchObject({ __typename: 'NotFoundError' });
    expect(await retry('x'.repeat(10_000), payPal)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await retry(toGlobalId('MarketplaceOffer', randomUUID()), payPal)).toMatchObject({
      __typename: 'NotFoundError',
    });
    const invalidAt = async (change: Record<string, string>) =>
      (await create({ ticketId: dayTicketSeat4, payoutType: 'VOUCHER', address: { ...address, ...change } })).field;
    expect(await invalidAt({ street: 'x'.repeat(101) })).toBe('address.street');
    expect(await invalidAt({ city: 'Süd\u0000stadt' })).toBe('address.city');
    expect(await invalidAt({ firstName: '   ' })).toBe('address.firstName');
    expect(await invalidAt({ countryCode: 'Deutschland' })).toBe('address.countryCode');
    // Abroad without a phone number; a country the club does not serve.
    expect(
      await create({ ticketId: dayTicketSeat4, payoutType: 'VOUCHER', address: { ...address, countryCode: 'AT' } }),
    ).toMatchObject({
      __typename: 'AddressPhoneRequiredError',
      code: 'ADDRESS_PHONE_REQUIRED',
      field: 'address.phone',
    });
    expect(
      await create({
        ticketId: dayTicketSeat4,
        payoutType: 'VOUCHER',
        address: { ...address, countryCode: 'ZZ', phone: '+1 555 0100' },
      }),
    ).toMatchObject({ __typename: 'AddressCountryNotDeliveredError', field: 'address.countryCode' });
    const pages = await client.execute(LISTINGS, { first: 101 });
    expect(pages.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const cursor = await client.execute(LISTINGS, { after: 'not a cursor' });
    expect(cursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
