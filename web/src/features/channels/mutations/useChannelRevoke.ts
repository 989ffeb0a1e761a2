import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useChannelRevokeMutation } from '../../../__generated__/useChannelRevokeMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';

/**
 * Revokes one of the developer's channels. The answer carries the channel with its revocation, so the store
 * updates its card (and the explorer no longer offers it) without a refetch. Returns the refusal's text.
 */
export function useChannelRevoke(): [(name: string) => void, boolean, string | undefined] {
  const t = useT();
  const [refusal, setRefusal] = useState<string>();
  const [commit, revoking] = useMutation<useChannelRevokeMutation>(graphql`
    mutation useChannelRevokeMutation($input: ChannelRevokeInput!) {
      channelRevoke(input: $input) {
        __typename
        ... on ChannelRevoked {
          channel {
            id
            revokedAt
            ...ChannelCard_channel
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const revoke = (name: string) => {
    if (revoking) return;
    setRefusal(undefined);
    commit({
      variables: { input: { name } },
      onCompleted: ({ channelRevoke: result }) => {
        if (result.__typename === 'ChannelRevoked') showToast({ message: t('developers.channel.revoked', { name }) });
        else setRefusal(result.__typename === '%other' ? t('developers.channel.revokeFailed') : result.message);
      },
      onError: () => setRefusal(t('developers.channel.revokeFailed')),
    });
  };
  return [revoke, revoking, refusal];
}
