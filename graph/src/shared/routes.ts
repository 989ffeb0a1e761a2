import type { Plugin } from 'graphql-yoga';

/** What a route's handler gets: Yoga's `onRequest` payload (the request, its URL, `endResponse`, the fetch API). */
export type RoutePayload = Parameters<NonNullable<Plugin['onRequest']>>[0];

/**
 * A path the graph answers itself beside /graphql (the calendar feeds, order documents): `serve` runs for the
 * requests whose path matches `path` and ends them with `endResponse`.
 *
 * The hook is synchronous for every other path. Every GraphQL request passes every `onRequest` hook, and an
 * `async` one would answer each with a promise, turning the rest of the request's hook chain into a chain of
 * real promises (docs/operations.md, eighth pass).
 */
export function useRoute(
  path: RegExp,
  serve: (payload: RoutePayload, match: RegExpExecArray) => Promise<void>,
): Plugin {
  return {
    onRequest(payload) {
      const match = path.exec(payload.url.pathname);
      if (match) return serve(payload, match);
    },
  };
}
