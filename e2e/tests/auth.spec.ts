import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { DEMO_PASSWORD, submitLogin } from './steps.ts';

// A fan at home in Germany: the portal stores the guessed timezone at sign-in.
test.use({ timezoneId: 'Europe/Berlin' });

const header = (page: Page) => page.getByRole('banner');

test('sign in from a product page, land back on it, stay signed in after a reload, sign out', async ({
  page,
  context,
}) => {
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');

  await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Benutzermenü von Lena Fischer/ })).toBeVisible();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.LoginDateTime).toBeTruthy();
  expect(decodeURIComponent(cookies.LoginTimezone ?? '')).toBe('Europe/Berlin');
  expect(cookies.UrlBeforeSignIn).toBeUndefined();

  // Tokens live in memory: a reload restores them silently from the provider's session.
  await page.reload();
  await expect(header(page).getByRole('button', { name: /Benutzermenü von Lena Fischer/ })).toBeVisible();

  await header(page)
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const after = (await context.cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain('LoginDateTime');

  // Signed out at the provider too: a reload stays anonymous.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('a wrong password is refused on the login page with a message', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example', 'falsch');
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await expectNoSeriousA11yViolations(page);
});

test('an administrator switches to the fan club account and back', async ({ page, context }) => {
  await page.goto('/en');
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  // The provider's page follows the portal's language.
  await expect(page.getByRole('heading', { name: 'Sign in to SC Südstadt 1899' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('fanclub@club.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/en');

  await header(page)
    .getByRole('button', { name: /User menu of Sabine Krüger/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'Fanclub Südkurve 1999 · Fan club' }).click();
  await expect(header(page).getByRole('button', { name: /User menu of Fanclub Südkurve 1999/ })).toBeVisible();
  const acting = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(acting.ImpersonationOrganizationId).toMatchObject({ value: '501', path: '/' });
  expect(decodeURIComponent(acting.ImpersonationName!.value)).toBe('Fanclub Südkurve 1999');
  expect(acting.ImpersonationType).toMatchObject({ value: 'FAN_CLUB' });

  // Acting for the organisation survives a reload (the graph exchanges the token again from its cache).
  await page.reload();
  await expect(header(page).getByRole('button', { name: /User menu of Fanclub Südkurve 1999/ })).toBeVisible();

  await header(page)
    .getByRole('button', { name: /User menu/ })
    .click();
  await expect(page.getByRole('menuitemradio', { name: 'Fanclub Südkurve 1999 · Fan club' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Personal account · Sabine Krüger' }).click();
  await expect(header(page).getByRole('button', { name: /User menu of Sabine Krüger/ })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ImpersonationOrganizationId');
});

test('a tampered sign-in answer is refused with a readable message', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden beim SC Südstadt 1899' })).toBeVisible();
  // Instead of finishing sign-in, someone hands the portal an answer with a state it never issued.
  await page.goto('/sso/callback?code=forged&state=tampered');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung fehlgeschlagen' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Die Anmeldung ist abgelaufen oder wurde in einem anderen Fenster begonnen. Bitte melde dich erneut an.',
  );
  await expect(page.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
