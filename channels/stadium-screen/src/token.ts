/**
 * The channel's access token (client credentials grant), kept until shortly before it expires and fetched once
 * however many reads want it at the same moment.
 *
 * Not `channelAccessToken` of @club/graph: that helper returns the token without its lifetime, which the cache
 * needs, and importing @club/graph loads the whole graph server (Yoga, its Redis client, some 2.5 s) into this
 * small process. The request is the same: POST {issuer}/connect/token, HTTP Basic, scope graph.
 */
import { failureName } from './log.ts';

export interface TokenOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Deadline of the token request. */
  timeoutMs: number;
  now?: () => number;
}

/** The provider refused or could not be reached; `status` 0 when no answer came. Never holds the secret. */
export class TokenError extends Error {
  override name = 'TokenError';
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`no channel token (${status || 'no answer'}${code ? ` ${code}` : ''})`);
  }
}

/** Lifetime assumed when the provider names none: shorter than the provider's 15 minutes. */
const DEFAULT_LIFETIME_S = 300;

export class ChannelToken {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: TokenOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A token valid for a while yet: the cached one, or a new one. */
  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.token);
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** Drops a token the graph refused (expired early, revoked): the next read asks the provider again. */
  forget(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private async fetchToken(): Promise<string> {
    const { issuer, clientId, clientSecret, timeoutMs } = this.options;
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL('/connect/token', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'graph' }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TokenError(0, failureName(error));
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string' || !body.access_token)
      throw new TokenError(response.status, typeof body.error === 'string' ? body.error.slice(0, 60) : '');
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_LIFETIME_S) * 1000;
    // Renewed a minute before it expires (a fifth of its life when that is shorter), so no read carries a
    // token that expires on its way to the graph.
    this.current = { token: body.access_token, renewAt: this.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 5) };
    return body.access_token;
  }
}
