/**
 * `pnpm test`: every suite, one after the other, each suite's lines prefixed with its name and its outcome and
 * time printed at the end; the exit code fails if any failed. The unit and integration tests (vitest) run
 * first, alone: they keep both cores busy, and run beside the journeys on a 2-core machine they made both
 * three times slower (CI: unit 1067 s, journeys 1969 s side by side, against ~400 s and ~770 s apart). Then
 * the web app is built and the journeys run against both topologies at once (scripts/e2e.ts), which mostly
 * wait on the browser, mails and live updates.
 */
import { fileURLToPath } from 'node:url';
import { e2eSuites } from './e2e.ts';
import { report, runSuite, type SuiteResult } from './suites.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const unit = await runSuite({ name: 'unit', command: 'pnpm', args: ['exec', 'vitest', 'run'], cwd: root });
const build = await runSuite({ name: 'build', command: 'pnpm', args: ['run', 'build'], cwd: root });
const journeys: SuiteResult[] =
  build.code === 0
    ? await Promise.all(e2eSuites().map((suite) => runSuite({ ...suite, name: `e2e ${suite.name}` })))
    : [{ name: 'e2e', code: 1, seconds: 0 }];
process.exit(report([unit, build, ...journeys]) ? 0 : 1);
