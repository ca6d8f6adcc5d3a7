// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const threeCellFreecell = defineVariant({
  id: 'three-cell-freecell',
  extends: freecell,
  name: 'Three-Cell FreeCell',
  rules: { cells: 3 },
  meta: {
    short: 'FreeCell with three free cells.',
    description: 'The FreeCell rules with three free cells instead of four.',
    difficulty: 'medium',
  },
});
