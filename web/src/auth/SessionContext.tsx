import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session, SessionState } from './session.ts';

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionContext');
  return session;
}

/** The session's state; on the server (entry-server.tsx) and while the app takes its page over, the same. */
export function useSessionState(): SessionState {
  const session = useSession();
  const snapshot = () => session.snapshot;
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}
