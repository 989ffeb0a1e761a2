import { useRouteError } from 'react-router';
import { ShellFrame } from './Shell.tsx';
import { useT } from './language.ts';

/** The 500 page: the whole screen failed (the graph is unreachable or answered no data). */
export function ServerErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <ShellFrame alternatePath={null}>
      <main id="main" tabIndex={-1} className="message-page">
        <h1>{t('error.serverErrorTitle')}</h1>
        <p>{t('error.serverErrorText')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </button>
      </main>
    </ShellFrame>
  );
}
