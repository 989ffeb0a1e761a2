import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type {
  LiveTicker_ticker$data,
  LiveTicker_ticker$key,
} from '../../../../__generated__/LiveTicker_ticker.graphql';
import { CLUB_TIME_ZONE, paths, useLanguage, useT } from '../../../../app/language.ts';
import { EventIcon } from './EventIcon.tsx';
import { MatchTimeline } from './MatchTimeline.tsx';

type Ticker = LiveTicker_ticker$data;

/**
 * A match as the live ticker follows it: teams and score (with the shoot-out's tally), the state (the
 * running minute, a break, the shoot-out, the end after extra time or penalties), the timeline of the
 * match so far and its events, newest first. Updates arrive by subscription; this only draws.
 */
export function LiveTicker({ ticker, linked = true }: { ticker: LiveTicker_ticker$key; linked?: boolean }) {
  const data = useFragment(
    graphql`
      fragment LiveTicker_ticker on LiveTicker {
        matchId
        site
        tickerActive
        period
        live
        over
        break
        competition(language: $language)
        kickoff
        homeTeam
        awayTeam
        homeGoals
        awayGoals
        penalties {
          home
          away
        }
        afterExtraTime
        afterPenalties
        minute {
          display
        }
        events {
          id
          type
          minute {
            display
          }
          side
          homeScore
          awayScore
          scored
          text
        }
        ...MatchTimeline_ticker
      }
    `,
    ticker,
  );
  const t = useT();
  const language = useLanguage();
  const played = data.homeGoals != null && data.awayGoals != null;
  const score = played ? `${data.homeGoals}:${data.awayGoals}` : '–:–';
  return (
    <article className="live-ticker" aria-labelledby={`ticker-${data.matchId}`}>
      <header className={`live-score${data.live && !data.over ? ' is-live' : ''}`}>
        <p className="match-meta">{data.competition}</p>
        <h2 id={`ticker-${data.matchId}`} className="live-teams">
          <span className="team home">{data.homeTeam}</span>
          <span className="score" aria-label={t('content.match.score', { score })}>
            {score}
          </span>
          <span className="team away">{data.awayTeam}</span>
        </h2>
        {data.penalties && (
          <p className="penalty-tally">
            {t('live.penaltyTally', { score: `${data.penalties.home}:${data.penalties.away}` })}
          </p>
        )}
        {/* Read out when it changes: a goal or the end of a half reaches a screen-reader user too. */}
        <p className="live-state" role="status" aria-live="polite">
          <StateText ticker={data} />
        </p>
        <MatchTimeline ticker={data} />
        {linked && (
          <Link to={paths.match(language, data.site, data.matchId)} className="button secondary">
            {t('content.match.matchCentre')}
          </Link>
        )}
      </header>
      {data.events.length > 0 ? (
        <ol className="live-events" aria-label={t('live.events')}>
          {data.events.map((event) => (
            <li
              key={event.id}
              className={`live-event type-${event.type.toLowerCase()} side-${event.side?.toLowerCase() ?? 'none'}`}
            >
              <span className="event-minute">{event.minute?.display ?? ''}</span>
              <EventIcon type={event.type} scored={event.scored} />
              <span className="event-text">
                {event.text}
                {event.homeScore != null && event.awayScore != null && (
                  <strong className="event-score"> {`${event.homeScore}:${event.awayScore}`}</strong>
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">{t(data.tickerActive ? 'live.noEventsYet' : 'live.notStarted')}</p>
      )}
    </article>
  );
}

function StateText({ ticker }: { ticker: Ticker }) {
  const t = useT();
  const language = useLanguage();
  if (ticker.over) {
    const suffix = ticker.afterPenalties
      ? ` · ${t('content.match.afterPenalties')}`
      : ticker.afterExtraTime
        ? ` · ${t('content.match.afterExtraTime')}`
        : '';
    return <strong>{`${t('content.match.finished')}${suffix}`}</strong>;
  }
  if (ticker.period === 'SHOOT_OUT')
    return <strong className="live-badge">{t('content.match.penaltyShootout')}</strong>;
  if (ticker.break) {
    return (
      <strong className="live-badge">
        {t(ticker.period === 'HALF_TIME' ? 'content.match.break' : 'live.breakBeforeExtraTime')}
      </strong>
    );
  }
  if (ticker.live && ticker.minute) {
    return (
      <>
        <strong className="live-badge">{t('content.match.live')}</strong>{' '}
        <span className="live-minute">{ticker.minute.display}</span>
      </>
    );
  }
  if (ticker.kickoff) {
    const time = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: CLUB_TIME_ZONE,
    }).format(new Date(ticker.kickoff));
    return <span>{t(ticker.period === 'PRE_MATCH' ? 'live.preMatch' : 'live.kickoff', { time })}</span>;
  }
  return null;
}
