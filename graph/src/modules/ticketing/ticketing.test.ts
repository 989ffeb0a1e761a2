import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@club/platform';
import { matchesOnSale, signIn } from '@club/platform/testing';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';

let platform: PlatformUnderTest;
let client: GraphClient;
let matchIds: number[];

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  matchIds = matchesOnSale(new Date()).map((match) => match.id);
});
afterAll(() => platform.platform.close());

/** A browser-like session: keeps the graph's cookies (the anonymous cart's) and sends them back. */
function session(bearer?: string) {
  const jar = new Map<string, string>();
  return async (query: string, variables: Record<string, unknown> = {}, language = 'de') => {
    const response = await client.graph.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
      if (value) jar.set(name, value);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
    return (await response.json()) as { data: any; errors?: unknown[] };
  };
}

const OFFER = `query Offer($id: Int!, $language: Language) {
  match(id: $id) {
    homeTeam
    ticketOffer {
      onSale perPersonLimit reservationMinutes saleEndsAt
      categories { number areas(language: $language) fromPrice { amount } available largestBlockAvailable }
      blocks { name area(language: $language) category seated available state
        prices { priceClass label(language: $language) proof(language: $language) price { amount currencyCode } } }
    }
  }
}`;

const ADD = `mutation Add($input: CartTicketsAddInput!) {
  cartTicketsAdd(input: $input) {
    __typename
    ... on CartTicketsAddSuccess { cart { itemCount orders { kind items { sku quantity reservationMinutesLeft } } } }
    ... on Error { code message }
    ... on TicketsSoldOutError { available }
    ... on TicketsHeldByOthersError { available freeAgainAt }
    ... on TicketLimitReachedError { remaining }
    ... on InvalidInputError { field }
  }
}`;

