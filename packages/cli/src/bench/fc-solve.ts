/**
 * The peer we measure against: Debian's freecell-solver-bin. Which of our rule sets it can express,
 * and how to run it on a range of deals in the same run as ours.
 */
import { deal, formatLayout, RANK_LETTERS, unwrap, type RulesSpec } from '@cascade/core';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How fc-solve plays a rule set: its arguments, and whether boards must be fed one by one. */
export interface FcSolvePlan {
  readonly args: readonly string[];
  /**
   * `range`: freecell-solver-range-parallel-solve deals the Microsoft boards itself; `boards`: we
   * deal each board (Challenge deals, or Inverted mapped rank r → 14 − r) and run fc-solve on it.
   */
  readonly via: 'range' | 'boards';
  /** Inverted: ranks are mirrored so that fc-solve's A→K foundations and down-building apply. */
  readonly mirror: boolean;
}

const BUILD = { 'alternate-color': 'alternate_color', 'same-suit': 'suit', 'any-suit': 'rank' } as const;

/**
 * fc-solve's arguments for these rules, or why it cannot express them. It plays 8 columns of a full
 * Microsoft (or Challenge) deal, no cards dealt into cells, cards never leave the foundations, any
 * card may enter a free cell for as long as it likes. Run-length rules change how many moves a
 * solution takes, never whether a deal can be won (runs can always be moved card by card where the
 * rules allow), so `cells-plus-one` is compared with its 'limited' sequence moves.
 */
export function fcSolvePlan(rules: RulesSpec): FcSolvePlan | string {
  if (rules.columns !== 8 || rules.prefilledCells !== 0 || rules.maxRank !== 13) {
    return 'fc-solve deals only the 8-column Microsoft layout';
  }
  if (rules.cellEntry !== 'any' || rules.cellStay !== 'unlimited')
    return 'fc-solve has no selective, next-move or single-use free cells';
  if (rules.foundationsRemovable) return 'fc-solve never takes cards back from the foundations';
  if (rules.foundationBase === 'first-card') return 'fc-solve has no first-card foundation base';
  if (rules.deal === 'random') return 'fc-solve does not know our seeded random deals';
  const upright =
    rules.foundationDirection === 'up' && rules.foundationBase === 'ace' && rules.buildDirection === 'down';
  const mirrored =
    rules.foundationDirection === 'down' && rules.foundationBase === 'king' && rules.buildDirection === 'up';
  if (!upright && !mirrored)
    return 'fc-solve builds foundations A→K and columns downward (or the mirror image, by mapping ranks)';
  const args = [
    '--freecells-num',
    String(rules.cells),
    '--sequences-are-built-by',
    BUILD[rules.buildPolicy],
    '--empty-stacks-filled-by',
    rules.emptyColumns === 'kings' ? 'kings' : rules.emptyColumns === 'none' ? 'none' : 'any',
    '--sequence-move',
    rules.sequenceMove === 'unlimited' ? 'unlimited' : 'limited',
    '-l',
    'lg',
  ];
  return { args, via: rules.deal === 'ms' && !mirrored ? 'range' : 'boards', mirror: mirrored };
}

/**
 * Positions fc-solve may check on one board before it gives up (counted unknown). It has no memory
 * bound of its own: on two-cell FreeCell deals `-l lg` grew past 24 GB and was killed. Its hardest
 * FreeCell deal among 1–32000 needs about 22,000.
 */
export const FC_SOLVE_MAX_ITERS = 2_000_000;

export const hasFcSolve = (): boolean =>
  spawnSync('sh', ['-c', 'command -v fc-solve && command -v freecell-solver-range-parallel-solve'], {
    encoding: 'utf8',
  }).status === 0;

export interface PeerDeal {
  readonly deal: number;
  readonly status: 'solved' | 'unsolvable' | 'unknown';
  /** Explicit moves of fc-solve's solution (only when boards were run one by one). */
  readonly length?: number;
}

export interface PeerRun {
  readonly wallMs: number;
  readonly results: PeerDeal[];
  /** Peak resident memory of the fc-solve process, when /usr/bin/time could measure it. */
  readonly peakRssBytes?: number;
  readonly command: string;
}

/** fc-solve did not finish a run (killed, out of memory, a bad option): no verdicts to compare. */
export class PeerFailure extends Error {
  readonly command: string;
  constructor(
    command: string,
    status: number | null,
    signal: string | null,
    peakRssBytes: number | undefined,
  ) {
    super(
      `fc-solve did not finish (${command}): ${status !== null ? `exit code ${status}` : `killed by ${signal ?? 'a signal'}`}` +
        (peakRssBytes !== undefined ? `, after growing to ${(peakRssBytes / 2 ** 30).toFixed(1)} GB` : ''),
    );
    this.command = command;
  }
}

const timed = (cmd: string): { cmd: string; useTime: boolean } => {
  const useTime = existsSync('/usr/bin/time');
  return { cmd: useTime ? `/usr/bin/time -f 'PEAK_RSS_KB %M' ${cmd}` : cmd, useTime };
};

function peakRss(stderr: string): number | undefined {
  const m = /PEAK_RSS_KB (\d+)/.exec(stderr);
  return m ? Number(m[1]) * 1024 : undefined;
}

