import { deal, formatMoves, seededRandom, type Move, type Position, type RulesSpec } from '@cascade/core';
import { hint, Hinter, wanderingGame, type Hint, type HintBudget } from '@cascade/hints';
import { DEFAULT_MAX_STATES, solve } from '@cascade/solver';
import { SingleBar } from 'cli-progress';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spread } from '../bench/summary.ts';
import { maxStatesOption, positiveInt, statesBudgetOption, timeoutOption } from '../budget-options.ts';
import { EXIT, UsageError } from '../errors.ts';
import { dealNumber } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface HintBenchOptions {
  readonly variant: string;
  readonly from?: string;
  readonly to?: string;
  readonly deals?: string;
  readonly random?: string;
  readonly seed: string;
  readonly winnable?: boolean;
  readonly maxStates: string;
  readonly timeoutMs: string;
  readonly samples: string;
  readonly solutions?: string;
  readonly json?: string;
  readonly progress: boolean;
}

/** Following the hints, each asked afresh, from a history to the end. */
interface Followed {
  /** What the first hint said. */
  readonly first: Hint['status'];
  /** won, or why it stopped: the hint was lost or unknown, or 1000 moves went by. */
  readonly end: 'won' | 'lost' | 'unknown' | 'too-long';
  /** Hints asked, the last one (won, lost, unknown) included. */
  readonly hints: number;
  /** Time of each hint asked afresh (a new walk of the whole history). */
  readonly freshMs: number[];
  /** Time of each hint from a Hinter kept along the game (the apps' warm worker). */
  readonly keptMs: number[];
  /** Hints where the kept Hinter answered otherwise than the fresh call (must be none). */
  readonly mismatches: number;
  /** Hints after which "moves left on the line" did not go down by exactly one (must be none). */
  readonly grew: number;
  /** The moves played, the history's own first. */
  readonly moves: readonly Move[];
}

interface DealFigures {
  readonly deal: number;
  /** What the first hint said. */
  readonly first: Hint['status'];
  readonly firstMs: number;
  /** Following the hints from the start: won, or where it stopped (not followed: not winnable). */
  readonly followed: Followed['end'] | 'not-followed';
  readonly hints: number;
  readonly freshMs: number[];
  readonly keptMs: number[];
  readonly mismatches: number;
  readonly grew: number;
  /** Positions off the line (a wandering game) the hints were followed from: winnable ones, won ones. */
  readonly sampled: number;
  readonly sampledWinnable: number;
  readonly sampledWon: number;
  /** Time of each hint asked afresh along the hints followed from positions off the line. */
  readonly sampleMs: number[];
  readonly sampleFailures: readonly string[];
  /** The moves that won the deal (for --solutions; not in the JSON file). */
  readonly moves: readonly Move[];
}

