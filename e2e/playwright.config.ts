import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright cannot download its own browser here: Debian's Chromium is used (apt-get install chromium).
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * E2E_TOPOLOGY picks what the journeys run against: `portal` (default), the whole portal in one process as a
 * newcomer starts it (pnpm start); `ha`, every deployable as processes of their own behind HAProxy on the
 * machine's PostgreSQL and Redis (pnpm start:ha), where failover.spec.ts also kills and restarts instances.
 * Both put the platform (its development inbox and match simulator) at the portal's port + 1 and the graphs'
 * metrics at + 2.
 */
const topology = process.env.E2E_TOPOLOGY === 'ha' ? 'ha' : 'portal';

// The whole portal as a newcomer starts it, on a fresh in-memory database.
const oneProcess = {
  command: 'node --import tsx ../scripts/portal.ts',
  url: `${baseURL}/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  // DATABASE_URL is cleared so the e2e suite always runs the embedded default a newcomer gets.
  env: {
    PORT: String(port),
    // The platform next to the portal: the tests read the development inbox there (tests/inbox.ts).
    PLATFORM_PORT: String(port + 1),
    // 0 picks a free port for the OpenID provider, so several runs on one machine do not clash.
    IDENTITY_PORT: process.env.IDENTITY_PORT ?? '0',
    PAYMENTS_PORT: '0',
    // Operators' metrics beside the portal (the live tests read the subscriber gauge there).
    METRICS_PORT: String(port + 2),
    PGLITE_DIR: 'memory',
    // The tests move the platform's clock to see a ticket hold run out (POST /dev/clock).
    PLATFORM_TEST_CLOCK: 'on',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
};

// Every deployable on its own behind HAProxy, on a database made for this run and dropped after it.
const manyInstances = {
  command: 'node --import tsx ../scripts/ha/start.ts',
  url: `${baseURL}/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  // The launcher drains the graphs when it stops.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 40_000 },
  env: {
    PORT: String(port),
    PLATFORM_PORT: String(port + 1),
    METRICS_PORT: String(port + 2),
    IDENTITY_PORT: String(port + 3),
    PAYMENTS_PORT: String(port + 4),
    HAPROXY_STATS_PORT: String(port + 5),
    HA_FRESH_DATABASE: 'on',
    PLATFORM_TEST_CLOCK: 'on',
    LOG_LEVEL: 'warn',
  },
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Each topology its own report and its own traces: scripts/e2e.ts runs both at once.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? `../test-results/e2e-${topology}.json` }]]
    : [['list']],
  outputDir: `test-results/${topology}`,
  // Journeys sign several people in, wait for mails and upload megabytes: on a loaded 2-core machine (CI shares
  // it with the platform, the portal and Chromium) the longest took over 30 s while every step was within its
  // own wait; behind HAProxy (more processes on the same cores) journeys take about twice as long, as
  // allowJourney (tests/steps.ts) allows the long ones. The timeouts bound a hang; they assert nothing about speed.
  timeout: topology === 'ha' ? 180_000 : 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Visitors who have answered the analytics question (declined): the consent banner is tested on its
    // own in content.spec.ts and would otherwise cover the bottom of every phone screen.
    storageState: {
      cookies: [
        {
          name: 'AnalyticsConsent',
          value: 'denied',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // The portal's service worker is tested in service-worker.spec.ts; elsewhere it is blocked, so every
    // request reaches page.route and the network as the app sends it.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: topology === 'ha' ? manyInstances : oneProcess,
});
