import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { holdMatchAt, stopMatch } from './match.ts';
import { allowJourney } from './steps.ts';

/**
 * The live match centre as fans follow it: the first team's cup tie against FC Nordhafen, played by the
 * platform's match simulator (platform/src/live/scenarios.ts, `penalties`). The tests move the match to a
 * moment and hold it there (speed 0); the graph polls the ticker every 5 s while it is active and pushes
 * each change to every open page over SSE, without a reload.
 */
/** Match seconds at which the cup tie's periods begin (5 minutes of PreMatch first). */
const AT = {
  firstHalf: 5 * 60,
  halfTime: 5 * 60 + 47 * 60,
  secondHalf: 5 * 60 + 47 * 60 + 15 * 60,
  extraFirstHalf: 5 * 60 + 47 * 60 + 15 * 60 + 48 * 60 + 5 * 60,
  shootOut: 5 * 60 + 47 * 60 + 15 * 60 + 48 * 60 + 5 * 60 + 16 * 60 + 2 * 60 + 16 * 60,
};
/** A poll (5 s) and the way to the browser. */
const PUSHED = { timeout: 9_000 };

/** Open live subscriptions of the portal's graph, all kinds, as operators read them (graph_live_subscribers). */
async function liveSubscribers(): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 2}/metrics`)).text();
  return [...metrics.matchAll(/^graph_live_subscribers\{[^}]*\} (\d+)$/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
}

const ticker = (page: Page) => page.locator('.live-ticker');
const state = (page: Page) => ticker(page).getByRole('status');

test.afterEach(async () => {
  await stopMatch();
});

// First in the file: on a freshly started portal no stream has been live yet (the live video file is read
// every 30 s, so a stream that just ended shows for up to half a minute longer).
test('the live video badge appears on the first team’s site while the match is on and opens the stream', async ({
  page,
}) => {
  allowJourney(60);
  // On a phone, where a badge floating over the page hid the ticker's newest lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profis');
  await expect(page.getByRole('complementary', { name: 'Vereinsradio' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Live-Video/ })).toHaveCount(0);

  // Kick-off: the live video file names a stream (read every 30 s).
  await holdMatchAt(AT.firstHalf + 60);
  const badge = page.getByRole('button', { name: /Live-Video/ });
  await expect(badge).toBeVisible({ timeout: 40_000 });
  // Scrolled to the end, the badge and the radio cover no text of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const corner = document.querySelector('.live-corner')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => !element.closest('.live-corner') && element.children.length === 0)
      .filter((element) => element.textContent?.trim())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > corner.top && box.top < corner.bottom;
      })
      .map((element) => element.textContent!.trim());
  });
  expect(covered).toEqual([]);
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Live: Südstadt TV im Stadion' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Video abspielen/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
});

test('two fans watch the cup tie live: a goal, 90′ + 2′, extra time and the shoot-out reach both pages without a reload', async ({
  page,
  browser,
}) => {
  allowJourney(90);
  await holdMatchAt(AT.firstHalf + 20 * 60 + 30);
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/profis/liveticker');
  await other.goto('/profis/liveticker');
  for (const fan of [page, other]) {
    await expect(state(fan)).toContainText("21'");
    await expect(ticker(fan).getByRole('heading', { level: 2 })).toContainText('0:0');
  }
  await expectNoSeriousA11yViolations(page);
  const loads = { page: 0, other: 0 };
  page.on('load', () => loads.page++);
  other.on('load', () => loads.other++);

  // The first goal (23'): both pages get it with the next poll.
  await holdMatchAt(AT.firstHalf + 24 * 60);
  for (const fan of [page, other]) {
    await expect(ticker(fan).getByRole('heading', { level: 2 })).toContainText('1:0', PUSHED);
    await expect(ticker(fan).getByRole('list').getByRole('listitem').first()).toContainText('Tor');
  }

  // Added time of the second half: the equaliser in 90' + 2'.
  await holdMatchAt(AT.secondHalf + 46 * 60 + 30);
  for (const fan of [page, other]) {
    await expect(state(fan)).toContainText("90' + 2'", PUSHED);
    await expect(ticker(fan).getByRole('heading', { level: 2 })).toContainText('2:2');
  }

  // Extra time.
  await holdMatchAt(AT.extraFirstHalf + 4 * 60 + 10);
  await expect(state(page)).toContainText("95'", PUSHED);

  // The shoot-out, then its end: finished after penalties, 4:3.
  await holdMatchAt(AT.shootOut + 3 * 60 + 10);
  await expect(state(page)).toContainText('Elfmeterschießen', PUSHED);
  await holdMatchAt(AT.shootOut + 20 * 60);
  for (const fan of [page, other]) {
    await expect(state(fan)).toContainText('Beendet · i. E.', PUSHED);
    await expect(ticker(fan)).toContainText('Elfmeterschießen 4:3');
  }
  expect(loads).toEqual({ page: 0, other: 0 });
  await other.close();
});

test('the ticker recovers after the network drops and shows what happened meanwhile', async ({ page, context }) => {
  allowJourney(60);
  await holdMatchAt(AT.halfTime + 60);
  await page.goto('/en/profis/liveticker');
  await expect(state(page)).toContainText('Half-time', PUSHED);
  // The page comes rendered from the server: a pushed minute shows that the app has taken it over and its
  // stream runs (the network must not go while the page's code is still coming).
  await holdMatchAt(AT.secondHalf + 5);
  await expect(state(page)).toContainText("46'", PUSHED);

  await context.setOffline(true);
  await holdMatchAt(AT.secondHalf + 10 * 60 + 5);
  // Long enough for the stream to notice and the graph to poll the change.
  await page.waitForTimeout(6_000);
  await context.setOffline(false);
  await expect(state(page)).toContainText("56'", { timeout: 15_000 });
});

test('a fan who leaves the ticker, or closes the tab, leaves no subscription behind on the graph', async ({
  page,
  context,
}) => {
  await holdMatchAt(AT.firstHalf + 60);
  const before = await liveSubscribers();
  await page.goto('/profis/liveticker');
  await expect(state(page)).toBeVisible();
  await expect.poll(liveSubscribers, PUSHED).toBeGreaterThan(before);
  // Within the app to another page: the app disposes of the ticker's streams and the graph lets go of them.
  await page
    .getByRole('link', { name: /Fanshop|Shop/ })
    .first()
    .click();
  await expect.poll(liveSubscribers, { timeout: 12_000 }).toBe(before);
  // Back, and the tab closed: the browser drops its connections.
  await page.goBack();
  await expect.poll(liveSubscribers, PUSHED).toBeGreaterThan(before);
  await page.close();
  await expect.poll(liveSubscribers, { timeout: 12_000 }).toBe(before);
  await context.close();
});
