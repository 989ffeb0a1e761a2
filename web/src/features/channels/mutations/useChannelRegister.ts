import { commitLocalUpdate, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type {
  ChannelRegisterInput,
  useChannelRegisterMutation,
  useChannelRegisterMutation$data,
} from '../../../__generated__/useChannelRegisterMutation.graphql';

export type ChannelRegisterResult = useChannelRegisterMutation$data['channelRegister'];

/**
 * Registers a channel. The new channel is added to the viewer's list in the store (the viewer is no Node), so its
 * card and the explorer show it at once; the secret is handed to the caller and then dropped from the store, so
 * it lives only as long as the screen that shows it once.
 */
export function useChannelRegister(): [
  (input: ChannelRegisterInput, done: (result: ChannelRegisterResult | null) => void) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, registering] = useMutation<useChannelRegisterMutation>(graphql`
    mutation useChannelRegisterMutation($input: ChannelRegisterInput!) {
      channelRegister(input: $input) {
        __typename
        ... on ChannelRegistered {
          clientId
          clientSecret
          channel {
            id
            name
            ...ChannelCard_channel
            ...ChannelExplorer_channels
          }
        }
        ... on ChannelNameTakenError {
          field
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const register = (input: ChannelRegisterInput, done: (result: ChannelRegisterResult | null) => void) => {
    if (registering) return;
    commit({
      variables: { input },
      updater: (store) => {
        const channel = store.getRootField('channelRegister')?.getLinkedRecord('channel');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const list = viewer?.getLinkedRecords('channels');
        if (!channel || !viewer || !list) return;
        if (!list.some((record) => record?.getDataID() === channel.getDataID()))
          viewer.setLinkedRecords([...list, channel], 'channels');
      },
      onCompleted: ({ channelRegister: result }) => {
        done(result);
        // Shown once: the store keeps no copy of the secret.
        commitLocalUpdate(environment, (store) => {
          store.getRoot().getLinkedRecord('channelRegister', { input })?.setValue(null, 'clientSecret');
        });
      },
      onError: () => done(null),
    });
  };
  return [register, registering];
}
