/**
 * The HTML the portal serves for a page: the app's index.html with the page's language, the right
 * status (404 for paths the route table does not know and for unknown product or category slugs), and
 * for anonymous visitors the page's query answered in advance, so the browser does not wait for the
 * app's code before it asks for the data:
 *
 * - the answer of the page's persisted query is embedded as JSON; the app's Relay network layer takes
 *   it instead of fetching when its first request has the same document and variables
 *   (web/src/app/preloadedQuery.ts),
 * - the page's code chunks are announced as modulepreload links (from Vite's manifest),
 * - the first product picture, usually the largest thing on screen, is preloaded with high priority,
 * - the style sheet (a few KB) is inlined, so the first paint waits for no other request, and
 * - the public pages (the shop, the sites, news, videos, search, Zweitmarkt, job postings, sweepstakes) come
 *   rendered (web/src/entry-server.tsx), with their own title and meta tags; their code follows their first
 *   picture (docs/web-delivery.md).
 *
 * Signed-in visitors get the plain HTML: their tokens live in the browser's memory, so the server
 * cannot ask for their data; the page's query then runs from the browser as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { noTracing, type Span, type Tracing } from '@club/telemetry';
import type { PreloadedAnswer, RenderedPage } from '../web/src/entry-server.tsx';
import { addressOf, routeNameOf, type PageAddress, type Page } from '../web/src/app/page.ts';
import { languageOfPath, matchPage, type Language, type PageMatch } from '../web/src/app/pages.ts';
import { PAGES } from '../web/src/app/pageTables.ts';
import { CONSENT_COOKIE, SERVED_CONSENT_ID } from '../web/src/app/analytics.ts';
import { PRELOADED_QUERY_ELEMENT_ID } from '../web/src/app/preloadedQuery.ts';
import { CHANNEL_HEADER, WEB_CHANNEL } from '../web/src/app/channel.ts';
import de from '../web/src/i18n/de.json' with { type: 'json' };
import en from '../web/src/i18n/en.json' with { type: 'json' };
import ja from '../web/src/i18n/ja.json' with { type: 'json' };
import { assetsOf, type Manifest, type PageAssets } from './portal-assets.ts';
import { traceHeaders, traceRequest } from './portal-tracing.ts';

/** Runs a request against the in-process graph (Yoga's fetch API: no network hop). */
export type GraphFetch = (url: string, init: RequestInit) => Promise<Response>;

interface PageQuery {
  documentId: string;
  variables: Record<string, unknown>;
}

const idOf = (artifact: { params: { id?: string | null } }) => {
  if (!artifact.params.id) throw new Error('a page query is not persisted; run pnpm codegen');
  return artifact.params.id;
};

/** A page of the table at its address: the page the path shows, read from the route table as the router does. */
interface PageAtAddress {
  page: Page;
  language: Language;
  address: PageAddress;
}

/**
 * The page an address shows from the features' page tables (web/src/app/pageTables.ts), or undefined for the
 * sign-in return points and for paths the portal has no page for (`matchPage` decides what is a 404).
 */
function pageAt(match: PageMatch, pathname: string, search: string): PageAtAddress | undefined {
  if (match.page === 'auth') return undefined;
  const page = PAGES[match.page];
  const address = addressOf(page, match.language, pathname, search);
  return address ? { page, language: match.language, address } : undefined;
}

/**
 * The query a served page's route loader starts, with the variables the app sends for an anonymous visitor
 * (the same entry makes them in the browser: routesOf in web/src/app/routeQuery.ts). A page with one is
 * rendered on the server for anonymous visitors (web/src/entry-server.tsx), not only its data.
 */
function pageQuery({ page, language, address }: PageAtAddress): PageQuery | null {
  if (!page.served) return null;
  return {
    documentId: idOf(page.query),
    variables: { ...page.variables?.(address), language: language.toUpperCase(), signedIn: false },
  };
}

/**
 * A page's route as traces name it: its path in its language with a placeholder for each part that varies
 * (`/produkt/:slug`, `/en/:site/squad/:id`), never the ids, slugs or query of one request. The sign-in return
 * points have no page: they are three fixed paths.
 */
