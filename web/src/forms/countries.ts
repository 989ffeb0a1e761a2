import { localeOf } from '../app/language.ts';
import type { Language } from '../i18n/index.ts';

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

/** A country an address may be in; the account's address book has the graph's list (`countries`). */
export interface CountryChoice {
  code: string;
  name: string;
  phoneRequired: boolean;
}

/** The shop's shipping countries as choices of an address: a phone number is required outside Germany. */
export function shippingCountryChoices(language: Language): CountryChoice[] {
  return countryChoices(language).map((choice) => ({ ...choice, phoneRequired: choice.code !== 'DE' }));
}
