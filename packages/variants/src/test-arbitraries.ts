// Shared fast-check arbitraries for the tests (not part of the public API).
import {
  BUILD_DIRECTIONS,
  BUILD_POLICIES,
  CELL_ENTRY_RULES,
  CELL_STAY_RULES,
  DEAL_KINDS,
  EMPTY_COLUMN_POLICIES,
  FOUNDATION_BASES,
  FOUNDATION_DIRECTIONS,
  SEQUENCE_MOVE_RULES,
  type RulesSpec,
} from '@cascade/core';
import fc from 'fast-check';

/** Every valid RulesSpec: prefilledCells up to both cells and the deck size. */
export const validRulesArb: fc.Arbitrary<RulesSpec> = fc
  .record({
    columns: fc.integer({ min: 4, max: 10 }),
    cells: fc.integer({ min: 0, max: 8 }),
    maxRank: fc.integer({ min: 1, max: 13 }),
    foundationDirection: fc.constantFrom(...FOUNDATION_DIRECTIONS),
    foundationBase: fc.constantFrom(...FOUNDATION_BASES),
    buildDirection: fc.constantFrom(...BUILD_DIRECTIONS),
    buildPolicy: fc.constantFrom(...BUILD_POLICIES),
    emptyColumns: fc.constantFrom(...EMPTY_COLUMN_POLICIES),
    sequenceMove: fc.constantFrom(...SEQUENCE_MOVE_RULES),
    cellEntry: fc.constantFrom(...CELL_ENTRY_RULES),
    cellStay: fc.constantFrom(...CELL_STAY_RULES),
    foundationsRemovable: fc.boolean(),
    deal: fc.constantFrom(...DEAL_KINDS),
  })
  .chain((r) =>
    fc
      .integer({ min: 0, max: Math.min(r.cells, 4 * r.maxRank) })
      .map((prefilledCells) => ({ ...r, prefilledCells })),
  );

/** Names house rules accept: up to 40 code points from all of Unicode, no control characters. */
export const houseNameArb: fc.Arbitrary<string> = fc
  .string({ unit: 'binary', maxLength: 40 })
  .filter((s) => !Array.from(s).some((c) => /\p{Cc}/u.test(c)));