export function pageRoute(match: PageMatch, pathname: string, shown = pageAt(match, pathname, '')): string {
  return shown ? routeNameOf(shown.page, shown.language, shown.address) : pathname.replace(/(.)\/$/, '$1');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const consentTexts = { de: de.consent, en: en.consent, ja: ja.consent } as const;

/**
 * The analytics question as web/src/app/PrivacyConsent.tsx draws it, for a visitor who has not answered
 * yet: painted with the page instead of after the app's code, so it neither pops up late nor becomes the
 * page's largest late paint. It stands beside the app's root, and the app takes over its buttons.
 */
function consentBanner(language: Language): string {
  const texts = consentTexts[language];
  return (
    `<section id="${SERVED_CONSENT_ID}" class="consent-banner" aria-labelledby="consent-title"><h2 id="consent-title">${escapeText(texts.title)}</h2>` +
    `<p>${escapeText(texts.text)}</p><div class="consent-actions"><button type="button">${escapeText(texts.accept)}</button>` +
    `<button type="button" class="secondary">${escapeText(texts.decline)}</button></div></section>`
  );
}

interface ServerRenderer {
  renderPage(url: string, preloaded: PreloadedAnswer): Promise<RenderedPage | undefined>;
}

/**
 * A page's render is not waited for longer than this (the visitor gets the skeleton then). A warm render takes
 * 5–15 ms; the first of each page in a process loads its code (up to about 200 ms); this is a safety net.
 */
const RENDER_DEADLINE_MS = 1000;

/** The page rendered on the server, or undefined when it could not be (in time): the skeleton serves then. */
async function renderOnServer(
  renderer: ServerRenderer | undefined,
  url: string,
  preloaded: PreloadedAnswer,
): Promise<RenderedPage | undefined> {
  if (!renderer) return undefined;
  let timer: NodeJS.Timeout | number | undefined; // number: typed with the DOM too (web/tsconfig.scripts.json)
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, RENDER_DEADLINE_MS)));
  try {
    return await Promise.race([renderer.renderPage(url, preloaded), late]);
  } catch (error) {
    console.warn('server rendering failed', error instanceof Error ? error.message : error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The app's entry for a page rendered on the server: once the page's first picture has loaded (a second at
 * most) and been painted, the page's code is fetched in parallel (modulepreload) and the app starts.
 */
function bootAfterPicture(entry: string, chunks: readonly string[]): string {
  const code =
    `const picture = document.querySelector('#main img');` +
    `await new Promise((done) => { if (!picture || picture.complete) return done(); picture.addEventListener('load', done); picture.addEventListener('error', done); setTimeout(done, 1000); });` +
    `await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));` +
    `for (const href of ${JSON.stringify(chunks)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); }` +
    `import(${JSON.stringify(entry)});`;
  return `<script type="module" data-entry="${escapeAttribute(entry)}">${code}</script>`;
}

/**
 * React's hoisted head elements of the page, without its image preloads (the portal preloads the one picture
 * that matters, first and with high priority), each marked as the template's static head is.
 */
function markedHead(head: string): string {
  return head
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
    .replace(/<(title|meta|link|script)(?=[\s>])/g, '<$1 data-static-head');
}

/** The first product picture in an answer (depth first, in the order the page shows things). */
function firstThumbnails(value: unknown): { url: string; width: number }[] | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstThumbnails(item);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'thumbnails' && Array.isArray(child) && child.length > 0)
        return child as { url: string; width: number }[];
      const found = firstThumbnails(child);
      if (found) return found;
    }
  }
  return null;
}

/** Replaces the build's style sheet links with their content (the sheets are small and render-blocking). */
function inlineStyleSheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const path = `${distDir}${href}`;
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : link;
  });
}

