import { SpanKind, SpanStatusCode } from '@club/telemetry';
import { type Dispatcher } from 'undici';
import { upstreamDuration, upstreamErrors, upstreamRetries, type UpstreamOutcome } from '../observability/metrics.ts';
import { type BreakerSettings } from '../resilience/breaker.ts';
import { BulkheadFullError, type BulkheadSettings } from '../resilience/bulkhead.ts';
import type { RequestTrace } from '../observability/tracing.ts';
import type { SharedCache } from '../resilience/shared-cache.ts';
import { currentWriteKeys, IDEMPOTENCY_HEADER } from '../resilience/idempotency.ts';
import { log } from '../shared/log.ts';
import { platformContract, type ResponseContract } from './contract.ts';
import { outcomeOf, UpstreamError } from './upstream-error.ts';
import { CallSignal, pause } from './call-signal.ts';
import {
  MAX_ANSWER_BYTES,
  authorizationFor,
  boundedText,
  cacheKey,
  isAnonymous,
  parseRetryAfter,
  plainPath,
  queryString,
  readProblem,
  stillRunning,
} from './wire.ts';
import { createGuards, type Guards } from './guards.ts';

export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface CallOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /**
   * The answer is public: the same for everyone, free of personal data. When the call is made without a
   * token and the client has a shared cache, the answer is shared across requests for a few seconds and
   * concurrent identical calls become one. Never set it for anything a person or a cookie selects.
   */
  share?: boolean;
}

/** What a call inherits from the GraphQL request that caused it. */
export interface RequestScope {
  requestId: string;
  /** Aborted when the client goes away; upstream calls are cancelled with it. */
  signal?: AbortSignal | undefined;
  /** The access token sent as `Authorization: Bearer`; never logged. */
  bearer?: string | undefined;
  /**
   * The client's address, sent as `X-Forwarded-For`: the services' per-address limits (job applications)
   * count the fan, not the graph.
   */
  clientAddress?: string | undefined;
  /** The request's span, when traces are on: each call is a span under it, and the service continues it. */
  trace?: RequestTrace | undefined;
}

export interface UpstreamConfig {
  /** Names the service in errors, logs and metrics, e.g. "shop". */
  service: string;
  baseUrl: string;
  /** The deadline of one call: waiting for a free slot, retries and reading the body included. */
  timeoutMs: number;
  /** Extra attempts for idempotent GETs after a network failure or 429/502/503/504. */
  getRetries?: number;
  defaultHeaders?: Record<string, string>;
  /**
   * The largest answer read (default MAX_ANSWER_BYTES): a longer one fails the call as `invalid` as soon as
   * its length is stated or read past, so a service that answers 64 MB costs neither the deadline nor memory.
   */
  maxAnswerBytes?: number;
  /** By default each service gets its own keep-alive pool of connections to its origin, sized to its bulkhead. */
  dispatcher?: Dispatcher;
  /** The service's circuit breaker; `false` turns it off. */
  breaker?: Partial<BreakerSettings> | false;
  /** Calls in flight and waiting per service. */
  bulkhead?: Partial<BulkheadSettings>;
  /** Where answers of calls marked `share` are kept; without one nothing is shared. */
  cache?: SharedCache | undefined;
  /** What the service promises to answer; by default the club's services' OpenAPI document. */
  contract?: ResponseContract | false;
}

const retryableStatus = new Set([429, 502, 503, 504]);

/**
 * An HTTP client for one REST service, on its own pooled keep-alive connections. Every call has a
 * deadline and is cancelled when the client goes away. Only GETs are retried, with jittered backoff and
 * respect for Retry-After, and only while the deadline allows. A circuit breaker fails calls fast while
 * the service is unhealthy; a bulkhead bounds the calls in flight so a slow service cannot starve the
 * others. Non-2xx answers become UpstreamError carrying the service's problem details.
 */
export class UpstreamClient {
  /**
   * The service's origin and the path its routes are under, parsed once rather than per call (URL's `origin`
   * getter builds a new string each time it is read).
   */
  private readonly origin: string;
  private readonly basePath: string;
  private readonly guards: Guards;

  constructor(
    private readonly config: UpstreamConfig,
    guards?: Guards,
  ) {
    const base = new URL(config.baseUrl);
    this.origin = base.origin;
    this.basePath = base.pathname.replace(/\/$/, '');
    this.guards = guards ?? createGuards(config, this.origin);
  }

  get service(): string {
    return this.config.service;
  }

  /** The breaker's state, for health checks and tests. */
  get circuitState(): 'closed' | 'half-open' | 'open' {
    return this.guards.breaker?.state ?? 'closed';
  }

  /** The same client (same connections, breaker and bulkhead) sharing public answers through `cache`. */
  withCache(cache: SharedCache | undefined): UpstreamClient {
    return new UpstreamClient({ ...this.config, cache }, this.guards);
  }

  get<T>(scope: RequestScope, path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>(scope, 'GET', path, options);
  }

