import { parseDatabaseId } from './input.ts';
import { memoize } from './memoize.ts';
import { fromGlobalId } from './relay.ts';

const germanLetters: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ẞ: 'SS',
};

/**
 * ASCII-safe slug of a name: German umlauts and ß are transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other
 * accents dropped, everything else that is not a letter or digit becomes a single hyphen.
 */
export function slugify(name: string): string {
  return slugOf(name);
}

/** Product and series names come back on every request; each is transliterated and normalised once. */
const slugOf = memoize(
  (name) =>
    name
      .replace(/[äöüßÄÖÜẞ]/g, (letter) => germanLetters[letter] ?? letter)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  10_000,
);

/** Products and sweepstakes are addressed as `{name}-{id}`. */
export function entitySlug(name: string, id: number | string): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : String(id);
}

/** The id at the end of an entity slug, or null when the slug has none. */
export function idFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug.trim());
  return match ? parseDatabaseId(match[1]!) : null;
}

/**
 * The service's id of an entity addressed as `{name}-{id}` (a product, a sweepstake, a series), however a client
 * names it: its global id of `type`, the service's id, or its slug; null for anything else (a global id of another
 * type, text that is no slug).
 */
export function entityIdOf(type: string, id: string): number | null {
  const parsed = fromGlobalId(id);
  if (parsed?.type === type) return parseDatabaseId(parsed.internalId);
  if (/^\d+$/.test(id)) return parseDatabaseId(id);
  return id.length <= 200 && /^[a-z0-9-]+$/.test(id) ? idFromSlug(id) : null;
}
