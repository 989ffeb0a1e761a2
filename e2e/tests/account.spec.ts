import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { DEMO_PASSWORD, signInFromHeader, signOut, submitLogin } from './steps.ts';

/**
 * The account area as a fan uses it: personal data and the profile language, e-mail addresses confirmed
 * by the mailed link, the address book with its rules and defaults, payment methods stored at the
 * sandbox payment provider, the advertising consent, the deletion dialog, the data export and the
 * password. Thomas Groß (firma@) is the fan here: no other journey uses his account, and each test
 * leaves it as it found it.
 */
const FAN = 'firma@club.example';

async function signIn(page: Page, email = FAN) {
  await page.goto('/konto');
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

/** Each account page is reached from the account's sub-navigation and is axe-clean. */
async function openSection(page: Page, name: string | RegExp, heading: string | RegExp) {
  // The account's sub-navigation, or the tabs of its personal settings (personal data, password, e-mails).
  await page
    .getByRole('navigation', { name: /^(Kontobereich|Deine Kontoeinstellungen)$/ })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('personal data: the profile language switches the portal; the data export downloads', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Mobile number').fill('+49 171 5550142');
  await page.getByLabel('Profile language').selectOption('DE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Daten' })).toBeVisible();
  await expect(page.getByText('Änderung erfolgreich')).toBeVisible();
  await expect(page.getByLabel('Mobilnummer')).toHaveValue('+49 171 5550142');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as { profile: { email: string } };
  expect(exported.profile.email).toBe(FAN);

  await page.getByLabel('Profilsprache').selectOption('EN');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
});

test('e-mail addresses: add one, confirm it from the inbox, make it primary and sign in with it', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'E-Mail-Adressen', 'E-Mail-Adressen');
  const address = `thomas.gross.${Date.now()}@example.org`;
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(address);
  await page.getByLabel('E-Mail-Adresse wiederholen').fill('someone.else@example.org');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('stimmt nicht überein')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse wiederholen').fill(address);
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const row = page.getByRole('listitem').filter({ hasText: address });
  await expect(row.getByText('Nicht bestätigt')).toBeVisible();

  // An address someone already has is refused at the field.
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('fan@club.example');
  await page.getByLabel('E-Mail-Adresse wiederholen').fill('fan@club.example');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Die angegebene E-Mail-Adresse ist bereits vergeben.')).toBeVisible();

  // Thomas's profile language is English: so are the mail and the page its link opens.
  const mail = await newestMail(address, /Please confirm your e-mail address/);
  const link = new URL(mail.links.find((candidate) => candidate.includes('/en/account/confirm-email'))!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/konto/e-mails');
  await row.getByRole('button', { name: /Als primäre Adresse festlegen/ }).click();
  await expect(row.getByText('Primär')).toBeVisible();

  await signOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, address);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();

  // Back to the address the other tests sign in with; the new one goes.
  await page.goto('/konto/e-mails');
  const original = page.getByRole('listitem').filter({ hasText: FAN });
  await original.getByRole('button', { name: /Als primäre Adresse festlegen/ }).click();
  await expect(original.getByText('Primär')).toBeVisible();
  await row.getByRole('button', { name: /Löschen/ }).click();
  await page
    .getByRole('group', { name: /wirklich löschen/ })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(row).toHaveCount(0);
});

