import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { addFromProductPage as addToCart, signInFromHeader, signOut } from './steps.ts';

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });
const toast = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen' });

/** Adds a product and waits for the confirmation. */
async function addFromProductPage(page: Page, slug: string, options: { size?: string; quantity?: number } = {}) {
  await addToCart(page, slug, options);
  await expect(page.getByRole('status')).toContainText('Im Warenkorb');
}

test('on a phone the size picker and the button are on the first screen; adding confirms in view, with the way to the cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await expect(page.getByLabel('Größe')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeInViewport();

  await page.getByLabel('Größe').selectOption('M');
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await add.click();
  const status = page.getByRole('status');
  await expect(status).toHaveText('Im Warenkorb: Heimtrikot 2026/27');
  await expect(status).toBeInViewport();
  await expect(add).toBeFocused(); // the confirmation does not take focus
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await expectNoSeriousA11yViolations(page);

  // It can be closed, also from the keyboard.
  await toast(page).getByRole('button', { name: 'Meldung schließen' }).focus();
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('');

  await add.click();
  await toast(page).getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByLabel('Menge von Heimtrikot 2026/27')).toHaveValue('2');
});

test('removing an item moves focus to the next item, and “Rückgängig” puts it back as it was', async ({ page }) => {
  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'L', quantity: 2 });
  await addFromProductPage(page, 'schal-suedkurve-1003');
  await addFromProductPage(page, 'kaffeetasse-weiss-rot-1007');
  await badge(page).click();
  const items = page.getByRole('region', { name: 'Fanartikel' }).getByRole('listitem');
  await expect(items).toHaveCount(3);

  // The first: focus goes to the next item's remove button.
  await page.getByRole('button', { name: 'Heimtrikot 2026/27 entfernen' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Schal „Südkurve“ entfernen' })).toBeFocused();
  await expect(toast(page).getByRole('status')).toHaveText('Entfernt: Heimtrikot 2026/27');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 2 Artikel');

  // Undo, by keyboard: same size and quantity; focus goes to the item's quantity.
  await toast(page).getByRole('button', { name: 'Rückgängig' }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(3);
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 4 Artikel');
  await expect(page.getByLabel('Menge von Heimtrikot 2026/27')).toHaveValue('2');
  await expect(page.getByLabel('Menge von Heimtrikot 2026/27')).toBeFocused();
  await expect(items.filter({ hasText: 'Heimtrikot 2026/27' })).toContainText('Größe: L');
  await expect(toast(page).getByRole('status')).toHaveText('Wieder im Warenkorb: Heimtrikot 2026/27');
  await expectNoSeriousA11yViolations(page);

  // The last in the list: focus goes to the one before it.
  const last = items.last();
  const lastName = (await last.getByRole('heading').textContent())!;
  await last.getByRole('button', { name: `${lastName} entfernen` }).click();
  await expect(items).toHaveCount(2);
  await expect(items.last().getByRole('button', { name: /entfernen$/ })).toBeFocused();

  // None left: focus goes to the message that the cart is empty.
  await items
    .first()
    .getByRole('button', { name: /entfernen$/ })
    .click();
  await expect(items).toHaveCount(1);
  await items
    .first()
    .getByRole('button', { name: /entfernen$/ })
    .click();
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeFocused();
});

test('signing in confirms who is signed in and that the guest cart was taken over; signing out confirms it too', async ({
  page,
}) => {
  await addFromProductPage(page, 'schal-suedkurve-1003');
  await signInFromHeader(page, 'fan2@club.example');
  await expect(page).toHaveURL('/produkt/schal-suedkurve-1003');
  const status = toast(page).getByRole('status');
  await expect(status).toHaveText(
    'Angemeldet als Mehmet Özdemir. Dein Warenkorb wurde übernommen: 1 Artikel aus deinem Gast-Warenkorb.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Schal „Südkurve“' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await toast(page).getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByLabel('Menge von Schal „Südkurve“')).toBeVisible();

  await signOut(page);
  await expect(status).toHaveText('Abgemeldet');
});

test('signing in without a guest cart only says who is signed in', async ({ page }) => {
  await page.goto('/');
  await signInFromHeader(page, 'fan@club.example');
  await expect(toast(page).getByRole('status')).toHaveText('Angemeldet als Lena Fischer.');
  await expect(toast(page).getByRole('link')).toHaveCount(0);
});
