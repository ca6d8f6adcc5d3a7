// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

/** Pretty Good Solitaire's reading of the name: cells vanish once emptied; otherwise FreeCell. */
export const ephemeralTraditional = defineVariant({
  id: 'ephemeral-traditional',
  extends: freecell,
  name: 'Ephemeral FreeCell (traditional)',
  rules: { cellStay: 'single-use' },
  meta: {
    short: 'Each free cell can be used only once.',
    description: 'The FreeCell rules, except that a free cell closes for good once the card in it leaves.',
    difficulty: 'hard',
    source: 'Pretty Good Solitaire',
  },
});
