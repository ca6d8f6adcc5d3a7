// As a new user tried it: ask `fc hint` for every move, append the move to the file of
// moves, ask again. Before, all four deals went round in circles (`2b b2 2b b2 …`) within 220 hints;
// now each is won on the line of its first hint, one move fewer left each time, and `fc verify`
// accepts the moves. Deal 19739 runs the built executable, a new process for every hint, as the
// issue did (no memory is shared between hints); the other three run the same command in-process,
// a fresh run of it for every hint (a process costs a quarter of a second; these are 280 hints).
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fc } from './test-io.ts';

const BIN = fileURLToPath(new URL('../dist/fc.mjs', import.meta.url));
const run = promisify(execFile);

/** One `fc` process: stdout and the exit code. */
async function fcProcess(args: readonly string[]): Promise<{ code: number; stdout: string }> {
  try {
    const r = await run(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    return { code: 0, stdout: r.stdout };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  }
}

/** One run of the `fc` command in this process, reading the files it names from disk. */
async function fcHere(args: readonly string[]): Promise<{ code: number; stdout: string }> {
  const files: Record<string, string> = {};
  args.forEach((a, i) => {
    if (args[i - 1] === '--moves' || args[i - 1] === '--solution') files[a] = readFileSync(a, 'utf8');
  });
  const r = await fc(args, { files });
  return { code: r.code, stdout: r.stdout };
}

type Fc = (args: readonly string[]) => Promise<{ code: number; stdout: string }>;

/** Follows `fc hint` afresh from the deal to its end; the moves played and each hint's moves left. */
async function follow(
  run: Fc,
  deal: number,
  dir: string,
): Promise<{ end: string; moves: string[]; left: number[] }> {
  const file = join(dir, `${deal}.txt`);
  writeFileSync(file, '');
  const moves: string[] = [];
  const left: number[] = [];
  for (let i = 0; i < 300; i++) {
    const r = await run(['hint', '--deal', String(deal), '--moves', file]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const first = lines[0] as string;
    if (first === 'won' || first === 'lost' || first === 'unknown') return { end: first, moves, left };
    const status = /^winnable: (\d+) moves? left on the line found$/.exec(lines[3] ?? '');
    expect(status, r.stdout).not.toBeNull();
    left.push(Number(status?.[1]));
    moves.push(first);
    appendFileSync(file, `${first}\n`);
  }
  return { end: 'too long', moves, left };
}

describe('following fc hint, asked afresh for every move', () => {
  it.each([
    [19739, 'a new process', fcProcess],
    [988757, 'a fresh run in this process', fcHere],
    [160014, 'a fresh run in this process', fcHere],
    [14987, 'a fresh run in this process', fcHere],
  ] as const)(
    'FreeCell deal %i (%s a hint) is won, the moves left one fewer a hint, and fc verify agrees',
    async (deal, _how, run) => {
      const dir = mkdtempSync(join(tmpdir(), 'fc-hint-follow-'));
      try {
        const { end, moves, left } = await follow(run, deal, dir);
        expect(end).toBe('won');
        expect(left[0]).toBe(moves.length);
        expect(left).toEqual(left.map((_, i) => moves.length - i));
        const verified = await run([
          'verify',
          '--deal',
          String(deal),
          '--solution',
          join(dir, `${deal}.txt`),
        ]);
        expect(verified).toEqual({ code: 0, stdout: `won in ${moves.length} moves\n` });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    600_000,
  );
});
