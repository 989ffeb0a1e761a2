import type { RequestScope } from '../http.ts';
import { lazyLoaders, onceLoader } from '../request-loaders.ts';
import type { ChannelService } from './client.ts';

export type ChannelLoaders = ReturnType<typeof createChannelLoaders>;

interface ChannelDeps {
  channels: ChannelService;
  /** The person's own token: a developer's channels are theirs, also while they act for an organisation. */
  scope: RequestScope;
}

/** The registry's loaders of one request: the developer's channels, asked once however often they are read. */
export const createChannelLoaders = lazyLoaders({
  own: ({ channels, scope }: ChannelDeps) => onceLoader(() => channels.channels(scope)),
});
