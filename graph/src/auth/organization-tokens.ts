import { log } from '../shared/log.ts';

export interface OrganizationTokenConfig {
  /** The provider's token endpoint ({authority}/connect/token). */
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** The scope the graph asks for: its configured scope plus the organisation-admin scope. */
  scope: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

const MAX_CACHED = 10_000;
/** A cached token is not used in its last seconds, so it cannot expire on the way to a service. */
const EXPIRY_MARGIN_SECONDS = 30;

/**
 * Trades a person's access token for one that acts for an organisation (RFC 8693), as a confidential
 * client. Tokens are cached per person and organisation until they expire; they never leave the graph.
 * A failed exchange is logged as "Impersonation Error" and the request continues as the person.
 */
export class OrganizationTokens {
  private readonly cache = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken | undefined>>();

  constructor(private readonly config: OrganizationTokenConfig) {}

  async tokenFor(
    person: { subject: string; token: string },
    organizationId: number,
    requestId: string,
  ): Promise<string | undefined> {
    const key = `${person.subject}:${organizationId}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_SECONDS > Date.now() / 1000) return cached.token;
    // Concurrent requests of one person share one exchange.
    let exchange = this.pending.get(key);
    if (!exchange) {
      exchange = this.exchange(person.token, organizationId, requestId).finally(() => this.pending.delete(key));
      this.pending.set(key, exchange);
    }
    const fresh = await exchange;
    if (!fresh) return undefined;
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, fresh);
    return fresh.token;
  }

  private async exchange(
    subjectToken: string,
    organizationId: number,
    requestId: string,
  ): Promise<CachedToken | undefined> {
    try {
      const response = await (this.config.fetch ?? fetch)(this.config.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': requestId },
        body: new URLSearchParams({
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          subject_token: subjectToken,
          scope: this.config.scope,
          organization_id: String(organizationId),
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as {
        access_token?: string;
        expires_in?: number;
        error?: string;
      };
      if (!response.ok || !body.access_token || typeof body.expires_in !== 'number') {
        log.warn('Impersonation Error', { requestId, organizationId, status: response.status, error: body.error });
        return undefined;
      }
      return { token: body.access_token, expiresAt: Date.now() / 1000 + body.expires_in };
    } catch (error) {
      log.warn('Impersonation Error', { requestId, organizationId, error: (error as Error).name });
      return undefined;
    }
  }
}