test('addresses: abroad without a phone is refused at the field; defaults move; payment methods at the provider', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Adressen', 'Adressen');
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const form = page.getByRole('form', { name: 'Neue Adresse' });
  await form.getByLabel('Vorname').fill('Thomas');
  await form.getByLabel('Nachname').fill('Groß');
  await form.getByLabel('Straße und Hausnummer').fill('Kärntner Straße 5');
  await form.getByLabel('PLZ').fill('1010');
  await form.getByLabel('Ort').fill('Wien');
  await form.getByLabel('Land').selectOption('AT');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const phone = form.getByLabel('Telefon');
  await expect(phone).toHaveAccessibleDescription(/Telefonnummer erforderlich/);
  await expectNoSeriousA11yViolations(page);
  await phone.fill('+43 1 5550142');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const vienna = page.getByRole('listitem').filter({ hasText: 'Kärntner Straße 5' });
  // The first address is both defaults.
  await expect(vienna.getByText('Standard-Lieferadresse')).toBeVisible();
  await expect(vienna.getByText('Standard-Rechnungsadresse')).toBeVisible();

  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  await form.getByLabel('Vorname').fill('Thomas');
  await form.getByLabel('Nachname').fill('Groß');
  await form.getByLabel('Straße und Hausnummer').fill('Backstubenweg 3');
  await form.getByLabel('PLZ').fill('12349');
  await form.getByLabel('Ort').fill('Südstadt');
  await form.getByLabel('Land').selectOption('DE');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const home = page.getByRole('listitem').filter({ hasText: 'Backstubenweg 3' });
  await home.getByRole('button', { name: /Als Lieferadresse festlegen/ }).click();
  await expect(home.getByText('Standard-Lieferadresse')).toBeVisible();
  await expect(vienna.getByText('Standard-Lieferadresse')).toHaveCount(0);
  await expect(vienna.getByText('Standard-Rechnungsadresse')).toBeVisible();

  // Each payment method through the sandbox provider's own pages, and deleted again.
  await openSection(page, 'Zahlungsarten', 'Zahlungsarten');
  const methods = page.getByRole('list', { name: 'Gespeicherte Zahlungsarten' });

  await page.getByRole('radio', { name: 'Kreditkarte' }).check();
  await page.getByRole('button', { name: 'Weiter zum Zahlungsdienstleister' }).click();
  await expect(page.getByRole('heading', { name: 'Karte speichern' })).toBeVisible();
  await page.getByLabel('Kartennummer').fill('5555 5555 5555 4444');
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/30');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByLabel('Karteninhaber').fill('Thomas Groß');
  await page.getByRole('button', { name: 'Karte speichern' }).click();
  await expect(page.getByText('Zahlungsart hinzugefügt')).toBeVisible();
  await expect(methods.getByRole('listitem').filter({ hasText: /•••• 4444/ })).toBeVisible();

  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Weiter zum Zahlungsdienstleister' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal-Konto verknüpfen' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse deines PayPal-Kontos').fill('thomas.paypal@example.org');
  await page.getByRole('button', { name: 'Zustimmen und speichern' }).click();
  await expect(methods.getByRole('listitem').filter({ hasText: 'thomas.paypal@example.org' })).toBeVisible();

  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await page.getByRole('button', { name: 'Weiter zum Zahlungsdienstleister' }).click();
  await expect(page.getByRole('heading', { name: 'SEPA-Lastschriftmandat' })).toBeVisible();
  await page.getByLabel('IBAN').fill('DE12 3456');
  await page.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(page.getByLabel('IBAN')).toHaveAccessibleDescription(/IBAN ungültig/);
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(methods.getByRole('listitem').filter({ hasText: /IBAN •••• 3000/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const shown of [/•••• 4444/, /thomas\.paypal@example\.org/, /IBAN •••• 3000/]) {
    const row = methods.getByRole('listitem').filter({ hasText: shown });
    await row.getByRole('button', { name: /Löschen/ }).click();
    await row.getByRole('group').getByRole('button', { name: 'Löschen' }).click();
    await expect(row).toHaveCount(0);
  }

  // The addresses go again, so the next run starts from an empty book.
  await page.goto('/konto/adressen');
  for (const street of ['Backstubenweg 3', 'Kärntner Straße 5']) {
    const row = page.getByRole('listitem').filter({ hasText: street });
    await row.getByRole('button', { name: /Löschen/ }).click();
    await row.getByRole('group').getByRole('button', { name: 'Löschen' }).click();
    await expect(row).toHaveCount(0);
  }
});

test('advertising consent and newsletters: grant and withdraw; sectors need the main consent', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Werbeeinwilligungen', 'Werbeeinwilligungen');
  const main = page.getByRole('switch', { name: 'Werbeeinwilligung' });
  const media = page.getByRole('switch', { name: 'Medien' });
  await expect(main).not.toBeChecked();
  await expect(media).toBeDisabled();
  // The switches follow the service's answer, not the click.
  await main.click();
  await expect(page.getByText('Werbeeinwilligung erteilt')).toBeVisible();
  await expect(main).toBeChecked();
  await media.click();
  await expect(media).toBeChecked();
  await main.click();
  await expect(page.getByText('Werbeeinwilligung widerrufen')).toBeVisible();
  await expect(media).not.toBeChecked();
  await expect(media).toBeDisabled();

  await openSection(page, 'Newsletter', 'Newsletter');
  await expect(page.getByText(/in der App/)).toBeVisible();
});

test('deletion is refused while a contract runs, with a clear message in the dialog', async ({ page }) => {
  await signIn(page, 'mitglied@club.example');
  await page.getByRole('button', { name: 'Konto löschen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Löschung beim Service beantragen' }).click();
  await expect(dialog.getByText('Das Konto kann nicht gelöscht werden, solange Verträge laufen.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Konto löschen …' })).toBeFocused();
});

test('password: the rules are named, the new password signs in, the old one no longer', async ({ page }) => {
  const NEW_PASSWORD = 'Backstube-2026!';
  await signIn(page);
  await openSection(page, 'Passwort', 'Passwort ändern');
  await page.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Neues Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText(/mindestens 8 Zeichen/)).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Passwort geändert')).toBeVisible();

  await signOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, FAN, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await submitLogin(page, FAN, NEW_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();

  await page.goto('/konto/passwort');
  await page.getByLabel('Aktuelles Passwort').fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Passwort geändert')).toBeVisible();
});
