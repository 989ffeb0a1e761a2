import type { MatchEventType } from '../../../../__generated__/LiveTicker_ticker.graphql';
import { useT } from '../../../../app/language.ts';

/** The event types this app knows (a newer one still shows its text, with the whistle's icon). */
type KnownEventType = Exclude<MatchEventType, '%future added value'>;
const KNOWN: ReadonlySet<string> = new Set<KnownEventType>([
  'KICKOFF',
  'GOAL',
  'YELLOW_CARD',
  'RED_CARD',
  'YELLOW_RED_CARD',
  'SUBSTITUTION',
  'WHISTLE_FIRST_HALF',
  'KICKOFF_SECOND_HALF',
  'FINAL_WHISTLE',
  'VAR',
  'PENALTY_SHOT',
]);

/**
 * The icon of a ticker event, drawn inline (no icon font or emoji: phones and screenshots show them alike),
 * with its name for screen readers.
 */
export function EventIcon({ type, scored }: { type: MatchEventType; scored?: boolean | null | undefined }) {
  const t = useT();
  const label = KNOWN.has(type) ? t(`live.eventTypes.${type as KnownEventType}`) : '';
  return (
    <span className={`event-icon icon-${type.toLowerCase()}`} title={label}>
      <Glyph type={type} scored={scored} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function Glyph({ type, scored }: { type: string; scored?: boolean | null | undefined }) {
  switch (type) {
    case 'GOAL':
      return (
        <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
          <circle cx="10" cy="10" r="8.5" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 5.5l3.6 2.6-1.4 4.2H7.8L6.4 8.1z" fill="currentColor" />
        </svg>
      );
    case 'YELLOW_CARD':
      return <span className="card yellow" aria-hidden="true" />;
    case 'RED_CARD':
      return <span className="card red" aria-hidden="true" />;
    case 'YELLOW_RED_CARD':
      return <span className="card yellow-red" aria-hidden="true" />;
    case 'SUBSTITUTION':
      return (
        <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
          <path d="M6 3v10H3l4 4 4-4H8V3z" fill="#c0392b" />
          <path d="M14 17V7h3l-4-4-4 4h3v10z" fill="#1e8449" />
        </svg>
      );
    case 'PENALTY_SHOT':
      return (
        <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
          <circle cx="10" cy="10" r="8.5" fill={scored ? '#1e8449' : '#c0392b'} />
          <path d={scored ? 'M6 10.5l3 3 5-6' : 'M7 7l6 6M13 7l-6 6'} stroke="#fff" strokeWidth="2" fill="none" />
        </svg>
      );
    case 'VAR':
      return (
        <span className="var-badge" aria-hidden="true">
          VAR
        </span>
      );
    default:
      // Kick-offs and whistles.
      return (
        <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
          <circle cx="8" cy="12" r="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M11 8h7v3h-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      );
  }
}
