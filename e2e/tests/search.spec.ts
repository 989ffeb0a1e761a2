import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { untilInteractive } from './steps.ts';

/** Where the phone screenshot of the open suggestions goes (the run's output folder). */
const screenshotPath = (name: string) => test.info().outputPath(`${name}.png`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a fan taps search, types “Heimtrik”, picks the suggestion and lands on the jersey', async ({ page }) => {
    await page.goto('/profis');
    const searchLink = page.getByRole('banner').getByRole('link', { name: 'Suche' });
    await expect(searchLink).toBeInViewport();
    // The whole header row fits: the crest and the sign-in button are not cut off at the edges.
    for (const control of [
      page.getByRole('banner').getByRole('link', { name: /SC Südstadt 1899/ }),
      page.getByRole('banner').getByRole('button', { name: 'Anmelden' }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    expect(await page.locator('.site-header').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(
      true,
    );
    await untilInteractive(page);
    await searchLink.tap();
    await expect(page).toHaveURL('/suche');

    const field = page.getByRole('combobox', { name: 'Suchbegriff' });
    await field.tap();
    await field.pressSequentially('Heimtrik', { delay: 40 });
    const suggestions = page.getByRole('listbox', { name: 'Vorschläge' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const jersey = suggestions.getByRole('option', { name: /^Heimtrikot 2026\/27/ });
    await expect(jersey).toBeVisible();
    await expect(jersey).toContainText('Fanartikel');
    expect((await suggestions.getByRole('option').count()) <= 6).toBe(true);
    // Nothing sticks out sideways on a 360 px phone, suggestions open or not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: screenshotPath('search-suggestions-phone') });
    await expectNoSeriousA11yViolations(page);

    await jersey.tap();
    await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  });
});

test('a typo in English finds the jersey, and the keyboard picks a suggestion', async ({ page }) => {
  await page.goto('/en/search');
  await untilInteractive(page);
  const field = page.getByRole('combobox', { name: 'Search term' });
  await field.fill('Heimtrokot');
  await field.press('Enter');
  await expect(page).toHaveURL('/en/search?q=Heimtrokot');
  const results = page.locator('.search-results');
  await expect(results.getByRole('link', { name: /Home Jersey 2026\/27/ }).first()).toBeVisible();

  // As suggestions: "stadum" resembles the stadium; ArrowDown and Enter go to the site area.
  await field.fill('');
  await field.pressSequentially('stadum', { delay: 40 });
  const stadium = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /^Stadium/ });
  await expect(stadium.first()).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  const chosen = await page.locator('[role="option"][aria-selected="true"]').innerText();
  expect(chosen).toMatch(/Stadium/);
  await field.press('Enter');
  await expect(page).not.toHaveURL(/\/en\/search/);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/en\//);
});

test('the search finds a video and a magazine story, each on a tab of its own, and opens them', async ({ page }) => {
  await page.goto('/suche?q=Pressekonferenz');
  const tabs = page.getByRole('navigation', { name: 'Ergebnisse nach Art' });
  for (const tab of ['Alle', 'Seiten', 'News', 'Magazin', 'Spiele', 'Personen', 'Videos', 'Fanshop', 'Fußballcamps']) {
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page).toHaveURL('/suche?q=Pressekonferenz&type=VIDEO');
  const results = page.locator('.search-results');
  await results.getByRole('link', { name: /Pressekonferenz nach dem Spiel gegen Nordhafen/ }).click();
  await expect(page).toHaveURL('/video/detail/?id=v-pressekonferenz-nordhafen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pressekonferenz nach dem Spiel gegen Nordhafen');

  await page.goto('/suche?q=Saisonstart&type=MAGAZINE');
  const story = results.getByRole('link').first();
  await expect(story).toContainText('Magazin');
  const title = (await story.locator('.result-title').innerText()).trim();
  expect(title).toContain('Saisonstart');
  await story.click();
  await expect(page).toHaveURL(/\/news\/detail\/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The football school's camps and the club's areas are results too.
  await page.goto('/suche?q=Fu%C3%9Fballcamp&type=SHOP_SOCCERCAMP');
  await expect(results.getByRole('link', { name: /Fußballcamp Sommerferien 2027/ })).toBeVisible();
  await page.goto('/suche?q=Museum&type=WEBSITE');
  await results
    .getByRole('link', { name: /Museum/ })
    .first()
    .click();
  await expect(page).toHaveURL('/museum');
});
