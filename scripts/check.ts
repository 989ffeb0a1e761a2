/**
 * `pnpm run check`: the checks CI runs before the tests, each suite's time printed at the end. The generated
 * files first, alone (codegen rewrites web/src/__generated__, which the typecheck and ESLint's typed rules
 * read); then ESLint, Prettier, the typecheck and the schema check side by side: each mostly keeps one core
 * busy, and on a 2-core machine they take about half the time one after the other did.
 */
import { fileURLToPath } from 'node:url';
import { report, runSuite, type SuiteResult } from './suites.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = (name: string, ...args: string[]) => ({ name, command: 'pnpm', args, cwd: root });

const generated = await runSuite(pnpm('codegen', 'run', 'codegen:check'));
const results: SuiteResult[] = [generated];
if (generated.code === 0)
  results.push(
    ...(await Promise.all([
      runSuite(pnpm('eslint', 'exec', 'eslint', '.')),
      runSuite(pnpm('prettier', 'exec', 'prettier', '--check', '.')),
      runSuite(pnpm('typecheck', 'run', 'typecheck')),
      runSuite(pnpm('schema', 'channel', 'check')),
    ])),
  );
process.exit(report(results) ? 0 : 1);
