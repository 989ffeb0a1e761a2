/**
 * Runs test suites side by side as child processes: each line a suite prints is prefixed with its name, and
 * each suite's outcome and time are printed when all are done (scripts/test.ts, scripts/e2e.ts).
 */
import { spawn } from 'node:child_process';

export interface Suite {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface SuiteResult {
  name: string;
  code: number;
  seconds: number;
}

/** Runs one suite to its end, its output prefixed with `[name]`. */
export function runSuite(suite: Suite): Promise<SuiteResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(suite.command, suite.args, {
      cwd: suite.cwd,
      env: { ...process.env, ...suite.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (stream: NodeJS.WritableStream) => (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) stream.write(`[${suite.name}] ${line}\n`);
    };
    child.stdout.setEncoding('utf8').on('data', relay(process.stdout));
    child.stderr.setEncoding('utf8').on('data', relay(process.stderr));
    child.on('exit', (code) =>
      resolve({ name: suite.name, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

/** Prints each suite's outcome and time; true when every one passed. */
export function report(results: SuiteResult[]): boolean {
  for (const { name, code, seconds } of results)
    console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
  return results.every(({ code }) => code === 0);
}
