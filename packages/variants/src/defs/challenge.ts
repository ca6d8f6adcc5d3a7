// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const challenge = defineVariant({
  id: 'challenge',
  extends: freecell,
  name: 'Challenge FreeCell',
  rules: { deal: 'challenge' },
  meta: {
    short: 'FreeCell with the twos and aces dealt to the bottom of the columns.',
    description:
      'The FreeCell rules with a harder deal: the twos and aces of Microsoft deal N are dealt first, so they lie at the bottom of the columns, under everything else.',
    difficulty: 'hard',
  },
});
