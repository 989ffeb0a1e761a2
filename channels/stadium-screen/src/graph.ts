import { failureName, type Log } from './log.ts';
import { TokenError, type ChannelToken } from './token.ts';

/**
 * The screen's reads at the graph: one persisted document by id, as the channel, within a deadline. A read never
 * throws; it answers the data or why there is none, and the page shows a notice in that part's place.
 *
 * Answers are shared for `cacheMs` (every screen in the stadium loads the same page; the graph is asked once per
 * interval, not once per screen) and reads of the same document at the same moment share one request. A 429
 * keeps the document from being asked again until its Retry-After has passed.
 */
export type Failure = 'throttled' | 'refused' | 'unavailable';

export type Read<Data> =
  { ok: true; data: Data; errorPaths: string[] } | { ok: false; failure: Failure; retryAfterMs?: number };

export interface GraphReaderOptions {
  graphUrl: string;
  token: ChannelToken;
  /** Deadline of one read, the token included. */
  timeoutMs: number;
  /** How long an answer is shared (0: every page load asks the graph). */
  cacheMs: number;
  log: Log;
  now?: () => number;
}

interface GraphBody {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export class GraphReader {
  private readonly cache = new Map<string, { read: Promise<Read<unknown>>; until: number }>();
  /** What each operation's last read came to, so the log tells changes, not every refresh of every screen. */
  private readonly states = new Map<string, string>();
  private readonly now: () => number;

  constructor(private readonly options: GraphReaderOptions) {
    this.now = options.now ?? Date.now;
  }

  read<Data>(operation: string, documentId: string, variables: Record<string, unknown>): Promise<Read<Data>> {
    const key = `${documentId}\u0000${JSON.stringify(variables)}`;
    const cached = this.cache.get(key);
    if (cached && this.now() < cached.until) return cached.read as Promise<Read<Data>>;
    const entry = { read: this.fetchRead(operation, documentId, variables), until: Number.POSITIVE_INFINITY };
    this.cache.set(key, entry);
    void entry.read.then((read) => {
      const hold = read.ok || read.failure !== 'throttled' ? 0 : (read.retryAfterMs ?? 0);
      entry.until = this.now() + Math.max(this.options.cacheMs, hold);
      if (entry.until <= this.now() && this.cache.get(key) === entry) this.cache.delete(key);
    });
    return entry.read as Promise<Read<Data>>;
  }

  private async fetchRead(
    operation: string,
    documentId: string,
    variables: Record<string, unknown>,
  ): Promise<Read<unknown>> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let read: Read<unknown>;
    let detail: Record<string, unknown> = {};
    try {
      // A token the graph refuses as unknown or expired is dropped, and a new one tried once.
      for (let attempt = 1; ; attempt++) {
        const token = await untilAborted(this.options.token.get(), signal);
        const response = await fetch(new URL('/graphql', this.options.graphUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({ documentId, variables }),
          signal,
        });
        const body = (await response.json().catch(() => ({}))) as GraphBody;
        const code = body.errors?.[0]?.extensions?.code;
        detail = { status: response.status, ...(code ? { code } : {}) };
        if (response.status === 401 || response.status === 403) this.options.token.forget(token);
        if (response.status === 401 && attempt === 1) continue;
        read = answerOf(response, body);
        break;
      }
    } catch (error) {
      read = { ok: false, failure: error instanceof TokenError && error.status > 0 ? 'refused' : 'unavailable' };
      detail =
        error instanceof TokenError
          ? { token: error.message }
          : { error: signal.aborted ? `no answer within ${this.options.timeoutMs} ms` : failureName(error) };
    }
    this.report(operation, read, detail);
    return read;
  }

  private report(operation: string, read: Read<unknown>, detail: Record<string, unknown>): void {
    const state = read.ok ? 'ok' : `${read.failure} ${JSON.stringify(detail)}`;
    const previous = this.states.get(operation);
    if (state === previous) return;
    this.states.set(operation, state);
    if (read.ok) {
      if (previous !== undefined) this.options.log('info', 'graph read recovered', { operation });
    } else {
      this.options.log('warn', 'graph read failed; the screen shows a notice in its place', {
        operation,
        failure: read.failure,
        ...detail,
        ...(read.retryAfterMs !== undefined ? { retryAfterMs: read.retryAfterMs } : {}),
      });
    }
  }
}

function answerOf(response: Response, body: GraphBody): Read<unknown> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { ok: false, failure: 'throttled', retryAfterMs: Number.isFinite(seconds) ? seconds * 1000 : 1000 };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, failure: 'refused' };
  if (response.status !== 200 || !body.data) return { ok: false, failure: 'unavailable' };
  const errorPaths = (body.errors ?? []).map((error) => (error.path ?? []).join('.'));
  return { ok: true, data: body.data, errorPaths };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
