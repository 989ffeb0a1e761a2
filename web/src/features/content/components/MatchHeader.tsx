import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MatchHeader_match$key } from '../../../__generated__/MatchHeader_match.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { kickoffText, matchStateText, readMatchTexts, scoreText } from './matchTexts.ts';

/**
 * A match's header: both teams, the score or the kick-off, the state (live, break, penalty shootout,
 * finished, after extra time or penalties) and, unless it is the match's own page, the match centre link.
 */
export function MatchHeader({ match, linked = true }: { match: MatchHeader_match$key; linked?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MatchHeader_match on Match {
        internalId
        site
        competition(language: $language)
        round
        homeTeam
        awayTeam
        venue
        status
        ...matchTexts_match
      }
    `,
    match,
  );
  const t = useT();
  const language = useLanguage();
  const texts = readMatchTexts(data);
  const state = matchStateText(t, texts);
  const played = data.status === 'LIVE' || data.status === 'AFTER';
  return (
    <div className={`match-header status-${data.status.toLowerCase()}`}>
      <p className="match-meta">
        {data.competition}
        {data.round != null && ` · ${t('content.match.round', { round: data.round })}`}
        {' · '}
        {data.venue}
      </p>
      <p className="match-teams">
        <span className="team home">{data.homeTeam}</span>
        <span
          className={played ? 'score' : 'versus'}
          aria-label={played ? t('content.match.score', { score: scoreText(texts) }) : undefined}
        >
          {played ? scoreText(texts) : t('content.match.versus')}
        </span>
        <span className="team away">{data.awayTeam}</span>
      </p>
      <p className="match-state">
        {state && <strong className={data.status === 'LIVE' ? 'live-badge' : undefined}>{state}</strong>}
        {state && ' · '}
        <span>{kickoffText(t, language, texts)}</span>
      </p>
      {linked && (
        <Link to={paths.match(language, data.site, data.internalId)} className="button">
          {t('content.match.matchCentre')}
        </Link>
      )}
    </div>
  );
}
