import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/** The portal's sign-in cookies (spec 1 section 3), all on path / and shared across the club's pages. */
export const COOKIES = {
  urlBeforeSignIn: 'UrlBeforeSignIn',
  urlBeforeSignOut: 'UrlBeforeSignOut',
  loginDateTime: 'LoginDateTime',
  loginTimezone: 'LoginTimezone',
  organizationId: 'ImpersonationOrganizationId',
  organizationName: 'ImpersonationName',
  organizationType: 'ImpersonationType',
} as const;

/** Every cookie of the portal's: on path /, SameSite=Lax, Secure over https. */
const attributes = (): Omit<SetCookie, 'name' | 'value'> => ({
  path: '/',
  sameSite: 'lax',
  secure: window.location.protocol === 'https:',
});

export function readCookie(name: string): string | undefined {
  // The portal's server rendering (entry-server.tsx) renders for anonymous visitors: no cookies there.
  if (typeof document === 'undefined') return undefined;
  return parseCookie(document.cookie)[name];
}

/** Values are percent-encoded as a whole (encodeURIComponent), as the graph and the portal decode them. */
export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 30): void {
  document.cookie = stringifySetCookie(
    { name, value, maxAge: maxAgeSeconds, ...attributes() },
    { encode: encodeURIComponent },
  );
}

export function deleteCookie(name: string): void {
  document.cookie = stringifySetCookie({ name, value: '', maxAge: 0, ...attributes() });
}
