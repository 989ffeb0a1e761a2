import { useLanguage, useT } from '../app/language.ts';
import type { Language } from '../app/pages.ts';
import { useOrigin } from '../app/origin.ts';

const ogLocales: Record<Language, string> = { de: 'de_DE', en: 'en_GB', ja: 'ja_JP' };

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path in each language, for canonical and hreflang links. */
  alternates: Record<Language, string>;
  /** An absolute or root-relative picture for link previews. */
  image?: string;
  /** Personal or empty pages (the cart, a 404) are kept out of search results. */
  noindex?: boolean;
  /** Structured data (schema.org) for search results, e.g. Product and BreadcrumbList. */
  structuredData?: readonly object[];
}

/**
 * A page's title, description, canonical and hreflang links and Open Graph tags. React 19 hoists
 * <title>, <meta> and <link> into the document's head and removes them when the page changes.
 */
export function PageMeta({ title, description, alternates, image, noindex, structuredData }: PageMetaProps) {
  const language = useLanguage();
  const t = useT();
  const origin = useOrigin();
  const url = (path: string) => new URL(path, origin).href;
  const fullTitle = `${title} | ${t('shell.brand')}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(alternates[language])} />
      <link rel="alternate" hrefLang="de" href={url(alternates.de)} />
      <link rel="alternate" hrefLang="en" href={url(alternates.en)} />
      <link rel="alternate" hrefLang="ja" href={url(alternates.ja)} />
      <link rel="alternate" hrefLang="x-default" href={url(alternates.de)} />
      <meta property="og:type" content={structuredData?.some(isProduct) ? 'product' : 'website'} />
      <meta property="og:site_name" content={t('shell.brand')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(alternates[language])} />
      <meta property="og:locale" content={ogLocales[language]} />
      <meta property="og:image" content={url(image ?? '/favicon.svg')} />
      {structuredData?.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON cannot close the script element once "<" is escaped.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}

const isProduct = (data: object) => (data as { '@type'?: string })['@type'] === 'Product';

/** schema.org BreadcrumbList of a page's trail, each step with its absolute address. */
export function breadcrumbList(origin: string, steps: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}
