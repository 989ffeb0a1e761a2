import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageOfPath, type Language } from './pages.ts';

export { languageOfPath, paths, pathsIn } from './pages.ts';

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Texts in the language of the current page. */
export function useT() {
  return useTranslation(undefined, { lng: useLanguage() }).t;
}

/** The graph's enum for a language. */
export const graphLanguage = (language: Language) => language.toUpperCase() as 'DE' | 'EN' | 'JA';

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', ja: 'ja-JP' };
export const localeOf = (language: Language) => locales[language];

/**
 * The club's time zone, in which the portal shows every moment (kick-offs, deadlines, order dates), for
 * fans at home and abroad alike, as the club announces them. Named in every formatter, so a page the server
 * renders (in UTC) reads the same as the browser's take-over of it.
 */
export const CLUB_TIME_ZONE = 'Europe/Berlin';

/**
 * The graph answers a text missing in the page's language with the German one. Shown as it is, it is
 * marked as German (lang="de"), so screen readers pronounce it as German; undefined otherwise.
 */
export function germanFallback(language: Language, text: string, german: string): 'de' | undefined {
  return language !== 'de' && text === german ? 'de' : undefined;
}
