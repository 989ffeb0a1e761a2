import { useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CountdownBlock_block$key } from '../../../__generated__/CountdownBlock_block.graphql';
import { localeOf, useLanguage, useT } from '../../../app/language.ts';

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
      }
    `,
    block,
  );
  const t = useT();
  const language = useLanguage();
  const target = Date.parse(data.target);
  const now = useNow(SECOND);
  const id = useId();
  const parts = remaining(Math.max(0, Math.floor((target - now) / SECOND)));
  const when = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short' }).format(target);
  return (
    <section className="block countdown" aria-labelledby={`${id}-headline`}>
      <h2 id={`${id}-headline`}>{data.headline}</h2>
      {/* The ticking numbers are hidden from screen readers, which read the moment itself instead. */}
      <p className="visually-hidden">{when}</p>
      <ol className="countdown-units" aria-hidden="true">
        {parts.map(({ unit, value }) => (
          <li key={unit}>
            <span className="countdown-value">{String(value).padStart(2, '0')}</span>
            <span className="countdown-unit">{t(`content.countdown.${unit}`, { count: value })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Whole days, hours, minutes and seconds in a number of seconds. */
function remaining(seconds: number) {
  return units.map(([unit, size], index) => ({
    unit,
    value: Math.floor((index === 0 ? seconds : seconds % units[index - 1]![1]) / size),
  }));
}

function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), interval);
    return () => window.clearInterval(timer);
  }, [interval]);
  return now;
}
