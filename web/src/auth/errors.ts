import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

export type AuthErrorKey = 'state' | 'nonce' | 'timeout' | 'popup' | 'configuration' | 'generic';

/**
 * oidc-client-ts throws plain Errors with English developer messages for everything its two error
 * classes do not cover (state, nonce, popup and configuration problems): those are told apart by their
 * message. Each line matches the library's current wording and the wording spec 1 section 8 names.
 */
const plainErrorKeys: [RegExp, AuthErrorKey][] = [
  [/State does not match|No matching state found in storage|No state in response/i, 'state'],
  [/Invalid nonce in id_token|nonce in id_token does not match/i, 'nonce'],
  [/Frame window timed out/i, 'timeout'],
  [/Popup window closed|Popup closed|Popup blocked/i, 'popup'],
  [/No (silent_|popup_)?redirect_uri configured|No authority or metadataUrl configured/i, 'configuration'],
];

/** The catalogue key (auth.errors.*) people see for an error of the sign-in library. */
export function authErrorKey(error: unknown): AuthErrorKey {
  // The library's own classes: a timeout (the silent-renew frame, the network) and the provider's error answer.
  if (error instanceof ErrorTimeout) return 'timeout';
  // The provider refused (its OAuth error code is for developers): the general message.
  if (error instanceof ErrorResponse) return 'generic';
  const message = error instanceof Error ? error.message : String(error);
  return plainErrorKeys.find(([pattern]) => pattern.test(message))?.[1] ?? 'generic';
}
