import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { graphEndpoint, graphOperation } from './graph.ts';
import { untilInteractive } from './steps.ts';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Fanshop-Navigation' });

test('a page change without network keeps the shell and offers a retry that recovers', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);

  await context.setOffline(true);
  await navigation(page).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
  // Not the server error page, and the shell stays.
  await expect(page.getByRole('heading', { name: 'Serverfehler' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /SC Südstadt 1899/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Still offline: the retry says so and stays on the page.
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Noch immer keine Verbindung.' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page).toHaveURL('/kategorie/trikots');
});

test('data that cannot be fetched offline (code already loaded) shows the offline state; retry fetches it', async ({
  page,
  context,
}) => {
  await page.goto('/kategorie/trikots');
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  // The server's page is inert until the app took it over; offline before that, its code could not load.
  await untilInteractive(page);

  await context.setOffline(true);
  await navigation(page).getByRole('link', { name: 'Schals & Mützen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schals & Mützen' })).toBeVisible();
});

test('while a page’s data is on its way a pending indicator shows, and goes when it has arrived', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);

  // A slow network: the graph's answer is held back until the test lets it through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(graphEndpoint, async (route) => {
    await released;
    await route.continue();
  });
  await navigation(page).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toHaveCount(0);
});

test('queries that fail once are tried again; a mutation is tried again with the key of its first try, then reported', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);

  // The first answer of the graph is a gateway timeout (a proxy in front of it), the next ones are real.
  let queries = 0;
  await page.route(graphEndpoint, async (route) => {
    const body = graphOperation(route.request());
    if (body?.operationName === 'CategoryPageQuery' && queries++ === 0) {
      return route.fulfill({ status: 504, body: 'Gateway Timeout', contentType: 'text/plain' });
    }
    await route.continue();
  });
  await navigation(page).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  expect(queries).toBe(2);

  // A mutation that keeps failing is tried twice more with the same Idempotency-Key (the graph and the services
  // answer a repeat with the first answer, so nothing is added twice), then reported.
  const keys: (string | undefined)[] = [];
  await page.unroute(graphEndpoint);
  await page.route(graphEndpoint, async (route) => {
    const body = graphOperation(route.request());
    if (body?.operationName === 'useCartItemAddMutation') {
      keys.push((await route.request().allHeaders())['idempotency-key']);
      return route.fulfill({ status: 504, body: 'Gateway Timeout', contentType: 'text/plain' });
    }
    await route.continue();
  });
  await page.goto('/produkt/schal-suedkurve-1003');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Bei der Anfrage trat ein Serverfehler auf.')).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
});
