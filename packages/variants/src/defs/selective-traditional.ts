// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

/** Pretty Good Solitaire's reading of the name: the first foundation card sets the base rank. */
export const selectiveTraditional = defineVariant({
  id: 'selective-traditional',
  extends: freecell,
  name: 'Selective FreeCell (traditional)',
  // cellEntry is FreeCell's already; stated to mark the contrast with the seed `selective`.
  rules: { foundationBase: 'first-card', cellEntry: 'any' },
  meta: {
    short: 'The first card played to a foundation sets the base rank of all four.',
    description:
      'The FreeCell rules, except that the foundations start from whatever rank you play to them first, and build up by suit round the corner from King to Ace.',
    difficulty: 'medium',
    source: 'Pretty Good Solitaire',
  },
});
