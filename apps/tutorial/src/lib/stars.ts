/**
 * Stars for a solved step. By the moves: 3 at par (or better), 2 within two moves of par, 1
 * otherwise. What else costs a star, the same way on every step:
 * - the hints: the first hint of an attempt is free (it names the move in words, with its reason,
 *   and marks it on the board); every later position whose move a hint named counts as a move
 *   shown: with any shown at most 2 stars, with as many as the par (the whole way) 1. "Show the
 *   move", the demonstration of a move the hint has named, costs nothing more;
 * - a wrong move (the first one counts, as in Lichess's puzzles; undo is allowed but does not take
 *   it back): a move after which the par can no longer be met caps the stars at 2, a move after
 *   which the goal cannot be reached at all (a dead end) at 1. Retry starts a new attempt.
 */
import type { MistakeCost } from './game/attempt.ts';

export type Stars = 1 | 2 | 3;

/** Hints of an attempt that cost nothing. */
export const FREE_HINTS = 1;

/** The most stars an attempt can still earn after its worst mistake. */
export const mistakeCap = (mistake: MistakeCost | null): Stars =>
  mistake === 'goal' ? 1 : mistake === 'star' ? 2 : 3;

/** Moves shown that cost stars: those beyond the free hints. */
export const paidShown = (shown: number): number => Math.max(0, shown - FREE_HINTS);

/**
 * Stars by the moves against the par, capped by the moves shown (`shown`: paid ones, see
 * paidShown) and by the attempt's worst mistake.
 */
export function starsFor(moves: number, par: number, shown = 0, mistake: MistakeCost | null = null): Stars {
  const byMoves: Stars = moves <= par ? 3 : moves <= par + 2 ? 2 : 1;
  const byShown: Stars = shown === 0 ? 3 : shown >= par ? 1 : 2;
  return Math.min(byMoves, byShown, mistakeCap(mistake)) as Stars;
}

/** A whole deal won with at most this many moves shown (beyond the free hint) earns 2 stars; with none, 3. */
export const DEAL_SHOWN_FOR_TWO = 10;

/** Stars for a whole deal won (it has no par): 3 with no move shown, 2 with a few, 1 beyond. */
export function dealStars(shown: number): Stars {
  return shown === 0 ? 3 : shown <= DEAL_SHOWN_FOR_TWO ? 2 : 1;
}

export const starLabel = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'} of 3`;
