import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressOf, routeNameOf, type PageName } from './page.ts';
import { LANGUAGES, matchPage } from './pages.ts';
import { PAGES } from './pageTables.ts';

/** The web package's directory (a string: jsdom's URL class is not the one node:url takes). */
const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..') + '/';

/** A value of each path parameter that the portal's addresses accept. */
const sample: Record<string, string> = {
  slug: 'heimtrikot-2026-27-1001',
  site: 'profis',
  id: '17',
  contractId: '123',
  number: '100234',
  originId: '4711',
  company: 'club-stadion-gmbh',
  ticketId: 'VGlja2V0OjE2MzU',
  transferId: '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b',
  organizationId: '42',
};
/** The pages whose id is in the query (spec 3 section 2). */
const searchOf: Partial<Record<PageName, string>> = { news: '?id=a1b2c3', video: '?id=v1' };

const pages = Object.entries(PAGES) as [PageName, (typeof PAGES)[PageName]][];

describe('the page tables the router and the portal server share', () => {
  it.each(pages)('%s: the router’s pattern and the portal’s address rules name the same page', (name, page) => {
    for (const language of LANGUAGES) {
      const path = page
        .path(language)
        .replace(/:(\w+)\??/g, (_parameter, parameter: string) => sample[parameter] ?? `unknown-${parameter}`);
      const search = searchOf[name] ?? '';
      expect(matchPage(path, search), `${path} (${language})`).toMatchObject({ page: name, language });
      const address = addressOf(page, language, path, search);
      expect(address, `${path} is on the route ${page.path(language)}`).not.toBeNull();
      // A trace names the route, never the values of one address.
      const route = routeNameOf(page, language, address!);
      for (const value of Object.values(address!.params)) if (value) expect(route).not.toContain(value);
    }
  });

  it.each(pages)('%s: the module the portal preloads is the one its route loads', (name, page) => {
    expect(existsSync(`${web}${page.module}`), page.module).toBe(true);
    // Vite names the module a lazy route imports by its path from the package, as its manifest does.
    expect(page.Component.toString()).toContain(`"/${page.module}"`);
    if (page.ErrorBoundary) expect(page.ErrorBoundary.toString()).toContain(`"/${page.module}"`);
  });

  it('serves only public pages, and every page that can be "not found" says by which field', () => {
    const served = pages.filter(([, page]) => page.served).map(([name]) => name);
    expect(served.sort()).toEqual(
      [
        'cart',
        'category',
        'home',
        'job',
        'marketplace',
        'match',
        'matchTickets',
        'news',
        'person',
        'product',
        'search',
        'site',
        'sweepstake',
        'sweepstakeSeries',
        'sweepstakes',
        'video',
        'videoSubscription',
      ].sort(),
    );
    for (const [name, page] of pages)
      if (page.variables && page.served && !['search'].includes(name))
        expect(page.served.requiredField, `${name} names its record`).toBeTruthy();
  });
});
