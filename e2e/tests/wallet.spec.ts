import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { signInFromHeader, signOut, submitLogin, allowJourney } from './steps.ts';

/**
 * The wallet as two fans use it: Lena Fischer (fan@) holds two seats side by side for the next home
 * match and a standing ticket for the one after (platform/src/db/seed/wallet.ts); she passes them on
 * to Sabine Krüger (fanclub@), who is not in her address book yet. Sabine accepts one from the mailed
 * link, declines one with a reason, and Lena takes one back before it is answered. No other journey
 * touches these tickets or Sabine's personal wallet; the tests run in order on the run's fresh
 * database and each uses the tickets the one before left. At the end the network goes away and Lena's
 * upcoming ticket opens with its QR code all the same.
 */
const LENA = 'fan@club.example';
const SABINE = 'fanclub@club.example';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const ticketLink = (page: Page, place: string) =>
  page.getByRole('list', { name: 'Tickets für kommende Spiele' }).getByRole('link', { name: new RegExp(place) });

async function signIn(page: Page, email: string, path = '/konto/tickets') {
  await page.goto(path);
  await signInFromHeader(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

/** From a ticket's page to the transfer form, and the offer to `email`. */
async function passOn(page: Page, email: string) {
  await page.getByRole('link', { name: 'Ticket weitergeben' }).click();
  await expect(heading(page, 'Ticket weitergeben')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse der Person').fill(email);
  await page.getByRole('button', { name: 'Ticket weitergeben' }).click();
  await expect(page.getByText(`Du hast dieses Ticket ${email} angeboten.`, { exact: false })).toBeVisible();
}

/** The text of the QR code on the page, read back from its pixels (jsQR), as a gate's scanner would. */
async function scanQrCode(page: Page): Promise<string | null> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
  return page.evaluate(async () => {
    const svg = document.querySelector('svg.ticket-qr')!;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, 600, 600);
    const pixels = context.getImageData(0, 0, 600, 600);
    const decode = (
      window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return decode(pixels.data, 600, 600)?.data ?? null;
  });
}

/** The claims of a barcode (a compact JWS): which ticket, whose, which version. */
const claimsOf = (barcode: string) =>
  JSON.parse(Buffer.from(barcode.split('.')[1]!, 'base64url').toString('utf8')) as { tid: number; ver: number };

test('Lena passes a ticket on; Sabine accepts it from the mailed link; it moves to her wallet', async ({ page }) => {
  // Three sign-ins in one journey.
  allowJourney(90);
  await signIn(page, LENA);
  await expect(heading(page, 'Tagestickets')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Kontobereich' }).getByRole('link', { name: 'Tickets' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  // Every tab, each axe-clean.
  for (const [tab, title] of [
    ['Archiv', 'Archiv der Tagestickets'],
    ['Dauerkarten', 'Dauerkarten'],
    ['Dauerkarten-Archiv', 'Archiv der Dauerkarten'],
    ['Weitergaben', 'Ticketweitergaben'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: tab, exact: true }).click();
    await expect(heading(page, title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // Mehmet's offer to Lena waits for her answer.
  await expect(page.getByRole('listitem', { name: 'Von Mehmet Özdemir' })).toContainText('Ausstehend');

  await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: 'Tagestickets' }).click();
  await ticketLink(page, 'Block C, Reihe 12, Platz 7').click();
  await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();
  await expect(page.getByText('T-104711')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ticketbedingungen' })).toContainText('Ticket-Geschäftsbedingungen');
  await expect(page.getByRole('region', { name: 'Stadionordnung' })).toContainText('Einlass ab 90 Minuten');
  await expectNoSeriousA11yViolations(page);
  // What the gate scans: the ticket's signed barcode, in Lena's name (its first version).
  const before = await scanQrCode(page);
  expect(before).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const ticketId = Number(await page.locator('dt:text-is("Ticket-ID") + dd').textContent());
  expect(claimsOf(before!)).toMatchObject({ tid: ticketId, ver: 1 });

  await page.getByRole('link', { name: 'Ticket weitergeben' }).click();
  await expect(heading(page, 'Ticket weitergeben')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The address book suggests the people Lena gave tickets to, her favourite Mehmet first.
  const book = page.getByRole('list', { name: 'Dein Adressbuch' });
  await expect(book.getByRole('listitem').first()).toContainText('Mehmet Özdemir');
  await expect(page.locator('datalist#transfer-suggestions option')).toHaveCount(2);
  await expect(book).not.toContainText('Sabine');
  const email = page.getByLabel('E-Mail-Adresse der Person');
  await page.getByRole('button', { name: 'Ticket weitergeben' }).click();
  await expect(email).toHaveAccessibleDescription(/muss ausgefüllt werden/);
  // An address nobody signs in with is refused by the service, at the field.
  await email.fill('niemand@club.example');
  await page.getByRole('button', { name: 'Ticket weitergeben' }).click();
  await expect(email).toHaveAccessibleDescription(/Die angegebene E-Mail-Adresse wurde nicht gefunden\./);
  await expect(email).toBeFocused();
  await email.fill(SABINE);
  await page.getByRole('button', { name: 'Ticket weitergeben' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Ticket an ${SABINE} weitergegeben.` })).toBeVisible();
  await expect(page.getByText(`Du hast dieses Ticket ${SABINE} angeboten.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zurückziehen/ })).toBeVisible();

  // Sabine's profile is German: so are the mail and the page its link opens.
  const mail = await newestMail(SABINE, /Lena Fischer möchte dir ein Ticket weitergeben/);
  expect(mail.text).toContain('Block C, Reihe 12, Platz 7');
  const link = new URL(mail.links.find((href) => href.includes('/konto/tickets/weitergaben/'))!);
  await signOut(page);

  // Signed out, the mailed link's page says what awaits and asks to sign in (not "not found").
  await page.goto(link.pathname);
  await expect(heading(page, 'Ein Ticket für dich')).toBeVisible();
  await expect(
    page.getByText('Melde dich mit dem Konto an, an das die Mail ging, um das Ticket anzunehmen oder abzulehnen.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, SABINE);
  await expect(page).toHaveURL(link.pathname);
  await expect(heading(page, 'Ticketweitergabe')).toBeVisible();
  await expect(page.getByText('Lena Fischer möchte dir dieses Ticket weitergeben.')).toBeVisible();
  await expect(page.getByText('Block C, Reihe 12, Platz 7')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ticket annehmen' }).click();
  await expect(heading(page, 'Ticket angenommen')).toBeVisible();
  // The button is gone with the answer: focus moves to the result, not to the top of the page.
  await expect(page.getByText('Das Ticket ist jetzt in deinem Wallet.')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // In Sabine's wallet, with a new barcode in her name: Lena's code (a screenshot she kept) no longer admits.
  await page.getByRole('link', { name: 'Zum Ticket' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();
  await expect(page.getByText('keine (an dich weitergegeben)')).toBeVisible();
  const after = await scanQrCode(page);
  expect(after).not.toBe(before);
  expect(claimsOf(after!)).toMatchObject({ tid: ticketId, ver: 2 });
  await page.getByRole('link', { name: 'Zu deinen Tickets' }).click();
  await expect(ticketLink(page, 'Block C, Reihe 12, Platz 7')).toBeVisible();
  await signOut(page);

  // Lena no longer holds it; Sabine is in her address book now, named as the one who accepted.
  await signIn(page, LENA);
  await expect(ticketLink(page, 'Block C, Reihe 12, Platz 8')).toBeVisible();
  await expect(ticketLink(page, 'Block C, Reihe 12, Platz 7')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: 'Weitergaben' }).click();
  await expect(page.getByRole('listitem', { name: `An ${SABINE}` }).first()).toContainText(
    'Angenommen von Sabine Krüger',
  );
  await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: 'Tagestickets' }).click();
  await ticketLink(page, 'Block C, Reihe 12, Platz 8').click();
  await page.getByRole('link', { name: 'Ticket weitergeben' }).click();
  await expect(page.getByRole('list', { name: 'Dein Adressbuch' })).toContainText('Sabine Krüger');
  await expect(page.locator(`datalist#transfer-suggestions option[value="${SABINE}"]`)).toHaveCount(1);
});

test('Lena takes back an offer before it is answered; Sabine declines another with a reason', async ({ page }) => {
  allowJourney(90);
  await signIn(page, LENA);
  await ticketLink(page, 'Block C, Reihe 12, Platz 8').click();
  await passOn(page, SABINE);
  await page.getByRole('link', { name: 'Zu deinen Tickets' }).click();
  // The list marks the ticket offered.
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Block C, Reihe 12, Platz 8/ }) }),
  ).toContainText('Weitergabe ausstehend');
  await ticketLink(page, 'Block S3').first().click();
  await passOn(page, SABINE);

  // Taken back from the transfers list, asked once more.
  await page.getByRole('link', { name: 'Zu deinen Tickets' }).click();
  await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: 'Weitergaben' }).click();
  const offers = page.getByRole('listitem', { name: `An ${SABINE}` }).filter({ hasText: 'Ausstehend' });
  await expect(offers).toHaveCount(2);
  const seatEight = offers.filter({ hasText: 'Block C, Reihe 12, Platz 8' });
  await seatEight.getByRole('button', { name: /Zurückziehen/ }).click();
  await seatEight
    .getByRole('group', { name: /wirklich zurückziehen/ })
    .getByRole('button', { name: 'Zurückziehen' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Weitergabe an ${SABINE} zurückgezogen.` })).toBeVisible();
  await expect(
    page
      .getByRole('listitem', { name: `An ${SABINE}` })
      .filter({ hasText: 'Block C, Reihe 12, Platz 8' })
      .first(),
  ).toContainText('Zurückgezogen');
  await expectNoSeriousA11yViolations(page);
  await signOut(page);

  // Sabine declines the standing ticket; a reason is required.
  const mail = await newestMail(SABINE, /Lena Fischer möchte dir ein Ticket weitergeben/);
  expect(mail.text).toContain('Block S3');
  const link = new URL(mail.links.find((href) => href.includes('/konto/tickets/weitergaben/'))!);
  await signIn(page, SABINE, link.pathname);
  await expect(heading(page, 'Ticketweitergabe')).toBeVisible();
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  const reason = page.getByLabel('Grund');
  await expect(reason).toHaveAccessibleDescription(/muss ausgefüllt werden/);
  await expectNoSeriousA11yViolations(page);
  await reason.fill('Bin an dem Wochenende auf Montage.');
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(heading(page, 'Weitergabe abgelehnt')).toBeVisible();
  await expect(page.getByText('Grund: Bin an dem Wochenende auf Montage.')).toBeVisible();
  // The taken-back offer is no longer Sabine's to answer.
  await page.getByRole('link', { name: 'Zu deinen Weitergaben' }).click();
  const received = page.getByRole('listitem', { name: 'Von Lena Fischer' });
  await expect(received.filter({ hasText: 'Block C, Reihe 12, Platz 8' })).toContainText('Zurückgezogen');
  await expect(received.filter({ hasText: 'Block S3' })).toContainText('Abgelehnt');
  await expect(page.getByRole('link', { name: /Annehmen oder ablehnen/ })).toHaveCount(0);
  await signOut(page);

  // Lena sees why, and holds both tickets again.
  await signIn(page, LENA, '/konto/tickets/weitergaben');
  await expect(page.getByRole('listitem', { name: `An ${SABINE}` }).filter({ hasText: 'Block S3' })).toContainText(
    'Grund: Bin an dem Wochenende auf Montage.',
  );
  await page.getByRole('navigation', { name: 'Deine Tickets' }).getByRole('link', { name: 'Tagestickets' }).click();
  await expect(ticketLink(page, 'Block C, Reihe 12, Platz 8')).toBeVisible();
  await expect(ticketLink(page, 'Block S3')).toBeVisible();
});

test.describe('at the gate without a network', () => {
  // The portal's service worker keeps the shell and the pages' code (service-worker.spec.ts).
  test.use({ serviceWorkers: 'allow' });

  /** The tickets the device keeps, per subject (web/src/auth/offlineWallet.ts). */
  const keptTickets = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const request = indexedDB.open('club-wallet', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('wallets', { keyPath: 'subject' });
          request.onsuccess = () => {
            const all = request.result.transaction('wallets').objectStore('wallets').getAll();
            all.onsuccess = () => {
              const wallets = all.result as { day?: { tickets: unknown[] } }[];
              request.result.close();
              resolve(wallets.reduce((sum, wallet) => sum + (wallet.day?.tickets.length ?? 0), 0));
            };
          };
        }),
    );

  test('Lena’s upcoming tickets and their QR codes open offline; signing out removes them', async ({
    page,
    context,
  }) => {
    allowJourney(90);
    await signIn(page, LENA);
    await expect(ticketLink(page, 'Block A, Reihe 3, Platz 11')).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // A worker that activates on a busy machine can take longer than an assertion's usual 10 s to claim the page.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    // Kept on the device once the list has been read with a network.
    await expect.poll(() => keptTickets(page)).toBeGreaterThan(0);
    // The list again, now through the worker, so it keeps this page's code and the ticket page's.
    await page.reload();
    await expect(ticketLink(page, 'Block A, Reihe 3, Platz 11')).toBeVisible();

    await context.setOffline(true);
    // Within the open portal: the ticket's page has no network, and shows the kept ticket.
    await ticketLink(page, 'Block A, Reihe 3, Platz 11').click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline: deine auf diesem Gerät gespeicherten Tickets/ }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();
    await expect(page.getByText('T-104950')).toBeVisible();
    const ticketPage = new URL(page.url()).pathname;
    expect(await scanQrCode(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expectNoSeriousA11yViolations(page);

    // The portal opened afresh in the stadium: the session waits for the network, the tickets do not.
    await page.reload();
    await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();
    await page.goto('/konto/tickets');
    await expect(heading(page, 'Tagestickets')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Offline: deine auf diesem Gerät gespeicherten Tickets' }),
    ).toBeVisible();
    await expect(ticketLink(page, 'Block A, Reihe 3, Platz 11')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await ticketLink(page, 'Block A, Reihe 3, Platz 11').click();
    await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toBeVisible();

    // Back online, the session returns; signing out takes the tickets off the device.
    await context.setOffline(false);
    await page.goto('/konto/tickets');
    await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Lena Fischer/ })).toBeVisible();
    await signOut(page);
    expect(await keptTickets(page)).toBe(0);
    await context.setOffline(true);
    // Offline and signed out: the page as anyone sees it (the worker kept its anonymous answer), no ticket.
    await page.goto('/konto/tickets');
    await expect(page.getByText('Melde dich an, um dein Konto zu sehen.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Block/ })).toHaveCount(0);
    await page.goto(ticketPage);
    await expect(page.getByText('Dieses Ticket ist auf diesem Gerät nicht gespeichert.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR-Code für den Einlass' })).toHaveCount(0);
  });
});
