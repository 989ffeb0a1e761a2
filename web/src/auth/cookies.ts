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

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 30): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
