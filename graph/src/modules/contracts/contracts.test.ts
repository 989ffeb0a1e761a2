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
import { nativeErrors, type NativeErrorCode } from '../../shared/native-errors.ts';
import { toGlobalId } from '../../shared/relay.ts';

/**
 * Season-ticket contracts through the graph against the real platform: the groups and what a subscriber and
 * a recipient read, the subscriber's changes, the changes of recipient and subscriber with their mailed links,
 * every native code of the subscription service a typed error in German and English, and that nobody reaches
 * another's contract or transfer. The tests share one platform and run in order; each uses contracts the
 * others leave alone, or says what it builds on.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const tokens: Record<string, string> = {};
const CLAUDIA = 'abo@club.example';
const PAUL = 'dauerkarte@club.example';
const MEMBER = 'mitglied@club.example';
const FAN = 'fan@club.example';
const FAN2 = 'fan2@club.example';
const FANCLUB_ADMIN = 'fanclub@club.example';
const FANCLUB = { 'x-act-for-organization': '501' };
const ENGLISH = { 'accept-language': 'en' };
const EXPIRED_TRANSFER = '5b0c7e1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c';
const address = (firstName: string, lastName: string, countryCode = 'DE') => ({
  firstName,
  lastName,
  street: 'Gartenweg 3',
  postalCode: '12349',
  city: 'Südstadt',
  countryCode,
});

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [CLAUDIA, PAUL, MEMBER, FAN, FAN2, FANCLUB_ADMIN]) {
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

const ERROR = '__typename ... on Error { code message }';
const PERSON = '{ firstName lastName isViewer }';
const CONTRACT = `id internalId name status role canConfirm canChange season upcomingSeason
  subscriber ${PERSON} recipient ${PERSON} upcomingRecipient ${PERSON} seat { block row seat }
  pricingClass { code name price { amount } } ticketMedium { code name fee { amount } needsShippingAddress }
  transferable paymentMethod { id kind } invoiceAddress { firstName street } shippingAddress { firstName street }
  missing endsOn renewalDate terminationReason { internalId text } pendingTransfer { id kind email }`;
const CONTRACTS = `{ viewer { contracts {
  ownTicket { ${CONTRACT} } otherOwnTickets { ${CONTRACT} } otherTickets { ${CONTRACT} } } } }`;
const ONE = `query($id: ID!) { viewer { contract(id: $id) { ${CONTRACT}
  options { pricingClasses { code name price { amount } isCurrent } ticketMedia { code fee { amount } isCurrent } }
  terminationReasons { internalId text } } } }`;
const CHANGE = `... on ContractChangeSuccess { contract { ${CONTRACT} } } ... on InvalidInputError { field }
  ... on AddressPhoneRequiredError { field }`;
const mutation = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { ${ERROR} ${CHANGE} } }`;
const CONFIRM = `mutation($id: ID!) { contractConfirm(contractId: $id) { ${ERROR}
  ... on ContractConfirmSuccess { message contracts { internalId status } }
  ... on ContractIncompleteError { missing } } }`;
const TRANSFER = `id internalId kind state direction email subscriber { firstName email } person { firstName lastName }
  contractName upcomingSeason seat { block } pricingClass reasonForDeclining canAnswer canWithdraw convertedTo
  contract { internalId }`;
const START = `mutation($input: ContractTransferStartInput!) { contractTransferStart(input: $input) { ${ERROR}
  ... on InvalidInputError { field }
  ... on ContractTransferStartSuccess { transfer { ${TRANSFER} } contract { status pendingTransfer { id } } } } }`;
const TO_SUBSCRIBER = `mutation($id: ID!) { contractTransferToSubscriber(transferId: $id) { ${ERROR}
  ... on ContractTransferStartSuccess { transfer { ${TRANSFER} } } } }`;
const ANSWER = `${ERROR} ... on InvalidInputError { field } ... on AddressPhoneRequiredError { field }
  ... on ContractTransferNotPendingError { state } ... on ContractTransferAnswerSuccess { transfer { ${TRANSFER} } }`;
const ACCEPT = `mutation($input: ContractTransferAcceptInput!) { contractTransferAccept(input: $input) { ${ANSWER} } }`;
const DECLINE = `mutation($input: ContractTransferDeclineInput!) { contractTransferDecline(input: $input) { ${ANSWER} } }`;
const WITHDRAW = `mutation($id: ID!) { contractTransferWithdraw(transferId: $id) { ${ANSWER} } }`;
const TRANSFER_PAGE = `query($id: ID!, $kind: ContractTransferKind) { viewer {
  contractTransfer(id: $id, kind: $kind) { ${TRANSFER} } } }`;

const contracts = async (email: string, headers: Record<string, string> = {}) =>
  (await run(CONTRACTS, {}, email, headers)).viewer.contracts;
/** The global id of a subscriber's contract by its name. */
async function contractNamed(email: string, name: string): Promise<Data> {
  const groups = await contracts(email);
  return [...groups.ownTicket, ...groups.otherOwnTickets, ...groups.otherTickets].find(
    (contract: Data) => contract.name === name,
  )!;
}
const start = (email: string, contractId: string, kind: 'RECIPIENT' | 'SUBSCRIBER', to: string, headers = {}) =>
  run(START, { input: { contractId, kind, email: to } }, email, headers).then((data) => data.contractTransferStart);
