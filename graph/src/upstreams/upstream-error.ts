/** An upstream call's failure, typed by kind, with the service's problem details; and what counts as the service being down. */
import type { UpstreamOutcome } from '../observability/metrics.ts';

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    /**
     * timeout: the deadline passed; network: no answer (refused, reset, closed); status: a non-2xx answer;
     * invalid: a 2xx answer that breaks the service's contract (not JSON, or the wrong shape); aborted:
     * the client went away; circuit-open: the breaker failed the call fast; overloaded: the service's
     * bulkhead had no room.
     */
    readonly kind: 'timeout' | 'network' | 'status' | 'invalid' | 'aborted' | 'circuit-open' | 'overloaded',
    readonly status?: number,
    /** The problem+json body the service answered, if any. */
    readonly problem?: {
      title?: string;
      detail?: string;
      errorCode?: string;
      /** What exactly is wrong, where one native code covers several causes. */
      reason?: string;
      /** Where a quantity is refused: how many one order can hold. */
      available?: number;
      /** Where places are held by other carts: when those holds have run out at the latest. */
      freeAgainAt?: string;
      errors?: Record<string, string[]>;
      /** The refusal in words for people, German first (e.g. the sweepstake service's 409s). */
      localizedErrors?: { language: string; message: string }[];
    },
  ) {
    super(`${service} upstream ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'UpstreamError';
  }
}

/**
 * Whether an error says the service itself is unhealthy: the only failures the breaker counts. A refusal
 * of the request (4xx) is the caller's doing, and so may be a 500: a service that fails on one request's
 * input fails for that request only, and counting it would let one client open the breaker for everyone
 * by repeating that request. A service that is down shows as no connection, no answer in time, 502/503/504
 * from its gateway, or answers that break its contract.
 */
export function isServiceFailure(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'invalid') return true;
  return error.kind === 'status' && error.status !== undefined && serviceDownStatus.has(error.status);
}

export const serviceDownStatus = new Set([502, 503, 504]);

/** Null for a 404: what is not the caller's, or does not exist, is simply not found rather than a failure. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** How a failed call is counted in the upstream metrics. */
export function outcomeOf(error: UpstreamError): UpstreamOutcome {
  switch (error.kind) {
    case 'status':
      return error.status !== undefined && error.status >= 500 ? 'server_error' : 'client_error';
    case 'circuit-open':
      return 'circuit_open';
    default:
      return error.kind;
  }
}
