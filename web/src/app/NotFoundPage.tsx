import { graphql } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { PageMeta } from '../components/PageMeta.tsx';
import { Shell } from './Shell.tsx';
import { paths, pathsIn, useLanguage, useT } from './language.ts';
import { usePageQuery } from './usePageQuery.ts';

export const notFoundPageQuery = graphql`
  query NotFoundPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
  }
`;

/** The 404 page, within the full shell so the visitor can navigate on. */
export function NotFoundPage() {
  const data = usePageQuery<NotFoundPageQuery>(notFoundPageQuery);
  const { pathname } = useLocation();
  // The same unknown path in each language: without the language prefix for German, with it otherwise.
  const unprefixed = pathname.replace(/^\/(en|ja)(?=\/|$)/, '');
  const alternates = pathsIn((language) =>
    language === 'de' ? unprefixed || '/' : `${paths.home(language)}${unprefixed}`,
  );
  return (
    <Shell query={data} alternates={alternates}>
      <NotFoundMessage />
    </Shell>
  );
}

/**
 * "Not found" with a way on: the shop's start page, or the start page of the site area the visitor was in
 * (`home`).
 */
export function NotFoundMessage({ text, home }: { text?: string; home?: { path: string; label: string } }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="message-page">
      <PageMeta
        title={t('error.notFoundTitle')}
        description={text ?? t('error.notFoundText')}
        alternates={pathsIn(paths.home)}
        noindex
      />
      <h1>{t('error.notFoundTitle')}</h1>
      <p>{text ?? t('error.notFoundText')}</p>
      <Link to={home?.path ?? paths.home(language)} className="button">
        {home ? t('error.backTo', { page: home.label }) : t('error.backToShop')}
      </Link>
    </div>
  );
}
