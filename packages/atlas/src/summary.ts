// !! BROWSER SAFE !!
/** A variant's records summed up: counts, win rate, grades, the hardest deals. */
import { levelCuts, levelOf, LEVELS, type GradeKey, type Level } from './levels.ts';
import type { DealRecord } from './record.ts';
import { holds, type DealRange } from './ranges.ts';

/** One of the hardest deals of a summary: its grade key, its level and whether its grade is proven. */
export interface HardDeal extends GradeKey {
  readonly level: Level;
  /** Whether minFreeCells is proven (one cell fewer proven unwinnable). */
  readonly exact: boolean;
}

/** What `fc atlas summary` says of a variant: won, lost and unknown, the grades, the hardest deals. */
export interface AtlasSummary {
  /** The deals with a record, as ranges (gaps show as separate ranges). */
  readonly ranges: readonly DealRange[];
  readonly deals: number;
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  /** won / deals: the share of the deals known to be winnable (unknown deals count as not known). */
  readonly winRate: number;
  /** Deals with a grade (solved deals of graded chunks). */
  readonly graded: number;
  /** The deals of graded chunks (as given in the options), within the records' ranges. */
  readonly gradedRanges: readonly DealRange[];
  /** Deals of graded chunks that cannot be won even with every cell. */
  readonly gradedLost: number;
  /** Graded deals at each level. */
  readonly levels: Readonly<Record<Level, number>>;
  /** Graded deals by the fewest free cells they are won with (keys are cell counts). */
  readonly minFreeCells: Readonly<Record<string, number>>;
  /** Graded deals whose cell count is only an upper bound (a search with one cell fewer ran out of budget). */
  readonly inexact: number;
  /** The level cuts: the hardest deal of easy, medium and hard. */
  readonly cuts: readonly GradeKey[];
  /** The hardest graded deals, hardest first (at most `hardest` of them). */
  readonly hardest: readonly HardDeal[];
  readonly lostDeals: readonly number[];
  readonly unknownDeals: readonly number[];
  /** Solving time summed over the records (ms): the work, not the wall time. */
  readonly timeMs: number;
}

/** Adds n to ranges kept in order (n never below the last range's end). */
function extend(ranges: { from: number; to: number }[], n: number): void {
  const last = ranges[ranges.length - 1];
  if (last && n === last.to + 1) last.to = n;
  else ranges.push({ from: n, to: n });
}

/** Options of a summary: how many hardest deals to list, and the graded ranges. */
export interface SummaryOptions {
  /** How many of the hardest deals to list (default 10). */
  readonly hardest?: number;
  /** The deals of graded chunks (the store's graded coverage). */
  readonly graded?: readonly DealRange[];
}

/** Sums records given in deal order (as the store yields them). */
export function summarize(records: Iterable<DealRecord>, options: SummaryOptions = {}): AtlasSummary {
  const ranges: { from: number; to: number }[] = [];
  const keys: (GradeKey & { exact: boolean })[] = [];
  const lostDeals: number[] = [];
  const unknownDeals: number[] = [];
  const minFreeCells: Record<string, number> = {};
  let deals = 0;
  let won = 0;
  let inexact = 0;
  let timeMs = 0;
  for (const r of records) {
    deals++;
    timeMs += r.timeMs;
    extend(ranges, r.deal);
    if (r.verdict === 'solved') won++;
    else if (r.verdict === 'unsolvable') lostDeals.push(r.deal);
    else unknownDeals.push(r.deal);
    const g = r.grade;
    if (g) {
      keys.push({ deal: r.deal, minFreeCells: g.minFreeCells, effort: g.effort, exact: g.exact });
      minFreeCells[g.minFreeCells] = (minFreeCells[g.minFreeCells] ?? 0) + 1;
      if (!g.exact) inexact++;
    }
  }
  const gradedRanges = (options.graded ?? []).flatMap((g) =>
    ranges.flatMap((r) =>
      g.to < r.from || g.from > r.to ? [] : [{ from: Math.max(g.from, r.from), to: Math.min(g.to, r.to) }],
    ),
  );
  const inGraded = (n: number) => gradedRanges.some((g) => holds(g, n));
  const cuts = levelCuts(keys);
  const levels = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  const leveled = keys.map((k) => ({ ...k, level: levelOf(k, cuts) }));
  for (const k of leveled) levels[k.level]++;
  const hardest = leveled
    .sort((a, b) => b.minFreeCells - a.minFreeCells || b.effort - a.effort || a.deal - b.deal)
    .slice(0, options.hardest ?? 10);
  return {
    ranges,
    deals,
    won,
    lost: lostDeals.length,
    unknown: unknownDeals.length,
    winRate: deals === 0 ? 0 : won / deals,
    graded: keys.length,
    gradedRanges,
    gradedLost: lostDeals.filter(inGraded).length,
    levels,
    minFreeCells,
    inexact,
    cuts,
    hardest,
    lostDeals,
    unknownDeals,
    timeMs,
  };
}
