import { expect, test, type Page } from '@playwright/test';
import addToCart from '../../web/src/__generated__/useCartItemAddMutation.graphql.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { addFromProductPage, signInFromHeader } from './steps.ts';

/**
 * Buying, as a fan would: each payment method against the sandbox payment provider, with its refusals
 * and detours (a declined card, a cancelled PayPal approval, 3-D Secure, an address abroad without a
 * phone), the confirmation, the mail in the development inbox and the order with its PDF invoice.
 */

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

async function add(page: Page, slug: string) {
  await addFromProductPage(page, slug);
  await expect(page.getByRole('status')).toContainText('Im Warenkorb');
}

/**
 * Puts day tickets into the signed-in person's cart as the ticket shop does (the portal has no ticket
 * pages yet): the persisted cart mutation, sent with the person's token the web app uses.
 */
async function addTickets(page: Page, sku: string, quantity = 1) {
  const authorized = page.waitForRequest((request) => Boolean(request.headers().authorization));
  await page.goto('/warenkorb');
  const authorization = (await authorized).headers().authorization!;
  const answer = await page.request.post('/graphql', {
    headers: { authorization, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: {
      documentId: addToCart.params.id,
      variables: { input: { sku, quantity, options: [], countryCode: 'DE' }, language: 'DE' },
    },
  });
  expect(((await answer.json()) as { data: { cartItemAdd: { __typename: string } } }).data.cartItemAdd.__typename).toBe(
    'CartItemAddSuccess',
  );
  await page.reload();
}

async function toCheckout(page: Page) {
  await page.goto('/warenkorb');
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
}

/** The prefilled address step is right as it is. */
async function confirmAddress(page: Page) {
  await expect(page.getByLabel('Vorname').first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

async function choose(page: Page, method: RegExp) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Prüfen und bestellen', level: 2 })).toBeVisible();
}

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Kartenzahlung"]');

async function payByCard(page: Page, number: string) {
  const frame = cardFrame(page);
  await frame.getByLabel('Kartennummer').fill(number);
  await frame.getByLabel(/Ablaufdatum/).fill('12/30');
  await frame.getByLabel(/CVC/).fill('123');
  await frame.getByLabel(/Karteninhaber/).fill('Mehmet Özdemir');
  await frame.getByRole('button', { name: /bezahlen$/ }).click();
}

test('a card is declined, another pays; the order, its mail and its invoice', async ({ page }) => {
  await signIn(page, 'fan2@club.example');
  await add(page, 'schal-suedkurve-1003');
  await toCheckout(page);
  await expectNoSeriousA11yViolations(page);
  await confirmAddress(page);
  await choose(page, /Kreditkarte/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Die Karte wurde abgelehnt' })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout\/confirmation\?[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
  const number = (await page.locator('.order-numbers strong').first().textContent())!;
  await expect(page.getByText('Wir haben dir eine Bestätigung an fan2@club.example geschickt.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await newestMail('fan2@club.example', new RegExp(`Deine Bestellung ${number}`));
  expect(mail.text).toContain('Schal');

  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Rechnung herunterladen/ }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${number}.pdf`);
});

test('a cancelled PayPal approval keeps the cart; approving buys it', async ({ page }) => {
  await signIn(page, 'mitglied@club.example');
  await add(page, 'fussball-groesse-5-1005');
  await toCheckout(page);
  await confirmAddress(page);
  await choose(page, /PayPal/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeVisible();
  await expect(page.getByText('Die Zahlung wurde abgebrochen.')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
  await expect(page.getByRole('main')).toContainText('Fußball');

  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await confirmAddress(page);
  await choose(page, /PayPal/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('button', { name: 'Zahlung genehmigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
});

test('3-D Secure, SEPA for testers, and an address abroad needs a phone', async ({ page }) => {
  await signIn(page, 'fan@club.example');
  await add(page, 'schal-suedkurve-1003');
  await toCheckout(page);

  // Abroad without a phone: refused at the field, nothing sent.
  await page.getByLabel('Land').first().selectOption('AT');
  await page.getByLabel('Telefon').first().fill('');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Für den Versand ins Ausland ist eine Telefonnummer erforderlich.')).toBeVisible();
  await page.getByLabel('Land').first().selectOption('DE');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await choose(page, /Kreditkarte/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await payByCard(page, '4000 0000 0000 3220');
  await cardFrame(page).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();

  // SEPA is offered to this tester; a wrong IBAN is refused at the field by the provider's check.
  await add(page, 'schal-suedkurve-1003');
  await toCheckout(page);
  await confirmAddress(page);
  await page.getByRole('radio', { name: /SEPA-Lastschrift/ }).check();
  await page.getByLabel('Kontoinhaber/in').fill('Lena Fischer');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Die IBAN ist ungültig.')).toBeVisible();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
});

test('tickets on account, free tickets without payment, and a saved card', async ({ page, context, baseURL }) => {
  // With the visitor's consent, each purchase reaches the data layer with its net revenue.
  await context.addCookies([{ name: 'AnalyticsConsent', value: 'granted', url: baseURL! }]);
  await signIn(page, 'mitglied@club.example');
  await addTickets(page, 'TK-2001', 2);
  await toCheckout(page);
  await confirmAddress(page);
  // Only carts of tickets may be bought on account; this one may.
  await choose(page, /Kauf auf Rechnung/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
  await expect(page.getByText('Die Rechnung findest du in deinem Konto unter Bestellungen.')).toBeVisible();
  const onAccount = (await page.locator('.order-numbers strong').first().textContent())!;
  // Two day tickets of 18 € gross at 19 % VAT: 30,25 € net.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? []))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'Purchase', transactionId: onAccount, revenue: '30.25' }),
        expect.objectContaining({ event: 'PurchaseGA' }),
      ]),
    );

  await addTickets(page, 'TK-2004', 2);
  await toCheckout(page);
  await confirmAddress(page);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await choose(page, /Ohne Zahlung/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();

  // A card paid once is kept for the next purchase: only its security code is asked.
  await add(page, 'schal-suedkurve-1003');
  await toCheckout(page);
  await confirmAddress(page);
  await choose(page, /Kreditkarte/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await payByCard(page, '5555 5555 5555 4444');
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
  await add(page, 'schal-suedkurve-1003');
  await toCheckout(page);
  await confirmAddress(page);
  await page.getByRole('radio', { name: /Gespeicherte Karte/ }).check();
  await expect(page.getByLabel('Karte', { exact: true })).toContainText('•••• 4444');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await cardFrame(page).getByLabel(/CVC/).fill('123');
  await cardFrame(page)
    .getByRole('button', { name: /bezahlen$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();

  await page.goto('/konto/bestellungen');
  await expect(page.getByRole('main')).toContainText(onAccount);
  await expectNoSeriousA11yViolations(page);
});
