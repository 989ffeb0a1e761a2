/**
 * The floor: the least a hand-written backend-for-frontend can do for a screen. It makes the same REST
 * calls as the graph, in parallel, over a keep-alive pool, under one deadline, and answers the merged
 * JSON. The benchmark runs it as its own process so that its memory and CPU are measured apart.
 *
 * Environment: PLATFORM_URL, PORT (0 picks a free port), HOST, UPSTREAM_TIMEOUT_MS, TENANT_ID, SHOP_ID.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:4010';
const timeoutMs = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 3000);
const tenantId = process.env.TENANT_ID ?? '1';
const shopId = process.env.SHOP_ID ?? '1';

// As many connections as the graph's pools of the two services a screen asks most, together (128 each: the
// cart page asks the cart service three times and the contact service twice), so neither side is limited by
// its pool.
const platform = new Pool(platformUrl, { connections: 256, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });

class UpstreamStatusError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
  }
}

async function getJson(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  const response = await platform.request({
    method: 'GET',
    path,
    headers: { accept: 'application/json', ...headers },
    signal,
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new UpstreamStatusError(path, response.statusCode);
  }
  // Parsed like the graph parses upstream answers, so the difference measured is the GraphQL layer itself.
  return response.body.json();
}

/** The header's cart badge as a hand-written backend asks for it: `HEAD /carts/self`, the count in a header. */
async function cartItemCount(headers: Record<string, string>, signal: AbortSignal): Promise<number> {
  const response = await platform.request({
    method: 'HEAD',
    path: '/carts/self?countryCode=DE',
    headers: { ...headers, 'et-tenant-id': tenantId },
    signal,
    // Keep the connection after the HEAD answer (undici closes it by default), as the graph does.
    reset: false,
  });
  await response.body.dump();
  if (response.statusCode !== 200) throw new UpstreamStatusError('/carts/self', response.statusCode);
  return Number(response.headers['cart-item-count'] ?? 0);
}

/** The shop's front page: the newest products (one upstream page, as the graph asks) and the stores navigation. */
async function shopScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [products, navigation] = await Promise.all([
    getJson(
      `/shop/v4/shops/${shopId}/products?IncludeHidden=false&IncludeDetails=true&OrderBy=releaseDate%20desc&Page=1&PageSize=20`,
      { 'et-tenant-id': tenantId },
      signal,
    ),
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
  ]);
  return { products, navigation };
}

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

/**
 * A site's start page: the stores navigation, the sites (names of the blocks' sites), the page with its blocks,
 * the site's matches (the match header), its first news (the news overview) and the live video file (the
 * live-video badge), all in one wave, as a hand-written backend that knows the start page's blocks would ask
 * for them.
 */
async function siteScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const site = encodeURIComponent(url.searchParams.get('site') ?? 'profis');
  const [navigation, sites, page, matches, news, categories, liveVideo] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson(`/cms/v1/sites?language=${language}`, {}, signal),
    getJson(`/cms/v1/sites/${site}/pages?path=&language=${language}`, {}, signal),
    getJson(`/cms/v1/matches?site=${site}`, {}, signal),
    getJson(`/cms/v1/news?site=${site}&language=${language}&Page=1&PageSize=24`, {}, signal),
    getJson(`/cms/v1/news/categories?site=${site}`, {}, signal),
    getJson('/static/live-video.json', {}, signal),
  ]);
  return { navigation, sites, page, matches, news, categories, liveVideo };
}

/**
 * A football site's live ticker page: the stores navigation, the sites, the page (its live ticker block), the
 * site's first news and categories (the page query reads them on every site page), the team's ticker and
 * league table, and the live video file, in one wave.
 */
