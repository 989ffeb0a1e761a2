/** How many calls one upstream may have in flight, and how many more may wait for a free slot. */
export interface BulkheadSettings {
  maxConcurrent: number;
  maxQueued: number;
}

export class BulkheadFullError extends Error {
  constructor() {
    super('bulkhead full');
    this.name = 'BulkheadFullError';
  }
}

/** What ends a wait for a slot: the call's signal (an EventEmitter, see upstreams/http.ts). */
export interface WaitSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  once(event: 'abort', listener: () => void): unknown;
  removeListener(event: 'abort', listener: () => void): unknown;
}

interface Waiter {
  grant(): void;
}

/**
 * A bulkhead for one upstream: at most `maxConcurrent` calls run at once and at most `maxQueued` wait;
 * beyond that a call is refused at once. A slow service thus holds a bounded number of connections and
 * a bounded amount of memory, and cannot starve the calls to other services. Waiting ends with the
 * caller's signal (its deadline or the client going away).
 */
export class Bulkhead {
  private active = 0;
  private readonly queue: Waiter[] = [];

  /** `inFlight` is read by the metrics when they are scraped (upstreams/http.ts), not told on every change. */
  constructor(readonly settings: BulkheadSettings) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.queue.length;
  }

  /**
   * Takes a free slot at once if there is one. Every upstream call passes here, so the common case costs no
   * promise; only a call that has to wait gets one, from `waitForSlot`. A slot taken must be given back with
   * `leave()`.
   */
  tryEnter(): boolean {
    if (this.active >= this.settings.maxConcurrent) return false;
    this.active++;
    return true;
  }

  /**
   * Waits in the queue for a slot (after `tryEnter` found none): settles when one is handed over, and rejects
   * with BulkheadFullError when the queue is full or with the signal's reason when it aborts first.
   */
  waitForSlot(signal: WaitSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    if (this.tryEnter()) return Promise.resolve();
    if (this.queue.length >= this.settings.maxQueued) return Promise.reject(new BulkheadFullError());
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.queue.indexOf(waiter);
        if (at !== -1) this.queue.splice(at, 1);
        reject(signal.reason as Error);
      };
      const waiter: Waiter = {
        grant: () => {
          signal.removeListener('abort', onAbort);
          resolve();
        },
      };
      signal.once('abort', onAbort);
      this.queue.push(waiter);
    });
  }

  /** Gives a slot back; it passes straight to the next waiter, if any. */
  leave(): void {
    // Handed over, the slot stays taken: `active` stays as it is.
    const next = this.queue.shift();
    if (next) next.grant();
    else this.active--;
  }
}
