/**
 * The public screens `pnpm bench` measures: the same for every visitor, so the graph may answer their calls from
 * its shared cache (sharedCalls) while the floor asks the platform on every request.
 */
import { matchesOnSale } from '@club/platform/testing';
import { graphTarget, persistedOperation } from './persisted-queries.ts';
import type { Screen } from './screens.ts';

/** The shop's front page; a signed-in person's front page makes these calls too. */
export const frontPageCalls = [
  'GET /shop/v4/shops/1/products?IncludeHidden=false&IncludeDetails=true&OrderBy=releaseDate%20desc&Page=1&PageSize=20',
  'GET /cms/v1/navigation/stores.de.json',
];

/** A site's start page (profis): the calls the graph makes for SitePageQuery, and the floor in parallel. */
const sitePageCalls = [
  'GET /cms/v1/navigation/stores.de.json',
  'GET /cms/v1/sites?language=de',
  'GET /cms/v1/sites/profis/pages?path=&language=de',
  'GET /cms/v1/matches?site=profis',
  'GET /cms/v1/news?site=profis&language=de&Page=1&PageSize=24',
  'GET /cms/v1/news/categories?site=profis',
  // The live-video badge of the sites that have one (nothing live during the benchmark: no video call).
  'GET /static/live-video.json',
];

const tickerPageCalls = [
  'GET /cms/v1/navigation/stores.de.json',
  'GET /cms/v1/sites?language=de',
  'GET /cms/v1/sites/profis/pages?path=liveticker&language=de',
  'GET /cms/v1/news?site=profis&language=de&Page=1&PageSize=24',
  'GET /cms/v1/news/categories?site=profis',
  'GET /static/liveticker/de/159.json',
  'GET /static/standings/2025/159.json',
  'GET /static/live-video.json',
];

const VIDEO = 'v-highlights-nordhafen';
const videoPageCalls = [
  'GET /cms/v1/navigation/stores.de.json',
  `GET /cms/v2/videos/${VIDEO}?language=de`,
  'GET /cms/v1/sites?language=de',
];

/** The active sweepstake series: public, one page of 10 (the service's page size). */
export const activeSeriesCall = 'GET /sweepstakeseries/active?Page=1&PageSize=10';

const JOB = '20433';
const jobPageCalls = ['GET /cms/v1/navigation/stores.de.json', `GET /jobs/v1/postings/${JOB}?language=de`];

/** A home match on sale (the seed's first, the demo's): its ticket page asks the match and the box office's offer. */
const MATCH = matchesOnSale(new Date())[0]!.id;
const matchTicketsCalls = [
  'GET /cms/v1/navigation/stores.de.json',
  `GET /cms/v1/matches/${MATCH}`,
  `GET /ticketing/v1/matches/${MATCH}/offer`,
];

/** Club TV's plans (/tv/abo) for a visitor: no payment methods or subscriptions to ask. */
const tvPlansCalls = ['GET /cms/v1/navigation/stores.de.json', 'GET /shop/v4/paywallPlans'];

