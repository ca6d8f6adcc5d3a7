/**
 * A puzzle's first rating, before any learner has played it: a monotone formula of what the solver
 * spent to settle it and of the position (README: "Puzzles: the data"). More of any input never
 * lowers the rating; the result is clamped to RATING_MIN–RATING_MAX on the Glicko-2 scale.
 */

export const RATING_MIN = 800;
export const RATING_MAX = 2600;

export interface RatingInputs {
  /** Positions the solver searched to settle the puzzle (every search together). */
  readonly effort: number;
  /** The par of a play task; for a verdict, the moves of the solver's line or proof horizon (0 if none). */
  readonly par: number;
  /** Cards not yet on the foundations. */
  readonly cardsLeft: number;
  /** Tempting wrong moves: legal moves that fail the task (a verdict: the moves left, which look like hope). */
  readonly tempting: number;
}

/**
 * 500 + 150·log10(1 + effort) + 22·par + 5·cardsLeft + 60·log2(1 + tempting), rounded, clamped.
 * Each term grows with its input, so the rating is monotone in every input.
 */
export function firstRating(x: RatingInputs): number {
  const raw =
    500 +
    150 * Math.log10(1 + Math.max(0, x.effort)) +
    22 * Math.max(0, x.par) +
    5 * Math.max(0, x.cardsLeft) +
    60 * Math.log2(1 + Math.max(0, x.tempting));
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(raw)));
}
