import type { Language } from '../../shared/language.ts';
import { isCode, isPlainText, MAX_ITEM_QUANTITY } from '../../shared/input.ts';
import { invalidInput, type ErrorModel } from './errors.ts';

/**
 * The cart mutations' inputs, checked before any call: each check names the field the person must
 * correct. The cart service enforces the same bounds; these spare it the call and the person a vague
 * answer.
 */

const COUNTRY = /^[A-Z]{2}$/;
const MAX_OPTIONS = 10;
const MAX_OPTION_TEXT = 64;

export function quantityError(quantity: number, language: Language): ErrorModel | null {
  if (quantity < 1) return invalidInput('quantity', language, 'QUANTITY_TOO_LOW');
  if (quantity > MAX_ITEM_QUANTITY) return invalidInput('quantity', language);
  return null;
}

export function countryError(countryCode: string, language: Language): ErrorModel | null {
  return COUNTRY.test(countryCode) ? null : invalidInput('countryCode', language);
}

export function codeError(field: string, code: string, language: Language): ErrorModel | null {
  return isCode(code) ? null : invalidInput(field, language);
}

export function optionsError(
  options: readonly { name: string; value: string }[],
  language: Language,
): ErrorModel | null {
  const fits = (text: string) => text.length > 0 && isPlainText(text, MAX_OPTION_TEXT);
  if (options.length > MAX_OPTIONS || !options.every((option) => fits(option.name) && fits(option.value)))
    return invalidInput('options', language);
  return null;
}

/** The first error among the checks, or null when the input may be sent. */
export function firstError(...errors: (ErrorModel | null)[]): ErrorModel | null {
  return errors.find((error) => error !== null) ?? null;
}
