import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** Runs TypeScript on one build configuration; its errors are printed when it fails. */
async function compile(repoRoot: string, tsconfig: string, what: string): Promise<void> {
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
  if (code !== 0) throw new Error(`compiling ${what} failed (see the TypeScript errors above)`);
}

/** The compiler options of a build: JavaScript next to nothing but itself, `.ts` imports rewritten to `.js`. */
const emit = (outDir: string, rootDir: string) => ({
  noEmit: false,
  outDir,
  rootDir,
  rewriteRelativeImportExtensions: true,
  declaration: false,
  sourceMap: false,
});

/**
 * The workspace packages the graph imports (@club/settings, @club/telemetry) export their TypeScript
 * sources, which plain Node cannot load: each is compiled to `<package>/dist` with a package.json of its
 * own whose exports name the compiled modules, and the compiled graph finds it there through
 * graph/dist/node_modules (its own dependencies still resolve from `<package>/node_modules`).
 */
async function buildWorkspacePackage(repoRoot: string, name: string): Promise<void> {
  const source = join(repoRoot, name);
  const out = join(source, 'dist');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tsconfig = join(out, 'tsconfig.build.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(source, 'tsconfig.json'),
      compilerOptions: { ...emit(out, join(source, 'src')), typeRoots: [join(source, 'node_modules/@types')] },
      include: [join(source, 'src')],
      exclude: [join(source, 'src/**/*.test.ts')],
    }),
  );
  await compile(repoRoot, tsconfig, `@club/${name}`);
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([path, file]) => [path, file.replace(/^\.\/src\/(.*)\.ts$/, './$1.js')]),
  );
  writeFileSync(join(out, 'package.json'), JSON.stringify({ name: manifest.name, type: 'module', exports }));
  const link = join(graphDist(repoRoot), 'node_modules', manifest.name);
  mkdirSync(join(link, '..'), { recursive: true });
  symlinkSync(out, link, 'dir');
}

/**
 * Compiles the graph (and the benchmark's own graph entry, graph-process.ts) to plain JavaScript with
 * TypeScript, so the graph under load runs as it would in a production image: without tsx, which alone
 * costs a Node process about 40 MB of memory and compiles every module at start-up. The SDL files the
 * schema reads at run time are copied next to the compiled modules, and the workspace packages it imports
 * are compiled too. Answers the entry points.
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
      compilerOptions: { ...emit(out, repoRoot), typeRoots: [join(repoRoot, 'graph/node_modules/@types')] },
      include: [join(repoRoot, 'graph/src'), join(repoRoot, 'bench/src/graph-process.ts')],
      exclude: [join(repoRoot, 'graph/src/**/*.test.ts')],
    }),
  );
  await compile(repoRoot, tsconfig, 'the graph');
  for (const name of ['settings', 'telemetry']) await buildWorkspacePackage(repoRoot, name);
  // The schema reads the modules' SDL next to its own module at run time.
  const modules = join(repoRoot, 'graph/src/modules');
  for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.graphql')) cpSync(join(modules, file), join(out, 'graph/src/modules', file));
  }
  return { main: join(out, 'graph/src/main.js'), probe: join(out, 'bench/src/graph-process.js') };
}
