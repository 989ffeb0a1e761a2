import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The graph's Node options as docs/operations.md recommends them for production (see "Settings" there for
 * why the old space is allowed 1 GB although the graph lives in about 45 MB).
 */
export const recommendedGraphNodeOptions = '--max-old-space-size=1024 --max-semi-space-size=32';

/** The graph's Node options for `pnpm bench` and `pnpm bench:alone`: BENCH_GRAPH_NODE_OPTIONS, or the recommended. */
export function graphNodeOptions(): string[] {
  return (process.env.BENCH_GRAPH_NODE_OPTIONS ?? recommendedGraphNodeOptions).split(' ').filter(Boolean);
}

/** Where the compiled graph goes (`dist/` is ignored by git; graph/node_modules resolves its packages). */
export const graphDist = (repoRoot: string) => join(repoRoot, 'graph/dist');

/**
 * Compiles the graph (and the benchmark's own graph entry, graph-process.ts) to plain JavaScript with
 * TypeScript, so the graph under load runs as it would in a production image: without tsx, which alone
 * costs a Node process about 40 MB of memory and compiles every module at start-up. The SDL files the
 * schema reads at run time are copied next to the compiled modules. Answers the entry points.
 */
export async function buildGraph(repoRoot: string): Promise<{ main: string; probe: string }> {
  const out = graphDist(repoRoot);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tsconfig = join(out, 'tsconfig.build.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(repoRoot, 'graph/tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        outDir: out,
        rootDir: repoRoot,
        rewriteRelativeImportExtensions: true,
        declaration: false,
        sourceMap: false,
        typeRoots: [join(repoRoot, 'graph/node_modules/@types')],
      },
      include: [join(repoRoot, 'graph/src'), join(repoRoot, 'bench/src/graph-process.ts')],
      exclude: [join(repoRoot, 'graph/src/**/*.test.ts')],
    }),
  );
  const tsc = createRequire(join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', tsconfig], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (status) => {
      if (status !== 0) console.error(output.slice(0, 4000));
      resolve(status);
    });
  });
  if (code !== 0) throw new Error('compiling the graph failed (see the TypeScript errors above)');
  // The schema reads the modules' SDL next to its own module at run time.
  const modules = join(repoRoot, 'graph/src/modules');
  for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.graphql')) cpSync(join(modules, file), join(out, 'graph/src/modules', file));
  }
  return { main: join(out, 'graph/src/main.js'), probe: join(out, 'bench/src/graph-process.js') };
}
