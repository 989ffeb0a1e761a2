import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useT } from './language.ts';
import { dismissToast, toasts } from './toast.ts';

/**
 * The shell's confirmations (see toast.ts): at the bottom of the screen, so they are seen on a phone
 * whose header has scrolled away. The message sits in a polite live region that always exists, so
 * screen readers announce it; focus is never moved here, but its link and buttons follow the page in
 * the tab order and Escape closes it. It closes by itself after a while, not while pointed at or focused.
 */
export function Toaster() {
  const t = useT();
  const toast = useSyncExternalStore(toasts.subscribe, toasts.snapshot, toasts.snapshot);
  const box = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // The message is put into the live region after it is on screen, so it is announced even when the
  // region itself is new (a page change right after the confirmation).
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (!toast) return;
    const frame = requestAnimationFrame(() => setShown(toast.id));
    return () => cancelAnimationFrame(frame);
  }, [toast]);
  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  /** Closing with focus inside leaves it on the page's main content rather than on <body>. */
  const close = (id: number) => {
    const hadFocus = box.current?.contains(document.activeElement) ?? false;
    setPaused(false);
    dismissToast(id);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <div
        ref={box}
        className={toast ? 'toast' : undefined}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && toast) close(toast.id);
        }}
      >
        <p role="status" aria-live="polite" className="toast-message">
          {toast && shown === toast.id ? toast.message : ''}
        </p>
        {toast && (
          <div className="toast-actions">
            {toast.link && (
              <Link to={toast.link.to} className="toast-link" onClick={() => dismissToast(toast.id)}>
                {toast.link.label}
              </Link>
            )}
            {toast.action && (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  const run = toast.action!.run;
                  close(toast.id);
                  run();
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={() => close(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
