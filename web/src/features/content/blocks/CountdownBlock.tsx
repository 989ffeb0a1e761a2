import { useId, useSyncExternalStore } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CountdownBlock_block$key } from '../../../__generated__/CountdownBlock_block.graphql';
import { CLUB_TIME_ZONE, localeOf, useLanguage, useT } from '../../../app/language.ts';

const SECOND = 1000;
const units = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** Days, hours, minutes and seconds until a moment; zeros once it has come. */
export function CountdownBlock({ block }: { block: CountdownBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment CountdownBlock_block on CountdownBlock {
        headline
        target
        match {
          homeTeam
          awayTeam
          competition(language: $language)
        }
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const now = useNow();
  const id = useId();
  // Nothing to count down to (no home match with a kick-off time left this season): no block.
  if (data.target === null || data.target === undefined) return null;
  const target = Date.parse(data.target);
  // Before the clock runs (rendered on the server), the units stand with dashes, so nothing moves when it starts.
  const parts = remaining(now === null ? null : Math.max(0, Math.floor((target - now) / SECOND)));
  const when = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(target);
  return (
    <section className="block countdown" aria-labelledby={`${id}-headline`}>
      <h2 id={`${id}-headline`}>{data.headline}</h2>
      {data.match && (
        <p className="countdown-match">
          {data.match.homeTeam} – {data.match.awayTeam} · {data.match.competition}
        </p>
      )}
      {/* The ticking numbers are hidden from screen readers, which read the moment itself instead. */}
      <p className="visually-hidden">{when}</p>
      <ol className="countdown-units" aria-hidden="true">
        {parts.map(({ unit, value }) => (
          <li key={unit}>
            <span className="countdown-value">{value === null ? '––' : String(value).padStart(2, '0')}</span>
            <span className="countdown-unit">{t(`content.countdown.${unit}`, { count: value ?? 0 })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Whole days, hours, minutes and seconds in a number of seconds (none while it is unknown). */
function remaining(seconds: number | null) {
  return units.map(([unit, size], index) => ({
    unit,
    value: seconds === null ? null : Math.floor((index === 0 ? seconds : seconds % units[index - 1]![1]) / size),
  }));
}

/**
 * The time, to the second, ticking; null where there is no clock to trust: on the server and while the app takes
 * over the page it rendered, so the take-over draws what the server drew and then starts the count.
 */
function useNow(): number | null {
  return useSyncExternalStore(subscribeToSeconds, currentSecond, noClock);
}

const subscribeToSeconds = (onTick: () => void) => {
  const timer = window.setInterval(onTick, SECOND);
  return () => window.clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / SECOND) * SECOND;
const noClock = () => null;
