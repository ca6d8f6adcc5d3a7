import { applyMove, deal, isWon, legalMoves, seededRandom, type Move, type Position } from '@cascade/core';
import { Hinter } from '@cascade/hints';
import { solve } from '@cascade/solver';
import { SingleBar } from 'cli-progress';
import { writeFileSync } from 'node:fs';
import { spread } from '../bench/summary.ts';
import { maxStatesOption, positiveInt, timeoutOption } from '../budget-options.ts';
import { EXIT, UsageError } from '../errors.ts';
import { dealNumber } from '../start.ts';
import { variantFrom, variantOption } from '../variant-option.ts';
import { examples, type CliCommand } from './command.ts';

interface HintBenchOptions {
  readonly variant: string;
  readonly from: string;
  readonly to: string;
  readonly maxStates: string;
  readonly timeoutMs: string;
  readonly samples: string;
  readonly json?: string;
  readonly progress: boolean;
}

interface DealFigures {
  readonly deal: number;
  /** What the first hint said. */
  readonly first: 'winnable' | 'lost' | 'unknown' | 'won';
  readonly firstMs: number;
  /** Following the hints from the start: won, or where it stopped. */
  readonly followed: 'won' | 'not-followed' | 'stopped';
  readonly hints: number;
  /** Times of the hints after the first, along the followed line. */
  readonly followMs: number[];
  /** Sampled positions off the hinted line where a winnable hint led to a position the solver could not win. */
  readonly broken: number;
  readonly sampled: number;
}

export const hintBenchCommand: CliCommand = {
  name: 'hint-bench',
  register(program, ctx) {
    program
      .command('hint-bench')
      .summary('follow the hints on a range of deals and time them')
      .description(
        'For each deal A..B: ask for the first hint (timed), follow the hints to the end (each timed) and ' +
          'check the game is won; an unwinnable deal must get "lost" at once. Then, along random play ' +
          'from the deal, sample positions and check that a hinted move never turns a winnable position ' +
          'into a lost one (the solver checks the position after the move). Prints a table; exits 1 if a ' +
          'winnable deal is not won by following the hints or a hint loses a winnable position.',
      )
      .addOption(variantOption())
      .requiredOption('--from <n>', 'first deal')
      .requiredOption('--to <n>', 'last deal (inclusive)')
      .addOption(maxStatesOption('2000000'))
      .addOption(timeoutOption('20000'))
      .option('--samples <n>', 'positions sampled along random play per deal', '3')
      .option('--json <file>', 'also write every figure to this JSON file')
      .option('--no-progress', 'no progress bar on standard error')
      .addHelpText(
        'after',
        examples([
          ['fc hint-bench --from 1 --to 200', 'FreeCell deals 1–200'],
          ['fc hint-bench --variant ephemeral --from 1 --to 200 --json eph.json', 'a seed variant'],
        ]),
      )
      .action((opts: HintBenchOptions) => {
        const variant = variantFrom(opts.variant);
        const from = dealNumber(opts.from, '--from');
        const to = dealNumber(opts.to, '--to');
        if (from < 1 || to < from)
          throw new UsageError(
            `--from and --to must give a range of deals, 1 ≤ from ≤ to; got ${from}..${to}`,
          );
        const budget = {
          maxStates: positiveInt('--max-states', opts.maxStates),
          timeoutMs: positiveInt('--timeout-ms', opts.timeoutMs),
        };
        const samples = Number(opts.samples);
        if (!Number.isInteger(samples) || samples < 0)
          throw new UsageError(`--samples takes a whole number, not "${opts.samples}"`);
        const bar = opts.progress
          ? new SingleBar({
              stream: process.stderr,
              format: 'hints  [{bar}] {value}/{total} deals',
              hideCursor: true,
            })
          : null;
        bar?.start(to - from + 1, 0);
        const figures: DealFigures[] = [];
        for (let n = from; n <= to; n++) {
          const start = deal(variant.rules, n);
          if (!start.ok) throw new UsageError(`deal ${n}: ${start.error.message}`);
          figures.push(benchDeal(start.value, n, budget, samples));
          bar?.update(figures.length);
        }
        bar?.stop();
        ctx.out(report(variant.name, from, to, figures));
        if (opts.json !== undefined)
          writeFileSync(
            opts.json,
            `${JSON.stringify({ variant: variant.id, from, to, budget, figures }, null, 2)}\n`,
          );
        const failures = figures.filter(
          (f) => (f.first === 'winnable' && f.followed !== 'won') || f.broken > 0,
        );
        ctx.exitCode = failures.length > 0 ? EXIT.failed : EXIT.ok;
      });
  },
};

