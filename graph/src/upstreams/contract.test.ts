import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import platformDocument from './__generated__/platform.openapi.json' with { type: 'json' };
import { withNullableTypes } from './contract.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv, options?: { mode?: 'fast' | 'full' }) => Ajv;

/** Validates with a schema as it is and as rewritten, for the same values. */
function bothWays(schema: object) {
  const compile = (s: object) => addFormats(new Ajv({ strict: false }), { mode: 'fast' }).compile(s);
  const original = compile(schema);
  const rewritten = compile(withNullableTypes(schema));
  return (value: unknown) => ({ original: original(value), rewritten: rewritten(value) });
}

describe('withNullableTypes', () => {
  it('writes a nullable string, date-time or integer as a type list and accepts the same values', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
        at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }], description: 'when' },
        count: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 0 }] },
      },
    };
    expect(withNullableTypes(schema).properties).toEqual({
      name: { type: ['string', 'null'], maxLength: 5 },
      at: { type: ['string', 'null'], format: 'date-time', description: 'when' },
      count: { type: ['integer', 'null'], minimum: 0 },
    });
    const validate = bothWays(schema);
    for (const value of [
      { name: null, at: null, count: null },
      { name: 'Anna', at: '2026-11-29T10:00:00Z', count: 3 },
      { name: 'too long', at: null, count: null },
      { name: 7, at: null, count: null },
      { name: null, at: 'yesterday', count: null },
      { name: null, at: null, count: -1 },
      { name: null, at: null, count: 1.5 },
    ]) {
      const { original, rewritten } = validate(value);
      expect(rewritten, JSON.stringify(value)).toBe(original);
    }
  });

  it('leaves branches alone whose keywords constrain a null too', () => {
    const schemas = [
      { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] },
      { anyOf: [{ $ref: '#/definitions/x' }, { type: 'null' }], definitions: { x: { type: 'string' } } },
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      { anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'integer' }] },
      { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'null' }], maxLength: 4 },
    ];
    for (const schema of schemas) expect(withNullableTypes(schema)).toEqual(schema);
    const validate = bothWays(schemas[0]!);
    for (const value of [null, 'a', 'c']) {
      const { original, rewritten } = validate(value);
      expect(rewritten).toBe(original);
    }
  });

  it('rewrites most of the platform document’s nullable fields and leaves the document itself as it is', () => {
    const text = JSON.stringify(withNullableTypes(platformDocument));
    const before = JSON.stringify(platformDocument).match(/"anyOf"/g)?.length ?? 0;
    const after = text.match(/"anyOf"/g)?.length ?? 0;
    // Most nullable fields are plain strings, dates and numbers; what references another schema stays.
    expect(after).toBeLessThan(before / 2);
    // The input is not changed.
    expect(JSON.stringify(platformDocument).match(/"anyOf"/g)?.length).toBe(before);
  });
});
