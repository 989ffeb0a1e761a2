import { localeOf } from '../app/language.ts';
import type { Language } from '../i18n/index.ts';

/** Formats an exact decimal amount for the language, e.g. "1.234,50 €" in German. */
export function formatMoney(money: { amount: string; currencyCode: string }, language: Language): string {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: money.currencyCode });
  // Intl formats the decimal string exactly, without going through a float.
  return format.format(money.amount as `${number}`);
}

/** Formats a percentage given as an exact decimal string ("10", "5.5") for the language, e.g. "10 %" in German. */
export function formatPercent(percent: string, language: Language): string {
  const format = new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  });
  return format.format(percent as `${number}`);
}
