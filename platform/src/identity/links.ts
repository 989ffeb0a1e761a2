/**
 * The OpenID provider's own pages that mails link to (the confirmation of a registration, a password reset),
 * under its issuer, in the language of the mail: `lang` picks the page's language, whatever the browser says.
 */
export type ProviderLanguage = 'de' | 'en';

export const providerPaths = {
  confirmEmail: '/email/confirm',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
} as const;

export const providerLinks = {
  /** Confirms a new account's e-mail address (a button on the page does it, so a mail scanner's visit does not). */
  confirmEmail: (language: ProviderLanguage, token: string) =>
    `${providerPaths.confirmEmail}?lang=${language}&token=${encodeURIComponent(token)}`,
  /** Asks for a password reset link. */
  forgotPassword: (language: ProviderLanguage) => `${providerPaths.forgotPassword}?lang=${language}`,
  /** Sets a new password with a mailed link's secret. */
  resetPassword: (language: ProviderLanguage, token: string) =>
    `${providerPaths.resetPassword}?lang=${language}&token=${encodeURIComponent(token)}`,
};

/** A provider page as an absolute address under the issuer. */
export function providerUrl(issuer: string, path: string): string {
  return `${issuer.replace(/\/$/, '')}${path}`;
}

/** The portal's start page in a language (German at the root, English under /en). */
export function portalHome(portalOrigin: string, language: ProviderLanguage): string {
  const origin = portalOrigin.replace(/\/$/, '');
  return language === 'de' ? `${origin}/` : `${origin}/en`;
}
