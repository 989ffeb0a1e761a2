/**
 * The per-user screens `pnpm bench` measures, for the bench's fan (fixtures.ts) with their access token: each
 * page's frame (navigation, user menu, cart badge) and the person's own data, which the graph never shares.
 */
import { graphTarget, persistedOperation } from './persisted-queries.ts';
import { activeSeriesCall, frontPageCalls } from './public-screens.ts';
import type { Screen } from './screens.ts';

/** A person's recently viewed products: one page of 20, newest first. */
const recentlyViewedCall = 'GET /productImpressions?Page=1&PageSize=20&OrderBy=lastImpression%20desc';

/** The products of the merchandise in the bench's cart (see fillCart in run.ts), asked once the cart answered. */
const cartProductsCall =
  'GET /shop/v4/shops/1/products?IncludeHidden=false&IncludeDetails=true&Ids=1003&Page=1&PageSize=1';

/** The seed's active series (home match competitions, fan shop raffles), each asked for its first page of sweepstakes. */
const SWEEPSTAKE_SERIES = [31, 32];

/** The signed-in front page and cart, the account's pages and the wallet, as the fan with `accessToken` sees them. */
export function signedInScreens(repoRoot: string, accessToken: string): Screen[] {
  const shopPage = persistedOperation(repoRoot, 'ShopPageQuery');
  const cartPage = persistedOperation(repoRoot, 'CartPageQuery');
  const ordersPage = persistedOperation(repoRoot, 'OrdersPageQuery');
  const addressesPage = persistedOperation(repoRoot, 'AddressesPageQuery');
  const ticketsPage = persistedOperation(repoRoot, 'DayTicketsPageQuery');
  const marketplaceOffersPage = persistedOperation(repoRoot, 'MarketplaceOffersPageQuery');
  const contractsPage = persistedOperation(repoRoot, 'ContractsPageQuery');
  const accountSweepstakesPage = persistedOperation(repoRoot, 'AccountSweepstakesPageQuery');
  // The user menu's cart badge, once the page asks for it (the floor then asks the cart service too).
  const withCart = /\bcart\(/.test(shopPage.text);
  const withRecentlyViewed = /\brecentlyViewedProducts\b/.test(shopPage.text);
  return [
    {
      name: 'shop, signed in',
      audience: 'per-user',
      upstreamCalls: [
        ...frontPageCalls,
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
        // The recently viewed products, once the front page shows them (issue #19).
        ...(withRecentlyViewed ? [recentlyViewedCall] : []),
      ],
      sharedCalls: frontPageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/shop-signed-in?language=de${withCart ? '&cart=1' : ''}${withRecentlyViewed ? '&recent=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"products":') && body.includes('"person":'),
      }),
      // A fan who administers a fan club: the user menu lists the organisations they may act for.
      graph: (origin) =>
        graphTarget(
          origin,
          shopPage,
          'ShopPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'cart, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /carts/self?countryCode=DE',
        'GET /partners?Page=1&PageSize=100',
        'GET /memberships/self',
        'GET /assets/self?PageSize=1000&Page=1',
        cartProductsCall,
      ],
      // The cart's products and the partners are public: the graph shares them, the floor asks on every request.
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json', 'GET /partners?Page=1&PageSize=100', cartProductsCall],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/cart?language=de',
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"cart":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          cartPage,
          'CartPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'orders, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /checkouts?Page=1&PageSize=50&Orderby=created%20desc',
        // The header's cart badge, as on every page of a signed-in person.
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/orders?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"orders":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          ordersPage,
          'OrdersPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'addresses, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /contacts/self/addresses',
        'GET /countries?language=de',
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      // The countries are public: the graph shares them, the floor asks on every request.
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json', 'GET /countries?language=de'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/addresses?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"addresses":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          addressesPage,
          'AddressesPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'tickets, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /self/tickets/upcoming?PageSize=1000&Page=1',
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/tickets?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"tickets":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          ticketsPage,
          'DayTicketsPageQuery',
          { scope: 'UPCOMING', language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'marketplace history, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /payouts?Page=1&PageSize=1000',
        'GET /checkouts/paymentInfo',
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/marketplace-offers?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"offers":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          marketplaceOffersPage,
          'MarketplaceOffersPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'contracts, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /abo/self/contracts?Page=1&PageSize=10000',
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/contracts?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"contracts":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          contractsPage,
          'ContractsPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
    {
      name: 'sweepstakes account, signed in',
      audience: 'per-user',
      upstreamCalls: [
        'GET /cms/v1/navigation/stores.de.json',
        'GET /contacts/self',
        'GET /contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
        'GET /self/groups?Kind=DailyDraw',
        activeSeriesCall,
        ...SWEEPSTAKE_SERIES.map((id) => `GET /self/sweepstakeseries/${id}/sweepstakes?Page=1&PageSize=10`),
        ...(withCart ? ['HEAD /carts/self?countryCode=DE'] : []),
      ],
      // The active series are public (asked without the token): the graph shares them.
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json', activeSeriesCall],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/account-sweepstakes?language=de${withCart ? '&cart=1' : ''}`,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"dailyDraws":'),
      }),
      graph: (origin) =>
        graphTarget(
          origin,
          accountSweepstakesPage,
          'AccountSweepstakesPageQuery',
          { language: 'DE', signedIn: true },
          { authorization: `Bearer ${accessToken}` },
        ),
    },
  ];
}