export const hintBenchCommand: CliCommand = {
  name: 'hint-bench',
  register(program, ctx) {
    program
      .command('hint-bench')
      .summary('follow the hints, each asked afresh, on a set of deals and time them')
      .description(
        'For each deal: ask for the first hint, then follow the hints to the end, each asked afresh ' +
          '(a new walk of the whole history, as a new process or a reloaded page asks it), and check the ' +
          'game is won, that "moves left on the line found" goes down by one a move, and that a Hinter ' +
          "kept along the game (the apps' worker) gives every hint the same; all timed. Then from " +
          'positions off the line (a game that wanders: a random legal move instead of the hint half ' +
          'the time), follow the hints afresh again and check every winnable one is won. Deals: a range ' +
          '(--from, --to), a list (--deals), or --random N of a range, drawn with --seed; --winnable keeps ' +
          'only deals the solver wins. Prints a table; exits 1 if a winnable deal or position is not won ' +
          'by following the hints, a hint differs or grows, or a first hint settles nothing (unknown).',
      )
      .addOption(variantOption())
      .option('--from <n>', 'first deal')
      .option('--to <n>', 'last deal (inclusive)')
      .option('--deals <list>', 'these deals (comma-separated), before any drawn at random')
      .option('--random <n>', 'draw this many distinct deals from --from..--to')
      .option('--seed <n>', 'the seed of --random (the same seed draws the same deals)', '1')
      .option('--winnable', 'only deals the solver wins (drawn until --random N are found)')
      .addOption(maxStatesOption('2000000'))
      .addOption(timeoutOption('60000'))
      .option('--samples <n>', 'positions off the line per deal to follow the hints from', '1')
      .option('--solutions <dir>', 'write each deal won by following the hints to DIR/<deal>.txt')
      .option('--json <file>', 'also write every figure to this JSON file')
      .option('--no-progress', 'no progress bar on standard error')
      .addHelpText(
        'after',
        examples([
          ['fc hint-bench --from 1 --to 200', 'FreeCell deals 1–200'],
          [
            'fc hint-bench --deals 19739 --random 299 --from 1 --to 1000000 --seed 19',
            '19739 and 299 deals drawn from the first million',
          ],
          [
            'fc hint-bench --variant ephemeral --random 300 --from 1 --to 1000000 --winnable',
            "Ephemeral's winnable deals",
          ],
        ]),
      )
      .action((opts: HintBenchOptions) => {
        const variant = variantFrom(opts.variant);
        const budget = {
          maxStates: statesBudgetOption('--max-states', opts.maxStates),
          timeoutMs: positiveInt('--timeout-ms', opts.timeoutMs),
        };
        const samples = wholeNumber('--samples', opts.samples);
        const seed = wholeNumber('--seed', opts.seed);
        const startOf = (n: number): Position => {
          const start = deal(variant.rules, n);
          if (!start.ok) throw new UsageError(`deal ${n}: ${start.error.message}`);
          return start.value;
        };
        const plan = dealPlan(opts, variant.rules, seed);
        const winnable = (n: number) =>
          solve(startOf(n), { maxStates: DEFAULT_MAX_STATES }).status === 'solved';
        const bar = opts.progress
          ? new SingleBar({
              stream: process.stderr,
              format: 'hints  [{bar}] {value}/{total} deals',
              hideCursor: true,
            })
          : null;
        const figures: DealFigures[] = [];
        let drawn = 0;
        let skipped = 0;
        bar?.start(plan.total, 0);
        for (const n of plan.deals()) {
          drawn++;
          if (opts.winnable && !winnable(n)) {
            skipped++;
            continue;
          }
          figures.push(benchDeal(startOf(n), n, budget, samples));
          if (opts.solutions !== undefined && figures.at(-1)?.followed === 'won')
            writeSolution(opts.solutions, startOf(n), n, (figures.at(-1) as DealFigures).moves);
          bar?.update(figures.length);
          if (figures.length >= plan.total) break;
        }
        bar?.stop();
        if (figures.length < plan.total)
          throw new UsageError(
            `only ${figures.length} of the ${plan.total} deals asked for were found (${drawn} drawn)`,
          );
        const title = `${variant.name}, ${plan.describe}${opts.winnable ? `, winnable only (${skipped} drawn were not)` : ''}`;
        ctx.out(report(title, figures));
        if (opts.json !== undefined)
          writeFileSync(
            opts.json,
            `${JSON.stringify({ variant: variant.id, deals: plan.describe, budget, drawn, skipped, figures: figures.map(strip) }, null, 2)}\n`,
          );
        ctx.exitCode = figures.some(failed) ? EXIT.failed : EXIT.ok;
      });
  },
};

function wholeNumber(option: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`${option} takes a whole number, not "${text}"`);
  return Number(text);
}

