// !! BROWSER SAFE !!
/**
 * Error codes, namespaced by domain. Every error value carries one of these plus a plain-English
 * message and, where it applies, where the problem is (line, column, token, pile, card).
 */
export const LAYOUT_ERRORS = {
  syntax: 'layout/syntax',
  badCard: 'layout/bad-card',
  badFoundation: 'layout/bad-foundation',
  badCell: 'layout/bad-cell',
  duplicateHeader: 'layout/duplicate-header',
  empty: 'layout/empty',
} as const;
export type LayoutErrorCode = (typeof LAYOUT_ERRORS)[keyof typeof LAYOUT_ERRORS];

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
export type PositionErrorCode = (typeof POSITION_ERRORS)[keyof typeof POSITION_ERRORS];

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
export type MoveErrorCode = (typeof MOVE_ERRORS)[keyof typeof MOVE_ERRORS];

export const NOTATION_ERRORS = {
  syntax: 'notation/syntax',
  badSource: 'notation/bad-source',
  badDestination: 'notation/bad-destination',
  badCount: 'notation/bad-count',
} as const;
export type NotationErrorCode = (typeof NOTATION_ERRORS)[keyof typeof NOTATION_ERRORS];

export interface LayoutError {
  readonly code: LayoutErrorCode;
  readonly message: string;
  /** 1-based line of the board text. */
  readonly line: number;
  /** 1-based character column within the line. */
  readonly column: number;
  readonly token?: string;
}

export interface PositionError {
  readonly code: PositionErrorCode;
  readonly message: string;
  readonly card?: string;
  /** 0-based index of the column concerned, where one is. */
  readonly columnIndex?: number;
}

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
}

export interface NotationError {
  readonly code: NotationErrorCode;
  readonly message: string;
  readonly token: string;
}

/** Formats a layout error as `line L, column C: message`. */
export const formatLayoutError = (e: LayoutError): string =>
  `line ${e.line}, column ${e.column}: ${e.message}`;
