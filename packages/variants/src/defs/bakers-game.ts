// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const bakersGame = defineVariant({
  id: 'bakers-game',
  extends: freecell,
  name: "Baker's Game",
  rules: { buildPolicy: 'same-suit' },
  meta: {
    short: 'FreeCell building by suit instead of alternate colours.',
    description:
      "FreeCell's ancestor: the columns build down by suit, which makes many more deals unwinnable.",
    difficulty: 'hard',
    source: 'fc-solve preset bakers_game',
  },
});