/** Which deals to bench, in order, and how many are wanted. */
function dealPlan(
  opts: HintBenchOptions,
  rules: RulesSpec,
  seed: number,
): { deals: () => Generator<number>; total: number; describe: string } {
  const listed = (opts.deals ?? '')
    .split(',')
    .filter((t) => t.trim() !== '')
    .map((t) => dealNumber(t, '--deals', rules));
  const ranged = opts.from !== undefined || opts.to !== undefined;
  if (ranged && (opts.from === undefined || opts.to === undefined))
    throw new UsageError('give both --from and --to', { hint: true });
  if (!ranged && listed.length === 0)
    throw new UsageError('give the deals: --from A --to B, or --deals LIST', { hint: true });
  if (!ranged && opts.random !== undefined)
    throw new UsageError('--random draws from --from..--to: give both', { hint: true });
  const from = ranged ? dealNumber(opts.from as string, '--from', rules) : 0;
  const to = ranged ? dealNumber(opts.to as string, '--to', rules) : -1;
  if (ranged && to < from)
    throw new UsageError(`--from and --to must give a range of deals, from ≤ to; got ${from}..${to}`);
  const random = opts.random === undefined ? null : wholeNumber('--random', opts.random);
  const size = to - from + 1;
  const list = listed.length > 0 ? `deal${listed.length === 1 ? '' : 's'} ${listed.join(', ')}` : '';
  const rangeText = `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`;
  if (random === null) {
    return {
      total: listed.length + Math.max(0, size),
      describe: [list, ranged ? `deals ${rangeText}` : ''].filter(Boolean).join(' and '),
      *deals() {
        yield* listed;
        for (let n = from; n <= to; n++) yield n;
      },
    };
  }
  if (!opts.winnable && random > size)
    throw new UsageError(`--random ${random}: the range ${rangeText} has only ${size} deals`);
  return {
    total: listed.length + random,
    describe: `${list ? `${list} and ` : ''}${random} deals drawn from ${rangeText} (seed ${seed})`,
    *deals() {
      const seen = new Set<number>(listed);
      yield* listed;
      const rand = seededRandom(seed);
      // Draws stop when the range is used up (with --winnable it may hold fewer than asked for).
      let left = size - listed.filter((n) => n >= from && n <= to).length;
      while (left > 0) {
        const n = from + ((rand() >>> 0) % size);
        if (seen.has(n)) continue;
        seen.add(n);
        left--;
        yield n;
      }
    },
  };
}

/** Whether a hint is the same answer as another (move, moves left, status). */
const sameHint = (a: Hint, b: Hint): boolean =>
  a.status === b.status && a.notation === b.notation && a.movesLeft === b.movesLeft;

/**
 * Follows the hints from `history`, each asked afresh, with a kept Hinter asked beside each fresh
 * call (every answer must be the same).
 */
function followHints(start: Position, history: readonly Move[], budget: HintBudget): Followed {
  const moves = [...history];
  const kept = new Hinter();
  const freshMs: number[] = [];
  const keptMs: number[] = [];
  let mismatches = 0;
  let grew = 0;
  let left: number | undefined;
  let first: Hint['status'] | undefined;
  for (;;) {
    let t = performance.now();
    const h = hint({ start, moves }, budget);
    freshMs.push(performance.now() - t);
    t = performance.now();
    const k = kept.hint({ start, moves }, budget);
    keptMs.push(performance.now() - t);
    if (!sameHint(h, k)) mismatches++;
    first ??= h.status;
    const end = { first, freshMs, keptMs, mismatches, moves, hints: freshMs.length };
    if (h.status !== 'winnable' || !h.move) {
      if (h.status === 'won') return { ...end, end: 'won', grew };
      return { ...end, end: h.status === 'lost' ? 'lost' : 'unknown', grew };
    }
    if (left !== undefined && h.movesLeft !== left - 1) grew++;
    left = h.movesLeft;
    if (moves.length - history.length >= 1000) return { ...end, end: 'too-long', grew };
    moves.push(h.move);
  }
}

function benchDeal(start: Position, n: number, budget: HintBudget, samples: number): DealFigures {
  const t = performance.now();
  const h = hint({ start, moves: [] }, budget);
  const firstMs = performance.now() - t;
  const f = h.status === 'winnable' ? followHints(start, [], budget) : null;
  const rand = seededRandom(n);
  let sampled = 0;
  let sampledWinnable = 0;
  let sampledWon = 0;
  const sampleMs: number[] = [];
  const sampleFailures: string[] = [];
  for (let i = 0; i < samples && h.status === 'winnable'; i++) {
    const history = wanderingGame(start, rand, 10 + 10 * i, budget);
    sampled++;
    const s = followHints(start, history, budget);
    if (s.first === 'unknown')
      sampleFailures.push(`${formatMoves(start, history)} → the first hint settles nothing`);
    if (s.first !== 'winnable') continue;
    sampleMs.push(...s.freshMs);
    sampledWinnable++;
    if (s.end === 'won' && s.mismatches === 0 && s.grew === 0) sampledWon++;
    else
      sampleFailures.push(
        `${formatMoves(start, history)} → ${s.end}, ${s.mismatches} differing, ${s.grew} grew`,
      );
  }
  return {
    deal: n,
    first: h.status,
    firstMs,
    followed: f?.end ?? 'not-followed',
    hints: f?.hints ?? 0,
    freshMs: f?.freshMs.slice(1) ?? [],
    keptMs: f?.keptMs.slice(1) ?? [],
    mismatches: f?.mismatches ?? 0,
    grew: f?.grew ?? 0,
    moves: f?.moves ?? [],
    sampled,
    sampledWinnable,
    sampledWon,
    sampleMs,
    sampleFailures,
  };
}