/** The public screens, each as an anonymous visitor asks for it. */
export function publicScreens(repoRoot: string): Screen[] {
  const shopPage = persistedOperation(repoRoot, 'ShopPageQuery');
  const sitePage = persistedOperation(repoRoot, 'SitePageQuery');
  const videoPage = persistedOperation(repoRoot, 'VideoDetailPageQuery');
  const jobPage = persistedOperation(repoRoot, 'JobPostingPageQuery');
  const marketplacePage = persistedOperation(repoRoot, 'MarketplacePageQuery');
  const sweepstakesPage = persistedOperation(repoRoot, 'SweepstakesPageQuery');
  const matchTicketsPage = persistedOperation(repoRoot, 'MatchTicketsPageQuery');
  const tvPlansPage = persistedOperation(repoRoot, 'VideoSubscriptionPageQuery');
  return [
    {
      name: 'shop',
      audience: 'public',
      upstreamCalls: frontPageCalls,
      sharedCalls: frontPageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/shop?language=de',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"products":'),
      }),
      // An anonymous visitor: the web client sends signedIn: false when no one is signed in.
      graph: (origin) => graphTarget(origin, shopPage, 'ShopPageQuery', { language: 'DE', signedIn: false }),
    },
    {
      name: 'site start page',
      audience: 'public',
      upstreamCalls: sitePageCalls,
      sharedCalls: sitePageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/site?site=profis&language=de',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"blocks":'),
      }),
      graph: (origin) =>
        graphTarget(origin, sitePage, 'SitePageQuery', { site: 'profis', path: '', language: 'DE', signedIn: false }),
    },
    {
      name: 'live ticker page',
      audience: 'public',
      upstreamCalls: tickerPageCalls,
      sharedCalls: tickerPageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/ticker?site=profis&language=de&team=159',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"liveticker_active":'),
      }),
      graph: (origin) =>
        graphTarget(origin, sitePage, 'SitePageQuery', {
          site: 'profis',
          path: 'liveticker',
          language: 'DE',
          signedIn: false,
        }),
    },
    {
      name: 'video detail',
      audience: 'public',
      upstreamCalls: videoPageCalls,
      sharedCalls: videoPageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/video?id=${VIDEO}&language=de`,
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes(`"videoUID":"${VIDEO}"`),
      }),
      graph: (origin) =>
        graphTarget(origin, videoPage, 'VideoDetailPageQuery', { id: VIDEO, language: 'DE', signedIn: false }),
    },
    {
      name: 'job detail',
      audience: 'public',
      upstreamCalls: jobPageCalls,
      sharedCalls: jobPageCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/job?id=${JOB}&language=de`,
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes(`"originId":"${JOB}"`),
      }),
      graph: (origin) =>
        graphTarget(origin, jobPage, 'JobPostingPageQuery', { originId: JOB, language: 'DE', signedIn: false }),
    },
    {
      name: 'Zweitmarkt',
      audience: 'public',
      upstreamCalls: ['GET /cms/v1/navigation/stores.de.json', 'GET /marketplace/listings?Page=1&PageSize=100'],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json', 'GET /marketplace/listings?Page=1&PageSize=100'],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/marketplace?language=de',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"listings":'),
      }),
      graph: (origin) =>
        graphTarget(origin, marketplacePage, 'MarketplacePageQuery', { language: 'DE', signedIn: false }),
    },
    {
      name: 'sweepstakes',
      audience: 'public',
      upstreamCalls: ['GET /cms/v1/navigation/stores.de.json', activeSeriesCall],
      sharedCalls: ['GET /cms/v1/navigation/stores.de.json', activeSeriesCall],
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/sweepstakes?language=de',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"series":'),
      }),
      graph: (origin) =>
        graphTarget(origin, sweepstakesPage, 'SweepstakesPageQuery', { language: 'DE', signedIn: false }),
    },
    {
      name: 'match tickets',
      audience: 'public',
      upstreamCalls: matchTicketsCalls,
      sharedCalls: matchTicketsCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: `/screens/match-tickets?id=${MATCH}&language=de`,
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"blocks":'),
      }),
      graph: (origin) => {
        const target = graphTarget(origin, matchTicketsPage, 'MatchTicketsPageQuery', {
          id: MATCH,
          language: 'DE',
          signedIn: false,
        });
        // A match without a sale answers a null offer, without an error: the screen measured is one with its blocks.
        return { ...target, verify: (body) => target.verify(body) && body.includes('"blocks":[{') };
      },
    },
    {
      name: 'club tv plans',
      audience: 'public',
      upstreamCalls: tvPlansCalls,
      sharedCalls: tvPlansCalls,
      floor: (origin) => ({
        origin,
        method: 'GET',
        path: '/screens/tv-plans?language=de',
        headers: { accept: 'application/json' },
        verify: (body) => body.startsWith('{"navigation":') && body.includes('"plans":{"items":['),
      }),
      graph: (origin) => {
        const target = graphTarget(origin, tvPlansPage, 'VideoSubscriptionPageQuery', {
          language: 'DE',
          signedIn: false,
        });
        // The graph answers null plans, without an error, when the shop cannot answer: that is no success either.
        return { ...target, verify: (body) => target.verify(body) && body.includes('"videoSubscriptionPlans":[') };
      },
    },
  ];
}
