import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { GraphRequestError } from './RelayEnvironment.ts';
import { ShellFrame } from './Shell.tsx';
import { useT } from './language.ts';

/** A page's code (a route chunk) that could not be fetched: the browser's words for it differ. */
const chunkLoadFailure = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** Whether the page failed for want of a network rather than because the server failed. */
export function isOfflineError(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (error instanceof GraphRequestError) return error.unreachable;
  return error instanceof Error && chunkLoadFailure.test(error.message);
}

/**
 * The error page of every route, inside the shell so the visitor can navigate on. Without a network
 * it is an offline state whose retry tries the page again in place (no reload, which would lose the
 * shell to the browser's own offline page); otherwise it is the 500 page.
 */
export function ServerErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <ShellFrame alternates={null}>
      <main id="main" tabIndex={-1} className="message-page">
        {isOfflineError(error) ? <OfflineMessage error={error} /> : <ServerErrorMessage />}
      </main>
    </ShellFrame>
  );
}

function OfflineMessage({ error }: { error: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [stillOffline, setStillOffline] = useState(false);
  const retry = () => {
    if (!navigator.onLine) return setStillOffline(true);
    setStillOffline(false);
    // Code that never arrived is fetched by a fresh load. Missing data by visiting the same address
    // again: its loader starts the query anew, and the new location clears this error.
    if (!(error instanceof GraphRequestError)) return window.location.reload();
    void navigate(location, { replace: true });
  };
  return (
    <>
      <title>{`${t('error.offlineTitle')} | ${t('shell.brand')}`}</title>
      <h1>{t('error.offlineTitle')}</h1>
      <p>{t('error.offlineText')}</p>
      <button type="button" onClick={retry}>
        {t('error.retry')}
      </button>
      <p role="status">{stillOffline ? t('error.stillOffline') : ''}</p>
    </>
  );
}

function ServerErrorMessage() {
  const t = useT();
  return (
    <>
      <title>{`${t('error.serverErrorTitle')} | ${t('shell.brand')}`}</title>
      <h1>{t('error.serverErrorTitle')}</h1>
      <p>{t('error.serverErrorText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </>
  );
}