export function createPageRenderer({
  distDir,
  graphFetch,
  origin,
  publicOrigin = origin,
  tracing = noTracing,
}: {
  distDir: string;
  graphFetch: GraphFetch;
  origin: string;
  /** The origin visitors see (PUBLIC_URL behind a proxy): pages rendered on the server link to it. */
  publicOrigin?: string;
  /** The portal's tracing: a span per page, which its query to the graph continues. */
  tracing?: Tracing;
}) {
  const template = inlineStyleSheets(readFileSync(`${distDir}/index.html`, 'utf8'), distDir);
  const manifestPath = `${distDir}/.vite/manifest.json`;
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};

  // The manifest does not change while the portal runs: each page module's assets are worked out once.
  const pageAssets = new Map<string, PageAssets>();
  const assetsOfPage = (module: string) => {
    let assets = pageAssets.get(module);
    if (!assets) pageAssets.set(module, (assets = assetsOf(manifest, module)));
    return assets;
  };
  // The template's own preloads, which a page rendered on the server announces only after its picture.
  const templatePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (found) => found[1]!,
  );

  // The app's server rendering (web/dist-server, built with the app); without it pages come with their skeleton.
  const serverEntry = `${distDir}-server/entry-server.js`;
  const renderer: Promise<ServerRenderer | undefined> = existsSync(serverEntry)
    ? (import(pathToFileURL(serverEntry).href) as Promise<ServerRenderer>)
    : Promise.resolve(undefined);

  /** The page's query answered by the graph as the visitor's browser would ask it (same cookies). */
  async function answer(
    query: PageQuery,
    cookie: string | undefined,
    language: string,
    span: Span | undefined,
    visitor: string,
  ) {
    const response = await graphFetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        // The web channel's request, counted against the visitor's own budget (their address).
        [CHANNEL_HEADER]: WEB_CHANNEL,
        'x-forwarded-for': visitor,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-language': language,
        ...(cookie ? { cookie } : {}),
        ...traceHeaders(tracing, span),
      },
      body: JSON.stringify({ documentId: query.documentId, variables: query.variables }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown> | null };
    return {
      ok: response.ok && body.data != null,
      text,
      data: body.data ?? null,
      setCookies: response.headers.getSetCookie(),
    };
  }

  return async function servePage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname, search } = new URL(request.url ?? '/', origin);
    const page = matchPage(pathname, search);
    const shown = page ? pageAt(page, pathname, search) : undefined;
    const span = tracing.enabled
      ? traceRequest(tracing, request, response, page ? pageRoute(page, pathname, shown) : undefined)
      : undefined;
    const language = page?.language ?? languageOfPath(pathname);
    const query = shown ? pageQuery(shown) : null;
    const served = shown?.page.served;
    const cookie = request.headers.cookie;
    // A signed-in visitor's data needs their token, which only their browser holds.
    const anonymous = !/(?:^|;\s*)LoginDateTime=/.test(cookie ?? '');
    let status = page ? 200 : 404;
    const head: string[] = [];
    // What the browser should ask for before the template's own preloads (the page's largest image).
    const early: string[] = [];
    const body: string[] = [];
    let rendered: RenderedPage | undefined;
    // A rendered page's code chunks: fetched once its picture is painted (bootAfterPicture).
    const pageChunks: string[] = [];
    if (page && query) {
      try {
        // For a signed-in visitor only the page's existence is asked, anonymously and without cookies.
        const result = await answer(
          query,
          anonymous ? cookie : undefined,
          language,
          span,
          request.socket.remoteAddress ?? 'unknown',
        );
        const required = served?.requiredField && result.data ? result.data[served.requiredField] : undefined;
        if (served?.requiredField && result.data && required == null) status = 404;
        if (served?.requiredSite && (required as { site?: unknown } | null)?.site !== shown?.address.params.site)
          status = 404;
        if (anonymous && result.ok) {
          for (const setCookie of result.setCookies) response.appendHeader('set-cookie', setCookie);
          const preloaded = JSON.stringify({ documentId: query.documentId, variables: query.variables });
          body.push(
            `<script type="application/json" id="${PRELOADED_QUERY_ELEMENT_ID}" data-request="${escapeAttribute(preloaded)}">` +
              // "<" escaped: the answer cannot end the script element (product texts are user content).
              `${result.text.replace(/</g, '\\u003c')}</script>`,
          );
          const thumbnails = served?.imageSizes && status === 200 ? firstThumbnails(result.data) : null;
          const fallback = thumbnails?.find((thumbnail) => thumbnail.width === 600) ?? thumbnails?.at(-1);
          if (thumbnails && fallback) {
            const srcset = thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', ');
            early.push(
              `<link rel="preload" as="image" href="${escapeAttribute(fallback.url)}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(served!.imageSizes!)}" fetchpriority="high">`,
            );
          }
          if (status === 200)
            rendered = await renderOnServer(await renderer, `${publicOrigin}${pathname}${search}`, {
              documentId: query.documentId,
              variables: query.variables,
              response: JSON.parse(result.text) as unknown,
            });
        }
      } catch (error) {
        // The app asks again from the browser and shows its own error state with a retry.
        console.warn('page query failed', error instanceof Error ? error.message : error);
      }
    }
    const module = shown?.page.module;
    if (module && status === 200) {
      const { chunks, styleSheets } = assetsOfPage(module);
      for (const file of chunks)
        if (rendered) pageChunks.push(`/${file}`);
        else head.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
      // The page's own styles come with it when it is painted before its code has run.
      if (rendered) for (const sheet of styleSheets) head.push(`<link rel="stylesheet" href="/${sheet}">`);
    }
    const answered = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`).test(cookie ?? '');
    let html = template;
    if (rendered) {
      // The page's title, description, canonical and alternate links and structured data, for crawlers and
      // link previews too; marked as the template's are, so the app drops them before it renders its own.
      html = html
        .replace(
          /<title data-static-head>[^<]*<\/title>\s*<meta data-static-head name="description"[^>]*>/,
          markedHead(rendered.head),
        )
        .replace(
          /<div id="root">[\s\S]*<!-- \/root:[^>]*-->/,
          // inert until the app has taken the page over (main.tsx): a tap on a button that has no code yet would
          // be lost, so the page takes none until then (reading works at once).
          `<div id="root" data-server-rendered inert>${rendered.body}</div>`,
        );
      // The page is painted without its code, so the code waits for the page's picture: on a phone's slow
      // connection the picture no longer shares the bandwidth with 200 KB of scripts, nor its paint the main
      // thread with running them.
      html = html
        .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_script, entry: string) =>
          bootAfterPicture(entry, [...templatePreloads, ...pageChunks]),
        );
    }
    html = html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('<div id="root"', answered ? '<div id="root"' : `${consentBanner(language)}<div id="root"`)
      // The page's largest image before the template's script preloads: the browser asks in document order.
      .replace(/<link rel="modulepreload"|<\/head>/, (first) => `${early.join('')}${first}`)
      .replace('</head>', `${head.join('')}</head>`)
      .replace('</body>', `${body.join('')}</body>`);
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // It may carry the visitor's own cart: never stored by a shared cache, always revalidated.
      'cache-control': 'private, no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  };
}
