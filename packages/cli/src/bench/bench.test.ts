import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { disagreementsOf } from '../commands/bench.ts';
import { UsageError } from '../errors.ts';
import { fc } from '../test-io.ts';
import {
  checkSolution,
  fcSolvePlan,
  type FcSolvePlan,
  peerBoard,
  runAtomic,
  runBoards,
  runRange,
  splitDeals,
} from './fc-solve.ts';
import { checkOutputPath } from './output.ts';
import { formatTable, quantile, spread, type BenchRow } from './summary.ts';

const BIN = fileURLToPath(new URL('../../dist/fc.mjs', import.meta.url));

/** fc-solve's plan for these rules, where the test knows it can express them. */
function planOf(rules: RulesSpec, options?: Parameters<typeof fcSolvePlan>[1]): FcSolvePlan {
  const plan = fcSolvePlan(rules, options);
  if (typeof plan === 'string') throw new Error(plan);
  return plan;
}

/** `fc bench --from A --to B --jobs 1 --compare fc-solve --no-progress`, then any more arguments. */
const benchBeside = (from: number, to: number, ...more: string[]) =>
  fc([
    'bench',
    '--from',
    String(from),
    '--to',
    String(to),
    '--jobs',
    '1',
    '--compare',
    'fc-solve',
    '--no-progress',
    ...more,
  ]);

describe('fcSolvePlan: what fc-solve can express', () => {
  it('FreeCell runs on the range solver with -l lg', () => {
    expect(fcSolvePlan(FREECELL_RULES)).toEqual({
      args: [
        '--freecells-num',
        '4',
        '--sequences-are-built-by',
        'alternate_color',
        '--empty-stacks-filled-by',
        'any',
        '--sequence-move',
        'limited',
        '-l',
        'lg',
      ],
      via: 'range',
      mirror: false,
      preset: 'lg',
      proves: false,
      rules: FREECELL_RULES,
    });
  });
  it('short mode compares lengths: fc-solve board by board, with the preset asked for', () => {
    const plan = planOf(FREECELL_RULES, { preset: 've', lengths: true });
    expect(plan).toMatchObject({ via: 'boards', preset: 've', proves: false });
    expect(planOf(FREECELL_RULES, { preset: 'cn' }).proves).toBe(true);
    expect(plan.args.slice(-2)).toEqual(['-l', 've']);
  });
  it.each([
    ['bakers-game', 'range', ['--sequences-are-built-by', 'suit']],
    ['relaxed-freecell', 'range', ['--sequence-move', 'unlimited']],
    ['two-cell-freecell', 'range', ['--freecells-num', '2']],
    ['challenge', 'boards', ['--freecells-num', '4']],
    ['super-challenge', 'boards', ['--empty-stacks-filled-by', 'kings']],
    ['inverted', 'boards', ['--sequences-are-built-by', 'alternate_color']],
    // Cards dealt into the cells: the board's Freecells: line.
    ['forecell', 'boards', ['--empty-stacks-filled-by', 'kings']],
    ['eight-off', 'boards', ['--freecells-num', '8']],
  ] as const)('%s', (id, via, fragment) => {
    const plan = planOf(getVariant(id).rules);
    expect(plan.via).toBe(via);
    expect(plan.mirror).toBe(id === 'inverted');
    const at = plan.args.indexOf(fragment[0]);
    expect(plan.args.slice(at, at + 2)).toEqual(fragment);
  });
  it.each([
    'ephemeral',
    'selective',
    'seahaven-towers',
    'ephemeral-traditional',
    'selective-traditional',
  ] as const)('%s cannot be expressed, and says why', (id) => {
    expect(typeof fcSolvePlan(getVariant(id).rules)).toBe('string');
  });
  it('Kings-only empty columns go board by board, Microsoft deals or not: each solution must be replayed', () => {
    const plan = planOf({ ...FREECELL_RULES, emptyColumns: 'kings' });
    expect(plan.via).toBe('boards');
  });
  it("solutions are replayed with fc-solve's run lengths where ours are cells + 1: the same deals are won", () => {
    const rules = getVariant('super-challenge').rules;
    expect(rules.sequenceMove).toBe('cells-plus-one');
    const plan = planOf(rules);
    expect(plan.rules).toEqual({ ...rules, sequenceMove: 'standard' });
    expect(plan.args.slice(plan.args.indexOf('--sequence-move'))[1]).toBe('limited');
  });
  it('removable foundations and random deals cannot be expressed', () => {
    const r = (o: Partial<RulesSpec>) => fcSolvePlan({ ...FREECELL_RULES, ...o });
    expect(r({ foundationsRemovable: true })).toMatch(/never takes cards back/);
    expect(r({ deal: 'random' })).toMatch(/random deals/);
  });
});

