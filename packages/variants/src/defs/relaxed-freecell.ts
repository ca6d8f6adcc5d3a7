// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const relaxedFreecell = defineVariant({
  id: 'relaxed-freecell',
  extends: freecell,
  name: 'Relaxed FreeCell',
  rules: { sequenceMove: 'unlimited' },
  meta: {
    short: 'FreeCell where a run of any length moves as one unit.',
    description:
      'The FreeCell rules without the sequence-move limit: any run may move as one unit, whatever space there is.',
    difficulty: 'easy',
    source: 'fc-solve preset relaxed_freecell',
  },
});
