import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { graphEndpoint, graphOperation } from './graph.ts';

declare global {
  interface Window {
    __injected?: string;
  }
}

const newestList = (page: Page, name = 'Neuheiten im Fanshop') => page.getByRole('list', { name });

test('the shop shows the ten newest products with German prices', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuheiten im Fanshop' })).toBeVisible();
  const products = newestList(page).getByRole('listitem');
  await expect(products).toHaveCount(10);
  await expect(products.first().getByRole('heading')).toHaveText('Heimtrikot 2026/27');
  await expect(products.first()).toContainText('89,95 €');
  // Products still exclusive to the app are not on the web.
  await expect(newestList(page)).not.toContainText('Auswärtstrikot');
  await expect(
    page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }),
  ).toBeVisible();
});

test('the browser sends persisted document ids, never query text', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const operation = graphOperation(request);
    if (operation) bodies.push(operation);
  });
  // The first page's answer comes with the HTML; the next page asks the graph from the browser.
  await page.goto('/');
  await expect(newestList(page).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body.documentId).toMatch(/^[0-9a-f]{64}$/);
    expect(body).not.toHaveProperty('query');
  }
});

test('a product page renders the sanitised description and no injected script runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await page.goto('/');
  await newestList(page).getByRole('link', { name: 'Heimtrikot 2026/27' }).click();
  await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  const description = page.getByRole('region', { name: 'Beschreibung' });
  await expect(description.getByRole('listitem').first()).toHaveText(
    'Atmungsaktives Material aus 100 % recyceltem Polyester',
  );
  await expect(description.getByRole('link', { name: 'Schreib unserem Fanshop' })).toHaveAttribute(
    'href',
    'mailto:fanshop@club.example',
  );

  // Each of these products' descriptions carries an attack: script, onerror, javascript: link, iframe, onclick.
  for (const slug of [
    'heimtrikot-2026-27-1001',
    'schal-suedkurve-1003',
    'kapuzenpullover-suedtribuene-1004',
    'fussball-groesse-5-1005',
    'kaffeetasse-weiss-rot-1007',
  ]) {
    await page.goto(`/produkt/${slug}`);
    const region = page.getByRole('region', { name: 'Beschreibung' });
    await expect(region).toBeVisible();
    await expect(region.locator('script, iframe, [onerror], [onclick], [style], a[href^="javascript:"]')).toHaveCount(
      0,
    );
    for (const link of await region.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
    }
    const bait = region.getByText(/Gewinnspiel ansehen|Nur heute!/);
    if (await bait.count()) await bait.first().click();
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

test('switching to English changes texts, slugs and the price format', async ({ page }) => {
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: /Sprache wählen: Englisch/ }).click();
  await expect(page).toHaveURL('/en/product/home-jersey-2026-27-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Jersey 2026/27' })).toBeVisible();
  await expect(page.getByText('€89.95')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Embroidered club crest');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: 'New arrivals in the fan shop' }).click();
  await expect(page).toHaveURL('/en');
  const products = newestList(page, 'New arrivals in the fan shop').getByRole('listitem');
  await expect(products).toHaveCount(10);
  await expect(products.first()).toContainText('€89.95');
  // No English name: the German one, with an ASCII slug.
  await expect(page.getByRole('link', { name: 'Strickmütze Größenwahn' })).toHaveAttribute(
    'href',
    '/en/product/strickmuetze-groessenwahn-1008',
  );
  // …marked as German, so a screen reader pronounces it as German; translated names are not marked.
  await expect(products.getByRole('heading', { name: 'Strickmütze Größenwahn' })).toHaveAttribute('lang', 'de');
  await expect(products.getByRole('heading', { name: 'Home Jersey 2026/27' })).not.toHaveAttribute('lang');

  await page.getByRole('link', { name: /Choose language: German/ }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuheiten im Fanshop' })).toBeVisible();
});

test('a category lists its products and loads more on request', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Fanshop-Navigation' })
    .getByRole('link', { name: 'Wohnen & Küche' })
    .click();
  await expect(page).toHaveURL('/kategorie/wohnen-kueche');
  const products = page.getByRole('list', { name: 'Wohnen & Küche' }).getByRole('listitem');
  await expect(products).toHaveCount(10);
  await page.getByRole('button', { name: 'Weitere Produkte laden' }).click();
  await expect(products).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Weitere Produkte laden' })).toHaveCount(0);
});

test('an unknown path or product shows the 404 page in the visitor’s language', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zum Fanshop' }).click();
  await expect(newestList(page).getByRole('listitem')).toHaveCount(10);

  await page.goto('/en/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/produkt/gibt-es-nicht-999999');
  await expect(page.getByText('Dieses Produkt gibt es nicht oder es ist nicht mehr im Fanshop.')).toBeVisible();
});

test('the shop, category, product and 404 pages have no serious accessibility violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Neuheiten im Fanshop'],
    ['/en', 'New arrivals in the fan shop'],
    ['/kategorie/trikots', 'Trikots'],
    ['/produkt/heimtrikot-2026-27-1001', 'Heimtrikot 2026/27'],
    ['/en/product/home-jersey-2026-27-1001', 'Home Jersey 2026/27'],
    ['/gibt-es-nicht', 'Seite nicht gefunden'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('when the graph fails the 500 page offers a retry that recovers', async ({ page }) => {
  let failing = true;
  await page.route(graphEndpoint, (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.continue(),
  );
  // The first page's answer comes with the HTML, so the failure shows on the next page.
  await page.goto('/');
  await expect(newestList(page).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Serverfehler' })).toBeVisible();
  await expect(page.getByText('Bei der Anfrage trat ein Serverfehler auf.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
});

test('Japanese: the switch leads to the same page under /ja, in Japanese, with German where there is no Japanese text', async ({
  page,
}) => {
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await page.getByRole('link', { name: /Sprache wählen: Japanisch/ }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/ja\/product\/[^/]+-1001$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The shop has no Japanese product texts: the German name, marked as German.
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toBeVisible();
  await page.getByLabel('サイズ').selectOption('M');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByRole('status')).toHaveText('カートに追加しました：Heimtrikot 2026/27');
  await page.getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/ja/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /言語を選択: ドイツ語/ }).click();
  await expect(page).toHaveURL('/warenkorb');
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();

  // Loaded directly: the server says lang="ja", the Japanese texts come before the first render.
  const response = await page.goto('/ja');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'ファンショップの新着商品' })).toBeVisible();
  expect((await page.goto('/ja/gibt-es-nicht'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
});

test('a product page states the fact that limits the fan: what is left in stock, or that it is no longer sold', async ({
  page,
}) => {
  // Goalkeeper gloves: 10 allowed per order, 3 in stock.
  await page.goto('/produkt/torwarthandschuhe-profi-1018');
  await expect(page.getByText('Nur noch 3 Stück vorrätig')).toBeVisible();
  await expect(page.getByText(/Höchstens/)).toHaveCount(0);
  await page.goto('/en/product/goalkeeper-gloves-pro-1018');
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
  // The pennant is no longer sold: not "out of stock", which would promise it back.
  await page.goto('/produkt/wimpel-meisterschale-1067');
  await expect(page.getByText('Nicht mehr erhältlich')).toBeVisible();
  await expect(page.getByText('Zurzeit nicht vorrätig')).toHaveCount(0);
  await page.goto('/en/product/pennant-championship-shield-1067');
  await expect(page.getByText('No longer available')).toBeVisible();
});
