import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { signInFromHeader } from './steps.ts';

/**
 * Season-ticket contracts as their people use them (platform/src/db/seed/contracts.ts): Claudia Hoffmann
 * (abo@) pays for three. She completes and confirms the renewal of her own men's season ticket; she offers it
 * for next season to Sabine Krüger (fanclub@), who cannot take it for her fan club, takes the offer back and
 * offers it to Mehmet Özdemir (fan2@), who accepts through the mailed link; she offers the women's season
 * ticket Paul Schneider (dauerkarte@) uses to him as its new subscriber, and he declines; she terminates the
 * business season ticket. Lena Fischer (fan@) opens a link that has expired. No other journey touches these
 * contracts; the tests run in order.
 */
const CLAUDIA = 'abo@club.example';
const SABINE = 'fanclub@club.example';
const MEHMET = 'fan2@club.example';
const PAUL = 'dauerkarte@club.example';
const LENA = 'fan@club.example';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const main = (page: Page) => page.getByRole('main');

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
  return page;
}

/** From the contracts list to one contract's page. */
async function openContract(page: Page, name: string) {
  await page.goto('/konto/vertraege');
  await expect(heading(page, 'Verträge')).toBeVisible();
  await main(page)
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(heading(page, name)).toBeVisible();
}

/** The contract's page's section, by its heading. */
const section = (page: Page, name: string) =>
  main(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function fillAddress(page: Page, address: { firstName: string; lastName: string; street: string }) {
  await main(page).getByLabel('Vorname').fill(address.firstName);
  await main(page).getByLabel('Nachname').fill(address.lastName);
  await main(page).getByLabel('Straße und Hausnummer').fill(address.street);
  await main(page).getByLabel('PLZ').fill('12345');
  await main(page).getByLabel('Ort').fill('Südstadt');
}

test('Claudia changes invoice address, payment method and price class, then confirms the renewal', async ({
  browser,
}) => {
  const page = await signedIn(browser, CLAUDIA, '/konto/vertraege');
  await expect(page.getByRole('heading', { level: 2, name: 'Deine Dauerkarte' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openContract(page, 'Dauerkarte Profis');
  await expect(main(page).getByText('Bestätigung ausstehend')).toBeVisible();

  await page.getByRole('link', { name: 'Rechnungsadresse ändern' }).click();
  await expect(heading(page, 'Rechnungsadresse ändern')).toBeVisible();
  await main(page).getByLabel('Straße und Hausnummer').fill('Kastanienallee 12');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(heading(page, 'Dauerkarte Profis')).toBeVisible();
  await expect(section(page, 'Rechnungsadresse')).toContainText('Kastanienallee 12');

  await page.getByRole('link', { name: 'Zahlungsart ändern' }).click();
  await expect(heading(page, 'Zahlungsart ändern')).toBeVisible();
  await main(page).getByRole('radio', { name: /5454/ }).check();
  await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
  await expect(section(page, 'Zahlungsart')).toContainText('5454');

  await page.getByRole('link', { name: 'Preisklasse ändern' }).click();
  await expect(heading(page, 'Preisklasse ändern')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page)
    .getByRole('radio', { name: /Kategorie 1/ })
    .check();
  await page.getByRole('button', { name: 'Preisklasse speichern' }).click();
  await expect(section(page, 'Preisklasse')).toContainText('Kategorie 1 (Haupttribüne) (695,00 €)');

  await page.getByRole('button', { name: 'Jetzt bestätigen' }).click();
  await expect(page.getByText('Bestätigung erfolgreich')).toBeVisible();
  await expect(main(page).getByText('Bestätigt', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt bestätigen' })).toHaveCount(0);
});

test('a fan club cannot take Claudia’s season ticket; Mehmet accepts it for next season through the mailed link', async ({
  browser,
}) => {
  const claudia = await signedIn(browser, CLAUDIA, '/konto/vertraege');
  const offerTo = async (email: string) => {
    await openContract(claudia, 'Dauerkarte Profis');
    await claudia.getByRole('link', { name: 'Empfänger ändern' }).click();
    await expect(heading(claudia, 'Empfänger ändern')).toBeVisible();
    await main(claudia).getByLabel('E-Mail-Adresse der neuen Empfängerin oder des neuen Empfängers').fill(email);
    await claudia.getByRole('button', { name: 'Link verschicken' }).click();
    await expect(claudia.getByText(`Wir haben ${email} einen Link geschickt.`)).toBeVisible();
    await expect(main(claudia).getByText('Empfängerwechsel offen', { exact: true })).toBeVisible();
  };
  await offerTo(SABINE);

  // Sabine opens the link while acting for her fan club: a fan club cannot use a season ticket.
  const mail = await newestMail(SABINE, /Claudia Hoffmann möchte dir eine Dauerkarte überlassen/);
  const sabine = await signedIn(browser, SABINE, new URL(mail.links[0]!).pathname);
  await sabine
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await sabine.getByRole('menuitemradio', { name: /^Fanclub Südkurve 1999/ }).click();
  await expect(
    sabine.getByRole('banner').getByRole('button', { name: /Benutzermenü von Fanclub Südkurve/ }),
  ).toBeVisible();
  await expect(heading(sabine, 'Eine Dauerkarte für dich')).toBeVisible();
  await fillAddress(sabine, { firstName: 'Sabine', lastName: 'Krüger', street: 'Vereinsheimweg 1' });
  await sabine.getByRole('button', { name: 'Dauerkarte annehmen' }).click();
  await expect(
    main(sabine).getByRole('alert').filter({ hasText: 'Ein Fanclub kann keine Dauerkarte nutzen.' }),
  ).toBeVisible();

  // Claudia takes the offer back; the link no longer works.
  await openContract(claudia, 'Dauerkarte Profis');
  await claudia.getByRole('button', { name: 'Zurückziehen' }).click();
  await claudia
    .getByRole('group', { name: /wirklich zurückziehen/ })
    .getByRole('button', { name: 'Zurückziehen' })
    .click();
  await expect(claudia.getByText(`Angebot an ${SABINE} zurückgezogen`)).toBeVisible();
  await sabine.reload();
  await expect(heading(sabine, 'Dieses Angebot gibt es nicht mehr')).toBeVisible();

  // Offered to Mehmet instead, who accepts: he uses it from next season, Claudia still pays.
  await offerTo(MEHMET);
  const offer = await newestMail(MEHMET, /Claudia Hoffmann möchte dir eine Dauerkarte überlassen/);
  const mehmet = await signedIn(browser, MEHMET, new URL(offer.links[0]!).pathname);
  await expect(heading(mehmet, 'Eine Dauerkarte für dich')).toBeVisible();
  await expect(main(mehmet)).toContainText('Block 108, Reihe 12, Platz 7');
  await expectNoSeriousA11yViolations(mehmet);
  await fillAddress(mehmet, { firstName: 'Mehmet', lastName: 'Özdemir', street: 'Bahnhofstraße 9' });
  await mehmet.getByRole('button', { name: 'Dauerkarte annehmen' }).click();
  await expect(heading(mehmet, 'Dauerkarte angenommen')).toBeVisible();

  await newestMail(CLAUDIA, /Mehmet Özdemir hat angenommen/);
  await openContract(claudia, 'Dauerkarte Profis');
  await expect(main(claudia)).toContainText('nutzt sie: Mehmet Özdemir');
  await mehmet.goto('/konto/vertraege');
  await expect(mehmet.getByRole('heading', { level: 2, name: 'Dauerkarten anderer, die du nutzt' })).toBeVisible();
  await expect(main(mehmet).getByRole('link', { name: /Dauerkarte Profis/ })).toBeVisible();
});

test('Paul uses the women’s season ticket read-only and declines to take the contract over', async ({ browser }) => {
  const paul = await signedIn(browser, PAUL, '/konto/vertraege');
  await openContract(paul, 'Dauerkarte Frauen');
  await expect(main(paul)).toContainText('Bitte wende dich dafür an Claudia Hoffmann.');
  await expect(paul.getByRole('link', { name: 'Preisklasse ändern' })).toHaveCount(0);

  const claudia = await signedIn(browser, CLAUDIA, '/konto/vertraege');
  await openContract(claudia, 'Dauerkarte Frauen');
  await claudia.getByRole('link', { name: 'Vertrag übertragen' }).click();
  await main(claudia)
    .getByLabel('E-Mail-Adresse der neuen Vertragsinhaberin oder des neuen Vertragsinhabers')
    .fill(PAUL);
  await claudia.getByRole('button', { name: 'Link verschicken' }).click();
  await expect(main(claudia).getByText('Übertragung offen', { exact: true })).toBeVisible();

  const mail = await newestMail(PAUL, /Claudia Hoffmann möchte dir einen Dauerkartenvertrag übertragen/);
  // Opened signed out (another browser), the mailed link says what awaits and asks to sign in.
  const signedOut = await browser.newPage();
  await signedOut.goto(new URL(mail.links[0]!).pathname);
  await expect(heading(signedOut, 'Ein Dauerkarten-Vertrag für dich')).toBeVisible();
  await expect(main(signedOut)).toContainText('Melde dich mit dem Konto an, an das die Mail ging, um zu antworten.');
  await expect(main(signedOut).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await signedOut.close();
  await paul.goto(new URL(mail.links[0]!).pathname);
  await expect(heading(paul, 'Ein Dauerkarten-Vertrag für dich')).toBeVisible();
  await main(paul).getByLabel('Grund').fill('Die Dauerkarte ist mir zu teuer.');
  await paul.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(heading(paul, 'Angebot abgelehnt')).toBeVisible();

  const answer = await newestMail(CLAUDIA, /Paul Schneider hat abgelehnt/);
  expect(answer.text).toContain('Begründung: Die Dauerkarte ist mir zu teuer.');
  await openContract(claudia, 'Dauerkarte Frauen');
  await expect(main(claudia).getByText('Bestätigt', { exact: true })).toBeVisible();
});

test('Lena opens a link that has expired', async ({ browser }) => {
  const lena = await signedIn(browser, LENA, '/konto/vertraege/empfaengerwechsel/5b0c7e1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c');
  await expect(heading(lena, 'Der Link ist abgelaufen')).toBeVisible();
  await expect(main(lena)).toContainText('bitte wende dich an die Vertragsinhaberin oder den Vertragsinhaber');
  await expect(lena.getByRole('button', { name: 'Dauerkarte annehmen' })).toHaveCount(0);
});

test('Claudia terminates the business season ticket only once she confirms it cannot be undone', async ({
  browser,
}) => {
  const page = await signedIn(browser, CLAUDIA, '/konto/vertraege');
  await openContract(page, 'Business-Dauerkarte');
  await page.getByRole('link', { name: 'Vertrag kündigen' }).click();
  await expect(heading(page, 'Vertrag kündigen')).toBeVisible();
  await main(page).getByLabel('Grund der Kündigung').selectOption({ label: 'Budget' });
  const submit = page.getByRole('button', { name: 'Vertrag verbindlich kündigen' });
  await expect(submit).toBeDisabled();
  await main(page).getByLabel('Mir ist bewusst, dass die Kündigung nicht rückgängig gemacht werden kann.').check();
  await submit.click();
  await expect(heading(page, 'Business-Dauerkarte')).toBeVisible();
  await expect(main(page).getByText('Gekündigt', { exact: true })).toBeVisible();
  await expect(main(page)).toContainText('Grund: Budget');
  await expect(page.getByRole('link', { name: 'Vertrag kündigen' })).toHaveCount(0);
});
