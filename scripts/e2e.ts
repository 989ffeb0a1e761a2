/**
 * `pnpm test:e2e` (after the web build): the end-to-end journeys against both topologies at once, each on
 * ports of its own: the portal as one process (`pnpm start`, E2E_PORT 3310…) and every part as instances
 * behind HAProxy (`pnpm start:ha`, 3330…), where failover.spec.ts also kills and restarts instances. Their
 * lines are prefixed with the topology; each writes its own report (test-results/e2e-<topology>.json, read
 * by scripts/test-summary.ts). E2E_TOPOLOGIES=portal (or ha) runs one. Extra arguments go to Playwright (and
 * then pick the specs in both).
 */
import { fileURLToPath } from 'node:url';
import { report, runSuite, type Suite } from './suites.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ports: Record<string, number> = { portal: 3310, ha: 3330 };
/**
 * Against the many-instance topology the journeys that cross every layer run, and the failover tests: on this
 * 2-core machine its nine processes make the whole suite take over half an hour beside the other one.
 * E2E_HA=all runs every spec there too (it passes: docs/operations.md).
 */
const haSpecs =
  process.env.E2E_HA === 'all'
    ? []
    : ['failover', 'auth', 'cart', 'checkout', 'live', 'jobs', 'wallet', 'channels'].map(
        (name) => `tests/${name}.spec.ts`,
      );

/** The journeys against each topology (E2E_TOPOLOGIES, both by default), Playwright given `args`. */
export function e2eSuites(args: string[] = []): Suite[] {
  const topologies = (process.env.E2E_TOPOLOGIES ?? 'portal,ha').split(',').map((name) => name.trim());
  return topologies.map((topology) => ({
    name: topology,
    command: 'pnpm',
    args: ['exec', 'playwright', 'test', ...(topology === 'ha' && args.length === 0 ? haSpecs : []), ...args],
    cwd: `${root}e2e`,
    env: {
      E2E_TOPOLOGY: topology,
      E2E_PORT: String(ports[topology] ?? 3350),
      E2E_REPORT: `../test-results/e2e-${topology}.json`,
    },
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await Promise.all(e2eSuites(process.argv.slice(2)).map(runSuite));
  process.exit(report(results.map((result) => ({ ...result, name: `end-to-end against ${result.name}` }))) ? 0 : 1);
}
