/**
 * The floor's public screens (floor.ts): what every visitor sees alike, asked without a token, each in one wave.
 * The graph may share these answers across requests; the floor asks the platform on every request.
 */
import { getJson, shopId, tenantId, type FloorScreen } from './floor-upstream.ts';

/** The shop's front page: the newest products (one upstream page, as the graph asks) and the stores navigation. */
export async function shopScreen(url: URL, signal: AbortSignal): Promise<unknown> {
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

/**
 * A home match's ticket page: the stores navigation, the match (its teams, kick-off and venue) and the box
 * office's offer (blocks, free places, prices), in one wave. All three are public: no token.
 */
async function matchTicketsScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const id = Number(url.searchParams.get('id') ?? 0);
  const [navigation, match, offer] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson(`/cms/v1/matches/${id}`, {}, signal),
    getJson(`/ticketing/v1/matches/${id}/offer`, {}, signal),
  ]);
  return { navigation, match, offer };
}

/** Club TV's plans (/tv/abo) for a visitor: the navigation and the plans (the shop's, with the tenant), in one wave. */
async function tvPlansScreen(url: URL, signal: AbortSignal): Promise<unknown> {
  const language = url.searchParams.get('language') === 'en' ? 'en' : 'de';
  const [navigation, plans] = await Promise.all([
    getJson(`/cms/v1/navigation/stores.${language}.json`, {}, signal),
    getJson('/shop/v4/paywallPlans', { 'et-tenant-id': tenantId }, signal),
  ]);
  return { navigation, plans };
}

/** The public screens by path. */
export const publicScreens: Record<string, FloorScreen> = {
  '/screens/shop': shopScreen,
  '/screens/site': siteScreen,
  '/screens/ticker': tickerScreen,
  '/screens/video': videoScreen,
  '/screens/job': jobScreen,
  '/screens/marketplace': marketplaceScreen,
  '/screens/sweepstakes': sweepstakesScreen,
  '/screens/match-tickets': matchTicketsScreen,
  '/screens/tv-plans': tvPlansScreen,
};
