/** The settings of `pnpm start:ha` (scripts/ha/start.ts), read and checked before anything starts. */
import { setting } from '@club/settings';
import { z } from 'zod';

/** Where a launcher without DATABASE_URL makes the portal's database: this machine's PostgreSQL. */
export const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export const haEnvironment = z.object({
  HOST: setting.text('127.0.0.1'),
  PORT: setting.port(3000),
  PLATFORM_PORT: setting.port(4010),
  IDENTITY_PORT: setting.port(4011),
  PAYMENTS_PORT: setting.port(4012),
  METRICS_PORT: setting.port(9464),
  HAPROXY_STATS_PORT: setting.port(8404),
  GRAPH_INSTANCES: setting.wholeNumber({ min: 1, max: 32, fallback: 3 }),
  PORTAL_INSTANCES: setting.wholeNumber({ min: 1, max: 16, fallback: 2 }),
  PLATFORM_INSTANCES: setting.wholeNumber({ min: 1, max: 16, fallback: 2 }),
  /** The PostgreSQL server the portal's database is made on. */
  DATABASE_URL: setting.optionalUrl(['postgres:', 'postgresql:']),
  HA_DATABASE: setting.text('club_ha'),
  HA_FRESH_DATABASE: setting.onOff(false),
  REDIS_URL: setting.optionalUrl(['redis:', 'rediss:']),
  MATCH_SPEED: setting.optionalDecimal({ min: 0.01, max: 10_000 }),
  /** `on`: every platform's clock may be moved by tests (POST /dev/clock); for the e2e suite, never in production. */
  PLATFORM_TEST_CLOCK: setting.oneOf(['off', 'on'] as const, 'off'),
  LOG_LEVEL: setting.oneOf(['debug', 'info', 'warn', 'error'] as const, 'warn'),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting.optionalUrl(['http:', 'https:']),
});
