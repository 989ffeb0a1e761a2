/** The portal's languages; German is primary and the fallback for everything. */
export type Language = 'DE' | 'EN' | 'JA';
export const DEFAULT_LANGUAGE: Language = 'DE';

const byTag: Record<string, Language> = { de: 'DE', en: 'EN', ja: 'JA' };

/** The first supported language of an Accept-Language header, by quality; German when none matches. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    const language = byTag[tag];
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Picks the text for a language from `{ de, en, ja }`, falling back to German when it is missing or empty. */
export function localized(texts: { de: string; en?: string | null; ja?: string | null }, language: Language): string {
  const wanted = language === 'EN' ? texts.en : language === 'JA' ? texts.ja : texts.de;
  return wanted && wanted.trim() ? wanted : texts.de;
}

/** The services' name for a language (de, en, ja). */
export function serviceLanguage(language: Language): 'de' | 'en' | 'ja' {
  return language === 'EN' ? 'en' : language === 'JA' ? 'ja' : 'de';
}
