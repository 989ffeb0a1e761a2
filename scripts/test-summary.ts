/**
 * Adds up the JSON reports of vitest (test-results/unit.json) and Playwright (test-results/e2e-<topology>.json,
 * one per topology the journeys ran against),
 * prints each suite's count and how long it took (CI has 90 minutes), names the end-to-end tests that passed
 * only on their retry (flaky), and one closing line:
 * "Tests: N passed, N failed, N skipped".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  suites: PlaywrightSuite[];
  /** Failures outside any test: the portal (its webServer) did not start, a file did not load. */
  errors?: { message?: string }[];
};
const e2eReports = (existsSync('test-results') ? readdirSync('test-results') : [])
  .filter((file) => /^e2e-[a-z]+\.json$/.test(file))
  .sort();
for (const file of e2eReports) {
  const topology = file.slice('e2e-'.length, -'.json'.length);
  const e2e = read(`test-results/${file}`) as PlaywrightReport;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  console.log(
    `end-to-end (${topology}): ${e2e.stats.expected + e2e.stats.flaky} passed (${e2e.stats.flaky} of them flaky), ` +
      `${e2e.stats.unexpected} failed, ${e2e.stats.skipped} skipped in ${seconds(e2e.stats.duration)}`,
  );
  // A test that passed only on its retry counts as passed, but is named, so nobody mistakes it for a steady one.
  for (const title of flakyTests(e2e.suites)) console.log(`  flaky (passed on retry): ${title}`);
  // A run that could not start its portal ran nothing and failed nothing: it failed.
  const errors = e2e.errors ?? [];
  if (errors.length > 0 || e2e.stats.expected + e2e.stats.flaky + e2e.stats.unexpected === 0) {
    failed += Math.max(1, errors.length);
    for (const error of errors) console.log(`  failed outside any test: ${(error.message ?? '').split('\n')[0]}`);
    if (errors.length === 0) console.log('  ran no test');
  }
}

/** The tests of Playwright's report that failed first and passed on a retry, as "file:line title". */
function flakyTests(suites: PlaywrightSuite[], file = ''): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${suite.file ?? file}:${spec.line} ${spec.title}`),
    ...flakyTests(suite.suites ?? [], suite.file ?? file),
  ]);
}
// A suite that wrote no report did not run: the unit tests, and the journeys against each topology.
if (!unit) failed += 1;
for (const topology of ['portal', 'ha']) if (!e2eReports.includes(`e2e-${topology}.json`)) failed += 1;
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