/** The link of the mail that offered the transfer with this service id. */
const mailedLink = (email: string, internalId: string) =>
  platform.platform
    .devMail!.inbox.list(email)
    .flatMap((mail) => mail.links)
    .find((link) => link.includes(internalId));

/** Sends a refused mutation in German and in English: the same code, the catalogue's message in each. */
async function refusedInBoth(
  query: string,
  variables: Record<string, unknown>,
  email: string,
  code: NativeErrorCode,
  headers: Record<string, string> = {},
) {
  for (const language of ['de', 'en'] as const) {
    const data = await run(query, variables, email, { ...headers, 'accept-language': language });
    expect(Object.values(data)[0], `${code} in ${language}`).toMatchObject({
      code,
      message: nativeErrors[code][language],
    });
  }
}

describe('what the subscriber and the recipient read', () => {
  it('groups the contracts as own ticket, other own tickets and other tickets, in one upstream call', async () => {
    const claudia = await contracts(CLAUDIA);
    expect(platform.callsTo('/abo/self/contracts')).toHaveLength(1);
    expect(claudia.ownTicket.map((contract: Data) => [contract.name, contract.status])).toEqual([
      ['Dauerkarte Profis', 'NOT_CONFIRMED'],
      ['Business-Dauerkarte', 'CONFIRMED'],
    ]);
    expect(claudia.otherTickets).toEqual([]);
    const [forPaul] = claudia.otherOwnTickets;
    expect(forPaul).toMatchObject({
      name: 'Dauerkarte Frauen',
      role: 'SUBSCRIBER',
      canChange: true,
      subscriber: { firstName: 'Claudia', isViewer: true },
      recipient: { firstName: 'Paul', isViewer: false },
      upcomingRecipient: { firstName: 'Paul' },
      seat: { block: 'W2', row: '3', seat: '21' },
      pricingClass: { code: 'SITZ', name: 'Sitzplatz', price: { amount: '99.00' } },
      ticketMedium: { code: 'CARD', name: 'Dauerkarten-Chipkarte', needsShippingAddress: true },
      paymentMethod: { id: toGlobalId('StoredPaymentMethod', 'tok_seed_sepa_abo'), kind: 'SEPA' },
      invoiceAddress: { firstName: 'Claudia' },
      shippingAddress: { firstName: 'Paul' },
      missing: [],
    });
    // Paul uses it: he reads it, without Claudia's addresses and payment, and cannot change it.
    const paul = await contracts(PAUL);
    expect(paul.ownTicket).toEqual([]);
    expect(paul.otherTickets).toEqual([
      expect.objectContaining({
        id: forPaul.id,
        role: 'RECIPIENT',
        canChange: false,
        canConfirm: false,
        recipient: expect.objectContaining({ isViewer: true }),
        paymentMethod: null,
        invoiceAddress: null,
        shippingAddress: null,
      }),
    ]);
  });

  it('shows one contract with its price classes, ticket media and termination reasons, in English too', async () => {
    const own = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    const data = await run(ONE, { id: String(own.internalId) }, CLAUDIA, ENGLISH);
    const contract = data.viewer.contract;
    expect(contract.name).toBe('Season ticket men’s first team');
    expect(contract.options.pricingClasses.find((entry: Data) => entry.isCurrent)).toEqual({
      code: 'KAT2',
      name: 'Category 2 (opposite stand)',
      price: { amount: '545.00' },
      isCurrent: true,
    });
    expect(contract.options.ticketMedia.map((entry: Data) => [entry.code, entry.fee.amount])).toEqual([
      ['MOBILE', '0.00'],
      ['CARD', '5.00'],
      ['POST', '7.50'],
    ]);
    expect(contract.terminationReasons[0]).toEqual({ internalId: 11, text: 'Moving away' });
    expect((await run(ONE, { id: own.id }, CLAUDIA)).viewer.contract.internalId).toBe(own.internalId);
  });

  it('reaches nobody else’s contract, and none while acting for an organisation', async () => {
    const own = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    expect((await run(ONE, { id: own.id }, FAN)).viewer.contract).toBeNull();
    expect((await run(ONE, { id: String(own.internalId) }, FAN)).viewer.contract).toBeNull();
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id: own.id }, FAN)).node).toBeNull();
    expect(await contracts(FANCLUB_ADMIN, FANCLUB)).toEqual({ ownTicket: [], otherOwnTickets: [], otherTickets: [] });
    const price = mutation('contractPricingClassSet', 'ContractPricingClassSetInput');
    const input = { contractId: own.id, pricingClass: 'KAT1' };
    expect((await run(price, { input }, FAN)).contractPricingClassSet.__typename).toBe('NotFoundError');
    expect((await run(price, { input }, FANCLUB_ADMIN, FANCLUB)).contractPricingClassSet.code).toBe(
      'PLATFORM_ACTIONS_ARE_NOT_ALLOWED',
    );
    const anonymous = await client.execute(CONTRACTS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the subscriber’s changes', () => {
  it('confirms the renewal once complete: a card needs a shipping address first', async () => {
    const own = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    const medium = mutation('contractTicketMediumSet', 'ContractTicketMediumSetInput');
    const card = await run(medium, { input: { contractId: own.id, ticketMedium: 'CARD' } }, CLAUDIA);
    expect(card.contractTicketMediumSet.contract).toMatchObject({
      status: 'INCOMPLETE',
      missing: ['SHIPPING_ADDRESS'],
    });
    const refused = (await run(CONFIRM, { id: own.id }, CLAUDIA, ENGLISH)).contractConfirm;
    expect(refused).toEqual({
      __typename: 'ContractIncompleteError',
      code: 'CONTRACT_INCOMPLETE',
      message: 'Please complete the contract first: some details are missing.',
      missing: ['SHIPPING_ADDRESS'],
    });

    const setAddress = mutation('contractAddressSet', 'ContractAddressSetInput');
    const abroad = { contractId: own.id, type: 'SHIPPING', address: address('Claudia', 'Hoffmann', 'AT') };
    expect((await run(setAddress, { input: abroad }, CLAUDIA)).contractAddressSet).toMatchObject({
      __typename: 'AddressPhoneRequiredError',
      message: 'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
      field: 'address.phone',
    });
    const shipped = await run(setAddress, { input: { ...abroad, address: address('Claudia', 'Hoffmann') } }, CLAUDIA);
    expect(shipped.contractAddressSet.contract).toMatchObject({ status: 'NOT_CONFIRMED', canConfirm: true });

    const confirmed = (await run(CONFIRM, { id: own.id }, CLAUDIA)).contractConfirm;
    expect(confirmed).toEqual({
      __typename: 'ContractConfirmSuccess',
      message: 'Bestätigung erfolgreich',
      contracts: [{ internalId: own.internalId, status: 'CONFIRMED' }],
    });
    expect((await run(CONFIRM, { id: own.id }, CLAUDIA)).contractConfirm.code).toBe('CONTRACT_ALREADY_CONFIRMED');
  });

  it('moves the price class and the payment method within what the subscriber has', async () => {
    const own = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    const price = mutation('contractPricingClassSet', 'ContractPricingClassSetInput');
    const moved = await run(price, { input: { contractId: own.id, pricingClass: 'KAT1' } }, CLAUDIA);
    expect(moved.contractPricingClassSet.contract.pricingClass).toMatchObject({
      code: 'KAT1',
      price: { amount: '695.00' },
    });
    expect(
      (await run(price, { input: { contractId: own.id, pricingClass: 'LOGE' } }, CLAUDIA)).contractPricingClassSet,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'newPricingClass' });

    const pay = mutation('contractPaymentMethodSet', 'ContractPaymentMethodSetInput');
    const others = { contractId: own.id, paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_card_fan2') };
    expect((await run(pay, { input: others }, CLAUDIA)).contractPaymentMethodSet).toMatchObject({
      __typename: 'PaymentTokenUnknownError',
      message: 'Diese gespeicherte Zahlungsart gibt es nicht mehr. Bitte wähle eine andere.',
    });
    const card = { contractId: own.id, paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_card_abo') };
    expect((await run(pay, { input: card }, CLAUDIA)).contractPaymentMethodSet.contract.paymentMethod).toEqual({
      id: card.paymentMethodId,
      kind: 'CREDIT_CARD',
    });
  });

  it('tells the recipient to ask the subscriber, in German and English', async () => {
    const forPaul = await contractNamed(PAUL, 'Dauerkarte Frauen');
    const price = mutation('contractPricingClassSet', 'ContractPricingClassSetInput');
    const input = { contractId: forPaul.id, pricingClass: 'ERM' };
    expect((await run(price, { input }, PAUL)).contractPricingClassSet).toEqual({
      __typename: 'ContractSubscriberOnlyError',
      code: 'CONTRACT_SUBSCRIBER_ONLY',
      message:
        'Änderungen am Vertrag kann nur die Vertragsinhaberin oder der Vertragsinhaber vornehmen. Bitte wende dich an sie oder ihn.',
    });
    expect((await run(price, { input }, PAUL, ENGLISH)).contractPricingClassSet.message).toBe(
      'Only the subscriber can change the contract. Please ask them.',
    );
  });

  it('terminates to the renewal date with one of its reasons, irreversibly', async () => {
    const business = await contractNamed(CLAUDIA, 'Business-Dauerkarte');
    expect(await start(CLAUDIA, business.id, 'RECIPIENT', FAN)).toEqual({
      __typename: 'ContractNotTransferableError',
      code: 'CONTRACT_NOT_TRANSFERABLE',
      message: 'Dieser Vertrag ist nicht übertragbar.',
    });
    const terminate = mutation('contractTerminate', 'ContractTerminateInput');
    expect(
      (await run(terminate, { input: { contractId: business.id, reasonId: 11 } }, CLAUDIA)).contractTerminate,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'terminationReasonId' });
    expect(
      (await run(terminate, { input: { contractId: business.id, reasonId: 0 } }, CLAUDIA)).contractTerminate,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'reasonId' });
    const done = await run(terminate, { input: { contractId: business.id, reasonId: 31 } }, CLAUDIA);
    expect(done.contractTerminate.contract).toMatchObject({
      status: 'TERMINATED',
      canChange: false,
      terminationReason: { internalId: 31, text: 'Budget' },
      upcomingRecipient: null,
    });
    expect(done.contractTerminate.contract.endsOn).toBe(done.contractTerminate.contract.renewalDate);
    expect(
      (await run(terminate, { input: { contractId: business.id, reasonId: 31 } }, CLAUDIA)).contractTerminate,
    ).toMatchObject({ __typename: 'ContractEndedError', code: 'CONTRACT_TERMINATED' });
  });
});

