/**
 * scripts/atlas.sh, the one command that makes the shipped atlas, run with a stand-in `node` first
 * on the PATH: it records every `fc` command the script runs (and answers `fc variants` and `fc
 * atlas todo`), so the test sees what the script would run, in order, without solving anything.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'atlas-script-'));
const log = join(dir, 'commands.log');
const TODO = [
  'fc atlas run --variant selective-traditional --from 8401 --to 32000',
  'fc atlas run --variant super-challenge --from 101 --to 32000',
  'fc atlas run --variant super-challenge --from 6792 --to 6792 --no-grades',
  'fc atlas run --variant super-challenge --from 512 --to 512 --redo-unknown --max-states 32000000',
  'fc atlas run --variant freecell --from 32001 --to 1000000 --no-grades',
  'fc atlas run --variant freecell --from 91 --to 100',
];
writeFileSync(
  join(dir, 'node'),
  `#!/usr/bin/env bash
shift # the fc.mjs path
echo "$*" >> ${JSON.stringify(log)}
case "$1 $2" in
  "atlas todo") printf '%s\\n' ${TODO.map((l) => JSON.stringify(l)).join(' ')} ;;
  "variants "*) printf 'freecell\\tFreeCell\\nsuper-challenge\\tSuper Challenge FreeCell\\n' ;;
esac
`,
);
chmodSync(join(dir, 'node'), 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `fc` commands the script ran with these settings, `atlas run --store .atlas` left out. */
function commands(env: Record<string, string>): string[] {
  writeFileSync(log, '');
  execFileSync('bash', ['scripts/atlas.sh'], {
    cwd: ROOT,
    env: { PATH: `${dir}:${process.env.PATH ?? ''}`, HOME: dir, ...env },
    stdio: 'pipe',
  });
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.replace('atlas run --store .atlas ', 'run '));
}

describe('scripts/atlas.sh', () => {
  it('CONTINUE=1: runs what `fc atlas todo` lists, graded runs with their variant’s grade budget, then exports', () => {
    expect(commands({ CONTINUE: '1' })).toEqual([
      'variants',
      'atlas todo --out apps/web/static/atlas --to 32000 --variant freecell super-challenge',
      'run --variant selective-traditional --from 8401 --to 32000',
      'run --variant super-challenge --from 101 --to 32000 --grade-max-states 500000',
      'run --variant super-challenge --from 6792 --to 6792 --no-grades',
      'run --variant super-challenge --from 512 --to 512 --redo-unknown --max-states 32000000 --grade-max-states 500000',
      'run --variant freecell --from 32001 --to 1000000 --no-grades',
      'run --variant freecell --from 91 --to 100 --grade-max-states 5000000',
      'atlas export --store .atlas --out apps/web/static/atlas',
    ]);
  });

  it('GRADE_MAX_STATES gives every graded run that budget, and verdicts-only runs none', () => {
    const runs = commands({ CONTINUE: '1', GRADE_MAX_STATES: '7' }).filter((l) => l.startsWith('run '));
    expect(runs).toEqual([
      'run --variant selective-traditional --from 8401 --to 32000 --grade-max-states 7',
      'run --variant super-challenge --from 101 --to 32000 --grade-max-states 7',
      'run --variant super-challenge --from 6792 --to 6792 --no-grades',
      'run --variant super-challenge --from 512 --to 512 --redo-unknown --max-states 32000000 --grade-max-states 7',
      'run --variant freecell --from 32001 --to 1000000 --no-grades',
      'run --variant freecell --from 91 --to 100 --grade-max-states 7',
    ]);
  });

  it('the whole atlas: verdicts first (FreeCell’s million among them), then grades, then the export', () => {
    expect(commands({ VARIANTS: 'freecell super-challenge ephemeral-traditional bakers-game' })).toEqual([
      'run --variant freecell --from 1 --to 32000 --no-grades',
      'run --variant super-challenge --from 1 --to 32000 --no-grades',
      'run --variant ephemeral-traditional --from 1 --to 32000 --no-grades',
      'run --variant bakers-game --from 1 --to 32000 --no-grades',
      'run --variant freecell --from 32001 --to 1000000 --no-grades',
      'run --variant freecell --from 1 --to 32000 --grade-max-states 5000000',
      'run --variant super-challenge --from 1 --to 32000 --grade-max-states 500000',
      'run --variant ephemeral-traditional --from 1 --to 32000 --grade-max-states 500000',
      'run --variant bakers-game --from 1 --to 32000',
      'atlas export --store .atlas --out apps/web/static/atlas',
    ]);
  });
});
