import { EventEmitter } from 'node:events';
import { SpanKind, SpanStatusCode } from '@club/telemetry';
import { LRUCache } from 'lru-cache';
import { Pool, type Dispatcher } from 'undici';
import {
  breakerState,
  breakerTransitions,
  reportInFlight,
  upstreamDuration,
  upstreamErrors,
  upstreamRetries,
  type UpstreamOutcome,
} from '../observability/metrics.ts';
import { Breaker, defaultBreakerSettings, type BreakerSettings } from '../resilience/breaker.ts';
import { Bulkhead, BulkheadFullError, type BulkheadSettings } from '../resilience/bulkhead.ts';
import type { RequestTrace } from '../observability/tracing.ts';
import type { SharedCache } from '../resilience/shared-cache.ts';
import { currentWriteKeys, IDEMPOTENCY_HEADER } from '../resilience/idempotency.ts';
import { log } from '../shared/log.ts';
import { platformContract, type ResponseContract } from './contract.ts';

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

/**
 * A screen asks one service up to three times (the cart page asks the cart service for the cart, the person's
 * memberships and wallet assets), so 64 calls in flight let 50 concurrent cart pages queue behind each other
 * while the service was healthy: in `pnpm bench:alone` 128 took the cart page from about 790 to 1 200 answers
 * per second and its CPU per request down by 7 % (docs/operations.md, eighth pass).
 */
export const defaultBulkheadSettings: BulkheadSettings = { maxConcurrent: 128, maxQueued: 512 };

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

const serviceDownStatus = new Set([502, 503, 504]);

const retryableStatus = new Set([429, 502, 503, 504]);

/** Guards shared by every view of one service's client (see withCache). */
interface Guards {
  dispatcher: Dispatcher;
  breaker: Breaker | undefined;
  bulkhead: Bulkhead;
}

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

/**
 * `Bearer <token>` per token, so that the calls of a request send one string instead of each building a copy of
 * the token (about 1 KB) that undici then flattens to validate it and holds while the call waits. Kept no
 * longer than the verifier keeps a verified token (auth/verified-tokens.ts).
 */
const authorizations = new LRUCache<string, string>({ max: 1000, ttl: 60_000 });

function authorizationFor(token: string): string {
  let header = authorizations.get(token);
  if (header === undefined) authorizations.set(token, (header = `Bearer ${token}`));
  return header;
}

/** What a path built by the service clients is made of; anything else is normalised through URL. */
const plainPath = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

/**
 * The signal of one call, aborted when the call's time is up (`timedOut` tells that apart from a client that
 * went away). undici, the bulkhead and the retry pause listen to it as an EventEmitter. Every upstream call
 * of every request has one and holds it while it waits, so it is as small as a signal can be: an AbortController
 * (its signal, the listener map of its EventTarget, a Listener per listener) was about 1 KB per call in flight
 * (docs/operations.md, "Fifth pass"). Unlike AbortSignal.timeout and AbortSignal.any, whose timer cannot be
 * cleared and which fire (and build an abort error) seconds after every finished call, its timer is cleared by
 * `release`. It follows the client's signal through `CallsOfRequest`, not a listener of its own.
 */
