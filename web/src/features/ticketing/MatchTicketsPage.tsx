import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { MatchTicketsPageQuery } from '../../__generated__/MatchTicketsPageQuery.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { useOrigin } from '../../app/origin.ts';
import { Shell } from '../../app/Shell.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { kickoffText } from '../../components/ticketFormat.ts';
import { TicketOffer } from './components/TicketOffer.tsx';
import './ticketing.css';

export const matchTicketsPageQuery = graphql`
  query MatchTicketsPageQuery($id: Int!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    match(id: $id) {
      internalId
      site
      homeTeam
      awayTeam
      venue
      kickoff
      kickoffDate
      competition(language: $language)
      ticketOffer {
        ...TicketOffer_offer
      }
    }
  }
`;

/**
 * A home match's tickets, as a box office sells them (issue 44): how many of each price class, then the best
 * places of a price category or a block of one's own choice; adding them holds the places in the cart for the
 * reservation time. A match without a sale (away, past, not yet on sale) says so and leads back to the match.
 */
export function MatchTicketsPage() {
  const data = usePageQuery<MatchTicketsPageQuery>(matchTicketsPageQuery);
  const { site: siteKey = '', id = '' } = useParams();
  const language = useLanguage();
  const origin = useOrigin();
  const t = useT();
  const match = data.match;
  if (!match || match.site !== siteKey) {
    return (
      <Shell query={data} alternates={pathsIn((other) => paths.matchTickets(other, siteKey, id))}>
        <NotFoundMessage />
      </Shell>
    );
  }
  const alternates = pathsIn((other) => paths.matchTickets(other, match.site, match.internalId));
  const title = `${match.homeTeam} – ${match.awayTeam}`;
  const when = kickoffText({ kickoff: match.kickoff ?? null, kickoffDate: match.kickoffDate }, language, t);
  const matchPath = paths.match(language, match.site, match.internalId);
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={t('ticketing.title', { match: title })}
        description={t('ticketing.description', { match: title, when, venue: match.venue })}
        alternates={alternates}
        structuredData={[
          breadcrumbList(origin, [
            { name: title, path: matchPath },
            { name: t('ticketing.heading'), path: paths.matchTickets(language, match.site, match.internalId) },
          ]),
        ]}
      />
      <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
        <Link to={matchPath}>← {t('ticketing.backToMatch')}</Link>
      </nav>
      <header className="ticketing-header">
        <h1>
          <span className="ticketing-kicker">{t('ticketing.heading')}</span> {title}
        </h1>
        <p className="ticketing-meta">
          {match.competition} · <time dateTime={match.kickoff ?? match.kickoffDate}>{when}</time> · {match.venue}
        </p>
      </header>
      {match.ticketOffer ? (
        <TicketOffer offer={match.ticketOffer} matchId={match.internalId} />
      ) : (
        <p className="notice">{t('ticketing.noSale')}</p>
      )}
    </Shell>
  );
}
