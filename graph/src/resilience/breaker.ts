export interface BreakerSettings {
  /** Share of failed calls (percent) in the rolling window above which the breaker opens. */
  errorThresholdPercentage: number;
  /** Calls in the window before the breaker may open at all: one failure among few calls is no trend. */
  volumeThreshold: number;
  /** Length of the rolling window the failures are counted in. */
  windowMs: number;
  /** How long the breaker stays open before it lets one probe call through (half-open). */
  resetTimeoutMs: number;
}

export const defaultBreakerSettings: BreakerSettings = {
  errorThresholdPercentage: 50,
  volumeThreshold: 10,
  windowMs: 10_000,
  resetTimeoutMs: 5_000,
};

export type BreakerState = 'closed' | 'half-open' | 'open';

/** The rolling window is kept in this many buckets; the oldest is dropped as time moves on. */
const bucketCount = 10;

/**
 * A circuit breaker for one upstream service: after sustained failures (more than the threshold share of at
 * least `volumeThreshold` calls in the window) it opens and calls fail at once without touching the service;
 * after `resetTimeoutMs` it lets one probe through, and closes again when the probe succeeds or reopens when
 * it fails. Only failures of the service count (`isFailure`): a 404 or a caller going away is no sign of an
 * unhealthy service.
 *
 * The caller asks `admit()` before a call and tells `record()` its outcome, with no promise wrapped around
 * the call and nothing allocated per call: every upstream call of every request passes here, and a breaker
 * that wraps the call (opossum, used before) held about 2 KB of promises, closures and events per call in
 * flight, which the garbage collector copied while the call waited (docs/operations.md, "Fifth pass").
 */
export class Breaker {
  private current: BreakerState = 'closed';
  /** Whether the one probe of the half-open state is under way. */
  private probing = false;
  private readonly bucketMs: number;
  private readonly calls = new Float64Array(bucketCount);
  private readonly failures = new Float64Array(bucketCount);
  /** The bucket the last outcome was counted in, as a count of bucket lengths since the epoch. */
  private lastBucket = 0;
  private reopenTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly isFailure: (error: unknown) => boolean,
    private readonly onStateChange: (state: BreakerState) => void = () => undefined,
  ) {
    this.bucketMs = Math.max(1, settings.windowMs / bucketCount);
  }

  get state(): BreakerState {
    return this.current;
  }

  /**
   * Whether a call may go to the service now: always when closed, never when open, and only the one probe
   * when half-open. A call admitted must have its outcome recorded.
   */
  admit(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The outcome of an admitted call: `undefined` when it succeeded, else what it failed with. */
  record(error: unknown): void {
    const failed = error !== undefined && this.isFailure(error);
    if (this.current === 'half-open') {
      this.probing = false;
      if (failed) this.open();
      else this.close();
      return;
    }
    if (this.current === 'open') return; // a call admitted before the breaker opened
    const bucket = this.rotate(Date.now());
    this.calls[bucket]!++;
    if (!failed) return;
    this.failures[bucket]!++;
    let calls = 0;
    let failures = 0;
    for (let i = 0; i < bucketCount; i++) {
      calls += this.calls[i]!;
      failures += this.failures[i]!;
    }
    if (calls >= this.settings.volumeThreshold && (failures / calls) * 100 > this.settings.errorThresholdPercentage)
      this.open();
  }

  /** The index of the current bucket, after emptying the buckets the window has moved past since the last call. */
  private rotate(now: number): number {
    const current = Math.floor(now / this.bucketMs);
    const passed = Math.min(current - this.lastBucket, bucketCount);
    for (let i = 1; i <= passed; i++) {
      const index = (this.lastBucket + i) % bucketCount;
      this.calls[index] = 0;
      this.failures[index] = 0;
    }
    this.lastBucket = current;
    return current % bucketCount;
  }

  private open(): void {
    this.transition('open');
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => this.transition('half-open'), this.settings.resetTimeoutMs);
    this.reopenTimer.unref();
  }

  private close(): void {
    this.calls.fill(0);
    this.failures.fill(0);
    this.transition('closed');
  }

  private transition(state: BreakerState): void {
    if (state === this.current) return;
    this.current = state;
    this.onStateChange(state);
  }
}
