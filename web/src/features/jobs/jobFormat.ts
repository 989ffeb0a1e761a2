import { localeOf } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';

type T = (key: 'jobs.startsAsap' | 'jobs.startsOn', values?: Record<string, unknown>) => string;

/** "ab sofort" or "ab 01.08.2026" in the page's language. */
export function startText(startsOn: string | null | undefined, language: Language, t: T): string {
  if (!startsOn) return t('jobs.startsAsap');
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${startsOn}T00:00:00Z`),
  );
  return t('jobs.startsOn', { date });
}

/** A file size as people read it: "1,2 MB", "340 KB". */
export function sizeText(bytes: number, language: Language): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024), 1)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}
