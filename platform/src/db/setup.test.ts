import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../index.ts';

// Two processes cannot open one PGlite directory: instances share a PostgreSQL (CI sets DATABASE_URL).
const url = process.env.DATABASE_URL;

describe('platform instances started together on one new database', { timeout: 120_000 }, () => {
  it.runIf(url)('migrate and seed it once, one after the other, and both serve it', async () => {
    const database = { url, schema: `test_${randomUUID().replaceAll('-', '')}` };
    // Without the setup lock both applied the first migration at once and one of them failed to start.
    const started = await Promise.allSettled([startPlatform(database), startPlatform(database)]);
    const platforms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      for (const platform of platforms) {
        const products = await fetch(`${platform.url}/shop/v4/shops/1/products?PageSize=3`, {
          headers: { 'et-tenant-id': '1' },
        });
        expect(products.status).toBe(200);
      }
      const { rows } = await platforms[0]!.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM schema_migrations',
      );
      const { rows: shops } = await platforms[0]!.db.query<{ count: string }>('SELECT count(*) AS count FROM shops');
      expect(Number(rows[0]!.count)).toBeGreaterThan(0);
      expect(Number(shops[0]!.count)).toBe(1);
    } finally {
      await Promise.all(platforms.map((platform) => platform.close()));
    }
  });
});
