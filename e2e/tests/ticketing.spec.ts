import { expect, test, type Page } from '@playwright/test';
import { matchesOnSale } from '../../platform/src/db/seed/ticketing.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { control, platformUrl } from './match.ts';
import { allowJourney, signInFromHeader } from './steps.ts';

/**
 * The box office as fans use it (issue 44): a home match's ticket page, places held in the cart with a countdown,
 * paid by card or, for free tickets, without payment, and the tickets in the wallet — at the gate without a
 * network too. A hold that runs out frees its places: the test moves the platform's clock (POST /dev/clock; the
 * e2e suite runs one test at a time, so nothing else is mid-purchase then).
 */

/** The league match after next of the first team at home: on sale, with the club's limit per person. */
const match = matchesOnSale(new Date())[1]!;
const opponent = match.awayTeam;

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

/** From the match's page to its tickets, as a fan finds them. */
async function openTickets(page: Page) {
  await page.goto(`/profis/spiel/${match.id}`);
  await page.getByRole('link', { name: 'Tickets kaufen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tickets SC Südstadt 1899 – ${opponent}` })).toBeVisible();
}

const more = (page: Page, label: string) => page.getByRole('button', { name: `Ein Ticket mehr: ${label}` });

/** The free places a block's option shows ("238 Plätze frei"), once the block list is open. */
async function freeIn(page: Page, block: string): Promise<number> {
  const option = page.getByRole('radio', { name: new RegExp(`^Block ${block} ·`) });
  const text = (await page.locator('label.place-option', { has: option }).textContent()) ?? '';
  return Number(/(\d+) Plätze frei/.exec(text)?.[1] ?? Number.NaN);
}

async function toCheckout(page: Page) {
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Vorname').first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

async function choose(page: Page, method: RegExp) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Prüfen und bestellen', level: 2 })).toBeVisible();
}

async function payByCard(page: Page) {
  const frame = page.frameLocator('iframe[title="Kartenzahlung"]');
  await frame.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await frame.getByLabel(/Ablaufdatum/).fill('12/30');
  await frame.getByLabel(/CVC/).fill('123');
  await frame.getByLabel(/Karteninhaber/).fill('Jonas Becker');
  await frame.getByRole('button', { name: /bezahlen$/ }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const upcomingTicket = (page: Page, place: string) =>
  page.getByRole('list', { name: 'Tickets für kommende Spiele' }).getByRole('link', { name: new RegExp(place) });

test.describe('tickets for a match', () => {
  test.use({ serviceWorkers: 'allow' });

  test('two seats of the best category, paid by card, are in the wallet and open offline', async ({
    page,
    context,
  }) => {
    allowJourney(120);
    await signIn(page, 'fan2@club.example');
    await openTickets(page);
    await expect(page.getByText('Höchstens 4 Tickets pro Person.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await more(page, 'Vollzahler').click();
    await more(page, 'Vollzahler').click();
    await page.getByRole('radio', { name: /^Kategorie 1 ·/ }).check();
    await expect(page.getByText('2 Tickets in Block A: 110,00 €')).toBeVisible();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();

    await expect(page).toHaveURL('/warenkorb');
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await expect(tickets.getByRole('timer')).toHaveText(/^Reserviert noch 1[45]:\d\d$/);
    await expect(tickets).toContainText('Block A (Haupttribüne), Vollzahler');
    await toCheckout(page);
    await choose(page, /Kreditkarte/);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await payByCard(page);
    await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
    const number = (await page.locator('.order-numbers strong').first().textContent())!;
    const mail = await newestMail('fan2@club.example', new RegExp(`Deine Bestellung ${number}`));
    expect(mail.text).toContain('Block A (Haupttribüne)');

    await page.goto('/konto/tickets');
    await expect(upcomingTicket(page, 'Block A, Reihe 1, Platz 1')).toBeVisible();
    await expect(upcomingTicket(page, 'Block A, Reihe 1, Platz 2')).toBeVisible();
    // At the gate without a network: the worker has kept the list and its tickets on the device.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    await page.reload();
    await expect(upcomingTicket(page, 'Block A, Reihe 1, Platz 2')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Offline: deine auf diesem Gerät gespeicherten Tickets' }),
    ).toBeVisible();
    await upcomingTicket(page, 'Block A, Reihe 1, Platz 1').click();
    await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a free ticket for a child goes through the checkout without payment', async ({ page }) => {
    await signIn(page, 'mitglied@club.example');
    // Jürgen may hold family-block tickets from other journeys (the checkout's, another match): this match's count.
    const familyTickets = upcomingTicket(page, `${escapeRegExp(opponent)} – Block F1`);
    await page.goto('/konto/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Tagestickets' })).toBeVisible();
    const before = await familyTickets.count();
    await openTickets(page);
    await expect(page.getByText('Kinder bis 6 Jahre, nur im Familienblock', { exact: false })).toBeVisible();
    await more(page, 'Kind bis 6 Jahre').click();
    // Only the family block sells it: the other categories cannot take it.
    await expect(page.getByRole('radio', { name: /^Kategorie 1 ·/ })).toBeDisabled();
    await page.getByRole('radio', { name: /^Kategorie 4 ·/ }).check();
    await expect(page.getByText('1 Ticket in Block F1: 0,00 €')).toBeVisible();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL('/warenkorb');
    await toCheckout(page);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await choose(page, /Ohne Zahlung/);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeVisible();
    await page.goto('/konto/tickets');
    await expect(familyTickets).toHaveCount(before + 1);
  });

  test('places held in a cart are taken from the block until the hold runs out', async ({ page }) => {
    await openTickets(page);
    await page.getByText('Block selbst wählen').click();
    const before = await freeIn(page, 'B');
    await more(page, 'Ermäßigt').click();
    await more(page, 'Ermäßigt').click();
    await page.getByRole('radio', { name: /^Block B ·/ }).check();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL('/warenkorb');
    await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('timer')).toBeVisible();

    // The offer is shared by the graph for a few seconds: reading it again shows the held places gone.
    await expect
      .poll(
        async () => {
          await openTickets(page);
          await page.getByText('Block selbst wählen').click();
          return freeIn(page, 'B');
        },
        { timeout: 30_000 },
      )
      .toBe(before - 2);

    // Sixteen minutes later: the cart's hold has run out, and the places are free again.
    const moved = await control(`${platformUrl}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 16 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(
        async () => {
          await page.goto('/warenkorb');
          return page.getByRole('region', { name: 'Tickets' }).textContent();
        },
        { timeout: 30_000 },
      )
      .toContain('Reservierung abgelaufen');
    await expect
      .poll(
        async () => {
          await openTickets(page);
          await page.getByText('Block selbst wählen').click();
          return freeIn(page, 'B');
        },
        { timeout: 30_000 },
      )
      .toBe(before);
  });
});