async function tickerScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const site = encodeURIComponent(url.searchParams.get('site') ?? 'profis');
  const team = Number(url.searchParams.get('team') ?? 159);
  const [navigation, sites, page, news, categories, ticker, standings, liveVideo] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson(`/cms/v1/sites?language=${language}`, {}, signal),
    getJson(`/cms/v1/sites/${site}/pages?path=liveticker&language=${language}`, {}, signal),
    getJson(`/cms/v1/news?site=${site}&language=${language}&Page=1&PageSize=24`, {}, signal),
    getJson(`/cms/v1/news/categories?site=${site}`, {}, signal),
    getJson(`/static/liveticker/${language}/${team}.json`, {}, signal),
    getJson(`/static/standings/2025/${team}.json`, {}, signal),
    getJson('/static/live-video.json', {}, signal),
  ]);
  return { navigation, sites, page, news, categories, ticker, standings, liveVideo };
}

/**
 * A video's page for a visitor: the stores navigation, the video (CMS v2, with the tenant) and the sites (its
 * site's name and navigation), in one wave. A visitor has no paywall subscriptions: no paywall call.
 */
async function videoScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const uid = encodeURIComponent(url.searchParams.get('id') ?? '');
  const [navigation, video, sites] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson(`/cms/v2/videos/${uid}?language=${language}`, { 'et-tenant-id': tenantId }, signal),
    getJson(`/cms/v1/sites?language=${language}`, {}, signal),
  ]);
  return { navigation, video, sites };
}

/** A job posting's page for a visitor: the stores navigation and the posting, in one wave. */
async function jobScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const originId = encodeURIComponent(url.searchParams.get('id') ?? '');
  const [navigation, posting] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson(`/jobs/v1/postings/${originId}?language=${language}`, {}, signal),
  ]);
  return { navigation, posting };
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

/** The public Zweitmarkt: the navigation and the first page of tickets on sale, in one wave. */
async function marketplaceScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, listings] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/marketplace/listings?Page=1&PageSize=100', {}, signal),
  ]);
  return { navigation, listings };
}

/** The public sweepstakes: the navigation and the first page of the active series (10), in one wave. */
async function sweepstakesScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, series] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/sweepstakeseries/active?Page=1&PageSize=10', {}, signal),
  ]);
  return { navigation, series };
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

const screens: Record<string, (url: URL, signal: AbortSignal, authorization?: string) => Promise<unknown>> = {
  '/screens/orders': ordersScreen,
  '/screens/tickets': ticketsScreen,
  '/screens/marketplace-offers': marketplaceOffersScreen,
  '/screens/marketplace': marketplaceScreen,
  '/screens/contracts': contractsScreen,
  '/screens/addresses': addressesScreen,
  '/screens/shop': shopScreen,
  '/screens/shop-signed-in': signedInShopScreen,
  '/screens/cart': cartScreen,
  '/screens/site': siteScreen,
  '/screens/ticker': tickerScreen,
  '/screens/video': videoScreen,
  '/screens/job': jobScreen,
  '/screens/sweepstakes': sweepstakesScreen,
  '/screens/account-sweepstakes': accountSweepstakesScreen,
};

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/health') return send(response, 200, { status: 'ok' });
  const screen = request.method === 'GET' ? screens[url.pathname] : undefined;
  if (!screen) return send(response, 404, { error: 'not found' });

  // One deadline for the whole screen; a client that goes away cancels its upstream calls too.
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), gone.signal]);
  try {
    send(response, 200, await screen(url, signal, request.headers.authorization));
  } catch (error) {
    if (response.destroyed) return;
    if (error instanceof UpstreamStatusError) return send(response, 502, { error: error.message });
    // AbortSignal.timeout rejects the pending calls with its reason, a DOMException named TimeoutError.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    send(response, timedOut ? 504 : 502, { error: timedOut ? 'upstream timeout' : 'upstream unreachable' });
  }
}

const server = createServer((request, response) => void handle(request, response));
// Load generators keep connections open between requests; do not drop them after Node's 5 s default.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  // The benchmark reads this line to learn the port.
  console.log(`Floor listening on http://${address}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void platform.close().finally(() => process.exit(0));
  });
}
