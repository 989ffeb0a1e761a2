import type { TFunction } from 'i18next';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { matchTexts_match$data, matchTexts_match$key } from '../../../__generated__/matchTexts_match.graphql';
import { CLUB_TIME_ZONE, localeOf } from '../../../app/language.ts';
import type { Language } from '../../../app/pages.ts';

/** What the match texts read of a match; the components that show them spread this fragment. */
export function readMatchTexts(match: matchTexts_match$key): matchTexts_match$data {
  return readInlineData(
    graphql`
      fragment matchTexts_match on Match @inline {
        status
        period
        kickoff
        kickoffDate
        homeGoals
        awayGoals
        afterExtraTime
        afterPenalties
      }
    `,
    match,
  );
}

type MatchState = Pick<matchTexts_match$data, 'status' | 'period' | 'afterExtraTime' | 'afterPenalties'>;

/** What state a match is in, as a fan reads it: "Live", "Pause", "Elfmeterschießen", "Beendet (n. E.)" … */
export function matchStateText(t: TFunction, match: MatchState): string | null {
  switch (match.status) {
    case 'LIVE':
      // The ticker's periods (spec 3 section 4): the breaks, then the shoot-out.
      if (match.period === 'HalfTime' || match.period === 'FullTime90' || match.period === 'ExtraHalfTime')
        return t('content.match.break');
      if (match.period === 'ShootOut') return t('content.match.penaltyShootout');
      return t('content.match.live');
    case 'AFTER':
      if (match.afterPenalties) return `${t('content.match.finished')} · ${t('content.match.afterPenalties')}`;
      if (match.afterExtraTime) return `${t('content.match.finished')} · ${t('content.match.afterExtraTime')}`;
      return t('content.match.finished');
    default:
      return null;
  }
}

/**
 * When a match is: its kick-off in the club's time zone, or only its date while the exact time is still to
 * be determined.
 */
export function kickoffText(
  t: TFunction,
  language: Language,
  match: Pick<matchTexts_match$data, 'kickoff' | 'kickoffDate'>,
): string {
  const locale = localeOf(language);
  if (match.kickoff) {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: CLUB_TIME_ZONE,
    }).format(new Date(match.kickoff));
  }
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${match.kickoffDate}T00:00:00Z`));
  return `${date} · ${t('content.match.kickoffToBeDetermined')}`;
}

/** The score as "2:1", or "–:–" before kick-off. */
export function scoreText(match: {
  readonly homeGoals: number | null | undefined;
  readonly awayGoals: number | null | undefined;
}) {
  return match.homeGoals == null || match.awayGoals == null ? '–:–' : `${match.homeGoals}:${match.awayGoals}`;
}
