/**
 * One deal of a range, solved in whatever thread this runs in. Shared by the in-process path and
 * the worker threads. The solver replays every solution in core before returning it (a failed
 * replay throws), so a deal counted as solved has a checked solution.
 */
import { deal, unwrap, type Move, type RulesSpec } from '@cascade/core';
import { codeOf, packMove, toMove } from '../codes.ts';
import { Solver, type SolveMode, type SolveOptions, type SolveResult, type UnknownReason } from '../index.ts';
import type { PhaseTrace } from '../search.ts';

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
  /** What each phase of the search did, when asked for (trace). */
  readonly phases?: PhaseTrace[];
}

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
export const unpackMoves = (packed: readonly number[]): Move[] => packed.map(toMove);

/** A solver for deal n (run it with step()), and how to turn its result into a DealResult. */
export function dealSolver(o: RangeSolveOptions, n: number, signal?: AbortSignal): Solver {
  const options: SolveOptions = {
    ...(o.mode !== undefined ? { mode: o.mode } : {}),
    ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
    ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
    ...(o.rescue !== undefined ? { rescue: o.rescue } : {}),
    ...(signal !== undefined ? { signal } : {}),
  };
  return new Solver(unwrap(deal(o.rules, n)), options);
}

export function dealResult(o: RangeSolveOptions, n: number, solver: Solver, r: SolveResult): DealResult {
  const base = {
    deal: n,
    states: r.stats.states,
    bytes: r.stats.bytes,
    timeMs: r.stats.timeMs,
    ...(o.trace ? { phases: solver.trace } : {}),
  };
  switch (r.status) {
    case 'solved':
      return {
        ...base,
        status: 'solved',
        length: r.moves.length,
        ...(o.keepMoves
          ? { moves: r.moves.map((m) => packMove(codeOf(m.from), codeOf(m.to), m.count)) }
          : {}),
      };
    case 'unsolvable':
      return { ...base, status: 'unsolvable' };
    case 'unknown':
      return { ...base, status: 'unknown', reason: r.reason };
  }
}

export function solveDeal(o: RangeSolveOptions, n: number): DealResult {
  const solver = dealSolver(o, n);
  return dealResult(o, n, solver, solver.step()!);
}
