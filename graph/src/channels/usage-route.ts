import { createHash, timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { useRoute } from '../shared/routes.ts';
import type { Channels } from './plugin.ts';
import type { SharedUsage } from './usage-store.ts';

/**
 * A channel's own usage (docs/channels.md): `GET /graphql/channel/usage`, with the channel's token, or with its
 * developer's token and the channel named in `X-Club-Channel`; every channel's at `GET /graphql/usage` for operators. Requests per operation and uses per schema
 * coordinate, each with its last use, over every instance when they share a Redis.
 */
export function useChannelUsage(
  channels: Channels,
  usage: SharedUsage,
  operator: { clientId: string; clientSecret: string },
): Plugin {
  return useRoute(/^\/graphql\/(channel\/)?usage$/, async ({ request, endResponse, fetchAPI }, match) => {
    const answer = (status: number, body: unknown) =>
      endResponse(
        new fetchAPI.Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
        }),
      );
    if (request.method !== 'GET') return answer(405, { error: 'Use GET.' });
    // GET /graphql/usage: every channel's, for an operator with the graph's own credentials (the schema check's
    // "last use" of deprecated fields: pnpm channel check --usage).
    if (!match[1]) {
      if (!isOperator(request.headers.get('authorization'), operator))
        return answer(401, { error: 'Every channel’s usage is for operators (the graph’s client credentials).' });
      return answer(200, await usage.summary());
    }
    const caller = await channels.callerOf(request).catch(() => undefined);
    if (caller?.as !== 'channel' && caller?.as !== 'developer')
      return answer(401, {
        error: 'A channel reads its usage with its own token, or its developer’s with the channel named.',
      });
    return answer(200, { channel: caller.channel.name, ...(await usage.summary(caller.channel.name)) });
  });
}

/** HTTP Basic with the graph's client id and secret, compared in constant time. */
function isOperator(header: string | null, operator: { clientId: string; clientSecret: string }): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(header ?? '')?.[1];
  if (!encoded) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(
    digest(Buffer.from(encoded, 'base64').toString('utf8')),
    digest(`${operator.clientId}:${operator.clientSecret}`),
  );
}
