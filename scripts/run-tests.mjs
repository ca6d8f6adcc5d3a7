#!/usr/bin/env node
// Runs every package's tests through turbo, then sums the JSON reports of every runner
// (Vitest in every package, Playwright in the apps) into one closing line: `tests: N passed, N failed`.
// Exits non-zero on any failure, on a runner that crashed or left no report, or when no test ran.
//
// A hung suite must not eat CI's whole allowance (a solver loop that never pauses once did, and
// CI ended with no summary at all): after TEST_TIME_LIMIT_MIN minutes (default 25) every runner
// still going is stopped, and each report missing is counted as one failure, by name.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './summarize.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const limitMin = Number(process.env.TEST_TIME_LIMIT_MIN ?? 25);
const extra = process.argv.slice(2);

/** The reports the runs should leave: one a package with tests, one an app with e2e tests. */
function expectedReports() {
  const out = [];
  for (const group of ['packages', 'apps']) {
    for (const dir of readdirSync(join(root, group))) {
      let pkg;
      try {
        pkg = JSON.parse(readFileSync(join(root, group, dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      const json = /--outputFile\.json=\S*\/\.reports\/(\S+\.json)/.exec(pkg.scripts?.test ?? '');
      if (json) out.push(json[1]);
      if (pkg.scripts?.e2e) out.push(`${dir}.playwright.json`);
    }
  }
  return out;
}

// Only the whole run knows which reports to expect; a filtered run (--filter) checks what it got.
const expected = extra.length === 0 ? expectedReports() : [];

const child = spawn(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', 'e2e', '--continue', '--concurrency=2', ...extra],
  {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`\nrun-tests: still running after ${limitMin} min: stopping every runner`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}, limitMin * 60_000);
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const status = await new Promise((done) => child.on('exit', (code, signal) => done(signal ? 1 : code)));
clearTimeout(timer);

const { passed, failed, files } = summarize(reports);
const missing = expected.filter((f) => !files.includes(f));
console.log(`\nreports read: ${files.length}`);
for (const f of missing)
  console.log(`no report: ${f} (its runner crashed${timedOut ? ' or was stopped' : ''})`);
console.log(`tests: ${passed} passed, ${failed + missing.length} failed`);
if (status !== 0 || timedOut || failed + missing.length > 0 || passed === 0) process.exit(1);
