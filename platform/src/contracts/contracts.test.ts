import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { expiredContractTransfers } from '../db/seed/contracts.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
const CLAUDIA = 'abo@club.example';
const PAUL = 'dauerkarte@club.example';
const MEMBER = 'mitglied@club.example';
const FAN = 'fan@club.example';
const FAN2 = 'fan2@club.example';
const FANCLUB_ADMIN = 'fanclub@club.example';
const COMPANY_ADMIN = 'firma@club.example';
const PORTAL = 'http://127.0.0.1:3000';
const address = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  street: 'Gartenweg 3',
  postalCode: '12349',
  city: 'Südstadt',
  countryCode: 'DE',
});

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of [CLAUDIA, PAUL, MEMBER, FAN, FAN2, FANCLUB_ADMIN, COMPANY_ADMIN])
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
const call = (who: string, method: string, path: string, body?: unknown) =>
  callPlatform(platform.url, method, path, body, { token: tokens[who] ?? who });

interface ContractBody {
  id: number;
  masterDataId: number;
  status: string;
  recipient: { subjectId: string } | null;
}

async function contractsOf(who: string): Promise<ContractBody[]> {
  const answer = await call(who, 'GET', '/abo/self/contracts?Page=1&PageSize=10000');
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/** A subscriber's contract of a master data, used by a recipient (by default the subscriber). */
const contractOf = async (subscriber: string, masterDataId: number, recipient = subscriber) =>
  (await contractsOf(subscriber)).find(
    (contract) => contract.masterDataId === masterDataId && contract.recipient?.subjectId === idOf(recipient),
  )!;

let nextMasterDataId = 100;

/**
 * A contract of its own for a test that changes it, so the tests do not depend on each other's order: by
 * default of master data of its own too (a copy of the women's season ticket), so the one-ownership rule
 * meets only what the test sets up.
 */
async function fixtureContract(
  subscriber: string,
  options: { recipient?: string; masterDataId?: number; unpaid?: boolean } = {},
): Promise<{ id: number; masterDataId: number }> {
  const masterDataId = options.masterDataId ?? (await fixtureMasterData());
  const { rows } = await platform.db.query<{ id: number }>(
    `INSERT INTO contracts (account_id, kind, state, master_data_id, status, payment_token_id, pricing_class,
       shipping_code, block, row_label, seat_label, starts_on, recipient_account_id, upcoming_recipient_account_id)
     SELECT $1, 'SeasonTicket', 'Running', $2, 'Confirmed',
            (SELECT id FROM payment_tokens WHERE owner = 'account:' || $1 AND NOT $5 ORDER BY id LIMIT 1),
            p.pricing_class, 'MOBILE', 'F', '1', $3,
            '2026-07-01', $4, $4
     FROM contract_prices p WHERE p.master_data_id = $2 ORDER BY p.position LIMIT 1
     RETURNING id`,
    [
      idOf(subscriber),
      masterDataId,
      String(nextMasterDataId * 100 + Math.floor(Math.random() * 100)),
      idOf(options.recipient ?? subscriber),
      options.unpaid ?? false,
    ],
  );
  const id = rows[0]!.id;
  await platform.db.query(
    `INSERT INTO contract_addresses (contract_id, type, first_name, last_name, street, postal_code, city, country_code)
     VALUES ($1, 'invoice', 'Test', 'Person', 'Weg 1', '12345', 'Südstadt', 'DE')`,
    [id],
  );
  return { id, masterDataId };
}

async function fixtureMasterData(): Promise<number> {
  const id = nextMasterDataId++;
  await platform.db.query(
    `INSERT INTO contract_master_data (id, kind, name_de, name_en, venue, transferable)
     SELECT $1, kind, name_de, name_en, venue, transferable FROM contract_master_data WHERE id = 2`,
    [id],
  );
  await platform.db.query(
    `INSERT INTO contract_prices (master_data_id, pricing_class, name_de, name_en, price_minor, position)
     SELECT $1, pricing_class, name_de, name_en, price_minor, position FROM contract_prices WHERE master_data_id = 2`,
    [id],
  );
  await platform.db.query(
    `INSERT INTO contract_shipping_codes (master_data_id, code, name_de, name_en, fee_minor, needs_shipping_address,
       position)
     SELECT $1, code, name_de, name_en, fee_minor, needs_shipping_address, position
     FROM contract_shipping_codes WHERE master_data_id = 2`,
    [id],
  );
  await platform.db.query(
    `INSERT INTO contract_termination_reasons (id, master_data_id, text_de, text_en, position)
     SELECT $1 * 10 + position, $1, text_de, text_en, position FROM contract_termination_reasons WHERE master_data_id = 2`,
    [id],
  );
  return id;
}

const offer = (who: string, kind: 'recipient' | 'subscriber', contractId: number, email: string) =>
  call(who, 'POST', `/abo/self/${kind}transfers`, { contractId, [`${kind}Email`]: email });

const acceptRecipient = (who: string, id: string, person = address('Neu', 'Person')) =>
  call(who, 'PATCH', `/abo/self/recipienttransfers/${id}`, { accept: true, address: person });

const mailsTo = (email: string, id: string) =>
  platform
    .devMail!.inbox.list(email)
    .filter((entry) => entry.text.includes(id) || entry.links.some((l) => l.includes(id)));

describe('contracts as their subscriber and recipient see them', () => {
  it('lists the subscriber’s contracts in full, the recipient’s read-only, nobody else’s', async () => {
    const claudias = await contractsOf(CLAUDIA);
    expect(claudias.map((contract) => [contract.masterDataId, contract.status])).toEqual([
      [1, 'NotConfirmed'],
      [2, 'Confirmed'],
      [3, 'Confirmed'],
    ]);
    const own = (await call(CLAUDIA, 'GET', `/abo/self/contracts/${claudias[0]!.id}`)).body;
    expect(own).toMatchObject({
      role: 'Subscriber',
      masterData: { name: { de: 'Dauerkarte Profis' } },
      subscriber: { subjectId: idOf(CLAUDIA), firstName: 'Claudia' },
      recipient: { subjectId: idOf(CLAUDIA) },
      upcomingSeason: { recipient: { subjectId: idOf(CLAUDIA) } },
      seat: { block: '108', row: '12', seat: '7' },
      pricingClass: { code: 'KAT2', price: 545 },
      shippingCode: { code: 'MOBILE', needsShippingAddress: false },
      paymentTokenId: 'tok_seed_sepa_abo',
      transferable: true,
      missing: [],
      pendingTransfer: null,
    });
    expect(own.addresses).toEqual([expect.objectContaining({ type: 'invoice', firstName: 'Claudia' })]);

    // Paul uses the women's season ticket Claudia pays for: he reads it, without her addresses or payment.
    const pauls = await contractsOf(PAUL);
    expect(pauls).toHaveLength(1);
    expect(pauls[0]).toMatchObject({
      role: 'Recipient',
      masterDataId: 2,
      subscriber: { firstName: 'Claudia', lastName: 'Hoffmann' },
      paymentTokenId: null,
      addresses: [],
      pendingTransfer: null,
    });
    // Nobody else reads it; an organisation holds none.
    expect((await call(FAN, 'GET', `/abo/self/contracts/${claudias[0]!.id}`)).status).toBe(404);
    expect((await call('fanclub', 'GET', `/abo/self/contracts/${claudias[0]!.id}`)).status).toBe(404);
    expect(await contractsOf(FAN)).toEqual([]);
    expect(await contractsOf('company')).toEqual([]);
    expect((await call(CLAUDIA, 'GET', '/abo/self/contracts?MasterDataId=3')).body.items).toHaveLength(1);
  });

  it('has demo contracts in every state: Claudia’s and Jürgen’s, Thomas’s and the one Sabine took over', async () => {
    const statuses = async (who: string) => (await contractsOf(who)).map((contract) => contract.status).sort();
    expect(await statuses(COMPANY_ADMIN)).toEqual([
      'Incomplete',
      'PendingRecipient',
      'PendingSubscriber',
      'Terminated',
      'Transferred',
    ]);
    expect(await statuses(FANCLUB_ADMIN)).toEqual(['SubscriberChanged']);
    expect(await statuses(CLAUDIA)).toEqual(['Confirmed', 'Confirmed', 'NotConfirmed']);
    expect(await statuses(MEMBER)).toEqual(['Confirmed']);
  });

  it('answers master data, prices with the contract’s own marked, and termination reasons, to those it concerns', async () => {
    const master = await call(CLAUDIA, 'GET', '/abo/self/contractmasterdata');
    expect(master.body.map((entry: { id: number; transferable: boolean }) => [entry.id, entry.transferable])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const own = await contractOf(CLAUDIA, 1);
    const prices = (await call(CLAUDIA, 'GET', `/abo/self/contractmasterdata/1/prices?ContractId=${own.id}`)).body;
    expect(prices.pricingClasses.find((entry: { isCurrent: boolean }) => entry.isCurrent)).toMatchObject({
      code: 'KAT2',
      price: 545,
    });
    expect(prices.shippingCodes.map((entry: { code: string; fee: number }) => [entry.code, entry.fee])).toEqual([
      ['MOBILE', 0],
      ['CARD', 5],
      ['POST', 7.5],
    ]);
    const reasons = (await call(CLAUDIA, 'GET', '/abo/self/contractmasterdata/1/terminationreasons')).body;
    expect(reasons[0]).toEqual({ id: 11, text: { de: 'Umzug', en: 'Moving away' } });
    // Master data none of the caller's contracts has is not found; a contract of other master data neither.
    expect((await call(FAN, 'GET', '/abo/self/contractmasterdata/1')).status).toBe(404);
    expect((await call(PAUL, 'GET', '/abo/self/contractmasterdata/3/terminationreasons')).status).toBe(404);
    expect((await call(CLAUDIA, 'GET', `/abo/self/contractmasterdata/2/prices?ContractId=${own.id}`)).status).toBe(404);
  });

  it('lists the season tickets of the second area by season, language and whether they go on', async () => {
    const answer = await call(PAUL, 'GET', '/seasontickets/self/contracts?season=upcoming&countryCode=en');
    expect(answer.body.items).toEqual([
      expect.objectContaining({
        name: 'Season ticket women’s team',
        pricingClass: 'Seat',
        ticketMedium: 'Season-ticket card',
        holder: expect.objectContaining({ subjectId: idOf(PAUL) }),
        active: true,
      }),
    ]);
    const both = (await call(CLAUDIA, 'GET', '/seasontickets/self/contracts?active=true')).body.items;
    expect(both.length).toBeGreaterThanOrEqual(2);
    expect(new Set(both.map((item: { season: number }) => item.season)).size).toBe(2);
    const one = await call(PAUL, 'GET', `/seasontickets/self/contracts/${answer.body.items[0].contractId}`);
    expect(one.body).toMatchObject({ name: 'Dauerkarte Frauen', block: 'W2' });
    expect((await call(FAN, 'GET', `/seasontickets/self/contracts/${answer.body.items[0].contractId}`)).status).toBe(
      404,
    );
    expect((await call(PAUL, 'GET', '/seasontickets/self/contracts?season=last')).status).toBe(400);
  });
});

describe('the subscriber’s changes', () => {
  it('confirms a renewal only once it is complete, and only once', async () => {
    const { id, masterDataId } = await fixtureContract(FAN2, { unpaid: true });
    await platform.db.query(`UPDATE contracts SET status = 'NotConfirmed' WHERE id = $1`, [id]);
    // No payment method stored with the contract yet: Incomplete, and the confirmation is refused.
    expect((await call(FAN2, 'GET', `/abo/self/contracts/${id}`)).body).toMatchObject({
      status: 'Incomplete',
      missing: ['paymentTokenId'],
    });
    const refused = await call(FAN2, 'POST', `/abo/self/contractmasterdata/${masterDataId}/confirm`);
    expect(refused).toMatchObject({ status: 422, body: { title: 'CONTRACT_INCOMPLETE' } });
    expect(refused.body.errors).toEqual({ paymentTokenId: ['is required before confirming'] });
    // Another's payment method is not one of theirs.
    const foreign = await call(FAN2, 'PATCH', `/abo/self/contracts/${id}/paymenttokenid`, {
      paymentTokenId: 'tok_seed_sepa_abo',
    });
    expect(foreign).toMatchObject({ status: 422, body: { title: 'PAYMENT_TOKEN_UNKNOWN' } });
    const paid = await call(FAN2, 'PATCH', `/abo/self/contracts/${id}/paymenttokenid`, {
      paymentTokenId: 'tok_seed_card_fan2',
    });
    expect(paid.body).toMatchObject({ status: 'NotConfirmed', paymentTokenId: 'tok_seed_card_fan2' });
    // A card needs a shipping address: choosing it makes the contract incomplete again until one is given.
    const card = await call(FAN2, 'PATCH', `/abo/self/contracts/${id}/details`, { newShippingCode: 'CARD' });
    expect(card.body).toMatchObject({ status: 'Incomplete', missing: ['shippingAddress'] });
    const shipped = await call(
      FAN2,
      'PUT',
      `/abo/self/contracts/${id}/addresses/shipping`,
      address('Mehmet', 'Özdemir'),
    );
    expect(shipped.body.status).toBe('NotConfirmed');

    const confirmed = await call(FAN2, 'POST', `/abo/self/contractmasterdata/${masterDataId}/confirm`);
    expect(confirmed.body).toEqual({ message: 'Confirmation successful', confirmedContractIds: [id] });
    // The renewal is confirmed by mail, with the contract, its price class and its price.
    const renewed = platform.devMail!.inbox.list(FAN2).find((mail) => mail.subject.includes('sind verlängert'));
    expect(renewed?.text).toContain(`(Vertragsnummer ${id})`);
    expect(renewed?.text).toMatch(/Preis: \d+,\d{2}\s€/);
    expect(renewed?.text).toMatch(/\/konto\/vertraege$/m);
    expect((await call(FAN2, 'GET', `/abo/self/contracts/${id}`)).body.status).toBe('Confirmed');
    expect((await call(FAN2, 'POST', `/abo/self/contractmasterdata/${masterDataId}/confirm`)).body.title).toBe(
      'CONTRACT_ALREADY_CONFIRMED',
    );
  });

  it('changes addresses, price class and ticket medium under the rules, for the subscriber only', async () => {
    const { id } = await fixtureContract(CLAUDIA, { recipient: PAUL });
    const invoice = { ...address('Claudia', 'Hoffmann'), street: 'Neue Straße 1' };
    const changed = await call(CLAUDIA, 'PUT', `/abo/self/contracts/${id}/addresses/invoice`, invoice);
    expect(changed.body.addresses).toEqual([expect.objectContaining({ type: 'invoice', street: 'Neue Straße 1' })]);
    // The account's address rules: a phone abroad, a country the club delivers to.
    const abroad = { ...invoice, countryCode: 'AT', city: 'Wien', postalCode: '1010' };
    expect(
      (await call(CLAUDIA, 'PUT', `/abo/self/contracts/${id}/addresses/invoice`, abroad)).body.errors,
    ).toHaveProperty('phone');
    const nowhere = { ...invoice, countryCode: 'ZZ' };
    expect(
      (await call(CLAUDIA, 'PUT', `/abo/self/contracts/${id}/addresses/invoice`, nowhere)).body.errors,
    ).toHaveProperty('countryCode');
    expect((await call(CLAUDIA, 'PUT', `/abo/self/contracts/${id}/addresses/billing`, invoice)).status).toBe(400);

    const price = await call(CLAUDIA, 'PATCH', `/abo/self/contracts/${id}/details`, { newPricingClass: 'ERM' });
    expect(price.body.pricingClass).toMatchObject({ code: 'ERM', price: 69 });
    for (const body of [
      { newPricingClass: 'KAT1' },
      { newShippingCode: 'DRONE' },
      {},
      { newPricingClass: 'SITZ', newShippingCode: 'POST' },
    ]) {
      expect((await call(CLAUDIA, 'PATCH', `/abo/self/contracts/${id}/details`, body)).status).toBe(400);
    }
    // Paul uses the ticket but asks Claudia for changes; others do not find it; acting for a club is refused.
    expect((await call(PAUL, 'PATCH', `/abo/self/contracts/${id}/details`, { newPricingClass: 'SITZ' })).status).toBe(
      403,
    );
    expect((await call(FAN, 'PATCH', `/abo/self/contracts/${id}/details`, { newPricingClass: 'SITZ' })).status).toBe(
      404,
    );
    expect(
      (await call('fanclub', 'PATCH', `/abo/self/contracts/${id}/details`, { newPricingClass: 'SITZ' })).body.title,
    ).toBe('PLATFORM_ACTIONS_ARE_NOT_ALLOWED');
    expect((await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body.pricingClass.code).toBe('ERM');
  });

  it('terminates to the renewal date with one of its reasons, irreversibly', async () => {
    const { id, masterDataId } = await fixtureContract(CLAUDIA, { recipient: PAUL });
    const reason = masterDataId * 10 + 1;
    expect((await call(CLAUDIA, 'DELETE', `/abo/self/contracts/${id}?terminationReasonId=11`)).status).toBe(400);
    const terminated = await call(CLAUDIA, 'DELETE', `/abo/self/contracts/${id}?terminationReasonId=${reason}`);
    expect(terminated.body).toMatchObject({
      status: 'Terminated',
      terminationReason: { id: reason, text: { de: 'Zu wenig Zeit für Heimspiele' } },
      upcomingSeason: { recipient: null },
    });
    expect(terminated.body.endsOn).toBe(terminated.body.renewalDate);
    expect(terminated.body.renewalDate).toMatch(/^\d{4}-07-01$/);
    // The cancellation is confirmed at once in text form (§ 312k BGB): what, when received, when it ends, why.
    const confirmation = platform
      .devMail!.inbox.list(CLAUDIA)
      .find((mail) => mail.subject.startsWith('Eingangsbestätigung deiner Kündigung'));
    const [year] = terminated.body.renewalDate.split('-');
    expect(confirmation?.text).toContain(`Vertragsnummer: ${id}`);
    expect(confirmation?.text).toMatch(/Kündigung eingegangen am: \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}/);
    expect(confirmation?.text).toContain(`Der Vertrag endet zum: 1. Juli ${year}`);
    expect(confirmation?.text).toContain('Angegebener Grund: Zu wenig Zeit für Heimspiele');
    const again = await call(CLAUDIA, 'DELETE', `/abo/self/contracts/${id}?terminationReasonId=${reason}`);
    expect(again).toMatchObject({ status: 409, body: { title: 'CONTRACT_TERMINATED' } });
    expect((await call(CLAUDIA, 'PATCH', `/abo/self/contracts/${id}/details`, { newPricingClass: 'ERM' })).status).toBe(
      409,
    );
    expect((await offer(CLAUDIA, 'recipient', id, FAN)).status).toBe(409);
    // The season ticket goes on this season; next season's list no longer has it.
    const upcoming = (await call(PAUL, 'GET', '/seasontickets/self/contracts?season=upcoming')).body.items;
    expect(upcoming.some((item: { contractId: number }) => item.contractId === id)).toBe(false);
  });
});

describe('a change of recipient', () => {
  it('mails the person an expiring link; their acceptance makes them next season’s recipient', async () => {
    const { id } = await fixtureContract(CLAUDIA, { recipient: PAUL });
    const started = await offer(CLAUDIA, 'recipient', id, FAN.toUpperCase());
    expect(started.status).toBe(201);
    const transfer = started.body;
    expect(transfer).toMatchObject({ kind: 'Recipient', state: 'Pending', direction: 'Sent', person: null });
    expect(new Date(transfer.expiresAt).getTime() - new Date(transfer.createdAt).getTime()).toBe(14 * 86_400_000);
    const mail = mailsTo(FAN, transfer.id)[0]!;
    expect(mail.subject).toBe('Claudia Hoffmann möchte dir eine Dauerkarte überlassen');
    expect(mail.text).toContain('„Dauerkarte Frauen“');
    expect(mail.links).toEqual([`${PORTAL}/konto/vertraege/empfaengerwechsel/${transfer.id}`]);
    expect((await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body).toMatchObject({
      status: 'PendingRecipient',
      pendingTransfer: { id: transfer.id, kind: 'Recipient' },
    });
    // One change at a time; the person sees it, a third does not.
    expect((await offer(CLAUDIA, 'recipient', id, FAN2)).body.title).toBe('CONTRACT_TRANSFER_PENDING');
    expect((await call(FAN, 'GET', `/abo/self/recipienttransfers/${transfer.id}`)).body).toMatchObject({
      direction: 'Received',
      subscriber: { firstName: 'Claudia', email: CLAUDIA },
      contract: { masterData: { name: { de: 'Dauerkarte Frauen' } } },
    });
    expect((await call(FAN2, 'GET', `/abo/self/recipienttransfers/${transfer.id}`)).status).toBe(404);
    expect((await call(FAN2, 'GET', `/abo/self/subscribertransfers/${transfer.id}`)).status).toBe(404);
    expect((await acceptRecipient(CLAUDIA, transfer.id)).status).toBe(403);
    expect((await call(FAN, 'PATCH', `/abo/self/recipienttransfers/${transfer.id}`, { accept: true })).status).toBe(
      400,
    );

    const accepted = await acceptRecipient(FAN, transfer.id, address('Lena', 'Fischer'));
    expect(accepted.body).toMatchObject({ state: 'Accepted' });
    const contract = (await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body;
    expect(contract).toMatchObject({
      status: 'Confirmed',
      recipient: { subjectId: idOf(PAUL) },
      upcomingSeason: { recipient: { subjectId: idOf(FAN), firstName: 'Lena' } },
    });
    expect(contract.addresses).toContainEqual(expect.objectContaining({ type: 'shipping', firstName: 'Lena' }));
    const answer = platform
      .devMail!.inbox.list(CLAUDIA)
      .find((entry) => entry.subject === 'Lena Fischer hat angenommen');
    expect(answer?.links).toEqual([`${PORTAL}/konto/vertraege/${id}`]);
    expect((await call(CLAUDIA, 'GET', `/abo/self/recipienttransfers/${transfer.id}`)).body.person).toEqual({
      firstName: 'Lena',
      lastName: 'Fischer',
    });
    // Lena now sees the contract she will use, read-only; accepting twice is refused.
    expect((await call(FAN, 'GET', `/abo/self/contracts/${id}`)).body.role).toBe('Recipient');
    expect((await acceptRecipient(FAN, transfer.id)).body.title).toBe('TRANSFER_NOT_PENDING');
  });

  it('refuses every person the one-ownership rule excludes, with its native code', async () => {
    const { id } = await fixtureContract(CLAUDIA, { masterDataId: 1, recipient: FAN2 });
    const codeFor = async (contract: number, email: string) =>
      (await offer(CLAUDIA, 'recipient', contract, email)).body.title;
    expect(await codeFor(id, 'niemand@club.example')).toBe('RECIPIENT_NOT_FOUND');
    expect(await codeFor(id, FAN2)).toBe('ALREADY_RECIPIENT');
    // Jürgen and Claudia hold a men's season ticket of their own already.
    expect(await codeFor(id, MEMBER)).toBe('ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA');
    expect(await codeFor(id, CLAUDIA)).toBe('ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA');
    const business = await contractOf(CLAUDIA, 3);
    expect(await codeFor(business.id, FAN)).toBe('CONTRACT_NOT_TRANSFERABLE');
    // Sabine becomes next season's recipient of this one: then she is its upcoming recipient, and another
    // men's season ticket cannot go to her.
    const started = (await offer(CLAUDIA, 'recipient', id, FANCLUB_ADMIN)).body;
    expect((await acceptRecipient(FANCLUB_ADMIN, started.id)).status).toBe(200);
    expect(await codeFor(id, FANCLUB_ADMIN)).toBe('ALREADY_UPCOMING_RECIPIENT');
    const { id: other } = await fixtureContract(PAUL, { masterDataId: 1 });
    const refused = await offer(PAUL, 'recipient', other, FANCLUB_ADMIN);
    expect(refused).toMatchObject({
      status: 422,
      body: { title: 'ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA' },
    });
  });

  it('lets exactly one of two concurrent acceptances for one person win', async () => {
    const first = await fixtureContract(CLAUDIA);
    const second = await fixtureContract(MEMBER, { masterDataId: first.masterDataId });
    const offers = [
      (await offer(CLAUDIA, 'recipient', first.id, COMPANY_ADMIN)).body,
      (await offer(MEMBER, 'recipient', second.id, COMPANY_ADMIN)).body,
    ];
    const answers = await Promise.all(offers.map((transfer) => acceptRecipient(COMPANY_ADMIN, transfer.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.title).toBe(
      'ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
    );
    const { rows } = await platform.db.query(
      `SELECT id FROM contracts WHERE master_data_id = $1 AND upcoming_recipient_account_id = $2`,
      [first.masterDataId, idOf(COMPANY_ADMIN)],
    );
    expect(rows).toHaveLength(1);
  });

  it('is not for a fan club: its admin accepts as herself or not at all', async () => {
    const { id } = await fixtureContract(PAUL);
    const transfer = (await offer(PAUL, 'recipient', id, FANCLUB_ADMIN)).body;
    const refused = await acceptRecipient('fanclub', transfer.id);
    expect(refused).toMatchObject({ status: 422, body: { title: 'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED' } });
    expect((await acceptRecipient('company', transfer.id)).status).toBe(404);
    expect((await call(PAUL, 'GET', `/abo/self/recipienttransfers/${transfer.id}`)).body.state).toBe('Pending');
  });

  it('is withdrawn by the subscriber, declined by the person with a reason, and expires', async () => {
    const { id } = await fixtureContract(PAUL);
    const withdrawn = (await offer(PAUL, 'recipient', id, FAN)).body;
    expect((await call(FAN, 'DELETE', `/abo/self/recipienttransfers/${withdrawn.id}`)).status).toBe(403);
    expect((await call(PAUL, 'DELETE', `/abo/self/recipienttransfers/${withdrawn.id}`)).status).toBe(204);
    expect((await acceptRecipient(FAN, withdrawn.id)).body).toMatchObject({ status: 409, reason: 'Withdrawn' });

    const declined = (await offer(PAUL, 'recipient', id, FAN)).body;
    const decline = (reason: string) =>
      call(FAN, 'PATCH', `/abo/self/recipienttransfers/${declined.id}`, { accept: false, reason });
    expect((await decline('   ')).status).toBe(400);
    expect((await decline('Bell\u0007')).status).toBe(400);
    expect((await decline('x'.repeat(501))).status).toBe(400);
    expect((await decline('Ich ziehe weg.')).body.state).toBe('Declined');
    expect((await call(PAUL, 'GET', `/abo/self/recipienttransfers/${declined.id}`)).body.reasonForDeclining).toBe(
      'Ich ziehe weg.',
    );
    expect(platform.devMail!.inbox.list(PAUL).some((entry) => entry.text.includes('Begründung: Ich ziehe weg.'))).toBe(
      true,
    );

    // The seeded change Jürgen offered Lena 20 days ago: its link has run out.
    const expired = expiredContractTransfers[0].id;
    expect((await call(FAN, 'GET', `/abo/self/recipienttransfers/${expired}`)).body.state).toBe('Expired');
    expect((await acceptRecipient(FAN, expired)).body).toMatchObject({ status: 410, title: 'TRANSFER_LINK_EXPIRED' });
    const member = await contractOf(MEMBER, 1);
    expect((await call(MEMBER, 'GET', `/abo/self/contracts/${member.id}`)).body.status).toBe('Confirmed');
  });
});

describe('a transfer to another subscriber', () => {
  it('refuses the current subscriber and unknown people; declined, nothing changes', async () => {
    const { id } = await fixtureContract(CLAUDIA, { recipient: PAUL });
    expect((await offer(CLAUDIA, 'subscriber', id, CLAUDIA)).body.title).toBe('SAME_SUBSCRIBER_AS_CURRENT');
    expect((await offer(CLAUDIA, 'subscriber', id, 'niemand@club.example')).body.title).toBe('SUBSCRIBER_NOT_FOUND');
    const transfer = (await offer(CLAUDIA, 'subscriber', id, PAUL)).body;
    expect(mailsTo(PAUL, transfer.id)[0]!.links).toEqual([`${PORTAL}/konto/vertraege/uebernahme/${transfer.id}`]);
    expect((await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body.status).toBe('PendingSubscriber');
    const declined = await call(PAUL, 'PATCH', `/abo/self/subscribertransfers/${transfer.id}`, {
      accept: false,
      reason: 'Zu teuer für mich',
    });
    expect(declined.body.state).toBe('Declined');
    expect((await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body).toMatchObject({
      status: 'Confirmed',
      subscriber: { subjectId: idOf(CLAUDIA) },
    });
  });

  it('ends the contract at the renewal date and continues it as the new subscriber’s', async () => {
    const { id, masterDataId } = await fixtureContract(CLAUDIA, { recipient: PAUL });
    const transfer = (await offer(CLAUDIA, 'subscriber', id, FAN2)).body;
    const accept = (body: object) => call(FAN2, 'PATCH', `/abo/self/subscribertransfers/${transfer.id}`, body);
    const complete = {
      accept: true,
      shippingAddress: address('Mehmet', 'Özdemir'),
      invoiceAddress: address('Mehmet', 'Özdemir'),
      paymentTokenId: 'tok_seed_card_fan2',
    };
    expect((await accept({ ...complete, paymentTokenId: undefined })).status).toBe(400);
    expect((await accept({ ...complete, paymentTokenId: 'tok_seed_sepa_abo' })).body.title).toBe(
      'PAYMENT_TOKEN_UNKNOWN',
    );
    expect((await accept(complete)).body.state).toBe('Accepted');

    const old = (await call(CLAUDIA, 'GET', `/abo/self/contracts/${id}`)).body;
    expect(old).toMatchObject({ status: 'Transferred', upcomingSeason: { recipient: null } });
    expect(old.endsOn).toBe(old.renewalDate);
    const taken = (await contractsOf(FAN2)).find((contract) => contract.status === 'SubscriberChanged')!;
    expect(taken).toMatchObject({
      role: 'Subscriber',
      subscriber: { subjectId: idOf(FAN2) },
      upcomingSeason: { recipient: { subjectId: idOf(FAN2) } },
      paymentTokenId: 'tok_seed_card_fan2',
      pricingClass: { code: 'SITZ' },
      startsOn: old.renewalDate,
    });
    expect(
      (await call(FAN2, 'POST', `/abo/self/contractmasterdata/${masterDataId}/confirm`)).body.confirmedContractIds,
    ).toContain(taken.id);
  });

  it('grows out of a pending recipient change, to the same person', async () => {
    const { id } = await fixtureContract(PAUL);
    const recipient = (await offer(PAUL, 'recipient', id, FAN)).body;
    expect((await call(FAN, 'POST', `/abo/self/recipienttransfers/${recipient.id}/transfersubscriber`)).status).toBe(
      404,
    );
    const converted = await call(PAUL, 'POST', `/abo/self/recipienttransfers/${recipient.id}/transfersubscriber`);
    expect(converted).toMatchObject({ status: 201, body: { kind: 'Subscriber', state: 'Pending', email: FAN } });
    expect((await call(PAUL, 'GET', `/abo/self/recipienttransfers/${recipient.id}`)).body).toMatchObject({
      state: 'Converted',
      convertedTo: converted.body.id,
    });
    expect(mailsTo(FAN, converted.body.id)[0]!.subject).toBe(
      'Paul Schneider möchte dir einen Dauerkartenvertrag übertragen',
    );
    expect((await call(PAUL, 'GET', `/abo/self/contracts/${id}`)).body.status).toBe('PendingSubscriber');
    expect((await call(PAUL, 'POST', `/abo/self/recipienttransfers/${recipient.id}/transfersubscriber`)).status).toBe(
      409,
    );
  });
});

describe('hostile input', () => {
  it('answers a 4xx, never a 500', async () => {
    const own = await contractOf(CLAUDIA, 1);
    const answers = await Promise.all([
      call(CLAUDIA, 'GET', '/abo/self/contracts/2147483648'),
      call(CLAUDIA, 'GET', '/abo/self/contracts/-1'),
      call(CLAUDIA, 'GET', '/abo/self/contracts?PageSize=10001'),
      call(CLAUDIA, 'GET', '/abo/self/recipienttransfers/not-a-uuid'),
      call(CLAUDIA, 'GET', `/abo/self/recipienttransfers/${randomUUID()}`),
      call(CLAUDIA, 'POST', '/abo/self/recipienttransfers', {
        contractId: own.id,
        recipientEmail: `${'a'.repeat(250)}@x.de`,
      }),
      call(CLAUDIA, 'POST', '/abo/self/recipienttransfers', { contractId: own.id, recipientEmail: 'a\u0000@x.de' }),
      call(CLAUDIA, 'POST', '/abo/self/subscribertransfers', { contractId: own.id, recipientEmail: FAN }),
      call(CLAUDIA, 'PATCH', `/abo/self/contracts/${own.id}/paymenttokenid`, { paymentTokenId: 'x'.repeat(101) }),
      call(CLAUDIA, 'PATCH', `/abo/self/contracts/${own.id}/details`, { newPricingClass: 'K'.repeat(41) }),
      call(CLAUDIA, 'PUT', `/abo/self/contracts/${own.id}/addresses/invoice`, {
        ...address('A', 'B'),
        city: 'x'.repeat(5000),
      }),
      call(CLAUDIA, 'DELETE', `/abo/self/contracts/${own.id}?terminationReasonId=1e400`),
      call(CLAUDIA, 'POST', '/abo/self/contractmasterdata/99999/confirm'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await call(CLAUDIA, 'GET', `/abo/self/contracts/${own.id}`)).body.status).toBe('NotConfirmed');
  });
});
