import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';

import { LANGUAGES } from '../app/pages.ts';

export { LANGUAGES, type Language } from '../app/pages.ts';

/** German is primary; a key missing in English falls back to German. */
export const resources = { de: { translation: de }, en: { translation: en } } as const;

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
