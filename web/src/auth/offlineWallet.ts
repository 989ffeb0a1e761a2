/**
 * The fan's upcoming tickets kept on the device for the gate, where the stadium's network often fails:
 * the day tickets of matches to come and this season's season tickets, each with its barcode, saved
 * when the tickets page loads with a network and read when it cannot (docs/web-delivery.md, "Offline:
 * tickets at the gate").
 *
 * - One IndexedDB database, `club-wallet`, with one record per signed-in subject (the ID token's `sub`)
 *   and never more than one: saving one person's tickets removes anyone else's.
 * - A record is read only by its subject: the person signed in, or, while their session cannot be
 *   restored for want of a network, the person the session says was signed in on this device.
 * - Signing out, and a session that ended (a failed restore or renewal with a network), delete it
 *   (session.ts), so the next person using the phone finds nothing.
 *
 * It belongs to the session (auth/), which decides whose it is and when it goes; the tickets feature
 * writes and reads it (features/wallet/keepForGate.ts, keepListForGate.ts, OfflineTickets.tsx).
 *
 * Plain IndexedDB, no library: this module is part of the app's entry (the session clears it), so it
 * stays small. Every function settles, also where IndexedDB is missing or refused (private modes):
 * offline tickets are a convenience, never a reason for a page to fail.
 */

/** A ticket as kept for the gate: what its card and its page show, barcode included. */
export interface SavedTicket {
  /** The graph's global id: the ticket page's address. */
  id: string;
  internalId: number;
  serialNumber: string;
  kind: 'DAY_TICKET' | 'SEASON_TICKET';
  event: {
    name: string;
    competition: string;
    kickoff: string | null;
    kickoffDate: string;
  } | null;
  season: number | null;
  block: string;
  row: string | null;
  seat: string | null;
  media: 'MOBILE_TICKET' | 'PRINT_AT_HOME' | 'HARD_TICKET' | 'CARD';
  pricingClass: string;
  price: { amount: string; currencyCode: string };
  venue: { name: string; street: string | null; postalCode: string | null; city: string | null };
  orderNumber: string | null;
  barcode: string;
  /** Kept once the ticket's own page was read with a network. */
  terms?: string | null;
  venueRules?: string | null;
}

/** Which of the kept lists: day tickets of matches to come, or this season's season tickets. */
export type SavedList = 'day' | 'season';

export interface SavedWallet {
  subject: string;
  /** The language the texts (pricing class, terms) were read in. */
  language: string;
  day?: { savedAt: string; tickets: SavedTicket[] };
  season?: { savedAt: string; tickets: SavedTicket[] };
}

const DATABASE = 'club-wallet';
const STORE = 'wallets';

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE, 1);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'subject' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs `work` in one transaction and settles when it is committed (or failed: then with `fallback`). */
async function transaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
  fallback: T,
): Promise<T> {
  const database = await open();
  if (!database) return fallback;
  return new Promise<T>((resolve) => {
    let result = fallback;
    try {
      const tx = database.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      if (request) request.onsuccess = () => (result = request.result ?? fallback);
      tx.oncomplete = () => resolve(result);
      tx.onerror = () => resolve(fallback);
      tx.onabort = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  }).finally(() => database.close());
}

/** The tickets kept for this subject; null when there are none (or none can be kept here). */
export function readSavedWallet(subject: string): Promise<SavedWallet | null> {
  return transaction<SavedWallet | null>('readonly', (store) => store.get(subject), null);
}

/**
 * Keeps one list of the subject's tickets, replacing the list saved before; the other list stays.
 * Anyone else's record goes: a device keeps one person's tickets.
 */
export async function saveTickets(
  subject: string,
  language: string,
  list: SavedList,
  tickets: SavedTicket[],
): Promise<void> {
  const before = await readSavedWallet(subject);
  const wallet: SavedWallet = { ...before, subject, language, [list]: { savedAt: new Date().toISOString(), tickets } };
  // Terms and rules read on a ticket's page stay with the ticket.
  const kept = new Map((before?.[list]?.tickets ?? []).map((ticket) => [ticket.id, ticket]));
  wallet[list]!.tickets = tickets.map((ticket) => {
    const old = kept.get(ticket.id);
    return old && ticket.terms === undefined ? { ...ticket, terms: old.terms, venueRules: old.venueRules } : ticket;
  });
  await transaction(
    'readwrite',
    (store) => {
      store.clear();
      store.put(wallet);
    },
    undefined,
  );
}

/** Adds what a ticket's page read (terms and venue rules) to a ticket that is kept; others are left out. */
export async function saveTicketDetail(
  subject: string,
  ticketId: string,
  detail: Pick<SavedTicket, 'terms' | 'venueRules' | 'barcode'>,
): Promise<void> {
  const wallet = await readSavedWallet(subject);
  if (!wallet) return;
  let changed = false;
  for (const list of ['day', 'season'] as const) {
    const saved = wallet[list];
    if (!saved) continue;
    saved.tickets = saved.tickets.map((ticket) => {
      if (ticket.id !== ticketId) return ticket;
      changed = true;
      return { ...ticket, ...detail };
    });
  }
  if (changed) await transaction('readwrite', (store) => void store.put(wallet), undefined);
}

/** One kept ticket by its id, from either list. */
export async function readSavedTicket(
  subject: string,
  ticketId: string,
): Promise<{ ticket: SavedTicket; savedAt: string } | null> {
  const wallet = await readSavedWallet(subject);
  for (const list of ['day', 'season'] as const) {
    const ticket = wallet?.[list]?.tickets.find((candidate) => candidate.id === ticketId);
    if (ticket) return { ticket, savedAt: wallet![list]!.savedAt };
  }
  return null;
}

/** Removes every kept ticket from the device (sign-out, a session that ended). */
export function clearOfflineWallet(): Promise<void> {
  return transaction('readwrite', (store) => void store.clear(), undefined);
}
