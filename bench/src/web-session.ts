/**
 * Signed-in pages for `pnpm bench:web`. A demo fan signs in once through the portal's own sign-in (the
 * provider's login page) in the browser Lighthouse then measures with, so every measured load is what a
 * returning fan on a phone gets: the app restores the session silently from the provider's cookie (tokens
 * live in memory only) and asks the graph with the fan's token. Lighthouse must keep the browser's cookies
 * for that (disableStorageReset); the HTTP cache is cleared before each run here instead, so the loads stay
 * cold as Lighthouse's own are.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The password of every demo account (README: demo accounts). */
const DEMO_PASSWORD = 'Fanshop-1899';
const TIMEOUT_MS = 30_000;

export async function connectTo(chromePort: number): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  return { browser, page };
}

async function cdp(page: Page, method: 'Network.clearBrowserCookies' | 'Network.clearBrowserCache') {
  const session = await page.createCDPSession();
  await session.send(method);
  await session.detach();
}

/** Before a measured load: nothing of an earlier load in the HTTP cache, the sign-in's cookies kept. */
export const clearCache = (page: Page) => cdp(page, 'Network.clearBrowserCache');

/**
 * Signs the demo account in from the orders page's sign-in button, as a fan does; whoever was signed in
 * before is signed out first (the portal's and the provider's cookies: one host, any port).
 */
export async function signIn(page: Page, portalUrl: string, email: string): Promise<void> {
  await cdp(page, 'Network.clearBrowserCookies');
  await page.goto(`${portalUrl}/konto/bestellungen`, { waitUntil: 'networkidle0' });
  await page.locator('main ::-p-aria([name="Anmelden"][role="button"])').click();
  await page.waitForSelector('input[name=email]');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(
    (origin) => location.origin === origin && document.querySelector('[aria-label^="Benutzermenü"]') !== null,
    { timeout: TIMEOUT_MS },
    portalUrl,
  );
}

/** Puts a product into the signed-in fan's cart from its page (the cart measured is not empty). */
export async function addToCart(page: Page, portalUrl: string, slug: string): Promise<void> {
  await page.goto(`${portalUrl}/produkt/${slug}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[aria-label^="Benutzermenü"]');
  await page.locator('main ::-p-aria([name="In den Warenkorb"][role="button"])').click();
  await page.waitForSelector('::-p-aria([name="Zum Warenkorb"])');
}

/** The path of the fan's first ticket in the wallet, as a fan opens it from the list. */
export async function firstTicketPath(page: Page, portalUrl: string): Promise<string> {
  await page.goto(`${portalUrl}/konto/tickets`, { waitUntil: 'networkidle0' });
  const tabs = ['archiv', 'dauerkarten', 'weitergaben', 'marktplatz'];
  const handle = await page.waitForFunction(
    (tabs: string[]) =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/konto/tickets/"]')]
        .map((link) => link.getAttribute('href')!)
        .find((href) => /^\/konto\/tickets\/[^/]+$/.test(href) && !tabs.includes(href.split('/')[3]!)),
    { timeout: TIMEOUT_MS },
    tabs,
  );
  return (await handle.jsonValue()) as string;
}
