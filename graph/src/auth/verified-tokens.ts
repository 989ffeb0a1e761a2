import { LRUCache } from 'lru-cache';
import type { TokenVerifier, VerifiedToken } from './verifier.ts';

export interface VerifiedTokenCacheSettings {
  /** Tokens remembered at most; the least recently used go first. */
  maxEntries: number;
  /**
   * How long a verification is trusted at most, even when the token lives longer, so a key the provider
   * withdraws stops being accepted within this time.
   */
  maxAgeMs: number;
}

export const defaultVerifiedTokenCacheSettings: VerifiedTokenCacheSettings = { maxEntries: 5000, maxAgeMs: 60_000 };

/**
 * Remembers verified tokens by their exact text, so a person's requests in quick succession (a page and
 * its follow-ups, the web app polling) cost one signature check instead of one each: verifying an RS256
 * token with jose is the largest single CPU cost of a per-user request. An entry lives until the token
 * expires (its `exp`, without the verifier's clock tolerance) or `maxAgeMs`, whichever comes first.
 * Concurrent first requests with the same token share one verification. Refused tokens are not
 * remembered: they fail again at the verifier.
 */
export function cachedTokenVerifier(
  verify: TokenVerifier,
  settings: VerifiedTokenCacheSettings = defaultVerifiedTokenCacheSettings,
  now: () => number = Date.now,
): TokenVerifier {
  const verified = new LRUCache<string, Promise<VerifiedToken>>({
    max: settings.maxEntries,
    perf: { now },
    // Reads the clock on every lookup, so an expired token is never served from a cached time.
    ttlResolution: 0,
  });
  return (token) => {
    const known = verified.get(token);
    if (known) return known;
    const verification = verify(token);
    verified.set(token, verification, { ttl: settings.maxAgeMs });
    verification.then(
      (result) => {
        const untilExpiry = result.expiresAt * 1000 - now();
        // The entry may already have been evicted or replaced; only shorten the one this call put there.
        if (verified.peek(token) !== verification) return;
        if (untilExpiry <= 0) verified.delete(token);
        else if (untilExpiry < settings.maxAgeMs) verified.set(token, verification, { ttl: untilExpiry });
      },
      () => {
        if (verified.peek(token) === verification) verified.delete(token);
      },
    );
    return verification;
  };
}
