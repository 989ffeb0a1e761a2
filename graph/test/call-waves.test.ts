import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { startTestPlatform, testConfig, type PlatformUnderTest } from './harness.ts';
import { createGraph, type Graph } from '../src/yoga.ts';

/**
 * The order of a screen's upstream calls, as the platform sees them: everything that can be asked in
 * parallel starts in the first wave; only what needs an answer of that wave (the products of the items in
 * the cart, for their links) comes after it. The screens run the web app's own persisted queries: the cart,
 * the front page and every per-user screen of the account area that `pnpm bench` measures.
 */

// Long enough that no call of one wave arrives this late behind the wave's first, even on a busy machine.
const LATENCY_MS = 150;

let platform: PlatformUnderTest;
let graph: Graph;

beforeAll(async () => {
  platform = await startTestPlatform({ latencyMs: LATENCY_MS });
  graph = createGraph({ config: testConfig(platform.platform, { upstreamTimeoutMs: 5000 }) });
  // As a running graph has: the reference data it reads once it listens.
  await graph.warmUp();
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

/** The web app's current document for a page query (the artifact names it among the persisted queries). */
function pageQuery(name: string): string {
  const root = new URL('../../', import.meta.url);
  const artifact = readFileSync(new URL(`web/src/__generated__/${name}.graphql.ts`, root), 'utf8');
  const id = /@relayRequestID (\w+)/.exec(artifact)?.[1];
  const documents = JSON.parse(readFileSync(new URL('persisted-queries.json', root), 'utf8')) as Record<string, string>;
  const text = id ? documents[id] : undefined;
  if (!text) throw new Error(`no persisted document for ${name}`);
  return text;
}

const cartPage = pageQuery('CartPageQuery');
const shopPage = pageQuery('ShopPageQuery');

interface Visitor {
  cookies: Map<string, string>;
  bearer?: string | undefined;
}

async function run(visitor: Visitor, query: string, variables: Record<string, unknown> = {}) {
  const response = await graph.fetch('http://graph.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(visitor.bearer ? { authorization: `Bearer ${visitor.bearer}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
    if (value) visitor.cookies.set(name, value);
    else visitor.cookies.delete(name);
  }
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Fills a cart the way a visitor does: merchandise, a ticket, a voucher and a partner's discount code. */
async function fillCart(visitor: Visitor): Promise<void> {
  const add = `mutation Add($sku: String!) { cartItemAdd(input: { sku: $sku, quantity: 1 }) { __typename } }`;
  for (const sku of ['FS-001003', 'TK-2001']) await run(visitor, add, { sku });
  await run(visitor, `mutation { voucherRedeem(input: { code: "GUTSCHEIN-10" }) { __typename } }`);
  const { partners } = (await run(visitor, `{ partners { id displayName } }`)) as {
    partners: { id: string; displayName: string }[];
  };
  const partner = partners.find((candidate) => candidate.displayName === 'Stadtwerke Südstadt')!;
  await run(
    visitor,
    `mutation Discount($partnerId: ID!) { discountCodeAdd(input: { code: "SUEDKURVE10", partnerId: $partnerId }) { __typename } }`,
    { partnerId: partner.id },
  );
}

const anonymous = (): Visitor => ({ cookies: new Map() });
const signedIn = async (email: string): Promise<Visitor> => ({
  cookies: new Map(),
  bearer: (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token,
});

const navigation = 'GET /cms/v1/navigation/stores.de.json';
const partners = 'GET /partners?Page=1&PageSize=100';
const person = 'GET /contacts/self';
const organizations =
  'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name+asc';
const memberships = 'GET /memberships/self';
const wallet = 'GET /assets/self?PageSize=1000&Page=1';
const cart = 'GET /carts/self?countryCode=DE';
/** The header's badge: the count alone, without the cart. */
const badge = 'HEAD /carts/self?countryCode=DE';
const claim = 'POST /carts/self/claims?countryCode=DE';
/** The products of the merchandise in the cart: their links need the cart's answer first. */
const itemProducts = 'products of the cart items';
const newestProducts = 'newest products';
/** The front page's recently viewed products: the impressions answer carries the products, so no second wave. */
const recentlyViewed = 'GET /productImpressions?Page=1&PageSize=20&OrderBy=lastImpression+desc';

/** The platform's waves, the two kinds of product lists named by what they are. */
function waves(): string[][] {
  return platform
    .waves()
    .map((wave) =>
      wave
        .map((call) =>
          call.startsWith('GET /shop/v4/shops/1/products?')
            ? /[?&]Ids=1003(&|$)/.test(call)
              ? itemProducts
              : /OrderBy=releaseDate/.test(call)
                ? newestProducts
                : call
            : call,
        )
        .sort(),
    );
}

describe('the cart page makes its calls in one wave', () => {
  it('for a signed-in person, the pricing flags asked together with the cart', async () => {
    const member = await signedIn('mitglied@club.example');
    await fillCart(member);
    platform.reset();
    await run(member, cartPage, { language: 'DE', signedIn: true });
    expect(waves()).toEqual([
      [cart, navigation, memberships, organizations, person, partners, wallet].sort(),
      [itemProducts],
    ]);
  });

  it('for a person who has just signed in, the claim of the anonymous cart answering as the cart', async () => {
    const visitor = anonymous();
    await fillCart(visitor);
    const fan = await signedIn('fan2@club.example');
    fan.cookies = visitor.cookies;
    platform.reset();
    const data = (await run(fan, cartPage, { language: 'DE', signedIn: true })) as {
      viewer: { cart: { itemCount: number } };
    };
    expect(data.viewer.cart.itemCount).toBe(2);
    expect(waves()).toEqual([
      [claim, navigation, memberships, organizations, person, partners, wallet].sort(),
      [itemProducts],
    ]);
    expect(fan.cookies.has('AnonymousUserShoppingId')).toBe(false);
  });

  it('for an anonymous visitor with a cart, without any call for pricing', async () => {
    const visitor = anonymous();
    await fillCart(visitor);
    platform.reset();
    await run(visitor, cartPage, { language: 'DE', signedIn: false });
    const anonymousCart = `GET /carts/self?countryCode=DE&anonymousUserId=${visitor.cookies.get('AnonymousUserShoppingId')}`;
    expect(waves()).toEqual([[anonymousCart, navigation, partners].sort(), [itemProducts]]);
  });
});

describe('the front page, signed in', () => {
  it('asks the catalogue, the user menu, the recently viewed products and the cart badge in one wave, and nothing for pricing', async () => {
    const fan = await signedIn('fanclub@club.example');
    await fillCart(fan);
    platform.reset();
    await run(fan, shopPage, { language: 'DE', signedIn: true });
    expect(waves()).toEqual([[badge, navigation, newestProducts, organizations, person, recentlyViewed].sort()]);
  });
});

describe('the account screens, signed in: the user menu, the cart badge and each screen’s own calls in one wave', () => {
  const shell = [badge, navigation, organizations, person];
  const screens: { name: string; query: string; variables?: Record<string, unknown>; own: string[] }[] = [
    { name: 'orders', query: 'OrdersPageQuery', own: ['GET /checkouts?Page=1&PageSize=50&Orderby=created+desc'] },
    {
      name: 'addresses',
      query: 'AddressesPageQuery',
      own: ['GET /contacts/self/addresses', 'GET /countries?language=de'],
    },
    {
      name: 'day tickets',
      query: 'DayTicketsPageQuery',
      variables: { scope: 'UPCOMING' },
      own: ['GET /self/tickets/upcoming?PageSize=1000&Page=1'],
    },
    { name: 'contracts', query: 'ContractsPageQuery', own: ['GET /abo/self/contracts?Page=1&PageSize=10000'] },
    {
      name: 'marketplace history',
      query: 'MarketplaceOffersPageQuery',
      own: ['GET /payouts?Page=1&PageSize=1000', 'GET /checkouts/paymentInfo'],
    },
  ];
  for (const screen of screens) {
    it(screen.name, async () => {
      const fan = await signedIn('fanclub@club.example');
      platform.reset();
      await run(fan, pageQuery(screen.query), { language: 'DE', signedIn: true, ...screen.variables });
      expect(waves()).toEqual([[...shell, ...screen.own].sort()]);
    });
  }
});
