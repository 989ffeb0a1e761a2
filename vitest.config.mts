import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// graphql 16 has no "exports" map: Node loads its CommonJS main, Vite would pick the "module" build.
// Two copies of graphql mean two GraphQLError classes, so tests resolve it the way Node does.
const graphql = createRequire(new URL('./graph/package.json', import.meta.url)).resolve('graphql');

/**
 * One runner for the unit and integration tests of every package; e2e runs in Playwright. The server-side
 * projects share a worker's module graph between test files (`isolate: false`): each file starts its own
 * platform on its own schema and mocks no module, and evaluating the graph's and platform's modules anew for
 * each of some seventy files was most of the suite's time. The web project keeps isolation (jsdom, module mocks).
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphql }] },
  test: {
    // Vitest's default leaves one core free (one worker on a 2-core machine), but the tests mostly wait on
    // started services, sockets and timers: a worker per core halves the run.
    maxWorkers: Math.max(2, availableParallelism()),
    // CI also writes a JSON report, from which .ci/run prints one closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
    projects: [
      'web',
      {
        extends: true,
        test: { name: 'settings', include: ['settings/src/**/*.test.ts'], isolate: false },
      },
      {
        // The portal's server (scripts/): its settings, checked as a newcomer starts it.
        extends: true,
        test: { name: 'portal', include: ['scripts/**/*.test.ts'], testTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          include: ['platform/src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // The graph's channels in this repository (channels/<name>/): their documents, and each run against the
        // real platform and graph.
        extends: true,
        test: {
          name: 'channels',
          include: ['channels/*/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'graph',
          include: ['graph/src/**/*.test.ts', 'graph/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
