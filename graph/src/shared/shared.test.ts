import { describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';
import { languageFromHeader, localized } from './language.ts';
import { fromMinorUnits, toMinorUnits } from './money.ts';
import { fromGlobalId, offsetCursor, positionAfter, toGlobalId } from './relay.ts';
import { sanitizeDescription } from './sanitize.ts';
import { entitySlug, idFromSlug, slugify } from './slug.ts';

describe('slugs', () => {
  it('transliterate German letters and keep only ASCII letters, digits and hyphens', () => {
    expect(slugify('Fußball Größe 5')).toBe('fussball-groesse-5');
    expect(slugify('Schal „Südkurve“ ÄÖÜ')).toBe('schal-suedkurve-aeoeue');
    expect(slugify('Crème brûlée – 0,5 l')).toBe('creme-brulee-0-5-l');
    expect(entitySlug('Kräuterlikör', 1012)).toBe('kraeuterlikoer-1012');
    expect(entitySlug('„“', 7)).toBe('7');
  });
  it('give back the id at their end', () => {
    expect(idFromSlug('heimtrikot-2026-27-1001')).toBe(1001);
    expect(idFromSlug('1001')).toBe(1001);
    expect(idFromSlug('ohne-nummer')).toBeNull();
  });
});

describe('money', () => {
  it('converts decimals to minor units without float error and back', () => {
    expect(toMinorUnits(89.95, 'EUR')).toBe(8995);
    expect(toMinorUnits(0.3, 'EUR')).toBe(30);
    // A float artefact is refused, not silently rounded.
    expect(() => toMinorUnits(0.1 + 0.2, 'EUR')).toThrow(RangeError);
    expect(toMinorUnits('1234.5', 'EUR')).toBe(123450);
    expect(toMinorUnits(1e-7 * 0, 'EUR')).toBe(0);
    expect(() => toMinorUnits(1.005, 'EUR')).toThrow(RangeError);
    expect(fromMinorUnits(123450, 'EUR')).toEqual({ amount: '1234.50', currencyCode: 'EUR' });
    expect(fromMinorUnits(5, 'EUR')).toEqual({ amount: '0.05', currencyCode: 'EUR' });
    expect(fromMinorUnits(-1999, 'EUR').amount).toBe('-19.99');
  });
});

describe('relay ids and cursors', () => {
  it('round-trip and refuse what they did not issue', () => {
    expect(fromGlobalId(toGlobalId('Product', 1001))).toEqual({ type: 'Product', internalId: '1001' });
    expect(fromGlobalId('garbage')).toBeNull();
    expect(positionAfter(offsetCursor(19))).toBe(20);
    expect(positionAfter(null)).toBe(0);
    expect(() => positionAfter(toGlobalId('Product', 1))).toThrow();
  });
});

describe('languages', () => {
  it('pick the best supported language of Accept-Language, German by default', () => {
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('EN');
    expect(languageFromHeader('fr-FR, ja;q=0.8, en;q=0.9')).toBe('EN');
    expect(languageFromHeader('fr, es')).toBe('DE');
    expect(languageFromHeader(null)).toBe('DE');
  });
  it('fall back to German for a missing or empty translation', () => {
    expect(localized({ de: 'Schal', en: 'Scarf' }, 'EN')).toBe('Scarf');
    expect(localized({ de: 'Schal', en: null }, 'EN')).toBe('Schal');
    expect(localized({ de: 'Schal', en: '  ' }, 'EN')).toBe('Schal');
    expect(localized({ de: 'Schal', en: 'Scarf' }, 'JA')).toBe('Schal');
  });
});

describe('description whitelist', () => {
  it('keeps allowed markup and drops everything else', () => {
    const html = sanitizeDescription(
      '<h2>Big</h2><h3>Ok</h3><p onclick="x()">Text <b>bold</b></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://club.example" target="_blank">good</a>' +
        '<img src="https://cdn.example/a.png" onerror="x()"><img src="data:image/png;base64,AAAA"><iframe src="https://x"></iframe>' +
        '<table><tr><td>1</td></tr></table><style>p{}</style>',
    );
    expect(html).toBe(
      'Big<h3>Ok</h3><p>Text <b>bold</b></p><a>bad</a>' +
        '<a href="https://club.example" target="_blank" rel="noopener noreferrer">good</a>' +
        '<img src="https://cdn.example/a.png" /><table><tr><td>1</td></tr></table>',
    );
  });
});

describe('logs', () => {
  it('mask tokens, shoppers’ ids and card numbers in every text, and keep the request id', () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
      log.error(`refused ${id}`, {
        requestId: '0d9f4a4e-1111-4222-8333-944455556666',
        detail: 'card 4111 1111 1111 1111, token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      });
      const entry = JSON.parse(lines.join('')) as Record<string, string>;
      expect(entry).toMatchObject({
        msg: 'refused <uuid>',
        requestId: '0d9f4a4e-1111-4222-8333-944455556666',
        detail: 'card <number>, token <jwt>',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
