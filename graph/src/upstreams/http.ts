import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';

export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface CallOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
}

/** What a call inherits from the GraphQL request that caused it. */
export interface RequestScope {
  requestId: string;
  /** Aborted when the client goes away; upstream calls are cancelled with it. */
  signal?: AbortSignal | undefined;
  /** The access token sent as `Authorization: Bearer`; never logged. */
  bearer?: string | undefined;
}

export interface UpstreamConfig {
  /** Names the service in errors and logs, e.g. "shop". */
  service: string;
  baseUrl: string;
  /** The deadline of one call, retries included. */
  timeoutMs: number;
  /** Extra attempts for idempotent GETs after a network failure or 502/503/504. */
  getRetries?: number;
  defaultHeaders?: Record<string, string>;
  dispatcher?: Dispatcher;
}

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly kind: 'timeout' | 'network' | 'status' | 'aborted',
    readonly status?: number,
    /** The problem+json body the service answered, if any. */
    readonly problem?: { title?: string; detail?: string; errorCode?: string; errors?: Record<string, string[]> },
  ) {
    super(`${service} upstream ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'UpstreamError';
  }
}

/** One keep-alive connection pool for all upstream calls of the process. */
export const sharedDispatcher = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 128 });

const retryableStatus = new Set([502, 503, 504]);

/**
 * An HTTP client for one REST service. Every call has a deadline; only GETs are retried, with backoff
 * and respect for Retry-After, and only while the deadline allows. Non-2xx answers become
 * UpstreamError carrying the service's problem details.
 */
export class UpstreamClient {
  private readonly dispatcher: Dispatcher;
  private readonly baseUrl: string;

  constructor(private readonly config: UpstreamConfig) {
    this.dispatcher = config.dispatcher ?? sharedDispatcher;
    this.baseUrl = config.baseUrl.replace(/\/$/, '');
  }

  get service(): string {
    return this.config.service;
  }

  get<T>(scope: RequestScope, path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>(scope, 'GET', path, options);
  }

  async call<T>(
    scope: RequestScope,
    method: Dispatcher.HttpMethod,
    path: string,
    options: CallOptions & { body?: unknown } = {},
  ): Promise<T> {
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    const signal = scope.signal ? AbortSignal.any([deadline, scope.signal]) : deadline;
    const attempts = 1 + (method === 'GET' ? (this.config.getRetries ?? 1) : 0);
    const target = new URL(this.baseUrl + path + queryString(options.query));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': scope.requestId,
      ...this.config.defaultHeaders,
      ...options.headers,
      ...(scope.bearer ? { authorization: `Bearer ${scope.bearer}` } : {}),
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    for (let attempt = 1; ; attempt++) {
      let retryAfterMs = 50 * 2 ** (attempt - 1);
      try {
        const response = await this.dispatcher.request({
          origin: target.origin,
          path: target.pathname + target.search,
          method,
          headers,
          body: options.body === undefined ? null : JSON.stringify(options.body),
          signal,
        });
        if (response.statusCode >= 200 && response.statusCode < 300) {
          if (response.statusCode === 204 || method === 'HEAD') {
            await response.body.dump();
            return undefined as T;
          }
          return (await response.body.json()) as T;
        }
        const problem = await readProblem(response.body);
        const error = new UpstreamError(this.config.service, 'status', response.statusCode, problem);
        if (attempt >= attempts || !retryableStatus.has(response.statusCode)) throw error;
        retryAfterMs = Math.max(retryAfterMs, parseRetryAfter(response.headers['retry-after']));
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (deadline.aborted) throw new UpstreamError(this.config.service, 'timeout');
        if (scope.signal?.aborted) throw new UpstreamError(this.config.service, 'aborted');
        if (attempt >= attempts) throw new UpstreamError(this.config.service, 'network');
      }
      try {
        await sleep(retryAfterMs, undefined, { signal });
      } catch {
        throw new UpstreamError(this.config.service, deadline.aborted ? 'timeout' : 'aborted');
      }
    }
  }
}

function queryString(query: CallOptions['query']): string {
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

async function readProblem(body: Dispatcher.ResponseData['body']): Promise<UpstreamError['problem']> {
  try {
    const parsed: unknown = await body.json();
    return parsed && typeof parsed === 'object' ? (parsed as UpstreamError['problem']) : undefined;
  } catch {
    return undefined;
  }
}

function parseRetryAfter(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now());
}
