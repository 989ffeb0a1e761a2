import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One HTTP request the load generators repeat. */
export interface Target {
  /** Origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether an answer with status 200 really carries the screen (a GraphQL answer may hold errors). */
  verify(body: string): boolean;
}

export interface Screen {
  name: string;
  /** Public screens are the same for everyone, so the graph may share their upstream answers. */
  audience: 'public' | 'per-user';
  /** The REST calls the screen needs, as the platform sees them; the benchmark checks both sides make them. */
  upstreamCalls: string[];
  /** Of those, the public ones the graph may answer from its shared cache instead of calling. */
  sharedCalls?: string[];
  floor(origin: string): Target;
  graph(origin: string): Target;
}

export interface PersistedOperation {
  id: string;
  text: string;
}

/**
 * Documents the bench measures before the web app asks them (bench/documents/*.graphql): screens whose page
 * query is not written yet. Keyed by their SHA-256 as relay-compiler keys its persisted queries; comments are
 * left out of the text. run.ts gives the bench's graph these and the web app's persisted queries together;
 * nothing else ever trusts them.
 */
export function benchDocuments(repoRoot: string): Record<string, string> {
  const directory = join(repoRoot, 'bench/documents');
  if (!existsSync(directory)) return {};
  const documents: Record<string, string> = {};
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.graphql'))) {
    const text = readFileSync(join(directory, file), 'utf8')
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .join('\n')
      .trim();
    documents[createHash('sha256').update(text).digest('hex')] = text;
  }
  return documents;
}

