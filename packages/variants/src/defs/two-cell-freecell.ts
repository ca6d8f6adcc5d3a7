// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const twoCellFreecell = defineVariant({
  id: 'two-cell-freecell',
  extends: freecell,
  name: 'Two-Cell FreeCell',
  rules: { cells: 2 },
  meta: {
    short: 'FreeCell with only two free cells.',
    description: 'The FreeCell rules with two free cells instead of four: far less room to manoeuvre.',
    difficulty: 'hard',
  },
});