describe('a change of recipient', () => {
  it('mails the person a link to a page where they accept; they use the ticket from next season', async () => {
    const own = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    // The one-ownership rule first: Claudia uses it already, Jürgen has his own, nobody has that address.
    for (const [to, code] of [
      [CLAUDIA, 'ALREADY_RECIPIENT'],
      [MEMBER, 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA'],
      ['niemand@club.example', 'RECIPIENT_NOT_FOUND'],
    ] as const) {
      expect((await start(CLAUDIA, own.id, 'RECIPIENT', to)).code).toBe(code);
    }
    const started = await start(CLAUDIA, own.id, 'RECIPIENT', FAN2);
    expect(started).toMatchObject({
      __typename: 'ContractTransferStartSuccess',
      transfer: { kind: 'RECIPIENT', state: 'PENDING', direction: 'SENT', person: null, canWithdraw: true },
      contract: { status: 'PENDING_RECIPIENT' },
    });
    const uuid = started.contract.pendingTransfer.id;
    expect(started.transfer.id).toBe(uuid);
    const serviceId = started.transfer.internalId;
    expect(new URL(mailedLink(FAN2, serviceId)!).pathname).toBe(`/konto/vertraege/empfaengerwechsel/${serviceId}`);

    // Mehmet opens the link: what is offered, by whom; nobody else sees it.
    const page = await run(TRANSFER_PAGE, { id: serviceId, kind: 'RECIPIENT' }, FAN2);
    expect(page.viewer.contractTransfer).toMatchObject({
      id: uuid,
      direction: 'RECEIVED',
      canAnswer: true,
      contractName: 'Dauerkarte Profis',
      subscriber: { firstName: 'Claudia', email: CLAUDIA },
      contract: null,
    });
    expect((await run(TRANSFER_PAGE, { id: serviceId, kind: 'RECIPIENT' }, FAN)).viewer.contractTransfer).toBeNull();
    expect((await run(TRANSFER_PAGE, { id: serviceId, kind: 'SUBSCRIBER' }, FAN2)).viewer.contractTransfer).toBeNull();
    expect(
      (await run(ACCEPT, { input: { transferId: uuid, address: address('Claudia', 'H') } }, CLAUDIA))
        .contractTransferAccept.code,
    ).toBe('CONTRACT_TRANSFER_WRONG_PARTY');
    expect((await run(ACCEPT, { input: { transferId: uuid } }, FAN2)).contractTransferAccept).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'address',
    });

    const accepted = await run(ACCEPT, { input: { transferId: uuid, address: address('Mehmet', 'Özdemir') } }, FAN2);
    expect(accepted.contractTransferAccept.transfer).toMatchObject({ state: 'ACCEPTED', canAnswer: false });
    const after = await contractNamed(CLAUDIA, 'Dauerkarte Profis');
    expect(after).toMatchObject({
      recipient: { firstName: 'Claudia' },
      upcomingRecipient: { firstName: 'Mehmet', isViewer: false },
      shippingAddress: { firstName: 'Mehmet' },
      pendingTransfer: null,
    });
    // Mehmet is next season's recipient now: of this one already, and of no other men's season ticket.
    expect((await start(CLAUDIA, own.id, 'RECIPIENT', FAN2)).code).toBe('ALREADY_UPCOMING_RECIPIENT');
    const members = await contractNamed(MEMBER, 'Dauerkarte Profis');
    const refused = await start(MEMBER, members.id, 'RECIPIENT', FAN2, ENGLISH);
    expect(refused).toEqual({
      __typename: 'SeasonTicketOwnershipError',
      code: 'ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      message: 'This account already holds a season ticket for the coming season.',
    });
    expect((await contracts(FAN2)).otherTickets.map((contract: Data) => contract.name)).toContain('Dauerkarte Profis');
  });

  it('is not for a fan club, and can be withdrawn until answered', async () => {
    const members = await contractNamed(MEMBER, 'Dauerkarte Profis');
    const started = await start(MEMBER, members.id, 'RECIPIENT', FANCLUB_ADMIN);
    const transferId = started.transfer.id;
    const accept = { input: { transferId, address: address('Sabine', 'Krüger') } };
    expect((await run(ACCEPT, accept, FANCLUB_ADMIN, FANCLUB)).contractTransferAccept).toEqual({
      __typename: 'FanClubAsRecipientError',
      code: 'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
      message: 'Ein Fanclub kann keine Dauerkarte nutzen.',
    });
    expect((await run(WITHDRAW, { id: transferId }, FANCLUB_ADMIN)).contractTransferWithdraw.code).toBe(
      'CONTRACT_TRANSFER_WRONG_PARTY',
    );
    expect((await run(WITHDRAW, { id: transferId }, MEMBER)).contractTransferWithdraw.transfer).toMatchObject({
      state: 'WITHDRAWN',
    });
    expect((await run(ACCEPT, accept, FANCLUB_ADMIN)).contractTransferAccept).toMatchObject({
      __typename: 'ContractTransferNotPendingError',
      state: 'WITHDRAWN',
      message: 'Dieser Wechsel wurde zurückgezogen.',
    });
  });

  it('shows the expired link’s page and refuses its acceptance with the spec’s text', async () => {
    const page = await run(TRANSFER_PAGE, { id: EXPIRED_TRANSFER, kind: 'RECIPIENT' }, FAN);
    expect(page.viewer.contractTransfer).toMatchObject({ state: 'EXPIRED', canAnswer: false });
    const accept = { input: { transferId: page.viewer.contractTransfer.id, address: address('Lena', 'Fischer') } };
    expect((await run(ACCEPT, accept, FAN)).contractTransferAccept).toEqual({
      __typename: 'ContractTransferExpiredError',
      code: 'TRANSFER_LINK_EXPIRED',
      message:
        'Der Link ist abgelaufen. Eine Bestätigung ist derzeit nicht möglich; bitte wende dich an die Vertragsinhaberin oder den Vertragsinhaber.',
    });
  });

  it('turns into a transfer to the same person as subscriber, worded for a subscriber', async () => {
    const members = await contractNamed(MEMBER, 'Dauerkarte Profis');
    const started = await start(MEMBER, members.id, 'RECIPIENT', FAN);
    const transferId = started.transfer.id;
    const db = platform.platform.db;
    const lena = (await db.query<{ id: string }>(`SELECT id FROM accounts WHERE email = $1`, [FAN])).rows[0]!.id;
    // Meanwhile Lena came to use another men's season ticket (Paul's, say): as subscriber she cannot take this one.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO contracts (account_id, kind, state, master_data_id, status, starts_on, recipient_account_id,
         upcoming_recipient_account_id, pricing_class, shipping_code)
       SELECT a.id, 'SeasonTicket', 'Running', 1, 'Confirmed', '2026-07-01', $1, $1, 'STEH', 'MOBILE'
       FROM accounts a WHERE a.email = $2 RETURNING id`,
      [lena, PAUL],
    );
    const refused = (await run(TO_SUBSCRIBER, { id: transferId }, MEMBER)).contractTransferToSubscriber;
    expect(refused).toEqual({
      __typename: 'SeasonTicketOwnershipError',
      code: 'SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      message: 'Die neue Vertragsinhaberin oder der neue Vertragsinhaber hat bereits eine Dauerkarte.',
    });
    await refusedInBoth(
      TO_SUBSCRIBER,
      { id: transferId },
      MEMBER,
      'SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
    );
    await db.query(`UPDATE contracts SET status = 'Terminated', termination_reason_id = 15 WHERE id = $1`, [
      rows[0]!.id,
    ]);
    // An account deleted meanwhile is not there to take it over.
    await db.query(`INSERT INTO deletion_requests (account_id, state) VALUES ($1, 'Done')`, [lena]);
    await refusedInBoth(TO_SUBSCRIBER, { id: transferId }, MEMBER, 'USER_NOT_FOUND');
    await db.query(`DELETE FROM deletion_requests WHERE account_id = $1`, [lena]);

    const converted = (await run(TO_SUBSCRIBER, { id: transferId }, MEMBER)).contractTransferToSubscriber;
    expect(converted.transfer).toMatchObject({ kind: 'SUBSCRIBER', state: 'PENDING', email: FAN });
    const old = (await run(TRANSFER_PAGE, { id: transferId }, MEMBER)).viewer.contractTransfer;
    expect(old).toMatchObject({ state: 'CONVERTED', convertedTo: converted.transfer.id });
    expect((await run(WITHDRAW, { id: converted.transfer.id }, MEMBER)).contractTransferWithdraw.transfer.state).toBe(
      'WITHDRAWN',
    );
  });
});

describe('a transfer to another subscriber', () => {
  it('is declined with a reason the subscriber reads, and refuses the current subscriber', async () => {
    const forPaul = await contractNamed(CLAUDIA, 'Dauerkarte Frauen');
    expect(await start(CLAUDIA, forPaul.id, 'SUBSCRIBER', CLAUDIA, ENGLISH)).toEqual({
      __typename: 'SameSubscriberError',
      code: 'SAME_SUBSCRIBER_AS_CURRENT',
      message: 'The new subscriber is the same person as the current one.',
    });
    expect((await start(CLAUDIA, forPaul.id, 'SUBSCRIBER', 'niemand@club.example')).code).toBe('SUBSCRIBER_NOT_FOUND');
    const business = await contractNamed(CLAUDIA, 'Business-Dauerkarte');
    // Terminated above: it changes no more.
    expect((await start(CLAUDIA, business.id, 'SUBSCRIBER', PAUL)).code).toBe('CONTRACT_TERMINATED');
    const started = await start(CLAUDIA, forPaul.id, 'SUBSCRIBER', PAUL);
    expect(new URL(mailedLink(PAUL, started.transfer.internalId)!).pathname).toBe(
      `/konto/vertraege/uebernahme/${started.transfer.internalId}`,
    );
    const decline = (reason: string) =>
      run(DECLINE, { input: { transferId: started.transfer.id, reason } }, PAUL).then(
        (data) => data.contractTransferDecline,
      );
    expect(await decline('  ')).toMatchObject({ __typename: 'InvalidInputError', field: 'reason' });
    expect(await decline('Bell\u0007')).toMatchObject({ __typename: 'InvalidInputError', field: 'reason' });
    expect((await decline('Zu teuer für mich')).transfer.state).toBe('DECLINED');
    const seen = (await run(TRANSFER_PAGE, { id: started.transfer.id }, CLAUDIA)).viewer.contractTransfer;
    expect(seen).toMatchObject({
      reasonForDeclining: 'Zu teuer für mich',
      contract: { internalId: forPaul.internalId },
    });
    expect((await contractNamed(CLAUDIA, 'Dauerkarte Frauen')).status).toBe('CONFIRMED');
  });

  it('ends the contract at the renewal date and continues it as the new subscriber’s, to confirm', async () => {
    const forPaul = await contractNamed(CLAUDIA, 'Dauerkarte Frauen');
    const started = await start(CLAUDIA, forPaul.id, 'SUBSCRIBER', FAN2);
    const input = {
      transferId: started.transfer.id,
      shippingAddress: address('Mehmet', 'Özdemir'),
      invoiceAddress: address('Mehmet', 'Özdemir', 'CH'),
      paymentMethodId: toGlobalId('StoredPaymentMethod', 'tok_seed_card_fan2'),
    };
    expect((await run(ACCEPT, { input }, FAN2)).contractTransferAccept).toMatchObject({
      __typename: 'AddressPhoneRequiredError',
      field: 'invoiceAddress.phone',
    });
    const accepted = await run(ACCEPT, { input: { ...input, invoiceAddress: address('Mehmet', 'Özdemir') } }, FAN2);
    expect(accepted.contractTransferAccept.transfer.state).toBe('ACCEPTED');
    expect(await contractNamed(CLAUDIA, 'Dauerkarte Frauen')).toMatchObject({
      status: 'TRANSFERRED',
      canChange: false,
      upcomingRecipient: null,
    });
    const taken = (await contracts(FAN2)).ownTicket.find((contract: Data) => contract.name === 'Dauerkarte Frauen');
    expect(taken).toMatchObject({ status: 'SUBSCRIBER_CHANGED', canConfirm: true, subscriber: { isViewer: true } });
    expect((await run(CONFIRM, { id: taken.id }, FAN2)).contractConfirm.__typename).toBe('ContractConfirmSuccess');
  });
});

describe('the native codes', () => {
  /** A season-ticket contract of Paul's own, of this master data, for the refusals below. */
  async function paulsContract(masterDataId: number): Promise<string> {
    const { rows } = await platform.platform.db.query<{ id: number }>(
      `INSERT INTO contracts (account_id, kind, state, master_data_id, status, starts_on, recipient_account_id,
         upcoming_recipient_account_id, pricing_class, shipping_code, transferable)
       SELECT a.id, 'SeasonTicket', 'Running', $2, 'Confirmed', '2026-07-01', a.id, a.id,
              (SELECT pricing_class FROM contract_prices WHERE master_data_id = $2 ORDER BY position LIMIT 1), 'MOBILE', $3
       FROM accounts a WHERE a.email = $1 RETURNING id`,
      [PAUL, masterDataId, masterDataId !== 3],
    );
    return toGlobalId('Contract', rows[0]!.id);
  }

  it('are typed errors in German and English, each from the catalogue', async () => {
    const profis = await paulsContract(1);
    const business = await paulsContract(3);
    const starting = (contractId: string, kind: string, email: string) => ({ input: { contractId, kind, email } });
    const cases: [Record<string, unknown>, NativeErrorCode][] = [
      [starting(profis, 'RECIPIENT', 'niemand@club.example'), 'RECIPIENT_NOT_FOUND'],
      [starting(profis, 'SUBSCRIBER', 'niemand@club.example'), 'SUBSCRIBER_NOT_FOUND'],
      [starting(profis, 'RECIPIENT', PAUL), 'ALREADY_RECIPIENT'],
      [starting(profis, 'RECIPIENT', MEMBER), 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA'],
      // Mehmet accepted Claudia's men's season ticket for next season above.
      [starting(profis, 'RECIPIENT', FAN2), 'ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA'],
      [starting(profis, 'SUBSCRIBER', PAUL), 'SAME_SUBSCRIBER_AS_CURRENT'],
      [starting(business, 'RECIPIENT', FAN), 'CONTRACT_NOT_TRANSFERABLE'],
    ];
    for (const [variables, code] of cases) await refusedInBoth(START, variables, PAUL, code);

    // Sabine, offered the ticket, cannot take it for her fan club.
    const offered = (await start(PAUL, profis, 'RECIPIENT', FANCLUB_ADMIN)).transfer;
    await refusedInBoth(
      ACCEPT,
      { input: { transferId: offered.id, address: address('Sabine', 'Krüger') } },
      FANCLUB_ADMIN,
      'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
      FANCLUB,
    );
    // As herself she takes it: then she is its upcoming recipient already.
    await run(ACCEPT, { input: { transferId: offered.id, address: address('Sabine', 'Krüger') } }, FANCLUB_ADMIN);
    await refusedInBoth(START, starting(profis, 'RECIPIENT', FANCLUB_ADMIN), PAUL, 'ALREADY_UPCOMING_RECIPIENT');
  });
});

describe('hostile input', () => {
  it('is a typed error, never a failed request', async () => {
    const members = await contractNamed(MEMBER, 'Dauerkarte Profis');
    const startInput = (email: string) => ({ input: { contractId: members.id, kind: 'RECIPIENT', email } });
    expect(
      (await run(START, startInput(`${'a'.repeat(250)}@example.org`), MEMBER)).contractTransferStart,
    ).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'email',
    });
    expect((await run(START, startInput('a\u0000@example.org'), MEMBER)).contractTransferStart.field).toBe('email');
    for (const contractId of ['x', toGlobalId('Contract', '99999999999'), toGlobalId('Ticket', members.internalId)]) {
      expect(
        (await run(START, { input: { contractId, kind: 'RECIPIENT', email: FAN } }, MEMBER)).contractTransferStart
          .__typename,
      ).toBe('NotFoundError');
    }
    for (const transferId of [
      'x',
      toGlobalId('ContractTransfer', 'Recipient:not-a-uuid'),
      toGlobalId('ContractTransfer', `Other:${EXPIRED_TRANSFER}`),
    ]) {
      expect((await run(WITHDRAW, { id: transferId }, MEMBER)).contractTransferWithdraw.__typename).toBe(
        'NotFoundError',
      );
    }
    const price = mutation('contractPricingClassSet', 'ContractPricingClassSetInput');
    expect(
      (await run(price, { input: { contractId: members.id, pricingClass: 'K'.repeat(41) } }, MEMBER))
        .contractPricingClassSet,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'pricingClass' });
    const setAddress = mutation('contractAddressSet', 'ContractAddressSetInput');
    const long = { contractId: members.id, type: 'INVOICE', address: { ...address('A', 'B'), city: 'x'.repeat(5000) } };
    expect((await run(setAddress, { input: long }, MEMBER)).contractAddressSet).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'address.city',
    });
    expect((await contractNamed(MEMBER, 'Dauerkarte Profis')).invoiceAddress.street).toBe('Vereinsstraße 18');
  });
});