describe('peerBoard', () => {
  it('mirrors ranks for Inverted: A↔K, 2↔Q, 7 stays 7', () => {
    const board = peerBoard(getVariant('inverted').rules, 1, true);
    // Deal 1's first column is JD KD 2S 4C 3S 6D 6S.
    expect(board.split('\n')[0]).toBe(': 3D AD QS TC JS 8D 8S');
    expect(peerBoard(getVariant('inverted').rules, 1, false).split('\n')[0]).toBe(': JD KD 2S 4C 3S 6D 6S');
  });
});

describe('summary', () => {
  it('quantiles by nearest rank', () => {
    const s = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect([quantile(s, 0.5), quantile(s, 0.95), quantile(s, 1)]).toEqual([5, 10, 10]);
    expect(spread([3, 1, 2])).toEqual({ median: 2, p95: 3, max: 3, mean: 2 });
    expect(spread([])).toBeNull();
  });

  it('a two-row table with ratios', () => {
    const row = (solver: string, wallMs: number, length: number): BenchRow => ({
      solver,
      deals: 10,
      solved: 9,
      unsolvable: 1,
      unknown: 0,
      wallMs,
      dealsPerSecond: 10 / (wallMs / 1000),
      timeMs: null,
      length: { median: length, mean: length, max: length },
      peakRssBytes: null,
    });
    const t = formatTable([row('ours', 500, 90), row('peer', 1000, 120)]);
    expect(t).toMatch(/^ +ours +peer +ratio$/m);
    expect(t).toMatch(/^wall time +0\.50 s +1\.00 s +0\.50×$/m);
    expect(t).toMatch(/^solution length, median +90 +120 +0\.75×$/m);
    expect(t).toMatch(/^unsolvable +1 +1$/m);
    expect(t).not.toMatch(/gave up/);
    // A row that gave up without a proof (fc-solve's meta-moves presets) says so apart.
    const gaveUp = formatTable([
      row('ours', 500, 90),
      { ...row('peer', 1000, 120), unsolvable: 0, gaveUp: 1 },
    ]);
    expect(gaveUp).toMatch(/^unsolvable +1 +0$/m);
    expect(gaveUp).toMatch(/^gave up \(no proof\) +— +1$/m);
    expect(t).not.toMatch(/^engine/m);
  });

  it('names the engine that searched: the one, or each with its deals', () => {
    const row = (engines: Record<string, number> | undefined): BenchRow => ({
      solver: 'ours',
      deals: 10,
      solved: 10,
      unsolvable: 0,
      unknown: 0,
      wallMs: 1000,
      dealsPerSecond: 10,
      timeMs: null,
      length: null,
      peakRssBytes: null,
      ...(engines ? { engines } : {}),
    });
    expect(formatTable([row({ webassembly: 10 })])).toMatch(/^engine +WebAssembly$/m);
    expect(formatTable([row({ webassembly: 10 }), { ...row(undefined), solver: 'peer' }])).toMatch(
      /^engine +WebAssembly +—$/m,
    );
    expect(formatTable([row({ webassembly: 9, typescript: 1 })])).toMatch(
      /^engine +WebAssembly 9, TypeScript 1$/m,
    );
  });

  it('disagreements: a proof against a solution, never an unknown or a search given up', () => {
    const ours = [
      { deal: 1, status: 'solved', states: 1, bytes: 1, timeMs: 1, engine: 'webassembly' },
      { deal: 2, status: 'unsolvable', states: 1, bytes: 1, timeMs: 1, engine: 'webassembly' },
      { deal: 3, status: 'unknown', states: 1, bytes: 1, timeMs: 1, engine: 'webassembly' },
      { deal: 4, status: 'solved', states: 1, bytes: 1, timeMs: 1, engine: 'webassembly' },
      { deal: 5, status: 'solved', states: 1, bytes: 1, timeMs: 1, engine: 'webassembly' },
    ] as const;
    const peer = [
      { deal: 1, status: 'solved' },
      { deal: 2, status: 'solved' },
      { deal: 3, status: 'unsolvable' },
      { deal: 4, status: 'gave-up' },
      { deal: 5, status: 'unknown' },
    ] as const;
    expect(disagreementsOf([...ours], [...peer])).toEqual([
      { deal: 2, ours: 'unsolvable', fcSolve: 'solved' },
    ]);
  });
});

