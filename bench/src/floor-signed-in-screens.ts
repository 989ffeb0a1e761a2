/**
 * The floor's per-user screens (floor.ts): each page's frame (navigation, user menu, cart badge) and the person's
 * own data, asked with their token in one wave; a request without a token is refused as the platform would (401).
 */
import { shopScreen } from './floor-public-screens.ts';
import { cartItemCount, getJson, shopId, tenantId, UpstreamStatusError, type FloorScreen } from './floor-upstream.ts';

/**
 * The front page for a signed-in person: the same, plus the user menu's data with the person's token (their
 * contact, the organisations they administer and, with cart=1, their cart's item count) and, with recent=1,
 * their recently viewed products.
 */
async function signedInShopScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/contacts/self', 401);
  const personal = { authorization };
  const [front, person, memberships, cart, recentlyViewed] = await Promise.all([
    shopScreen(url, signal) as Promise<Record<string, unknown>>,
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
    // With recent=1 the person's recently viewed products (one page of 20, newest first).
    url.searchParams.get('recent') === '1'
      ? getJson('/productImpressions?Page=1&PageSize=20&OrderBy=lastImpression%20desc', personal, signal)
      : undefined,
  ]);
  return { ...front, person, memberships, cart, recentlyViewed };
}

interface CartAnswer {
  orders: { items: { type: 'Merchandise' | 'Ticket'; productId: number }[] }[];
}

/** The products of the merchandise in the cart (for their links), in one call, as the graph asks for them. */
function cartProducts(cart: CartAnswer, signal: AbortSignal): Promise<unknown> | undefined {
  const ids = [
    ...new Set(
      cart.orders.flatMap((order) =>
        order.items.filter((item) => item.type === 'Merchandise').map((item) => item.productId),
      ),
    ),
  ];
  if (ids.length === 0) return undefined;
  const query = new URLSearchParams({ IncludeHidden: 'false', IncludeDetails: 'true' });
  for (const id of ids) query.append('Ids', String(id));
  query.append('Page', '1');
  query.append('PageSize', String(ids.length));
  return getJson(`/shop/v4/shops/${shopId}/products?${query.toString()}`, { 'et-tenant-id': tenantId }, signal);
}

/**
 * The cart page for a signed-in person: the frame (navigation, user menu), the cart, what decides their
 * prices (memberships, wallet, contact) and the partners whose discount codes the cart accepts, all in one
 * wave; then the products of the merchandise in the cart, which only the cart's answer names.
 */
async function cartScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/carts/self', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, cart, partners, memberships, wallet] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/carts/self?countryCode=DE', { ...personal, 'et-tenant-id': tenantId }, signal),
    getJson('/partners?Page=1&PageSize=100', { 'et-tenant-id': tenantId }, signal),
    getJson('/memberships/self', { ...personal, 'et-tenant-id': tenantId }, signal),
    getJson('/assets/self?PageSize=1000&Page=1', { ...personal, 'et-tenant-id': tenantId }, signal),
  ]);
  const products = await cartProducts(cart as CartAnswer, signal);
  return { navigation, person, organizations, cart, partners, memberships, wallet, products };
}

/** The orders page: the frame (navigation, user menu, cart badge) and the first page of the person's orders, in one wave. */
async function ordersScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/checkouts', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, orders, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/checkouts?Page=1&PageSize=50&Orderby=created%20desc', personal, signal),
    // The header's cart badge (cart=1), as the page asks for it.
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, orders, cart };
}

/**
 * The account's address book: the frame (navigation, user menu, cart badge), the person's addresses and
 * the countries an address may be in (with their phone rule), in one wave.
 */
async function addressesScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/contacts/self/addresses', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, addresses, countries, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/contacts/self/addresses', personal, signal),
    getJson(`/countries?language=${language}`, {}, signal),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, addresses, countries, cart };
}

/**
 * The wallet's day tickets: the frame (navigation, user menu, cart badge) and the upcoming tickets (one
 * page of the service's 1000; a ticket on offer names its transfer), in one wave.
 */
async function ticketsScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/self/tickets/upcoming', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, tickets, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/self/tickets/upcoming?PageSize=1000&Page=1', personal, signal),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, tickets, cart };
}

/**
 * The marketplace history: the frame (navigation, user menu, cart badge), the person's offers (one page of the
 * payout service's 1000) and the stored methods a failed payout may be retried to, in one wave.
 */
async function marketplaceOffersScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/payouts', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, offers, paymentInfo, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/payouts?Page=1&PageSize=1000', personal, signal),
    getJson('/checkouts/paymentInfo', personal, signal),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, offers, paymentInfo, cart };
}

/**
 * The contracts: the frame (navigation, user menu, cart badge) and all of the person's contracts (one page of the
 * subscription service's 10000), in one wave; the graph groups them.
 */
async function contractsScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/abo/self/contracts', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, contracts, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/abo/self/contracts?Page=1&PageSize=10000', personal, signal),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, contracts, cart };
}

interface SeriesPageAnswer {
  items: { id: number }[];
}

/**
 * Account → Sweepstakes: the frame (navigation, user menu, cart badge), today's daily draws, the active series
 * and each series' first page of sweepstakes with the person's entries, in one wave: the sweepstakes of a
 * series are asked as soon as the series list answers (only it names them), while the rest is still on its way.
 */
async function accountSweepstakesScreen(url: URL, signal: AbortSignal, authorization?: string): Promise<unknown> {
  if (!authorization) throw new UpstreamStatusError('/self/groups', 401);
  const personal = { authorization };
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, person, organizations, dailyDraws, series, cart] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/contacts/self', personal, signal),
    getJson(
      '/contacts/self/organizations/memberships?IsAdmin=true&Page=1&PageSize=1000&OrderBy=organization.name%20asc',
      personal,
      signal,
    ),
    getJson('/self/groups?Kind=DailyDraw', personal, signal),
    getJson('/sweepstakeseries/active?Page=1&PageSize=10', {}, signal).then(async (answer) => ({
      series: answer,
      // The page shows five series.
      sweepstakes: await Promise.all(
        (answer as SeriesPageAnswer).items
          .slice(0, 5)
          .map((item) => getJson(`/self/sweepstakeseries/${item.id}/sweepstakes?Page=1&PageSize=10`, personal, signal)),
      ),
    })),
    url.searchParams.get('cart') === '1' ? cartItemCount(personal, signal) : undefined,
  ]);
  return { navigation, person, organizations, dailyDraws, ...series, cart };
}

/** The per-user screens by path. */
export const signedInScreens: Record<string, FloorScreen> = {
  '/screens/shop-signed-in': signedInShopScreen,
  '/screens/cart': cartScreen,
  '/screens/orders': ordersScreen,
  '/screens/addresses': addressesScreen,
  '/screens/tickets': ticketsScreen,
  '/screens/marketplace-offers': marketplaceOffersScreen,
  '/screens/contracts': contractsScreen,
  '/screens/account-sweepstakes': accountSweepstakesScreen,
};
