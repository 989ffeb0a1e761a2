/**
 * Every catalogue has every text, in its own language.
 *
 * German (de.json) is primary, and i18next falls back to it for a key that English or Japanese lacks. The
 * fallback hides the gap: a Japanese page then shows a German sentence among Japanese ones, which a visitor
 * who reads Japanese cannot read. A page must be in one language, so these tests fail when
 * - en.json or ja.json lacks a key of de.json, or has a key de.json does not have (a forgotten rename);
 * - a translation names other {{placeholders}} than the German text (a value missing, or one never filled);
 * - a Japanese text is still the German one.
 * Japanese has a single plural category, `other`: a German `x_one` / `x_other` pair (or `_zero`, `_two`,
 * `_few`, `_many`) is `x_other` alone in ja.json, and its placeholders are those of the German `x_other`.
 */
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import ja from './ja.json';

type Texts = Record<string, string>;

/** A catalogue's texts by dotted key, such as 'cart.badge_other'. */
function flatten(node: object, prefix = '', texts: Texts = {}): Texts {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') texts[prefix + key] = value;
    else flatten(value as object, `${prefix}${key}.`, texts);
  }
  return texts;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{[^}]*}}/g;

/**
 * What a Japanese text may share with the German one, kept small on purpose: the club's name (a brand,
 * written in Latin letters in every language), the payment brand PayPal, e-mail addresses, and the metre
 * sign after a number ('{{height}} m'). Whatever else is left in letters is German a Japanese reader
 * would have to read.
 */
const SAME_IN_EVERY_LANGUAGE = [
  /SC Südstadt 1899( e\. V\.)?/g,
  /PayPal/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /(?<=}} ?)m$/,
];

const placeholders = (text: string) => [...new Set(text.match(PLACEHOLDER) ?? [])].sort();

/** True when nothing in the text is there to translate: numbers, signs, placeholders and names only. */
const nothingToTranslate = (text: string) =>
  !/\p{L}/u.test(SAME_IN_EVERY_LANGUAGE.reduce((rest, name) => rest.replace(name, ''), text).replace(PLACEHOLDER, ''));

const german = flatten(de);

/** Each key a catalogue must have, with the German key whose text it translates. */
function expectedKeys(pluralKey: (key: string) => string) {
  const expected = new Map<string, string>();
  for (const key of Object.keys(german)) expected.set(pluralKey(key), pluralKey(key) in german ? pluralKey(key) : key);
  return expected;
}

const catalogues = [
  { language: 'en', texts: flatten(en), expected: expectedKeys((key) => key) },
  { language: 'ja', texts: flatten(ja), expected: expectedKeys((key) => key.replace(PLURAL_SUFFIX, '_other')) },
];

describe.each(catalogues)('the $language catalogue', ({ texts, expected }) => {
  it('has every key of the German catalogue', () => {
    expect([...expected.keys()].filter((key) => !(key in texts))).toEqual([]);
  });

  it('has no key the German catalogue does not have', () => {
    expect(Object.keys(texts).filter((key) => !expected.has(key))).toEqual([]);
  });

  it('fills in the same placeholders as the German text', () => {
    const differing = Object.entries(texts).flatMap(([key, text]) => {
      const germanText = german[expected.get(key) ?? key];
      if (germanText === undefined) return [];
      return placeholders(text).join() === placeholders(germanText).join() ? [] : [{ key, text, germanText }];
    });
    expect(differing).toEqual([]);
  });
});

it('the ja catalogue leaves no German text untranslated', () => {
  const { texts, expected } = catalogues[1]!;
  const untranslated = Object.entries(texts).filter(
    ([key, text]) => text === german[expected.get(key) ?? key] && !nothingToTranslate(text),
  );
  expect(untranslated).toEqual([]);
});

it('tells a text with nothing to translate from one still in German', () => {
  expect(nothingToTranslate('{{brand}} •••• {{last4}}')).toBe(true);
  expect(nothingToTranslate('© {{year}} SC Südstadt 1899 e. V.')).toBe(true);
  expect(nothingToTranslate('{{height}} m')).toBe(true);
  expect(nothingToTranslate('Warenkorb, {{count}} Artikel')).toBe(false);
  expect(nothingToTranslate('Mitglied des SC Südstadt 1899')).toBe(false);
  expect(placeholders('{{count}} von {{count}} für {{name}}')).toEqual(['{{count}}', '{{name}}']);
});