// fc-solve must be installed (scripts/setup.sh); under CI a missing fc-solve fails, as in interop.test.ts.
describe('fc-solve verdicts', () => {
  it("Baker's Game 276: -l lg gives up, the atomic preset -l cn (an exact verdict) wins it", async () => {
    const rules = getVariant('bakers-game').rules;
    const plan = planOf(rules);
    expect(plan.proves).toBe(false);
    expect((await runRange(276, 276, plan)).results).toEqual([{ deal: 276, status: 'gave-up' }]);
    const atomic = await runAtomic([276], plan);
    expect(atomic.command).toContain('-l cn');
    expect(atomic.results).toMatchObject([{ deal: 276, status: 'solved' }]);
  });

  it('fc bench says so, and calls it no disagreement', async () => {
    const r = await benchBeside(276, 276, '--variant', 'bakers-game');
    expect(r.stdout).toContain(
      'fc-solve -l lg could not solve 1 deal we solved; its atomic-moves preset (-l cn, an exact verdict) solves all of them: 276\n',
    );
    expect(r.stdout).not.toMatch(/DISAGREEMENT/);
    // Its row: no proof, so not unsolvable.
    expect(r.stdout).toMatch(/^unsolvable +0 +0 *$/m);
    expect(r.stdout).toMatch(/^gave up \(no proof\) +— +1 *$/m);
    expect(r.stderr).toContain(
      'fc-solve: 1 deal -l lg gave up on (no proof) put to its atomic preset (-l cn)…',
    );
    expect(r.code).toBe(0);
  }, 60_000);

  it('equal cores: two processes share the range, each deal once, 11982 unsolved', async () => {
    const plan = planOf(FREECELL_RULES);
    const run = await runRange(11979, 11984, plan, { jobs: 2 });
    expect(run.processes).toBe(2);
    expect(run.complete).toBe(true);
    expect(run.results.map((r) => [r.deal, r.status])).toEqual([
      [11979, 'solved'],
      [11980, 'solved'],
      [11981, 'solved'],
      [11982, 'gave-up'],
      [11983, 'solved'],
      [11984, 'solved'],
    ]);
    expect(splitDeals([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  // Every deal number went into one `sh -c` argument, past Linux's 128 KiB limit above
  // ~23,600 deals, and the spawn error was not checked (exit 70, our results lost).
  it('boards run one by one take any number of deals, and a stop keeps what finished and removes the boards', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'bench-test-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const rules = getVariant('inverted').rules;
      const plan = planOf(rules);
      const ctl = new AbortController();
      const deals = Array.from({ length: 30_000 }, (_, i) => i + 1);
      const run = await runBoards(deals, plan, {
        signal: ctl.signal,
        onDeal: (done) => {
          if (done >= 5) ctl.abort();
        },
      });
      expect(run.complete).toBe(false);
      expect(run.results.length).toBeGreaterThanOrEqual(5);
      expect(run.results.slice(0, 5).map((r) => r.deal)).toEqual([1, 2, 3, 4, 5]);
      for (const r of run.results) {
        expect(r.status).toBe('solved');
        expect(r.length).toBeGreaterThan(52);
      }
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});

// fc-solve 5.0's -l lg puts other cards than Kings into empty columns where only Kings
// may go; the bench counted its "solveable" as a win without replaying the solution.
describe("fc-solve's solutions, replayed under our rules", () => {
  it('Super Challenge 2 and ForeCell 7: -l lg wins by filling an empty column with a non-King; refused, not solved', async () => {
    for (const [id, n] of [
      ['super-challenge', 2],
      ['forecell', 7],
    ] as const) {
      const plan = planOf(getVariant(id).rules);
      const run = await runBoards([n], plan);
      expect(run.results.map((r) => [r.deal, r.status])).toEqual([[n, 'refused']]);
      expect(run.results[0]?.refusal).toMatch(
        /^move \d+ \(\w+\): only a King or a run led by a King may fill an empty column$/,
      );
    }
  });
  it("Inverted's mirrored boards and Eight Off's dealt cells: fc-solve's moves replay as wins on our own deals", async () => {
    for (const id of ['inverted', 'eight-off', 'super-challenge'] as const) {
      const plan = planOf(getVariant(id).rules);
      const run = await runBoards([1, 3], plan);
      expect(run.results.map((r) => [r.deal, r.status])).toEqual([
        [1, 'solved'],
        [3, 'solved'],
      ]);
      for (const r of run.results) expect(r.length).toBeGreaterThan(52);
    }
  });
  // SC 549 in the bench: -l cn, cut off at the position limit, printed "I could not solve this
  // game" and was read as a proof against our replayed win (a DISAGREEMENT, exit 1).
  it('a board cut off at the position limit is unknown, not unsolvable (fc-solve says "could not solve" for both)', async () => {
    const plan = planOf(FREECELL_RULES, { lengths: true });
    expect((await runBoards([11982], plan)).results).toEqual([{ deal: 11982, status: 'gave-up' }]);
    expect((await runBoards([11982], plan, { maxIters: 1000 })).results).toEqual([
      { deal: 11982, status: 'unknown' },
    ]);
    // The atomic preset's end is a proof (11982 in about 92,000 positions), short of its limit.
    expect((await runAtomic([11982], plan)).results).toEqual([{ deal: 11982, status: 'unsolvable' }]);
    expect((await runAtomic([11982], plan, { maxIters: 1000 })).results).toEqual([
      { deal: 11982, status: 'unknown' },
    ]);
  });
  it('fc bench: Super Challenge 549, where -l lg is cut off at its limit, is unknown for fc-solve and no disagreement', async () => {
    const r = await benchBeside(549, 549, '--variant', 'super-challenge');
    expect(r.stdout).toMatch(/^solved +1 +0 *$/m);
    expect(r.stdout).toMatch(/^unknown +0 +1 *$/m);
    expect(r.stdout).not.toMatch(/DISAGREEMENT|could not solve/);
    expect(r.code).toBe(0);
  }, 60_000);
  it('a solution that stops short, or that cannot be read, is refused with where and why', () => {
    const rules = getVariant('freecell').rules;
    expect(checkSolution(rules, 1, ['3a', '4b'])).toEqual({
      deal: 1,
      status: 'refused',
      refusal: 'not won after 2 moves',
    });
    const r = checkSolution(rules, 1, ['3a', 'zz']);
    expect(r.status).toBe('refused');
    expect(r.refusal).toMatch(/^move 2 \(zz\): /);
  });
  it('fc bench counts a refused win apart, names the deal and the broken rule, and does not call it a disagreement', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-refused-'));
    try {
      const json = join(dir, 'b.json');
      const r = await benchBeside(1, 3, '--variant', 'super-challenge', '--json', json);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^solved +3 +2 *$/m);
      expect(r.stdout).toMatch(/^wins refused \(illegal\) +— +1 *$/m);
      expect(r.stdout).toMatch(
        /fc-solve's solution refused by our rules \(not counted as solved\) on 1 deal:\n {2}deal 2: move \d+ \(\w+\): only a King/,
      );
      expect(r.stdout).not.toMatch(/DISAGREEMENT/);
      const out = JSON.parse(readFileSync(json, 'utf8')) as {
        fcSolveRefused: { deal: number; refusal: string }[];
        deals: { deal: number; status: string; fcSolve: string; fcSolveRefusal?: string }[];
      };
      expect(out.fcSolveRefused.map((f) => f.deal)).toEqual([2]);
      expect(out.fcSolveRefused[0]?.refusal).toMatch(/only a King/);
      expect(out.deals.map((d) => [d.deal, d.status, d.fcSolve])).toEqual([
        [1, 'solved', 'solved'],
        [2, 'solved', 'refused'],
        [3, 'solved', 'solved'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  it('the range solver prints no solutions: a deal it wins and we leave unknown is solved again board by board and its solution replayed', async () => {
    const r = await benchBeside(1, 4, '--max-states', '20');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/fc-solve ran: freecell-solver-range-parallel-solve 1 4 1 /);
    const line = /^fc-solve won \(its solution replayed here\) (\d+) deals? we left unknown: ([\d ]+)$/m.exec(
      r.stdout,
    );
    expect(line).not.toBeNull();
    const unknown = /^unknown +(\d+) +0 *$/m.exec(r.stdout);
    expect(Number(line![1])).toBe(Number(unknown![1]));
    expect(Number(line![1])).toBeGreaterThan(0);
  }, 60_000);
});

describe('the JSON output path', () => {
  // A bad --json path failed with exit 70 after the whole run.
  it('is checked before anything runs: exit 2, nothing printed but the message', async () => {
    for (const path of ['/nonexistent/dir/x.json', tmpdir()]) {
      const r = await fc([
        'bench',
        '--from',
        '1',
        '--to',
        '32000',
        '--jobs',
        '1',
        '--no-progress',
        '--json',
        path,
      ]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^error: --json: cannot write .*: (no such directory|it is a directory)/);
    }
  });
  it('names a file that can be written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-json-'));
    try {
      expect(checkOutputPath('--json', join(dir, 'x.json'))).toBe(join(dir, 'x.json'));
      mkdirSync(join(dir, 'sub'));
      expect(() => checkOutputPath('--json', join(dir, 'sub'))).toThrow(UsageError);
      expect(() => checkOutputPath('--json', join(dir, 'x.json', 'y.json'))).toThrow(/no such directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Ctrl-C during `bench --compare fc-solve` left its temporary folder behind and printed nothing.
describe('Ctrl-C during fc bench --compare fc-solve', () => {
  it('removes the temporary folder, prints the table of what finished, exits 130', async () => {
    const DEALS = 3000;
    const tmp = mkdtempSync(join(tmpdir(), 'bench-sigint-'));
    try {
      const child = spawn(
        BIN,
        [
          'bench',
          '--variant',
          'inverted',
          '--from',
          '1',
          '--to',
          String(DEALS),
          '--jobs',
          '1',
          '--compare',
          'fc-solve',
          '--no-progress',
        ],
        { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      const code = await new Promise<number | null>((resolve) => {
        let timer: ReturnType<typeof setInterval> | undefined;
        child.stderr.on('data', (d: Buffer) => {
          stderr += d.toString();
          // Once fc-solve is at work on its boards (their folder holds some), interrupt.
          if (timer === undefined && stderr.includes('fc-solve: solving'))
            timer = setInterval(() => {
              const boards = readdirSync(tmp).map((d) => join(tmp, d));
              if (boards.some((d) => readdirSync(d).some((f) => f.endsWith('.board')))) {
                clearInterval(timer);
                child.kill('SIGINT');
              }
            }, 20);
        });
        child.on('close', (c) => {
          clearInterval(timer);
          resolve(c);
        });
      });
      expect(code).toBe(130);
      // Ours runs first and finishes; fc-solve is stopped at work, with fewer boards done.
      const line = /^\(interrupted: ours finished (\d+) of (\d+) deals; fc-solve (\d+) of (\d+)\)$/m.exec(
        stdout,
      );
      expect(line?.slice(1).map(Number)).toEqual([DEALS, DEALS, expect.any(Number), DEALS]);
      expect(Number(line![3])).toBeLessThan(DEALS);
      expect(stdout).toMatch(/cascade \(fast, 1 thread\) +fc-solve \(-l lg, 1 process\)/);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});
