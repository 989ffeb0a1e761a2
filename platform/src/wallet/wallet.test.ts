import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { BarcodeSigner, verifyBarcode, type PublicBarcodeKey } from './barcode.ts';
import { TicketService } from './service.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    sepaSettleMs: 50,
  });
  for (const email of [
    'fan@club.example',
    'fan2@club.example',
    'mitglied@club.example',
    'fanclub@club.example',
    'firma@club.example',
  ])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
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

const call = (token: string | undefined, method: string, path: string, body?: unknown, key?: string) =>
  callPlatform(platform.url, method, path, body, { token, idempotencyKey: key });

interface TicketBody {
  id: number;
  kind: string;
  event: { id: number; kickoff: string | null; kickoffDate: string } | null;
  season: number | null;
  block: string;
  row: string | null;
  seat: string | null;
  orderId: string | null;
  barcode: string;
  isTransferable: boolean;
  contractId: number | null;
}

const list = async (token: string, path: string) => (await call(token, 'GET', path)).body.items as TicketBody[];
const keySet = async () => (await call(undefined, 'GET', '/tickets/barcodeKeys')).body as { keys: PublicBarcodeKey[] };

describe('wallet tickets', () => {
  it('lists upcoming day tickets soonest first and the archive newest first, each with a signed barcode', async () => {
    const upcoming = await list(tokens['fan@club.example']!, '/self/tickets');
    expect(await list(tokens['fan@club.example']!, '/self/tickets/upcoming')).toEqual(upcoming);
    expect(upcoming.map((ticket) => [ticket.block, ticket.row, ticket.seat])).toEqual([
      ['C', '12', '7'],
      ['C', '12', '8'],
      ['S3', null, null],
      ['A', '3', '11'],
    ]);
    // The last one's match has no kick-off time yet; the personalised ticket cannot be passed on.
    expect(upcoming[3]).toMatchObject({ isTransferable: false, event: { kickoff: null } });
    expect(upcoming.slice(0, 3).every((ticket) => ticket.isTransferable)).toBe(true);
    const dates = upcoming.map((ticket) => ticket.event!.kickoffDate);
    expect([...dates].sort()).toEqual(dates);

    const archive = await list(tokens['fan@club.example']!, '/self/tickets/archive');
    expect(archive.map((ticket) => ticket.event!.id)).toEqual([
      expect.any(Number),
      7999, // the cup tie, 40 days ago
    ]);
    expect(archive.every((ticket) => !ticket.isTransferable)).toBe(true);

    const keys = await keySet();
    expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    const claims = await verifyBarcode(upcoming[0]!.barcode, keys);
    expect(claims).toMatchObject({
      tid: upcoming[0]!.id,
      evt: upcoming[0]!.event!.id,
      hld: `a:${idOf('fan@club.example')}`,
      ver: 1,
    });
    // A barcode signed by anyone else, or changed in one character, is refused.
    const [header, payload, signature] = upcoming[0]!.barcode.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, tid: claims.tid + 1 })).toString('base64url')}.${signature}`;
    await expect(verifyBarcode(forged, keys)).rejects.toThrow();
    const flipped = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    await expect(verifyBarcode(`${header}.${payload}.${flipped}`, keys)).rejects.toThrow();
  });

  it('shows one ticket with its order, terms and venue rules to its holder only', async () => {
    const [first] = await list(tokens['fan@club.example']!, '/self/tickets');
    const detail = await call(tokens['fan@club.example'], 'GET', `/self/tickets/${first!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: first!.id,
      serialNumber: expect.stringMatching(/^TS-\d{4}-\d{6}$/),
      orderId: 'T-104711',
      price: 45,
      currency: 'EUR',
      pricingClass: { de: 'Vollzahler', en: 'Adult' },
      venue: { name: 'Südstadt-Arena', city: 'Südstadt' },
      terms: { de: expect.stringContaining('Ticket-Geschäftsbedingungen'), en: expect.any(String) },
      venueRules: { de: expect.stringContaining('Stadionordnung'), en: expect.any(String) },
    });
    // Another person, a token acting for an organisation, an unknown id: not found.
    expect((await call(tokens['fan2@club.example'], 'GET', `/self/tickets/${first!.id}`)).status).toBe(404);
    expect((await call(await actingFor('fanclub@club.example', 501), 'GET', `/self/tickets/${first!.id}`)).status).toBe(
      404,
    );
    expect((await call(tokens['fan@club.example'], 'GET', '/self/tickets/999999')).status).toBe(404);
    expect((await call(undefined, 'GET', `/self/tickets/${first!.id}`)).status).toBe(401);
    for (const path of [
      '/self/tickets/0',
      '/self/tickets/abc',
      '/self/tickets/99999999999',
      '/self/tickets?PageSize=1001',
    ])
      expect((await call(tokens['fan@club.example'], 'GET', path)).status, path).toBe(400);
  });

  it('hides the order of a ticket passed on: the new holder sees it with a barcode of version 2', async () => {
    const archive = await list(tokens['fan2@club.example']!, '/self/tickets/archive');
    const given = archive.find((ticket) => ticket.orderId === null)!;
    expect(given).toBeDefined();
    expect(await verifyBarcode(given.barcode, await keySet())).toMatchObject({
      hld: `a:${idOf('fan2@club.example')}`,
      ver: 2,
    });
  });

  it('lists season tickets by season: a contract’s, an organisation’s, the archive', async () => {
    const current = await list(tokens['mitglied@club.example']!, '/self/seasonTickets');
    expect(await list(tokens['mitglied@club.example']!, '/self/seasonTickets/current')).toEqual(current);
    expect(current).toEqual([
      expect.objectContaining({
        kind: 'SeasonTicket',
        block: 'D',
        contractId: expect.any(Number),
        isTransferable: false,
      }),
    ]);
    const archive = await list(tokens['mitglied@club.example']!, '/self/seasonTickets/archive');
    expect(archive).toEqual([expect.objectContaining({ season: current[0]!.season! - 1, contractId: null })]);
    expect(await verifyBarcode(current[0]!.barcode, await keySet())).toMatchObject({ ssn: current[0]!.season });

    const company = await actingFor('firma@club.example', 502);
    const seats = await list(company, '/self/seasonTickets');
    expect(seats.map((ticket) => [ticket.block, ticket.seat, ticket.isTransferable])).toEqual([
      ['B1', '1', true],
      ['B1', '2', true],
    ]);
    expect(await list(tokens['firma@club.example']!, '/self/seasonTickets')).toEqual([]);
    expect(await verifyBarcode(seats[0]!.barcode, await keySet())).toMatchObject({ hld: 'o:502' });
  });

  it('pages a scope with its total', async () => {
    const page = await call(tokens['fan@club.example'], 'GET', '/self/tickets/upcoming?PageSize=3&Page=2');
    expect(page.body).toMatchObject({ page: 2, pageSize: 3, totalCount: 4, hasNextPage: false });
    expect(page.body.items).toHaveLength(1);
    const first = await call(tokens['fan@club.example'], 'GET', '/self/tickets/upcoming?PageSize=3&Page=1');
    expect(first.body).toMatchObject({ totalCount: 4, hasNextPage: true });
  });
});

