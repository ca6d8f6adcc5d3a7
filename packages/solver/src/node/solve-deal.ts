/**
 * One deal of a range, solved in whatever thread this runs in. Shared by the in-process path and
 * the worker threads. The solver replays every solution in core before returning it (a failed
 * replay throws), so a deal counted as solved has a checked solution.
 */
import {
  dealer,
  unwrap,
  type Move,
  type Position,
  type Result,
  type PositionError,
  type RulesSpec,
} from '@cascade/core';
import { codeOf, packMove } from '../codes.ts';
import { toMoves } from '../solution.ts';
import {
  Solver,
  type Engine,
  type SolveMode,
  type SolveOptions,
  type SolveResult,
  type UnknownReason,
} from '../index.ts';
import type { PhaseTrace } from '../search.ts';

/** One deal of a range solved: its number and status, and what its search found and took. */
export interface DealResult {
  readonly deal: number;
  readonly status: 'solved' | 'unsolvable' | 'unknown';
  readonly reason?: UnknownReason;
  /** Explicit moves of the solution (foundation moves included, a run is one move). */
  readonly length?: number;
  /**
   * The solution's moves, packed (see unpackMoves), when asked for (keepMoves): numbers cross
   * between threads far more cheaply than move objects or notation, which would need the positions.
   */
  readonly moves?: number[];
  readonly states: number;
  /** Peak bytes held by the search's tables. */
  readonly bytes: number;
  readonly timeMs: number;
  /** Which implementation searched (SolveStats.engine). */
  readonly engine: Engine | null;
  /** What each phase of the search did, when asked for (trace). */
  readonly phases?: PhaseTrace[];
}

/** Options of a range's solves: the rules, the mode and the budgets of each deal. */
export interface RangeSolveOptions {
  readonly rules: RulesSpec;
  readonly mode?: SolveMode;
  readonly maxStates?: number;
  readonly timeoutMs?: number;
  /** Fast mode's rescue beam where its threads run the budget out (SolveOptions.rescue; default on). */
  readonly rescue?: boolean;
  readonly keepMoves?: boolean;
  /** Keep each deal's phase trace (DealResult.phases). */
  readonly trace?: boolean;
}

/** The moves of a DealResult. */
export const unpackMoves = (packed: readonly number[]): Move[] => toMoves(packed);

/** What every deal of a range shares: the solver's options, and its rules' dealer (rules checked once). */
export interface RangeContext {
  readonly options: SolveOptions;
  readonly deal: (n: number) => Result<Position, PositionError>;
}

export function rangeContext(o: RangeSolveOptions, signal?: AbortSignal): RangeContext {
  return {
    options: {
      ...(o.mode !== undefined ? { mode: o.mode } : {}),
      ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
      ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.rescue !== undefined ? { rescue: o.rescue } : {}),
      ...(signal !== undefined ? { signal } : {}),
    },
    deal: dealer(o.rules),
  };
}

/**
 * A solver for deal n (run it with step()), and how to turn its result into a DealResult. A range
 * makes its context (rangeContext) once and passes it, rather than have it made for each deal.
 */
export function dealSolver(
  o: RangeSolveOptions,
  n: number,
  signal?: AbortSignal,
  range: RangeContext = rangeContext(o, signal),
): Solver {
  return new Solver(unwrap(range.deal(n)), range.options);
}

export function dealResult(o: RangeSolveOptions, n: number, solver: Solver, r: SolveResult): DealResult {
  const { states, bytes, timeMs, engine } = r.stats;
  // Built once, its optional fields added where they apply (object spreads here cost a range's time).
  const out: { -readonly [K in keyof DealResult]: DealResult[K] } = {
    deal: n,
    status: r.status,
    states,
    bytes,
    timeMs,
    engine,
  };
  if (r.status === 'solved') {
    out.length = r.moves.length;
    if (o.keepMoves) out.moves = r.moves.map((m) => packMove(codeOf(m.from), codeOf(m.to), m.count));
  } else if (r.status === 'unknown') out.reason = r.reason;
  if (o.trace) out.phases = solver.trace;
  return out;
}

/** Solves deal n of the rules under the range's options (the work of one deal on a worker thread). */
export function solveDeal(
  o: RangeSolveOptions,
  n: number,
  range: RangeContext = rangeContext(o),
): DealResult {
  const solver = dealSolver(o, n, undefined, range);
  return dealResult(o, n, solver, solver.step()!);
}
