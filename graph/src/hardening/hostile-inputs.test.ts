import { DEMO_PASSWORD } from '@club/platform';
import { databaseFingerprint, matchesOnSale, signIn } from '@club/platform/testing';
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../test/harness.ts';
import { buildSchema } from '../schema.ts';
import { createServices, type Services } from '../services.ts';
import { toGlobalId } from '../shared/relay.ts';

/**
 * Every field of every mutation's input, and the arguments of the public queries, with hostile values
 * one at a time while the rest of the input stays valid: oversize text, control characters, numbers out
 * of range, ids of the wrong type or beyond what the services hold, and another person's ids. Each must
 * be refused with a typed error of the mutation's result union or a 4xx, never reach a service as a
 * 500 (which the graph would report as UPSTREAM_UNAVAILABLE), and leave the database as it was. The
 * schema is the list, so a mutation added later is covered once it has a valid input below.
 */

let platform: PlatformUnderTest;
let services: Services;
let client: GraphClient;
let attacker: Record<string, string>;
/** The attacker acting for the fan club she administers: person-only changes are refused then. */
let actingAttacker: Record<string, string>;
let victim: Record<string, string>;
/** An address in the victim's address book. */
let victimAddress: string;
/** A ticket the victim holds, a transfer and an address book entry of the fan club (none the attacker's). */
let victimTicket: string;
let clubTransfer: string;
let clubAddressBookEntry: string;
/** The attacker's own ids, and the victim's, by the global id type they carry. */
let own: Record<string, string>;
let foreign: Record<string, string>;

const CART = `{ viewer { cart { ... on Cart { orders { items { id } vouchers { id } promotionCodes { id } } } } } }`;
/** Each shopper's cart holds a jersey, a voucher (each voucher fits one cart at a time) and a discount code. */
async function shopper(email: string, voucher: string) {
  const headers = {
    authorization: `Bearer ${(await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token}`,
  };
  await client.execute(
    `mutation { cartItemAdd(input: { sku: "FS-001001", quantity: 1, options: [{ name: "size", value: "M" }] }) { __typename } }`,
    {},
    headers,
  );
  await client.execute(
    `mutation($code: String!) { voucherRedeem(input: { code: $code }) { __typename } }`,
    { code: voucher },
    headers,
  );
  const partnerId = toGlobalId('Partner', 1);
  await client.execute(
    `mutation($p: ID!) { discountCodeAdd(input: { code: "SUEDKURVE10", partnerId: $p }) { __typename } }`,
    { p: partnerId },
    headers,
  );
  const cart = await client.execute<{
    viewer: {
      cart: { orders: { items: { id: string }[]; vouchers: { id: string }[]; promotionCodes: { id: string }[] }[] };
    };
  }>(CART, {}, headers);
  const order = cart.data!.viewer.cart.orders[0]!;
  return {
    headers,
    ids: {
      CartItem: order.items[0]!.id,
      CartVoucher: order.vouchers[0]!.id,
      CartPromotionCode: order.promotionCodes[0]!.id,
      Partner: partnerId,
    },
  };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  const config = testConfig(platform.platform);
  services = createServices(config);
  client = graphClient(config, services);
  const a = await shopper('fan@club.example', 'GUTSCHEIN-10');
  const v = await shopper('fan2@club.example', 'GUTSCHEIN-25');
  [attacker, own, victim, foreign] = [a.headers, a.ids, v.headers, v.ids];
  const admin = await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
  actingAttacker = { authorization: `Bearer ${admin.access_token}`, 'x-act-for-organization': '501' };
  const book = await client.execute<{ viewer: { addresses: { id: string }[] } }>(
    '{ viewer { addresses { id } } }',
    {},
    victim,
  );
  victimAddress = book.data!.viewer.addresses[0]!.id;
  const wallet = await client.execute<{ viewer: { tickets: { edges: { node: { id: string } }[] } } }>(
    '{ viewer { tickets { edges { node { id } } } } }',
    {},
    victim,
  );
  victimTicket = wallet.data!.viewer.tickets.edges[0]!.node.id;
  const club = await client.execute<{
    viewer: { ticketTransfers: { edges: { node: { id: string } }[] }; addressBook: { id: string }[] };
  }>('{ viewer { ticketTransfers { edges { node { id } } } addressBook { id } } }', {}, actingAttacker);
  clubTransfer = club.data!.viewer.ticketTransfers.edges[0]!.node.id;
  clubAddressBookEntry = club.data!.viewer.addressBook[0]!.id;
}, 60_000);
afterAll(() => platform.platform.close());

