import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/index.ts';

/** English pages live under /en; everything else is German. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

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

/** Paths of the portal's pages per language; the route table and every link use these. */
export const paths = {
  home: (language: Language) => (language === 'en' ? '/en' : '/'),
  category: (language: Language, slug: string) => (language === 'en' ? `/en/category/${slug}` : `/kategorie/${slug}`),
  product: (language: Language, slug: string) => (language === 'en' ? `/en/product/${slug}` : `/produkt/${slug}`),
  cart: (language: Language) => (language === 'en' ? '/en/cart' : '/warenkorb'),
};
