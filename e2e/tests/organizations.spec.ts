import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { allowJourney, confirmationLink, fillRegistration, PASSWORD, signOut, submitLogin } from './steps.ts';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

/** The admin signs in on the administration page and acts for the fan club. */
async function openAdministration(page: Page) {
  await page.goto('/konto/fanclub-verwaltung');
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fanclub@club.example');
  await expect(page).toHaveURL('/konto/fanclub-verwaltung');
  await main(page).getByRole('button', { name: 'Als Fanclub Südkurve 1999 fortfahren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fanclub-Verwaltung: Fanclub Südkurve 1999');
}

const row = (page: Page, name: string | RegExp) => page.getByRole('listitem', { name });

test('an admin invites a fan by e-mail; the fan accepts from the mailed link; the admin manages the member', async ({
  page,
}) => {
  // Five sign-ins in one journey.
  allowJourney(120);
  await openAdministration(page);
  await expect(row(page, /Sabine Krüger/)).toContainText('Admin');
  await expectNoSeriousA11yViolations(page);

  // Checked in the browser, then by the services with their codes, in German.
  const email = page.getByLabel('E-Mail-Adresse');
  const invite = page.getByRole('button', { name: 'Einladen' });
  await invite.click();
  await expect(page.getByText('Bitte gib eine E-Mail-Adresse ein.')).toBeVisible();
  await email.fill('fan2@club.example');
  await invite.click();
  await expect(page.getByRole('status')).toHaveText('Einladung an fan2@club.example verschickt');
  await expect(row(page, /Mehmet Özdemir/)).toContainText('Eingeladen');
  await email.fill('fan2@club.example');
  await invite.click();
  await expect(page.getByRole('alert')).toHaveText('Die angegebene E-Mail-Adresse ist bereits vergeben.');

  const mail = await newestMail('fan2@club.example', /Fanclub Südkurve 1999/);
  const link = new URL(mail.links.find((href) => href.includes('/fanclub/einladung/'))!);
  expect(link.pathname).toBe('/fanclub/einladung/501');
  await signOut(page);

  // Another account opens the link: the wrong-account page.
  await page.goto(link.pathname);
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Einladung gilt für ein anderes Konto');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Abmelden und anderes Konto nutzen' }).click();
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();

  // The invited fan: who invites into which club, accept.
  await page.goto(link.pathname);
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan2@club.example');
  await expect(main(page)).toContainText('Sabine Krüger lädt dich in den Fanclub „Fanclub Südkurve 1999“ ein.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Fanclub');
  await signOut(page);

  // The admin sees a member now, makes them admin, and cannot take another admin's rights.
  await openAdministration(page);
  const fan2 = row(page, /Mehmet Özdemir/);
  await expect(fan2).not.toContainText('Eingeladen');
  await fan2.getByRole('button', { name: /Zum Admin machen/ }).click();
  await expect(fan2).toContainText('Admin');
  await expect(page.getByRole('status')).toHaveText('Mehmet Özdemir ist jetzt Admin');
  // Two admins now: a third promotion is refused by the service, in German.
  const third = row(page, /Jürgen Weiß/);
  await third.getByRole('button', { name: /Zum Admin machen/ }).click();
  await expect(third.getByRole('alert')).toHaveText('Ein Fanclub kann höchstens zwei Admins haben.');
  await expect(third.getByText('Admin', { exact: true })).toHaveCount(0);
  // Another admin's rights are the service's to take; one's own can go.
  await fan2.getByRole('button', { name: /Admin-Rechte abgeben/ }).click();
  await expect(fan2.getByRole('alert')).toContainText('Einen anderen Admin kann nur der Fanclub-Service entfernen.');
  await fan2.getByRole('button', { name: /Entfernen/ }).click();
  await expect(fan2).toContainText('Mehmet Özdemir wirklich aus dem Fanclub entfernen?');
  await fan2.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(fan2.getByRole('button', { name: /Entfernen/ })).toBeVisible();
  const self = row(page, /Sabine Krüger/);
  await self.getByRole('button', { name: /Admin-Rechte abgeben/ }).click();
  await expect(page.getByRole('status')).toHaveText('Sabine Krüger ist kein Admin mehr');
  await expect(self.getByText('Admin', { exact: true })).toHaveCount(0);
  await signOut(page);

  // The fan's ID cards, and an invitation of another club whose link has expired.
  await page.goto('/konto/fanclub');
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan2@club.example');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fanclub Südkurve 1999' }) });
  await expect(card).toContainText('Mehmet Özdemir');
  await expect(card).toContainText('EF-100005');
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('region', { name: 'Offene Einladungen' })
    .getByRole('link', { name: 'Fanclub Rot-Weiße Löwen' })
    .click();
  await expect(page).toHaveURL('/fanclub/einladung/503');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Einladung ist abgelaufen');
  await expect(page.getByRole('button', { name: 'Einladung annehmen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einladung abgelehnt');

  // The new admin hands the club back: Sabine admin again, Mehmet gives up his own rights (the suite's
  // other journeys act for the club as Sabine).
  await page.goto('/konto/fanclub-verwaltung');
  await main(page).getByRole('button', { name: 'Als Fanclub Südkurve 1999 fortfahren' }).click();
  await row(page, /Sabine Krüger/)
    .getByRole('button', { name: /Zum Admin machen/ })
    .click();
  await expect(page.getByRole('status')).toHaveText('Sabine Krüger ist jetzt Admin');
  await row(page, /Mehmet Özdemir/)
    .getByRole('button', { name: /Admin-Rechte abgeben/ })
    .click();
  await expect(page.getByRole('status')).toHaveText('Mehmet Özdemir ist kein Admin mehr');
});

test('an admin invites an address without an account; the mailed link leads through sign-up to the invitation', async ({
  page,
}) => {
  allowJourney(120);
  await openAdministration(page);
  const address = `neu.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@fans.example`;
  await page.getByLabel('E-Mail-Adresse').fill(address);
  await page.getByRole('button', { name: 'Einladen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Einladung an ${address} verschickt. Für die Adresse gibt es noch kein Konto: Die Mail führt durch die Registrierung.`,
  );
  await expect(row(page, address)).toContainText('Noch kein Konto');
  const mail = await newestMail(address, /Einladung: Fanclub Südkurve 1999/);
  expect(mail.text).toContain('„Konto erstellen“');
  const link = new URL(mail.links.find((href) => href.includes('/fanclub/einladung/'))!);
  await signOut(page);

  // The invited person: the link asks to sign in, the sign-in offers the account, the confirmation leads back.
  await page.goto(link.pathname);
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await fillRegistration(page, { first: 'Nele', last: 'Neumann', email: address });
  await expect(page.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();
  await page.goto(await confirmationLink(address, /bitte bestätige deine E-Mail-Adresse/));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(link.pathname);
  await expect(main(page)).toContainText('Sabine Krüger lädt dich in den Fanclub „Fanclub Südkurve 1999“ ein.');
  await page.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Fanclub');
});

test('without an admin account the administration page says how to get there', async ({ page }) => {
  await page.goto('/konto/fanclub-verwaltung');
  await expect(main(page)).toContainText('Melde dich an, um deinen Fanclub zu verwalten.');
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');
  await expect(main(page)).toContainText('Du verwaltest keinen Fanclub.');
  const invitation = await page.goto('/fanclub/einladung/999999');
  expect(invitation?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Einladung gilt für ein anderes Konto');
});
