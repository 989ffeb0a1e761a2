/** The guards of one service's calls: its keep-alive pool, its circuit breaker and its bulkhead. */
import { Pool, type Dispatcher } from 'undici';
import { breakerState, breakerTransitions, reportInFlight } from '../observability/metrics.ts';
import { Breaker, defaultBreakerSettings } from '../resilience/breaker.ts';
import { Bulkhead, type BulkheadSettings } from '../resilience/bulkhead.ts';
import { log } from '../shared/log.ts';
import { isServiceFailure } from './upstream-error.ts';
import type { UpstreamConfig } from './http.ts';

/**
 * A screen asks one service up to three times (the cart page asks the cart service for the cart, the person's
 * memberships and wallet assets), so 64 calls in flight let 50 concurrent cart pages queue behind each other
 * while the service was healthy: in `pnpm bench:alone` 128 took the cart page from about 790 to 1 200 answers
 * per second and its CPU per request down by 7 % (docs/operations.md, eighth pass).
 */
export const defaultBulkheadSettings: BulkheadSettings = { maxConcurrent: 128, maxQueued: 512 };

/** Guards shared by every view of one service's client (see withCache). */
export interface Guards {
  dispatcher: Dispatcher;
  breaker: Breaker | undefined;
  bulkhead: Bulkhead;
}

export function createGuards(config: UpstreamConfig, origin: string): Guards {
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
