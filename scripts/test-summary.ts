/**
 * Adds up the JSON reports of vitest (test-results/unit.json) and Playwright (test-results/e2e.json),
 * prints each suite's count and how long it took (CI has 90 minutes), and one closing line:
 * "Tests: N passed, N failed, N skipped".
 */
import { existsSync, readFileSync } from 'node:fs';

const read = (path: string): unknown => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

const unit = read('test-results/unit.json') as
  | {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      startTime: number;
      testResults: { endTime: number }[];
    }
  | undefined;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  const end = Math.max(unit.startTime, ...unit.testResults.map((result) => result.endTime));
  console.log(
    `unit and integration: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed in ${seconds(end - unit.startTime)}`,
  );
}
const e2e = read('test-results/e2e.json') as
  { stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number } } | undefined;
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  console.log(
    `end-to-end: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed in ${seconds(e2e.stats.duration)}`,
  );
}
if (!unit || !e2e) failed += 1; // a suite that wrote no report did not run
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
