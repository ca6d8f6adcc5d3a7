#!/usr/bin/env node
// Runs every package's tests through turbo, then sums the JSON reports of every runner
// (Vitest in every package, Playwright in the apps) into one closing line: `tests: N passed, N failed`.
// Exits non-zero on any failure, on a runner that crashed or left no report, or when no test ran.
//
// `--unit` (`pnpm test:unit`, the edit-test loop) runs the unit tests alone: every package's and app's
// Vitest suite, no Playwright, and none of the builds and type checks the whole run orders before them
// (only the bundles unit tests run: the CLI's and the atlas's workers, cached by turbo); the same
// summary line, and the time it took. `--unit --dry` lists the suites it would run, and runs none.
//
// A hung suite must not eat CI's whole allowance (a solver loop that never pauses once did, and
// CI ended with no summary at all): after TEST_TIME_LIMIT_MIN minutes (default 25) every runner
// still going is stopped, and each report missing is counted as one failure, by name.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './summarize.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.reports`;
const limitMin = Number(process.env.TEST_TIME_LIMIT_MIN ?? 25);
const unit = process.argv.includes('--unit');
const dry = process.argv.includes('--dry');
const extra = process.argv.slice(2).filter((a) => a !== '--unit' && a !== '--dry');
const started = Date.now();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
/** The packages whose builds the unit tests run (worker bundles, the built `fc`). */
const UNIT_BUILDS = ['@cascade/atlas', '@cascade/cli'];

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
      if (pkg.scripts?.e2e && !unit) out.push(`${dir}.playwright.json`);
    }
  }
  return out;
}

// Only the whole run knows which reports to expect; a filtered run (--filter) checks what it got.
const expected = extra.length === 0 ? expectedReports() : [];

if (dry) {
  // The test tasks turbo would run, one a line (`@cascade/core#test`), and the reports expected.
  const args = [
    'exec',
    'turbo',
    'run',
    ...(unit ? ['test', '--only'] : ['test', 'e2e']),
    '--dry=json',
    ...extra,
  ];
  const r = spawnSync('pnpm', args, { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(r.status ?? 1);
  }
  const plan = JSON.parse(r.stdout);
  for (const t of plan.tasks) if (t.command !== '<NONEXISTENT>') console.log(t.taskId);
  for (const f of expected) console.log(`report: ${f}`);
  process.exit(0);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (unit) {
  const filters = UNIT_BUILDS.map((p) => `--filter=${p}`);
  const built = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) {
    console.log(`tests: 0 passed, 1 failed (the build of ${UNIT_BUILDS.join(' and ')} failed)`);
    process.exit(1);
  }
}

// --only: the unit run leaves out what the whole run orders before each suite (the apps' builds and
// type checks, kept there so that no two SvelteKit tasks of one app run at once).
const child = spawn(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    ...(unit ? ['test', '--only'] : ['test', 'e2e']),
    '--continue',
    '--concurrency=2',
    ...extra,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env,
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
if (unit) console.log(`unit tests took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed + missing.length} failed`);
if (status !== 0 || timedOut || failed + missing.length > 0 || passed === 0) process.exit(1);
