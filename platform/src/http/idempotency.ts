import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions, preHandlerHookHandler, onSendHookHandler } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { ownerOf, type AccessTokenVerifier, type Principal } from './auth.ts';
import { sendProblem } from './problem.ts';

/**
 * Idempotency keys for every write (POST, PUT, PATCH, DELETE), as Stripe's API has them: a client that lost an
 * answer (a dropped connection, an instance that died, a gateway's 502) sends the same request with the same
 * `Idempotency-Key` again and gets the first answer instead of a second write. The graph derives a key per
 * upstream write from the key its client sent (graph/src/resilience/idempotency.ts), so a fan's repeated
 * mutation repeats no write anywhere.
 *
 * - A key belongs to whoever sent it: the verified token's owner, or `anonymous` (whose requests name their cart
 *   in the address, which is part of the request's fingerprint). Another person's key is just a new key.
 * - The first request with a key runs; its answer (2xx and 4xx: a refusal is an answer too) is kept for a day
 *   and replayed, with `Idempotent-Replayed: true`, to every repeat of the same request.
 * - A 5xx is not kept: the key is released and a repeat runs again.
 * - A repeat while the first still runs waits for its answer (up to `waitMs`), then gets 409 with Retry-After.
 *   The running request renews a short lease; a repeat that finds the lease expired (the instance that ran it
 *   died) runs the request itself.
 * - The same key with another request (method, path, query or body) is refused with 422.
 *
 * What this cannot promise: an instance that dies after its write committed and before it stored the answer
 * (the few milliseconds between the two) leaves the write done and the key free, and a repeat writes again.
 * Writes that must never happen twice keep their key in their own transaction as well: a checkout
 * (checkout/service.ts) and a payout (marketplace/service.ts).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The graph's derived keys are 43 characters (SHA-256, base64url); clients' own keys are UUIDs or similar. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long answers are kept for repeats. */
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyOptions {
  /** The lease a running request holds and renews; a repeat after it expired takes over. */
  leaseMs?: number;
  /** How long a repeat waits for the first request's answer before it is told to come back. */
  waitMs?: number;
}

interface Claim {
  scope: string;
  key: string;
  renew: NodeJS.Timeout;
  /** Set when this request answered a repeat itself (a replay or a refusal): nothing to store. */
  settled: boolean;
}

interface Row {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  expired: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/**
 * An `onRoute` hook giving every write route the idempotency handling above. Its check runs after the route's
 * own preHandlers (authentication: a key is looked up under the verified owner only), its answer is stored in
 * `onSend`. Routes that handle the header themselves (they declare it in their schema) are left alone.
 */
export function idempotentWrites(db: Queryable, verify: AccessTokenVerifier, options: IdempotencyOptions = {}) {
  const leaseMs = options.leaseMs ?? 2000;
  const waitMs = options.waitMs ?? 2500;

  const claim: preHandlerHookHandler = async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key))
      return sendProblem(reply, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.',
        errors: { [IDEMPOTENCY_HEADER]: ['is invalid'] },
      });
    const scope = await scopeOf(request, verify);
    // A token that does not verify: no key is looked up for it; the route answers it (401) as it would anyway.
    if (scope === undefined) return;
    const fingerprint = fingerprintOf(request);
    const waitUntil = Date.now() + waitMs;
    for (;;) {
      const { rows: inserted } = await db.query<{ key: string }>(
        `INSERT INTO idempotent_requests (scope, key, fingerprint, locked_until)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, key, fingerprint, leaseMs],
      );
      if (inserted.length > 0) return hold(request, scope, key);
      const { rows } = await db.query<Row>(
        `SELECT fingerprint, status, content_type, body, locked_until < now() AS expired
         FROM idempotent_requests WHERE scope = $1 AND key = $2`,
        [scope, key],
      );
      const row = rows[0];
      if (!row) continue; // released by a 5xx in between: try to claim it again
      if (row.fingerprint !== fingerprint)
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Unprocessable Content',
          status: 422,
          reason: 'idempotency-key-reused',
          detail: 'This Idempotency-Key was used for another request; send a new key with a new request.',
        });
      if (row.status !== null) return replay(reply, row);
      if (row.expired) {
        // The request that held the key stopped renewing it: its instance is gone. Take it over, once.
        const { rows: taken } = await db.query<{ key: string }>(
          `UPDATE idempotent_requests SET locked_until = now() + $3 * interval '1 millisecond'
           WHERE scope = $1 AND key = $2 AND status IS NULL AND locked_until < now() RETURNING key`,
          [scope, key, leaseMs],
        );
        if (taken.length > 0) return hold(request, scope, key);
        continue;
      }
      if (Date.now() >= waitUntil) {
        reply.header('retry-after', '1');
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          reason: 'idempotency-key-in-progress',
          detail: 'A request with this Idempotency-Key is still running; try again in a moment.',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const hold = (request: FastifyRequest, scope: string, key: string) => {
    const renew = setInterval(() => {
      db.query(
        `UPDATE idempotent_requests SET locked_until = now() + $3 * interval '1 millisecond'
         WHERE scope = $1 AND key = $2 AND status IS NULL`,
        [scope, key, leaseMs],
      ).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency lease not renewed'));
    }, leaseMs / 2);
    renew.unref();
    request.idempotency = { scope, key, renew, settled: false };
  };

  const store: onSendHookHandler = async (request, reply, payload) => {
    const claimed = request.idempotency;
    if (!claimed || claimed.settled) return payload;
    claimed.settled = true;
    clearInterval(claimed.renew);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || (payload != null && body === null)) {
      // A failure of the service is not an answer to keep, and a streamed one cannot be kept: free the key.
      await db.query('DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2', [claimed.scope, claimed.key]);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db.query(
      `UPDATE idempotent_requests SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2`,
      [claimed.scope, claimed.key, reply.statusCode, typeof contentType === 'string' ? contentType : null, body ?? ''],
    );
    return payload;
  };

  /** A request that failed before it answered (the client went away) frees its key. */
  const release = async (request: FastifyRequest) => {
    const claimed = request.idempotency;
    if (!claimed || claimed.settled) return;
    claimed.settled = true;
    clearInterval(claimed.renew);
    await db.query('DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND status IS NULL', [
      claimed.scope,
      claimed.key,
    ]);
  };

  return (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    const headers = (route.schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers;
    if (headers?.properties?.[IDEMPOTENCY_HEADER]) return;
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [...asList(route.onSend), store];
    route.onResponse = [...asList(route.onResponse), release];
    route.onRequestAbort = [...asList(route.onRequestAbort), release];
  };
}

/**
 * Whose key it is. Some routes verify the token in their preHandler (`principal` is set by now), others in
 * their handler (the cart, open to anonymous shoppers too): then it is verified here.
 */
async function scopeOf(request: FastifyRequest, verify: AccessTokenVerifier): Promise<string | undefined> {
  let principal: Principal | null | undefined = request.principal;
  if (!principal) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (request.headers.authorization === undefined) return 'anonymous';
    if (!token) return undefined;
    principal = await verify(token).catch(() => undefined);
    if (!principal) return undefined;
  }
  return `${ownerOf(principal)}:${principal.subject}`;
}

function replay(reply: FastifyReply, row: Row) {
  reply.header('idempotent-replayed', 'true');
  if (row.content_type) reply.header('content-type', row.content_type);
  reply.code(row.status!);
  return reply.send(row.body === '' && row.status === 204 ? undefined : row.body);
}

/** What makes two requests the same request: method, path with query, and body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(request.body === undefined ? '' : JSON.stringify(request.body))
    .digest('base64url');
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
