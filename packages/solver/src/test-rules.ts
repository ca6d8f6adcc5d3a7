// !! BROWSER SAFE !!
/**
 * Rule sets for the solver's tests: the seed variants, relatives and odd house rules, written out
 * here (the solver never looks variants up), plus shrunken ones for exhaustive checks.
 */
import { FREECELL_RULES, type RulesSpec } from '@cascade/core';

const r = (over: Partial<RulesSpec>): RulesSpec => Object.freeze({ ...FREECELL_RULES, ...over });

export const TEST_RULES = {
  freecell: FREECELL_RULES,
  challenge: r({ deal: 'challenge' }),
  inverted: r({
    foundationDirection: 'down',
    foundationBase: 'king',
    buildDirection: 'up',
    sequenceMove: 'cells-plus-one',
  }),
  ephemeral: r({ emptyColumns: 'kings', cellStay: 'next-move' }),
  selective: r({ cellEntry: 'selective' }),
  bakers: r({ buildPolicy: 'same-suit' }),
  eightOff: r({
    cells: 8,
    prefilledCells: 4,
    buildPolicy: 'same-suit',
    emptyColumns: 'kings',
    sequenceMove: 'cells-plus-one',
  }),
  seahaven: r({
    columns: 10,
    prefilledCells: 2,
    buildPolicy: 'same-suit',
    emptyColumns: 'kings',
    sequenceMove: 'cells-plus-one',
  }),
  firstCard: r({ cellEntry: 'selective', foundationBase: 'first-card' }),
  singleUse: r({ cellStay: 'single-use', emptyColumns: 'kings', sequenceMove: 'cells-plus-one' }),
  singleUseAny: r({ cellStay: 'single-use' }),
  removable: r({ foundationsRemovable: true }),
  relaxed: r({ sequenceMove: 'unlimited' }),
  anySuitNone: r({ buildPolicy: 'any-suit', emptyColumns: 'none', sequenceMove: 'one-card', cells: 2 }),
  // Empty columns that take nothing do not double the run limit.
  closedColumns: r({ emptyColumns: 'none' }),
  foreCell: r({ prefilledCells: 4, emptyColumns: 'kings', sequenceMove: 'cells-plus-one' }),
  twoCell: r({ cells: 2 }),
  upAnyDown: r({
    foundationDirection: 'down',
    foundationBase: 'first-card',
    buildDirection: 'up',
    buildPolicy: 'any-suit',
    cells: 3,
  }),
} satisfies Record<string, RulesSpec>;

export type TestRulesId = keyof typeof TEST_RULES;

/** Shrunken rule sets: a short deck, few columns and cells, so every position can be enumerated. */
export function shrunk(
  base: RulesSpec,
  maxRank: number,
  columns: number,
  cells: number,
  prefilled = 0,
): RulesSpec {
  return Object.freeze({
    ...base,
    maxRank,
    columns,
    cells,
    prefilledCells: prefilled,
    deal: 'random' as const,
  });
}
