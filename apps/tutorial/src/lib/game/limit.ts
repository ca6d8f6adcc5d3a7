/** The run limit, live, for the limit lessons: core's breakdown of the position, with its formula in words. */
import { runLimitBreakdown, runLimitIntoEmpty, type Position, type SequenceMoveRule } from '@cascade/core';
import { runLimitFormula } from '@cascade/words';

export interface LimitView {
  readonly rule: SequenceMoveRule;
  readonly freeCells: number;
  readonly emptyColumns: number;
  /** Whether empty columns double the limit (the standard rule, and columns that take cards). */
  readonly doubles: boolean;
  /** The empty columns that double it onto a card (all of them, or none where they take nothing). */
  readonly counted: number;
  /** Longest run that may move onto a card now. */
  readonly onto: number;
  /** Longest run that may move into an empty column now (0 when none is empty, or none takes cards). */
  readonly intoEmpty: number;
  /** "(1 + 1) × 2^0 = 2", said as written. */
  readonly formula: string;
}

export function limitView(pos: Position): LimitView {
  const onto = runLimitBreakdown(pos, false);
  const intoEmpty = runLimitIntoEmpty(pos)?.limit ?? 0;
  return {
    rule: onto.rule,
    freeCells: onto.freeCells,
    emptyColumns: onto.emptyColumns,
    doubles: onto.doubles,
    counted: onto.counted,
    onto: onto.limit,
    intoEmpty,
    formula: runLimitFormula(onto),
  };
}
