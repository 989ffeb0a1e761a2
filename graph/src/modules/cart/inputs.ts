import type { Language } from '../../shared/language.ts';
import { isCode, isPlainText, MAX_ITEM_QUANTITY } from '../../shared/input.ts';
import type { TypedError } from '../base/typed-errors.ts';
import { invalidInput } from './errors.ts';

type InputError = TypedError<'InvalidInputError'>;

/**
 * The cart mutations' inputs, checked before any call: each check names the field the person must
 * correct. The cart service enforces the same bounds; these spare it the call and the person a vague
 * answer.
 */

const COUNTRY = /^[A-Z]{2}$/;
const MAX_OPTIONS = 10;
const MAX_OPTION_TEXT = 64;

export function quantityError(quantity: number, language: Language): InputError | null {
  if (quantity < 1) return invalidInput('quantity', language, 'QUANTITY_TOO_LOW');
  if (quantity > MAX_ITEM_QUANTITY) return invalidInput('quantity', language);
  return null;
}

const BLOCK = /^[A-Z][A-Z0-9]{0,7}$/;
const MAX_TICKETS_PER_CLASS = 20;

/** Tickets of a match (cartTicketsAdd): a real match id, a block's name, a category, and one to 20 per class. */
export function ticketsError(
  input: {
    matchId: number;
    block?: string | null | undefined;
    category?: number | null | undefined;
    quantities: readonly { priceClass: string; quantity: number }[];
  },
  language: Language,
): InputError | null {
  if (!Number.isSafeInteger(input.matchId) || input.matchId < 1) return invalidInput('matchId', language);
  if (input.block != null && !BLOCK.test(input.block)) return invalidInput('block', language);
  if (input.category != null && (input.category < 1 || input.category > 5)) return invalidInput('category', language);
  const { quantities } = input;
  if (quantities.length === 0 || quantities.length > 4) return invalidInput('quantities', language);
  if (new Set(quantities.map((entry) => entry.priceClass)).size !== quantities.length)
    return invalidInput('quantities', language);
  if (quantities.some((entry) => entry.quantity < 0 || entry.quantity > MAX_TICKETS_PER_CLASS))
    return invalidInput('quantities', language);
  if (quantities.every((entry) => entry.quantity === 0))
    return invalidInput('quantities', language, 'QUANTITY_TOO_LOW');
  return null;
}

export function countryError(countryCode: string, language: Language): InputError | null {
  return COUNTRY.test(countryCode) ? null : invalidInput('countryCode', language);
}

export function codeError(field: string, code: string, language: Language): InputError | null {
  return isCode(code) ? null : invalidInput(field, language);
}

export function optionsError(
  options: readonly { name: string; value: string }[],
  language: Language,
): InputError | null {
  const fits = (text: string) => text.length > 0 && isPlainText(text, MAX_OPTION_TEXT);
  if (options.length > MAX_OPTIONS || !options.every((option) => fits(option.name) && fits(option.value)))
    return invalidInput('options', language);
  return null;
}

/** The first error among the checks, or null when the input may be sent. */
export function firstError(...errors: (InputError | null)[]): InputError | null {
  return errors.find((error) => error !== null) ?? null;
}
