// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const seahavenTowers = defineVariant({
  id: 'seahaven-towers',
  extends: freecell,
  name: 'Seahaven Towers',
  rules: {
    columns: 10,
    prefilledCells: 2,
    buildPolicy: 'same-suit',
    emptyColumns: 'kings',
    sequenceMove: 'cells-plus-one',
  },
  meta: {
    short: 'Ten columns of five, two cards in the cells; build by suit.',
    description:
      'Ten columns of five cards, with the last two cards in two of the four free cells. Columns build down by suit and only Kings fill empty columns.',
    difficulty: 'medium',
    source: 'fc-solve preset seahaven_towers',
  },
});
