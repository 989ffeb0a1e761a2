import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * How the portal delivers the app: status codes, languages, compression, caching, no source maps, code
 * that loads only with the pages needing it, and the tags search engines and link previews read.
 */

/** The app's entry: the template's script, or the one a page rendered on the server starts after its picture. */
const entryScriptOf = (html: string) =>
  /<script type="module" (?:crossorigin src|data-entry)="([^"]+)"/.exec(html)?.[1];

test('unknown paths, products and categories answer a real 404; known pages 200', async ({ request }) => {
  for (const [path, status] of [
    ['/', 200],
    ['/en', 200],
    ['/kategorie/trikots', 200],
    ['/produkt/heimtrikot-2026-27-1001', 200],
    ['/en/product/home-jersey-2026-27-1001', 200],
    ['/warenkorb', 200],
    ['/gibt-es-nicht', 404],
    ['/en/nothing-here', 404],
    ['/produkt/gibt-es-nicht-999999', 404],
    ['/kategorie/gibt-es-nicht', 404],
    ['/assets/gibt-es-nicht.js', 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
});

test('the served HTML names the page’s language and carries the page itself, or its skeleton, before any script runs', async ({
  request,
}) => {
  expect(await (await request.get('/')).text()).toMatch(/<html lang="de"/);
  // The shop's pages are rendered on the server for visitors: name, picture, title and description are there.
  const english = await (await request.get('/en/product/home-jersey-2026-27-1001')).text();
  expect(english).toMatch(/<html lang="en"/);
  expect(english).toContain('class="site-header"');
  expect(english).toMatch(/<div id="root" data-server-rendered inert>/);
  expect(english).toContain('<h1>Home Jersey 2026/27</h1>');
  expect(english).toMatch(/<img class="product-image" src="[^"]+\/media\/products\/1001\//);
  expect(english).toContain('<title data-static-head>Home Jersey 2026/27 | SC Südstadt 1899</title>');
  expect(english).toMatch(/<link data-static-head rel="canonical" href="[^"]+\/en\/product\/home-jersey-2026-27-1001"/);
  expect(english).toContain('"@type":"Product"');
  expect(english).not.toContain('product-card skeleton');
  // Its code is announced only once the picture has come (see the next test), not as preloads in the HTML.
  expect(english).not.toContain('rel="modulepreload"');
  expect(english).toMatch(/<script type="module" data-entry="\/assets\/index-[^"]+\.js">/);
  // Personal pages come with the skeleton of the final size: their data needs the person's token.
  expect(await (await request.get('/konto/bestellungen')).text()).toContain('product-card skeleton');
});

test('a rendered page takes hostile addresses: markup, control characters and 6 KB in the query are no harm', async ({
  request,
}) => {
  for (const query of [
    '?q=%3Cscript%3Ealert(1)%3C/script%3E',
    '?x=%00%01%1F%7F',
    `?y=${'a'.repeat(6000)}`,
    '?%E0%A4%A=z',
  ]) {
    const response = await request.get(`/produkt/heimtrikot-2026-27-1001${query}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    expect(html, query).toContain('<h1>Heimtrikot 2026/27</h1>');
    expect(html, query).not.toContain('<script>alert');
  }
  expect((await request.get('/produkt/%00%3Cb%3E')).status()).toBe(404);
  // The search renders what a fan typed: as text, never as markup.
  for (const query of ['%3Cscript%3Ealert(1)%3C/script%3E', '%00%01%1F%7F', 'a'.repeat(6000)]) {
    const response = await request.get(`/suche?q=${query}`);
    expect(response.status(), query).toBe(200);
    // The rendered page, up to the embedded answer (whose JSON, in an attribute, carries the words as typed).
    const root = /<div id="root" data-server-rendered inert>[\s\S]*?(?=<script type="application\/json")/.exec(
      await response.text(),
    )?.[0];
    expect(root, query).toContain('<h1>Suche</h1>');
    expect(root, query).not.toContain('<script>alert');
  }
  const html = await (await request.get('/suche?q=%3Cscript%3Ealert(1)%3C/script%3E')).text();
  expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
});

test('the app takes over a page the server rendered without drawing it again, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Keeps the heading and the picture the HTML parser puts in, before any of the app's code runs.
  await page.addInitScript(() => {
    const served = window as unknown as { servedHeading?: Element | null; servedPicture?: Element | null };
    new MutationObserver(() => {
      served.servedHeading ??= document.querySelector('#root h1');
      served.servedPicture ??= document.querySelector('#root article img.product-image');
    }).observe(document, { childList: true, subtree: true });
    // Whether the document was ever without a title once it had one (a screen reader names the tab by it).
    const untitled = window as unknown as { wasUntitled?: boolean };
    new MutationObserver(() => {
      if (document.readyState !== 'loading' && !document.querySelector('title')) untitled.wasUntitled = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await expect(page.locator('#root:not([inert])')).toBeAttached();
  // Still the same elements once the app runs: it took them over (hydration) instead of drawing them again.
  expect(
    await page.evaluate(() => {
      const served = window as unknown as { servedHeading?: Element | null; servedPicture?: Element | null };
      return [
        served.servedHeading != null && served.servedHeading === document.querySelector('#root h1'),
        served.servedPicture != null &&
          served.servedPicture === document.querySelector('#root article img.product-image'),
      ];
    }),
  ).toEqual([true, true]);
  // The picture first, the code after it: no script was asked for before the page's picture had come.
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const picture = entries.find((entry) => entry.name.includes('/media/products/1001/'));
    const scripts = entries.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return { pictureEnd: picture?.responseEnd, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(order.pictureEnd).toBeGreaterThan(0);
  expect(order.firstScript).toBeGreaterThanOrEqual(order.pictureEnd!);
  // The page's own head, once, and a title all along: the server's tags made way for the app's.
  expect(await page.evaluate(() => (window as unknown as { wasUntitled?: boolean }).wasUntitled ?? false)).toBe(false);
  await expect(page).toHaveTitle('Heimtrikot 2026/27 | SC Südstadt 1899');
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  // And the taken-over page works: the size, the cart.
  await page.getByLabel('Größe').selectOption('M');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('status')).toContainText('Im Warenkorb: Heimtrikot 2026/27');
  expect(errors).toEqual([]);
});

/** Public pages beyond the shop, rendered on the server as the shop's are: each with its heading. */
const renderedPages = [
  ['/profis', 'Profis'],
  ['/profis/kader', 'Kader · Profis'],
  ['/profis/liveticker', 'Liveticker · Profis'],
  ['/suche?q=Heimsieg', 'Suche'],
  ['/zweitmarkt', 'Ticket-Zweitmarkt'],
  ['/profis/spiel/7999', 'SC Südstadt 1899 – Borussia Westfeld'],
  ['/en/competitions/series/home-match-competitions-31', 'Home match competitions'],
  ['/video/detail/?id=v-highlights-nordhafen', 'Alle Highlights: SC Südstadt 1899 gegen FC Nordhafen'],
  ['/jobs/20433', 'Athletiktrainer Nachwuchsleistungszentrum (m/w/d)'],
  ['/gewinnspiele', 'Gewinnspiele'],
  ['/gewinnspiele/signiertes-heimtrikot-der-saison-3101', 'Signiertes Heimtrikot der Saison'],
] as const;

test('the club’s public pages come rendered, and the app takes each over as it is, without an error', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const served = window as unknown as { servedHeading?: Element | null };
    new MutationObserver(() => {
      served.servedHeading ??= document.querySelector('#root h1');
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of renderedPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="root" data-server-rendered inert>/);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(heading);
    await page.goto(path);
    await expect(page.locator('#root:not([inert])'), path).toBeAttached();
    await expect(page.locator('#root h1'), path).toContainText(heading);
    // The heading the HTML brought is the one on screen: the app took the page over (hydration) instead of
    // drawing it again, which it does when what it renders differs from the server's page.
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { servedHeading?: Element | null }).servedHeading;
        return served != null && served === document.querySelector('#root h1');
      }),
      path,
    ).toBe(true);
    expect(errors, path).toEqual([]);
  }
});

test('HTML, scripts, styles and /graphql answers are compressed; hashed assets are immutable', async ({
  request,
  page,
}) => {
  const html = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const text = await html.text();
  const script = entryScriptOf(text);
  // The style sheet is inlined into the page (a few KB); as a file it is served like every asset.
  expect(text).toContain('<style>');
  const built = readFileSync(new URL('../../web/dist/index.html', import.meta.url), 'utf8');
  const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(built)?.[1];
  expect(script).toMatch(/^\/assets\//);
  expect(style).toMatch(/^\/assets\//);
  for (const asset of [script!, style!]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    }
  }

  // The graph's answers, as the browser asks for them.
  const answers: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') answers.push(response.headers()['content-encoding']);
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  expect(answers.length).toBeGreaterThan(0);
  for (const encoding of answers) expect(['br', 'gzip']).toContain(encoding);
});

test('no source maps are published', async ({ request }) => {
  const text = await (await request.get('/')).text();
  const script = entryScriptOf(text)!;
  expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

test('the front page loads neither the sign-in library nor the form code; they come with their pages', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);
  expect(scripts.some((path) => /\/assets\/oidc-/.test(path))).toBe(false);
  expect(scripts.some((path) => /\/assets\/forms-/.test(path))).toBe(false);
  expect(scripts.some((path) => /\/assets\/CartPage-/.test(path))).toBe(false);

  // A product page has a form (add to cart): its code arrives with it.
  await page
    .getByRole('list', { name: 'Neuheiten im Fanshop' })
    .getByRole('link', { name: 'Heimtrikot 2026/27' })
    .click();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/forms-/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/assets\/oidc-/.test(path))).toBe(false);

  // Signing in fetches the sign-in library, then leaves for the provider.
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden beim SC Südstadt 1899' })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/oidc-/.test(path))).toBe(true);
});

test('each page has its own title, description, canonical and hreflang links, Open Graph tags', async ({ page }) => {
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  await expect(page).toHaveTitle('Heimtrikot 2026/27 | SC Südstadt 1899');
  const head = page.locator('head');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  const origin = new URL(page.url()).origin;
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/produkt/heimtrikot-2026-27-1001`,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${origin}/en/product/home-jersey-2026-27-1001`,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Heimtrikot 2026/27');
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string } },
  );
  expect(structured.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
  expect(structured.find((data) => data['@type'] === 'Product')?.offers).toMatchObject({
    price: '89.95',
    priceCurrency: 'EUR',
  });

  // A client-side navigation replaces them; the cart is kept out of search results.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Warenkorb/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page).toHaveTitle('Warenkorb | SC Südstadt 1899');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/warenkorb`);
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page.goto('/en');
  await expect(page).toHaveTitle('New arrivals in the fan shop | SC Südstadt 1899');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('robots.txt points to a sitemap that lists every page in every language', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /warenkorb');
  expect(robots).toContain('Disallow: /ja/cart');
  expect(robots).toContain('Disallow: /konto/');
  expect(robots).toContain('Disallow: /en/account/');
  expect(robots).toContain('Disallow: /fanclub/einladung');
  expect(robots).toContain('Disallow: /suche');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/produkt/heimtrikot-2026-27-1001</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/product/home-jersey-2026-27-1001</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/kategorie/trikots</loc>`);
  // Every site area's start page, in each language.
  expect(xml).toContain(`<loc>${baseURL}/profis</loc>`);
  expect(xml).toContain(`hreflang="en" href="${baseURL}/en/profis"`);
  expect(xml).toContain(`<loc>${baseURL}/ja/handball</loc>`);
  expect(xml).toContain(`hreflang="en" href="${baseURL}/en/category/trikots"`);
  expect(xml).toContain(`<loc>${baseURL}/ja/category/trikots</loc>`);
  expect(xml).toContain(`hreflang="ja" href="${baseURL}/ja/product/heimtrikot-2026-27-1001"`);
  // Products not shown on the web are not announced either.
  expect(xml).not.toContain('auswaertstrikot');
});
