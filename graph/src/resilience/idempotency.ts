import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

/**
 * Idempotent mutations. A client that lost a mutation's answer (its connection dropped, the graph instance
 * that ran it died, a gateway answered 502) sends the mutation again with the same `Idempotency-Key` header;
 * the graph runs it again, and every upstream write it makes carries a key derived from the client's, the same
 * on every try. The platform answers a write it has seen under its key with the first answer
 * (platform/src/http/idempotency.ts), so the repeat writes nothing twice and the client gets the answer it
 * lost. With keys on its writes, the graph may also try a write again itself after a failure of the
 * connection or a gateway error, as it does a GET.
 *
 * The keys live in an AsyncLocalStorage entered for requests that carry a key only (the web app's mutations):
 * every upstream call below the request sees them, whichever resolver built its scope, and requests without
 * a key pay nothing.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a client may send: a UUID or any other random token of URL-safe characters. */
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The keys of one request's upstream writes, derived from the client's key. */
export class WriteKeys {
  private readonly seen = new Map<string, number>();

  constructor(private readonly clientKey: string) {}

  /**
   * The key of a write: the client's key, the method and the path with its query, and how many writes to the
   * same address the request made before this one, so the same mutation derives the same keys on every try
   * (whatever order parallel writes to different addresses start in) and two writes never share one.
   */
  keyFor(method: string, path: string): string {
    const call = `${method} ${path}`;
    const occurrence = this.seen.get(call) ?? 0;
    this.seen.set(call, occurrence + 1);
    return createHash('sha256').update(`${this.clientKey}\n${call}\n${occurrence}`).digest('base64url');
  }
}

const writeKeys = new AsyncLocalStorage<WriteKeys>();

/** The keys of the request whose upstream call this is, if its client sent a key. */
export function currentWriteKeys(): WriteKeys | undefined {
  return writeKeys.getStore();
}

/**
 * Reads the client's `Idempotency-Key` (a malformed one is a 400 before anything runs) and runs the operation
 * with the keys derived from it.
 */
export function useIdempotencyKeys(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const key = request.headers.get(IDEMPOTENCY_HEADER);
      if (key === null || CLIENT_KEY.test(key)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message: 'The Idempotency-Key header must be 8 to 64 letters, digits, hyphens or underscores.',
                extensions: { code: 'BAD_REQUEST' },
              },
            ],
          }),
          { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
    instrumentation: {
      execute({ context }, wrapped) {
        const key = (context as { request?: Request }).request?.headers.get(IDEMPOTENCY_HEADER);
        return key ? writeKeys.run(new WriteKeys(key), wrapped) : wrapped();
      },
    },
  };
}
