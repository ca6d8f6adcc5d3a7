// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const eightOff = defineVariant({
  id: 'eight-off',
  extends: freecell,
  name: 'Eight Off',
  rules: {
    cells: 8,
    prefilledCells: 4,
    columns: 8,
    buildPolicy: 'same-suit',
    emptyColumns: 'kings',
    sequenceMove: 'cells-plus-one',
  },
  meta: {
    short: 'Eight free cells, four of them dealt a card; build by suit.',
    description:
      'Eight columns of six cards and eight free cells, four of which start with a card. Columns build down by suit, only Kings fill empty columns, and runs move as far as the free cells allow.',
    difficulty: 'medium',
    source: 'fc-solve preset eight_off',
  },
});