/** The web app's persisted queries, and the bench's own documents for screens the web app does not have yet. */
export function trustedDocuments(repoRoot: string): Record<string, string> {
  const web = JSON.parse(readFileSync(join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  return { ...benchDocuments(repoRoot), ...web };
}

/**
 * The operation the web client sends: Relay's request id, which must be among the persisted queries. An
 * operation the web app does not have yet comes from bench/documents.
 */
export function persistedOperation(repoRoot: string, operationName: string): PersistedOperation {
  const web = JSON.parse(readFileSync(join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  const named = new RegExp(`^(?:query|subscription) ${operationName}\\b`);
  const inWeb = Object.keys(web).some((id) => named.test(web[id] ?? ''));
  const documents = inWeb ? web : benchDocuments(repoRoot);
  const candidates = Object.keys(documents).filter((id) => named.test(documents[id] ?? ''));
  // The file keeps earlier versions of an operation; the generated artifact names the current one.
  const artifact = join(repoRoot, 'web/src/__generated__', `${operationName}.graphql.ts`);
  const current = existsSync(artifact) ? /@relayRequestID (\w+)/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  const id = current && candidates.includes(current) ? current : candidates.length === 1 ? candidates[0] : undefined;
  if (!id) throw new Error(`no unambiguous persisted query for ${operationName} (${candidates.length} candidates)`);
  return { id, text: documents[id]! };
}

/**
 * The variables the operation declares, filled from those the screen knows, so the benchmark keeps working
 * when a page query gains a variable the client sets (e.g. signedIn), and says which one when it cannot.
 */
export function variablesFor(operation: PersistedOperation, known: Record<string, unknown>): Record<string, unknown> {
  const header = operation.text.slice(0, operation.text.indexOf('{'));
  const list = header.slice(header.indexOf('(') + 1, header.lastIndexOf(')'));
  const variables: Record<string, unknown> = {};
  for (const declaration of header.includes('(') ? list.split('$').slice(1) : []) {
    // Commas between declarations are optional in GraphQL; drop them so the type ends in its own `!`.
    const [name = '', type = ''] = declaration.split(/[:=]/).map((part) => part.replace(/,/g, '').trim());
    if (name in known) variables[name] = known[name];
    // Only a non-null variable without a default must be sent.
    else if (type.endsWith('!') && !declaration.includes('=')) {
      throw new Error(`the benchmark does not know how to fill $${name} of ${header.split('(')[0]?.trim()}`);
    }
  }
  return variables;
}

function graphTarget(
  origin: string,
  operation: PersistedOperation,
  operationName: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Target {
  return {
    origin,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ documentId: operation.id, operationName, variables: variablesFor(operation, variables) }),
    // Partial answers (a failed upstream becomes null plus an error) count as failures, not successes.
    verify: (body) => body.startsWith('{"data":') && !body.includes('"errors":'),
  };
}

const frontPageCalls = [
  'GET /shop/v4/shops/1/products?IncludeHidden=false&IncludeDetails=true&OrderBy=releaseDate%20desc&Page=1&PageSize=20',
  'GET /cms/v1/navigation/stores.de.json',
];

/** A person's recently viewed products: one page of 20, newest first. */
const recentlyViewedCall = 'GET /productImpressions?Page=1&PageSize=20&OrderBy=lastImpression%20desc';

/** The products of the merchandise in the bench's cart (see fillCart in run.ts), asked once the cart answered. */
const cartProductsCall =
  'GET /shop/v4/shops/1/products?IncludeHidden=false&IncludeDetails=true&Ids=1003&Page=1&PageSize=1';

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
const activeSeriesCall = 'GET /sweepstakeseries/active?Page=1&PageSize=10';
/** The seed's active series (home match competitions, fan shop raffles), each asked for its first page of sweepstakes. */
const SWEEPSTAKE_SERIES = [31, 32];

const JOB = '20433';
const jobPageCalls = ['GET /cms/v1/navigation/stores.de.json', `GET /jobs/v1/postings/${JOB}?language=de`];

/** The screens measured; with an access token also the signed-in front page and cart (per-user data). */
export function screens(repoRoot: string, options: { accessToken?: string } = {}): Screen[] {
  const shopPage = persistedOperation(repoRoot, 'ShopPageQuery');
  const sitePage = persistedOperation(repoRoot, 'SitePageQuery');
  const videoPage = persistedOperation(repoRoot, 'VideoDetailPageQuery');
  const jobPage = persistedOperation(repoRoot, 'JobPostingPageQuery');
  const cartPage = persistedOperation(repoRoot, 'CartPageQuery');
  const ordersPage = persistedOperation(repoRoot, 'OrdersPageQuery');
  const addressesPage = persistedOperation(repoRoot, 'AddressesPageQuery');
  const ticketsPage = persistedOperation(repoRoot, 'DayTicketsPageQuery');
  const marketplaceOffersPage = persistedOperation(repoRoot, 'MarketplaceOffersPageQuery');
  const contractsPage = persistedOperation(repoRoot, 'ContractsPageQuery');
  const marketplacePage = persistedOperation(repoRoot, 'MarketplacePageQuery');
  const sweepstakesPage = persistedOperation(repoRoot, 'SweepstakesPageQuery');
  const accountSweepstakesPage = persistedOperation(repoRoot, 'AccountSweepstakesPageQuery');
  // The user menu's cart badge, once the page asks for it (the floor then asks the cart service too).
  const withCart = /\bcart\(/.test(shopPage.text);
  const withRecentlyViewed = /\brecentlyViewedProducts\b/.test(shopPage.text);
  const signedIn: Screen[] = options.accessToken
    ? [
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"products":') && body.includes('"person":'),
          }),
          // A fan who administers a fan club: the user menu lists the organisations they may act for.
          graph: (origin) =>
            graphTarget(
              origin,
              shopPage,
              'ShopPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"cart":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              cartPage,
              'CartPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"orders":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              ordersPage,
              'OrdersPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"addresses":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              addressesPage,
              'AddressesPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"tickets":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              ticketsPage,
              'DayTicketsPageQuery',
              { scope: 'UPCOMING', language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"offers":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              marketplaceOffersPage,
              'MarketplaceOffersPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"contracts":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              contractsPage,
              'ContractsPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
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
            headers: { accept: 'application/json', authorization: `Bearer ${options.accessToken}` },
            verify: (body) => body.startsWith('{"navigation":') && body.includes('"dailyDraws":'),
          }),
          graph: (origin) =>
            graphTarget(
              origin,
              accountSweepstakesPage,
              'AccountSweepstakesPageQuery',
              { language: 'DE', signedIn: true },
              { authorization: `Bearer ${options.accessToken}` },
            ),
        },
      ]
    : [];
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
    ...signedIn,
  ];
}
