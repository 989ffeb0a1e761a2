/** oidc-client-ts speaks in English developer messages; people get these catalogue keys instead. */
const messageKeys: [RegExp, AuthErrorKey][] = [
  [/State does not match|No matching state found in storage/i, 'state'],
  [/Invalid nonce in id_token/i, 'nonce'],
  [/Frame window timed out|timed? ?out/i, 'timeout'],
  [/Popup window closed/i, 'popup'],
  [/No (silent_)?redirect_uri configured/i, 'configuration'],
];

export type AuthErrorKey = 'state' | 'nonce' | 'timeout' | 'popup' | 'configuration' | 'generic';

export function authErrorKey(error: unknown): AuthErrorKey {
  const message = error instanceof Error ? error.message : String(error);
  return messageKeys.find(([pattern]) => pattern.test(message))?.[1] ?? 'generic';
}
