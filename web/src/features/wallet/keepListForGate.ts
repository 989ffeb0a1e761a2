import { useEffect } from 'react';
import { useLanguage } from '../../app/language.ts';
import { saveTickets, type SavedList, type SavedTicket } from '../../auth/offlineWallet.ts';
import { useKeepingSubject } from './keepForGate.ts';

/**
 * Keeps a list the page has just read with a network (upcoming day tickets, this season's season
 * tickets) on the device for the gate, and fetches the ticket page's code, so the service worker keeps
 * it too: the list and each ticket then open without a network. `tickets` is null for lists not kept.
 *
 * Apart from keepForGate.ts, which the ticket page's own code uses: the lists load the ticket page,
 * never the other way round.
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
