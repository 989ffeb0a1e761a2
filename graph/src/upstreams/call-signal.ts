/** The deadline and cancellation of one upstream call, and of all the calls of one client request. */
import { EventEmitter } from 'node:events';

/**
 * The signal of one call, aborted when the call's time is up (`timedOut` tells that apart from a client that
 * went away). undici, the bulkhead and the retry pause listen to it as an EventEmitter. Every upstream call
 * of every request has one and holds it while it waits, so it is as small as a signal can be: an AbortController
 * (its signal, the listener map of its EventTarget, a Listener per listener) was about 1 KB per call in flight
 * (docs/operations.md, "Fifth pass"). Unlike AbortSignal.timeout and AbortSignal.any, whose timer cannot be
 * cleared and which fire (and build an abort error) seconds after every finished call, its timer is cleared by
 * `release`. It follows the client's signal through `CallsOfRequest`, not a listener of its own.
 */
export class CallSignal extends EventEmitter {
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
export class CallsOfRequest extends Set<CallSignal> {
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

/** Waits `ms` before a retry; rejects when the call is aborted first (its deadline or its client). */
export function pause(ms: number, call: CallSignal): Promise<void> {
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

export function deadlinePassed(call: CallSignal): void {
  call.timeOut();
}
