import { deleteCookie, readCookie, writeCookie } from '../auth/cookies.ts';

/**
 * Page views for the club's analytics (Google Tag Manager reads `window.dataLayer`), only with the visitor's
 * consent: before they have agreed nothing is pushed, and a refusal is kept. The choice lives in a cookie
 * for a year, so it holds on this device until the visitor changes it (footer: privacy settings), and the
 * portal's server knows whether to put the question into the page's HTML (it then paints with the page).
 */
export type Consent = 'granted' | 'denied';

export const CONSENT_COOKIE = 'AnalyticsConsent';
/** The id of the question the portal's server paints into the HTML (scripts/portal-pages.ts). */
export const SERVED_CONSENT_ID = 'served-consent';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const listeners = new Set<() => void>();

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function stored(): Consent | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : null;
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
    if (choice === null) deleteCookie(CONSENT_COOKIE);
    else writeCookie(CONSENT_COOKIE, choice, ONE_YEAR_SECONDS);
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
