import type { Plugin } from 'graphql-yoga';

/**
 * Cookies the graph sets on its answer (it owns the anonymous shopping id). Resolvers add them to the
 * request's list; the plugin writes them as Set-Cookie headers.
 */
const pending = new WeakMap<Request, string[]>();

export function responseCookies(request: Request): string[] {
  let list = pending.get(request);
  if (!list) pending.set(request, (list = []));
  return list;
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}