/** freecell-solver-range-parallel-solve A B 1 <args>: one process, one thread, every deal of the range. */
export function runRange(from: number, to: number, plan: FcSolvePlan): PeerRun {
  const command = `freecell-solver-range-parallel-solve ${from} ${to} 1 --total-iterations-limit ${FC_SOLVE_MAX_ITERS} ${plan.args.join(' ')}`;
  const { cmd } = timed(command);
  const started = performance.now();
  const r = spawnSync('sh', ['-c', cmd], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const wallMs = performance.now() - started;
  if (r.status !== 0) throw new PeerFailure(command, r.status, r.signal, peakRss(r.stderr));
  const unsolved = new Set<number>();
  const intractable = new Set<number>();
  for (const line of r.stdout.split('\n')) {
    const u = /^Unsolved Board No\. (\d+)/.exec(line);
    if (u) unsolved.add(Number(u[1]));
    const i = /^Intractable Board No\. (\d+)/.exec(line);
    if (i) intractable.add(Number(i[1]));
  }
  const results: PeerDeal[] = [];
  for (let n = from; n <= to; n++) {
    results.push({
      deal: n,
      status: unsolved.has(n) ? 'unsolvable' : intractable.has(n) ? 'unknown' : 'solved',
    });
  }
  const peak = peakRss(r.stderr);
  return { wallMs, results, command, ...(peak !== undefined ? { peakRssBytes: peak } : {}) };
}

/** Board text for fc-solve, ranks mirrored (r → 14 − r) for Inverted. */
export function peerBoard(rules: RulesSpec, n: number, mirror: boolean): string {
  const text = formatLayout(unwrap(deal(rules, n)));
  if (!mirror) return text;
  return text.replace(/\b([A2-9TJQK])([CDHS])\b/g, (_m, rank: string, suit: string) => {
    const r = RANK_LETTERS.indexOf(rank as (typeof RANK_LETTERS)[number]) + 1;
    return `${RANK_LETTERS[13 - r] ?? '?'}${suit}`;
  });
}

/**
 * fc-solve on each board (one shell process loops over them, so process start-up is not paid per
 * board by Node). Gives solvability and the length of each solution (explicit moves, `-m -snx`).
 */
export function runBoards(rules: RulesSpec, from: number, to: number, plan: FcSolvePlan): PeerRun {
  const deals: number[] = [];
  for (let n = from; n <= to; n++) deals.push(n);
  return runEachBoard(rules, deals, plan.args, plan.mirror);
}

/**
 * fc-solve's accurate verdict on some boards: its atomic-moves preset `crooked-nose` (`-l cn`)
 * searches every plain move, where the meta-moves presets such as `-l lg` may give up on a board
 * that can be won (their "I could not solve this game" is not a proof).
 */
export function runAtomic(rules: RulesSpec, deals: readonly number[], plan: FcSolvePlan): PeerRun {
  const args = [...plan.args];
  const preset = args.indexOf('-l');
  if (preset >= 0) args[preset + 1] = 'cn';
  return runEachBoard(rules, deals, args, plan.mirror);
}

function runEachBoard(
  rules: RulesSpec,
  deals: readonly number[],
  fcsArgs: readonly string[],
  mirror: boolean,
): PeerRun {
  const dir = mkdtempSync(join(tmpdir(), 'fc-bench-'));
  try {
    for (const n of deals) writeFileSync(join(dir, `${n}.board`), peerBoard(rules, n, mirror));
    const args = fcsArgs.join(' ');
    const script = `for n in ${deals.join(' ')}; do echo "=== $n"; fc-solve -m -snx -mi ${FC_SOLVE_MAX_ITERS} ${args} "${dir}/$n.board"; done`;
    const { cmd } = timed(`sh -c '${script.replace(/'/g, `'\\''`)}'`);
    const started = performance.now();
    const r = spawnSync('sh', ['-c', cmd], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      env: { ...process.env, FREECELL_SOLVER_QUIET: '1' },
    });
    const wallMs = performance.now() - started;
    const results: PeerDeal[] = [];
    for (const block of r.stdout.split(/^=== /m).slice(1)) {
      const n = Number(block.slice(0, block.indexOf('\n')));
      if (/This game is solveable/.test(block)) {
        const moves = block
          .split('\n')
          .filter((l) => /^([0-9a-gkh][0-9a-gkh](v[0-9a-f]+)? ?)+$/.test(l.trim()) && l.trim() !== '')
          .join(' ')
          .split(/\s+/)
          .filter(Boolean);
        results.push({ deal: n, status: 'solved', length: moves.length });
      } else if (/I could not solve/.test(block)) {
        results.push({ deal: n, status: 'unsolvable' });
      } else {
        results.push({ deal: n, status: 'unknown' });
      }
    }
    const peak = peakRss(r.stderr);
    return {
      wallMs,
      results,
      command: `fc-solve -m -snx -mi ${FC_SOLVE_MAX_ITERS} ${args} <board> (each of ${deals.length} boards)`,
      ...(peak !== undefined ? { peakRssBytes: peak } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
