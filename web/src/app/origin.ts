import { createContext, useContext } from 'react';

/** The portal's origin as the server rendering names it (entry-server.tsx); the browser knows its own. */
export const OriginContext = createContext<string | null>(null);

/** The origin that absolute addresses (canonical links, structured data) start with. */
export function useOrigin(): string {
  return useContext(OriginContext) ?? window.location.origin;
}
