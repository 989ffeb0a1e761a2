/**
 * One table of native codes: the catalogue (graph/src/shared/native-errors.ts), the schema's ErrorCode enum and
 * the codes the platform raises must agree, so a code added in one layer cannot be forgotten in another.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codesNotShownToFans, nativeErrorMessages } from '../src/shared/native-errors.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = Object.keys(nativeErrorMessages).sort();

/** The TypeScript sources under `dir`, tests left out. */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('__generated__'))
    .map((path) => ({ path: join(dir, path), text: readFileSync(join(root, dir, path), 'utf8') }));
}

/** Every native code the platform's services raise: `nativeError('CODE', …)` or a problem's `errorCode: 'CODE'`. */
function platformCodes(): Set<string> {
  const codes = new Set<string>();
  for (const { text } of sources('platform/src'))
    for (const match of text.matchAll(/nativeError\(\s*'([A-Z][A-Z_]+)'|errorCode: '([A-Z][A-Z_]+)'/g))
      codes.add((match[1] ?? match[2])!);
  return codes;
}

describe('the error catalogue', () => {
  it('names the same codes as the schema’s ErrorCode enum', () => {
    const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
    const errorCode = schema.getType('ErrorCode');
    expect(isEnumType(errorCode)).toBe(true);
    const enumValues = isEnumType(errorCode) ? errorCode.getValues().map((value) => value.name) : [];
    expect(enumValues.sort()).toEqual(catalogue);
  });

  it('holds every code the platform raises, or says why no fan meets it', () => {
    const raised = platformCodes();
    // The scan finds what it should: codes of several services.
    expect(raised).toContain('CARTITEM_EXPIRED');
    expect(raised).toContain('JOB_POSTING_CLOSED');
    const unexplained = [...raised].filter((code) => !(code in nativeErrorMessages) && !(code in codesNotShownToFans));
    expect(unexplained).toEqual([]);
    // An explanation for a code the catalogue holds, or the platform no longer raises, is stale.
    const stale = Object.keys(codesNotShownToFans).filter((code) => code in nativeErrorMessages || !raised.has(code));
    expect(stale).toEqual([]);
  });

  it('has no code that nothing raises: each is the platform’s or one the graph gives itself', () => {
    const raised = platformCodes();
    const graphText = sources('graph/src/modules')
      .concat(sources('graph/src/shared').filter(({ path }) => !path.endsWith('native-errors.ts')))
      .map(({ text }) => text)
      .join('\n');
    const unused = catalogue.filter(
      (code) =>
        !raised.has(code) &&
        !new RegExp(`['\`]${code}['\`]|\\b${code}:`).test(graphText) &&
        // The transfer-to-subscriber call words the ownership codes for a subscriber (spec 3 section 8).
        !(code.startsWith('SUBSCRIBER_IS_') && graphText.includes('`SUBSCRIBER_IS_${')),
    );
    expect(unused).toEqual([]);
  });

  it('words every code in German and English', () => {
    for (const code of catalogue) {
      const texts = nativeErrorMessages[code as keyof typeof nativeErrorMessages];
      expect(texts.de.trim(), code).not.toBe('');
      expect(texts.en.trim(), code).not.toBe('');
      expect(texts.de, code).not.toBe(texts.en);
    }
  });
});
