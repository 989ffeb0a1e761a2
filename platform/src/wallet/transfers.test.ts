import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { verifyBarcode, type PublicBarcodeKey } from './barcode.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
const FAN = 'fan@club.example';
const FAN2 = 'fan2@club.example';
const MEMBER = 'mitglied@club.example';
const FANCLUB_ADMIN = 'fanclub@club.example';
const COMPANY_ADMIN = 'firma@club.example';
const PORTAL = 'http://127.0.0.1:3000';

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of [FAN, FAN2, MEMBER, FANCLUB_ADMIN, COMPANY_ADMIN])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  tokens.fanclub = await actingFor(FANCLUB_ADMIN, 501);
  tokens.company = await actingFor(COMPANY_ADMIN, 502);
}, 60_000);
afterAll(() => platform.close());

async function actingFor(email: string, organizationId: number): Promise<string> {
  const exchange = await exchangeForOrganization(
    platform.identity.issuer,
    DEFAULT_GRAPH_CLIENT_SECRET,
    tokens[email]!,
    organizationId,
  );
  expect(exchange.status).toBe(200);
  return exchange.body.access_token as string;
}

/** Calls as the person with this e-mail address, or with a token named in `tokens` (fanclub, company). */
const call = (who: string | undefined, method: string, path: string, body?: unknown) =>
  callPlatform(platform.url, method, path, body, { token: who === undefined ? undefined : (tokens[who] ?? who) });

interface TicketBody {
  id: number;
  block: string;
  row: string | null;
  seat: string | null;
  barcode: string;
  orderId: string | null;
  pendingTransferId: string | null;
  event: { id: number } | null;
}

