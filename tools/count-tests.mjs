#!/usr/bin/env node
// Adds up the tests in the JSON reports that `npm test` writes (Vitest's and Playwright's json reporters) and
// prints a breakdown, then the closing line "<passed> passed, <failed> failed[, <skipped> skipped]".
// Usage: node tools/count-tests.mjs "<label>=<report.json>" …
import { existsSync, readFileSync } from 'node:fs';

const total = { passed: 0, failed: 0, skipped: 0 };
for (const arg of process.argv.slice(2)) {
  const [label, file] = arg.split('=');
  if (!file || !existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const n = { passed: 0, failed: 0, skipped: 0 };
  if (typeof r.numPassedTests === 'number') {
    n.passed = r.numPassedTests; // vitest
    n.failed = r.numFailedTests;
    n.skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (r.stats) {
    n.passed = r.stats.expected + r.stats.flaky; // playwright: flaky = passed on a retry
    n.failed = r.stats.unexpected;
    n.skipped = r.stats.skipped;
  }
  console.log(`  ${label.padEnd(48)} tests passed ${n.passed} / failed ${n.failed} / skipped ${n.skipped}`);
  for (const k of Object.keys(total)) total[k] += n[k];
}
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed ? 1 : 0);
