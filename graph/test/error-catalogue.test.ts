/**
 * One table of native codes: the catalogue (graph/src/shared/native-errors.ts), the schema's ErrorCode enum and
 * Error types, and the codes the platform raises with their statuses must agree, so a code added in one layer
 * cannot be forgotten in another.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, isEnumType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codesNotShownToFans, nativeErrors, type NativeError } from '../src/shared/native-errors.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = Object.keys(nativeErrors).sort();
const entries = Object.entries(nativeErrors) as [string, NativeError][];
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
/** The schema's object types that implement Error. */
const errorTypes = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((type) => type.getInterfaces().some((face) => face.name === 'Error'))
  .map((type) => type.name);

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

/**
 * The statuses each code is raised with by `nativeError('CODE', detail, { status })` (400 where none is
 * given): the calls whose status the source states, the others (a code chosen at run time) left out.
 */
function platformStatuses(): Map<string, Set<number>> {
  const statuses = new Map<string, Set<number>>();
  for (const { text } of sources('platform/src'))
    for (const match of text.matchAll(/nativeError\(\s*'([A-Z][A-Z_]+)'/g)) {
      // The call's arguments up to the end of the statement.
      const call = text.slice(match.index, text.indexOf(';', match.index));
      const status = /status: (\d{3})/.exec(call)?.[1];
      const codes = statuses.get(match[1]!) ?? new Set<number>();
      codes.add(status ? Number(status) : 400);
      statuses.set(match[1]!, codes);
    }
  return statuses;
}

describe('the error catalogue', () => {
  it('names the same codes as the schema’s ErrorCode enum', () => {
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
    const unexplained = [...raised].filter((code) => !(code in nativeErrors) && !(code in codesNotShownToFans));
    expect(unexplained).toEqual([]);
    // An explanation for a code the catalogue holds, or the platform no longer raises, is stale.
    const stale = Object.keys(codesNotShownToFans).filter((code) => code in nativeErrors || !raised.has(code));
    expect(stale).toEqual([]);
  });

  it('has no code that nothing raises: each is the platform’s or one the graph gives itself', () => {
    // A code the platform names anywhere (chosen at run time, given to a helper) is raised by it.
    const platformText = sources('platform/src')
      .map(({ text }) => text)
      .join('\n');
    const raised = new Set(catalogue.filter((code) => new RegExp(`'${code}'`).test(platformText)));
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

  it('gives every code the schema’s Error types, and every Error type a code', () => {
    const unknown = entries.flatMap(([code, { types }]) =>
      types.filter((type) => !errorTypes.includes(type)).map((type) => `${code}: ${type}`),
    );
    expect(unknown).toEqual([]);
    // A cart's validation problems carry the code of each problem, whatever it is (Cart.validationErrors).
    const anyCode = new Set(['CartValidationError']);
    const listed = new Set<string>(entries.flatMap(([, { types }]) => types));
    expect(errorTypes.filter((type) => !listed.has(type) && !anyCode.has(type))).toEqual([]);
  });

  it('lets no result union hold two types of one code, but where its domain says which (typeOf)', () => {
    const chosenByTheDomain = new Set([
      // The payout type's own fields (useVoucher, paymentTokenId) are PayoutTypeNotAvailableError, others not.
      'MarketplaceOfferCreateResult: INVALID_INPUT as InvalidInputError and PayoutTypeNotAvailableError',
    ]);
    const ambiguous: string[] = [];
    for (const union of Object.values(schema.getTypeMap()).filter(isUnionType)) {
      const members = new Set(union.getTypes().map((type) => type.name));
      for (const [code, { types }] of entries) {
        const held = types.filter((type) => members.has(type));
        if (held.length > 1) ambiguous.push(`${union.name}: ${code} as ${held.join(' and ')}`);
      }
    }
    expect(ambiguous.filter((choice) => !chosenByTheDomain.has(choice))).toEqual([]);
    expect([...chosenByTheDomain].filter((choice) => !ambiguous.includes(choice))).toEqual([]);
  });

  it('names the statuses the platform raises each code with', () => {
    const unlisted: string[] = [];
    for (const [code, statuses] of platformStatuses()) {
      if (code in codesNotShownToFans) continue;
      const listed: readonly number[] = nativeErrors[code as keyof typeof nativeErrors]?.statuses ?? [];
      for (const status of statuses) if (!listed.includes(status)) unlisted.push(`${code} ${status}`);
    }
    expect(unlisted).toEqual([]);
    // The scan finds what it should: a code raised with a stated status and one with the default.
    expect(platformStatuses().get('JOB_DOCUMENTS_TOO_LARGE')).toEqual(new Set([413]));
    expect(platformStatuses().get('CART_IS_EMPTY')).toEqual(new Set([400]));
  });

  it('words every code in German and English', () => {
    for (const code of catalogue) {
      const texts = nativeErrors[code as keyof typeof nativeErrors];
      expect(texts.de.trim(), code).not.toBe('');
      expect(texts.en.trim(), code).not.toBe('');
      expect(texts.de, code).not.toBe(texts.en);
    }
  });
});