/**
 * A deal fails when the hints do not win it, differ or grow, or settle nothing: a first hint of
 * "unknown" (from the start or off the line) may hide a winnable game the hints never lead to.
 */
const failed = (f: DealFigures): boolean =>
  f.first === 'unknown' ||
  (f.first === 'winnable' && f.followed !== 'won') ||
  f.mismatches > 0 ||
  f.grew > 0 ||
  f.sampleFailures.length > 0;

function writeSolution(dir: string, start: Position, n: number, moves: readonly Move[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${n}.txt`), `${formatMoves(start, moves)}\n`);
}

/** The figures without the moves (the JSON file stays readable). */
function strip(f: DealFigures): Omit<DealFigures, 'moves'> {
  const { moves: _moves, ...rest } = f;
  return rest;
}

const ms = (x: number | undefined): string => (x === undefined ? '—' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);
const trio = (xs: readonly number[]): string => {
  const s = spread(xs);
  return `${ms(s?.median)} / ${ms(s?.p95)} / ${ms(s?.max)}`;
};

function report(title: string, figures: readonly DealFigures[]): string {
  const count = (f: (d: DealFigures) => boolean) => figures.filter(f).length;
  const sum = (f: (d: DealFigures) => number) => figures.reduce((a, d) => a + f(d), 0);
  const winnable = count((f) => f.first === 'winnable');
  const followed = figures.filter((f) => f.first === 'winnable');
  const hints = spread(followed.map((f) => f.hints));
  const rows: [string, string][] = [
    ['deals', String(figures.length)],
    [
      'first hint: winnable / lost / unknown',
      `${winnable} / ${count((f) => f.first === 'lost')} / ${count((f) => f.first === 'unknown')}`,
    ],
    ['winnable deals won by following the hints', `${count((f) => f.followed === 'won')} of ${winnable}`],
    ['hints per deal, median / max', hints ? `${hints.median} / ${hints.max}` : '—'],
    ['first hint, median / p95 / max', trio(figures.map((f) => f.firstMs))],
    ['hints asked afresh along the line', String(sum((f) => f.freshMs.length))],
    ['  median / p95 / max', trio(figures.flatMap((f) => f.freshMs))],
    ['  from a kept Hinter, median / p95 / max', trio(figures.flatMap((f) => f.keptMs))],
    ['  kept Hinter answered otherwise', String(sum((f) => f.mismatches))],
    ['  moves left did not go down by one', String(sum((f) => f.grew))],
    ['positions off the line followed from', String(sum((f) => f.sampled))],
    [
      '  winnable ones won by following the hints',
      `${sum((f) => f.sampledWon)} of ${sum((f) => f.sampledWinnable)}`,
    ],
    ['  a hint afresh there, median / p95 / max', trio(figures.flatMap((f) => f.sampleMs))],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  const bad = figures.filter(failed).map((f) => f.deal);
  const unknown = figures.filter((f) => f.first === 'unknown').map((f) => f.deal);
  const details = figures.flatMap((f) => f.sampleFailures.map((s) => `  deal ${f.deal}: ${s}`));
  return (
    `${title}: hints asked afresh\n\n` +
    rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n') +
    '\n' +
    (bad.length > 0 ? `\nFAILED on deals: ${bad.join(' ')}\n` : '') +
    (details.length > 0 ? `${details.join('\n')}\n` : '') +
    (unknown.length > 0 ? `\nunknown first hint on deals: ${unknown.join(' ')}\n` : '')
  );
}
