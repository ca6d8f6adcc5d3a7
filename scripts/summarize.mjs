// Sums Vitest (`--reporter=json`) and Playwright (json reporter) reports found in a folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} dir */
export function summarize(dir) {
  let passed = 0;
  let failed = 0;
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      // Vitest / Jest-compatible JSON.
      passed += report.numPassedTests;
      failed += report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    } else if (report.stats && typeof report.stats.expected === 'number') {
      // Playwright JSON reporter.
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
    } else {
      throw new Error(`${file}: not a Vitest or Playwright JSON report`);
    }
  }
  return { passed, failed, files };
}
