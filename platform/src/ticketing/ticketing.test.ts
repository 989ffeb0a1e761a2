import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from '../../test/http.ts';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { matchesOnSale } from '../db/seed/ticketing.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
let nextMatch: number;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    testClock: true,
  });
  for (const email of ['fan@club.example', 'mitglied@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  nextMatch = matchesOnSale(new Date())[0]!.id;
}, 60_000);
afterAll(() => platform.close());

type Who = { token: string } | { anonymous: string };

function call(who: Who, method: string, path: string, body?: unknown) {
  const url = new URL(path, platform.url);
  if ('anonymous' in who) url.searchParams.set('anonymousUserId', who.anonymous);
  return callPlatform(platform.url, method, url.href, body, { token: 'token' in who ? who.token : undefined });
}

async function anonymous(): Promise<Who> {
  const response = await fetch(`${platform.url}/carts/anonymousUser`, { method: 'POST' });
  return { anonymous: ((await response.json()) as { userId: string }).userId };
}

const addTickets = (who: Who, body: unknown) => call(who, 'POST', '/carts/self/tickets?countryCode=DE', body);
const offerOf = async (eventId: number) =>
  (await call({ anonymous: '' }, 'GET', `/ticketing/v1/matches/${eventId}/offer`)).body;
const blockOf = async (eventId: number, block: string) =>
  (await offerOf(eventId)).blocks.find((entry: { block: string }) => entry.block === block);
const advanceClock = (ms: number) => callPlatform(platform.url, 'POST', '/dev/clock', { advanceMs: ms });

/** Leaves `free` places of a block unsold (capacity = what is taken + free). */
async function leaveFree(eventId: number, block: string, free: number) {
  await platform.db.query('UPDATE match_blocks SET capacity = taken + $3 WHERE event_id = $1 AND block = $2', [
    eventId,
    block,
    free,
  ]);
}

