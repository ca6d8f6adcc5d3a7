/** Rules the hints' tests share: the five seed variants as core rules, and shrunken games. */
import { FREECELL_RULES, type RulesSpec } from '@cascade/core';

/** The seed variants' rules (the variants package is not a dependency of hints). */
export const SEED_RULES: Readonly<Record<string, RulesSpec>> = {
  freecell: FREECELL_RULES,
  challenge: { ...FREECELL_RULES, deal: 'challenge' },
  inverted: {
    ...FREECELL_RULES,
    foundationDirection: 'down',
    foundationBase: 'king',
    buildDirection: 'up',
    sequenceMove: 'cells-plus-one',
  },
  ephemeral: { ...FREECELL_RULES, cellStay: 'next-move', emptyColumns: 'kings' },
  selective: { ...FREECELL_RULES, cellEntry: 'selective' },
};

/** A shrunken FreeCell: aces to threes, 4 columns, no cell (small enough to check by brute force). */
export const TINY: RulesSpec = { ...FREECELL_RULES, maxRank: 3, columns: 4, cells: 0 };