describe('the box office in the graph', () => {
  it('shows a home match’s blocks, categories and prices in the language asked for; other matches have none', async () => {
    const run = session();
    const german = await run(OFFER, { id: matchIds[1] });
    const offer = german.data.match.ticketOffer;
    expect(offer).toMatchObject({ onSale: true, perPersonLimit: 4, reservationMinutes: 15 });
    expect(offer.categories.map((category: { number: number }) => category.number)).toEqual([1, 2, 3, 4, 5]);
    expect(offer.categories[0]).toMatchObject({ areas: ['Haupttribüne'], fromPrice: { amount: '55.00' } });
    const family = offer.blocks.find((block: { name: string }) => block.name === 'F1');
    expect(family.prices.map((price: { priceClass: string }) => price.priceClass)).toEqual([
      'ADULT',
      'MEMBER',
      'REDUCED',
      'CHILD',
    ]);
    expect(family.prices[0]).toMatchObject({
      label: 'Vollzahler',
      proof: null,
      price: { amount: '25.00', currencyCode: 'EUR' },
    });
    expect(family.prices[3]).toMatchObject({ price: { amount: '0.00' } });
    expect(family.prices[3].proof).toMatch(/Familienblock/);

    const english = await run(OFFER, { id: matchIds[1], language: 'EN' });
    const englishFamily = english.data.match.ticketOffer.blocks.find((block: { name: string }) => block.name === 'F1');
    expect(englishFamily).toMatchObject({ area: 'Family block' });
    expect(englishFamily.prices[2]).toMatchObject({ label: 'Reduced' });
    expect(englishFamily.prices[2].proof).toMatch(/show proof at the gate/);
    const japanese = await run(OFFER, { id: matchIds[1], language: 'JA' });
    expect(japanese.data.match.ticketOffer.blocks[0].prices[1].proof).toMatch(/会員証/);

    // An away match (7001 is the first round's, at the opponent's) sells nothing here: null, not an error.
    const away = await run(OFFER, { id: 7002 });
    expect(away.errors).toBeUndefined();
    expect(away.data.match.ticketOffer).toBeNull();
  });

  it('adds the best available tickets to an anonymous cart with their reservation', async () => {
    const run = session();
    const added = await run(ADD, {
      input: { matchId: matchIds[1], category: 1, quantities: [{ priceClass: 'ADULT', quantity: 2 }] },
    });
    expect(added.data.cartTicketsAdd.__typename).toBe('CartTicketsAddSuccess');
    const tickets = added.data.cartTicketsAdd.cart.orders.find((order: { kind: string }) => order.kind === 'TICKETS');
    expect(tickets.items).toEqual([{ sku: `TK-${matchIds[1]}-A-ADULT`, quantity: 2, reservationMinutesLeft: 15 }]);
  });

  it('answers every refusal of the box office as its typed error', async () => {
    const run = session();
    const match = matchIds[2]!;
    await platform.platform.db.query(
      "UPDATE match_blocks SET capacity = taken + 2 WHERE event_id = $1 AND block = 'B'",
      [match],
    );
    const first = await run(ADD, {
      input: { matchId: match, block: 'B', quantities: [{ priceClass: 'ADULT', quantity: 2 }] },
    });
    expect(first.data.cartTicketsAdd.__typename).toBe('CartTicketsAddSuccess');

    const other = session();
    const held = await other(ADD, {
      input: { matchId: match, block: 'B', quantities: [{ priceClass: 'ADULT', quantity: 1 }] },
    });
    expect(held.data.cartTicketsAdd).toMatchObject({
      __typename: 'TicketsHeldByOthersError',
      code: 'TICKETS_HELD_BY_OTHERS',
      available: 0,
    });
    expect(Date.parse(held.data.cartTicketsAdd.freeAgainAt)).toBeGreaterThan(Date.now());
    expect(held.data.cartTicketsAdd.message).toMatch(/anderen Warenkörben/);

    await platform.platform.db.query("UPDATE match_blocks SET capacity = taken WHERE event_id = $1 AND block = 'A'", [
      match,
    ]);
    const soldOut = await other(
      ADD,
      { input: { matchId: match, block: 'A', quantities: [{ priceClass: 'ADULT', quantity: 1 }] } },
      'en',
    );
    expect(soldOut.data.cartTicketsAdd).toMatchObject({ __typename: 'TicketsSoldOutError', available: 0 });
    expect(soldOut.data.cartTicketsAdd.message).toMatch(/Not that many places/);

    const fan = session(
      (await signIn(platform.platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD)).access_token,
    );
    expect(
      (await fan(ADD, { input: { matchId: match, block: 'S2', quantities: [{ priceClass: 'ADULT', quantity: 3 }] } }))
        .data.cartTicketsAdd.__typename,
    ).toBe('CartTicketsAddSuccess');
    const limit = await fan(ADD, {
      input: { matchId: match, block: 'S2', quantities: [{ priceClass: 'REDUCED', quantity: 2 }] },
    });
    expect(limit.data.cartTicketsAdd).toMatchObject({
      __typename: 'TicketLimitReachedError',
      code: 'TICKET_LIMIT_PER_MATCH_REACHED',
      remaining: 1,
    });

    const unknownBlock = await other(ADD, {
      input: { matchId: match, block: 'Z9', quantities: [{ priceClass: 'ADULT', quantity: 1 }] },
    });
    expect(unknownBlock.data.cartTicketsAdd.__typename).toBe('NotFoundError');
  });

  it('refuses hostile input before any call to the box office', async () => {
    const run = session();
    platform.reset();
    const cases: [Record<string, unknown>, string][] = [
      [{ matchId: 0, quantities: [{ priceClass: 'ADULT', quantity: 1 }] }, 'matchId'],
      [{ matchId: -3, quantities: [{ priceClass: 'ADULT', quantity: 1 }] }, 'matchId'],
      [{ matchId: matchIds[1], block: 'b\u0000', quantities: [{ priceClass: 'ADULT', quantity: 1 }] }, 'block'],
      [{ matchId: matchIds[1], block: 'A'.repeat(4000), quantities: [{ priceClass: 'ADULT', quantity: 1 }] }, 'block'],
      [{ matchId: matchIds[1], category: 6, quantities: [{ priceClass: 'ADULT', quantity: 1 }] }, 'category'],
      [{ matchId: matchIds[1], quantities: [] }, 'quantities'],
      [{ matchId: matchIds[1], quantities: [{ priceClass: 'ADULT', quantity: -1 }] }, 'quantities'],
      [{ matchId: matchIds[1], quantities: [{ priceClass: 'ADULT', quantity: 21 }] }, 'quantities'],
      [{ matchId: matchIds[1], quantities: [{ priceClass: 'ADULT', quantity: 0 }] }, 'quantities'],
      [
        {
          matchId: matchIds[1],
          quantities: [
            { priceClass: 'ADULT', quantity: 1 },
            { priceClass: 'ADULT', quantity: 1 },
          ],
        },
        'quantities',
      ],
    ];
    for (const [input, field] of cases) {
      const answer = await run(ADD, { input });
      expect(answer.data.cartTicketsAdd, JSON.stringify(input).slice(0, 80)).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
    }
    expect(platform.callsTo('/carts/self/tickets')).toHaveLength(0);
  });
});
