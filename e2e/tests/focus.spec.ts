import { expect, test } from '@playwright/test';
import { graphEndpoint } from './graph.ts';
import { DEMO_PASSWORD, untilInteractive } from './steps.ts';

test('after a page change focus moves to the new page’s main content; a fresh load keeps the browser’s', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.locator('#main')).not.toBeFocused();

  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('link', { name: 'Heimtrikot 2026/27' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test('after “load more” focus moves to the first product that came', async ({ page }) => {
  await page.goto('/kategorie/wohnen-kueche');
  const products = page.getByRole('list', { name: 'Wohnen & Küche' }).getByRole('listitem');
  await expect(products).toHaveCount(10);
  await page.getByRole('button', { name: 'Weitere Produkte laden' }).click();
  await expect(products).toHaveCount(11);
  await expect(products.nth(10).getByRole('link')).toBeFocused();
});

test('closing the user menu returns focus to its button; switching account lands on the menu again', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('fanclub@club.example');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const menu = page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Sabine Krüger/ });
  await menu.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // From the keyboard: Enter opens the menu on its first item, the arrow keys walk it (round the end), Escape closes.
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitemradio');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAccessibleName('Persönliches Konto · Sabine Krüger');
  await expect(items.first()).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Fanclub Südkurve 1999 · Fanclub' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByRole('menuitemradio', { name: 'Fanclub Südkurve 1999 · Fanclub' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Fanclub Südkurve 1999/ }),
  ).toBeFocused();
});

test('adding to the cart keeps focus on the button; a refusal moves it to the field that says why', async ({
  page,
}) => {
  await page.goto('/produkt/schal-suedkurve-1003');
  await untilInteractive(page);
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' }).first()).toBeVisible();
  await expect(add).toBeFocused();

  // The graph refuses (here: it cannot be reached): the quantity field says so and has focus.
  await page.route(graphEndpoint, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'error' }));
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#quantity-error')).toBeVisible();
  await expect(page.getByLabel('Menge')).toBeFocused();
});
