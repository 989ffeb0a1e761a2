import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The screen's GraphQL documents (documents/*.graphql, one operation each) and its manifest (manifest.json:
 * sha256 hex of a document's text → the text), which is what the channel publishes at the graph and what the
 * screen runs by id. The screen never sends a document's text: in production the graph runs only what its
 * channel has published.
 */
export const documentsDirectory = fileURLToPath(new URL('../documents/', import.meta.url));
export const manifestPath = fileURLToPath(new URL('../manifest.json', import.meta.url));

/** The operations the screen runs. */
export const OPERATIONS = ['StadiumScreenMatches', 'StadiumScreenLiveTicker', 'StadiumScreenStandings'] as const;
export type OperationName = (typeof OPERATIONS)[number];

export type Manifest = Record<string, string>;

/** A document's id: the sha256 of its text, in hex. */
export function documentId(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The document texts of documents/, by file name (trailing whitespace dropped, so an editor's newline is no change). */
export function readDocuments(directory = documentsDirectory): { file: string; text: string }[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => ({ file, text: readFileSync(directory + file, 'utf8').trimEnd() }));
}

/** The manifest of documents/ (in file name order). */
export function buildManifest(directory = documentsDirectory): Manifest {
  return Object.fromEntries(readDocuments(directory).map(({ text }) => [documentId(text), text]));
}

/** The manifest as it is committed: two-space JSON with a final newline (as Prettier leaves it). */
export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The name of a document's (first) operation. */
export function operationName(text: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/m.exec(text)?.[1];
}

/**
 * The committed manifest's id of each operation the screen runs; a manifest that lacks one (or whose id is not
 * its text's hash) stops the start rather than showing nothing but notices.
 */
export function operationIds(manifest: Manifest = readManifest()): Record<OperationName, string> {
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(manifest)) {
    if (documentId(text) !== id) throw new Error(`manifest.json: ${id.slice(0, 12)}… is not its text's sha256`);
    const name = operationName(text);
    if (name) ids.set(name, id);
  }
  const missing = OPERATIONS.filter((name) => !ids.has(name));
  if (missing.length > 0) throw new Error(`manifest.json lacks ${missing.join(', ')}: run pnpm manifest`);
  return Object.fromEntries(OPERATIONS.map((name) => [name, ids.get(name)!])) as Record<OperationName, string>;
}

export function readManifest(path = manifestPath): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}
