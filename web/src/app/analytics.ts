/**
 * Page views for the club's analytics (Google Tag Manager reads `window.dataLayer`), only with the visitor's
 * consent: before they have agreed nothing is pushed, and a refusal is kept. The choice lives in
 * localStorage, so it holds on this device until the visitor changes it (footer: privacy settings).
 */
export type Consent = 'granted' | 'denied';

const STORAGE_KEY = 'club.analyticsConsent';
const listeners = new Set<() => void>();

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function stored(): Consent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null; // storage blocked (private mode): ask again, push nothing
  }
}

export const consent = {
  /** The visitor's choice, or null while they have not made one. */
  snapshot: (): Consent | null => stored(),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Records the visitor's choice; null asks again (the privacy settings). */
  set(choice: Consent | null) {
    try {
      if (choice === null) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // Without storage the choice holds for this page only.
    }
    for (const listener of listeners) listener();
  },
};

/** What a page view tells analytics: where, in which language; never who (no ids, no query text). */
export interface PageView {
  path: string;
  language: string;
}

/** Pushes a page view to the data layer if, and only if, the visitor has agreed. */
export function recordPageView(view: PageView): boolean {
  if (consent.snapshot() !== 'granted') return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: view.path, page_language: view.language });
  return true;
}
