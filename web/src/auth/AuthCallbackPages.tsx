import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShellFrame } from '../app/Shell.tsx';
import { languageOfPath, paths, useLanguage, useT } from '../app/language.ts';
import { showToast } from '../app/toast.ts';
import { i18next } from '../i18n/index.ts';
import { authErrorKey, type AuthErrorKey } from './errors.ts';
import { useSession } from './SessionContext.tsx';
import { markSignedIn } from './signInConfirmation.ts';

/**
 * The callbacks run once per URL even when React renders them twice (StrictMode) or the app rebuilds
 * its router for the newly signed-in person: the library's state entry is consumed by the first call.
 */
const started = new Map<string, Promise<string>>();
function once(key: string, work: () => Promise<string>): Promise<string> {
  let promise = started.get(key);
  if (!promise) started.set(key, (promise = work()));
  return promise;
}

function useCallbackOutcome(kind: 'sign-in' | 'sign-out'): AuthErrorKey | null {
  const session = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorKey | null>(null);
  // The router's own location, not the window's: the router rebuilt for the signed-in person loads
  // this page's code lazily, and by then the first router may already have left the callback address.
  const { pathname, search } = useLocation();
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search}`;
    // Each is confirmed on the page returned to: sign-in by the user menu (it knows the name).
    once(`${kind}:${search}`, () =>
      kind === 'sign-in'
        ? session.completeSignIn(url).then((returnTo) => (markSignedIn(), returnTo))
        : session.completeSignOut(url).then((returnTo) => {
            showToast({ message: i18next.t('auth.signedOut', { lng: languageOfPath(returnTo) }) });
            return returnTo;
          }),
    ).then(
      (returnTo) => navigate(returnTo, { replace: true }),
      (reason: unknown) => setError(authErrorKey(reason)),
    );
  }, [kind, pathname, search, session, navigate]);
  return error;
}

/** /sso/callback: finishes sign-in and returns to the page the person came from. */
export function SignInCallbackPage() {
  const error = useCallbackOutcome('sign-in');
  return <CallbackView error={error} working="auth.signingIn" />;
}

/** /sso/callback-logout: finishes sign-out and returns to the page the person left. */
export function SignOutCallbackPage() {
  const error = useCallbackOutcome('sign-out');
  return <CallbackView error={error} working="auth.signingOut" />;
}

function CallbackView({
  error,
  working,
}: {
  error: AuthErrorKey | null;
  working: 'auth.signingIn' | 'auth.signingOut';
}) {
  const t = useT();
  const session = useSession();
  const language = useLanguage();
  return (
    <ShellFrame alternates={null}>
      <main id="main" tabIndex={-1} className="message-page">
        <title>{`${t(error ? 'auth.errorTitle' : working)} | ${t('shell.brand')}`}</title>
        {error ? (
          <>
            <h1>{t('auth.errorTitle')}</h1>
            <p role="alert">{t(`auth.errors.${error}`)}</p>
            <p className="actions">
              <button type="button" onClick={() => void session.signIn(language, paths.home(language))}>
                {t('auth.signInAgain')}
              </button>
              <Link to={paths.home(language)}>{t('error.backToShop')}</Link>
            </p>
          </>
        ) : (
          <p role="status">{t(working)}</p>
        )}
      </main>
    </ShellFrame>
  );
}
