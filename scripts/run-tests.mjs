#!/usr/bin/env node
// Runs every package's tests through turbo, then sums the JSON reports of every runner
// (Vitest in every package, Playwright in the apps) into one closing line: `tests: N passed, N failed`.
// Exits non-zero on any failure, on a runner that crashed, or when no test ran at all.
import { spawnSync } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarize } from './summarize.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const extra = process.argv.slice(2);
const run = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', 'e2e', '--continue', '--concurrency=2', ...extra],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);

const { passed, failed, files } = summarize(reports);
console.log(`\nreports read: ${files.length}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (run.status !== 0 || failed > 0 || passed === 0) process.exit(1);
