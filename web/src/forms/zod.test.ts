import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import ja from '../i18n/ja.json';
import { emailAddress, formMessage, optionalText, requiredText, z } from './zod.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the forms’ shared messages', () => {
  it('name what went wrong when a rule has no message of its own', () => {
    expect(messageOf(requiredText(10), '   ')).toBe('forms.errors.required');
    expect(messageOf(requiredText(10), 'x'.repeat(11))).toBe('forms.errors.tooLong');
    expect(messageOf(optionalText(10), '')).toBeUndefined();
    expect(messageOf(optionalText(3).regex(/^\d*$/), 'abc')).toBe('forms.errors.invalid');
    expect(messageOf(z.enum(['DE', 'EN']), 'FR')).toBe('forms.errors.choose');
    expect(messageOf(z.string(), undefined)).toBe('forms.errors.required');
    expect(messageOf(z.coerce.number().int(), 'drei')).toBe('forms.errors.notValid');
  });

  it('check an e-mail address, however long', () => {
    expect(messageOf(emailAddress(), '')).toBe('forms.errors.required');
    expect(messageOf(emailAddress(), 'keine-adresse')).toBe('forms.errors.email');
    expect(messageOf(emailAddress(), `${'a'.repeat(250)}@club.example`)).toBe('forms.errors.email');
    expect(emailAddress().parse('  fan@club.example ')).toBe('fan@club.example');
  });

  it('give way to a form’s own message', () => {
    expect(messageOf(optionalText(10).regex(/^\d*$/, 'forms.errors.phone'), 'abc')).toBe('forms.errors.phone');
    expect(messageOf(requiredText(10).min(5, 'jobs.errors.short'), 'abc')).toBe('jobs.errors.short');
  });

  it('have a text in every language the portal offers', () => {
    const issues: z.core.$ZodRawIssue[] = [
      { code: 'too_small', origin: 'string', minimum: 1, input: '' },
      { code: 'too_big', origin: 'string', maximum: 1, input: 'xx' },
      { code: 'invalid_format', format: 'email', input: 'x' },
      { code: 'invalid_format', format: 'regex', input: 'x' },
      { code: 'invalid_value', values: ['DE'], input: 'FR' },
      { code: 'invalid_type', expected: 'number', input: 'x' },
    ] as z.core.$ZodRawIssue[];
    const keys = [
      ...new Set([...issues.map(formMessage), 'forms.errors.postalCode', 'forms.errors.phone', 'forms.errors.country']),
    ];
    for (const catalogue of [de, en, ja])
      for (const key of keys) {
        const text = key
          ?.split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(typeof text === 'string' && text.length > 0, `${key}`).toBe(true);
      }
    expect(de.forms.errors.required).toBe('muss ausgefüllt werden');
  });
});
