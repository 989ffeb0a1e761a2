/**
 * Regenerates every generated file, in dependency order:
 *   platform route schemas → platform/openapi/platform.json → graph upstream types
 *   graph module SDL → schema.graphql + graph resolver types → Relay artifacts + persisted-queries.json
 * With --check it fails when any generated file differs from what is committed (CI runs this).
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiPath, renderOpenApi } from '../platform/src/openapi/write.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

export const generatedPaths = [
  'platform/openapi',
  'graph/src/upstreams/__generated__',
  'schema.graphql',
  'graph/src/__generated__',
  'web/src/__generated__',
  'persisted-queries.json',
];

await writeFile(openApiPath, await renderOpenApi());
// The graph checks every answer against the same document at run time (graph/src/upstreams/contract.ts).
await copyFile(openApiPath, `${root}graph/src/upstreams/__generated__/platform.openapi.json`);
run('pnpm', [
  'exec',
  'openapi-typescript',
  'platform/openapi/platform.json',
  '-o',
  'graph/src/upstreams/__generated__/platform.ts',
]);
run('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts']);
// relay-compiler adds to the persisted-queries file and never removes an entry, and it persists only the
// documents whose artifacts it rewrites. Starting from no artifacts and an empty file keeps exactly
// today's documents, which are all that production trusts.
await rm(`${root}web/src/__generated__`, { recursive: true, force: true });
await mkdir(`${root}web/src/__generated__`);
await writeFile(`${root}persisted-queries.json`, '{}\n');
run('pnpm', ['exec', 'relay-compiler']);

if (check) {
  const drift = execFileSync('git', ['status', '--porcelain', '--', ...generatedPaths], {
    cwd: root,
    encoding: 'utf8',
  });
  if (drift.trim()) {
    console.error(`\nGenerated files are out of date; run \`pnpm codegen\` and commit:\n${drift}`);
    execFileSync('git', ['--no-pager', 'diff', '--stat', '--', ...generatedPaths], { cwd: root, stdio: 'inherit' });
    process.exit(1);
  }
  console.log('Generated files are up to date.');
}
