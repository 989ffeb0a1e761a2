import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './steps.ts';

/**
 * The service worker (/sw.js, web/src/sw/sw.ts): the portal opens without a signal, showing the pages
 * read recently; pages never read show the app's offline state inside the shell. The other specs block
 * service workers (playwright.config.ts); this one lets the portal's run.
 */
test.use({ serviceWorkers: 'allow' });

const newest = (page: Page) => page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits until the page's requests go through the portal's worker (it claims open pages when active). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // A worker that activates on a busy machine can take longer than an assertion's usual 10 s to claim the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

/** The addresses the worker keeps in one of its caches. */
const kept = (page: Page, cacheName: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    cacheName,
  );

test('/sw.js is JavaScript the browser always revalidates, so a new version is seen at once', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  // The shell's precache list is in it: index.html and the hashed entry script.
  const script = await response.text();
  expect(script).toContain('"url":"index.html"');
  expect(script).toMatch(/"url":"assets\/index-[\w-]+\.js"/);
});

test('the front page and the pages read recently open without a signal; others show the offline state', async ({
  page,
  context,
}) => {
  // The first visit: the page loads without the worker, which then keeps it (the app names it).
  await page.goto('/');
  await expect(newest(page)).toHaveCount(10);
  await controlledByWorker(page);
  await expect.poll(() => kept(page, 'club-pages')).toContain('/');

  // A product read within the app: its code and its data (an anonymous GET of the graph) are kept.
  await newest(page).getByRole('link', { name: 'Heimtrikot 2026/27' }).click();
  await expect(heading(page, 'Heimtrikot 2026/27')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Beschreibung' })).toContainText('recyceltem Polyester');
  // A category opened by its address: its HTML (with the answer the portal embeds) is kept.
  await page.goto('/kategorie/schals-muetzen');
  await expect(heading(page, 'Schals & Mützen')).toBeVisible();
  await expect.poll(() => kept(page, 'club-pages')).toContain('/kategorie/schals-muetzen');
  expect(await kept(page, 'club-graph')).toContain('/graphql');

  await context.setOffline(true);

  // The product, reloaded: the shell comes from the precache, the data from the kept answer.
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await expect(heading(page, 'Heimtrikot 2026/27')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Beschreibung' })).toContainText('recyceltem Polyester');
  await expect(page.getByText('89,95 €').first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuheiten im Fanshop' })).toBeVisible();
  await expect(newest(page)).toHaveCount(10);
  await expect(newest(page).first().getByRole('heading')).toHaveText('Heimtrikot 2026/27');

  await page.reload();
  await expect(newest(page)).toHaveCount(10);

  await page.goto('/kategorie/schals-muetzen');
  await expect(heading(page, 'Schals & Mützen')).toBeVisible();

  // A page never read: the shell with the app's offline state and a retry, not the browser's error page.
  await page.goto('/kategorie/trikots');
  await expect(heading(page, 'Keine Verbindung')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /SC Südstadt 1899/ })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(heading(page, 'Trikots')).toBeVisible();
});

test('the cart is never kept: offline it shows the offline state, not an old cart', async ({ page, context }) => {
  await page.goto('/produkt/schal-suedkurve-1003');
  await controlledByWorker(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' }).first()).toBeVisible();
  await page.goto('/warenkorb');
  const item = page.getByRole('button', { name: 'Schal „Südkurve“ entfernen' });
  await expect(item).toBeVisible();
  expect(await kept(page, 'club-pages')).not.toContain('/warenkorb');

  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Keine Verbindung')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('nothing a signed-in person reads is kept: their queries carry their token and are never stored', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden beim SC Südstadt 1899' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('fan@club.example');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Lena Fischer/ })).toBeVisible();

  // Read as the person, within the app (the queries go from the browser).
  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(heading(page, 'Trikots')).toBeVisible();
  await page.getByRole('link', { name: 'Heimtrikot 2026/27' }).first().click();
  await expect(heading(page, 'Heimtrikot 2026/27')).toBeVisible();

  const answers = await page.evaluate(async () =>
    (await (await caches.open('club-graph')).keys()).map((request) => ({
      operation: new URL(request.url).searchParams.get('operationName'),
      variables: new URL(request.url).searchParams.get('variables'),
      token: request.headers.has('authorization'),
    })),
  );
  expect(answers.map((answer) => answer.operation)).not.toContain('CategoryPageQuery');
  expect(answers.map((answer) => answer.operation)).not.toContain('ProductPageQuery');
  for (const answer of answers) {
    expect(answer.token).toBe(false);
    expect(JSON.parse(answer.variables ?? '{}')).not.toMatchObject({ signedIn: true });
  }
});
