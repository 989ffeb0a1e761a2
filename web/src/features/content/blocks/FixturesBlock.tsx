import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { FixturesBlock_block$key } from '../../../__generated__/FixturesBlock_block.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { CalendarSubscribe } from '../components/CalendarSubscribe.tsx';
import { kickoffText, matchStateText, readMatchTexts, scoreText } from '../components/matchTexts.ts';
import { useSiteOfPage } from '../components/SiteContext.ts';

/** A season's matches, each with its result or kick-off, and the calendar to subscribe to. */
export function FixturesBlock({ block }: { block: FixturesBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment FixturesBlock_block on FixturesBlock {
        season
        matches {
          internalId
          site
          competition(language: $language)
          round
          homeTeam
          awayTeam
          status
          ...matchTexts_match
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const site = useSiteOfPage();
  return (
    <section className="block" aria-labelledby="fixtures-headline">
      <h2 id="fixtures-headline">
        {t('content.fixtures.title', { season: `${data.season}/${(data.season + 1) % 100}` })}
      </h2>
      {site.calendar && <CalendarSubscribe calendar={site.calendar} siteName={site.name} />}
      {data.matches.length === 0 ? (
        <p className="empty">{t('content.fixtures.none')}</p>
      ) : (
        <ol className="fixtures">
          {data.matches.map((match) => {
            const texts = readMatchTexts(match);
            const state = matchStateText(t, texts);
            const played = match.status === 'LIVE' || match.status === 'AFTER';
            return (
              <li key={match.internalId} className={`status-${match.status.toLowerCase()}`}>
                <Link to={paths.match(language, match.site, match.internalId)}>
                  <span className="fixture-when">
                    {match.round != null
                      ? `${t('content.match.round', { round: match.round })} · `
                      : `${match.competition} · `}
                    {kickoffText(t, language, texts)}
                  </span>
                  <span className="fixture-teams">
                    {match.homeTeam} – {match.awayTeam}
                  </span>
                  <span className="fixture-result">
                    {played ? scoreText(texts) : ''}
                    {state && played ? ` ${state}` : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
