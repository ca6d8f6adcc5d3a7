// !! BROWSER SAFE !!
/** Tutorial goals: targets other than winning the whole game. */
import { isHome, isWon, type Card, type Position } from '@cascade/core';

/** The kinds of tutorial goal `hintToward` and `goalReached` know. */
export const GOAL_KINDS = ['card-home', 'card-to-column', 'empty-column', 'run-moved', 'win'] as const;
/** One of GOAL_KINDS. */
export type GoalKind = (typeof GOAL_KINDS)[number];

/** A goal for a tutorial step: a card home, a card to a column, an empty column, a run moved, or the win. */
export type Goal =
  /** The card reaches its foundation. */
  | { readonly kind: 'card-home'; readonly card: Card }
  /** The card lies in the column (0-based), anywhere when `top` is false, at its top when true. */
  | { readonly kind: 'card-to-column'; readonly card: Card; readonly column: number; readonly top?: boolean }
  /** The column (0-based) is empty; any column when `column` is omitted. */
  | { readonly kind: 'empty-column'; readonly column?: number }
  /** A run led by `card` (its bottom card) of at least `length` cards ends up in `column` (0-based). */
  | { readonly kind: 'run-moved'; readonly card: Card; readonly column: number; readonly length: number }
  | { readonly kind: 'win' };

/** Whether the position meets the goal. */
export function goalReached(pos: Position, goal: Goal): boolean {
  switch (goal.kind) {
    case 'card-home':
      return isHome(pos, goal.card);
    case 'card-to-column': {
      const col = pos.columns[goal.column] ?? [];
      return goal.top === true ? col[col.length - 1] === goal.card : col.includes(goal.card);
    }
    case 'empty-column':
      return goal.column === undefined
        ? pos.columns.some((c) => c.length === 0)
        : pos.columns[goal.column]?.length === 0;
    case 'run-moved': {
      const col = pos.columns[goal.column] ?? [];
      const i = col.indexOf(goal.card);
      return i >= 0 && col.length - i >= goal.length;
    }
    case 'win':
      return isWon(pos);
  }
}
