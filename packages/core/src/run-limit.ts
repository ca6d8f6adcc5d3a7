// !! BROWSER SAFE !!
/**
 * How many cards may move as one run: the one formula every part of Cascade reads (the rules,
 * the solver, the explanations). A run moves through the free cells and the empty columns that may
 * hold part of it on the way: with `sequenceMove: 'standard'` that is (free cells + 1) × 2^(empty
 * columns), the empty column the run moves to not counted, and no empty column counted when empty
 * columns take nothing (such a column cannot hold part of the run on the way).
 */
import type { Position } from './position.ts';
import type { EmptyColumnPolicy, RulesSpec, SequenceMoveRule } from './rules-spec.ts';

/** The empty columns that double the limit: the destination and columns that take nothing never do. */
export function countedEmptyColumns(
  rules: Pick<RulesSpec, 'emptyColumns'>,
  emptyColumns: number,
  toEmptyColumn: boolean,
): number {
  if (rules.emptyColumns === 'none') return 0;
  return Math.max(0, emptyColumns - (toEmptyColumn ? 1 : 0));
}

/**
 * The longest run that may move now, from the number of empty open free cells and of empty
 * columns (the destination included, when it is one). `Infinity` when runs move freely.
 */
export function runLimit(
  rules: Pick<RulesSpec, 'sequenceMove' | 'emptyColumns'>,
  freeCells: number,
  emptyColumns: number,
  toEmptyColumn: boolean,
): number {
  switch (rules.sequenceMove) {
    case 'standard':
      return (freeCells + 1) * 2 ** countedEmptyColumns(rules, emptyColumns, toEmptyColumn);
    case 'cells-plus-one':
      return freeCells + 1;
    case 'one-card':
      return 1;
    case 'unlimited':
      return Number.POSITIVE_INFINITY;
  }
}

/** Empty, open free cells (a closed single-use cell is not one). */
export function freeCellCount(pos: Position): number {
  const cells = pos.cells;
  let n = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === null) n++;
  return n;
}

/** Empty columns. */
export function emptyColumnCount(pos: Position): number {
  const columns = pos.columns;
  let n = 0;
  for (let i = 0; i < columns.length; i++) if ((columns[i] as readonly number[]).length === 0) n++;
  return n;
}

/**
 * The run limit of a position with every number that goes into it: what each explanation of the
 * limit (a refused run, the rules pages' worked example, the tutorial's live panel, a hint) reads,
 * so none of them works the limit out again.
 */
export interface RunLimitBreakdown {
  readonly rule: SequenceMoveRule;
  /** What an empty column takes (`none`: no empty column ever counts). */
  readonly emptyColumnRule: EmptyColumnPolicy;
  /** Empty, open free cells. */
  readonly freeCells: number;
  /** Empty columns on the board, the destination included when the run moves into one. */
  readonly emptyColumns: number;
  /** Whether the run moves into an empty column (which then does not count). */
  readonly toEmptyColumn: boolean;
  /** Whether empty columns double the limit under these rules (`standard`, and columns that take cards). */
  readonly doubles: boolean;
  /** The empty columns that double the limit (0 where nothing doubles it). */
  readonly counted: number;
  /** The longest run that may move (`Infinity` when runs move freely). */
  readonly limit: number;
}

/** The run limit of `pos` onto a card (`toEmptyColumn` false) or into an empty column, with its parts. */
export function runLimitBreakdown(pos: Position, toEmptyColumn: boolean): RunLimitBreakdown {
  const rules = pos.rules;
  const freeCells = freeCellCount(pos);
  const emptyColumns = emptyColumnCount(pos);
  const doubles = rules.sequenceMove === 'standard' && rules.emptyColumns !== 'none';
  return {
    rule: rules.sequenceMove,
    emptyColumnRule: rules.emptyColumns,
    freeCells,
    emptyColumns,
    toEmptyColumn,
    doubles,
    counted: doubles ? countedEmptyColumns(rules, emptyColumns, toEmptyColumn) : 0,
    limit: runLimit(rules, freeCells, emptyColumns, toEmptyColumn),
  };
}

/**
 * The run limit into an empty column, with its parts; null when no column is empty or empty columns
 * take nothing (then no run can move into one).
 */
export function runLimitIntoEmpty(pos: Position): RunLimitBreakdown | null {
  if (pos.rules.emptyColumns === 'none' || emptyColumnCount(pos) === 0) return null;
  return runLimitBreakdown(pos, true);
}
