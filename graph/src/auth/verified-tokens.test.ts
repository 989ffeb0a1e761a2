import { describe, expect, it, vi } from 'vitest';
import { cachedTokenVerifier } from './verified-tokens.ts';
import type { VerifiedToken } from './verifier.ts';

const NOW_MS = Date.UTC(2026, 10, 23, 9, 0, 0);

function verifierCounting(expiresInS: number) {
  const verify = vi.fn(async (token: string): Promise<VerifiedToken> => ({
    token,
    subject: `subject of ${token}`,
    expiresAt: NOW_MS / 1000 + expiresInS,
    scopes: new Set(['openid']),
  }));
  return verify;
}

describe('the verified-token cache', () => {
  it('verifies a token once for many requests, concurrent ones included', async () => {
    const verify = verifierCounting(3600);
    const cached = cachedTokenVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000 }, () => NOW_MS);
    const [a, b] = await Promise.all([cached('token-a'), cached('token-a')]);
    await cached('token-a');
    expect(a).toBe(b);
    expect(verify).toHaveBeenCalledTimes(1);
    await cached('token-b');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refused token', async () => {
    const verify = vi.fn(async (): Promise<VerifiedToken> => {
      throw new Error('bad signature');
    });
    const cached = cachedTokenVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000 }, () => NOW_MS);
    await expect(cached('forged')).rejects.toThrow('bad signature');
    await expect(cached('forged')).rejects.toThrow('bad signature');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets a token when it expires, even within the maximum age', async () => {
    vi.useFakeTimers({ now: NOW_MS, toFake: ['Date'] });
    try {
      const verify = verifierCounting(2);
      const cached = cachedTokenVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000 });
      await cached('short-lived');
      await cached('short-lived');
      expect(verify).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_500);
      await cached('short-lived');
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most maxEntries tokens', async () => {
    const verify = verifierCounting(3600);
    const cached = cachedTokenVerifier(verify, { maxEntries: 2, maxAgeMs: 60_000 }, () => NOW_MS);
    for (const token of ['one', 'two', 'three', 'one']) await cached(token);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
