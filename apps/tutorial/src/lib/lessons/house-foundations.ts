/** House-rules lessons on the foundations: a base set by the first card home, cards taken back. */
import { HOUSE_RULES } from './house-rules.ts';
import type { Lesson } from './types.ts';

export const firstCardLesson: Lesson = {
  id: 'first-card',
  title: 'The first card sets the base',
  summary: 'Foundations start from whatever rank goes home first, and go round the corner.',
  steps: [
    {
      kind: 'play',
      id: 'first-card-home',
      title: 'Any rank can start',
      variant: 'selective-traditional',
      text:
        'No card is home yet. Under these rules the first card sent home, whatever its rank, sets the base of all four foundations, and each suit builds up from that rank. ' +
        'Send the 7♦ home, and the 7♠ can follow: the spades start at 7 too.',
      nudge: 'The 7♦ is on top of column 8, and any card can go home first.',
      board: `
          : JD KD 2S 4C 3S 6D 6S
          : 2D KC KS 5C TD 8S 9C
          : 9H 9S 9D TS 4S 8D 2H
          : JC 5S QD QH TH QS 6H
          : 5D AD JS 4H 8H 6C
          : 7H QC AS AC 2C 3D
          : 7C KH AH 4D JH 8C
          : 5H 3H 3C TC 7S 7D`,
      goal: { kind: 'card-home', card: '7♠' },
      par: 2,
      // A whole deal: only moves home, so the goal check after a move stays small (a card moved
      // within the deal would ask it to search the whole deal).
      allowed: {
        moves: ['*h'],
        why: 'This step is about the first card home: send a card to the foundations.',
      },
      knobs: ['foundationBase', 'foundationDirection'],
    },
    {
      kind: 'play',
      id: 'round-the-corner',
      title: 'Round the corner',
      variant: 'selective-traditional',
      text:
        'Here the first card home was a 4, so every foundation runs 4, 5 … Q, K and then round the corner: A, 2, 3. ' +
        'Clubs, diamonds and hearts are done. Finish the spades: the K♠, then the A♠, the 2♠ and the 3♠.',
      nudge: 'After the Q♠ comes the K♠, and after the K♠ the A♠.',
      board: `
          Base: 4
          Foundations: C-3 D-3 H-3 S-Q
          : AS KS
          : 3S 2S`,
      goal: { kind: 'win' },
      par: 4,
      knobs: ['foundationBase', 'foundationDirection'],
    },
  ],
};

export const removableLesson: Lesson = {
  id: 'removable',
  title: 'Back from the foundations',
  summary: "A foundation's top card may come back into play.",
  steps: [
    {
      kind: 'play',
      id: 'take-it-back',
      title: 'Take a card back',
      variant: HOUSE_RULES.removable,
      text:
        'Under these rules a card on a foundation is not gone for good: the top card of a foundation may come back onto a column, where it can take a card. ' +
        'The 7♣ covers the 6♣, and no 8 in the columns can take it. Bring the 8♦ back onto the 9♣, put the 7♣ on it, and send the 6♣ home.',
      nudge: 'Move the 8♦ from its foundation onto the 9♣.',
      board: `
          Foundations: C-5 D-8 H-K S-K
          Freecells: KC QC KD QD
          : 6C 7C
          : TD 9C
          : JC 9D
          : 8C JD
          : TC`,
      goal: { kind: 'card-home', card: '6♣' },
      par: 3,
      allowed: {
        moves: ['h#', '##', '*h'],
        why: 'This step is about the foundations: leave the empty columns out of it.',
      },
      knobs: ['foundationsRemovable', 'buildDirection', 'buildPolicy'],
      knobValues: { buildPolicy: ['alternate-color', 'any-suit'] },
    },
  ],
};
