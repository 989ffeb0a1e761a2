import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/** A GET with the path exactly as written (fetch and Playwright would normalise it first). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('the public port serves no operator endpoint, however the path is spelled', async ({ baseURL }) => {
  for (const path of [
    '/metrics',
    '/graphql/../metrics',
    '/graphql/%2e%2e/metrics',
    '/graphql/%2E%2E/metrics',
    '//metrics',
    '/media/../metrics',
    '/graphql/..%2fmetrics',
  ]) {
    const { text } = await rawGet(baseURL!, path);
    expect(text, path).not.toContain('graph_upstream');
    expect(text, path).not.toContain('# HELP');
  }
});

test('the media proxy reaches only the platform’s media, whatever the path says', async ({ baseURL }) => {
  for (const path of ['/media/../cms/v1/sites', '/media/%2e%2e/cms/v1/sites', '/media/..%2fcms/v1/sites']) {
    const { text } = await rawGet(baseURL!, path);
    expect(text, path).not.toContain('"hasLiveVideo"');
  }
  const picture = await rawGet(baseURL!, '/media/products/1001/200.svg');
  expect(picture.status).toBe(200);
  expect(picture.text).toContain('<svg');
});
