import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { allowJourney, confirmationLink, fillRegistration, PASSWORD, signOut } from './steps.ts';

/**
 * A new fan at the OpenID provider: creating an account from the portal's sign-in, confirming it from the mail in
 * the development inbox, signing in; in English on a small phone; and a forgotten password reset from the mail.
 */
const header = (page: Page) => page.getByRole('banner');
const address = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@fans.example`;
test('a new fan creates an account at sign-in, confirms it from the mail, signs in and sees their name', async ({
  page,
}) => {
  allowJourney(60);
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden beim SC Südstadt 1899' })).toBeVisible();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Konto erstellen beim SC Südstadt 1899' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sent empty: every field says what it needs, the summary is announced, the first field has the focus.
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte prüfe die markierten Angaben.');
  await expect(page.getByLabel('Vorname')).toHaveAccessibleDescription('Bitte gib deinen Vornamen ein.');
  await expect(page.getByLabel('Vorname')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A weak password: the rules it breaks, next to it.
  const email = address('jonas');
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(
    /muss mindestens 8 Zeichen lang sein.*muss mindestens eine Ziffer enthalten/,
  );

  await fillRegistration(page, { first: 'Jonas', last: 'Krämer', email, newsletter: true });
  await expect(page.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // Not yet confirmed: signing in says so and offers the link again.
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Bitte bestätige zuerst deine E-Mail-Adresse');
  await expect(page.getByRole('button', { name: 'Link erneut senden' })).toBeVisible();

  await page.goto(await confirmationLink(email, /bitte bestätige deine E-Mail-Adresse/));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  // The same browser's sign-in carries on: the address is filled in, the password is what is left.
  await expect(page.getByRole('status')).toHaveText('Deine E-Mail-Adresse ist bestätigt. Melde dich jetzt an.');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');
  await expect(header(page).getByRole('button', { name: /Benutzermenü von Jonas Krämer/ })).toBeVisible();
  // The newsletter chosen at registration is the account's.
  await page.goto('/konto/newsletter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Club kompakt' })).toContainText('Abonniert');
});

test('in English on a small phone, confirming from the mail on another device', async ({ page, browser }, info) => {
  allowJourney(60);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en');
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account at SC Südstadt 1899' })).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: info.outputPath('registration-phone.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  const email = address('jane');
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe-Schmidt');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The mail is read on another device: the link confirms there and leads to the portal.
  const link = await confirmationLink(email, /please confirm your e-mail address/);
  const other = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  // The analytics question answered there too, as the suite's contexts have it (playwright.config.ts).
  await other.addCookies((await page.context().cookies()).filter((cookie) => cookie.name === 'AnalyticsConsent'));
  const mailPage = await other.newPage();
  await mailPage.goto(link);
  await mailPage.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(mailPage.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await mailPage.getByRole('link', { name: 'To the fan shop' }).click();
  await expect(mailPage).toHaveURL(/\/en$/);
  await header(mailPage).getByRole('button', { name: 'Sign in' }).click();
  await mailPage.getByLabel('E-mail address').fill(email);
  await mailPage.getByLabel('Password').fill(PASSWORD);
  await mailPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(header(mailPage).getByRole('button', { name: /User menu of Jane Doe-Schmidt/ })).toBeVisible();
  await other.close();
});

test('a forgotten password is reset from the mail; the link works once', async ({ page }) => {
  allowJourney(90);
  const email = address('lotte');
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await fillRegistration(page, { first: 'Lotte', last: 'Brandt', email });
  await page.goto(await confirmationLink(email, /bitte bestätige/));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(header(page).getByRole('button', { name: /Benutzermenü von Lotte Brandt/ })).toBeVisible();
  await signOut(page);

  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();

  const mail = await newestMail(email, /Dein neues Passwort/);
  const link = mail.links.find((candidate) => candidate.includes('/password/reset?'))!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Passwort-2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Neu-Passwort-2027');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByLabel('Neues Passwort wiederholen')).toHaveAccessibleDescription(
    'Die Passwörter stimmen nicht überein.',
  );
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Passwort-2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Neu-Passwort-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Dein neues Passwort gilt. Melde dich jetzt damit an.');

  // The old password no longer works, the new one does.
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await page.getByLabel('Passwort').fill('Neu-Passwort-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(header(page).getByRole('button', { name: /Benutzermenü von Lotte Brandt/ })).toBeVisible();

  // Once only: the link now says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Dieser Link gilt nicht mehr' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
});
