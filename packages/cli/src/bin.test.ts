// The built executable, run as a real process: dist/fc.mjs must exist (turbo builds it before the
// tests: packages/cli/turbo.json makes `test` depend on `build`).
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasUnsafeCharacter } from '@cascade/core';
import { DEAL_1_SOLUTION } from './test-data.ts';
import { fc } from './test-io.ts';

const BIN = fileURLToPath(new URL('../dist/fc.mjs', import.meta.url));

function spawnFc(args: readonly string[], stdin = '') {
  const r = spawnSync(BIN, args, { input: stdin, encoding: 'utf8', timeout: 30_000 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('dist/fc.mjs', () => {
  beforeAll(() => {
    try {
      accessSync(BIN, constants.X_OK);
    } catch {
      throw new Error(
        `${BIN} is missing or not executable: run \`pnpm build\` (or \`pnpm test\`, which builds it)`,
      );
    }
  });

  it('starts with the node shebang', () => {
    expect(readFileSync(BIN, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('prints the same deal as the in-process run', async () => {
    expect(spawnFc(['deal', '1'])).toEqual(await fc('deal 1'));
  });

  it('reads standard input and exits with the verdict', () => {
    expect(spawnFc(['verify', '--deal', '1', '--solution', '-'], DEAL_1_SOLUTION)).toEqual({
      code: 0,
      stdout: 'won in 115 moves\n',
      stderr: '',
    });
    expect(spawnFc(['verify', '--deal', '1', '--solution', '-'], '5a 5b 12')).toMatchObject({
      code: 1,
      stderr: '',
    });
  });

  it('user errors: exit 2, one clear message, no stack trace', () => {
    expect(spawnFc(['moves', '--board', '/nonexistent/board.txt'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --board: cannot read /nonexistent/board.txt: no such file\n',
    });
    const r = spawnFc(['solve-it']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "error: unknown command 'solve-it'\n(Did you mean solve?)\n(run 'fc --help' for the list of commands)\n",
    );
  });

  it('an endless input stops at the limit: yes | fc verify, --board /dev/zero', () => {
    // Before, these grew until killed (8.8 GB for the pipe). Now fc stops reading at 4 MiB and says so.
    const piped = spawnSync('sh', ['-c', `yes '5a a5 ' | "${BIN}" verify --deal 1 --solution -`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ code: piped.status, stderr: piped.stderr }).toEqual({
      code: 2,
      stderr:
        'error: --solution: standard input is larger than 4 MiB, the most fc reads from one input; nothing was checked\n',
    });
    expect(spawnFc(['moves', '--board', '/dev/zero'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --board: /dev/zero is larger than 4 MiB, the most fc reads from one input; nothing was checked\n',
    });
  });

  it('escape sequences in a board never reach the terminal', () => {
    const r = spawnFc(['moves', '--board', '-'], ': JD \u001b]0;PWNED\u0007\u001b[2J\n');
    expect(r.code).toBe(2);
    expect(hasUnsafeCharacter(r.stderr.replaceAll('\n', ''))).toBe(false);
    expect(r.stderr).toContain('"\\u001b]0;PWNED\\u0007\\u001b[2J" is not a card');
  });

  it('a reader that closes the pipe early: fc stops quietly, exit 0, no stack trace', async () => {
    // The pipe is closed before fc writes anything (its start takes far longer than this), so its
    // first write fails with EPIPE, as behind `| head -1` once head has read its line.
    const child = spawn(BIN, ['rules', '--variant', 'ephemeral'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});
