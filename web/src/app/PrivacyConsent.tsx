import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { consent, recordPageView } from './analytics.ts';
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

/** Asks once for consent to analytics, at the bottom of the screen; the page stays usable meanwhile. */
export function ConsentBanner() {
  const t = useT();
  const choice = useSyncExternalStore(consent.subscribe, consent.snapshot, () => null);
  if (choice !== null) return null;
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
