import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { allowJourney, submitLogin } from './steps.ts';

const main = (page: Page) => page.getByRole('main');

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a developer registers a channel on a phone, sees its secret once, explores the graph as it and revokes it', async ({
  page,
}, info) => {
  allowJourney(120);
  // Anonymous: the page asks to sign in first and returns here.
  await page.goto('/entwickler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwickler');
  await expect(main(page)).toContainText('Melde dich an, um deine Kanäle zu sehen');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await main(page).getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');
  await expect(page).toHaveURL('/entwickler');
  await expect(page.getByRole('heading', { name: 'Deine Kanäle' })).toBeVisible();
  // The account area links the page.
  await expect(
    page.getByRole('navigation', { name: 'Kontobereich' }).getByRole('link', { name: 'Entwickler' }),
  ).toHaveAttribute('aria-current', 'page');

  // Checked in the browser first: the name's rule.
  const name = `e2e-${Date.now().toString(36)}`;
  const register = page.getByRole('button', { name: 'Kanal registrieren' });
  await page.getByLabel('Name (Client-ID)').fill('Fan App');
  await page.getByLabel('Anzeigename').fill('Fan-App aus dem Test');
  await register.click();
  await expect(main(page)).toContainText('darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten');
  await page.getByLabel('Name (Client-ID)').fill(name);
  await register.click();

  // The credentials, once, with the warning and copy buttons.
  await expect(page.getByRole('heading', { name: `Kanal ${name} registriert` })).toBeFocused();
  await expect(main(page)).toContainText('Das Client-Secret wird nur jetzt angezeigt und nie wieder.');
  const secret = (await page.locator('#channel-client-secret').textContent()) ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expect(page.locator('#channel-client-id')).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Kopieren – Client-Secret' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: new RegExp(name) })).toContainText(
    '1.000 Punkte, 50 pro Sekunde zurück',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('heading', { name: `Kanal ${name} registriert` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('developers-360-secret.png') });
  await page.getByRole('button', { name: 'Ich habe das Secret gesichert' }).click();
  // Gone for good: the page shows the secret nowhere once it is dismissed.
  await expect(main(page)).not.toContainText(secret);

  // The same name again: the graph's typed error at the name's field.
  await page.getByLabel('Name (Client-ID)').fill(name);
  await page.getByLabel('Anzeigename').fill('Noch einmal');
  await register.click();
  await expect(main(page)).toContainText('Diesen Namen trägt bereits ein Kanal. Bitte wähle einen anderen.');

  // The explorer as the new channel: GraphiQL runs the query with the fan's token and the channel named.
  await page.getByLabel('Kanal', { exact: true }).selectOption(name);
  const editor = page
    .getByRole('region', { name: 'Operation Editor' })
    .getByRole('textbox', { name: 'Editor content' });
  await expect(editor).toBeAttached({ timeout: 30_000 });
  const explored = page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('partners'),
  );
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('{ partners { name } }');
  await page.getByRole('button', { name: /Execute query/ }).click();
  const request = await explored;
  expect(request.headers()['x-club-channel']).toBe(name);
  expect(request.headers().authorization).toMatch(/^Bearer /);
  await expect(page.locator('.explorer-cost')).toContainText(/Letzte Abfrage: \d+ von \d+ Punkten berechnet/);
  // The answer in GraphiQL's result pane (its editor draws the lines in view only), its cost below it.
  await expect(page.locator('.graphiql-response')).toContainText('"partners"');
  // The reference beside it, in its sandboxed frame.
  await expect(
    page.frameLocator('iframe[title="Referenz des Graphs"]').getByRole('heading', { name: 'Club graph reference' }),
  ).toBeVisible();
  // The reference frame is the graph's own page (thousands of elements), not the portal's: left out here.
  await expectNoSeriousA11yViolations(page, { exclude: ['.explorer-reference iframe'] });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: info.outputPath('developers-360.png'), fullPage: true });
  // The explorer and the reference as a phone shows them (a full-page picture leaves the frame blank).
  await page.locator('.explorer-graphiql').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('developers-360-explorer.png') });
  await page.locator('.explorer-reference iframe').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('developers-360-reference.png') });

  // Revoked with confirmation: the card says so, and the explorer no longer offers the channel.
  const card = page.getByRole('listitem', { name: new RegExp(name) });
  await card.getByRole('button', { name: `Widerrufen – ${name}` }).click();
  await card.getByRole('button', { name: 'Ja, widerrufen' }).click();
  await expect(card).toContainText('Widerrufen am');
  await expect(page.getByLabel('Kanal', { exact: true }).locator(`option[value="${name}"]`)).toHaveCount(0);
  await expect(page.locator('.graphiql-container')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('developers-360-revoked.png'), fullPage: true });
});

test('in English and Japanese the page has its own address and texts', async ({ page }) => {
  await page.goto('/en/developers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');
  await expect(main(page)).toContainText('Sign in to see your channels');
  await page.goto('/ja/developers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('開発者');
  await expectNoSeriousA11yViolations(page);
});
