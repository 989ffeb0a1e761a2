import { existsSync, readFileSync } from 'node:fs';

/**
 * Relay's persisted queries (document id → query text), written by relay-compiler. The browser
 * sends only the id; in production these are the only operations the graph runs.
 */
export function loadPersistedDocuments(path: string): ReadonlyMap<string, string> {
  if (!existsSync(path)) return new Map();
  const documents = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(documents));
}
