import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchTimeline_ticker$key } from '../../../../__generated__/MatchTimeline_ticker.graphql';
import { useT } from '../../../../app/language.ts';

/** The events worth a mark on the timeline. */
const MARKED = new Set(['GOAL', 'YELLOW_CARD', 'RED_CARD', 'YELLOW_RED_CARD']);

/** Where a minute lies on a timeline of `length` minutes, in per cent: never beyond its end (spec 3: at most 100). */
export const timelinePosition = (minute: number, length: number) => Math.min(100, Math.max(0, (minute / length) * 100));

/**
 * The match so far as a bar: 90 minutes, 120 once extra time is played; filled up to the running minute
 * (added time fills it no further), with the goals and cards marked where they happened.
 */
export function MatchTimeline({ ticker }: { ticker: MatchTimeline_ticker$key }) {
  const data = useFragment(
    graphql`
      fragment MatchTimeline_ticker on LiveTicker {
        over
        afterExtraTime
        period
        minute {
          minute
        }
        events {
          id
          type
          side
          minute {
            minute
            display
          }
        }
      }
    `,
    ticker,
  );
  const t = useT();
  const length = data.afterExtraTime ? 120 : 90;
  const started = data.events.some((event) => event.type === 'KICKOFF');
  if (!started) return null;
  const reached = data.over || data.period === 'SHOOT_OUT' ? length : (data.minute?.minute ?? lastMinute(data.events));
  return (
    <div className="match-timeline" role="img" aria-label={t('live.timeline', { minute: reached })}>
      <div className="timeline-played" style={{ width: `${timelinePosition(reached, length)}%` }} />
      {data.events
        .filter((event) => MARKED.has(event.type) && event.minute)
        .map((event) => (
          <span
            key={event.id}
            className={`timeline-mark mark-${event.type.toLowerCase()} side-${event.side?.toLowerCase() ?? 'none'}`}
            style={{ left: `${timelinePosition(event.minute!.minute, length)}%` }}
            title={event.minute!.display}
          />
        ))}
    </div>
  );
}

/** In a break the clock stands: the bar reaches the last minute anything happened in. */
function lastMinute(events: readonly { readonly minute: { readonly minute: number } | null | undefined }[]): number {
  return Math.max(0, ...events.map((event) => event.minute?.minute ?? 0));
}
