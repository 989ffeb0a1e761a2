import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { addFromProductPage, signInFromHeader, allowJourney } from './steps.ts';

/**
 * The ticket marketplace as two fans use it: Paul Schneider (dauerkarte@) cannot use this season's season
 * ticket nor two seats of block C for the next home match (platform/src/db/seed/wallet.ts). He offers the
 * season ticket for a PayPal payout and sees the fee split; Mehmet Özdemir (fan2@) finds it on the public
 * Zweitmarkt, and while it sits in his cart Paul cannot take it back; once Mehmet lets it go, Paul can. Offered
 * again, Mehmet buys it and it is his, and Paul's PayPal payout succeeds. A seat offered for a card whose bank
 * refuses credits fails to pay out, and Paul pays it out again to PayPal; the other seat, sold for a voucher,
 * gives Paul a code he copies and redeems in his cart. No other journey touches Paul's tickets; the tests run
 * in order and each uses what the one before left.
 */
const PAUL = 'dauerkarte@club.example';
const MEHMET = 'fan2@club.example';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
  return page;
}

/** From the ticket list to one ticket's page and its offer flow's first step, the billing address. */
async function startOffer(page: Page, tab: string, ticket: RegExp) {
  await page.goto(tab);
  await page.getByRole('link', { name: ticket }).click();
  await page.getByRole('link', { name: 'Zum Verkauf anbieten' }).click();
  await expect(heading(page, 'Ticket zum Verkauf anbieten')).toBeVisible();
  // His default billing address, from the address book.
  await expect(page.getByLabel('Vorname')).toHaveValue('Paul');
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Lindenstraße 5');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Auszahlung' })).toBeVisible();
}

