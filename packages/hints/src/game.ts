// !! BROWSER SAFE !!
import { replayMoves, type Move, type Position, type ReplayError, type Result } from '@cascade/core';
import { LINE_FIRST_LIMITS, LINE_MAX_STATES } from './line.ts';

/** A game in progress: where it started and the moves played since (autoplay moves included). */
export interface Game {
  readonly start: Position;
  readonly moves: readonly Move[];
}

/**
 * Budget and cancellation for every hint query; the defaults keep a hint interactive. For a hint,
 * the budget limits the work of one call (all its searches together): running out makes the
 * answer "unknown", never a different move.
 */
export interface HintBudget {
  /**
   * Stop after this many stored positions (default twice LINE_FIRST_LIMITS and LINE_MAX_STATES: the
   * line's fast and short searches within their first limits, then within the line's own).
   */
  readonly maxStates?: number;
  /** Stop after this many milliseconds (default 2 000). */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** The budget a hint gets when none is given: room for the line's searches (their first small tries and the full ones, twice) and two seconds. */
export const DEFAULT_HINT_BUDGET = {
  maxStates: 2 * (LINE_MAX_STATES + LINE_FIRST_LIMITS.fast + LINE_FIRST_LIMITS.short),
  timeoutMs: 2_000,
} as const;

/** The position the game has reached, or the first move of its history that is not legal. */
export function currentPosition(game: Game): Result<Position, ReplayError> {
  return replayMoves(game.start, game.moves);
}
