import { useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import type { Session } from '../auth/session.ts';
import { SessionContext, useSessionState } from '../auth/SessionContext.tsx';
import { languageOfPath } from './language.ts';
import { createRelayEnvironment } from './RelayEnvironment.ts';
import { createRouter } from './router.tsx';

/**
 * The portal for whoever is using it: a new Relay store and router per person and organisation
 * acted for, so nothing of one person's data is ever shown to another.
 */
export function App({ session }: { session: Session }) {
  return (
    <SessionContext value={session}>
      <Portal session={session} />
    </SessionContext>
  );
}

function Portal({ session }: { session: Session }) {
  const { ready, user, actingFor } = useSessionState();
  const identity = `${user?.profile.sub ?? 'anonymous'}|${actingFor?.id ?? ''}`;
  const { environment, router } = useMemo(() => {
    const environment = createRelayEnvironment({
      get accessToken() {
        return session.accessToken;
      },
      onUnauthorized: () => void session.signIn(languageOfPath(window.location.pathname)),
    });
    return { environment, router: createRouter({ environment, signedIn: Boolean(user) }) };
    // The identity decides; token renewals of the same person keep the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity]);
  if (!ready) return null;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
