import { useEffect } from 'react';
import { useLanguage } from '../../app/language.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { saveTicketDetail, saveTickets, type SavedList, type SavedTicket } from './offlineWallet.ts';

/**
 * Whose tickets the device may keep right now: the signed-in person acting as themselves (their
 * subject), nobody while acting for an organisation (its contingent is not one person's gate pass).
 */
function useKeepingSubject(): string | null {
  const { user, actingFor } = useSessionState();
  return user && !actingFor ? user.profile.sub : null;
}

/** Whose kept tickets may be shown: the person signed in, or the one whose session waits for a network. */
export function useReadingSubject(): string | null {
  const { user, offlineSubject } = useSessionState();
  return user ? user.profile.sub : offlineSubject;
}

/**
 * Keeps a list the page has just read with a network (upcoming day tickets, this season's season
 * tickets) on the device for the gate, and fetches the ticket page's code, so the service worker keeps
 * it too: the list and each ticket then open without a network. `tickets` is null for lists not kept.
 */
export function useKeepForGate(list: SavedList, tickets: SavedTicket[] | null): void {
  const subject = useKeepingSubject();
  const language = useLanguage();
  useEffect(() => {
    if (!subject || !tickets) return;
    void saveTickets(subject, language, list, tickets);
    void import('./TicketPage.tsx').catch(() => undefined);
  }, [subject, language, list, tickets]);
}

/** Adds what a ticket's page read with a network (its terms and rules, its current barcode) to the kept copy. */
export function useKeepDetailForGate(
  ticketId: string | null,
  detail: Pick<SavedTicket, 'terms' | 'venueRules' | 'barcode'> | null,
): void {
  const subject = useKeepingSubject();
  const terms = detail?.terms;
  const venueRules = detail?.venueRules;
  const barcode = detail?.barcode;
  useEffect(() => {
    if (!subject || !ticketId || barcode === undefined) return;
    void saveTicketDetail(subject, ticketId, { terms, venueRules, barcode });
  }, [subject, ticketId, terms, venueRules, barcode]);
}