/** The account area's payment methods: a method stored through the sandbox provider's own pages. */
async function storeMethod(page: Page, method: 'card' | 'paypal') {
  await page.goto('/konto/zahlungsarten');
  await expect(heading(page, 'Zahlungsarten')).toBeVisible();
  if (method === 'card') {
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
    await page.getByRole('button', { name: 'Weiter zum Zahlungsdienstleister' }).click();
    await expect(page.getByRole('heading', { name: 'Karte speichern' })).toBeVisible();
    // Pays and can be saved, but its bank refuses credits to it.
    await page.getByLabel('Kartennummer').fill('4000 0000 0000 0341');
    await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/30');
    await page.getByLabel('Prüfnummer (CVC)').fill('123');
    await page.getByLabel('Karteninhaber').fill('Paul Schneider');
    await page.getByRole('button', { name: 'Karte speichern' }).click();
    await expect(page.getByText('Zahlungsart hinzugefügt')).toBeVisible();
  } else {
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Weiter zum Zahlungsdienstleister' }).click();
    await page.getByLabel('E-Mail-Adresse deines PayPal-Kontos').fill('paul.paypal@example.org');
    await page.getByRole('button', { name: 'Zustimmen und speichern' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Gespeicherte Zahlungsarten' })
        .getByRole('listitem')
        .filter({ hasText: 'paul.paypal@example.org' }),
    ).toBeVisible();
  }
}

/** Mehmet buys what his cart holds: tickets only, so on account. */
async function buyOnAccount(page: Page) {
  await page.goto('/warenkorb');
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(heading(page, 'Kasse')).toBeVisible();
  await expect(page.getByLabel('Vorname').first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
}

/** A listing on the public Zweitmarkt, by its place in the stadium. */
const listing = (page: Page, place: string) =>
  page.getByRole('list', { name: 'Angebotene Tickets' }).getByRole('listitem').filter({ hasText: place });

/** Paul's marketplace history, one offer by its place. */
const historyRow = (page: Page, place: string) =>
  page
    .getByRole('list', { name: 'Deine Angebote auf dem Marktplatz' })
    .getByRole('listitem')
    .filter({ hasText: place });

/** The offer flow's last two steps: the review names the address, then the offer is made. */
async function review(page: Page) {
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Lindenstraße 5')).toBeVisible();
  await page.getByRole('button', { name: 'Verbindlich anbieten' }).click();
  await expect(page.getByText('Dein Ticket steht jetzt zum Verkauf.')).toBeVisible();
}

/**
 * Mehmet's cart holds only what this journey puts in: other journeys shop as him too, and goods in the cart
 * would rule out buying on account.
 */
async function emptyCart(page: Page) {
  await page.goto('/warenkorb');
  await expect(heading(page, 'Warenkorb')).toBeVisible();
  const remove = page.getByRole('main').getByRole('button', { name: / entfernen$/ });
  const empty = page.getByText('Dein Warenkorb ist leer.');
  await expect(remove.first().or(empty)).toBeVisible();
  while (!(await empty.isVisible())) {
    const count = await remove.count();
    await remove.first().click();
    await expect(remove.first().or(empty)).toBeVisible();
    await expect(remove).toHaveCount(count - 1);
  }
}

/**
 * Mehmet puts a listing of the Zweitmarkt into his otherwise empty cart. The Zweitmarkt is public and shared for
 * 5 s (the graph's shared cache): a seat withdrawn and offered again moments ago may still show its withdrawn
 * listing, which the cart refuses as no longer sold; the page shows the new one once the cache has expired.
 */
async function addListing(page: Page, place: string) {
  await emptyCart(page);
  await expect(async () => {
    await page.goto('/zweitmarkt');
    await listing(page, place).getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Im Warenkorb' })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test('Paul offers his season ticket for PayPal; withdrawing waits for Mehmet’s cart; Mehmet buys it', async ({
  browser,
}) => {
  allowJourney(150);
  const paul = await signedIn(browser, PAUL, '/konto/zahlungsarten');
  await storeMethod(paul, 'paypal');
  await startOffer(paul, '/konto/tickets/dauerkarten', /Block E/);
  // Bought at the box office: there is no online payment to go back to.
  await expect(paul.getByRole('radio', { name: /Ursprüngliche Zahlungsart/ })).toHaveCount(0);
  await paul.getByRole('radio', { name: /PayPal/ }).check();
  await expect(paul.getByLabel('PayPal-Konto für die Auszahlung')).toHaveValue(/.+/);
  // The exact split of a 249 € season ticket: 5 % sale fee and 5 % for the PayPal payout, each rounded to the cent.
  const quote = paul.getByRole('region', { name: 'Das bekommst du' });
  await expect(quote).toContainText('Verkaufsgebühr (5 %)−12,45 €');
  await expect(quote).toContainText('Erstattungsgebühr (5 %)−12,45 €');
  await expect(quote).toContainText('Auszahlungsbetrag224,10 €');
  await expectNoSeriousA11yViolations(paul);
  await review(paul);
  // On the ticket's page: on sale, and no longer to be passed on by e-mail.
  await expect(paul.getByText('Im Verkauf').first()).toBeVisible();
  await expect(paul.getByText('Dieses Ticket kann nicht weitergegeben werden.')).toBeVisible();
  // On the Zweitmarkt Paul sees it as his own: no cart button, the way to his offers instead.
  const ticketPage = paul.url();
  await paul.goto('/zweitmarkt');
  const own = listing(paul, 'Block E, Reihe 8, Platz 21');
  await expect(own).toContainText('Dein Angebot');
  await expect(own.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await own.getByRole('link', { name: /^Angebot verwalten/ }).click();
  await expect(heading(paul, 'Deine Tickets auf dem Marktplatz')).toBeVisible();
  await paul.goto(ticketPage);

  // Mehmet finds it on the public Zweitmarkt (linked from every page's footer) and puts it in his cart.
  const mehmet = await signedIn(browser, MEHMET, '/');
  await mehmet.getByRole('contentinfo').getByRole('link', { name: 'Ticket-Zweitmarkt' }).click();
  await expect(heading(mehmet, 'Ticket-Zweitmarkt')).toBeVisible();
  await expectNoSeriousA11yViolations(mehmet);
  await expect(listing(mehmet, 'Block E, Reihe 8, Platz 21')).toContainText('249,00 €');
  await addListing(mehmet, 'Block E, Reihe 8, Platz 21');

  // Paul, whose page still offers to take it back, is refused while it is in Mehmet's cart; the page, loaded
  // again, says so without a button.
  await paul.getByRole('button', { name: 'Angebot zurückziehen' }).click();
  await expect(
    paul.getByText('Das Ticket liegt im Warenkorb eines Kunden und kann derzeit nicht zurückgezogen werden.'),
  ).toBeVisible();
  await paul.reload();
  await expect(paul.getByText('Ein Fan hat dein Ticket gerade im Warenkorb.', { exact: false })).toBeVisible();
  await expect(paul.getByRole('button', { name: 'Angebot zurückziehen' })).toHaveCount(0);

  // Mehmet takes it out of his cart: now Paul can withdraw, and the ticket may be offered again.
  await mehmet.goto('/warenkorb');
  await mehmet.getByRole('button', { name: /Dauerkarte.*entfernen/ }).click();
  await expect(mehmet.getByRole('button', { name: /Dauerkarte.*entfernen/ })).toHaveCount(0);
  await paul.reload();
  await paul.getByRole('button', { name: 'Angebot zurückziehen' }).click();
  await expect(paul.getByText('Angebot zurückgezogen. Das Ticket ist nicht mehr im Verkauf.')).toBeVisible();
  await expect(paul.getByRole('link', { name: 'Zum Verkauf anbieten' })).toBeVisible();

  // Offered again, Mehmet buys it through the checkout: it is his, and off the Zweitmarkt.
  await paul.getByRole('link', { name: 'Zum Verkauf anbieten' }).click();
  await paul.getByRole('button', { name: 'Weiter' }).click();
  await paul.getByRole('radio', { name: /PayPal/ }).check();
  await review(paul);
  await addListing(mehmet, 'Block E, Reihe 8, Platz 21');
  await buyOnAccount(mehmet);
  await mehmet.goto('/konto/tickets/dauerkarten');
  await expect(mehmet.getByRole('link', { name: /Block E, Reihe 8, Platz 21/ })).toBeVisible();
  await mehmet.goto('/zweitmarkt');
  await expect(listing(mehmet, 'Block E, Reihe 8, Platz 21')).toHaveCount(0);

  // Paul's history: the withdrawn offer, and the sold one paid out to his PayPal account.
  await paul.goto('/konto/tickets/marktplatz');
  await expect(heading(paul, 'Deine Tickets auf dem Marktplatz')).toBeVisible();
  const offers = historyRow(paul, 'Block E, Reihe 8, Platz 21');
  await expect(offers).toHaveCount(2);
  await expect(offers.first()).toContainText('Verkauft');
  await expect(offers.first()).toContainText('Geld ausgezahlt.');
  await expect(offers.first()).toContainText('paul.paypal@example.org');
  await expect(offers.first()).toContainText('224,10 €');
  await expect(offers.nth(1)).toContainText('Zurückgezogen');
  await expectNoSeriousA11yViolations(paul);
});

test('a payout the card refuses is paid out again to PayPal', async ({ browser }) => {
  allowJourney(120);
  const paul = await signedIn(browser, PAUL, '/konto/zahlungsarten');
  await storeMethod(paul, 'card');
  await startOffer(paul, '/konto/tickets', /Block C, Reihe 11, Platz 3/);
  await paul.getByRole('radio', { name: /Kreditkarte/ }).check();
  const quote = paul.getByRole('region', { name: 'Das bekommst du' });
  // A day ticket: 10 % sale fee, and 5 % for paying out to a card.
  await expect(quote).toContainText('Verkaufsgebühr (10 %)−4,50 €');
  await expect(quote).toContainText('Erstattungsgebühr (5 %)−2,25 €');
  await expect(quote).toContainText('38,25 €');
  await review(paul);

  const mehmet = await signedIn(browser, MEHMET, '/zweitmarkt');
  await addListing(mehmet, 'Block C, Reihe 11, Platz 3');
  await buyOnAccount(mehmet);

  // The card's bank refuses the credit: Paul sees why and pays it out to his PayPal account instead.
  await paul.goto('/konto/tickets/marktplatz');
  const failed = historyRow(paul, 'Block C, Reihe 11, Platz 3');
  await expect(failed).toContainText('Die Auszahlung ist fehlgeschlagen.');
  await expect(failed).toContainText('Die Bank dieser Karte nimmt keine Gutschriften an.');
  await failed.getByLabel('Auszahlen an').selectOption({ label: 'PayPal: paul.paypal@example.org' });
  await failed.getByRole('button', { name: 'Auszahlung erneut versuchen' }).click();
  await expect(failed).toContainText('Geld ausgezahlt.');
  await expect(failed).toContainText('PayPal: paul.paypal@example.org');
  await expect(failed.getByRole('button', { name: 'Auszahlung erneut versuchen' })).toHaveCount(0);
});

test('a seat sold for a voucher: Paul copies its code and redeems it in his cart', async ({ browser }) => {
  allowJourney(120);
  const paul = await signedIn(browser, PAUL, '/konto/tickets');
  await paul.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startOffer(paul, '/konto/tickets', /Block C, Reihe 11, Platz 4/);
  await paul.getByRole('radio', { name: /Gutschein/ }).check();
  // No reimbursement fee for a voucher: 45 € less the 10 % sale fee.
  await expect(paul.getByRole('region', { name: 'Das bekommst du' })).toContainText('Auszahlungsbetrag40,50 €');
  await review(paul);

  const mehmet = await signedIn(browser, MEHMET, '/zweitmarkt');
  await addListing(mehmet, 'Block C, Reihe 11, Platz 4');
  await buyOnAccount(mehmet);

  await paul.goto('/konto/tickets/marktplatz');
  const sold = historyRow(paul, 'Block C, Reihe 11, Platz 4');
  await expect(sold).toContainText('Geld ausgezahlt.');
  await sold.getByRole('button', { name: /Code kopieren/ }).click();
  await expect(sold.getByText('Kopiert')).toBeVisible();
  const code = await paul.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^ZM-[0-9A-F]{12}$/);

  await addFromProductPage(paul, 'kapuzenpullover-suedtribuene-1004', { size: 'M' });
  await paul.goto('/warenkorb');
  await paul.getByLabel('Gutscheincode').fill(code);
  await paul.getByRole('button', { name: 'Einlösen' }).click();
  const summary = paul.getByRole('complementary', { name: 'Gesamtsumme' });
  await expect(summary).toContainText(code);
  // 59,95 € less the 40,50 € voucher, plus 4,95 € shipping.
  await expect(summary.locator('.summary-row.total')).toContainText('24,40 €');
});