async function tickets(who: string, path = '/self/tickets'): Promise<TicketBody[]> {
  const answer = await call(who, 'GET', path);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/** One of the holder's tickets, found by block, row and seat (the seeded demo data). */
async function ticket(who: string, block: string, seat: string | null, path?: string): Promise<TicketBody> {
  const found = (await tickets(who, path)).find((entry) => entry.block === block && entry.seat === seat);
  expect(found, `${who}: ${block} ${seat}`).toBeDefined();
  return found!;
}

const offer = (who: string, ticketId: number, recipientMail: string) =>
  call(who, 'POST', '/self/ticketTransfers', { ticketId, recipientMail });
const accept = (who: string, id: string) => call(who, 'PATCH', `/self/ticketTransfers/${id}`, { accept: true });
const decline = (who: string, id: string, reasonForDeclining: string) =>
  call(who, 'PATCH', `/self/ticketTransfers/${id}`, { accept: false, reasonForDeclining });
const withdraw = (who: string, id: string) => call(who, 'DELETE', `/self/ticketTransfers/${id}`);
const keySet = async () => (await call(undefined, 'GET', '/tickets/barcodeKeys')).body as { keys: PublicBarcodeKey[] };

describe('ticket transfers', () => {
  it('offers a ticket by e-mail, mails the recipient a link, and gives it over with a new barcode on acceptance', async () => {
    const seat7 = await ticket(FAN, 'C', '7');
    const offered = await offer(FAN, seat7.id, 'Fan2@Club.Example');
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const id = offered.body.id as string;
    // The sender does not learn the recipient's name by typing an address.
    expect(offered.body).toMatchObject({
      ticketId: seat7.id,
      recipientMail: 'Fan2@Club.Example',
      state: 'Pending',
      direction: 'Sent',
      recipient: null,
      sender: { name: 'Lena Fischer', email: FAN },
      ticket: { block: 'C', row: '12', seat: '7', event: { id: seat7.event!.id } },
    });
    expect(offered.body.ticket.barcode).toBeUndefined();

    const mail = platform.devMail!.inbox.list(FAN2).find((entry) => entry.text.includes(id))!;
    expect(mail.subject).toBe('Lena Fischer möchte dir ein Ticket weitergeben');
    expect(mail.text).toContain('Block C, Reihe 12, Platz 7');
    expect(mail.links).toEqual([`${PORTAL}/konto/tickets/weitergaben/${id}`]);

    // While it is offered, it is marked and cannot be offered again.
    expect((await ticket(FAN, 'C', '7')).pendingTransferId).toBe(id);
    expect(await offer(FAN, seat7.id, MEMBER)).toMatchObject({
      status: 409,
      body: { errorCode: 'TICKET_TRANSFER_PENDING' },
    });

    const received = await call(FAN2, 'GET', '/self/ticketTransfers');
    expect(received.body.items).toContainEqual(
      expect.objectContaining({ id, direction: 'Received', state: 'Pending' }),
    );

    const accepted = await accept(FAN2, id);
    expect(accepted).toMatchObject({
      status: 200,
      body: { state: 'Accepted', direction: 'Received', respondedAt: expect.any(String) },
    });
    // The ticket is the recipient's now: the sender's order is hidden, the barcode names the new holder.
    expect((await call(FAN, 'GET', `/self/tickets/${seat7.id}`)).status).toBe(404);
    const mine = await call(FAN2, 'GET', `/self/tickets/${seat7.id}`);
    expect(mine.body).toMatchObject({ orderId: null, pendingTransferId: null, isTransferable: true });
    expect(mine.body.barcode).not.toBe(seat7.barcode);
    const keys = await keySet();
    expect(await verifyBarcode(mine.body.barcode, keys)).toMatchObject({
      tid: seat7.id,
      hld: `a:${idOf(FAN2)}`,
      ver: 2,
    });
    expect(await verifyBarcode(seat7.barcode, keys)).toMatchObject({ hld: `a:${idOf(FAN)}`, ver: 1 });

    // The sender is told by mail, in her language, who accepted, and that her barcode no longer admits.
    const answered = platform
      .devMail!.inbox.list(FAN)
      .find((entry) => entry.subject === 'Mehmet Özdemir hat dein Ticket angenommen');
    expect(answered?.text).toContain('dein Barcode gilt nicht mehr');
    expect(answered?.text).toContain('Block C, Reihe 12, Platz 7');
    expect(answered?.links).toEqual([`${PORTAL}/konto/tickets/weitergaben`]);
    // The sender sees who accepted, and has them in the address book (a favourite stays one).
    expect((await call(FAN, 'GET', `/self/ticketTransfers/${id}`)).body).toMatchObject({
      state: 'Accepted',
      recipient: { firstName: 'Mehmet', lastName: 'Özdemir', email: 'Fan2@Club.Example' },
    });
    const book = (await call(FAN, 'GET', '/addressBookEntries')).body.items;
    expect(book.filter((entry: { email: string }) => entry.email.toLowerCase() === FAN2)).toEqual([
      expect.objectContaining({ firstName: 'Mehmet', lastName: 'Özdemir', isFavorite: true }),
    ]);

    // Answered is answered: no second acceptance, no decline, no withdrawal, no new offer by the former holder.
    expect(await accept(FAN2, id)).toMatchObject({
      status: 409,
      body: { errorCode: 'TICKET_TRANSFER_NOT_PENDING', reason: 'Accepted' },
    });
    expect((await decline(FAN2, id, 'Doch nicht')).status).toBe(409);
    expect((await withdraw(FAN, id)).status).toBe(409);
    expect(await offer(FAN, seat7.id, MEMBER)).toMatchObject({
      status: 409,
      body: { errorCode: 'TICKET_ALREADY_TRANSFERRED' },
    });
    // The new holder may pass it on in turn.
    const onward = await offer(FAN2, seat7.id, MEMBER);
    expect(onward.status).toBe(201);
    expect((await withdraw(FAN2, onward.body.id)).status).toBe(204);
  });

  it('lets the recipient decline with a reason and the sender withdraw; the ticket stays with the sender', async () => {
    const seat8 = await ticket(FAN, 'C', '8');
    const offered = await offer(FAN, seat8.id, COMPANY_ADMIN);
    expect(offered.status).toBe(201);
    const id = offered.body.id as string;
    // firma@ reads English: subject and link in English.
    const mail = platform.devMail!.inbox.list(COMPANY_ADMIN).find((entry) => entry.text.includes(id))!;
    expect(mail.subject).toBe('Lena Fischer wants to pass a ticket on to you');
    expect(mail.links).toEqual([`${PORTAL}/en/account/tickets/transfers/${id}`]);

    expect(await call(COMPANY_ADMIN, 'PATCH', `/self/ticketTransfers/${id}`, { accept: false })).toMatchObject({
      status: 400,
      body: { errors: { reasonForDeclining: [expect.any(String)] } },
    });
    expect(
      await call(COMPANY_ADMIN, 'PATCH', `/self/ticketTransfers/${id}`, { accept: false, reasonForDeclining: '   ' }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await call(COMPANY_ADMIN, 'PATCH', `/self/ticketTransfers/${id}`, { accept: true, reasonForDeclining: 'Gern' }),
    ).toMatchObject({ status: 400, body: { errors: { reasonForDeclining: [expect.any(String)] } } });
    expect(await decline(COMPANY_ADMIN, id, 'Sorry, I am abroad that weekend.')).toMatchObject({
      status: 200,
      body: { state: 'Declined', reasonForDeclining: 'Sorry, I am abroad that weekend.', recipient: null },
    });
    // The sender hears of it with the reason, naming the address she typed (not the decliner's name).
    const declined = platform
      .devMail!.inbox.list(FAN)
      .find((entry) => entry.subject.endsWith('hat dein Ticket abgelehnt'));
    expect(declined?.subject).toBe(`${COMPANY_ADMIN} hat dein Ticket abgelehnt`);
    expect(declined?.text).toContain('Begründung: Sorry, I am abroad that weekend.');
    expect(declined?.text).toContain('es bleibt in deinem Wallet');
    expect((await accept(COMPANY_ADMIN, id)).body).toMatchObject({
      errorCode: 'TICKET_TRANSFER_NOT_PENDING',
      reason: 'Declined',
    });
    const kept = await call(FAN, 'GET', `/self/tickets/${seat8.id}`);
    expect(kept.body).toMatchObject({ barcode: seat8.barcode, pendingTransferId: null, orderId: 'T-104711' });
    const book = (await call(FAN, 'GET', '/addressBookEntries?NameOrEmailContains=firma')).body.items;
    expect(book).toEqual([]);

    // Offered again, then withdrawn: the recipient can no longer accept.
    const again = await offer(FAN, seat8.id, COMPANY_ADMIN);
    expect(again.status).toBe(201);
    expect((await withdraw(FAN, again.body.id)).status).toBe(204);
    expect(await accept(COMPANY_ADMIN, again.body.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'TICKET_TRANSFER_NOT_PENDING', reason: 'Withdrawn' },
    });
    expect((await withdraw(FAN, again.body.id)).status).toBe(409);
    expect((await call(FAN, 'GET', `/self/ticketTransfers/${again.body.id}`)).body.state).toBe('Withdrawn');
    expect((await call(FAN, 'GET', `/self/tickets/${seat8.id}`)).status).toBe(200);
  });

  it('refuses unknown recipients, oneself, and tickets that may not change hands, with their codes', async () => {
    const seat8 = await ticket(FAN, 'C', '8');
    expect(await offer(FAN, seat8.id, 'niemand@club.example')).toMatchObject({
      status: 404,
      body: {
        errorCode: 'USER_NOT_FOUND',
        detail: 'Die angegebene E-Mail-Adresse wurde nicht gefunden.',
        errors: { recipientMail: ['Die angegebene E-Mail-Adresse wurde nicht gefunden.'] },
      },
    });
    expect(await offer(FAN, seat8.id, 'FAN@club.example')).toMatchObject({
      status: 422,
      body: { errorCode: 'TICKET_TRANSFER_TO_SELF' },
    });
    const personalised = await ticket(FAN, 'A', '11');
    expect(await offer(FAN, personalised.id, FAN2)).toMatchObject({
      status: 422,
      body: { errorCode: 'TICKET_NOT_TRANSFERABLE', reason: 'Personalised' },
    });
    const past = (await tickets(FAN, '/self/tickets/archive'))[0]!;
    expect(await offer(FAN, past.id, FAN2)).toMatchObject({
      status: 422,
      body: { errorCode: 'TICKET_NOT_TRANSFERABLE', reason: 'EventStarted' },
    });
    const contract = (await tickets(MEMBER, '/self/seasonTickets'))[0]!;
    expect(await offer(MEMBER, contract.id, FAN2)).toMatchObject({
      status: 422,
      body: { errorCode: 'CONTRACT_NOT_TRANSFERABLE' },
    });
    const oldSeason = (await tickets(MEMBER, '/self/seasonTickets/archive'))[0]!;
    expect(await offer(MEMBER, oldSeason.id, FAN2)).toMatchObject({
      status: 422,
      body: { errorCode: 'TICKET_NOT_TRANSFERABLE', reason: 'SeasonOver' },
    });
    // Nothing of that left an offer behind.
    expect((await ticket(FAN, 'C', '8')).pendingTransferId).toBeNull();
  });

  it('lets exactly one of two offers, of a withdrawal and an acceptance, of two acceptances win', async () => {
    const standing = await ticket(FAN, 'S3', null);
    const offers = await Promise.all([offer(FAN, standing.id, FAN2), offer(FAN, standing.id, MEMBER)]);
    expect(offers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await withdraw(FAN, offers.find((answer) => answer.status === 201)!.body.id)).status).toBe(204);

    const first = await offer(FAN, standing.id, FAN2);
    const [accepted, withdrawn] = await Promise.all([accept(FAN2, first.body.id), withdraw(FAN, first.body.id)]);
    expect([accepted.status, withdrawn.status].sort()).toEqual(accepted.status === 200 ? [200, 409] : [204, 409]);
    const holder = accepted.status === 200 ? FAN2 : FAN;
    const other = holder === FAN ? FAN2 : FAN;
    expect((await call(holder, 'GET', `/self/tickets/${standing.id}`)).status).toBe(200);
    expect((await call(other, 'GET', `/self/tickets/${standing.id}`)).status).toBe(404);

    const second = await offer(holder, standing.id, other);
    expect(second.status).toBe(201);
    const answers = await Promise.all([accept(other, second.body.id), accept(other, second.body.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const now = await call(other, 'GET', `/self/tickets/${standing.id}`);
    expect(now.status).toBe(200);
    // One change of holder per accepted transfer: the barcode's version counts them.
    const { ver } = await verifyBarcode(now.body.barcode, await keySet());
    expect(ver).toBe(accepted.status === 200 ? 3 : 2);
  });

  it('shows, answers and withdraws a transfer only for its sender and recipient', async () => {
    const seat8 = await ticket(FAN, 'C', '8');
    const offered = await offer(FAN, seat8.id, FAN2);
    const id = offered.body.id as string;
    const path = `/self/ticketTransfers/${id}`;
    for (const stranger of [MEMBER, 'fanclub', FANCLUB_ADMIN]) {
      expect((await call(stranger, 'GET', path)).status, stranger).toBe(404);
      expect((await accept(stranger, id)).status, stranger).toBe(404);
      expect((await decline(stranger, id, 'Nein')).status, stranger).toBe(404);
      expect((await withdraw(stranger, id)).status, stranger).toBe(404);
      const listed = (await call(stranger, 'GET', '/self/ticketTransfers')).body.items as { id: string }[];
      expect(
        listed.some((transfer) => transfer.id === id),
        stranger,
      ).toBe(false);
      // Nor the ticket: not readable, not offerable.
      expect((await call(stranger, 'GET', `/self/tickets/${seat8.id}`)).status, stranger).toBe(404);
      expect((await offer(stranger, seat8.id, MEMBER === stranger ? FAN2 : MEMBER)).status, stranger).toBe(404);
    }
    // Each side does only its own part.
    expect((await withdraw(FAN2, id)).status).toBe(403);
    expect((await accept(FAN, id)).status).toBe(403);
    expect((await call(FAN, 'GET', path)).body.state).toBe('Pending');
    expect((await call(FAN2, 'GET', path)).status).toBe(200);
    expect((await call(FAN2, 'GET', `/self/ticketTransfers/${randomUUID()}`)).status).toBe(404);
    expect((await call(FAN2, 'GET', '/self/ticketTransfers/not-a-uuid')).status).toBe(400);
    expect((await call(undefined, 'GET', path)).status).toBe(401);
    expect((await withdraw(FAN, id)).status).toBe(204);
  });

  it('refuses hostile inputs with a 400 and changes nothing', async () => {
    const seat8 = await ticket(FAN, 'C', '8');
    const offered = await offer(FAN, seat8.id, FAN2);
    const cases: [string, string, unknown][] = [
      ['POST', '/self/ticketTransfers', { ticketId: `${seat8.id}; DROP TABLE tickets`, recipientMail: FAN2 }],
      ['POST', '/self/ticketTransfers', { ticketId: 2 ** 31, recipientMail: FAN2 }],
      ['POST', '/self/ticketTransfers', { ticketId: seat8.id, recipientMail: "' OR 1=1 --" }],
      ['POST', '/self/ticketTransfers', { ticketId: seat8.id, recipientMail: `${'x'.repeat(300)}@club.example` }],
      ['POST', '/self/ticketTransfers', { ticketId: seat8.id }],
      ['PATCH', `/self/ticketTransfers/${offered.body.id}`, { accept: 'yes' }],
      ['PATCH', `/self/ticketTransfers/${offered.body.id}`, { accept: false, reasonForDeclining: 'a\u0000b' }],
      ['PATCH', `/self/ticketTransfers/${offered.body.id}`, { accept: false, reasonForDeclining: 'x'.repeat(501) }],
      ['PATCH', `/self/ticketTransfers/${offered.body.id}`, {}],
      ['PATCH', `/self/ticketTransfers/..%2F${offered.body.id}`, { accept: true }],
    ];
    for (const [method, path, body] of cases) {
      const answer = await call(FAN2, method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    }
    expect((await call(FAN, 'GET', `/self/ticketTransfers/${offered.body.id}`)).body.state).toBe('Pending');
    expect((await withdraw(FAN, offered.body.id)).status).toBe(204);
  });
});

describe('transfers and organisations', () => {
  it('gives a ticket to the organisation the recipient acts for, and names an organisation as sender', async () => {
    // fan2@'s seeded offer to fan@ is declined; he offers it to the fan club's admin instead.
    const pending = (await call(FAN, 'GET', '/self/ticketTransfers')).body.items.find(
      (transfer: { direction: string; state: string }) =>
        transfer.direction === 'Received' && transfer.state === 'Pending',
    );
    expect(pending).toMatchObject({ sender: { name: 'Mehmet Özdemir', email: FAN2 } });
    expect((await decline(FAN, pending.id, 'Ich habe schon eine Karte.')).status).toBe(200);
    const offered = await offer(FAN2, pending.ticketId, FANCLUB_ADMIN);
    expect(offered.status).toBe(201);
    // The admin sees it as herself and while acting for the club; accepting for the club makes it the club's.
    expect((await call('fanclub', 'GET', `/self/ticketTransfers/${offered.body.id}`)).body.direction).toBe('Received');
    expect((await accept('fanclub', offered.body.id)).status).toBe(200);
    const clubTickets = await tickets('fanclub');
    expect(clubTickets.map((entry) => entry.id)).toContain(pending.ticketId);
    expect((await tickets(FANCLUB_ADMIN)).map((entry) => entry.id)).not.toContain(pending.ticketId);
    expect(
      await verifyBarcode(clubTickets.find((entry) => entry.id === pending.ticketId)!.barcode, await keySet()),
    ).toMatchObject({
      hld: 'o:501',
    });
    const book = (await call(FAN2, 'GET', '/addressBookEntries')).body.items;
    expect(book).toContainEqual(
      expect.objectContaining({ firstName: 'Sabine', lastName: 'Krüger', email: FANCLUB_ADMIN }),
    );

    // The club passes a contingent ticket to a member: the member sees the club as sender, not its admin.
    const contingent = clubTickets.find((entry) => entry.id !== pending.ticketId)!;
    const fromClub = await offer('fanclub', contingent.id, FAN2);
    expect(fromClub.body.sender).toEqual({ name: 'Fanclub Südkurve 1999', email: null });
    expect((await call(FAN2, 'GET', `/self/ticketTransfers/${fromClub.body.id}`)).body.sender.name).toBe(
      'Fanclub Südkurve 1999',
    );
    // The admin's personal token does not reach the club's transfers.
    expect((await call(FANCLUB_ADMIN, 'GET', `/self/ticketTransfers/${fromClub.body.id}`)).status).toBe(404);
    expect((await withdraw(FANCLUB_ADMIN, fromClub.body.id)).status).toBe(404);
    expect((await accept(FAN2, fromClub.body.id)).status).toBe(200);
    const clubBook = (await call('fanclub', 'GET', '/addressBookEntries')).body.items;
    expect(clubBook.map((entry: { firstName: string }) => entry.firstName)).toEqual(['Jürgen', 'Mehmet']);
  });

  it('keeps season tickets from fan clubs and from people who hold one for the season', async () => {
    const [seat1, seat2] = await tickets('company', '/self/seasonTickets');
    const toAdmin = await offer('company', seat1!.id, FANCLUB_ADMIN);
    expect(toAdmin.status).toBe(201);
    expect(await accept('fanclub', toAdmin.body.id)).toMatchObject({
      status: 422,
      body: { errorCode: 'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED' },
    });
    expect(await accept(FANCLUB_ADMIN, toAdmin.body.id)).toMatchObject({ status: 200, body: { state: 'Accepted' } });
    expect((await tickets(FANCLUB_ADMIN, '/self/seasonTickets')).map((entry) => entry.id)).toEqual([seat1!.id]);

    // mitglied@ holds this season's ticket of his contract already.
    const toMember = await offer('company', seat2!.id, MEMBER);
    expect(await accept(MEMBER, toMember.body.id)).toMatchObject({
      status: 422,
      body: { errorCode: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA' },
    });
    expect((await call('company', 'GET', `/self/ticketTransfers/${toMember.body.id}`)).body.state).toBe('Pending');
    // Nor can the admin who holds one now take a second.
    expect((await withdraw('company', toMember.body.id)).status).toBe(204);
    const toAdminAgain = await offer('company', seat2!.id, FANCLUB_ADMIN);
    expect((await accept(FANCLUB_ADMIN, toAdminAgain.body.id)).body.errorCode).toBe(
      'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
    );
    expect((await withdraw('company', toAdminAgain.body.id)).status).toBe(204);
    // The company's address book has the admin who accepted.
    expect((await call('company', 'GET', '/addressBookEntries')).body.items).toEqual([
      expect.objectContaining({ firstName: 'Sabine', lastName: 'Krüger', isFavorite: false }),
    ]);
  });
});

describe('address book', () => {
  it('lists by first name, searches by name or e-mail, marks favourites and deletes, for its owner only', async () => {
    const all = (await call(FAN, 'GET', '/addressBookEntries?PageSize=1000&Page=1')).body;
    const names = all.items.map((entry: { firstName: string }) => entry.firstName);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Jürgen', 'Mehmet']));
    expect((await call(FAN, 'GET', '/addressBookEntries?NameOrEmailContains=mehm')).body.items).toEqual([
      expect.objectContaining({ firstName: 'Mehmet' }),
    ]);
    expect((await call(FAN, 'GET', '/addressBookEntries?NameOrEmailContains=MITGLIED%40CLUB')).body.items).toEqual([
      expect.objectContaining({ firstName: 'Jürgen' }),
    ]);
    // Wildcards are searched for as text.
    expect((await call(FAN, 'GET', '/addressBookEntries?NameOrEmailContains=%25')).body.items).toEqual([]);
    expect((await call(FAN, 'GET', '/addressBookEntries?NameOrEmailContains=_')).body.items).toEqual([]);

    const jurgen = all.items.find((entry: { firstName: string }) => entry.firstName === 'Jürgen');
    expect(await call(FAN, 'PATCH', `/addressBookEntries/${jurgen.id}`, { IsFavorite: true })).toMatchObject({
      status: 200,
      body: { id: jurgen.id, isFavorite: true },
    });
    expect((await call(FAN, 'PATCH', `/addressBookEntries/${jurgen.id}`, { isFavorite: false })).status).toBe(400);
    expect((await call(FAN, 'PATCH', `/addressBookEntries/${jurgen.id}`, { IsFavorite: 'maybe' })).status).toBe(400);

    // Another person or organisation cannot read, change or delete it.
    for (const stranger of [FAN2, 'fanclub']) {
      expect((await call(stranger, 'PATCH', `/addressBookEntries/${jurgen.id}`, { IsFavorite: false })).status).toBe(
        404,
      );
      expect((await call(stranger, 'DELETE', `/addressBookEntries/${jurgen.id}`)).status).toBe(404);
      const theirs = (await call(stranger, 'GET', '/addressBookEntries')).body.items as { id: number }[];
      expect(theirs.some((entry) => entry.id === jurgen.id)).toBe(false);
    }
    expect((await call(FAN, 'DELETE', `/addressBookEntries/${jurgen.id}`)).status).toBe(204);
    expect((await call(FAN, 'DELETE', `/addressBookEntries/${jurgen.id}`)).status).toBe(404);
    expect((await call(undefined, 'GET', '/addressBookEntries')).status).toBe(401);
    expect((await call(FAN, 'GET', '/addressBookEntries?PageSize=1001')).status).toBe(400);
    expect((await call(FAN, 'GET', `/addressBookEntries?NameOrEmailContains=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
