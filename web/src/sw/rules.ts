/**
 * What the service worker (sw.ts) may keep for reading offline. Pure functions of the request, so they
 * are tested without a worker (rules.test.ts).
 */
import { authPaths, LANGUAGES, paths } from '../app/pages.ts';

/** Paths the portal serves that are not pages (scripts/portal.ts routes them before the pages). */
const notPagePrefixes = ['/graphql', '/calendar/', '/media/', '/assets/', '/sso/'];
/** The cart changes with what one does: a stale copy would mislead, so it is never kept. */
const cartPaths = new Set(LANGUAGES.map((language) => paths.cart(language)));

/**
 * A page whose HTML is kept: every page of the portal but the cart and the sign-in return points (they
 * carry one-time codes in the address). The HTML never holds a signed-in person's data: the portal
 * embeds a page's answer for anonymous visitors only (scripts/portal-pages.ts).
 */
export function keepsPage(url: URL): boolean {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  if (path === '/health' || notPagePrefixes.some((prefix) => path.startsWith(prefix))) return false;
  if ((Object.values(authPaths) as string[]).includes(path)) return false;
  // A path with a file extension names a file, not a page (as the portal decides).
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return !cartPaths.has(path);
}

/** Queries whose answers are never kept: the cart's, for the same reason as its page. */
const unkeptOperations = new Set(['CartPageQuery']);

/**
 * A graph answer that is kept: a GET of a persisted query without an Authorization header (the web app
 * asks anonymous queries so, web/src/app/RelayEnvironment.ts). The graph knows a person only by that
 * header, so such an answer is the same for anyone using this browser; a signed-in person's queries are
 * POSTed with their token and never kept. Never a POST, never an event stream.
 */
export function keepsGraphAnswer(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || url.pathname !== '/graphql') return false;
  if (request.headers.has('authorization')) return false;
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return false;
  const documentId = url.searchParams.get('documentId');
  if (!documentId || url.searchParams.has('query')) return false;
  return !unkeptOperations.has(url.searchParams.get('operationName') ?? '');
}

/** Hashed build output: a file under /assets/ never changes its content. */
export const isAsset = (url: URL) => url.pathname.startsWith('/assets/');

/** Product pictures, proxied from the platform (public, the same for everyone). */
export const isMedia = (url: URL) => url.pathname.startsWith('/media/');
