/**
 * FreeCell puzzles: positions from real deals, each with a task the engine judges, a theme, and a
 * rating. This file is the contract between the puzzle data (made by scripts, checked by the solver in
 * tests) and the puzzle pages (played in the tutorial app). Keep it as it is; add what you need in
 * files of your own beside it.
 */

/** What a puzzle trains; a puzzle's first theme is its main one. */
export const PUZZLE_THEMES = [
  /** One move (or the few listed, every one proven) keeps the game winnable; every other move loses it. */
  'only-move',
  /** The key move is a run moved as one unit (a supermove) within the run limit. */
  'supermove',
  /** Empty a column within the par. */
  'empty-column',
  /** Dig a low card (an Ace or a 2 under other cards) out and home within the par. */
  'dig',
  /** Lost with moves left: the learner says whether the position can still be won. */
  'lost',
  /** A whole endgame: win from here within the par. */
  'endgame',
  /** Win a deal (or its late part) with fewer free cells than the variant has. */
  'fewer-cells',
] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

/** A goal as the tutorial's lessons write it (cards as text, "7♥"; columns 0-based). */
export type PuzzleGoal =
  | { readonly kind: 'win' }
  | { readonly kind: 'card-home'; readonly card: string }
  | { readonly kind: 'empty-column'; readonly column?: number };

export type PuzzleTask =
  /**
   * Play: reach the goal within `par` moves (autoplay off; a move is one standard-notation move). The
   * first move must be one of `firstMoves` (standard notation, each proven by the solver to keep the
   * goal within the par; every other legal move proven not to); each later move is judged by the engine
   * (the goal still reachable within the moves left).
   */
  | {
      readonly kind: 'play';
      readonly goal: PuzzleGoal;
      readonly par: number;
      readonly firstMoves: readonly string[];
    }
  /**
   * A verdict: can this position still be won? `winnable` is the solver's answer (a won line, or the
   * number of positions it ruled out); `movesLeft` the legal moves open (for "lost with moves left").
   */
  | { readonly kind: 'verdict'; readonly winnable: boolean; readonly movesLeft: number };

export interface Puzzle {
  /**
   * Stable and unique: the source variant and a hash of the source and main theme (ids.ts
   * `puzzleId`, `freecell-1x8k2qf`), which does not give the theme away. Progress and ratings are
   * kept under it.
   */
  readonly id: string;
  /** The rules it is played with: a catalogue variant id, or a house-rules string `h1.…` (fewer-cells). */
  readonly variant: string;
  /** Where the position comes from: a deal of a catalogue variant and the number of moves played into it. */
  readonly source: { readonly variant: string; readonly deal: number; readonly ply: number };
  /** The position, in fc-solve board text (Foundations and Freecells lines, then one line a column). */
  readonly board: string;
  /** Main theme first. */
  readonly themes: readonly PuzzleTheme[];
  readonly task: PuzzleTask;
  /** A line in standard notation that reaches the task's goal (for a verdict that can be won, a winning line; else empty). */
  readonly solution: readonly string[];
  /** The puzzle's first rating on the Glicko-2 scale (1500 average), from the solver's effort and the position. */
  readonly rating: number;
  /** What the rating came from: positions the solver searched to settle the puzzle. */
  readonly effort: number;
}
