/**
 * The work of the atlas on one deal: the full rules' verdict and fast solution, the short
 * solution, and the fewest-free-cells grade. Runs on worker threads (worker.ts); each search goes
 * through the solver's public Node API (`solveDeal`), which replays every solution in core before
 * returning it.
 */
import { deal, formatMoves, unwrap, type RulesSpec } from '@cascade/core';
import { solveDeal, unpackMoves, type DealResult } from '@cascade/solver/node';
import type { CellGrade, CellTry, DealRecord } from './record.ts';
import type { AtlasSettings } from './settings.ts';

/** A solution in standard notation on one line. */
function notation(rules: RulesSpec, n: number, r: DealResult): string {
  return formatMoves(unwrap(deal(rules, n)), unpackMoves(r.moves ?? []), Number.MAX_SAFE_INTEGER).trim();
}

/**
 * The fewest free cells with which the deal is won, the rules otherwise the same. Winning never
 * gets harder with more cells (a cell may stay empty, and run limits only grow), so the search
 * goes down one cell at a time from the rules' own count until a search fails: a proof makes the
 * grade exact; a budget run out leaves it an upper bound. Cells dealt into cannot be taken away.
 */
function cellGrade(
  rules: RulesSpec,
  n: number,
  fullStates: number,
  maxStates: number,
  before?: CellGrade,
): CellGrade {
  // Going on from an upper bound: the tries that succeeded stand (each a replayed win), the one that
  // ran out is asked again under this budget.
  const tries: CellTry[] = before ? before.tries.filter((t) => t.verdict === 'solved') : [];
  let minFreeCells = before?.minFreeCells ?? rules.cells;
  let effort = before?.effort ?? fullStates;
  let exact = true;
  let moves: string | undefined = before?.moves;
  for (let cells = minFreeCells - 1; cells >= rules.prefilledCells; cells--) {
    const fewer = { ...rules, cells };
    let r = solveDeal({ rules: fewer, mode: 'fast', maxStates, keepMoves: true }, n);
    let states = r.states;
    if (r.status === 'unknown') {
      // The fast mode's depth-first scans can miss a win the short mode's beam finds at once (or its
      // A* proves there is none): asked under the same budget before the grade is left an upper
      // bound. Its positions count in the try (the effort of a grade won this way is both searches').
      r = solveDeal({ rules: fewer, mode: 'short', maxStates, keepMoves: true }, n);
      states += r.states;
    }
    const verdict = r.status;
    tries.push({ cells, verdict, states });
    if (verdict !== 'solved') {
      exact = verdict === 'unsolvable';
      break;
    }
    minFreeCells = cells;
    effort = states;
    moves = notation(fewer, n, r);
  }
  return { minFreeCells, exact, effort, tries, ...(moves !== undefined ? { moves } : {}) };
}

const elapsed = (since: number): number => Math.round((performance.now() - since) * 10) / 10;

/** The short mode's solution of deal n, in notation, when it finds one within the budget. */
function shortSolution(rules: RulesSpec, n: number, maxStates: number): { short?: string } {
  const short = solveDeal({ rules, mode: 'short', maxStates, keepMoves: true }, n);
  return short.status === 'solved' ? { short: notation(rules, n, short) } : {};
}

/**
 * Everything the atlas records of deal `n`. Verdicts only (`grades: false`): the verdict and the
 * fast solution, nothing more (the short solution costs as much again as the verdict, and a
 * verdicts-only run is what covers a million deals). Graded: the short solution and the grade too.
 * `known`, the deal's record stored before, spares the searches already settled: a verdicts-only
 * one stored with the same full-rules budget spares the fast search when only the short solution
 * and the grade are missing; a graded one (a chunk solved again) is kept whole where it is settled,
 * and where its grade is an upper bound the grade goes on from the search that ran out; a verdicts-
 * only run keeps any settled verdict (of a graded record, its verdict and fast solution).
 */
export function solveAtlasDeal(
  rules: RulesSpec,
  n: number,
  settings: AtlasSettings,
  known?: DealRecord,
): DealRecord {
  const started = performance.now();
  const { maxStates } = settings;
  /** The known record's time and this call's, together. */
  const timeMs = (k: DealRecord): number => Math.round((k.timeMs + elapsed(started)) * 10) / 10;
  if (known && known.deal === n && !settings.grades && known.verdict !== 'unknown') {
    // A verdicts-only run keeps a settled verdict (of a graded record, what a verdicts-only one holds).
    const { deal, verdict, states, timeMs: ms, fast: moves } = known;
    return { deal, verdict, states, timeMs: ms, ...(moves === undefined ? {} : { fast: moves }) };
  }
  if (known && known.deal === n && known.grade !== undefined && settings.grades) {
    // Only a win is graded: an exact grade is settled, an upper bound goes on.
    if (known.grade.exact) return known;
    const grade = cellGrade(rules, n, known.states, settings.gradeMaxStates, known.grade);
    return { ...known, timeMs: timeMs(known), grade };
  }
  if (known && known.deal === n && known.grade === undefined) {
    // A proof, an unknown verdict of this budget, or a verdicts-only run: nothing more to search.
    if (known.verdict !== 'solved' || !settings.grades) return known;
    const short = known.short === undefined ? shortSolution(rules, n, maxStates) : {};
    const grade = cellGrade(rules, n, known.states, settings.gradeMaxStates);
    return { ...known, ...short, timeMs: timeMs(known), grade };
  }
  const fast = solveDeal({ rules, mode: 'fast', maxStates, keepMoves: true }, n);
  if (fast.status !== 'solved')
    return {
      deal: n,
      verdict: fast.status,
      states: fast.states,
      timeMs: elapsed(started),
    };
  const fastMoves = notation(rules, n, fast);
  if (!settings.grades)
    return { deal: n, verdict: 'solved', states: fast.states, timeMs: elapsed(started), fast: fastMoves };
  const short = shortSolution(rules, n, maxStates);
  const grade = cellGrade(rules, n, fast.states, settings.gradeMaxStates);
  return {
    deal: n,
    verdict: 'solved',
    states: fast.states,
    timeMs: elapsed(started),
    fast: fastMoves,
    ...short,
    grade,
  };
}

export interface ChunkTask {
  readonly rules: RulesSpec;
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  /**
   * Records stored before of some of these deals (see solveAtlasDeal): verdicts-only ones with the
   * same full-rules budget, and graded ones of a chunk solved again.
   */
  readonly known?: readonly DealRecord[];
}

/** Deals from..to in order; `onDeal` hears of each as it is done (progress). */
export function solveChunk(task: ChunkTask, onDeal?: (record: DealRecord) => void): DealRecord[] {
  const records: DealRecord[] = [];
  // A graded record, where there is one, says more than a verdicts-only one of the same deal.
  const known = new Map<number, DealRecord>();
  for (const r of task.known ?? []) if (!known.get(r.deal)?.grade) known.set(r.deal, r);
  for (let n = task.from; n <= task.to; n++) {
    const r = solveAtlasDeal(task.rules, n, task.settings, known.get(n));
    records.push(r);
    onDeal?.(r);
  }
  return records;
}
