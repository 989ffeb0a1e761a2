import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startPlatform, type RunningPlatform } from './index.ts';
import { products } from './db/seed/catalogue.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

const get = (path: string, headers: Record<string, string> = { 'et-tenant-id': '1' }) =>
  fetch(platform.url + path, { headers });

describe('shop products', () => {
  it('pages through a German catalogue of more than 60 visible products with prices in EUR', async () => {
    const response = await get('/shop/v4/shops/1/products?PageSize=100&IncludeHidden=true');
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      items: { name: { de: string }; currency: string; isHidden: boolean }[];
      totalCount: number;
    };
    expect(page.totalCount).toBe(products.length);
    expect(page.items.filter((item) => !item.isHidden).length).toBeGreaterThanOrEqual(60);
    expect(page.items.some((item) => /[äöüß]/.test(item.name.de))).toBe(true);
    expect(new Set(page.items.map((item) => item.currency))).toEqual(new Set(['EUR']));
  });

  it('leaves hidden products out unless asked, and descriptions out unless details are asked', async () => {
    const visible = (await (await get('/shop/v4/shops/1/products?PageSize=100')).json()) as {
      items: { isHidden: boolean; description?: unknown }[];
    };
    expect(visible.items.every((item) => !item.isHidden && item.description === undefined)).toBe(true);
    const detailed = (await (await get('/shop/v4/shops/1/products?PageSize=1&IncludeDetails=true')).json()) as {
      items: { description: { de: string } }[];
    };
    expect(detailed.items[0]!.description.de).toContain('<h3>');
  });

  it('answers 400 problem+json naming each bad parameter and a missing tenant header', async () => {
    const bad = await get('/shop/v4/shops/1/products?Page=0&PageSize=500&OrderBy=random');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await bad.json()) as { status: number; errors: Record<string, string[]> };
    expect(problem.status).toBe(400);
    expect(Object.keys(problem.errors)).toEqual(expect.arrayContaining(['Page', 'PageSize']));

    const noTenant = await get('/shop/v4/shops/1/products', {});
    expect(noTenant.status).toBe(400);
    expect(((await noTenant.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('et-tenant-id');
  });

  it('finds no shop for another tenant', async () => {
    const response = await get('/shop/v4/shops/1/products', { 'et-tenant-id': '2' });
    expect(response.status).toBe(404);
  });

  it('serves square artwork at 200, 600 and 1280 px', async () => {
    for (const width of [200, 600, 1280]) {
      const response = await fetch(`${platform.url}/media/products/1001/${width}.svg`);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toContain(`width="${width}" height="${width}"`);
    }
    expect((await fetch(`${platform.url}/media/products/1001/300.svg`)).status).toBe(400);
  });
});

describe('stores navigation', () => {
  it('is public and published in German and English', async () => {
    const de = (await (await fetch(`${platform.url}/cms/v1/navigation/stores.de.json`)).json()) as {
      children: { name: string; children: unknown[] }[];
    };
    const en = (await (await fetch(`${platform.url}/cms/v1/navigation/stores.en.json`)).json()) as typeof de;
    expect(de.children[0]!.name).toBe('Neuheiten');
    expect(en.children[0]!.name).toBe('New arrivals');
    expect(de.children[0]!.children.length).toBe(en.children[0]!.children.length);
  });
});
