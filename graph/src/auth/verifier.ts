import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** Asymmetric algorithms only: RS, PS and ES at 256, 384 and 512 bits (spec 1 section 5). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];
export const CLOCK_TOLERANCE_SECONDS = 300;
/**
 * The oldest token accepted, whatever its expiry says: the provider issues access tokens for 15 minutes
 * and clients renew them, so a token issued over an hour ago is forged or leaked. Issued in the future
 * (beyond the clock tolerance) is refused as well.
 */
export const MAX_TOKEN_AGE_SECONDS = 3600;

export interface VerifiedToken {
  token: string;
  subject: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  scopes: ReadonlySet<string>;
  /** The OAuth client the token was issued to (a person's: the channel's public client, e.g. club-web). */
  clientId?: string;
}

export interface TokenVerifierConfig {
  issuer: string;
  audience: string;
  /** Deadline of a key-set download. */
  timeoutMs: number;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/**
 * Verifies bearer tokens against the provider's published keys. The key set is found through the
 * provider's discovery document, cached, and fetched again (rate-limited by jose) when a token names
 * a key id it does not know.
 */
export function createTokenVerifier(config: TokenVerifierConfig): TokenVerifier {
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const keys = () =>
    (keySet ??= discoverJwksUri(config).then((uri) =>
      createRemoteJWKSet(new URL(uri), {
        timeoutDuration: config.timeoutMs,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      }),
    )).catch((error: unknown) => {
      keySet = undefined; // try discovery again on the next request
      throw error;
    });
  return async (token) => {
    const { payload } = await jwtVerify(token, await keys(), {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ACCEPTED_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return toVerified(token, payload);
  };
}

function toVerified(token: string, payload: JWTPayload): VerifiedToken {
  if (!payload.sub || typeof payload.exp !== 'number') throw new Error('token without subject or expiry');
  return {
    token,
    subject: payload.sub,
    expiresAt: payload.exp,
    ...(typeof payload.client_id === 'string' ? { clientId: payload.client_id } : {}),
    scopes: new Set(
      String(payload.scope ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  };
}

async function discoverJwksUri(config: TokenVerifierConfig): Promise<string> {
  const response = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error('discovery without jwks_uri');
  return jwksUri;
}