  /**
   * Not `async` itself: a per-user call (most of them) answers guarded()'s promise as it is, instead of an
   * outer promise that waits for it (one promise, one reaction and two microtask turns fewer per call).
   */
  call<T>(
    scope: RequestScope,
    method: Dispatcher.HttpMethod,
    path: string,
    options: CallOptions & { body?: unknown } = {},
  ): Promise<T> {
    let request: PreparedRequest;
    try {
      request = this.prepare(scope, method, path, options);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (scope.trace) return this.traced<T>(scope.trace, request, scope.signal, options);
    const cache = this.config.cache;
    if (cache && options.share && method === 'GET' && isAnonymous(request.headers)) {
      return this.shared<T>(cache, request, scope.signal, (callSignal) => this.guarded<T>(request, callSignal));
    }
    return this.guarded<T>(request, scope.signal);
  }

  /**
   * A call as a span under its request's (`<METHOD> <service>`), whose `traceparent` goes to the service; a
   * public answer the shared cache served without a call says so (`club.cache.hit`).
   */
  private async traced<T>(
    { tracing, span: parent }: RequestTrace,
    request: PreparedRequest,
    signal: AbortSignal | undefined,
    options: CallOptions,
  ): Promise<T> {
    const span = tracing.startSpan(`${request.method} ${this.service}`, {
      kind: SpanKind.CLIENT,
      parent,
      attributes: { 'club.service': this.service, 'http.request.method': request.method, 'url.path': request.pathname },
    });
    // The trace's headers go on the wire only: the shared cache's key is the call without them.
    const onWire = { ...request, headers: { ...request.headers } };
    tracing.inject(span, onWire.headers);
    let called = false;
    const call = (callSignal: AbortSignal | undefined) => {
      called = true;
      return this.guarded<T>(onWire, callSignal);
    };
    try {
      const cache = this.config.cache;
      return await (cache && options.share && request.method === 'GET' && isAnonymous(request.headers)
        ? this.shared<T>(cache, request, signal, call)
        : call(signal));
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.setAttribute('club.cache.hit', !called);
      span.end();
    }
  }

  /** A public answer through the shared cache: concurrent identical calls become one. */
  private async shared<T>(
    cache: SharedCache,
    request: PreparedRequest,
    signal: AbortSignal | undefined,
    call: (callSignal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    try {
      return await cache.get<T>(
        this.service,
        cacheKey(this.service, this.origin + request.path, request.headers),
        call,
        signal,
      );
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      // Only the caller's own signal ends a wait without an UpstreamError.
      throw new UpstreamError(this.service, 'aborted');
    }
  }

  /** The request as it goes on the wire: its path under the service's, its headers and its body. */
  private prepare(
    scope: RequestScope,
    method: Dispatcher.HttpMethod,
    path: string,
    options: CallOptions & { body?: unknown },
  ): PreparedRequest {
    let target = this.basePath + path;
    // Paths are built from encoded ids, and carry no query string (that is `options.query`); anything else
    // (a space, a dot segment) is normalised as a URL would.
    if (!plainPath.test(target) || target.includes('/.')) target = new URL(target, this.origin).pathname;
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': scope.requestId };
    if (this.config.defaultHeaders) Object.assign(headers, this.config.defaultHeaders);
    if (options.headers) Object.assign(headers, options.headers);
    if (scope.bearer) headers.authorization = authorizationFor(scope.bearer);
    if (scope.clientAddress) headers['x-forwarded-for'] = scope.clientAddress;
    const address = options.query ? target + queryString(options.query) : target;
    // A write of a mutation its client may repeat carries a key of its own (resilience/idempotency.ts).
    const keys = method === 'GET' || method === 'HEAD' ? undefined : currentWriteKeys();
    if (keys && headers[IDEMPOTENCY_HEADER] === undefined) headers[IDEMPOTENCY_HEADER] = keys.keyFor(method, address);
    let body: string | null = null;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return {
      requestId: scope.requestId,
      method,
      pathname: target,
      path: address,
      headers,
      body,
    };
  }

  /**
   * One call within its deadline, through the breaker and the bulkhead; metrics and a log line on failure.
   * The guards are asked and told without wrapping the call in promises of their own: a call waiting for its
   * answer holds this one async frame and undici's request, and nothing more (docs/operations.md).
   */
  private async guarded<T>(request: PreparedRequest, clientSignal: AbortSignal | undefined): Promise<T> {
    const started = performance.now();
    const { breaker, bulkhead } = this.guards;
    if (breaker && !breaker.admit()) {
      const error = new UpstreamError(this.service, 'circuit-open');
      this.observe(request, started, 'circuit_open', error);
      throw error;
    }
    const call = new CallSignal(this.config.timeoutMs, clientSignal);
    let slot = false;
    try {
      if (!(slot = bulkhead.tryEnter())) {
        try {
          await bulkhead.waitForSlot(call);
          slot = true;
        } catch (error) {
          // Refused or given up while waiting for a slot: the service never saw the call.
          throw new UpstreamError(
            this.service,
            error instanceof BulkheadFullError || call.timedOut ? 'overloaded' : 'aborted',
          );
        }
      }
      const result = await this.attempts<T>(request, call);
      breaker?.record(undefined);
      this.observe(request, started, 'ok');
      return result;
    } catch (caught) {
      const error = caught instanceof UpstreamError ? caught : new UpstreamError(this.service, 'network');
      breaker?.record(error);
      this.observe(request, started, outcomeOf(error), error);
      throw error;
    } finally {
      if (slot) bulkhead.leave();
      call.release();
    }
  }

  private async attempts<T>(request: PreparedRequest, call: CallSignal): Promise<T> {
    const { method, path, headers, body } = request;
    // A GET may be sent again, and so may a write with an idempotency key: the service answers its repeat
    // with the first answer instead of writing twice.
    const repeatable = method === 'GET' || headers[IDEMPOTENCY_HEADER] !== undefined;
    const attempts = 1 + (repeatable ? (this.config.getRetries ?? 1) : 0);
    const deadlineAt = Date.now() + this.config.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      // Exponential backoff with jitter, so retries of many requests do not arrive together.
      let retryAfterMs = 50 * 2 ** (attempt - 1) * (0.5 + Math.random());
      try {
        const response = await this.guards.dispatcher.request({
          origin: this.origin,
          path,
          method,
          headers,
          body,
          signal: call,
          // undici closes the connection after every HEAD answer by default (for servers that send a body
          // with one). The services do not, and the cart badge is asked by HEAD on every screen: without this,
          // each per-user request opened and closed a TCP connection (2–4 % of the graph's CPU, and the
          // service's). An explicit `false` keeps the connection for the next call, as for a GET.
          reset: false,
        });
        if (response.statusCode >= 200 && response.statusCode < 300) {
          if (response.statusCode === 204 || method === 'HEAD') {
            await response.body.dump();
            // A HEAD answer is its headers (e.g. the cart's item count).
            return (method === 'HEAD' ? response.headers : undefined) as T;
          }
          return this.conforming<T>(
            request,
            await boundedText(response, this.config.maxAnswerBytes ?? MAX_ANSWER_BYTES, this.service),
          );
        }
        const problem = await readProblem(response, this.service);
        const error = new UpstreamError(this.service, 'status', response.statusCode, problem);
        if (attempt >= attempts || !(retryableStatus.has(response.statusCode) || stillRunning(problem))) throw error;
        retryAfterMs = Math.max(retryAfterMs, parseRetryAfter(response.headers['retry-after']));
        // A service that asks for more patience than the deadline leaves gets its answer now.
        if (Date.now() + retryAfterMs >= deadlineAt) throw error;
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (call.timedOut) throw new UpstreamError(this.service, 'timeout');
        if (call.aborted) throw new UpstreamError(this.service, 'aborted');
        if (attempt >= attempts) throw new UpstreamError(this.service, 'network');
      }
      upstreamRetries.inc({ service: this.service });
      try {
        await pause(retryAfterMs, call);
      } catch {
        throw new UpstreamError(this.service, call.timedOut ? 'timeout' : 'aborted');
      }
    }
  }

  /** The answer's JSON when it keeps the service's contract; otherwise the call failed. */
  private conforming<T>(request: PreparedRequest, text: string): T {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new UpstreamError(this.service, 'invalid');
    }
    const contract = this.config.contract === undefined ? platformContract : this.config.contract;
    const problems = contract ? contract.check(request.method, request.pathname, body) : undefined;
    if (problems) {
      log.warn('upstream answer breaks the contract', {
        requestId: request.requestId,
        service: this.service,
        method: request.method,
        path: request.pathname,
        problems,
      });
      throw new UpstreamError(this.service, 'invalid');
    }
    return body as T;
  }

  private observe(request: PreparedRequest, started: number, outcome: UpstreamOutcome, error?: UpstreamError): void {
    const durationMs = performance.now() - started;
    upstreamDuration.labels(this.service, request.method, outcome).observe(durationMs / 1000);
    if (!error) return;
    upstreamErrors.inc({ service: this.service, kind: outcome });
    // A client that went away is no fault; an open breaker says so once, when it opens.
    if (error.kind === 'aborted' || error.kind === 'circuit-open') return;
    if (error.kind === 'status' && error.status !== undefined && error.status < 500) return;
    log.warn('upstream call failed', {
      requestId: request.requestId,
      service: this.service,
      method: request.method,
      // The path only: query strings may carry what a person typed.
      path: request.pathname,
      kind: error.kind,
      status: error.status,
      durationMs: Math.round(durationMs),
    });
  }
}

interface PreparedRequest {
  requestId: string;
  method: Dispatcher.HttpMethod;
  /** The path without the query string: what contracts are looked up by and logs may show. */
  pathname: string;
  /** The path with the query string, as sent. */
  path: string;
  headers: Record<string, string>;
  body: string | null;
}
