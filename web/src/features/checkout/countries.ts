import { localeOf } from '../../app/language.ts';
import type { Language } from '../../i18n/index.ts';

/** The countries the shop delivers to (the checkout service refuses others), Germany first. */
export const SHIPPING_COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'LU',
  'FR',
  'IT',
  'ES',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'HR',
  'BG',
  'GB',
] as const;

/** The countries with their names in the page's language (Intl knows them), Germany first, then by name. */
export function countryChoices(language: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const [home, ...others] = SHIPPING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  return [home!, ...others.sort((a, b) => a.name.localeCompare(b.name, localeOf(language)))];
}
