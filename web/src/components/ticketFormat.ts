import type { TFunction } from 'i18next';
import { CLUB_TIME_ZONE, localeOf } from '../app/language.ts';
import type { Language } from '../app/pages.ts';

/** A season by its first year, as fans write it: 2025 → "2025/26". */
export const seasonLabel = (season: number) => `${season}/${String(season + 1).slice(2)}`;

/** What a ticket admits to: the match ("SC Südstadt 1899 – FC Beispiel") or the season ticket's season. */
export function ticketTitle(
  ticket: { readonly event?: { readonly name: string } | null; readonly season?: number | null },
  t: TFunction,
): string {
  if (ticket.event) return ticket.event.name;
  return ticket.season == null
    ? t('tickets.seasonTicket')
    : t('tickets.seasonOf', { season: seasonLabel(ticket.season) });
}

/**
 * When the match kicks off, as the language writes it ("21.11.2026, 15:30"), in the club's time zone;
 * a match whose kick-off time is not fixed yet has its date and says so.
 */
export function kickoffText(
  event: { readonly kickoff?: string | null; readonly kickoffDate: string },
  language: Language,
  t: TFunction,
): string {
  if (event.kickoff)
    return new Intl.DateTimeFormat(localeOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: CLUB_TIME_ZONE,
    }).format(new Date(event.kickoff));
  const date = new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(event.kickoffDate));
  return t('tickets.kickoffOpen', { date });
}

/** A moment as "21.11.2026, 15:30" (transfers, the time tickets were kept). */
export function dateTimeText(dateTime: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(dateTime));
}

/** Where in the stadium: "Block C, Reihe 12, Platz 7"; a standing block has neither row nor seat. */
export function placeText(
  ticket: { readonly block: string; readonly row?: string | null; readonly seat?: string | null },
  t: TFunction,
): string {
  return [
    t('tickets.blockValue', { block: ticket.block }),
    ticket.row && t('tickets.rowValue', { row: ticket.row }),
    ticket.seat && t('tickets.seatValue', { seat: ticket.seat }),
  ]
    .filter(Boolean)
    .join(', ');
}
