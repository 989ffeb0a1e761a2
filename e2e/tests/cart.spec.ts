import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { addFromProductPage, DEMO_PASSWORD } from './steps.ts';

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });

test('an anonymous visitor fills the cart, signs in and finds the same items; the badge follows', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 0 Artikel');

  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'L', quantity: 2 });
  await expect(page.getByRole('status')).toContainText('Im Warenkorb: Heimtrikot 2026/27');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 2 Artikel');
  const shopper = (await context.cookies()).find((cookie) => cookie.name === 'AnonymousUserShoppingId');
  expect(shopper).toMatchObject({ path: '/', httpOnly: true, secure: true });

  await addFromProductPage(page, 'fussball-groesse-5-1005');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 3 Artikel');

  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('fan2@club.example');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Mehmet Özdemir/ })).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 3 Artikel');

  await badge(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Fanartikel' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Heimtrikot 2026/27');
  await expect(items.first()).toContainText('Größe: L');
  await expect(page.getByLabel('Menge von Heimtrikot 2026/27')).toHaveValue('2');
  // The claimed cart no longer needs the anonymous cookie.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('AnonymousUserShoppingId');
});

test('vouchers: an invalid one is refused next to the field, a valid one lowers the total', async ({ page }) => {
  await addFromProductPage(page, 'kapuzenpullover-suedtribuene-1004', { size: 'M' });
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await badge(page).click();
  const summary = page.getByRole('complementary', { name: 'Gesamtsumme' });
  await expect(summary).toContainText('59,95 €');

  await page.getByLabel('Gutscheincode').fill('GESPERRT');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByLabel('Gutscheincode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#voucher-error')).toHaveText('Dieser Gutschein ist gesperrt.');

  await page.getByLabel('Gutscheincode').fill('GUTSCHEIN-10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary).toContainText('GUTSCHEIN-10');
  await expect(summary.locator('.summary-row.total')).toContainText('54,90 €'); // 59,95 − 10 + 4,95 shipping
  await expect(page.getByLabel('Gutscheincode')).toHaveValue('');

  await page.getByLabel('Partner', { exact: true }).selectOption({ label: 'Stadtwerke Südstadt' });
  await page.getByRole('textbox', { name: 'Rabattcode' }).fill('ABGELAUFEN');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.locator('#discount-error')).toHaveText('Diese Aktion läuft zurzeit nicht.');
  await expectNoSeriousA11yViolations(page);
});

test('exceeding the maximum quantity shows the cart’s message at the quantity field', async ({ page }) => {
  // The home jersey allows five per order.
  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'S', quantity: 5 });
  await expect(page.getByRole('status')).toContainText('Im Warenkorb');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Artikel');
  await page.getByLabel('Größe').selectOption('S');
  await page.getByLabel('Menge').fill('1');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('#quantity-error')).toHaveText(
    'Von diesem Artikel sind höchstens 5 pro Bestellung möglich.',
  );
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Artikel');
});

test('removing and changing items updates the cart and the badge', async ({ page }) => {
  await addFromProductPage(page, 'schal-suedkurve-1003');
  await addFromProductPage(page, 'kaffeetasse-weiss-rot-1007');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 2 Artikel');
  await badge(page).click();

  await page.getByLabel('Menge von Schal „Südkurve“').selectOption('3');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 4 Artikel');

  await page.getByRole('button', { name: 'Kaffeetasse Weiß-Rot entfernen' }).click();
  await expect(page.getByRole('region', { name: 'Fanartikel' }).getByRole('listitem')).toHaveCount(1);
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 3 Artikel');

  await page.getByRole('button', { name: 'Schal „Südkurve“ entfernen' }).click();
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 0 Artikel');
});

test('signing in with a fuller cart keeps what fits from the guest cart and says what could not be kept', async ({
  page,
}) => {
  const signIn = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await page.getByLabel('E-Mail-Adresse').fill('mitglied@club.example');
    await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Jürgen Weiß/ })).toBeVisible();
  };
  // The account's own cart: four home jerseys of the five one order may hold.
  await page.goto('/');
  await signIn();
  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'XL', quantity: 4 });
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 4 Artikel');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  // As a guest, three more; signing in brings over the one that fits.
  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'XL', quantity: 3 });
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 3 Artikel');
  await signIn();
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Artikel');
  // The confirmation of the sign-in says so too and leads to the cart, which tells the details.
  const confirmation = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(confirmation.getByRole('status')).toHaveText(
    'Angemeldet als Jürgen Weiß. Dein Warenkorb wurde übernommen – nicht alles passte hinein.',
  );
  await confirmation.getByRole('link', { name: 'Zum Warenkorb' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Nicht alles aus deinem Gast-Warenkorb passte' });
  await expect(notice).toContainText(
    'Von 3 × Heimtrikot 2026/27 aus deinem Gast-Warenkorb konnten nur 1 übernommen werden: höchstens 5 pro Bestellung.',
  );
  await expectNoSeriousA11yViolations(page);

  // Read and confirmed: it does not come back.
  await notice.getByRole('button', { name: 'Verstanden' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByText('Nicht alles aus deinem Gast-Warenkorb passte')).toHaveCount(0);
});

test('a redeemed voucher is confirmed, and a code the cart does not know says so', async ({ page }) => {
  await addFromProductPage(page, 'kapuzenpullover-suedtribuene-1004', { size: 'L' });
  // The item is in the cart before the cart is opened (otherwise the page may load an empty cart).
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await badge(page).click();
  await page.getByLabel('Gutscheincode').fill('GIBT-ES-NICHT');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('#voucher-error')).toHaveText(
    'Einen Gutschein mit diesem Code gibt es nicht. Bitte prüfe die Schreibweise.',
  );
  await page.getByLabel('Gutscheincode').fill('GUTSCHEIN-25');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gutschein GUTSCHEIN-25 eingelöst.' })).toBeVisible();
  await expect(page.locator('#voucher-error')).toHaveCount(0);
  // The code stands once in the summary; its remove button is named by it.
  await expect(page.getByRole('button', { name: 'Entfernen: GUTSCHEIN-25' })).toHaveText('Entfernen');
});

test('an item added while its answer is lost on the way (an instance died under it) is in the cart once', async ({
  page,
}) => {
  await page.goto('/produkt/fussball-groesse-5-1005');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 0 Artikel');
  // The first try of the mutation reaches the graph, which adds the item, but its answer never reaches the
  // browser; the web app tries again with the same Idempotency-Key and gets the first answer.
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('useCartItemAddMutation')) return route.fallback();
    keys.push((await request.allHeaders())['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('status')).toContainText('Im Warenkorb: Fußball');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  await badge(page).click();
  await expect(page.getByLabel(/^Menge von Fußball/)).toHaveValue('1');
});

test('signing in from the checkout page says the guest cart was taken over, and how many items it held', async ({
  page,
}) => {
  await addFromProductPage(page, 'schal-suedkurve-1003');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await addFromProductPage(page, 'fussball-groesse-5-1005');
  await expect(badge(page)).toHaveAccessibleName('Warenkorb, 2 Artikel');
  await page.goto('/checkout');
  await expect(page.getByText('Bitte melde dich an, um zu bestellen. Dein Warenkorb bleibt erhalten.')).toBeVisible();
  // Not the header's button: the checkout's own.
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('mitglied@club.example');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Dein Warenkorb wurde übernommen' })).toContainText(
    '2 Artikel aus deinem Gast-Warenkorb',
  );
});