describe('events, assets and barcode keys', () => {
  it('answers an event publicly and cacheably', async () => {
    const event = await call(undefined, 'GET', '/events/7999');
    expect(event.status).toBe(200);
    expect(event.headers.get('cache-control')).toBe('public, max-age=60');
    expect(event.body).toMatchObject({
      id: 7999,
      name: 'SC Südstadt 1899 – Borussia Westfeld',
      opponent: 'Borussia Westfeld',
      isHomeMatch: true,
      competition: 'Pokal',
      venue: { name: 'Südstadt-Arena', street: 'Arenaallee 1' },
    });
    expect((await call(undefined, 'GET', '/events/1')).status).toBe(404);
    expect((await call(undefined, 'GET', '/events/x')).status).toBe(400);
    expect((await call(undefined, 'GET', '/tickets/barcodeKeys')).headers.get('cache-control')).toContain('public');
  });

  it('answers asset templates and the person’s assets, paged', async () => {
    const templates = await call(tokens['fan@club.example'], 'GET', '/assetTemplates');
    expect(templates.body).toMatchObject({ totalCount: 2, pageSize: 1000, hasNextPage: false });
    const assets = await call(tokens['mitglied@club.example'], 'GET', '/assets?PageSize=1000&Page=1');
    expect(assets.body.items).toEqual([
      expect.objectContaining({ assetTemplate: expect.objectContaining({ type: 'SCSuedstadt1899MembershipBadge' }) }),
    ]);
    expect((await call(undefined, 'GET', '/assets')).status).toBe(401);
    expect((await call(undefined, 'GET', '/assetTemplates')).status).toBe(401);
  });
});

