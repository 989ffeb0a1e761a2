import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';

import { LANGUAGES, type Language } from '../app/pages.ts';

export { LANGUAGES, type Language } from '../app/pages.ts';

/**
 * German is primary; a key missing in English or Japanese falls back to German. German and English
 * come with the app; Japanese, which few visitors read, is fetched when a Japanese page is first shown
 * (catalogueReady), so it costs the others nothing.
 */
export const resources = { de: { translation: de }, en: { translation: en } } as const;

const lazyCatalogues: Partial<Record<Language, () => Promise<{ default: object }>>> = {
  ja: () => import('./ja.json'),
};
const loading = new Map<Language, Promise<void>>();

/** Null when the language's texts are there; otherwise a promise that settles once they are. */
export function catalogueReady(language: Language): Promise<void> | null {
  const load = lazyCatalogues[language];
  if (!load || i18next.hasResourceBundle(language, 'translation')) return null;
  let promise = loading.get(language);
  if (!promise) {
    promise = load().then(
      (catalogue) => void i18next.addResourceBundle(language, 'translation', catalogue.default),
      // Offline: the page shows German texts (the fallback) and a later page tries again.
      () => void loading.delete(language),
    );
    loading.set(language, promise);
  }
  return promise;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: 'de',
  fallbackLng: 'de',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof resources)['de'];
  }
}

export { i18next };
