import { expect, test } from '@playwright/test';

// Raw paths as an attacker would send them: Playwright's request API keeps them as written.
const spellings = [
  '/metrics',
  '/graphql/../metrics',
  '/graphql/%2e%2e/metrics',
  '/graphql/%2E%2E/metrics',
  '//metrics',
  '/media/../metrics',
];

test('the public port serves no operator endpoint, however the path is spelled', async ({ request }) => {
  for (const path of spellings) {
    const response = await request.get(path);
    const text = await response.text();
    expect(text, path).not.toContain('graph_upstream');
    expect(text, path).not.toContain('# HELP');
  }
});

test('the media proxy reaches only the platform’s media, whatever the path says', async ({ request }) => {
  for (const path of ['/media/../cms/v1/sites', '/media/%2e%2e/carts/anonymousUser', '/media/..%2fcms/v1/sites']) {
    const response = await request.get(path);
    expect(await response.text(), path).not.toContain('"items"');
  }
  const picture = await request.get('/media/products/1001/200.svg');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
});
