import { expect, test, type Page } from '@playwright/test';
import { newestMail } from './inbox.ts';

/**
 * Gives a long journey `seconds` to finish against the one-process portal, and twice that against the HA
 * topology: there every request crosses HAProxy and separate processes on the same two cores, while the other
 * topology's suite runs beside it in CI, and a journey measured at 40 s took over 90 s. A timeout bounds a hang;
 * it asserts nothing about speed.
 */
export function allowJourney(seconds: number) {
  test.setTimeout(seconds * 1000 * (process.env.E2E_TOPOLOGY === 'ha' ? 2 : 1));
}

/** The password of every demo account (README: demo accounts). */
export const DEMO_PASSWORD = 'Fanshop-1899';

/** On the provider's German login page: fill in and submit a demo account's credentials. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Anmelden beim SC Südstadt 1899' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in from the header's button and returns to the page the journey was on. */
export async function signInFromHeader(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, email);
}

/** Signs out from the user menu. */
export async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
}

/** Puts a product into the cart from its page, with a size and quantity where given. */
export async function addFromProductPage(page: Page, slug: string, options: { size?: string; quantity?: number } = {}) {
  await page.goto(`/produkt/${slug}`);
  // A server-rendered page takes typing only once the app has taken it over (a fill before that types "12").
  if (options.quantity) await untilInteractive(page);
  if (options.size) await page.getByLabel('Größe').selectOption(options.size);
  if (options.quantity) await page.getByLabel('Menge').fill(String(options.quantity));
  // Until the graph answered the add (an item or a refusal): the next step may leave the page, which would
  // cancel the add on its way, as a fan who closes the tab at once cancels it.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useCartItemAddMutation'),
  );
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await answered;
}

/**
 * Waits until the page takes input from a keyboard: a page the portal rendered on the server is inert until
 * the app has taken it over (web/src/main.tsx), so focus() before that lands nowhere. Clicks need no wait
 * (Playwright waits until the element can receive them).
 */
export async function untilInteractive(page: Page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** The password new fans of the registration journeys choose. */
export const PASSWORD = 'Südkurve-1899';

/** On the provider's German registration page: fills in and sends the form. */
export async function fillRegistration(
  page: Page,
  fan: { first: string; last: string; email: string; newsletter?: boolean },
) {
  await page.getByLabel('Vorname').fill(fan.first);
  await page.getByLabel('Nachname').fill(fan.last);
  await page.getByLabel('E-Mail-Adresse').fill(fan.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check();
  if (fan.newsletter) await page.getByLabel(/Newsletter „Club kompakt“/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
}

/** The confirmation link of the newest welcome mail to an address. */
export async function confirmationLink(email: string, subject: RegExp) {
  const mail = await newestMail(email, subject);
  return mail.links.find((link) => link.includes('/email/confirm?'))!;
}
