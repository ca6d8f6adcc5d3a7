// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const selective = defineVariant({
  id: 'selective',
  extends: freecell,
  name: 'Selective FreeCell',
  rules: { cellEntry: 'selective' },
  meta: {
    short: 'A card may enter a free cell only if no other column shows its rank.',
    description:
      'The FreeCell rules, except that a card may go to a free cell only when no other column has a card of the same rank on top.',
    difficulty: 'hard',
  },
});
