// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';
import { challenge } from './challenge.ts';

export const superChallenge = defineVariant({
  id: 'super-challenge',
  extends: challenge,
  name: 'Super Challenge FreeCell',
  rules: { emptyColumns: 'kings', sequenceMove: 'cells-plus-one' },
  meta: {
    short: 'Challenge FreeCell where only Kings fill empty columns.',
    description:
      'The Challenge deal (twos and aces at the bottom), with empty columns taking only Kings and runs limited to free cells + 1.',
    difficulty: 'expert',
  },
});
