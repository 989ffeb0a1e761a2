import { useEffect, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import type { Session, SessionState } from '../auth/session.ts';
import { SessionContext, useSessionState } from '../auth/SessionContext.tsx';
import { languageOfPath } from './language.ts';
import { createRelayEnvironment } from './RelayEnvironment.ts';
import { createRouter } from './router.tsx';

/**
 * The portal for whoever is using it: a new Relay store and router per person and organisation
 * acted for, so nothing of one person's data is ever shown to another.
 */
export function App({
  session,
  first,
  onRendered,
}: {
  session: Session;
  first?: PersonalPortal;
  /** After the first render has reached the screen (main.tsx then lets the page take taps). */
  onRendered?: () => void;
}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  useEffect(() => onRendered?.(), []);
  return (
    <SessionContext value={session}>
      <Portal session={session} first={first} />
    </SessionContext>
  );
}

/** A person's Relay store and router, for one identity (the person and the organisation they act for). */
export interface PersonalPortal {
  identity: string;
  environment: ReturnType<typeof createRelayEnvironment>;
  router: ReturnType<typeof createRouter>;
}

const identityOf = ({ user, actingFor }: SessionState) => `${user?.profile.sub ?? 'anonymous'}|${actingFor?.id ?? ''}`;

/** The store and router for whoever the session says is using the portal now. */
export function createPortal(session: Session): PersonalPortal {
  const environment = createRelayEnvironment({
    get accessToken() {
      return session.accessToken;
    },
    onUnauthorized: () => void session.signIn(languageOfPath(window.location.pathname)),
  });
  const state = session.snapshot;
  return {
    identity: identityOf(state),
    environment,
    router: createRouter({ environment, signedIn: Boolean(state.user) }),
  };
}

/** Resolves once the router has its first page's code and data (it starts loading them when created). */
export function whenRouterReady(router: PersonalPortal['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function Portal({ session, first }: { session: Session; first?: PersonalPortal }) {
  const state = useSessionState();
  const identity = identityOf(state);
  // The identity decides; token renewals of the same person keep the store. The first portal may come made
  // (main.tsx waits for its page before the app replaces a page the server rendered).
  const { environment, router } = useMemo(
    () => (first?.identity === identity ? first : createPortal(session)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity],
  );
  const { ready } = state;
  if (!ready) return null;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
