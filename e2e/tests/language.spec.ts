import { expect, test } from '@playwright/test';
import { signInFromHeader } from './steps.ts';

/**
 * One language per page: what the services hold in several languages reaches the page in the page's
 * language, also when the fan switches language on a page whose data the app has already loaded.
 */

test('the wallet shows its tickets’ price classes in the page’s language, also after switching', async ({ page }) => {
  await page.goto('/konto/tickets');
  await signInFromHeader(page, 'dauerkarte@club.example');
  const german = page.getByRole('list', { name: 'Tickets für kommende Spiele' });
  await expect(german).toContainText('Vollzahler');
  await page.getByRole('link', { name: /Sprache wählen: Englisch/ }).click();
  await expect(page).toHaveURL('/en/account/tickets');
  const english = page.getByRole('list', { name: 'Tickets for matches to come' });
  await expect(english).toContainText('Adult');
  await expect(english).not.toContainText('Vollzahler');
});
