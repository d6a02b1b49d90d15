// Prints one closing line for a CI run from the Vitest and Playwright JSON reports: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = 'test-results/vitest.json';
const playwright = 'test-results/playwright.json';

if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else {
  console.error(`missing ${vitest}`);
  totals.failed += 1;
}
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
} else {
  console.error(`missing ${playwright}`);
  totals.failed += 1;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
