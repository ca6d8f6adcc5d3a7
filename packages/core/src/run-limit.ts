// !! BROWSER SAFE !!
/**
 * How many cards may move as one run: the one formula every part of Cascade reads (the rules,
 * the solver, the explanations). A run moves through the free cells and the empty columns that may
 * hold part of it on the way: with `sequenceMove: 'standard'` that is (free cells + 1) × 2^(empty
 * columns), the empty column the run moves to not counted, and no empty column counted when empty
 * columns take nothing (such a column cannot hold part of the run on the way).
 */
import type { RulesSpec } from './rules-spec.ts';

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
