import type { Plugin } from 'graphql-yoga';
import { useRoute } from '../shared/routes.ts';
import type { Channels } from './plugin.ts';
import type { SharedUsage } from './usage-store.ts';

/**
 * A channel's own usage (docs/channels.md): `GET /graphql/channel/usage`, with the channel's token, or with its
 * developer's token and the channel named in `X-Club-Channel`. Requests per operation and uses per schema
 * coordinate, each with its last use, over every instance when they share a Redis.
 */
export function useChannelUsage(channels: Channels, usage: SharedUsage): Plugin {
  return useRoute(/^\/graphql\/channel\/usage$/, async ({ request, endResponse, fetchAPI }) => {
    const answer = (status: number, body: unknown) =>
      endResponse(
        new fetchAPI.Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
        }),
      );
    if (request.method !== 'GET') return answer(405, { error: 'Use GET.' });
    const caller = await channels.callerOf(request).catch(() => undefined);
    if (caller?.as !== 'channel' && caller?.as !== 'developer')
      return answer(401, {
        error: 'A channel reads its usage with its own token, or its developer’s with the channel named.',
      });
    return answer(200, { channel: caller.channel.name, ...(await usage.summary(caller.channel.name)) });
  });
}
