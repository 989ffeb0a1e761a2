import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { newestMail } from './inbox.ts';
import { control, platformUrl } from './match.ts';
import { allowJourney, signInFromHeader } from './steps.ts';

/**
 * Club TV bought as a fan buys it (issue 44): Claudia (abo@, whose last subscription ran out a month ago, with a
 * stored Mastercard) subscribes monthly at /tv/abo through the sandbox payment provider and watches a paid video
 * whole at once; she cancels in her account and keeps watching until the period ends. The end is reached by
 * moving the platform's clock past the period (POST /dev/clock) and running the renewal job on request (POST
 * /dev/paywall-subscriptions/renewals). The clock only moves forward, so this file runs after the box office's
 * (ticketing.spec.ts), whose holds the move would end; nothing after it reads that clock.
 */
const HIGHLIGHTS = 'Alle Highlights: SC Südstadt 1899 gegen FC Nordhafen';
const FAN = 'abo@club.example';

const player = (page: Page) => page.locator('.video-player video');
const hint = (page: Page) => page.locator('.video-hint');
const subscriptionSection = (page: Page) => page.getByRole('region', { name: 'Video-Abo' });

/** Opens the paid highlights and plays them at four times real time. */
async function playHighlights(page: Page) {
  await page.goto('/video/detail/?id=v-highlights-nordhafen');
  await expect(page.getByRole('heading', { level: 1, name: HIGHLIGHTS })).toBeVisible();
  await page.getByRole('button', { name: `Video abspielen: ${HIGHLIGHTS}` }).click();
  await expect(player(page)).toHaveJSProperty('paused', false);
  await player(page).evaluate((video: HTMLVideoElement) => (video.playbackRate = 4));
}

/** Plays the highlights to their end (36 s): no preview cut, no hint. */
async function watchWhole(page: Page) {
  await playHighlights(page);
  await expect(player(page)).toHaveJSProperty('ended', true, { timeout: 30_000 });
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(35);
  await expect(hint(page)).toHaveCount(0);
}

test('a fan subscribes to Club TV, watches whole videos at once, cancels and keeps them until the period ends', async ({
  page,
}) => {
  allowJourney(150);
  await page.goto('/tv/abo');
  await expect(page.getByRole('heading', { level: 1, name: 'Club TV – Video-Abo' })).toBeVisible();
  // The plans and their prices for everyone; subscribing asks to sign in.
  await expect(page.getByRole('main')).toContainText('Club TV Monatsabo – 4,99 € im Monat');
  await expect(page.getByRole('main')).toContainText('Club TV Jahresabo – 49,99 € im Jahr');
  await expect(page.getByText('Melde dich an, um Club TV zu abonnieren.')).toBeVisible();
  await signInFromHeader(page, FAN);

  await page.getByRole('radio', { name: 'Club TV Monatsabo – 4,99 € im Monat' }).check();
  await page.getByRole('radio', { name: /mastercard •••• 5454/i }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig abonnieren' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Willkommen bei Club TV!');
  const booked = await newestMail(FAN, /Club TV Monatsabo ist gebucht/);
  expect(booked.text).toMatch(/4,99\s€ abgebucht/);

  // Access at once: the server no longer cuts the paid video at 10 seconds.
  await watchWhole(page);

  // The account: the plan, running, with its next payment; cancelled to the period's end after a confirmation.
  await page.goto('/konto');
  const section = subscriptionSection(page);
  await expect(section).toContainText('Club TV Monatsabo');
  await expect(section).toContainText('Aktiv');
  await expect(section).toContainText('Nächste Abbuchung');
  await section.getByRole('button', { name: 'Zum Laufzeitende kündigen' }).click();
  const confirm = section.getByRole('group', { name: 'Zum Laufzeitende kündigen' });
  await expect(confirm).toContainText('Wirklich kündigen?');
  await confirm.getByRole('button', { name: 'Zum Laufzeitende kündigen' }).click();
  await expect(section).toContainText('Gekündigt');
  await expect(section).toContainText('Endet am');
  await expect(section.getByRole('button', { name: 'Zum Laufzeitende kündigen' })).toHaveCount(0);
  await newestMail(FAN, /Club TV Monatsabo ist gekündigt/);

  // Cancelled, but paid for: the videos still play whole.
  await watchWhole(page);

  // Past the period's end (a month and a day later) the renewal job ends it: the preview again.
  const moved = await control(`${platformUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 32 * 24 * 3_600_000 }),
  });
  expect(moved.status).toBe(200);
  // The renewal job on request; behind the balancer another instance may take it, whose clock reads the move
  // within a quarter of a second (or whose own turn of the job ends it first): asked again until it has ended.
  await expect
    .poll(
      async () => {
        const renewals = await control(`${platformUrl}/dev/paywall-subscriptions/renewals`, { method: 'POST' });
        expect(renewals.status).toBe(200);
        await page.goto('/konto');
        return subscriptionSection(page).textContent();
      },
      { timeout: 30_000 },
    )
    // Her earlier subscription reads Abgelaufen all along: this one is no longer cancelled-but-running.
    .not.toContain('Gekündigt');
  await expect(subscriptionSection(page).getByText('Abgelaufen', { exact: true })).toHaveCount(2);
  await expect(subscriptionSection(page).getByRole('link', { name: 'Video-Abo abschließen' })).toBeVisible();
  await playHighlights(page);
  await expect(hint(page)).toContainText('Mit einem Video-Abo siehst du das ganze Video.', { timeout: 20_000 });
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThanOrEqual(10.5);
});
