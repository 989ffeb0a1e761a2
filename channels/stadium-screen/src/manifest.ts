/**
 * Writes manifest.json from documents/*.graphql (`pnpm --filter @club/stadium-screen manifest`). The manifest is
 * committed; a test fails while it is stale (src/documents.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { buildManifest, manifestPath, manifestText } from './documents.ts';

const manifest = buildManifest();
writeFileSync(manifestPath, manifestText(manifest));
console.log(`${manifestPath}: ${Object.keys(manifest).length} documents`);
