// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

/** The seed rules as written: the sequence-move limit stays the standard formula. */
export const ephemeral = defineVariant({
  id: 'ephemeral',
  extends: freecell,
  name: 'Ephemeral FreeCell',
  rules: { cellStay: 'next-move', emptyColumns: 'kings' },
  meta: {
    short: 'A card put in a free cell must leave it on the very next move.',
    description:
      'Free cells are only a stepping stone: a card put into one must leave it, to a column or a foundation, on the next move, or the game is lost. Only Kings may fill an empty column.',
    difficulty: 'expert',
  },
});
