import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useParams } from 'react-router';
import type { SweepstakePageQuery } from '../../__generated__/SweepstakePageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession, useSessionState } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { SweepstakeEntry } from './components/SweepstakeEntry.tsx';
import './sweepstakes.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const sweepstakePageQuery = graphql`
  query SweepstakePageQuery($slug: ID!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    sweepstake(id: $slug) {
      name(language: $language)
      description(language: $language)
      slugDe: slug(language: DE)
      slugEn: slug(language: EN)
      ...SweepstakeEntry_sweepstake
    }
  }
`;

/**
 * A sweepstake at /gewinnspiele/{slug}: what there is to win, the question, its state and draw, for anyone;
 * the entry form for a signed-in person, a sign-in button for a visitor (whose view needs no /self call).
 */
export function SweepstakePage() {
  const data = usePageQuery<SweepstakePageQuery>(sweepstakePageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const signedIn = useSessionState().user !== null;
  const { slug: sweepstakeSlug } = useParams();
  const sweepstake = data.sweepstake;
  if (!sweepstake) {
    const here = pathsIn((other) => paths.sweepstake(other, sweepstakeSlug ?? ''));
    return (
      <Shell query={data} alternates={here}>
        <NotFoundMessage text={t('sweepstakes.notFound')} />
      </Shell>
    );
  }
  const slugs = { de: sweepstake.slugDe, en: sweepstake.slugEn, ja: sweepstake.slugDe };
  if (sweepstakeSlug !== slugs[language]) return <Navigate to={paths.sweepstake(language, slugs[language])} replace />;
  const alternates = pathsIn((other) => paths.sweepstake(other, slugs[other]));
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta title={sweepstake.name} description={sweepstake.description} alternates={alternates} />
      <p className="breadcrumb">
        <Link to={paths.sweepstakes(language)}>{t('sweepstakes.title')}</Link>
      </p>
      <h1>{sweepstake.name}</h1>
      <SweepstakeEntry sweepstake={sweepstake} onSignIn={signedIn ? undefined : () => void session.signIn(language)} />
    </Shell>
  );
}
