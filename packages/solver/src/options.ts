// !! BROWSER SAFE !!
/** Search options: how to search, never what the rules are (those come from position.rules). */
import type { Move, Position } from '@cascade/core';

export const SOLVE_MODES = ['fast', 'short'] as const;
export type SolveMode = (typeof SOLVE_MODES)[number];

export interface SolveOptions {
  /** `fast`: any solution, as quickly as possible; `short`: as few moves as the budget allows. Default `fast`. */
  mode?: SolveMode;
  /** Stop with `unknown` once this many distinct positions are stored. Default DEFAULT_MAX_STATES. */
  maxStates?: number;
  /** Stop with `unknown` after this many milliseconds. Default: no limit. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Optional target instead of winning (tutorial goals): a predicate on public positions; used only on small positions. */
  target?: (p: Position) => boolean;
}

export interface SolveStats {
  /** Distinct positions stored by the search (and its post-processing). */
  states: number;
  timeMs: number;
}

export type UnknownReason = 'max-states' | 'timeout' | 'aborted';

export type SolveResult =
  /** Explicit moves from the given position, foundation moves included, runs as one move (count > 1) where legal. */
  | { status: 'solved'; moves: Move[]; stats: SolveStats }
  /** The whole reachable space was searched. */
  | { status: 'unsolvable'; stats: SolveStats }
  | { status: 'unknown'; reason: UnknownReason; stats: SolveStats };

/**
 * The default state budget. A stored state takes about 80 bytes (its full key, its parent and move,
 * and its share of the hash table); with the transient copy while the table grows, 5 million states
 * stay well under 1 GB. Every FreeCell deal, 11982's proof included, needs far fewer.
 */
export const DEFAULT_MAX_STATES = 5_000_000;
