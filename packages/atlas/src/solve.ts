/**
 * The work of the atlas on one deal: the full rules' verdict and fast solution, the short
 * solution, and the fewest-free-cells grade. Runs on worker threads (worker.ts); each search goes
 * through the solver's public Node API (`solveDeal`), which replays every solution in core before
 * returning it.
 */
import { deal, formatMoves, unwrap, type RulesSpec } from '@cascade/core';
import { solveDeal, unpackMoves, type DealResult } from '@cascade/solver/node';
import type { CellGrade, CellTry, DealRecord } from './record.ts';
import { holds, type DealRange } from './ranges.ts';
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
    // The short search is asked where the fast one runs out before the grade is left an upper
    // bound; its positions count in the try (the effort of a grade won so is both searches').
    const { states, result } = verdictSearch(fewer, n, maxStates, false);
    const verdict = result.status;
    tries.push({ cells, verdict, states });
    if (verdict !== 'solved') {
      exact = verdict === 'unsolvable';
      break;
    }
    minFreeCells = cells;
    effort = states;
    moves = notation(fewer, n, result);
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
 * one (settled under any budget, or unknown under one at least as large: AtlasStore.known) spares
 * the fast search when only the short solution and the grade are missing; a graded one (a chunk
 * solved again) is kept whole where it is settled, and where its grade is an upper bound the grade
 * goes on from the search that ran out; a verdicts-only run keeps any settled verdict (of a graded
 * record, its verdict and fast solution).
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
  const full = verdictSearch(rules, n, maxStates);
  if (full.result.status !== 'solved')
    return {
      deal: n,
      verdict: full.result.status,
      states: full.states,
      timeMs: elapsed(started),
    };
  const fastMoves = notation(rules, n, full.result);
  if (!settings.grades)
    return { deal: n, verdict: 'solved', states: full.states, timeMs: elapsed(started), fast: fastMoves };
  // Where the short search won the verdict, its solution is the short one too.
  const short = full.byShort ? { short: fastMoves } : shortSolution(rules, n, maxStates);
  const grade = cellGrade(rules, n, full.states, settings.gradeMaxStates);
  return {
    deal: n,
    verdict: 'solved',
    states: full.states,
    timeMs: elapsed(started),
    fast: fastMoves,
    ...short,
    grade,
  };
}

/**
 * The full rules' verdict: the solver's fast mode with its last tries where its threads run out
 * (`rescue`: a wide beam, then the short mode's beam and A*, each on a table of its own under the same
 * budget; they win ForeCell 6461 and 24642, Two-Cell FreeCell 209 and 6407, Super Challenge 815).
 * A grade's tries go without them (`rescue` false): those that run out are most of grading's time
 * (Selective (traditional): 2% of deals, 46% of the time); where the fast search runs out there,
 * the short search (its beam, then the same A*) tries under the same budget. The positions are all
 * the searches'.
 */
function verdictSearch(
  rules: RulesSpec,
  n: number,
  maxStates: number,
  rescue = true,
): { states: number; result: DealResult; byShort: boolean } {
  const fast = solveDeal({ rules, mode: 'fast', maxStates, rescue, keepMoves: true }, n);
  if (fast.status !== 'unknown' || rescue) return { states: fast.states, result: fast, byShort: false };
  const short = solveDeal({ rules, mode: 'short', maxStates, keepMoves: true }, n);
  return { states: fast.states + short.states, result: short, byShort: true };
}

/** One chunk's work for a worker thread: the rules, the deals, the settings and what is known already. */
export interface ChunkTask {
  readonly rules: RulesSpec;
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  /**
   * Records stored before of some of these deals (see solveAtlasDeal): verdicts-only ones
   * (AtlasStore.known), and graded ones of a chunk solved again.
   */
  readonly known?: readonly DealRecord[];
  /**
   * A chunk solved again for part of its deals: only these are searched; each other deal's known
   * record is returned as it is (`fc atlas run --redo-unknown` over part of a stored chunk).
   */
  readonly only?: DealRange;
}

/** How much a stored record says: graded 2, a settled verdict 1, an unknown one 0. */
const says = (r: DealRecord): number => (r.grade ? 2 : r.verdict === 'unknown' ? 0 : 1);

/** Deals from..to in order; `onDeal` hears of each as it is done (progress). */
export function solveChunk(task: ChunkTask, onDeal?: (record: DealRecord) => void): DealRecord[] {
  const records: DealRecord[] = [];
  // Where several records of a deal are known, the one that says the most (graded, then settled;
  // of equals, the later: the chunk's own records come after the other files').
  const known = new Map<number, DealRecord>();
  for (const r of task.known ?? []) {
    const had = known.get(r.deal);
    if (!had || says(r) >= says(had)) known.set(r.deal, r);
  }
  for (let n = task.from; n <= task.to; n++) {
    const only = task.only;
    const kept = only && !holds(only, n) ? known.get(n) : undefined;
    const r = kept ?? solveAtlasDeal(task.rules, n, task.settings, known.get(n));
    records.push(r);
    onDeal?.(r);
  }
  return records;
}