describe('tickets bought through the checkout', () => {
  const home = {
    firstName: 'Mehmet',
    lastName: 'Özdemir',
    street: 'Schillerstraße 3',
    postalCode: '12349',
    city: 'Südstadt',
    countryCode: 'DE',
    phone: '+49 170 7654321',
  };

  async function fill(email: string, items: { sku: string; quantity: number; shippingCode?: string }[]) {
    await platform.db.query(`DELETE FROM carts WHERE owner = $1`, [`account:${idOf(email)}`]);
    for (const item of items) {
      const added = await call(tokens[email], 'POST', '/carts/self/items?countryCode=DE', {
        sku: item.sku,
        quantity: item.quantity,
        userOptionValues: [],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      if (item.shippingCode) {
        const cartItem = added.body.orders
          .flatMap((order: { items: { id: number; sku: string }[] }) => order.items)
          .find((entry: { sku: string }) => entry.sku === item.sku);
        const changed = await call(tokens[email], 'PUT', `/carts/self/items/${cartItem.id}?countryCode=DE`, {
          shippingCode: item.shippingCode,
        });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      }
    }
  }

  it('issues one wallet ticket per unit when an order on account is placed, seats numbered on', async () => {
    const before = await list(tokens['fan2@club.example']!, '/self/tickets');
    await fill('fan2@club.example', [
      { sku: 'TK-2002', quantity: 2 },
      { sku: 'TK-2001', quantity: 1, shippingCode: 'Standard' },
    ]);
    const started = await call(
      tokens['fan2@club.example'],
      'POST',
      '/checkouts/purchaseOnAccount',
      { shippingAddress: home, billingAddress: home },
      randomUUID(),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const number = started.body.checkout.transactions[0].orders[0].number as string;

    const after = await list(tokens['fan2@club.example']!, '/self/tickets');
    const bought = after.filter((ticket) => ticket.orderId === number);
    // Block C of the next home match had row 12 seats 7 and 8 sold (fan@'s): these are seats 9 and 10.
    expect(bought.map((ticket) => [ticket.block, ticket.row, ticket.seat]).sort()).toEqual([
      ['C', '12', '10'],
      ['C', '12', '9'],
      ['S3', null, null],
    ]);
    expect(after).toHaveLength(before.length + 3);
    // The posted standing ticket is on paper: it cannot change hands in the wallet.
    const paper = bought.find((ticket) => ticket.block === 'S3')!;
    expect((await call(tokens['fan2@club.example'], 'GET', `/self/tickets/${paper.id}`)).body).toMatchObject({
      media: 'HardTicket',
      isTransferable: false,
      pricingClass: { de: 'Stehplatz' },
      price: 18,
    });
    const seat = bought.find((ticket) => ticket.seat === '9')!;
    expect((await call(tokens['fan2@club.example'], 'GET', `/self/tickets/${seat.id}`)).body).toMatchObject({
      media: 'MobileTicket',
      isTransferable: true,
      price: 45,
    });

    // Issuing again (a settlement repeated) adds nothing.
    const tickets = new TicketService(platform.db, new BarcodeSigner());
    expect(await platform.db.transaction((tx) => tickets.issueForCheckout(tx, started.body.checkoutId))).toBe(0);
  });

  it('issues free tickets without payment, and SEPA-paid tickets once the payment settles', async () => {
    await fill('fan@club.example', [{ sku: 'TK-2004', quantity: 1 }]);
    const free = await call(
      tokens['fan@club.example'],
      'POST',
      '/checkouts/nopayment',
      {
        shippingAddress: { ...home, firstName: 'Lena', lastName: 'Fischer' },
        billingAddress: { ...home, firstName: 'Lena', lastName: 'Fischer' },
      },
      randomUUID(),
    );
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    const freeNumber = free.body.checkout.transactions[0].orders[0].number as string;
    expect((await list(tokens['fan@club.example']!, '/self/tickets')).filter((t) => t.orderId === freeNumber)).toEqual([
      expect.objectContaining({ block: 'F1', row: '1', seat: '1' }),
    ]);

    // fan@ is in the SEPA tester group: the order waits for the debit, then its ticket arrives.
    await fill('fan@club.example', [{ sku: 'TK-2001', quantity: 1 }]);
    const sepa = await call(
      tokens['fan@club.example'],
      'POST',
      '/checkouts/sepa/mandates',
      {
        shippingAddress: { ...home, firstName: 'Lena', lastName: 'Fischer' },
        billingAddress: { ...home, firstName: 'Lena', lastName: 'Fischer' },
        sepa: { accountHolder: 'Lena Fischer', iban: 'DE89370400440532013000' },
      },
      randomUUID(),
    );
    expect(sepa.status, JSON.stringify(sepa.body)).toBe(201);
    const sepaNumber = sepa.body.checkout.transactions[0].orders[0].number as string;
    expect(sepa.body.checkout.status).toBe('PaymentPending');
    await expect
      .poll(async () =>
        (await list(tokens['fan@club.example']!, '/self/tickets')).filter((t) => t.orderId === sepaNumber),
      )
      .toEqual([expect.objectContaining({ block: 'S3' })]);
  });
});
