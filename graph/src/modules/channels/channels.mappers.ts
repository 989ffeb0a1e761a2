import type { UpstreamChannel, UpstreamChannelDeployment } from '../../upstreams/channels/types.ts';

/**
 * A developer's channel as the registry answers it: from their list with its deployments; after registering or
 * revoking without them (the resolver reads them from the list then).
 */
export type DeveloperChannelModel = UpstreamChannel & { deployments?: UpstreamChannelDeployment[] };
