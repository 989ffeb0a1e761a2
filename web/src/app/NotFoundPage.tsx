import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { NotFoundPageQuery } from '../__generated__/NotFoundPageQuery.graphql';
import { PageMeta } from '../components/PageMeta.tsx';
import { Shell } from './Shell.tsx';
import { paths, pathsIn, useLanguage, useT } from './language.ts';

export const notFoundPageQuery = graphql`
  query NotFoundPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
  }
`;

/** The 404 page, within the full shell so the visitor can navigate on. */
export function NotFoundPage() {
  const data = usePreloadedQuery<NotFoundPageQuery>(
    notFoundPageQuery,
    useLoaderData() as PreloadedQuery<NotFoundPageQuery>,
  );
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

export function NotFoundMessage({ text }: { text?: string }) {
  const t = useT();
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
      <Link to={paths.home(useLanguage())} className="button">
        {t('error.backToShop')}
      </Link>
    </div>
  );
}
