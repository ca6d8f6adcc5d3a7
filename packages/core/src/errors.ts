// !! BROWSER SAFE !!
/**
 * Error codes, namespaced by domain. Every error value carries one of these and, where it applies,
 * where the problem is (line, column, token, pile, card). Errors about moves (`move/…`,
 * `notation/…`) carry only the code and structured details, as chessops' errors do: the sentences
 * are @cascade/words' (`moveErrorText`, `notationErrorText`). Board text and position errors still
 * carry their message.
 */
import type { Card, Suit } from './card.ts';
import type { Pile } from './move.ts';
import type { BuildDirection, BuildPolicy } from './rules-spec.ts';
import type { RunLimitBreakdown } from './run-limit.ts';
/** The codes of board-text errors (`parseLayout`), by name. */
export const LAYOUT_ERRORS = {
  syntax: 'layout/syntax',
  badCard: 'layout/bad-card',
  badFoundation: 'layout/bad-foundation',
  badCell: 'layout/bad-cell',
  duplicateHeader: 'layout/duplicate-header',
  empty: 'layout/empty',
} as const;
/** One of the LAYOUT_ERRORS codes (`layout/…`). */
export type LayoutErrorCode = (typeof LAYOUT_ERRORS)[keyof typeof LAYOUT_ERRORS];

/** The codes of position errors (`Position.fromSetup`, `deal`), by name. */
export const POSITION_ERRORS = {
  rules: 'position/invalid-rules',
  columns: 'position/column-count',
  cells: 'position/cell-count',
  rank: 'position/rank-out-of-range',
  duplicate: 'position/duplicate-card',
  missing: 'position/missing-card',
  foundation: 'position/bad-foundation',
  closedCell: 'position/closed-cell',
  pending: 'position/bad-pending-cell',
  base: 'position/bad-base',
  dealNumber: 'position/bad-deal-number',
} as const;
/** One of the POSITION_ERRORS codes (`position/…`). */
export type PositionErrorCode = (typeof POSITION_ERRORS)[keyof typeof POSITION_ERRORS];

/** The codes of illegal moves (`moveError`, `play`), by name; @cascade/words says each. */
export const MOVE_ERRORS = {
  /** Not a move at all: a missing or unknown pile kind, an index or count that is not a whole number. */
  malformed: 'move/malformed',
  badPile: 'move/bad-pile',
  empty: 'move/empty-source',
  samePile: 'move/same-pile',
  cellToCell: 'move/cell-to-cell',
  badCount: 'move/bad-count',
  notARun: 'move/not-a-run',
  tooMany: 'move/run-too-long',
  build: 'move/does-not-fit',
  emptyColumnKings: 'move/empty-column-kings-only',
  emptyColumnNone: 'move/empty-column-closed',
  cellOccupied: 'move/cell-occupied',
  cellClosed: 'move/cell-closed',
  selective: 'move/cell-selective',
  mustLeave: 'move/must-leave-cell',
  foundation: 'move/foundation',
  foundationFixed: 'move/foundation-fixed',
  notExpandable: 'move/not-expandable',
} as const;
/** One of the MOVE_ERRORS codes (`move/…`). */
export type MoveErrorCode = (typeof MOVE_ERRORS)[keyof typeof MOVE_ERRORS];

/** The codes of unreadable move tokens (`parseMove`), by name. */
export const NOTATION_ERRORS = {
  syntax: 'notation/syntax',
  badSource: 'notation/bad-source',
  badDestination: 'notation/bad-destination',
  badCount: 'notation/bad-count',
} as const;
/** One of the NOTATION_ERRORS codes (`notation/…`). */
export type NotationErrorCode = (typeof NOTATION_ERRORS)[keyof typeof NOTATION_ERRORS];

/** Why board text could not be read: a code, a message and where (line and column). */
export interface LayoutError {
  readonly code: LayoutErrorCode;
  readonly message: string;
  /** 1-based line of the board text. */
  readonly line: number;
  /** 1-based character column within the line. */
  readonly column: number;
  readonly token?: string;
}

/** Why a setup is not a position of its rules (a card missing or twice, a layout that does not fit). */
export interface PositionError {
  readonly code: PositionErrorCode;
  readonly message: string;
  readonly card?: string;
  /** 0-based index of the column concerned, where one is. */
  readonly columnIndex?: number;
}

/** What is wrong with a value that is not shaped like a move (see MoveError, `move/malformed`). */
export type MalformedMoveFault = 'not-a-move' | 'not-a-pile' | 'bad-kind' | 'bad-index' | 'bad-count';

