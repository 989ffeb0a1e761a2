import { useEffect } from 'react';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { saveTicketDetail, type SavedTicket } from '../../auth/offlineWallet.ts';

/**
 * Whose tickets the device may keep right now: the signed-in person acting as themselves (their
 * subject), nobody while acting for an organisation (its contingent is not one person's gate pass).
 */
export function useKeepingSubject(): string | null {
  const { user, actingFor } = useSessionState();
  return user && !actingFor ? user.profile.sub : null;
}

/** Whose kept tickets may be shown: the person signed in, or the one whose session waits for a network. */
export function useReadingSubject(): string | null {
  const { user, offlineSubject } = useSessionState();
  return user ? user.profile.sub : offlineSubject;
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
