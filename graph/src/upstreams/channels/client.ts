import { UpstreamClient, type RequestScope } from '../http.ts';
import type {
  UpstreamChannel,
  UpstreamChannelRegistration,
  UpstreamChannelRegistrationInput,
  UpstreamDeveloperChannel,
} from './types.ts';

/**
 * A developer's own channels at the registry (docs/channels.md): list, register, revoke. Every call carries the
 * person's own token (never an organisation's) and the service's deadline; only the list is a GET and so retried.
 * Refusals arrive as `UpstreamError` with the registry's problem+json (400 a bad name, 404 a channel that is
 * not theirs or does not exist, 409 `reason: CHANNEL_NAME_TAKEN`).
 */
export class ChannelService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'channels', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** The signed-in developer's channels with their deployments, oldest channel first. */
  async channels(scope: RequestScope): Promise<UpstreamDeveloperChannel[]> {
    const answer = await this.http.get<{ channels: UpstreamDeveloperChannel[] }>(scope, '/channels/v1/self/channels');
    return answer.channels;
  }

  /** Registers a channel the developer owns; the answer holds its client secret, once. */
  register(scope: RequestScope, input: UpstreamChannelRegistrationInput): Promise<UpstreamChannelRegistration> {
    return this.http.call(scope, 'POST', '/channels/v1/self/channels', {
      body: { name: input.name, displayName: input.displayName },
    });
  }

  /** Revokes one of the developer's channels (a revoked one answers as it is: revoking is idempotent). */
  revoke(scope: RequestScope, name: string): Promise<UpstreamChannel> {
    return this.http.call(scope, 'POST', `/channels/v1/self/channels/${encodeURIComponent(name)}/revocation`);
  }
}
