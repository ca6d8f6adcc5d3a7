/** House-rules lessons on building in the columns: by suit, or in any suit. */
import { HOUSE_RULES } from './house-rules.ts';
import type { Lesson } from './types.ts';

export const bySuitLesson: Lesson = {
  id: 'by-suit',
  title: 'Building by suit',
  summary: 'A card goes on one rank higher of the same suit.',
  steps: [
    {
      kind: 'play',
      id: 'same-suit',
      title: 'Same suit, one rank down',
      variant: 'bakers-game',
      text:
        'Under these rules the columns build down by suit: a card goes on the card one rank higher of the same suit, like the 9♦ on the 10♦. ' +
        'Move the 9♦ onto the 10♦. (Try the 10♣ too: a different suit will not take it.)',
      nudge: 'The 9♦ and the 10♦ are the same suit, one rank apart.',
      board: `
          Foundations: C-9 D-7 H-K S-K
          : KC QC JC TC
          : KD QD JD TD
          : 8D 9D`,
      goal: { kind: 'card-to-column', card: '9♦', column: 1, top: true },
      par: 1,
      knobs: ['buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'suited-runs',
      title: 'Runs of one suit',
      variant: 'bakers-game',
      text:
        'A run is built of one suit, so it moves onto a card of its own suit only. The 5♣ lies under the run from the Q♦. ' +
        'Move that run onto the K♦ and send the 5♣ home.',
      nudge: 'The run from the Q♦ goes on the K♦, not on the K♠.',
      board: `
          Foundations: C-4 D-9 H-K S-Q
          : 5C QD JD TD
          : KS
          : KD
          : KC QC JC TC 9C 8C 7C 6C`,
      goal: { kind: 'card-home', card: '5♣' },
      par: 2,
      knobs: ['buildDirection', 'buildPolicy'],
    },
  ],
};

export const anySuitLesson: Lesson = {
  id: 'any-suit',
  title: 'Building in any suit',
  summary: 'A card goes on any card one rank higher.',
  steps: [
    {
      kind: 'play',
      id: 'any-suit',
      title: 'Any suit will do',
      variant: HOUSE_RULES.anySuit,
      text:
        'Under these rules the columns build down in any suit: a card goes on any card one rank higher, whatever its suit or colour. ' +
        'Move the 9♠ onto the 10♣: black on black is fine here.',
      nudge: 'The 9♠ is one rank below the 10♣, and the suit does not matter.',
      board: `
          Foundations: C-9 D-K H-K S-8
          : KC QC JC TC
          : KS QS JS TS
          : 9S`,
      goal: { kind: 'card-to-column', card: '9♠', column: 0, top: true },
      par: 1,
      knobs: ['buildDirection', 'buildPolicy'],
    },
  ],
};
