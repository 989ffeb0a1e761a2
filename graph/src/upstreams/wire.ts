/** How a call goes on the wire and its answer comes back: the authorization header, paths and query strings, what may be shared, answers read within bounds, problem bodies, Retry-After. */
import { LRUCache } from 'lru-cache';
import { type Dispatcher } from 'undici';
import { UpstreamError } from './upstream-error.ts';
import type { CallOptions } from './http.ts';

/**
 * `Bearer <token>` per token, so that the calls of a request send one string instead of each building a copy of
 * the token (about 1 KB) that undici then flattens to validate it and holds while the call waits. Kept no
 * longer than the verifier keeps a verified token (auth/verified-tokens.ts).
 */
export const authorizations = new LRUCache<string, string>({ max: 1000, ttl: 60_000 });

export function authorizationFor(token: string): string {
  let header = authorizations.get(token);
  if (header === undefined) authorizations.set(token, (header = `Bearer ${token}`));
  return header;
}

/** What a path built by the service clients is made of; anything else is normalised through URL. */
export const plainPath = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

/** The service is still running the first request with this write's key (another try of it is waiting). */
export function stillRunning(problem: UpstreamError['problem']): boolean {
  return problem?.reason === 'idempotency-key-in-progress';
}

/** A call may be shared only when nothing in it names a person. */
export function isAnonymous(headers: Record<string, string>): boolean {
  return !Object.keys(headers).some((name) => /^(authorization|cookie)$/i.test(name));
}

/**
 * Headers that name the request or its visitor, not what it asks: the request id, and the visitor's address
 * (sent on for the services' own limits and logs). A public answer is the same for every visitor; keyed by the
 * address, every visitor behind the balancer (or of the portal's server render) had a call of their own.
 */
const notVarying = new Set(['x-request-id', 'x-forwarded-for']);

/** The call's identity: method, URL and every header that can change the answer. */
export function cacheKey(service: string, url: string, headers: Record<string, string>): string {
  const varying = Object.entries(headers)
    .filter(([name]) => !notVarying.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}=${value}`)
    .sort()
    .join('&');
  return `${service} GET ${url} ${varying}`;
}

export function queryString(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The largest answer an upstream call reads by default: far above any page the services answer (≤ 2 MB). */
export const MAX_ANSWER_BYTES = 8 * 2 ** 20;

/** A problem+json body is a few hundred bytes; more than this is not read. */
export const MAX_PROBLEM_BYTES = 64 * 1024;

/**
 * An answer's text, read only up to `maxBytes`: a stated longer length is refused before reading, an unstated
 * one when the bytes pass it (the connection is closed, the rest never read).
 */
export async function boundedText(
  response: Dispatcher.ResponseData,
  maxBytes: number,
  service: string,
): Promise<string> {
  const stated = response.headers['content-length'];
  if (stated !== undefined) {
    // undici reads no more than the stated length.
    if (Number(stated) <= maxBytes) return response.body.text();
    response.body.destroy();
    throw new UpstreamError(service, 'invalid');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.body.destroy();
      throw new UpstreamError(service, 'invalid');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export async function readProblem(
  response: Dispatcher.ResponseData,
  service: string,
): Promise<UpstreamError['problem']> {
  try {
    const parsed: unknown = JSON.parse(await boundedText(response, MAX_PROBLEM_BYTES, service));
    return parsed && typeof parsed === 'object' ? (parsed as UpstreamError['problem']) : undefined;
  } catch {
    return undefined;
  }
}

export function parseRetryAfter(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now());
}
