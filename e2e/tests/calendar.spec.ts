import { expect, test } from '@playwright/test';

test('a calendar program can subscribe to a team’s fixtures through the portal', async ({ request }) => {
  const feed = await request.get('/calendar/profis.ics');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR/);
  expect(text).toContain('TZID:Europe/Berlin');
  expect(text).toContain('SUMMARY:SC Südstadt 1899 – ');
  expect((await request.get('/calendar/gibtsnicht.ics')).status()).toBe(404);
});
