// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const forecell = defineVariant({
  id: 'forecell',
  extends: freecell,
  name: 'ForeCell',
  rules: { prefilledCells: 4, emptyColumns: 'kings', sequenceMove: 'cells-plus-one' },
  meta: {
    short: 'FreeCell with the four free cells filled at the start.',
    description:
      'Eight columns of six cards, with the last four cards of the deal in the free cells. Build down in alternate colours; only Kings fill empty columns.',
    difficulty: 'hard',
    source: 'fc-solve preset forecell',
  },
});
