import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { isPlainText } from '../../shared/input.ts';
import { toGlobalId } from '../../shared/relay.ts';
import { CHANNEL_REFUSAL_REASONS, type UpstreamDeveloperChannel } from '../../upstreams/channels/types.ts';
import { errorUnion, typedError, typedRefusal } from '../base/typed-errors.ts';
import type { DeveloperChannelModel } from './channels.mappers.ts';

/** A channel's name as the registry takes it (platform/src/channels/registry.ts): checked here before any call. */
export const CHANNEL_NAME = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;
const MAX_DISPLAY_NAME = 80;

/** What each mutation's result union holds, so a refusal the union lacks is thrown, never answered as one. */
const refusalsOf = {
  register: errorUnion('ChannelNameTakenError', 'InvalidInputError'),
  revoke: errorUnion('NotFoundError'),
};

/** The developer's own channels, asked once per request (null for anyone not signed in). */
async function ownChannels(context: GraphContext): Promise<UpstreamDeveloperChannel[] | null> {
  if (context.viewer.kind !== 'person') return null;
  return context.loaders.channels.own.load('self');
}

/** The node types of this module for `Query.node`: a channel only through its developer's own list. */
export const channelNodeLoaders = {
  async DeveloperChannel(internalId: string, context: GraphContext) {
    if (!CHANNEL_NAME.test(internalId)) return null;
    const channel = (await ownChannels(context))?.find((candidate) => candidate.name === internalId);
    return channel ? { ...channel, __typename: 'DeveloperChannel' as const } : null;
  },
};

export const channelResolvers: Resolvers = {
  Viewer: {
    channels: (_viewer, _args, context) => ownChannels(context),
  },
  DeveloperChannel: {
    id: (channel) => toGlobalId('DeveloperChannel', channel.name),
    // After registering or revoking, the registry answers the channel without them: the developer's list has them.
    async deployments(channel: DeveloperChannelModel, _args, context) {
      if (channel.deployments) return channel.deployments;
      const listed = (await ownChannels(context))?.find((candidate) => candidate.name === channel.name);
      return listed?.deployments ?? [];
    },
  },
  Mutation: {
    async channelRegister(_root, { input }, context) {
      const { name } = input;
      const displayName = input.displayName.trim();
      if (!CHANNEL_NAME.test(name)) return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: 'name' });
      if (!displayName || !isPlainText(displayName, MAX_DISPLAY_NAME))
        return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: 'displayName' });
      try {
        const registered = await context.services.channels.register(personScope(context), { name, displayName });
        return {
          __typename: 'ChannelRegistered' as const,
          // A channel just registered has no deployment yet.
          channel: { ...registered.channel, deployments: [] },
          clientId: registered.clientId,
          clientSecret: registered.clientSecret,
        };
      } catch (error) {
        return typedRefusal(context, error, refusalsOf.register, {
          codeOf: ({ status, problem }) =>
            status === 409 && problem.reason === CHANNEL_REFUSAL_REASONS.nameTaken ? 'CHANNEL_NAME_TAKEN' : undefined,
        });
      }
    },
    async channelRevoke(_root, { input }, context) {
      // A name no channel can have is nobody's: not found, without a call.
      if (!CHANNEL_NAME.test(input.name)) return typedError(context, 'NotFoundError', 'NOT_FOUND');
      try {
        const channel = await context.services.channels.revoke(personScope(context), input.name);
        return { __typename: 'ChannelRevoked' as const, channel };
      } catch (error) {
        return typedRefusal(context, error, refusalsOf.revoke);
      }
    },
  },
};
