/** Rules the hints' tests share: the five seed variants from the catalogue, and shrunken games. */
import { FREECELL_RULES, type RulesSpec } from '@cascade/core';
import { getVariant } from '@cascade/variants';

/** The seed variants' rules, as the catalogue defines them (a devDependency of the tests only). */
export const SEED_RULES: Readonly<Record<string, RulesSpec>> = Object.fromEntries(
  (['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'] as const).map((id) => [
    id,
    getVariant(id).rules,
  ]),
);

/** A shrunken FreeCell: aces to threes, 4 columns, no cell (small enough to check by brute force). */
export const TINY: RulesSpec = { ...FREECELL_RULES, maxRank: 3, columns: 4, cells: 0 };
