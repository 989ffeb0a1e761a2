/**
 * The portal's service worker (/sw.js, built by vite-plugin-pwa's injectManifest from this file), so
 * the portal opens without a signal in the stadium. docs/web-delivery.md, "Offline: the service
 * worker", says what is kept and why.
 *
 * - The app shell is precached at install: index.html, the entry's code and styles with everything it
 *   imports, the favicon and the language catalogues (the list comes from vite.config.ts).
 * - Page code (other hashed chunks under /assets/) is kept the first time it is loaded: cache first,
 *   as a hashed file never changes.
 * - Pages: network first, the kept copy after 3 s without an answer or without a signal, else the
 *   shell's index.html, whose app then shows its own offline state inside the shell.
 * - Anonymous GETs of persisted queries: network first, the kept answer after 3 s or offline; at most
 *   50 answers, for a day. Never a request with an Authorization header, never a POST (rules.ts).
 * - Product pictures: the kept copy at once, refreshed in the background.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { isAsset, isMedia, keepsGraphAnswer, keepsPage } from './rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY = 24 * 60 * 60;
/** How long a page or a query waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;
const SHELL = 'index.html';

// A new version takes over at once (its precache is complete by then): a page still running the old
// code finds its chunks in the page-code cache, which a new version does not empty.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: 'club-pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: DAY, purgeOnQuotaError: true })],
});
/** The cart and sign-in pages: always from the network, the shell when there is none. */
const unkeptPages = new NetworkOnly();
const pageCode = new CacheFirst({
  cacheName: 'club-page-code',
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});
const graphAnswers = new NetworkFirst({
  cacheName: 'club-graph',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: DAY, purgeOnQuotaError: true })],
});
const pictures = new StaleWhileRevalidate({
  cacheName: 'club-media',
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages first: the precache route below would otherwise answer "/" with the bare index.html.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async (options) => {
    try {
      return await (keepsPage(options.url) ? pages : unkeptPages).handle(options);
    } catch {
      // No signal and no kept copy: the shell, whose app shows "Keine Verbindung" with a retry.
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(({ url }) => sameOrigin(url) && isAsset(url), pageCode);
registerRoute(({ request, url }) => sameOrigin(url) && keepsGraphAnswer(request, url), graphAnswers);
registerRoute(({ request, url }) => sameOrigin(url) && request.method === 'GET' && isMedia(url), pictures);

/**
 * What the first visit loaded before this worker ran: its page and its code and pictures, which the
 * app names once the worker is active (web/src/app/serviceWorker.ts). Kept as if they had come through
 * the worker, so the very first page read opens offline too.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 200);
  event.waitUntil(Promise.allSettled(urls.map((url) => keep(url, event))));
});

async function keep(address: string, event: ExtendableEvent): Promise<unknown> {
  const url = new URL(address, self.location.href);
  url.hash = '';
  if (!sameOrigin(url) || getCacheKeyForURL(url.href)) return;
  let strategy: Strategy | undefined;
  let request = new Request(url.href, { credentials: 'same-origin' });
  if (isAsset(url)) strategy = pageCode;
  else if (isMedia(url)) strategy = pictures;
  else if (keepsPage(url)) {
    strategy = pages;
    request = new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  }
  return strategy?.handle({ event, request });
}
