// !! BROWSER SAFE !!
import { replayMoves, type Move, type Position, type ReplayError, type Result } from '@cascade/core';

/** A game in progress: where it started and the moves played since (autoplay moves included). */
export interface Game {
  readonly start: Position;
  readonly moves: readonly Move[];
}

/** Budget and cancellation for every hint query; the defaults keep a hint interactive. */
export interface HintBudget {
  /** Stop after this many stored positions (default 300 000). */
  readonly maxStates?: number;
  /** Stop after this many milliseconds (default 2 000). */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

export const DEFAULT_HINT_BUDGET = { maxStates: 300_000, timeoutMs: 2_000 } as const;

/** The position the game has reached, or the first move of its history that is not legal. */
export function currentPosition(game: Game): Result<Position, ReplayError> {
  return replayMoves(game.start, game.moves);
}
