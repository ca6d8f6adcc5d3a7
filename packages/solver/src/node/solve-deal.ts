/**
 * One deal of a range, solved in whatever thread this runs in. Shared by the in-process path and
 * the worker threads. The solver replays every solution in core before returning it (a failed
 * replay throws), so a deal counted as solved has a checked solution.
 */
import { deal, unwrap, type Move, type RulesSpec } from '@cascade/core';
import { solve, type SolveMode, type UnknownReason } from '../index.ts';
import { codeOf, packMove, toMove } from '../codes.ts';

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
  readonly timeMs: number;
}

export interface RangeSolveOptions {
  readonly rules: RulesSpec;
  readonly mode?: SolveMode;
  readonly maxStates?: number;
  readonly timeoutMs?: number;
  readonly keepMoves?: boolean;
}

/** The moves of a DealResult. */
export const unpackMoves = (packed: readonly number[]): Move[] => packed.map(toMove);

export function solveDeal(o: RangeSolveOptions, n: number): DealResult {
  const start = unwrap(deal(o.rules, n));
  const r = solve(start, {
    ...(o.mode !== undefined ? { mode: o.mode } : {}),
    ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
    ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
  });
  const base = { deal: n, states: r.stats.states, timeMs: r.stats.timeMs };
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