describe('the box office', () => {
  it('offers a match’s blocks by category with free places and price classes; a match without a sale is 404', async () => {
    const offer = await offerOf(nextMatch);
    expect(offer).toMatchObject({ eventId: nextMatch, perPersonLimit: null, reservationMinutes: 15, onSale: true });
    expect((await offerOf(matchesOnSale(new Date())[1]!.id)).perPersonLimit).toBe(4);
    expect(offer.blocks.map((block: { block: string }) => block.block)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F1',
      'S1',
      'S2',
      'S3',
    ]);
    const family = offer.blocks.find((block: { block: string }) => block.block === 'F1');
    expect(family.prices.map((price: { priceClass: string }) => price.priceClass)).toEqual([
      'Adult',
      'Member',
      'Reduced',
      'Child',
    ]);
    expect(family.prices.find((price: { priceClass: string }) => price.priceClass === 'Child')).toMatchObject({
      price: 0,
      sku: 'TK-2004',
    });
    expect(family).toMatchObject({
      area: { de: 'Familienblock', en: 'Family block' },
      category: 4,
      seated: true,
      state: 'Available',
    });

    expect((await call({ anonymous: '' }, 'GET', '/ticketing/v1/matches/7001/offer')).status).toBe(404);
    for (const id of ['0', '-1', 'abc', '99999999999', '1%00'])
      expect((await call({ anonymous: '' }, 'GET', `/ticketing/v1/matches/${id}/offer`)).status).toBe(400);
  });

  it('holds the best available places of a category, shown in the cart with their reservation', async () => {
    const shopper = await anonymous();
    const before = await blockOf(nextMatch, 'C');
    const added = await addTickets(shopper, {
      eventId: nextMatch,
      category: 2,
      quantities: [{ priceClass: 'Adult', quantity: 2 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const item = added.body.orders.find((order: { type: string }) => order.type === 'Ticket').items[0];
    expect(item).toMatchObject({ sku: 'TK-2002', quantity: 2 });
    expect(item.expiresIn).toBeGreaterThan(14 * 60);
    expect((await blockOf(nextMatch, 'C')).available).toBe(before.available - 2);
    // Fewer of them in the cart: the hold shrinks with the item.
    const fewer = await call(shopper, 'PUT', `/carts/self/items/${item.id}`, { quantity: 1 });
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
    expect((await blockOf(nextMatch, 'C')).available).toBe(before.available - 1);
    await call(shopper, 'DELETE', `/carts/self/items/${item.id}`);
    expect((await blockOf(nextMatch, 'C')).available).toBe(before.available);
  });

  it('puts the price classes asked for into the block picked, each held', async () => {
    const shopper = await anonymous();
    const added = await addTickets(shopper, {
      eventId: nextMatch,
      block: 'F1',
      quantities: [
        { priceClass: 'Adult', quantity: 1 },
        { priceClass: 'Child', quantity: 1 },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const items = added.body.orders.find((order: { type: string }) => order.type === 'Ticket').items;
    expect(items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity]).sort()).toEqual([
      ['TK-2004', 1],
      [`TK-${nextMatch}-F1-ADULT`, 1],
    ]);
    const { rows } = await platform.db.query<{ held: string }>(
      "SELECT sum(quantity) AS held FROM seat_holds WHERE holder = $1 AND block = 'F1'",
      [`anonymous:${(shopper as { anonymous: string }).anonymous}`],
    );
    expect(Number(rows[0]!.held)).toBe(2);
  });

  it('tells apart places held by other carts (free again when their hold runs out) and a sold-out block', async () => {
    await leaveFree(nextMatch, 'E', 3);
    const first = await anonymous();
    const second = await anonymous();
    const held = await addTickets(first, {
      eventId: nextMatch,
      block: 'E',
      quantities: [{ priceClass: 'Adult', quantity: 3 }],
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await blockOf(nextMatch, 'E')).state).toBe('HeldByOthers');

    const refused = await addTickets(second, {
      eventId: nextMatch,
      block: 'E',
      quantities: [{ priceClass: 'Reduced', quantity: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'TICKETS_HELD_BY_OTHERS', available: 0 });
    expect(Date.parse(refused.body.freeAgainAt)).toBeGreaterThan(Date.now());
    // Best available in that category finds the other block of it.
    const other = await addTickets(second, {
      eventId: nextMatch,
      category: 3,
      quantities: [{ priceClass: 'Adult', quantity: 1 }],
    });
    expect(other.status).toBe(200);
    expect(other.body.orders[0].items[0].sku).toBe(`TK-${nextMatch}-D-ADULT`);

    // The first cart's 15 minutes pass: its item has run out, and its places are free for the second.
    await advanceClock(16 * 60_000);
    const expired = await call(first, 'GET', '/carts/self?countryCode=DE');
    expect(expired.body.orders[0].validationErrors).toContainEqual(
      expect.objectContaining({ errorCode: 'CARTITEM_EXPIRED' }),
    );
    const now = await addTickets(second, {
      eventId: nextMatch,
      block: 'E',
      quantities: [{ priceClass: 'Reduced', quantity: 1 }],
    });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    // Its run-out hold was swept when the block was held again: none is left behind.
    const { rows } = await platform.db.query<{ count: string }>(
      "SELECT count(*) FROM seat_holds WHERE event_id = $1 AND block = 'E' AND expires_at <= $2",
      [nextMatch, new Date(Date.now() + 16 * 60_000)],
    );
    expect(Number(rows[0]!.count)).toBe(0);
    // A quantity change cannot revive the run-out item.
    const itemId = expired.body.orders[0].items[0].id;
    const revived = await call(first, 'PUT', `/carts/self/items/${itemId}`, { quantity: 2 });
    expect(revived.body).toMatchObject({ errorCode: 'CARTITEM_EXPIRED' });

    await leaveFree(nextMatch, 'B', 0);
    const soldOut = await addTickets(second, {
      eventId: nextMatch,
      block: 'B',
      quantities: [{ priceClass: 'Adult', quantity: 1 }],
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ errorCode: 'TICKETS_SOLD_OUT', available: 0 });
    expect((await blockOf(nextMatch, 'B')).state).toBe('SoldOut');
  });

  it('sells exactly the last 10 places to 200 buyers at once, and leaves no hold behind once they run out', async () => {
    const match = matchesOnSale(new Date())[1]!.id;
    await leaveFree(match, 'A', 10);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => anonymous()));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        addTickets(buyer, { eventId: match, block: 'A', quantities: [{ priceClass: 'Adult', quantity: 1 }] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals).toHaveLength(190);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(['TICKETS_HELD_BY_OTHERS', 'TICKETS_SOLD_OUT']).toContain(refusal.body.errorCode);
    }
    const held = await platform.db.query<{ held: string }>(
      "SELECT sum(quantity) AS held FROM seat_holds WHERE event_id = $1 AND block = 'A'",
      [match],
    );
    expect(Number(held.rows[0]!.held)).toBe(10);

    await advanceClock(16 * 60_000);
    const { sweepExpiredHolds } = await import('./holds.ts');
    await sweepExpiredHolds(platform.db, new Date(Date.now() + 60 * 60_000));
    const left = await platform.db.query<{ count: string }>('SELECT count(*) FROM seat_holds WHERE event_id = $1', [
      match,
    ]);
    expect(Number(left.rows[0]!.count)).toBe(0);
    expect((await blockOf(match, 'A')).available).toBe(10);
  }, 120_000);

  it('keeps a person to the match’s limit, across blocks and what they bought', async () => {
    const match = matchesOnSale(new Date())[2]!.id;
    const fan = { token: tokens['mitglied@club.example']! };
    await platform.db.query(
      "DELETE FROM carts WHERE owner LIKE 'account:%' AND owner = (SELECT 'account:' || id FROM accounts WHERE email = 'mitglied@club.example')",
    );
    expect(
      (await addTickets(fan, { eventId: match, block: 'D', quantities: [{ priceClass: 'Adult', quantity: 3 }] }))
        .status,
    ).toBe(200);
    const over = await addTickets(fan, {
      eventId: match,
      block: 'S1',
      quantities: [{ priceClass: 'Member', quantity: 2 }],
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ errorCode: 'TICKET_LIMIT_PER_MATCH_REACHED', available: 1 });
    expect(
      (await addTickets(fan, { eventId: match, block: 'S1', quantities: [{ priceClass: 'Member', quantity: 1 }] }))
        .status,
    ).toBe(200);
  });

  it('turns held places into wallet tickets with numbered seats at the checkout, and frees nothing twice', async () => {
    const fan = { token: tokens['fan@club.example']! };
    await platform.db.query(
      "DELETE FROM carts WHERE owner = (SELECT 'account:' || id FROM accounts WHERE email = 'fan@club.example')",
    );
    const match = matchesOnSale(new Date())[3]!.id;
    const before = await blockOf(match, 'F1');
    const added = await addTickets(fan, {
      eventId: match,
      block: 'F1',
      quantities: [{ priceClass: 'Child', quantity: 2 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const address = {
      salutation: 'Frau',
      firstName: 'Lena',
      lastName: 'Fischer',
      street: 'Südkurvenweg',
      houseNumber: '7',
      postalCode: '79100',
      city: 'Südstadt',
      countryCode: 'DE',
      phone: '+49 761 123456',
    };
    const paid = await callPlatform(
      platform.url,
      'POST',
      '/checkouts/nopayment',
      { shippingAddress: address, billingAddress: address },
      {
        token: fan.token,
        idempotencyKey: randomUUID(),
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const { rows: tickets } = await platform.db.query<{ block: string; row_label: string; seat_label: string }>(
      `SELECT block, row_label, seat_label FROM tickets WHERE event_id = $1 AND block = 'F1'
         AND owner = (SELECT 'account:' || id FROM accounts WHERE email = 'fan@club.example') ORDER BY id`,
      [match],
    );
    expect(tickets).toHaveLength(2);
    expect(tickets.every((ticket) => ticket.row_label && ticket.seat_label)).toBe(true);
    const after = await blockOf(match, 'F1');
    expect(after.available).toBe(before.available - 2);
    expect(after.unsold).toBe(before.unsold - 2);
    const { rows: holds } = await platform.db.query('SELECT 1 FROM seat_holds WHERE event_id = $1', [match]);
    expect(holds).toHaveLength(0);
  });

  it('refuses hostile input with a 4xx and holds nothing', async () => {
    const shopper = await anonymous();
    const cases: [unknown, number][] = [
      [{ eventId: nextMatch, quantities: [{ priceClass: 'Adult', quantity: -1 }] }, 400],
      [{ eventId: nextMatch, quantities: [{ priceClass: 'Adult', quantity: 21 }] }, 400],
      [{ eventId: nextMatch, quantities: [{ priceClass: 'Adult', quantity: 0 }] }, 400],
      [{ eventId: nextMatch, quantities: [] }, 400],
      [{ eventId: nextMatch, quantities: [{ priceClass: 'VIP', quantity: 1 }] }, 400],
      [
        {
          eventId: nextMatch,
          quantities: [
            { priceClass: 'Adult', quantity: 1 },
            { priceClass: 'Adult', quantity: 1 },
          ],
        },
        400,
      ],
      [{ eventId: nextMatch, block: 'c', quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: nextMatch, block: 'C\u0000', quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: nextMatch, block: 'X'.repeat(5000), quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: nextMatch, block: 'Z9', quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 404],
      [{ eventId: nextMatch, block: 'S1', quantities: [{ priceClass: 'Child', quantity: 1 }] }, 400],
      [{ eventId: nextMatch, category: 9, quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: -5, quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: 2 ** 40, quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 400],
      [{ eventId: 7001, quantities: [{ priceClass: 'Adult', quantity: 1 }] }, 404],
    ];
    for (const [body, status] of cases) {
      const answer = await addTickets(shopper, body);
      expect(answer.status, `${JSON.stringify(body).slice(0, 120)} → ${JSON.stringify(answer.body)}`).toBe(status);
    }
    const { rows } = await platform.db.query('SELECT 1 FROM seat_holds WHERE holder = $1', [
      `anonymous:${(shopper as { anonymous: string }).anonymous}`,
    ]);
    expect(rows).toHaveLength(0);
    // Another person's cart item cannot be changed to hold places.
    const other = await anonymous();
    const added = await addTickets(other, {
      eventId: nextMatch,
      block: 'D',
      quantities: [{ priceClass: 'Adult', quantity: 1 }],
    });
    const itemId = added.body.orders[0].items[0].id;
    expect((await call(shopper, 'PUT', `/carts/self/items/${itemId}`, { quantity: 4 })).status).toBe(404);
    // The test clock is not for anyone to turn back or far ahead.
    expect((await advanceClock(-1)).status).toBe(400);
    expect((await advanceClock(10 ** 12)).status).toBe(400);
  });
});
