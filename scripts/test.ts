/**
 * `pnpm test`: every suite at once. The unit and integration tests (vitest) start at once; the web app is
 * built meanwhile, then the journeys run against both topologies (scripts/e2e.ts). The journeys mostly wait
 * on the browser, mails and live updates, so on a 2-core machine the suites side by side take about as long
 * as the journeys alone, where one after the other took the sum. Each line is prefixed with its suite; each
 * suite's outcome and time are printed at the end, and the exit code fails if any failed.
 */
import { fileURLToPath } from 'node:url';
import { e2eSuites } from './e2e.ts';
import { report, runSuite, type SuiteResult } from './suites.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const unit = runSuite({ name: 'unit', command: 'pnpm', args: ['exec', 'vitest', 'run'], cwd: root });
const build = await runSuite({ name: 'build', command: 'pnpm', args: ['run', 'build'], cwd: root });
const journeys: Promise<SuiteResult>[] =
  build.code === 0
    ? e2eSuites().map((suite) => runSuite({ ...suite, name: `e2e ${suite.name}` }))
    : [Promise.resolve({ name: 'e2e', code: 1, seconds: 0 })];
const results = [build, await unit, ...(await Promise.all(journeys))];
process.exit(report(results) ? 0 : 1);
