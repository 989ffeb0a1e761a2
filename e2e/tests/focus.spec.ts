import { expect, test } from '@playwright/test';

test('after a page change focus moves to the new page’s main content; a fresh load keeps the browser’s', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Neuheiten im Fanshop' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.locator('#main')).not.toBeFocused();

  await page.getByRole('navigation', { name: 'Fanshop-Navigation' }).getByRole('link', { name: 'Trikots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('link', { name: 'Heimtrikot 2026/27' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Heimtrikot 2026/27' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Trikots' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});
