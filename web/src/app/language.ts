import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageOfPath, type Language } from './pages.ts';

export { languageOfPath, paths } from './pages.ts';

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Texts in the language of the current page. */
export function useT() {
  return useTranslation(undefined, { lng: useLanguage() }).t;
}

/** The graph's enum for a language. */
export const graphLanguage = (language: Language) => (language === 'en' ? 'EN' : 'DE') as 'DE' | 'EN';

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
export const localeOf = (language: Language) => locales[language];