class CallSignal extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;
  timedOut = false;
  private readonly timer: NodeJS.Timeout;
  private readonly request: CallsOfRequest | undefined;

  constructor(timeoutMs: number, client: AbortSignal | undefined) {
    super();
    this.timer = setTimeout(deadlinePassed, timeoutMs, this);
    this.request = client && CallsOfRequest.of(client);
    this.request?.add(this);
  }

  timeOut(): void {
    this.timedOut = true;
    this.abort(new DOMException('The upstream call took longer than its deadline.', 'TimeoutError'));
  }

  release(): void {
    clearTimeout(this.timer);
    this.request?.delete(this);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

/**
 * The calls in flight of one client request, aborted together when its signal aborts. One listener on the
 * request's signal serves all its calls: Yoga's request signal is a Proxy whose every property access (an
 * EventTarget's `addEventListener` touches several) runs a trap, so a listener added and removed per call cost
 * about 1 % of the graph's CPU on the cart page (docs/operations.md, "Sixth pass").
 */
class CallsOfRequest extends Set<CallSignal> {
  private static readonly bySignal = new WeakMap<AbortSignal, CallsOfRequest>();

  static of(signal: AbortSignal): CallsOfRequest {
    let calls = CallsOfRequest.bySignal.get(signal);
    if (!calls) {
      CallsOfRequest.bySignal.set(signal, (calls = new CallsOfRequest(signal)));
      if (!signal.aborted) signal.addEventListener('abort', calls, { once: true });
    }
    return calls;
  }

  private constructor(private readonly signal: AbortSignal) {
    super();
  }

  override add(call: CallSignal): this {
    // A request already gone: its new calls end at once.
    if (this.signal.aborted) call.abort(this.signal.reason);
    return super.add(call);
  }

  /** The request's signal aborted (the EventListener interface: the object itself listens). */
  handleEvent(): void {
    for (const call of this) call.abort(this.signal.reason);
  }
}

/** The service is still running the first request with this write's key (another try of it is waiting). */
function stillRunning(problem: UpstreamError['problem']): boolean {
  return problem?.reason === 'idempotency-key-in-progress';
}

/** Waits `ms` before a retry; rejects when the call is aborted first (its deadline or its client). */
function pause(ms: number, call: CallSignal): Promise<void> {
  if (call.aborted) return Promise.reject(call.reason as Error);
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(call.reason as Error);
    };
    const timer = setTimeout(() => {
      call.removeListener('abort', aborted);
      resolve();
    }, ms);
    call.once('abort', aborted);
  });
}

function deadlinePassed(call: CallSignal): void {
  call.timeOut();
}

function createGuards(config: UpstreamConfig, origin: string): Guards {
  const service = config.service;
  const bulkheadSettings = { ...defaultBulkheadSettings, ...config.bulkhead };
  const breaker =
    config.breaker === false
      ? undefined
      : new Breaker({ ...defaultBreakerSettings, ...config.breaker }, isServiceFailure, (state) => {
          breakerState.set({ service }, state === 'closed' ? 0 : state === 'half-open' ? 1 : 2);
          breakerTransitions.inc({ service, to: state });
          const fields = { service, state };
          if (state === 'open') log.error('circuit breaker opened: failing calls fast', fields);
          else log.info('circuit breaker state changed', fields);
        });
  breakerState.set({ service }, 0);
  const bulkhead = new Bulkhead(bulkheadSettings);
  // Read when the metrics are scraped, not told on every call.
  reportInFlight(service, () => bulkhead.inFlight);
  return {
    // A Pool, not an Agent: a service has one origin, and an Agent would look its pool up on every call.
    dispatcher:
      config.dispatcher ??
      new Pool(origin, {
        keepAliveTimeout: 30_000,
        keepAliveMaxTimeout: 60_000,
        connections: bulkheadSettings.maxConcurrent,
      }),
    breaker,
    bulkhead,
  };
}

function outcomeOf(error: UpstreamError): UpstreamOutcome {
  switch (error.kind) {
    case 'status':
      return error.status !== undefined && error.status >= 500 ? 'server_error' : 'client_error';
    case 'circuit-open':
      return 'circuit_open';
    default:
      return error.kind;
  }
}

/** A call may be shared only when nothing in it names a person. */
function isAnonymous(headers: Record<string, string>): boolean {
  return !Object.keys(headers).some((name) => /^(authorization|cookie)$/i.test(name));
}

/** The call's identity: method, URL and every header that can change the answer (not the request id). */
function cacheKey(service: string, url: string, headers: Record<string, string>): string {
  const varying = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== 'x-request-id')
    .map(([name, value]) => `${name.toLowerCase()}=${value}`)
    .sort()
    .join('&');
  return `${service} GET ${url} ${varying}`;
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

/** The largest answer an upstream call reads by default: far above any page the services answer (≤ 2 MB). */
export const MAX_ANSWER_BYTES = 8 * 2 ** 20;
/** A problem+json body is a few hundred bytes; more than this is not read. */
const MAX_PROBLEM_BYTES = 64 * 1024;

/**
 * An answer's text, read only up to `maxBytes`: a stated longer length is refused before reading, an unstated
 * one when the bytes pass it (the connection is closed, the rest never read).
 */
async function boundedText(response: Dispatcher.ResponseData, maxBytes: number, service: string): Promise<string> {
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

async function readProblem(response: Dispatcher.ResponseData, service: string): Promise<UpstreamError['problem']> {
  try {
    const parsed: unknown = JSON.parse(await boundedText(response, MAX_PROBLEM_BYTES, service));
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

/** Null for a 404: what is not the caller's, or does not exist, is simply not found rather than a failure. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
