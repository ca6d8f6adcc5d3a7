// !! BROWSER SAFE !!
/** Search options: how to search, never what the rules are (those come from position.rules). */
import type { Move, Position } from '@cascade/core';

/** The search modes: `fast` finds any solution quickly, `short` a short one. */
export const SOLVE_MODES = ['fast', 'short'] as const;
/** One of SOLVE_MODES. */
export type SolveMode = (typeof SOLVE_MODES)[number];

/** Options of `solve` and `Solver`: the mode, the budgets (positions, time, an AbortSignal) and an optional target. */
export interface SolveOptions {
  /** `fast`: any solution, as quickly as possible; `short`: as few moves as the budget allows. Default `fast`. */
  mode?: SolveMode;
  /**
   * Stop with `unknown` once this many distinct positions are stored in one table. Default
   * DEFAULT_MAX_STATES; at most MAX_STATES_LIMIT (a larger budget stops there). A search of several
   * phases, one table after the other (the short mode's beam, then A*; the fast mode's threads, then
   * its last tries: a wide beam, then the short mode's), may store this many in each: memory stays
   * the budget's, positions in all up to four times it.
   */
  maxStates?: number;
  /**
   * Fast mode: where its threads run the budget out without a win or a proof, a wide beam tries
   * once more on a fresh table (search.ts, RESCUE_BEAM), and where it does not win, the short mode
   * (its beam, then its A*, which may also prove the deal lost), each on a table of its own. Default true; false leaves the verdict
   * unknown at once, for a caller whose budget is all its searches' together (the hints' line).
   */
  rescue?: boolean;
  /** Stop with `unknown` after this many milliseconds. Default: no limit. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Optional target instead of winning (tutorial goals): a predicate on public positions; used only on small positions. */
  target?: (p: Position) => boolean;
}

/**
 * Which implementation searched: the WebAssembly kernels (kernels/runtime.ts), the TypeScript
 * originals (no WebAssembly, `useKernels(false)`), or both, where some of a search's states found no
 * room in the kernels' fixed memory.
 */
export type Engine = 'webassembly' | 'typescript' | 'mixed';

/** What a search took: the positions it stored, the most bytes its tables held, the time, and the engine. */
export interface SolveStats {
  /** Distinct positions stored by the search (and its post-processing). */
  states: number;
  /** The most bytes the search's tables held at once (StateStore.peakBytes). */
  bytes: number;
  timeMs: number;
  /** Which implementation searched (null: no search ran, the position was settled as given). */
  engine: Engine | null;
}

/** The engine of a search whose states ran `kernels` on the kernels and `plain` on TypeScript. */
export function engineOf(kernels: number, plain: number): Engine | null {
  if (kernels > 0) return plain > 0 ? 'mixed' : 'webassembly';
  return plain > 0 ? 'typescript' : null;
}

/** Which budget ran out: positions, time, or the AbortSignal. */
export type UnknownReason = 'max-states' | 'timeout' | 'aborted';

/** A search's answer: `solved` with the moves, `unsolvable` (the whole space searched: a proof) or `unknown` with the reason. */
export type SolveResult =
  /** Explicit moves from the given position, foundation moves included, runs as one move (count > 1) where legal. */
  | { status: 'solved'; moves: Move[]; stats: SolveStats }
  /** The whole reachable space was searched. */
  | { status: 'unsolvable'; stats: SolveStats }
  | { status: 'unknown'; reason: UnknownReason; stats: SolveStats };

/**
 * The default state budget. A stored state takes at most 84 bytes (its 56-byte key, up to 16 bytes
 * of hash table, 12 of parent, move and queue link; store.ts), and the store never holds two copies
 * of its states, so 8 million states stay well under 1 GB: 650 MB of peak memory for a whole
 * process that runs into the budget (BENCHMARKS.md).
 */
export const DEFAULT_MAX_STATES = 8_000_000;

/**
 * The largest budget a search can use (about 2.7 GB of a full deck's positions): one table indexes
 * at most STORE_MAX_STATES (2^25 − 2) positions, and a search may store a step's worth past its
 * budget check (an expansion's children, a beam's step: store.test.ts holds the room at 2^20). A
 * larger `maxStates` stops here, with `unknown` (max-states), as any budget does; the CLI refuses
 * one (`--max-states`).
 */
export const MAX_STATES_LIMIT = 32_000_000;

/** The budget a search keeps to: `maxStates` (default DEFAULT_MAX_STATES), at most MAX_STATES_LIMIT. */
export const statesBudget = (options: Pick<SolveOptions, 'maxStates'>): number =>
  Math.min(options.maxStates ?? DEFAULT_MAX_STATES, MAX_STATES_LIMIT);
