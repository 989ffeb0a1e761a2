/**
 * What the portal answers crawlers: robots.txt (what may be crawled) and the sitemap, every public page in
 * every language from the portal's own persisted lookup (scripts/portal.ts serves both).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Span, Tracing } from '@club/telemetry';
import { LANGUAGES, paths, pathsIn, type Language } from '../web/src/app/pages.ts';
import sitemapLookup from '../web/src/__generated__/PortalLookupsSitemapQuery.graphql.ts';
import { traceRequest } from './portal-tracing.ts';

interface SitemapPage {
  sites: readonly { key: string }[] | null;
  productCategories: readonly { slug: string }[] | null;
  newestProducts: {
    edges: readonly { node: { slugDe: string; slugEn: string; slugJa: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
}

/** Runs one of the portal's own persisted queries. */
export type Lookup = <Data>(
  document: { params: { id?: string | null } },
  variables: Record<string, unknown>,
  span: Span | undefined,
) => Promise<Data>;

const xml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The crawlers' files of a portal at `publicUrl`. */
export function crawlerFiles({ publicUrl, tracing, lookup }: { publicUrl: string; tracing: Tracing; lookup: Lookup }) {
  function serveRobots(_request: IncomingMessage, response: ServerResponse) {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    // Carts, the account pages, invitations, searches and sign-in return points are personal or endless;
    // everything else may be crawled.
    response.end(
      [
        'User-agent: *',
        ...LANGUAGES.flatMap((language) => [
          `Disallow: ${paths.cart(language)}`,
          `Disallow: ${paths.memberships(language).replace(/\/[^/]+$/, '/')}`,
          `Disallow: ${paths.invitation(language, '').replace(/\/$/, '')}`,
          `Disallow: ${paths.search(language)}`,
        ]),
        'Disallow: /sso/',
        'Disallow: /graphql',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  }

  /** Every public page in every language, each entry naming its twins in the other languages (hreflang). */
  async function serveSitemap(request: IncomingMessage, response: ServerResponse) {
    const span = traceRequest(tracing, request, response, '/sitemap.xml');
    try {
      const pages: Record<Language, string>[] = [pathsIn(paths.home)];
      let after: string | null = null;
      for (let page = 0; page < 100; page++) {
        const data: SitemapPage = await lookup<SitemapPage>(sitemapLookup, { after }, span);
        if (page === 0) {
          for (const { key } of data.sites ?? []) pages.push(pathsIn((language) => paths.site(language, key)));
          for (const { slug } of data.productCategories ?? [])
            pages.push(pathsIn((language) => paths.category(language, slug)));
        }
        for (const { node } of data.newestProducts?.edges ?? [])
          pages.push({
            de: paths.product('de', node.slugDe),
            en: paths.product('en', node.slugEn),
            ja: paths.product('ja', node.slugJa),
          });
        if (!data.newestProducts?.pageInfo.hasNextPage) break;
        after = data.newestProducts.pageInfo.endCursor;
      }
      const alternates = (twins: Record<Language, string>) =>
        LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(publicUrl + twins[language])}"/>`,
        ).join('');
      const urls = pages.flatMap((twins) =>
        LANGUAGES.map((language) => `<url><loc>${xml(publicUrl + twins[language])}</loc>${alternates(twins)}</url>`),
      );
      response.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          urls.join('\n') +
          '\n</urlset>\n',
      );
    } catch (error) {
      console.warn('sitemap failed', error instanceof Error ? error.message : error);
      response.writeHead(503, { 'retry-after': '60' }).end();
    }
  }

  return { serveRobots, serveSitemap };
}