/** Claudia's (abo@) own season-ticket contract, and the change of recipient offered to the attacker that expired. */
const CLAUDIAS_CONTRACT = 2;
const EXPIRED_TRANSFER = toGlobalId('ContractTransfer', 'Recipient:5b0c7e1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c');

/** A member of the fan club 501 (the demo admin), as the graph names members. */
const clubMember = {
  organizationId: toGlobalId('Organization', 501),
  memberId: toGlobalId('OrganizationMember', '501:7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e03'),
};

const address = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};

/** A valid input of each mutation; the id fields name the attacker's own cart. */
function validInput(mutation: string): Record<string, unknown> {
  const inputs: Record<string, Record<string, unknown>> = {
    cartItemAdd: { sku: 'FS-001001', quantity: 1, options: [{ name: 'size', value: 'L' }], countryCode: 'DE' },
    cartItemUpdate: { itemId: own.CartItem, quantity: 1, shippingCode: 'Standard' },
    cartItemRemove: { itemId: own.CartItem },
    cartMergeNoticesDismiss: { countryCode: 'DE' },
    // Five tickets of a match whose limit per person is four: refused, whatever a probe changes.
    cartTicketsAdd: {
      matchId: matchesOnSale(new Date())[1]!.id,
      block: 'A',
      quantities: [{ priceClass: 'ADULT', quantity: 5 }],
      countryCode: 'DE',
    },
    // The attacker administers no club: every change must be refused, whatever the input.
    organizationMemberInvite: { organizationId: toGlobalId('Organization', 501), email: 'fan2@club.example' },
    organizationMemberRemove: clubMember,
    organizationMemberPromote: clubMember,
    organizationMemberDemote: clubMember,
    organizationInvitationAccept: { organizationId: toGlobalId('Organization', 501) },
    organizationInvitationDecline: { organizationId: toGlobalId('Organization', 501) },
    voucherRedeem: { code: 'GUTSCHEIN-10', countryCode: 'DE' },
    voucherRemove: { voucherId: own.CartVoucher },
    discountCodeAdd: { code: 'BRAUEREI15', partnerId: toGlobalId('Partner', 2), countryCode: 'DE' },
    discountCodeRemove: { discountId: own.CartPromotionCode },
    // The attacker's cart holds goods, which are not bought on account: every probe is refused.
    checkoutStart: {
      method: 'PURCHASE_ON_ACCOUNT',
      shippingAddress: address,
      billingAddress: address,
      idempotencyKey: 'hostile-probe-0001',
    },
    // The account area: each valid input is refused by a rule checked after the input, so no probe changes
    // anything — sent while acting for an organisation (person-only), a wrong current password, an address
    // someone has, a country the club does not deliver to, another person's address, an address abroad
    // without a phone.
    profileUpdate: { mobile: '+49 171 5550100', phone: '', profileLanguage: 'DE' },
    passwordChange: {
      currentPassword: 'Not-the-password-1',
      newPassword: 'Valid-Pass-2',
      confirmNewPassword: 'Valid-Pass-2',
    },
    emailAdd: { email: 'mitglied@club.example', confirmEmail: 'mitglied@club.example' },
    addressAdd: { ...address, countryCode: 'US', phone: '+1 555 0100' },
    addressUpdate: { ...address, phone: '+49 170 1234567' },
    paymentMethodAdd: {
      kind: 'CREDIT_CARD',
      billingAddress: { ...address, countryCode: 'AT' },
      returnPath: '/konto/zahlungsarten',
    },
    // The wallet: the victim's ticket, and the fan club's transfer and address book entry, which the attacker
    // (as herself) cannot reach: each valid input is not found by the service.
    ticketTransferCreate: { ticketId: victimTicket, recipientEmail: 'mitglied@club.example' },
    ticketTransferDecline: { id: clubTransfer, reason: 'Leider verhindert.' },
    addressBookEntryFavorite: { id: clubAddressBookEntry, isFavorite: true },
    // The marketplace: the victim's ticket, and the victim's sold offer paid out to the victim's card.
    marketplaceOfferCreate: { ticketId: victimTicket, payoutType: 'VOUCHER', address },
    payoutRetry: {
      offerId: toGlobalId('MarketplaceOffer', '5b0c8f9e-2d1a-4c3b-9e8f-7a6b5c4d3e21'),
      paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_card_fan2'),
    },
    // Contracts: the attacker holds none, so each change names Claudia's (not found); the transfer is the
    // one offered to the attacker whose link expired (refused, whatever the answer).
    ...Object.fromEntries(
      [
        ['contractAddressSet', { type: 'INVOICE', address }],
        ['contractPaymentMethodSet', { paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_sepa_abo') }],
        ['contractPricingClassSet', { pricingClass: 'KAT1' }],
        ['contractTicketMediumSet', { ticketMedium: 'POST' }],
        ['contractTerminate', { reasonId: 11 }],
        ['contractTransferStart', { kind: 'RECIPIENT', email: 'fan@club.example' }],
      ].map(([name, input]) => [name, { contractId: toGlobalId('Contract', CLAUDIAS_CONTRACT), ...(input as object) }]),
    ),
    contractTransferAccept: { transferId: EXPIRED_TRANSFER, address },
    contractTransferDecline: { transferId: EXPIRED_TRANSFER, reason: 'Leider verhindert.' },
    // Paid video: a video and a session that do not exist (not found), so no probe starts or keeps one.
    videoPlaybackStart: { videoId: 'v-gibt-es-nicht' },
    videoHeartbeat: { ticket: '00000000-0000-4000-8000-000000000000', positionSeconds: 12 },
    // Club TV: paying with another person's mandate, cancelling another person's subscription: refused either way.
    videoSubscriptionCreate: {
      planCode: 'club-tv-monthly',
      paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_sepa_abo'),
    },
    videoSubscriptionCancel: { subscriptionId: toGlobalId('VideoSubscription', '1') },
    // Jobs: a whole application to the closed posting (refused, whatever a probe changes), and a completion
    // with a token that is no application's.
    jobApplicationSubmit: {
      postingId: '20399',
      salutation: 'MS',
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena.fischer@beispiel.example',
      mobile: '+49 170 1234567',
      street: 'Südkurvenweg',
      number: '7',
      country: 'DEU',
      zip: '12345',
      city: 'Südstadt',
      birthday: '1994-03-17',
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      hasNoticePeriod: false,
      severelyDisabled: false,
      privacyConsent: true,
      retentionConsent: true,
    },
    jobApplicationComplete: {
      applicationId: '00000000-0000-4000-8000-000000000000',
      uploadToken: 'AQAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAA',
    },
    // Sweepstakes: a sweepstake and a product that do not exist, a daily draw that is closed: nothing is entered.
    sweepstakeEnter: { sweepstakeId: '999999', choiceId: 'a', acceptConditions: true, newsletterOptIn: false },
    dailyDrawEnter: { dailyDrawId: 'tageslos0' },
    productImpressionRecord: { productId: '999999' },
    // Channels: the web portal's name is taken, and its channel is not the attacker's to revoke (not found).
    channelRegister: { name: 'web', displayName: 'Sonde' },
    channelRevoke: { name: 'web' },
  };
  const input = inputs[mutation];
  if (!input) throw new Error(`no valid input for ${mutation}: add one so its fields are tested`);
  return input;
}

/** The mutations' arguments besides `input`, valid in form: the id of another person's address. */
const otherArguments = (mutation: string): Record<string, unknown> =>
  mutation === 'addressUpdate' ? { id: victimAddress } : {};

/** Who sends a mutation's probes: the attacker, or the attacker acting for her club where that refuses them. */
const senderOf = (mutation: string) => (mutation === 'profileUpdate' ? actingAttacker : undefined);

const oversize = 'x'.repeat(5000);
const hostileText = [oversize, 'a\u0000b', 'FS\u001b[2J', '\u0085', '', '   ', "' OR 1=1 --", '../../etc/passwd'];

function hostileValues(field: GraphQLInputField): unknown[] {
  const type: GraphQLInputType = isNonNullType(field.type) ? field.type.ofType : field.type;
  if (isListType(type)) {
    return [
      Array.from({ length: 50 }, () => ({ name: 'size', value: 'M' })),
      [{ name: 'size\u0000', value: 'M' }],
      [{ name: 'size', value: oversize }],
    ];
  }
  const named = getNamedType(type);
  switch (named.name) {
    case 'Int':
      return [2_147_483_647, -2_147_483_648, 0, -1, 1000, 99_999_999_999, 1.5, 'zwei'];
    case 'ID': {
      const idType = Object.keys(own).find((kind) =>
        field.name.toLowerCase().includes(kind.toLowerCase().replace('cart', '')),
      );
      return [
        toGlobalId(idType ?? 'CartItem', '99999999999'),
        toGlobalId(idType ?? 'CartItem', '-1'),
        toGlobalId(idType ?? 'CartItem', '1e3'),
        // Another type's id; for a product id field a public product is no hostile value (anyone may view it).
        ...(field.name === 'productId' ? [] : [toGlobalId('Product', '1001')]),
        'not a global id',
        oversize,
        ...(idType && idType !== 'Partner' ? [foreign[idType]] : []),
      ];
    }
    default:
      return hostileText;
  }
}

interface Probe {
  label: string;
  query: string;
  variables: Record<string, unknown>;
  /** The root field whose result union may carry a typed error. */
  field: string;
  /** Sent instead of the attacker's sign-in. */
  headers?: Record<string, string>;
  /** Nothing to refuse: the answer must carry no error at all (a bad cookie names no shopper). */
  clean?: boolean;
}

function probes(): Probe[] {
  const schema = buildSchema();
  const list: Probe[] = [];
  for (const mutation of Object.values(schema.getMutationType()!.getFields())) {
    const inputArgument = mutation.args.find((arg) => arg.name === 'input');
    const inputType = inputArgument && getNamedType(inputArgument.type);
    if (!inputType || !isInputObjectType(inputType)) continue;
    const others = mutation.args.filter((arg) => arg.name !== 'input');
    const declared = [`$input: ${inputType.name}!`, ...others.map((arg) => `$${arg.name}: ${String(arg.type)}`)];
    const passed = ['input: $input', ...others.map((arg) => `${arg.name}: $${arg.name}`)];
    const query = `mutation Hostile(${declared.join(', ')}) { ${mutation.name}(${passed.join(', ')}) { __typename ... on Error { code message } } }`;
    for (const field of Object.values(inputType.getFields())) {
      for (const value of hostileValues(field)) {
        list.push({
          label: `${mutation.name}.${field.name} = ${JSON.stringify(value).slice(0, 40)}`,
          query,
          variables: { ...otherArguments(mutation.name), input: { ...validInput(mutation.name), [field.name]: value } },
          field: mutation.name,
          headers: senderOf(mutation.name),
        });
      }
    }
  }
  // The public reads a visitor steers with arguments.
  for (const value of hostileText) {
    list.push({
      label: `product(slug: ${JSON.stringify(value).slice(0, 30)})`,
      query: `query($v: String!) { product(slug: $v) { name } }`,
      variables: { v: value },
      field: 'product',
    });
    list.push({
      label: `viewer.cart(countryCode: ${JSON.stringify(value).slice(0, 30)})`,
      query: `query($v: String) { viewer { cart(countryCode: $v) { __typename ... on Error { code } } } }`,
      variables: { v: value },
      field: 'viewer',
    });
  }
  // The anonymous shopper's cookie, as a visitor can set it to anything.
  for (const cookie of [
    '-'.repeat(36),
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    oversize,
    '00000000-0000-0000-0000-000000000000',
  ]) {
    list.push({
      label: `AnonymousUserShoppingId=${cookie.slice(0, 36)}`,
      query: `{ viewer { cart { __typename ... on Cart { itemCount } } } }`,
      variables: {},
      field: 'viewer',
      headers: { cookie: `AnonymousUserShoppingId=${cookie}` },
      clean: true,
    });
  }
  for (const slug of ['heimtrikot-99999999999', 'x-2147483648', '-1', '0']) {
    list.push({
      label: `product(slug: ${slug})`,
      query: `{ product(slug: "${slug}") { name } }`,
      variables: {},
      field: 'product',
    });
  }
  for (const id of [toGlobalId('Product', '99999999999'), foreign.CartItem!, oversize]) {
    list.push({
      label: `node(id: ${id.slice(0, 30)})`,
      query: `query($id: ID!) { node(id: $id) { id } }`,
      variables: { id },
      field: 'node',
    });
  }
  for (const first of [-1, 0, 101, 2_147_483_647, 99_999_999_999]) {
    list.push({
      label: `newestProducts(first: ${first})`,
      query: `query($first: Int!) { newestProducts(first: $first) { edges { cursor } } }`,
      variables: { first },
      field: 'newestProducts',
    });
  }
  return list;
}

/** What is wrong with the answer to a hostile request, or undefined when it was refused as it should be. */
function misbehaviour(
  answer: {
    status: number;
    data?: Record<string, unknown> | null;
    errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  },
  field: string,
): string | undefined {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const unavailable = answer.errors?.find((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE');
  if (unavailable) return `a service failed: ${unavailable.message}`;
  const masked = answer.errors?.find((error) => error.message === 'Unexpected error.');
  if (masked) return 'an unexpected error';
  if (answer.status >= 400) return undefined;
  // Every member of a mutation's result union that is not an Error (which carries a code) is an acceptance.
  const result = answer.data?.[field] as { __typename?: string; code?: string } | null | undefined;
  if (field !== 'viewer' && result?.__typename && !result.code) return `accepted as ${result.__typename}`;
  return undefined;
}

describe('hostile input through the graph', () => {
  it('is refused with a typed error or a 4xx, never fails a service, and changes nothing', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThan(120);
    const before = await databaseFingerprint(platform.platform.db);
    const failures: string[] = [];
    for (const probe of list) {
      const answer = await client.execute(probe.query, probe.variables, probe.headers ?? attacker);
      const wrong =
        probe.clean && answer.errors ? `errors: ${JSON.stringify(answer.errors)}` : misbehaviour(answer, probe.field);
      if (wrong) failures.push(`${probe.label}: ${wrong}`);
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(platform.platform.db)).toEqual(before);
  }, 120_000);

  it('from one client, a thousand times, leaves the breakers closed and everyone else served', async () => {
    const list = probes();
    let sent = 0;
    const worker = async () => {
      while (sent < 1000) {
        const probe = list[sent++ % list.length]!;
        // Signed in and anonymous alike.
        await client.execute(probe.query, probe.variables, sent % 2 ? attacker : {});
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(services.cart.circuitState).toBe('closed');
    expect(services.shop.circuitState).toBe('closed');

    const other = await client.execute<{
      viewer: { cart: { itemCount: number } };
      newestProducts: { edges: unknown[] };
    }>(`{ viewer { cart { ... on Cart { itemCount } } } newestProducts(first: 3) { edges { cursor } } }`, {}, victim);
    expect(other.errors).toBeUndefined();
    expect(other.data!.viewer.cart.itemCount).toBe(1);
    expect(other.data!.newestProducts.edges).toHaveLength(3);
  }, 180_000);
});
