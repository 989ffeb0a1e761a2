import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No hand-written unit over 400 lines without a reason stated at its top (issue 42): a reviewer reads a unit
 * whole. A file that is long because it is data (seed records, a catalogue) says so in its header with
 * "Longer than 400 lines because"; the units below were that long before the rule and are to be split: each
 * may shrink, none may grow, and one that falls under the limit leaves the list.
 */
const LIMIT = 400;
const toSplit: Record<string, number> = {};

const root = fileURLToPath(new URL('..', import.meta.url));
const trees = [
  'graph/src',
  'platform/src',
  'web/src',
  'scripts',
  'settings/src',
  'telemetry/src',
  'bench/src',
  'e2e/tests',
];

/** The hand-written source files: no tests, no generated code. */
function sources(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === '__generated__' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the size of a unit', () => {
  const files = trees.flatMap(sources).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

  it(`keeps every unit within ${LIMIT} lines, or says at its top why it is longer`, () => {
    const unexplained = files
      .filter(({ path, text }) => lineCount(text) > LIMIT && !(path in toSplit))
      .filter(({ text }) => !/^[\s\S]{0,3000}Longer than 400 lines because/.test(text))
      .map(({ path, text }) => `${path} (${lineCount(text)} lines)`);
    expect(unexplained).toEqual([]);
  });

  it('lets the units still to be split shrink, never grow, and forgets those that got short', () => {
    const sizes = Object.fromEntries(files.map(({ path, text }) => [path, lineCount(text)]));
    for (const [path, ceiling] of Object.entries(toSplit)) {
      expect(sizes[path], `${path} is gone or renamed: take it off the list`).toBeDefined();
      expect(sizes[path]!, `${path} grew: split it instead`).toBeLessThanOrEqual(ceiling);
      expect(sizes[path]!, `${path} is within the limit now: take it off the list`).toBeGreaterThan(LIMIT);
    }
  });

  it('counts what it says it counts', () => {
    expect(files.some(({ path }) => path === 'platform/src/checkout/service.ts')).toBe(true);
    expect(files.some(({ path }) => path.includes('__generated__') || /\.test\.tsx?$/.test(path))).toBe(false);
  });
});
