/** The screen's texts in German (primary) and English, and dates and times as each language writes them. */
export type ScreenLanguage = 'de' | 'en';

export const labels = {
  de: {
    title: 'Stadionanzeige',
    club: 'SC Südstadt 1899',
    nextMatch: 'Nächstes Spiel',
    live: 'Live',
    halfTime: 'Halbzeit',
    break: 'Pause',
    fullTime: 'Abpfiff',
    afterExtraTime: 'n. V.',
    afterPenalties: 'i. E.',
    penalties: 'Elfmeterschießen',
    latestEvents: 'Letzte Ereignisse',
    noEvents: 'Noch keine Ereignisse.',
    kickoff: 'Anstoß',
    kickoffOpen: 'Anstoßzeit folgt',
    matchday: (round: number) => `${round}. Spieltag`,
    noMatch: 'Derzeit ist kein Spiel angesetzt.',
    standings: 'Tabelle',
    columns: {
      rank: 'Pl.',
      team: 'Mannschaft',
      played: 'Sp.',
      won: 'S',
      drawn: 'U',
      lost: 'N',
      goals: 'Tore',
      difference: 'Diff.',
      points: 'Pkt.',
    },
    updated: 'Stand',
    oClock: 'Uhr',
    stale: 'Verbindung unterbrochen – die Anzeige wird erneuert, sobald sie wieder besteht.',
    notices: {
      matches: 'Die Spiele können gerade nicht geladen werden.',
      ticker: 'Der Liveticker kann gerade nicht geladen werden.',
      standings: 'Die Tabelle kann gerade nicht geladen werden.',
      throttled: 'Gleich wieder da.',
    },
    events: {
      GOAL: 'Tor',
      YELLOW_CARD: 'Gelbe Karte',
      YELLOW_RED_CARD: 'Gelb-Rot',
      RED_CARD: 'Rote Karte',
      SUBSTITUTION: 'Wechsel',
      VAR: 'Videobeweis',
      PENALTY_SHOT: 'Elfmeter',
      KICKOFF: 'Anpfiff',
      KICKOFF_SECOND_HALF: 'Anpfiff 2. Halbzeit',
      WHISTLE_FIRST_HALF: 'Halbzeitpfiff',
      FINAL_WHISTLE: 'Abpfiff',
    } as Record<string, string>,
  },
  en: {
    title: 'Stadium screen',
    club: 'SC Südstadt 1899',
    nextMatch: 'Next match',
    live: 'Live',
    halfTime: 'Half time',
    break: 'Break',
    fullTime: 'Full time',
    afterExtraTime: 'a.e.t.',
    afterPenalties: 'pens',
    penalties: 'Penalty shoot-out',
    latestEvents: 'Latest events',
    noEvents: 'No events yet.',
    kickoff: 'Kick-off',
    kickoffOpen: 'Kick-off time to be confirmed',
    matchday: (round: number) => `Matchday ${round}`,
    noMatch: 'No match scheduled at the moment.',
    standings: 'Table',
    columns: {
      rank: 'Pos',
      team: 'Team',
      played: 'P',
      won: 'W',
      drawn: 'D',
      lost: 'L',
      goals: 'Goals',
      difference: 'GD',
      points: 'Pts',
    },
    updated: 'Updated',
    oClock: '',
    stale: 'Connection lost – the screen updates as soon as it is back.',
    notices: {
      matches: 'The matches cannot be loaded right now.',
      ticker: 'The live ticker cannot be loaded right now.',
      standings: 'The table cannot be loaded right now.',
      throttled: 'Back in a moment.',
    },
    events: {
      GOAL: 'Goal',
      YELLOW_CARD: 'Yellow card',
      YELLOW_RED_CARD: 'Second yellow',
      RED_CARD: 'Red card',
      SUBSTITUTION: 'Substitution',
      VAR: 'VAR',
      PENALTY_SHOT: 'Penalty',
      KICKOFF: 'Kick-off',
      KICKOFF_SECOND_HALF: 'Second half under way',
      WHISTLE_FIRST_HALF: 'Half-time whistle',
      FINAL_WHISTLE: 'Final whistle',
    } as Record<string, string>,
  },
} satisfies Record<ScreenLanguage, unknown>;

export type Labels = (typeof labels)[ScreenLanguage];

const TIME_ZONE = 'Europe/Berlin';
const locales: Record<ScreenLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/** "Sa., 21.11.2026, 19:30 Uhr" / "Sat, 21 Nov 2026, 19:30", in Südstadt's time. */
export function kickoffText(language: ScreenLanguage, kickoff: string): string {
  const text = new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: language === 'de' ? '2-digit' : 'numeric',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(kickoff));
  return labels[language].oClock ? `${text} ${labels[language].oClock}` : text;
}

/** A day without a time (kick-off still to be determined): "Sa., 21.11.2026" / "Sat, 21 Nov 2026". */
export function dayText(language: ScreenLanguage, date: string): string {
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: language === 'de' ? '2-digit' : 'numeric',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The time of day in Südstadt: "19:42". */
export function clockText(language: ScreenLanguage, at: Date): string {
  return new Intl.DateTimeFormat(locales[language], { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(
    at,
  );
}
