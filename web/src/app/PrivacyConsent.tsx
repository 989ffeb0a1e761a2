import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { consent, recordPageView, SERVED_CONSENT_ID } from './analytics.ts';
import { useLanguage, useT } from './language.ts';

/**
 * A page view per route change (path only: search texts and ids in the query string stay on the device),
 * once the visitor has agreed; the page they agree on counts as viewed then.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const choice = useSyncExternalStore(consent.subscribe, consent.snapshot, () => null);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (choice !== 'granted' || recorded.current === pathname) return;
    if (recordPageView({ path: pathname, language })) recorded.current = pathname;
  }, [pathname, language, choice]);
  return null;
}

/**
 * Asks once for consent to analytics, at the bottom of the screen; the page stays usable meanwhile. When
 * the portal's server painted the question into the HTML, the app takes over its buttons and texts instead
 * of drawing it again: a second paint of the same text would count as the page's largest late paint.
 */
export function ConsentBanner() {
  const t = useT();
  // Undefined while the page is rendered on the server and while the app takes such a page over (hydration):
  // the portal serves the question itself, so neither draws one.
  const choice = useSyncExternalStore(consent.subscribe, consent.snapshot, () => undefined);
  const [served] = useState(() =>
    typeof document === 'undefined' ? null : document.getElementById(SERVED_CONSENT_ID),
  );
  useEffect(() => {
    if (!served) return;
    const [accept, decline] = served.querySelectorAll('button');
    const answer = (choice: 'granted' | 'denied') => () => consent.set(choice);
    const onAccept = answer('granted');
    const onDecline = answer('denied');
    accept?.addEventListener('click', onAccept);
    decline?.addEventListener('click', onDecline);
    return () => {
      accept?.removeEventListener('click', onAccept);
      decline?.removeEventListener('click', onDecline);
    };
  }, [served]);
  // The served question follows a language switch like the rest of the page.
  useEffect(() => {
    if (!served) return;
    const [accept, decline] = served.querySelectorAll('button');
    served.querySelector('h2')!.textContent = t('consent.title');
    served.querySelector('p')!.textContent = t('consent.text');
    if (accept) accept.textContent = t('consent.accept');
    if (decline) decline.textContent = t('consent.decline');
  }, [served, t]);
  // Once answered it goes; asked again from the footer, the app draws its own.
  useEffect(() => {
    if (choice != null) served?.remove();
  }, [choice, served]);
  if (choice !== null || served?.isConnected) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.text')}</p>
      <div className="consent-actions">
        <button type="button" onClick={() => consent.set('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className="secondary" onClick={() => consent.set('denied')}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice. */
export function PrivacySettingsButton() {
  const t = useT();
  return (
    <button type="button" className="link-button" onClick={() => consent.set(null)}>
      {t('consent.settings')}
    </button>
  );
}
