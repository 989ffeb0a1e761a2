import { describe, expect, it } from 'vitest';
import { germanFallback, languageOfPath, matchPage, paths } from './pages.ts';

describe('the route table the router and the portal server share', () => {
  it('knows every page in each language', () => {
    expect(matchPage('/')).toEqual({ page: 'home', language: 'de' });
    expect(matchPage('/en')).toEqual({ page: 'home', language: 'en' });
    expect(matchPage('/en/')).toEqual({ page: 'home', language: 'en' });
    expect(matchPage('/kategorie/trikots')).toEqual({ page: 'category', language: 'de', slug: 'trikots' });
    expect(matchPage('/en/category/trikots')).toEqual({ page: 'category', language: 'en', slug: 'trikots' });
    expect(matchPage('/produkt/schal-suedkurve-1003')).toEqual({
      page: 'product',
      language: 'de',
      slug: 'schal-suedkurve-1003',
    });
    expect(matchPage('/warenkorb')).toEqual({ page: 'cart', language: 'de' });
    expect(matchPage('/en/cart')).toEqual({ page: 'cart', language: 'en' });
    expect(matchPage('/ja')).toEqual({ page: 'home', language: 'ja' });
    expect(matchPage('/ja/product/x-1')).toEqual({ page: 'product', language: 'ja', slug: 'x-1' });
    expect(matchPage('/ja/cart')).toEqual({ page: 'cart', language: 'ja' });
    expect(matchPage('/sso/callback')).toEqual({ page: 'auth', language: 'de' });
  });

  it('knows no other path', () => {
    for (const path of [
      '/gibt-es-nicht',
      '/en/warenkorb',
      '/produkt',
      '/produkt/a/b',
      '/de',
      '/en/produkt/x',
      '/ja/warenkorb',
      '/japan',
      '/produkt/%E0%A4%A',
    ])
      expect(matchPage(path), path).toBeNull();
  });

  it('builds the paths it matches', () => {
    for (const language of ['de', 'en', 'ja'] as const) {
      expect(matchPage(paths.product(language, 'x-1'))).toMatchObject({ page: 'product', language, slug: 'x-1' });
      expect(languageOfPath(paths.cart(language))).toBe(language);
    }
  });
});

describe('a text shown in German for want of a translation', () => {
  it('is marked German on English pages only', () => {
    expect(germanFallback('en', 'Strickmütze Größenwahn', 'Strickmütze Größenwahn')).toBe('de');
    expect(germanFallback('en', 'Home Jersey', 'Heimtrikot')).toBeUndefined();
    expect(germanFallback('de', 'Heimtrikot', 'Heimtrikot')).toBeUndefined();
  });
});
