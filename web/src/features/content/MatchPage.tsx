import { lazy, Suspense } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { MatchPageQuery } from '../../__generated__/MatchPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { MatchHeader } from './components/MatchHeader.tsx';
import { kickoffText, readMatchTexts } from './components/matchTexts.ts';
import { SiteNavigation } from '../../components/SiteNavigation.tsx';
import './content.css';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

// The live ticker's code (and its subscription client) loads only for a match that is live or about to be.
const MatchLiveTicker = lazy(() => import('./live/MatchLiveTicker.tsx'));

export const matchPageQuery = graphql`
  query MatchPageQuery($id: Int!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    match(id: $id) {
      internalId
      site
      homeTeam
      awayTeam
      competition(language: $language)
      ...matchTexts_match
      ...MatchHeader_match
      # A home match on sale links its tickets.
      ticketOffer {
        onSale
      }
      # Drawn by the match centre's ticker, loaded on demand while this is the team's ticker match.
      liveTicker(language: $language) {
        teamId
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...LiveTicker_ticker
      }
    }
    sites(language: $language) {
      key
      name {
        text
      }
      ...SiteNavigation_site
    }
  }
`;

/** A match's own page: its header with the state, where and when, and the way back to the fixtures. */
export function MatchPage() {
  const data = usePageQuery<MatchPageQuery>(matchPageQuery);
  const { site: siteKey = '', id = '' } = useParams();
  const language = useLanguage();
  const origin = useOrigin();
  const t = useT();
  const match = data.match;
  const site = data.sites?.find((candidate) => candidate.key === siteKey);
  if (!match || !site || match.site !== siteKey) {
    return (
      <Shell query={data} alternates={pathsIn((other) => paths.match(other, siteKey, id))}>
        <NotFoundMessage />
      </Shell>
    );
  }
  const alternates = pathsIn((other) => paths.match(other, site.key, match.internalId));
  const title = `${match.homeTeam} – ${match.awayTeam}`;
  const fixturesSlug = language === 'de' ? 'termine' : 'events';
  return (
    <Shell query={data} alternates={alternates} navigation={<SiteNavigation site={site} sections={[]} />}>
      <PageMeta
        title={title}
        description={`${match.competition}: ${title}, ${kickoffText(t, language, readMatchTexts(match))}`}
        alternates={alternates}
        structuredData={[
          breadcrumbList(origin, [
            { name: site.name.text, path: paths.site(language, site.key) },
            { name: t('content.sections.events'), path: paths.site(language, site.key, fixturesSlug) },
            { name: title, path: paths.match(language, site.key, match.internalId) },
          ]),
        ]}
      />
      <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
        <Link to={paths.site(language, site.key, fixturesSlug)}>← {t('content.match.backToFixtures')}</Link>
      </nav>
      <h1>{title}</h1>
      {match.liveTicker ? (
        <Suspense fallback={<MatchHeader match={match} linked={false} />}>
          <MatchLiveTicker teamId={match.liveTicker.teamId} ticker={match.liveTicker} />
        </Suspense>
      ) : (
        <MatchHeader match={match} linked={false} />
      )}
      {match.ticketOffer?.onSale && (
        <p className="match-tickets">
          <Link className="button" to={paths.matchTickets(language, site.key, match.internalId)}>
            {t('ticketing.buy')}
          </Link>
        </p>
      )}
    </Shell>
  );
}