/** Why a move is illegal: the rule it breaks (`code`) and the facts that say how. */
export type MoveError =
  /**
   * Not shaped like a move at all (from JSON, a worker message, saved data): which part is wrong
   * (`fault`; `role`, the source or the destination, for a pile) and what it was instead (`got`,
   * the value quoted safely by `describeValue`).
   */
  | {
      readonly code: typeof MOVE_ERRORS.malformed;
      /**
       * `not-a-move`: not an object; `not-a-pile`: a pile is missing or not an object; `bad-kind`: a
       * pile of no known kind; `bad-index`: a pile's index is not a number; `bad-count`: the count is
       * not a number.
       */
      readonly fault: MalformedMoveFault;
      readonly role?: 'source' | 'destination';
      readonly got: string;
    }
  /** The source or the destination names a pile the game does not have. */
  | { readonly code: typeof MOVE_ERRORS.badPile; readonly pile: Pile }
  | { readonly code: typeof MOVE_ERRORS.samePile }
  /**
   * `not-a-count`: the count is not a whole number ≥ 1; `runs-only`: several cards, not column to
   * column; `too-few`: the source column holds fewer cards (`available`) than the count.
   */
  | {
      readonly code: typeof MOVE_ERRORS.badCount;
      readonly reason: 'not-a-count' | 'runs-only' | 'too-few';
      readonly count: number;
      readonly pile: Pile;
      readonly available: number;
    }
  | { readonly code: typeof MOVE_ERRORS.empty; readonly pile: Pile }
  | { readonly code: typeof MOVE_ERRORS.cellToCell }
  /** `removable`: whether foundation cards may come back at all (then only onto a column). */
  | { readonly code: typeof MOVE_ERRORS.foundationFixed; readonly removable: boolean }
  /** The card in `cell` went there last move and must leave it now. */
  | { readonly code: typeof MOVE_ERRORS.mustLeave; readonly card: Card; readonly cell: number }
  /** Only the top `run` cards of the column form a run. */
  | {
      readonly code: typeof MOVE_ERRORS.notARun;
      readonly pile: Pile;
      readonly count: number;
      readonly run: number;
    }
  /**
   * `wrong-suit`: the card's foundation is `suit`'s; `complete`: that foundation is full;
   * `not-next`: it needs `needed` next.
   */
  | {
      readonly code: typeof MOVE_ERRORS.foundation;
      readonly problem: 'wrong-suit' | 'complete' | 'not-next';
      readonly card: Card;
      readonly suit: Suit;
      readonly needed: Card | null;
    }
  | { readonly code: typeof MOVE_ERRORS.cellClosed; readonly pile: Pile }
  | { readonly code: typeof MOVE_ERRORS.cellOccupied; readonly pile: Pile }
  /** The card shares its rank with `blocker`, the top card of `column`. */
  | {
      readonly code: typeof MOVE_ERRORS.selective;
      readonly card: Card;
      readonly blocker: Card;
      readonly column: number;
    }
  | { readonly code: typeof MOVE_ERRORS.emptyColumnNone }
  /** Only a card of `rank` (or a run it leads) may fill an empty column. */
  | { readonly code: typeof MOVE_ERRORS.emptyColumnKings; readonly rank: number }
  /**
   * `card` does not build on `onto`: it would go on a card of rank `wanted.rank` (null: no such
   * rank), of colour `wanted.color` / suit `wanted.suit` where the policy asks for one.
   */
  | {
      readonly code: typeof MOVE_ERRORS.build;
      readonly card: Card;
      readonly onto: Card;
      readonly direction: BuildDirection;
      readonly policy: BuildPolicy;
      readonly wanted: {
        readonly rank: number | null;
        readonly color: 'red' | 'black' | null;
        readonly suit: Suit | null;
      };
    }
  /** A run of `count` cards is longer than the limit now (`breakdown.limit`). */
  | {
      readonly code: typeof MOVE_ERRORS.tooMany;
      readonly count: number;
      readonly breakdown: RunLimitBreakdown;
    }
  /**
   * A legal run move that cannot be played card by card: `space` (not enough free cells and empty
   * columns), `single-use` (cells would close on the way), or `step` (a step breaks `step`'s rule).
   */
  | {
      readonly code: typeof MOVE_ERRORS.notExpandable;
      readonly why: 'space' | 'single-use' | 'step';
      readonly step: MoveError | null;
    };

/** Why a move token cannot be read (its legality is a MoveError's business). */
export type NotationError =
  | { readonly code: typeof NOTATION_ERRORS.syntax; readonly token: string }
  /**
   * `pile` is the source or destination as written; `no-column` / `no-cell`: the game has no such
   * pile; `foundation-suit`: a foundation as the source needs its suit (`hS3`).
   */
  | {
      readonly code: typeof NOTATION_ERRORS.badSource | typeof NOTATION_ERRORS.badDestination;
      readonly token: string;
      readonly pile: string;
      readonly problem: 'no-column' | 'no-cell' | 'foundation-suit';
    }
  /** A count (`v…`) on anything but a run between columns, or below 1. */
  | { readonly code: typeof NOTATION_ERRORS.badCount; readonly token: string };

/**
 * Formats a layout error as `line L, character C: message` ("character", not "column": a board's
 * piles are its columns, and the message often names one).
 */
export const formatLayoutError = (e: LayoutError): string =>
  `line ${e.line}, character ${e.column}: ${e.message}`;