function benchDeal(
  start: Position,
  n: number,
  budget: { maxStates: number; timeoutMs: number },
  samples: number,
): DealFigures {
  const hinter = new Hinter();
  const moves: Move[] = [];
  let t = performance.now();
  let h = hinter.hint({ start, moves }, budget);
  const firstMs = performance.now() - t;
  const first = h.status;
  const followMs: number[] = [];
  let p = start;
  let followed: DealFigures['followed'] = 'not-followed';
  if (first === 'winnable') {
    while (h.status === 'winnable' && h.move && moves.length < 1000) {
      moves.push(h.move);
      p = applyMove(p, h.move);
      t = performance.now();
      h = hinter.hint({ start, moves }, budget);
      followMs.push(performance.now() - t);
    }
    followed = isWon(p) ? 'won' : 'stopped';
  }
  // Sampled positions along random play: a winnable hint must keep the position winnable.
  const rand = seededRandom(n);
  let q = start;
  let broken = 0;
  let sampled = 0;
  for (let step = 0; step < samples * 8 && sampled < samples; step++) {
    const ms = legalMoves(q);
    if (ms.length === 0 || isWon(q)) break;
    q = applyMove(q, ms[rand() % ms.length] as Move);
    if (step % 8 !== 7) continue;
    const hq = new Hinter().hint({ start: q, moves: [] }, budget);
    if (hq.status !== 'winnable' || !hq.move) continue;
    sampled++;
    if (solve(applyMove(q, hq.move), budget).status === 'unsolvable') broken++;
  }
  return { deal: n, first, firstMs, followed, hints: moves.length, followMs, broken, sampled };
}

const ms = (x: number | undefined): string => (x === undefined ? '—' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);

function report(name: string, from: number, to: number, figures: readonly DealFigures[]): string {
  const count = (f: (d: DealFigures) => boolean) => figures.filter(f).length;
  const first = spread(figures.map((f) => f.firstMs));
  const follow = spread(figures.flatMap((f) => f.followMs));
  const winnable = count((f) => f.first === 'winnable');
  const rows: [string, string][] = [
    ['deals', String(figures.length)],
    [
      'first hint: winnable / lost / unknown',
      `${winnable} / ${count((f) => f.first === 'lost')} / ${count((f) => f.first === 'unknown')}`,
    ],
    ['winnable deals won by following the hints', `${count((f) => f.followed === 'won')} of ${winnable}`],
    ['first hint, median / p95 / max', `${ms(first?.median)} / ${ms(first?.p95)} / ${ms(first?.max)}`],
    ['hints along the followed line', String(figures.reduce((a, f) => a + f.followMs.length, 0))],
    ['  median / p95 / max', `${ms(follow?.median)} / ${ms(follow?.p95)} / ${ms(follow?.max)}`],
    ['sampled positions (hint checked by the solver)', String(figures.reduce((a, f) => a + f.sampled, 0))],
    ['  hints that lost a winnable position', String(figures.reduce((a, f) => a + f.broken, 0))],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  const bad = figures
    .filter((f) => (f.first === 'winnable' && f.followed !== 'won') || f.broken > 0)
    .map((f) => f.deal);
  return (
    `${name}, deals ${from}–${to}: hints\n\n` +
    rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n') +
    '\n' +
    (bad.length > 0 ? `\nFAILED on deals: ${bad.join(' ')}\n` : '') +
    (count((f) => f.first === 'unknown') > 0
      ? `\nunknown first hint on deals: ${figures
          .filter((f) => f.first === 'unknown')
          .map((f) => f.deal)
          .join(' ')}\n`
      : '')
  );
}
