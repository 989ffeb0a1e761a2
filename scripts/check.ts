/**
 * `pnpm run check`: the checks CI runs before the tests, each suite's time printed at the end. The generated
 * files first, alone (codegen rewrites web/src/__generated__, which the typecheck and ESLint's typed rules
 * read); then ESLint, Prettier, the typecheck and the schema check side by side. On this 2-core machine the
 * checks are CPU-bound (the typecheck alone takes about 180 s: bench/ and web's scripts check graph and
 * platform sources again): 264 s side by side against 295 s one after the other.
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
