/**
 * `pnpm test:e2e` (after the web build): the end-to-end journeys against both topologies at once, each on
 * ports of its own: the portal as one process (`pnpm start`, E2E_PORT 3310…) and every part as instances
 * behind HAProxy (`pnpm start:ha`, 3330…), where failover.spec.ts also kills and restarts instances. Their
 * lines are prefixed with the topology; each writes its own report (test-results/e2e-<topology>.json, read
 * by scripts/test-summary.ts). E2E_TOPOLOGIES=portal (or ha) runs one. Extra arguments go to Playwright (and
 * then pick the specs in both).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const topologies = (process.env.E2E_TOPOLOGIES ?? 'portal,ha').split(',').map((name) => name.trim());
const ports: Record<string, number> = { portal: 3310, ha: 3330 };
/**
 * Against the many-instance topology the journeys that cross every layer run, and the failover tests: on this
 * 2-core machine its nine processes make the whole suite take over half an hour beside the other one.
 * E2E_HA=all runs every spec there too (it passes: docs/operations.md).
 */
const haSpecs =
  process.env.E2E_HA === 'all'
    ? []
    : ['failover', 'auth', 'cart', 'checkout', 'live', 'jobs', 'wallet'].map((name) => `tests/${name}.spec.ts`);

const runs = topologies.map(
  (topology) =>
    new Promise<{ topology: string; code: number; seconds: number }>((resolve) => {
      const started = Date.now();
      const specs = topology === 'ha' && process.argv.length <= 2 ? haSpecs : [];
      const child = spawn('pnpm', ['exec', 'playwright', 'test', ...specs, ...process.argv.slice(2)], {
        cwd: `${root}e2e`,
        env: {
          ...process.env,
          E2E_TOPOLOGY: topology,
          E2E_PORT: String(ports[topology] ?? 3350),
          E2E_REPORT: `../test-results/e2e-${topology}.json`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const relay = (stream: NodeJS.WritableStream) => (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.trim()) stream.write(`[${topology}] ${line}\n`);
      };
      child.stdout.setEncoding('utf8').on('data', relay(process.stdout));
      child.stderr.setEncoding('utf8').on('data', relay(process.stderr));
      child.on('exit', (code) =>
        resolve({ topology, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
      );
    }),
);

const results = await Promise.all(runs);
for (const { topology, code, seconds } of results)
  console.log(`end-to-end against ${topology}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
