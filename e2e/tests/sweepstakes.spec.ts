import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { signInFromHeader } from './steps.ts';

/**
 * Sweepstakes, daily draws and recently viewed products as a fan new to them tries them
 * (platform/src/db/seed/sweepstakes.ts): Mehmet (fan2@) has never taken part in anything. He enters the
 * Fanshop's winter bundle raffle, tries again from a second tab (an info, not an error), enters today's daily
 * draw twice (the second refused with the saveGroup text), and sees three products he opened as recently
 * viewed, in German and in English.
 */
const MEHMET = 'fan2@club.example';
const WINTER = 'Winterpaket: Schal, Mütze und Handschuhe';
const DAILY = 'Tageslos: Trikot des Tages';

async function signedInAt(page: Page, path: string) {
  await page.goto(path);
  await signInFromHeader(page, MEHMET);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

test('a fan enters a sweepstake, and entering again is an info, not an error', async ({ page, context }) => {
  await page.goto('/gewinnspiele');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewinnspiele' })).toBeVisible();
  // The series with their running sweepstakes; the one without a German page is not listed.
  await expect(page.getByRole('link', { name: WINTER })).toBeVisible();
  await expect(page.getByRole('link', { name: /Meet & Greet/ })).toHaveCount(0);
  await expect(page.getByText('Melde dich an, um an Gewinnspielen und Tagesverlosungen teilzunehmen.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signedInAt(page, '/gewinnspiele');
  await page.getByRole('link', { name: WINTER }).click();
  await expect(page.getByRole('heading', { level: 1, name: WINTER })).toBeVisible();
  await expect(page).toHaveURL(/\/gewinnspiele\/winterpaket-schal-muetze-und-handschuhe-3201$/);
  // A second tab with the same form, as a fan who opened the page twice.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('button', { name: 'Jetzt teilnehmen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The conditions must be accepted: the form says so at the field.
  await page.getByRole('radio', { name: 'Kein Tier' }).check();
  await page.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte akzeptiere die Teilnahmebedingungen.');
  await page.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen.' }).check();
  await page.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Danke für deine Teilnahme!' })).toBeVisible();

  await second.getByRole('radio', { name: 'Ein Löwe' }).check();
  await second.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen.' }).check();
  await second.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
  const info = second.getByRole('status').filter({ hasText: 'Du nimmst an diesem Gewinnspiel bereits teil.' });
  await expect(info).toHaveText('Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!');
  await expect(second.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(second);

  // Account → Sweepstakes lists it as entered.
  await page.goto('/konto/gewinnspiele');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewinnspiele' })).toBeVisible();
  const shopSeries = page.getByRole('region', { name: 'Fanshop-Verlosungen' });
  await expect(shopSeries.getByRole('listitem').filter({ hasText: WINTER })).toContainText('Teilgenommen');
  await expectNoSeriousA11yViolations(page);
});

test('a fan enters today’s daily draw once; the second entry is refused with the spec’s text', async ({
  page,
  context,
}) => {
  await signedInAt(page, '/konto/gewinnspiele');
  const draws = page.getByRole('region', { name: 'Tagesverlosungen' });
  const daily = draws.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DAILY }) });
  await expect(daily.getByRole('button', { name: 'Heute teilnehmen' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/gewinnspiele');
  const dailyThere = second
    .getByRole('region', { name: 'Tagesverlosungen' })
    .getByRole('listitem')
    .filter({ has: second.getByRole('heading', { name: DAILY }) });
  await expect(dailyThere.getByRole('button', { name: 'Heute teilnehmen' })).toBeVisible();

  await daily.getByRole('button', { name: 'Heute teilnehmen' }).click();
  await expect(daily.getByRole('status')).toHaveText('Danke! Du nimmst an der heutigen Verlosung teil. Viel Glück!');
  await expectNoSeriousA11yViolations(page);

  await dailyThere.getByRole('button', { name: 'Heute teilnehmen' }).click();
  await expect(dailyThere.getByRole('alert')).toHaveText(
    'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
  );
  await expectNoSeriousA11yViolations(second);
  // Reloaded, the draw says so without a button.
  await page.reload();
  await expect(daily.getByText('Du bist heute dabei')).toBeVisible();
  await expect(daily.getByRole('button', { name: 'Heute teilnehmen' })).toHaveCount(0);
});

test('three products a fan opened show as recently viewed, in German and in English, and on the membership page', async ({
  page,
}) => {
  // Other journeys of the suite may have opened products as this fan before: the three opened here come first,
  // newest first, whatever was viewed earlier.
  await signedInAt(page, '/');
  for (const [path, name] of [
    ['/produkt/1001', 'Heimtrikot 2026/27'],
    ['/produkt/1003', 'Schal „Südkurve“'],
    ['/produkt/1004', 'Kapuzenpullover Südtribüne'],
  ] as const) {
    const recorded = page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') && response.request().postData()?.includes('RecentlyViewedRecord') === true,
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await recorded;
  }
  await page.goto('/');
  const firstThree = async (texts: ReturnType<typeof page.getByRole>, expected: string[]) => {
    for (const [index, text] of expected.entries()) await expect(texts.nth(index)).toHaveText(text);
  };
  const recent = page.getByRole('region', { name: 'Zuletzt angesehen' });
  await expect(recent.getByRole('heading', { level: 2 }).first()).toHaveText('Zuletzt angesehen');
  await firstThree(recent.getByRole('link'), ['Kapuzenpullover Südtribüne', 'Schal „Südkurve“', 'Heimtrikot 2026/27']);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en');
  const english = page.getByRole('region', { name: 'Recently viewed' });
  await firstThree(english.getByRole('link'), ['Hoodie South Stand', 'Scarf “South Stand”', 'Home Jersey 2026/27']);
  await page.goto('/konto/mitgliedschaft');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitgliedschaft' })).toBeVisible();
  await expect(page.getByText('Du bist noch kein Vereinsmitglied.')).toBeVisible();
  await firstThree(page.getByRole('region', { name: 'Zuletzt angesehen' }).getByRole('link'), [
    'Kapuzenpullover Südtribüne',
    'Schal „Südkurve“',
    'Heimtrikot 2026/27',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor opens a series and its sweepstakes: states, the drawn one’s winners and seed, a sign-in to take part', async ({
  page,
}) => {
  const graphCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphCalls.push(request.postData() ?? '');
  });
  await page.goto('/gewinnspiele');
  await page.getByRole('link', { name: 'Heimspiel-Gewinnspiele' }).click();
  await expect(page).toHaveURL(/\/gewinnspiele\/serie\/heimspiel-gewinnspiele-31$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Heimspiel-Gewinnspiele' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Gewinnspiele dieser Reihe' });
  const item = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(item('Signiertes Heimtrikot der Saison')).toContainText('Läuft');
  await expect(item('Stadionführung für vier Personen')).toContainText('Ausgelost');
  await expect(item('Stadionführung für vier Personen')).toContainText('Gewinner: 2');
  // Without a German page the sweepstake is not listed.
  await expect(list.getByRole('link', { name: /Meet & Greet/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anmelden' }).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The drawn sweepstake: its facts, the number of winners and the published seed with its commitment.
  await item('Stadionführung für vier Personen').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stadionführung für vier Personen' })).toBeVisible();
  const facts = page.locator('.sweepstake-facts');
  await expect(facts).toContainText('Ausgelost');
  await expect(facts).toContainText('Gewinner2');
  await expect(page.getByText(/^Zufallswert: [0-9a-f]{64}$/)).toBeVisible();
  await expect(page.getByText(/^Veröffentlichter Hash des Zufallswerts: [0-9a-f]{64}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt teilnehmen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A running one: the question and its answers, and a sign-in in place of the form.
  await page.goto('/gewinnspiele/signiertes-heimtrikot-der-saison-3101');
  await expect(page.getByRole('heading', { level: 1, name: 'Signiertes Heimtrikot der Saison' })).toBeVisible();
  const question = page.getByRole('region', { name: 'Die Frage zum Gewinnspiel' });
  await expect(question).toContainText('In welchem Jahr wurde der SC Südstadt gegründet?');
  await expect(question.getByRole('listitem')).toHaveText(['1899', '1904', '1920']);
  await expect(question.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // In English, the series has its own address.
  await page.goto('/en/competitions/series/home-match-competitions-31');
  await expect(page.getByRole('heading', { level: 1, name: 'Home match competitions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signed home shirt of the season' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // An unknown series is a page of its own that says so.
  await page.goto('/gewinnspiele/serie/keine-reihe-999');
  await expect(page.getByText('Diese Gewinnspielreihe gibt es nicht oder nicht mehr.')).toBeVisible();
  // The visitor's pages asked the graph nothing that needs a sign-in.
  expect(graphCalls.some((body) => body.includes('signedIn":true'))).toBe(false);
});
