import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, demoAccounts } from '@club/platform';
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
import { WalletService } from '../../upstreams/wallet/client.ts';

/**
 * The wallet through the graph against the real platform: tickets per scope with their barcodes, the
 * transfer state machine with every refusal a typed, localised error, ownership after acceptance, the
 * address book, and that nobody reaches another's tickets, transfers or entries by id.
 */
let platform: PlatformUnderTest;
let client: GraphClient;
const bearer: Record<string, Record<string, string>> = {};
const FAN = 'fan@club.example';
const FAN2 = 'fan2@club.example';
const MEMBER = 'mitglied@club.example';
const FANCLUB_ADMIN = 'fanclub@club.example';
const COMPANY_ADMIN = 'firma@club.example';
const actingFor = (organizationId: number) => ({ 'x-act-for-organization': String(organizationId) });

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [FAN, FAN2, MEMBER, FANCLUB_ADMIN, COMPANY_ADMIN]) {
    const token = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
    bearer[email] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (
  query: string,
  variables: Record<string, unknown>,
  email?: string,
  headers: Record<string, string> = {},
) => {
  const result = await client.execute<Data>(query, variables, { ...(email ? bearer[email] : {}), ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};
/** The upstream calls since the last reset, as `METHOD path` (without the query string). */
const calls = () => platform.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
const idOf = (email: string) => demoAccounts.find((account) => account.email === email)!.id;
/** The claims of a barcode (a compact JWS); its signature is the platform's to check. */
const claimsOf = (barcode: string) => JSON.parse(Buffer.from(barcode.split('.')[1]!, 'base64url').toString('utf8'));

const TICKET = `id internalId kind block row seat media pricingClass price { amount currencyCode } barcode
  isTransferable orderNumber belongsToContract pendingTransfer { id state }`;
const TICKETS = `query($scope: DayTicketScope, $first: Int, $after: String) { viewer {
  tickets(scope: $scope, first: $first, after: $after) { totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { ${TICKET} event { id name opponent kickoff kickoffDate } } } } } }`;
const ERROR = '__typename ... on Error { code message }';
const TRANSFER = `id internalId state direction recipientEmail reasonForDeclining respondedAt sender { name email }
  recipient { firstName lastName email } ticket { kind block row seat event { name } }`;
const CREATE = `mutation($input: TicketTransferCreateInput!) { ticketTransferCreate(input: $input) {
  ${ERROR} ... on TicketRecipientNotFoundError { field } ... on InvalidInputError { field }
  ... on TicketNotTransferableError { reason }
  ... on TicketTransferCreateSuccess { transfer { ${TRANSFER} } ticket { id pendingTransfer { id } } } } }`;
const ACCEPT = `mutation($id: ID!) { ticketTransferAccept(id: $id) { ${ERROR}
  ... on TicketTransferNotPendingError { state }
  ... on TicketTransferAcceptSuccess { transfer { ${TRANSFER} } ticket { id barcode orderNumber } } } }`;
const DECLINE = `mutation($input: TicketTransferDeclineInput!) { ticketTransferDecline(input: $input) { ${ERROR}
  ... on InvalidInputError { field } ... on TicketTransferNotPendingError { state }
  ... on TicketTransferDeclineSuccess { transfer { ${TRANSFER} } } } }`;
const WITHDRAW = `mutation($id: ID!) { ticketTransferWithdraw(id: $id) { ${ERROR}
  ... on TicketTransferNotPendingError { state }
  ... on TicketTransferWithdrawSuccess { transfer { ${TRANSFER} } ticket { id pendingTransfer { id } } } } }`;
const TRANSFERS = `{ viewer { ticketTransfers { totalCount edges { node { ${TRANSFER} } } } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ticket = Record<string, any>;
async function tickets(email: string, scope = 'UPCOMING', headers: Record<string, string> = {}): Promise<Ticket[]> {
  const data = await run(TICKETS, { scope }, email, headers);
  return data.viewer.tickets.edges.map((edge: { node: Ticket }) => edge.node);
}
const seat = (list: Ticket[], block: string, seatLabel: string | null) =>
  list.find((ticket) => ticket.block === block && ticket.seat === seatLabel)!;
const offer = async (email: string, ticketId: string, recipientEmail: string, headers: Record<string, string> = {}) =>
  (await run(CREATE, { input: { ticketId, recipientEmail } }, email, headers)).ticketTransferCreate;
const accept = async (email: string, id: string, headers: Record<string, string> = {}) =>
  (await run(ACCEPT, { id }, email, headers)).ticketTransferAccept;
const withdraw = async (email: string, id: string) => (await run(WITHDRAW, { id }, email)).ticketTransferWithdraw;

describe('wallet tickets', () => {
  it('lists each scope with one call per list, each ticket with its barcode, and the event from the ticket', async () => {
    const data = await run(
      `{ viewer {
        upcoming: tickets { totalCount edges { node { ${TICKET} event { name opponent kickoff kickoffDate } } } }
        archive: tickets(scope: ARCHIVE) { totalCount edges { node { block isTransferable event { name } } } }
        seasonTickets { totalCount }
      } }`,
      {},
      FAN,
    );
    const upcoming = data.viewer.upcoming.edges.map((edge: { node: Ticket }) => edge.node);
    expect(upcoming.map((ticket: Ticket) => [ticket.block, ticket.row, ticket.seat])).toEqual([
      ['C', '12', '7'],
      ['C', '12', '8'],
      ['S3', null, null],
      ['A', '3', '11'],
    ]);
    expect(upcoming[0]).toMatchObject({
      kind: 'DAY_TICKET',
      media: 'MOBILE_TICKET',
      pricingClass: 'Vollzahler',
      price: { amount: '45.00', currencyCode: 'EUR' },
      orderNumber: 'T-104711',
      belongsToContract: false,
      isTransferable: true,
      pendingTransfer: null,
      event: { name: expect.stringContaining('SC Südstadt 1899'), opponent: expect.any(String) },
    });
    expect(upcoming[2].media).toBe('PRINT_AT_HOME');
    // The personalised ticket cannot be passed on; its match has no kick-off time yet.
    expect(upcoming[3]).toMatchObject({ isTransferable: false, event: { kickoff: null } });
    const claims = claimsOf(upcoming[0].barcode);
    expect(claims).toMatchObject({ tid: upcoming[0].internalId, hld: `a:${idOf(FAN)}`, ver: 1 });
    expect(data.viewer.archive.totalCount).toBe(2);
    expect(data.viewer.archive.edges.every((edge: { node: Ticket }) => !edge.node.isTransferable)).toBe(true);
    expect(data.viewer.seasonTickets.totalCount).toBe(0);
    // One call per list; the events' names come with the tickets.
    expect(calls().sort()).toEqual([
      'GET /self/seasonTickets/current',
      'GET /self/tickets/archive',
      'GET /self/tickets/upcoming',
    ]);
    expect(platform.calls.every((call) => call.url.includes('PageSize=1000'))).toBe(true);
  });

  it('pages in the graph over one page of the service', async () => {
    const first = (await run(TICKETS, { first: 2 }, FAN)).viewer.tickets;
    expect(first).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first.edges.map((edge: { node: Ticket }) => edge.node.seat)).toEqual(['7', '8']);
    const next = (await run(TICKETS, { first: 2, after: first.pageInfo.endCursor }, FAN)).viewer.tickets;
    expect(next).toMatchObject({ pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    expect(next.edges.map((edge: { node: Ticket }) => edge.node.block)).toEqual(['S3', 'A']);
    expect(calls()).toEqual(['GET /self/tickets/upcoming', 'GET /self/tickets/upcoming']);

    for (const variables of [{ first: 101 }, { first: 0 }, { after: 'nonsense' }]) {
      const refused = await client.execute(
        `query($first: Int, $after: String) { viewer { tickets(first: $first, after: $after) { totalCount } } }`,
        variables,
        bearer[FAN],
      );
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    // Anonymous: 401 before any call.
    platform.reset();
    expect((await client.execute(TICKETS, {})).status).toBe(401);
    expect(platform.calls).toEqual([]);
  });

  it('loads each event once per request, without a token, and shares it across requests and people', async () => {
    const shared = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    const query = `{ viewer { tickets { edges { node { block event { name status isHomeMatch venue { city } } } } } } }`;
    const first = await shared.execute<Data>(query, {}, bearer[FAN]);
    expect(first.errors).toBeUndefined();
    expect(first.data!.viewer.tickets.edges[0].node.event).toMatchObject({
      status: 'BEFORE',
      isHomeMatch: true,
      venue: { city: 'Südstadt' },
    });
    // Four tickets, three matches: three event calls, all without the person's token.
    const events = platform.callsTo('/events/');
    expect(events).toHaveLength(3);
    expect(events.every((call) => call.headers.authorization === undefined)).toBe(true);
    expect(platform.callsTo('/self/tickets')).toHaveLength(1);

    platform.reset();
    // Another person's tickets for the same matches: the events come from the shared cache.
    const other = await shared.execute<Data>(query, {}, bearer[FAN2]);
    expect(other.errors).toBeUndefined();
    expect(other.data!.viewer.tickets.edges).toHaveLength(2);
    expect(calls()).toEqual(['GET /self/tickets/upcoming']);
    await shared.graph.dispose();
  });

  it('shows a ticket by id with terms and venue rules to its holder only, also through node(id:)', async () => {
    const [ticket] = await tickets(FAN);
    platform.reset();
    const DETAIL = `query($id: ID!) { viewer { ticket(id: $id) { id block terms venueRules(language: EN) } }
      node(id: $id) { __typename ... on Ticket { internalId serialNumber terms } } }`;
    const own = await run(DETAIL, { id: ticket!.id }, FAN);
    expect(own.viewer.ticket).toMatchObject({
      id: ticket!.id,
      terms: expect.stringContaining('Ticket-Geschäftsbedingungen'),
      venueRules: expect.stringContaining('ground regulations'),
    });
    expect(own.node).toMatchObject({ __typename: 'Ticket', serialNumber: expect.stringMatching(/^TS-\d{4}-\d{6}$/) });
    // One call for both fields: the detail is loaded once per request.
    expect(calls()).toEqual([`GET /self/tickets/${ticket!.internalId}`]);

    for (const [email, headers] of [
      [FAN2, {}],
      [FANCLUB_ADMIN, actingFor(501)],
    ] as const) {
      const foreign = await run(DETAIL, { id: ticket!.id }, email, headers);
      expect(foreign).toEqual({ viewer: { ticket: null }, node: null });
    }
    // Ids of another type or beyond what the service holds: null without a call.
    platform.reset();
    for (const id of [toGlobalId('Product', ticket!.internalId), toGlobalId('Ticket', '99999999999'), 'x']) {
      expect(
        (await run(`query($id: ID!) { viewer { ticket(id: $id) { id } } }`, { id }, FAN)).viewer.ticket,
      ).toBeNull();
    }
    expect(calls()).toEqual([]);
  });

  it('lists the organisation’s tickets while acting for it, and the person’s otherwise', async () => {
    const club = await tickets(FANCLUB_ADMIN, 'UPCOMING', actingFor(501));
    expect(club.map((ticket) => ticket.pricingClass)).toEqual(Array(3).fill('Fanclub-Kontingent'));
    const own = await tickets(FANCLUB_ADMIN);
    expect(own.map((ticket) => ticket.pricingClass)).toEqual(['Stehplatz']);
    const seats = await run(
      `{ viewer { seasonTickets { edges { node { block seat kind media belongsToContract isTransferable barcode } } } } }`,
      {},
      COMPANY_ADMIN,
      actingFor(502),
    );
    expect(seats.viewer.seasonTickets.edges.map((edge: { node: Ticket }) => edge.node)).toMatchObject([
      { block: 'B1', seat: '1', kind: 'SEASON_TICKET', media: 'CARD', isTransferable: true },
      { block: 'B1', seat: '2' },
    ]);
    expect(claimsOf(seats.viewer.seasonTickets.edges[0].node.barcode).hld).toBe('o:502');
    const contract = await run(
      `{ viewer { seasonTickets { edges { node { belongsToContract isTransferable } } } } }`,
      {},
      MEMBER,
    );
    expect(contract.viewer.seasonTickets.edges).toEqual([{ node: { belongsToContract: true, isTransferable: false } }]);
  });
});

describe('ticket transfers', () => {
  it('runs offer → withdraw → offer → accept, refusing every step out of turn, and moves the ticket with a new barcode', async () => {
    const seven = seat(await tickets(FAN), 'C', '7');
    platform.reset();
    const offered = await offer(FAN, seven.id, '  Fan2@Club.Example ');
    expect(offered).toMatchObject({
      __typename: 'TicketTransferCreateSuccess',
      transfer: {
        state: 'PENDING',
        direction: 'SENT',
        recipientEmail: 'Fan2@Club.Example',
        recipient: null,
        sender: { name: 'Lena Fischer', email: FAN },
        ticket: { kind: 'DAY_TICKET', block: 'C', row: '12', seat: '7', event: { name: expect.any(String) } },
      },
      ticket: { id: seven.id, pendingTransfer: { id: offered.transfer.id } },
    });
    // The POST, then the ticket the success carries, and the transfers list it finds the pending one in.
    expect(calls().sort()).toEqual([
      'GET /self/ticketTransfers',
      `GET /self/tickets/${seven.internalId}`,
      'POST /self/ticketTransfers',
    ]);
    const id = offered.transfer.id;

    // The recipient's mail links the service's id; the page finds the transfer by it.
    const mail = platform.platform
      .devMail!.inbox.list(FAN2)
      .find((entry) => entry.text.includes(offered.transfer.internalId))!;
    const link = mail.links[0]!;
    const fromLink = await run(
      `query($id: ID!) { viewer { ticketTransfer(id: $id) { id state direction heldTicket { id } } } }`,
      { id: link.slice(link.lastIndexOf('/') + 1) },
      FAN2,
    );
    expect(fromLink.viewer.ticketTransfer).toEqual({ id, state: 'PENDING', direction: 'RECEIVED', heldTicket: null });

    expect(await offer(FAN, seven.id, MEMBER)).toMatchObject({
      __typename: 'TicketTransferPendingError',
      code: 'TICKET_TRANSFER_PENDING',
    });
    // Each side does only its own part; a third person finds nothing.
    expect(await accept(FAN, id)).toMatchObject({
      __typename: 'TicketTransferWrongPartyError',
      code: 'TICKET_TRANSFER_WRONG_PARTY',
    });
    expect(await withdraw(FAN2, id)).toMatchObject({ __typename: 'TicketTransferWrongPartyError' });

    const withdrawn = await withdraw(FAN, id);
    expect(withdrawn).toMatchObject({
      __typename: 'TicketTransferWithdrawSuccess',
      transfer: { id, state: 'WITHDRAWN', respondedAt: expect.any(String) },
      ticket: { id: seven.id, pendingTransfer: null },
    });
    // No acceptance after a withdrawal, and no second withdrawal.
    expect(await accept(FAN2, id)).toEqual({
      __typename: 'TicketTransferNotPendingError',
      code: 'TICKET_TRANSFER_NOT_PENDING',
      message: 'Diese Weitergabe wurde zurückgezogen.',
      state: 'WITHDRAWN',
    });
    expect(await withdraw(FAN, id)).toMatchObject({ __typename: 'TicketTransferNotPendingError', state: 'WITHDRAWN' });

    const again = await offer(FAN, seven.id, FAN2);
    expect(again.__typename).toBe('TicketTransferCreateSuccess');
    platform.reset();
    const accepted = await accept(FAN2, again.transfer.id);
    expect(accepted).toMatchObject({
      __typename: 'TicketTransferAcceptSuccess',
      transfer: {
        state: 'ACCEPTED',
        direction: 'RECEIVED',
        recipient: { firstName: 'Mehmet', email: FAN2 },
      },
      // The new holder did not buy it: no order number, and a barcode of the next version in their name.
      ticket: { id: seven.id, orderNumber: null },
    });
    expect(claimsOf(accepted.ticket.barcode)).toMatchObject({ tid: seven.internalId, hld: `a:${idOf(FAN2)}`, ver: 2 });
    expect(accepted.ticket.barcode).not.toBe(seven.barcode);
    expect(calls()).toEqual([
      `PATCH /self/ticketTransfers/${again.transfer.internalId}`,
      `GET /self/tickets/${seven.internalId}`,
    ]);

    // No double acceptance; the ticket is the recipient's now, and no longer the sender's to offer or see.
    expect(await accept(FAN2, again.transfer.id)).toMatchObject({
      __typename: 'TicketTransferNotPendingError',
      message: 'Diese Weitergabe wurde bereits angenommen.',
      state: 'ACCEPTED',
    });
    expect(seat(await tickets(FAN2), 'C', '7')).toMatchObject({ id: seven.id, orderNumber: null });
    expect(seat(await tickets(FAN), 'C', '7')).toBeUndefined();
    expect(await offer(FAN, seven.id, MEMBER)).toMatchObject({
      __typename: 'TicketAlreadyTransferredError',
      code: 'TICKET_ALREADY_TRANSFERRED',
    });
    // The sender learns the name once accepted, and finds the recipient in the address book.
    const sent = (await run(TRANSFERS, {}, FAN)).viewer.ticketTransfers.edges.map(
      (edge: { node: Ticket }) => edge.node,
    );
    expect(sent.find((transfer: Ticket) => transfer.id === again.transfer.id)).toMatchObject({
      direction: 'SENT',
      recipient: { firstName: 'Mehmet', lastName: expect.any(String) },
    });
  });

  it('keeps every transfer of A out of B’s reach: read, accept, decline, withdraw are not found', async () => {
    const eight = seat(await tickets(FAN), 'C', '8');
    const offered = await offer(FAN, eight.id, FAN2);
    const id = offered.transfer.id;
    platform.reset();
    for (const [email, headers] of [
      [MEMBER, {}],
      [FANCLUB_ADMIN, actingFor(501)],
    ] as const) {
      expect(await accept(email, id, headers)).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
        message: 'Das gibt es nicht (mehr).',
      });
      expect(await withdraw(email, id)).toMatchObject({ __typename: 'NotFoundError' });
      const declined = await run(DECLINE, { input: { id, reason: 'Nicht meins' } }, email, headers);
      expect(declined.ticketTransferDecline).toMatchObject({ __typename: 'NotFoundError' });
      const read = await run(
        `query($id: ID!, $uuid: ID!) { viewer { byId: ticketTransfer(id: $id) { id } byUuid: ticketTransfer(id: $uuid) { id }
          ticketTransfers { edges { node { id } } } } node(id: $id) { id } }`,
        { id, uuid: offered.transfer.internalId },
        email,
        headers,
      );
      expect(read.viewer.byId).toBeNull();
      expect(read.viewer.byUuid).toBeNull();
      expect(read.node).toBeNull();
      expect(read.viewer.ticketTransfers.edges.map((edge: { node: Ticket }) => edge.node.id)).not.toContain(id);
      // Nor may B offer A's ticket.
      expect(await offer(email, eight.id, MEMBER, headers)).toMatchObject({ __typename: 'NotFoundError' });
    }
    // Ids that cannot be a transfer are not found without a call.
    platform.reset();
    for (const bad of [toGlobalId('Ticket', eight.internalId), toGlobalId('TicketTransfer', 'nope'), 'x']) {
      expect(await accept(FAN2, bad)).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(calls()).toEqual([]);
    // A's transfer is untouched: B's attempts changed nothing.
    const still = await run(`query($id: ID!) { node(id: $id) { ... on TicketTransfer { state } } }`, { id }, FAN);
    expect(still.node).toEqual({ state: 'PENDING' });
    expect((await withdraw(FAN, id)).__typename).toBe('TicketTransferWithdrawSuccess');
  });

  it('declines with a reason the sender sees; a decline without one is refused without a call', async () => {
    const received = (await run(TRANSFERS, {}, FAN)).viewer.ticketTransfers.edges
      .map((edge: { node: Ticket }) => edge.node)
      .find((transfer: Ticket) => transfer.direction === 'RECEIVED' && transfer.state === 'PENDING');
    expect(received).toMatchObject({ sender: { name: expect.any(String), email: FAN2 } });
    platform.reset();
    for (const reason of ['', '   ', 'x'.repeat(501), 'a\u0000b']) {
      const refused = await run(DECLINE, { input: { id: received.id, reason } }, FAN);
      expect(refused.ticketTransferDecline).toMatchObject({ __typename: 'InvalidInputError', field: 'reason' });
    }
    expect(calls()).toEqual([]);
    const declined = await run(DECLINE, { input: { id: received.id, reason: ' Bin verreist. ' } }, FAN, {
      'accept-language': 'en',
    });
    expect(declined.ticketTransferDecline).toMatchObject({
      __typename: 'TicketTransferDeclineSuccess',
      transfer: { state: 'DECLINED', reasonForDeclining: 'Bin verreist.', recipient: null },
    });
    const again = await run(DECLINE, { input: { id: received.id, reason: 'Doch nicht' } }, FAN, {
      'accept-language': 'en',
    });
    expect(again.ticketTransferDecline).toEqual({
      __typename: 'TicketTransferNotPendingError',
      code: 'TICKET_TRANSFER_NOT_PENDING',
      message: 'This transfer has already been declined.',
      state: 'DECLINED',
    });
    const senderView = await run(
      `query($id: ID!) { viewer { ticketTransfer(id: $id) { state direction reasonForDeclining heldTicket { block } } } }`,
      { id: received.id },
      FAN2,
    );
    expect(senderView.viewer.ticketTransfer).toEqual({
      state: 'DECLINED',
      direction: 'SENT',
      reasonForDeclining: 'Bin verreist.',
      heldTicket: { block: 'S3' },
    });
  });

  it('answers each refusal of an offer as its own typed error, in the request’s language', async () => {
    const upcoming = await tickets(FAN);
    const standing = seat(upcoming, 'S3', null);
    const personalised = seat(upcoming, 'A', '11');
    const cup = seat(await tickets(FAN, 'ARCHIVE'), 'C', '3');

    expect(await offer(FAN, standing.id, 'niemand@club.example')).toEqual({
      __typename: 'TicketRecipientNotFoundError',
      code: 'USER_NOT_FOUND',
      message: 'Die angegebene E-Mail-Adresse wurde nicht gefunden.',
      field: 'recipientEmail',
    });
    expect(await offer(FAN, standing.id, 'niemand@club.example', { 'accept-language': 'en' })).toMatchObject({
      message: 'The e-mail address given was not found.',
    });
    expect(await offer(FAN, standing.id, FAN)).toMatchObject({
      __typename: 'TicketTransferToSelfError',
      code: 'TICKET_TRANSFER_TO_SELF',
    });
    expect(await offer(FAN, personalised.id, FAN2)).toEqual({
      __typename: 'TicketNotTransferableError',
      code: 'TICKET_NOT_TRANSFERABLE',
      message: 'Dieses Ticket ist personalisiert und kann nicht weitergegeben werden.',
      reason: 'PERSONALISED',
    });
    expect(await offer(FAN, cup.id, FAN2)).toMatchObject({
      __typename: 'TicketNotTransferableError',
      reason: 'EVENT_STARTED',
    });
    const [contractTicket] = (
      await run(`{ viewer { seasonTickets { edges { node { id } } } } }`, {}, MEMBER)
    ).viewer.seasonTickets.edges.map((edge: { node: Ticket }) => edge.node);
    expect(await offer(MEMBER, contractTicket.id, FAN)).toMatchObject({
      __typename: 'ContractNotTransferableError',
      code: 'CONTRACT_NOT_TRANSFERABLE',
      message: 'Diese Dauerkarte gehört zu einem Vertrag und wechselt nur mit dem Vertrag die Hand.',
    });

    // Input that cannot be right is refused before any call.
    platform.reset();
    for (const recipientEmail of ['', 'kein-at-zeichen', 'a\u0000b@club.example', `${'x'.repeat(250)}@club.example`]) {
      expect(await offer(FAN, standing.id, recipientEmail)).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'recipientEmail',
      });
    }
    for (const ticketId of [toGlobalId('Product', standing.internalId), toGlobalId('Ticket', '0'), 'x']) {
      expect(await offer(FAN, ticketId, FAN2)).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(calls()).toEqual([]);
  });

  it('gives a season ticket to a person, not to a fan club, and one per season', async () => {
    const company = actingFor(502);
    const seats = (
      await run(`{ viewer { seasonTickets { edges { node { id seat } } } } }`, {}, COMPANY_ADMIN, company)
    ).viewer.seasonTickets.edges.map((edge: { node: Ticket }) => edge.node);
    const toClub = await offer(COMPANY_ADMIN, seats[0].id, FANCLUB_ADMIN, company);
    expect(toClub.transfer.sender).toEqual({ name: expect.any(String), email: null });
    // The fan club's admin cannot take it for the club, but as herself.
    expect(await accept(FANCLUB_ADMIN, toClub.transfer.id, actingFor(501))).toMatchObject({
      __typename: 'FanclubAsSeasonTicketRecipientNotAllowedError',
      code: 'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
      message: 'Ein Fanclub kann keine Dauerkarte nutzen.',
    });
    expect(await accept(FANCLUB_ADMIN, toClub.transfer.id)).toMatchObject({
      __typename: 'TicketTransferAcceptSuccess',
      ticket: { id: seats[0].id },
    });
    // The member holds this season's ticket by his contract already.
    const toMember = await offer(COMPANY_ADMIN, seats[1].id, MEMBER, company);
    expect(await accept(MEMBER, toMember.transfer.id)).toMatchObject({
      __typename: 'SeasonTicketAlreadyHeldError',
      code: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
    });
  });

  it('gives a ticket to the organisation its recipient acts for', async () => {
    const standing = seat(await tickets(FANCLUB_ADMIN), 'S3', null);
    const offered = await offer(FANCLUB_ADMIN, standing.id, FAN2);
    const accepted = await accept(FAN2, offered.transfer.id);
    expect(accepted.__typename).toBe('TicketTransferAcceptSuccess');
    expect(claimsOf(accepted.ticket.barcode).hld).toBe(`a:${idOf(FAN2)}`);
    // Offered on to the fan club's admin, who takes it for the club.
    const onward = await offer(FAN2, standing.id, FANCLUB_ADMIN);
    const forClub = await accept(FANCLUB_ADMIN, onward.transfer.id, actingFor(501));
    expect(claimsOf(forClub.ticket.barcode)).toMatchObject({ hld: 'o:501', ver: 3 });
    expect(seat(await tickets(FANCLUB_ADMIN, 'UPCOMING', actingFor(501)), 'S3', null)).toBeDefined();
    expect((await tickets(FANCLUB_ADMIN)).map((ticket) => ticket.id)).not.toContain(standing.id);
  });

  it('finds every pending transfer of a tickets page in one call of the transfers list', async () => {
    const club = actingFor(501);
    const contingent = await tickets(FANCLUB_ADMIN, 'UPCOMING', club);
    for (const [index, ticket] of contingent.slice(0, 2).entries()) {
      expect((await offer(FANCLUB_ADMIN, ticket.id, [FAN, FAN2][index]!, club)).__typename).toBe(
        'TicketTransferCreateSuccess',
      );
    }
    platform.reset();
    const page = await tickets(FANCLUB_ADMIN, 'UPCOMING', club);
    expect(page.filter((ticket) => ticket.pendingTransfer?.state === 'PENDING')).toHaveLength(2);
    expect(calls().sort()).toEqual(['GET /self/ticketTransfers', 'GET /self/tickets/upcoming']);
  });
});

describe('address book', () => {
  const BOOK = `query($search: String) { viewer { addressBook(search: $search) { id firstName lastName email isFavorite } } }`;
  const FAVORITE = `mutation($input: AddressBookEntryFavoriteInput!) { addressBookEntryFavorite(input: $input) {
    ${ERROR} ... on AddressBookEntryFavoriteSuccess { entry { id isFavorite } } } }`;
  const DELETE = `mutation($id: ID!) { addressBookEntryDelete(id: $id) { ${ERROR} ... on AddressBookEntryDeleteSuccess { deletedId } } }`;
  const book = async (email: string, search?: string, headers: Record<string, string> = {}) =>
    (await run(BOOK, { search }, email, headers)).viewer.addressBook as Ticket[];

  it('suggests recipients favourites first, searches, marks and removes entries of the owner only', async () => {
    const entries = await book(FAN);
    expect(entries[0]).toMatchObject({ email: FAN2, isFavorite: true });
    expect(entries.map((entry) => entry.email)).toContain(MEMBER);
    const member = entries.find((entry) => entry.email === MEMBER)!;
    expect(member.isFavorite).toBe(false);
    platform.reset();
    expect((await book(FAN, ' mitglied ')).map((entry) => entry.email)).toEqual([MEMBER]);
    expect(platform.calls.map((call) => decodeURIComponent(call.url))).toEqual([
      '/addressBookEntries?NameOrEmailContains=mitglied&PageSize=1000&Page=1',
    ]);
    const tooLong = await client.execute(BOOK, { search: 'x'.repeat(101) }, bearer[FAN]);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // Another person (or an organisation) finds none of these entries.
    for (const [email, headers] of [
      [FAN2, {}],
      [FANCLUB_ADMIN, actingFor(501)],
    ] as const) {
      const favorite = await run(FAVORITE, { input: { id: member.id, isFavorite: true } }, email, headers);
      expect(favorite.addressBookEntryFavorite).toMatchObject({ __typename: 'NotFoundError' });
      const removed = await run(DELETE, { id: member.id }, email, headers);
      expect(removed.addressBookEntryDelete).toMatchObject({ __typename: 'NotFoundError' });
    }

    const favorite = await run(FAVORITE, { input: { id: member.id, isFavorite: true } }, FAN);
    expect(favorite.addressBookEntryFavorite).toEqual({
      __typename: 'AddressBookEntryFavoriteSuccess',
      entry: { id: member.id, isFavorite: true },
    });
    expect((await book(FAN)).filter((entry) => entry.isFavorite).map((entry) => entry.email)).toContain(MEMBER);
    const removed = await run(DELETE, { id: member.id }, FAN);
    expect(removed.addressBookEntryDelete).toEqual({
      __typename: 'AddressBookEntryDeleteSuccess',
      deletedId: member.id,
    });
    expect((await book(FAN)).map((entry) => entry.email)).not.toContain(MEMBER);
    expect((await run(DELETE, { id: member.id }, FAN)).addressBookEntryDelete.__typename).toBe('NotFoundError');
  });

  it('is the organisation’s while acting for it', async () => {
    expect((await book(FANCLUB_ADMIN, undefined, actingFor(501))).map((entry) => entry.email)).toContain(MEMBER);
    expect((await book(FANCLUB_ADMIN)).map((entry) => entry.email)).not.toContain(MEMBER);
  });
});

describe('the wallet client', () => {
  it('answers a 404 of the transfers list as an empty list (spec 2 section 8)', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/problem+json' });
      response.end(JSON.stringify({ title: 'Not Found', status: 404 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const wallet = new WalletService({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
      const scope = { requestId: 'wallet-test-0001', bearer: 'token' };
      expect(await wallet.transfers(scope, 1, 1000)).toEqual({
        items: [],
        page: 1,
        pageSize: 1000,
        totalCount: 0,
        hasNextPage: false,
      });
      expect(await wallet.transfer(scope, '00000000-0000-4000-8000-000000000000')).toBeNull();
    } finally {
      server.close();
    }
  });
});
