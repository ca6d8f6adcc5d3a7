// !! BROWSER SAFE !!
/**
 * What the atlas knows of one deal: the verdict of the full rules, the fast and the short solution,
 * the positions searched, and, when graded, the fewest free cells the deal can be won with. Records
 * travel through files and Redis, so `parseRecord` checks every field of one read back.
 */
import { err, ok, type Result } from '@cascade/core';

/** The verdicts of a deal: `solved`, `unsolvable` (a proof) or `unknown` (a budget ran out). */
export const VERDICTS = ['solved', 'unsolvable', 'unknown'] as const;
/** One of VERDICTS. */
export type Verdict = (typeof VERDICTS)[number];

/** One search of the deal with `cells` free cells (every other rule unchanged). */
export interface CellTry {
  readonly cells: number;
  readonly verdict: Verdict;
  /** Positions the searches stored (the fast one's, and the short one's where the fast one ran out). */
  readonly states: number;
}

/** The fewest-free-cells grade of a won deal. */
export interface CellGrade {
  /** The fewest free cells (the rules' `cells`, dealt cards included) with which the deal was won. */
  readonly minFreeCells: number;
  /**
   * True when one cell fewer was proven unwinnable, or when no fewer is possible (the cells dealt
   * into); false when that search ran out of budget, so the deal may need fewer.
   */
  readonly exact: boolean;
  /** Positions stored to win with minFreeCells cells (the fast search's, and the short one's where the fast one ran out): the effort that orders deals within a cell count. */
  readonly effort: number;
  /** The searches with fewer cells than the rules give, in the order they ran (most cells first). */
  readonly tries: readonly CellTry[];
  /**
   * A win with minFreeCells cells (standard notation), when that is fewer than the rules give: the
   * proof of the grade's upper bound, for anyone to replay.
   */
  readonly moves?: string;
}

/** What the atlas stores of a deal: its verdict, the search it took, its solutions and its grade. */
export interface DealRecord {
  readonly deal: number;
  /** The full rules' verdict: `unsolvable` is a proof (the whole space searched); `unknown` a budget ran out. */
  readonly verdict: Verdict;
  /** Positions the verdict's searches stored (the fast search's, and the short one's where the fast one ran out). */
  readonly states: number;
  /** Time spent on the deal, every search included (milliseconds). */
  readonly timeMs: number;
  /**
   * The verdict's solution: the fast search's, or the short search's where the fast one ran out
   * (then it is `short` too). Standard notation, space-separated, every move explicit.
   */
  readonly fast?: string;
  /** The short mode's solution, when it found one within the budget: graded records only (a verdicts-only run skips it). */
  readonly short?: string;
  /** The fewest-free-cells grade: only for solved deals of a graded chunk. */
  readonly grade?: CellGrade;
}

/** Explicit moves of a solution written as notation. */
export const moveCount = (solution: string | undefined): number =>
  solution === undefined || solution === '' ? 0 : solution.split(' ').length;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isVerdict = (v: unknown): v is Verdict => (VERDICTS as readonly unknown[]).includes(v);
const MOVES = /^[0-9a-k]{2}(v[0-9a-f]+)?( [0-9a-k]{2}(v[0-9a-f]+)?)*$/;

function parseTry(v: unknown, where: string): Result<CellTry, string> {
  if (!isObj(v)) return err(`${where} is not an object`);
  if (!isCount(v.cells) || v.cells > 8) return err(`${where}.cells must be 0..8`);
  if (!isVerdict(v.verdict)) return err(`${where}.verdict must be one of ${VERDICTS.join(', ')}`);
  if (!isCount(v.states)) return err(`${where}.states must be a count`);
  return ok({ cells: v.cells, verdict: v.verdict, states: v.states });
}

function parseGrade(v: unknown): Result<CellGrade, string> {
  if (!isObj(v)) return err('grade is not an object');
  if (!isCount(v.minFreeCells) || v.minFreeCells > 8) return err('grade.minFreeCells must be 0..8');
  if (typeof v.exact !== 'boolean') return err('grade.exact must be true or false');
  if (!isCount(v.effort)) return err('grade.effort must be a count');
  if (!Array.isArray(v.tries)) return err('grade.tries must be a list');
  const tries: CellTry[] = [];
  for (const [i, t] of v.tries.entries()) {
    const r = parseTry(t, `grade.tries[${i}]`);
    if (!r.ok) return r;
    tries.push(r.value);
  }
  if (v.moves !== undefined && (typeof v.moves !== 'string' || !MOVES.test(v.moves)))
    return err('grade.moves must be moves in standard notation');
  return ok({
    minFreeCells: v.minFreeCells,
    exact: v.exact,
    effort: v.effort,
    tries,
    ...(typeof v.moves === 'string' ? { moves: v.moves } : {}),
  });
}

/** Checks a record read back from a file or a queue; the message names the field at fault. */
export function parseRecord(v: unknown): Result<DealRecord, string> {
  if (!isObj(v)) return err('a record is not an object');
  const d = v.deal;
  if (!Number.isSafeInteger(d) || (d as number) < 1) return err('deal must be a whole number ≥ 1');
  const at = (m: string) => err(`deal ${String(d)}: ${m}`);
  if (!isVerdict(v.verdict)) return at(`verdict must be one of ${VERDICTS.join(', ')}`);
  if (!isCount(v.states)) return at('states must be a count');
  if (typeof v.timeMs !== 'number' || !(v.timeMs >= 0)) return at('timeMs must be a number ≥ 0');
  for (const key of ['fast', 'short'] as const) {
    const s = v[key];
    if (s !== undefined && (typeof s !== 'string' || !MOVES.test(s)))
      return at(`${key} must be moves in standard notation`);
  }
  if (v.verdict === 'solved' && v.fast === undefined) return at('a solved deal needs its fast solution');
  if (v.verdict !== 'solved' && (v.fast !== undefined || v.short !== undefined || v.grade !== undefined))
    return at(`a deal ${v.verdict} has no solution and no grade`);
  let grade: CellGrade | undefined;
  if (v.grade !== undefined) {
    const g = parseGrade(v.grade);
    if (!g.ok) return at(g.error);
    grade = g.value;
  }
  return ok({
    deal: d as number,
    verdict: v.verdict,
    states: v.states,
    timeMs: v.timeMs,
    ...(typeof v.fast === 'string' ? { fast: v.fast } : {}),
    ...(typeof v.short === 'string' ? { short: v.short } : {}),
    ...(grade ? { grade } : {}),
  });
}
