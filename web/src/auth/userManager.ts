import { InMemoryWebStorage, UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

export interface RuntimeConfig {
  authority: string;
  clientId: string;
}

/** Scopes of the club's services (spec 1 section 7) plus offline access for refresh tokens. */
export const SCOPE = 'openid profile email offline_access shop checkout account contact cms wallet';

/** Where the portal's sign-in lives, read at run time (the provider differs per environment). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * The settings of spec 1 sections 7 and 9 (stale state 900 s, expiring notification 60 s, silent request
 * timeout 10 s, session check 2 s, popup 500×500). Tokens live in memory only; after a reload they are
 * restored by silent renewal against the provider's session.
 */
export function userManagerSettings(config: RuntimeConfig): UserManagerSettings {
  const origin = window.location.origin;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/sso/callback`,
    silent_redirect_uri: `${origin}/sso/callback-silent`,
    post_logout_redirect_uri: `${origin}/sso/callback-logout`,
    response_type: 'code',
    response_mode: 'query',
    scope: SCOPE,
    acr_values: 'Level3',
    loadUserInfo: false,
    // Tokens are revoked at sign-out by Session.signOut: the library insists on a JSON answer, while
    // RFC 7009 (and the provider) answer an empty 200.
    revokeTokensOnSignout: false,
    automaticSilentRenew: true,
    staleStateAgeInSeconds: 900,
    // The 300 s clock skew of spec 1 section 9 is applied where tokens are verified (graph and services):
    // oidc-client-ts 3 takes the ID token from the token endpoint and checks no times itself.
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRequestTimeoutInSeconds: 10,
    checkSessionIntervalInSeconds: 2,
    popupWindowFeatures: { width: 500, height: 500 },
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
}

export const createUserManager = (config: RuntimeConfig) => new UserManager(userManagerSettings(config));
