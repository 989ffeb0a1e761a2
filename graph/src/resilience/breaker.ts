import CircuitBreaker from 'opossum';

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

export class BreakerOpenError extends Error {
  constructor() {
    super('circuit open');
    this.name = 'BreakerOpenError';
  }
}

/**
 * A circuit breaker for one upstream service (opossum): after sustained failures (more than the
 * threshold share of at least `volumeThreshold` calls in the window) it opens and calls fail at once
 * without touching the service; after `resetTimeoutMs` it lets one probe through, and closes again when
 * the probe succeeds or reopens when it fails. Only failures of the service count (`isFailure`): a 404
 * or a caller going away is no sign of an unhealthy service.
 */
export class Breaker {
  private readonly circuit: CircuitBreaker<[() => Promise<unknown>], unknown>;

  constructor(
    settings: BreakerSettings,
    isFailure: (error: unknown) => boolean,
    onStateChange: (state: BreakerState) => void = () => undefined,
  ) {
    this.circuit = new CircuitBreaker((task: () => Promise<unknown>) => task(), {
      // The upstream client enforces its own deadline and cancels the call; opossum's would only stop waiting.
      timeout: false,
      errorThresholdPercentage: settings.errorThresholdPercentage,
      volumeThreshold: settings.volumeThreshold,
      rollingCountTimeout: settings.windowMs,
      rollingCountBuckets: 10,
      resetTimeout: settings.resetTimeoutMs,
      errorFilter: (error: unknown) => !isFailure(error),
    });
    this.circuit.on('open', () => onStateChange('open'));
    this.circuit.on('halfOpen', () => onStateChange('half-open'));
    this.circuit.on('close', () => onStateChange('closed'));
  }

  get state(): BreakerState {
    return this.circuit.opened ? 'open' : this.circuit.halfOpen ? 'half-open' : 'closed';
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    try {
      return (await this.circuit.fire(task)) as T;
    } catch (error) {
      if ((error as { code?: string } | null)?.code === 'EOPENBREAKER') throw new BreakerOpenError();
      throw error;
    }
  }

  /** Stops the breaker's window timers (they do not keep the process alive either way). */
  shutdown(): void {
    this.circuit.shutdown();
  }
}
