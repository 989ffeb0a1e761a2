import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { graphOperation } from './graph.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The portal's own navigation rows, by their accessible names. */
const clubNavigation = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Vereins' });
const siteNavigation = (page: Page, site: string) => page.getByRole('navigation', { name: `Seiten von ${site}` });

test('from the shop a fan reaches the first team, its squad and a player', async ({ page }) => {
  await page.goto('/');
  await clubNavigation(page).getByRole('link', { name: 'Profis' }).click();
  await expect(page).toHaveURL('/profis');
  await expect(page.getByRole('heading', { level: 1, name: 'Profis' })).toBeAttached();
  // The start page's blocks: the next match's header, the countdown and the news.
  await expect(page.getByRole('region', { name: 'Nächstes Spiel' })).toContainText('SC Südstadt 1899');
  await expect(page.getByRole('region', { name: 'Bis zum nächsten Heimspiel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'News' }).getByRole('listitem')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  await siteNavigation(page, 'Profis').getByRole('link', { name: 'Kader' }).click();
  await expect(page).toHaveURL('/profis/kader');
  await expect(page.getByRole('heading', { level: 1, name: 'Kader · Profis' })).toBeVisible();
  const goalkeepers = page.getByRole('region', { name: 'Torhüter' }).getByRole('link');
  await expect(goalkeepers).toHaveCount(3);
  const keeper = (await goalkeepers.first().locator('.person-name').innerText()).split(',')[0]!.trim();
  await expectNoSeriousA11yViolations(page);

  await goalkeepers.first().click();
  await expect(page).toHaveURL(/\/profis\/kader\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(keeper);
  await expect(page.getByText('Torwart', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saison in Zahlen' })).toContainText('Spiele');
  await expectNoSeriousA11yViolations(page);
  // Focus moved to the new page's main content for screen readers.
  await expect(page.locator('#main')).toBeFocused();
});

test('the news overview filters by category and searches, and a card opens its article', async ({ page }) => {
  await page.goto('/profis');
  const news = page.getByRole('region', { name: 'News' });
  const transfers = await news.getByRole('option', { name: /^Transfers/ }).innerText();
  await news.getByLabel('Kategorie').selectOption({ label: transfers });
  const cards = news.getByRole('listitem');
  await expect(cards.first()).toContainText('Transfers');
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Transfers');

  await news.getByLabel('Kategorie').selectOption({ label: 'Alle Kategorien' });
  // German stemming: "Heimsiegen" finds the reports titled "Heimsieg …".
  await news.getByLabel('News durchsuchen').fill('Heimsiegen');
  await news.getByRole('button', { name: 'Suchen' }).click();
  await expect(cards.first().getByRole('heading')).toContainText('Heimsieg');
  const headline = await cards.first().getByRole('heading').innerText();

  await news.getByLabel('News durchsuchen').fill('"; DROP TABLE news; -- 🏟️');
  await news.getByRole('button', { name: 'Suchen' }).click();
  await expect(news).toContainText('gibt es keine News');

  await news.getByLabel('News durchsuchen').fill('Heimsieg');
  await news.getByRole('button', { name: 'Suchen' }).click();
  await news.getByRole('link', { name: headline }).click();
  await expect(page).toHaveURL(/\/news\/detail\/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByRole('article')).toContainText('Südkurve');
  await expectNoSeriousA11yViolations(page);
});

test('the countdown counts to the next home match of the fixtures, not to a date typed into the page', async ({
  page,
  request,
}) => {
  // The fixtures' next home match with a kick-off time, from the calendar feed (Berlin local times).
  const feed = await (await request.get('/calendar/profis.ics')).text();
  const berlinNow = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date())
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1T');
  const homeMatches = feed
    .split('BEGIN:VEVENT')
    .slice(1)
    .flatMap((event) => {
      const start = /DTSTART;TZID=Europe\/Berlin:(\d{8}T\d{6})/.exec(event)?.[1];
      const summary = /SUMMARY:(.+)\r\n/.exec(event)?.[1]?.replace(/\\,/g, ',');
      return start && summary?.startsWith('SC Südstadt 1899 – ') && start > berlinNow ? [{ start, summary }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
  expect(homeMatches.length).toBeGreaterThan(0);

  await page.goto('/profis');
  const countdown = page.getByRole('region', { name: 'Bis zum nächsten Heimspiel' });
  await expect(countdown.locator('.countdown-match')).toContainText(homeMatches[0]!.summary);
  await page.goto('/en/profis');
  await expect(
    page.getByRole('region', { name: 'Until the next home match' }).locator('.countdown-match'),
  ).toContainText(homeMatches[0]!.summary);
});

test('a match page shows its header, and the fixtures subscribe a calendar program', async ({ page, request }) => {
  await page.goto('/profis/termine');
  await expect(page.getByRole('heading', { level: 1, name: 'Termine · Profis' })).toBeVisible();
  // Matches whose kick-off time is not fixed yet say so.
  await expect(page.getByText('Der genaue Anstoßtermin steht noch nicht fest.').first()).toBeVisible();
  const subscribe = page.locator('.calendar-subscribe');
  await expect(subscribe.getByRole('link', { name: /Google Kalender/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=/,
  );
  await expect(subscribe.getByRole('link', { name: 'Apple Kalender / Outlook' })).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/calendar\/profis\.ics$/,
  );
  const file = await subscribe.getByRole('link', { name: 'Kalenderdatei (.ics)' }).getAttribute('href');
  const feed = await request.get(file!);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR[\s\S]+BEGIN:VEVENT[\s\S]+END:VCALENDAR\s*$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /SC Südstadt 1899 – Borussia Westfeld.*i\. E\./ }).click();
  await expect(page).toHaveURL('/profis/spiel/7999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SC Südstadt 1899 – Borussia Westfeld');
  await expect(page.locator('.match-header')).toContainText('2:2');
  await expect(page.locator('.match-header')).toContainText('Beendet · i. E.');
  await expectNoSeriousA11yViolations(page);
});

test('the language switch keeps the page and uses its localised slug', async ({ page }) => {
  await page.goto('/profis/kader');
  await page.getByRole('link', { name: /Sprache wählen: Englisch/ }).click();
  await expect(page).toHaveURL('/en/profis/squad');
  await expect(page.getByRole('heading', { level: 1, name: 'Squad · First team' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Goalkeepers' })).toBeVisible();
  // Another language's slug leads to this language's address of the same page.
  await page.goto('/en/profis/kader');
  await expect(page).toHaveURL('/en/profis/squad');
  // A site without an English page shows the German one, marked as German.
  await page.goto('/en/handball');
  await expect(page.locator('main [lang="de"]').first()).toBeVisible();
  await page.getByRole('link', { name: /Choose language: German/ }).click();
  await expect(page).toHaveURL('/handball');
  // Japanese where a site has it (the first team's name), German marked as such where it has not.
  await page.goto('/ja/profis');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('navigation', { name: 'トップチームのページ' })).toBeVisible();
  await page.goto('/ja/frauen');
  await expect(page.getByRole('navigation', { name: 'Frauenのページ' }).getByRole('link').first()).toHaveAttribute(
    'lang',
    'de',
  );
});

test('unknown sites and pages answer 404 in the site’s frame and language', async ({ page }) => {
  const unknownPage = await page.goto('/profis/gibtsnicht');
  expect(unknownPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu Profis' })).toHaveAttribute('href', '/profis');
  await expectNoSeriousA11yViolations(page);

  const english = await page.goto('/en/frauen/nothing-here');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  for (const path of ['/gibtsnicht', '/frauen/kader/5001', '/profis/spiel/1', '/news/detail/?id=nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  }
});

test('search is one tap away on a phone: the banner’s search link is in view on every page', async ({ page }) => {
  for (const path of ['/', '/profis', '/en/cart']) {
    await page.goto(path);
    const search = page.getByRole('banner').getByRole('link', { name: /^(Suche|Search)$/ });
    await expect(search).toBeInViewport();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL('/en/search');
});

test('the search page finds pages, news, people and products, with a tab per type', async ({ page }) => {
  await page.goto('/');
  await clubNavigation(page).getByRole('link', { name: 'Suche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('link')).toHaveText([
    'Mannschaft',
    'Anfahrt & Parken',
    'Sportarten im Überblick',
  ]);
  // A search's address brings its answer with the HTML, as the shop's pages do.
  const html = await (await page.request.get('/suche?q=Heimtrikot')).text();
  expect(html).toContain('id="preloaded-query"');
  expect(html).toContain('Heimtrikot 2026/27');
  await page.getByRole('combobox', { name: 'Suchbegriff' }).fill('Heimtrikot');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL('/suche?q=Heimtrikot');
  const results = page.locator('.search-results');
  await expect(results.getByRole('link', { name: /Heimtrikot 2026\/27/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Ergebnisse nach Art' }).getByRole('link', { name: 'Fanshop' }).click();
  await expect(page).toHaveURL('/suche?q=Heimtrikot&type=SHOP_PRODUCT');
  await results.getByRole('link', { name: /Heimtrikot 2026\/27/ }).click();
  await expect(page).toHaveURL('/produkt/heimtrikot-2026-27-1001');

  // Opened from its address, the page takes the answer the HTML brought instead of asking again.
  const asked: unknown[] = [];
  page.on('request', (request) => {
    const operation = graphOperation(request);
    if (operation?.operationName === 'SearchPageQuery') asked.push(operation);
  });
  await page.goto('/suche?q=Heimsieg&type=NEWS');
  await expect(results.getByRole('link').first()).toContainText('Heimsieg');
  expect(asked).toEqual([]);

  // The beginning of a word finds it, inside a German compound too; a German name finds on English pages.
  await page.goto('/suche?q=Trik&type=SHOP_PRODUCT');
  await expect(results.getByRole('link', { name: /Heimtrikot 2026\/27/ })).toBeVisible();
  await page.goto('/en/search?q=Heimtrikot&type=SHOP_PRODUCT');
  await expect(results.getByRole('link', { name: /Home Jersey 2026\/27/ })).toBeVisible();

  // Any text is a search: 10 000 characters, quotes, emoji, SQL-ish text.
  for (const text of ['x'.repeat(10_000), "' OR 1=1 --", '⚽️🏟️', '<script>alert(1)</script>']) {
    const response = await page.goto(`/suche?q=${encodeURIComponent(text)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(/wurde nichts gefunden|Ergebnis/);
  }
});

test('the sports overview lists every sport, each with its own site', async ({ page }) => {
  await page.goto('/sportarten');
  const sports = page.locator('.sport-grid').getByRole('link');
  await expect(sports.first()).toBeVisible();
  expect(await sports.count()).toBeGreaterThanOrEqual(34);
  await sports.filter({ hasText: 'Handball' }).click();
  await expect(page).toHaveURL('/handball');
  await expect(page.getByRole('heading', { level: 1, name: 'Handball' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Alle Sportarten' })).toHaveAttribute('href', '/sportarten');
  await expectNoSeriousA11yViolations(page);
});

test.describe('a first visit', () => {
  // No answer to the analytics question yet (the suite's visitors have declined).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('page views reach the data layer only after consent, one per route change', async ({ page }) => {
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path),
      );
    // The question comes with the page's HTML, before the app's code.
    const html = await (await page.request.get('/profis')).text();
    expect(html).toContain('<section id="served-consent" class="consent-banner"');
    await page.goto('/profis');
    const banner = page.getByRole('region', { name: 'Datenschutz' });
    await expect(banner).toBeVisible();
    await siteNavigation(page, 'Profis').getByRole('link', { name: 'Termine' }).click();
    await expect(page).toHaveURL('/profis/termine');
    // The visitor agrees on the page they see: until the dates have come, that is still the one before.
    await expect(page.getByRole('heading', { level: 1, name: 'Termine · Profis' })).toBeVisible();
    expect(await pageViews()).toEqual([]);

    await banner.getByRole('button', { name: 'Zustimmen' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(pageViews).toEqual(['/profis/termine']);
    await siteNavigation(page, 'Profis').getByRole('link', { name: 'Kader' }).click();
    await expect.poll(pageViews).toEqual(['/profis/termine', '/profis/kader']);

    // The choice holds on the next visit (the HTML no longer asks), and the footer takes it back.
    expect(await (await page.request.get('/profis')).text()).not.toContain('<section id="served-consent"');
    await page.reload();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await siteNavigation(page, 'Profis').getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL('/profis');
    expect(await pageViews()).toEqual(['/profis/kader']);
  });
});
