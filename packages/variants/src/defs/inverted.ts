// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { freecell } from './freecell.ts';

export const inverted = defineVariant({
  id: 'inverted',
  extends: freecell,
  name: 'Inverted FreeCell',
  rules: {
    foundationDirection: 'down',
    foundationBase: 'king',
    buildDirection: 'up',
    sequenceMove: 'cells-plus-one',
  },
  meta: {
    short: 'Everything upside down: foundations from King to Ace, columns build up.',
    description:
      'Foundations start with the Kings and build down to the Aces; columns build up in alternate colours. Runs move only as far as the free cells allow: empty columns do not double the limit.',
    difficulty: 'hard',
  },
});
