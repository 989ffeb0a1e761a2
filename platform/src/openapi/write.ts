import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildPlatformApp } from '../app.ts';
import type { Database } from '../db/database.ts';

/** Writes the OpenAPI document generated from the route schemas; the graph's upstream types derive from it. */
export async function renderOpenApi(): Promise<string> {
  const unused: Database = {
    kind: 'pglite',
    query: () => Promise.reject(new Error('no database while rendering the OpenAPI document')),
    transaction: () => Promise.reject(new Error('no database')),
    exclusively: () => Promise.reject(new Error('no database')),
    close: async () => undefined,
  };
  const app = await buildPlatformApp({
    db: unused,
    publicUrl: 'http://platform.invalid',
    verifyAccessToken: () => Promise.reject(new Error('no identity provider while rendering')),
  });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  return document;
}

export const openApiPath = fileURLToPath(new URL('../../openapi/platform.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(openApiPath, await renderOpenApi());
  console.log(`wrote ${openApiPath}`);
}
