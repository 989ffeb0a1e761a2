import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { signInFromHeader, submitLogin } from './steps.ts';

/**
 * Paid video as fans watch it (platform/src/db/seed/videos.ts): Südstadt TV's free training plays through for
 * anyone; the paid highlights stop after their 10-second preview with the sign-in hint for a visitor, with the
 * subscribe hint for Lena (fan@, no subscription), and play whole for Erika (mitglied@, a yearly Club TV
 * subscription). The clips are 2-second HLS segments; the journeys play them faster than real time.
 */
const TRAINING = 'Öffentliches Training am Mittwoch';
const HIGHLIGHTS = 'Alle Highlights: SC Südstadt 1899 gegen FC Nordhafen';

const player = (page: Page) => page.locator('.video-player video');
const hint = (page: Page) => page.locator('.video-hint');

/** Starts the video and plays it at `rate` times real time once it has something to play. */
async function play(page: Page, title: string, rate: number) {
  await page.getByRole('button', { name: `Video abspielen: ${title}` }).click();
  await expect(player(page)).toHaveJSProperty('paused', false);
  await player(page).evaluate((video: HTMLVideoElement, speed) => (video.playbackRate = speed), rate);
}

/** The segments the player fetched, with their answers' statuses. */
function segmentLog(page: Page) {
  const segments: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/media\/videos\/.+\/seg-\d+\.ts/.test(response.url()))
      segments.push({ url: response.url(), status: response.status() });
  });
  return segments;
}

test('a visitor finds Südstadt TV’s videos and watches the free training to its end', async ({ page }) => {
  await page.goto('/tv');
  const videos = page.getByRole('region', { name: 'Neueste Videos' });
  // The four videos and the live channel of the match simulator (platform/src/db/seed/videos.ts).
  await expect(videos.getByRole('link')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await videos.getByRole('link', { name: new RegExp(TRAINING) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
  await expect(page.getByText('Kostenlos', { exact: true })).toBeVisible();
  await expect(page.getByText(/Vorschau/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await play(page, TRAINING, 4);
  await expect(player(page)).toHaveJSProperty('ended', true, { timeout: 20_000 });
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(19);
  await expect(hint(page)).toHaveCount(0);
});

test('a paid video stops after 10 seconds: sign in, says the hint to a visitor; subscribe, after signing in without a subscription', async ({
  page,
}) => {
  const segments = segmentLog(page);
  await page.goto('/video/detail/?id=v-highlights-nordhafen');
  await expect(page.getByRole('heading', { level: 1, name: HIGHLIGHTS })).toBeVisible();
  await expect(page.getByText('Vorschau: 10 Sekunden')).toBeVisible();
  await play(page, HIGHLIGHTS, 2);
  await expect(hint(page)).toContainText('Die Vorschau ist zu Ende. Melde dich an', { timeout: 20_000 });
  const stoppedAt = await player(page).evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(stoppedAt).toBeGreaterThanOrEqual(9.5);
  expect(stoppedAt).toBeLessThanOrEqual(10.5);
  // The player's own controls (and its end) are gone behind the hint.
  await expect(player(page)).toHaveJSProperty('controls', false);
  await expect(hint(page).getByRole('link', { name: 'Video-Abo abschließen' })).toHaveAttribute('href', '/tv/abo');
  await expectNoSeriousA11yViolations(page);

  // No client trick gets past the preview: the sixth segment (10–12 s), asked with the preview's own token.
  const fifth = segments.find((segment) => segment.url.includes('seg-004.ts'));
  expect(fifth?.status).toBe(200);
  expect(segments.every((segment) => !/seg-0(0[5-9]|1\d)\.ts/.test(segment.url))).toBe(true);
  const refused = await page.request.get(fifth!.url.replace('seg-004.ts', 'seg-005.ts'));
  expect(refused.status()).toBe(403);

  await hint(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');
  await expect(page.getByRole('heading', { level: 1, name: HIGHLIGHTS })).toBeVisible();
  await expect(page.getByText('Vorschau: 10 Sekunden')).toBeVisible();
  await play(page, HIGHLIGHTS, 2);
  await expect(hint(page)).toContainText('Mit einem Video-Abo siehst du das ganze Video.', { timeout: 20_000 });
  await expect(hint(page).getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
  await hint(page).getByRole('link', { name: 'Video-Abo abschließen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Video-Abo/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Club TV Jahresabo');
});

test('a subscriber watches a paid video whole, every segment fetched with their token', async ({ page }) => {
  const segments = segmentLog(page);
  await page.goto('/video/detail/?id=v-highlights-nordhafen');
  await signInFromHeader(page, 'mitglied@club.example');
  await expect(page.getByRole('heading', { level: 1, name: HIGHLIGHTS })).toBeVisible();
  await expect(page.getByText('Mit Video-Abo', { exact: true })).toBeVisible();
  await expect(page.getByText(/Vorschau/)).toHaveCount(0);
  await play(page, HIGHLIGHTS, 4);
  await expect(player(page)).toHaveJSProperty('ended', true, { timeout: 30_000 });
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(35);
  await expect(hint(page)).toHaveCount(0);
  expect(segments.filter((segment) => segment.status === 200)).toHaveLength(18);
  // The same segment without the subscriber's token: refused.
  const last = segments.find((segment) => segment.url.includes('seg-017.ts'))!;
  expect((await page.request.get(last.url)).status()).toBe(401);
});
