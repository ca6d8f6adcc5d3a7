/** Selective FreeCell: a card may go to a free cell only if no other column shows its rank. */
import { CELLS_NOT_COLUMNS } from './allowed.ts';
import type { Course } from './types.ts';

export const selectiveCourse: Course = {
  id: 'selective',
  title: 'Selective FreeCell',
  summary: 'A card may go into a free cell only when no other column shows a card of its rank.',
  variant: 'selective',
  realDeal: 1,
  basics: {
    course: 'freecell',
    why: 'Selective FreeCell changes one of FreeCell’s rules and keeps the rest. New to them? The FreeCell course teaches them, step by step.',
  },
  lessons: [
    {
      id: 'rank-rule',
      title: 'The rank rule',
      summary: 'Free cells are closed to a card whose rank shows on another column.',
      steps: [
        {
          kind: 'play',
          id: 'same-rank-blocks',
          title: 'Same rank, no free cell',
          variant: 'selective',
          text:
            'In Selective FreeCell a card may go into a free cell only if no other column has a card of the same rank on top. ' +
            'The Q♠ covers the 10♥, but the Q♦ on top of column 2 keeps it out of the free cells. Get the Q♦ out of sight (home, or under another card), then park the Q♠ and send the 10♥ home.',
          nudge:
            'The Q♦ can go home. Then no other column shows a Queen, and the Q♠ may go into a free cell.',
          board: `
            Foundations: C-J D-J H-9 S-9
            : TH QS
            : TS QD
            : KD QC KS
            : KH JS
            : QH JH
            : KC`,
          goal: { kind: 'card-home', card: '10♥' },
          par: 3,
          teaches: [],
          allowed: CELLS_NOT_COLUMNS,
          // The Q♦ goes home or under the J♠ (alternate colours).
          knobs: ['cellEntry', 'buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'pick-the-pair',
          title: 'Which of the pair?',
          variant: 'selective',
          text:
            'Two 9s show, the 9♣ and the 9♦, so neither may go into a free cell. Moving the 9♦ onto another column does not change that: it still shows. ' +
            'Find another way to uncover the J♠, and send it home.',
          nudge:
            'Moving the 9♦ onto the 10♣ uncovers the 8♦, which can go home, and then the 9♣ has a red 10 to go on.',
          board: `
            Foundations: C-7 D-7 H-K S-T
            : JS 9C
            : KD QD JD TD 8D 9D
            : KS QS
            : 8C KC QC JC TC`,
          goal: { kind: 'card-home', card: 'J♠' },
          par: 4,
          teaches: [],
          allowed: CELLS_NOT_COLUMNS,
          // The 9♦ onto the 10♣, the 9♣ onto the 10♦ (alternate colours).
          knobs: ['cellEntry', 'buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'empty-column-takes-any',
          title: 'An empty column takes any card',
          variant: 'selective',
          text:
            'The rank rule is about free cells only. The J♦ may not go into a free cell, since the J♠ and the J♥ show on other columns, but an empty column takes any card, as in FreeCell. ' +
            'Move the J♦ into an empty column and send the 10♥ home.',
          nudge: 'No free cell for the J♦, but an empty column takes it.',
          board: `
            Foundations: C-K D-9 H-9 S-9
            : TH JD
            : TS JS
            : KS KH QH
            : TD KD QD
            : QS JH`,
          goal: { kind: 'card-home', card: '10♥' },
          par: 2,
          teaches: [],
          // No black Queen on top for the J♦, empty columns that take any card.
          knobs: ['cellEntry', 'emptyColumns', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'runs',
      title: 'Moving runs',
      summary: 'The run limit is FreeCell’s: every empty free cell counts.',
      steps: [
        {
          kind: 'play',
          id: 'run-limit',
          title: 'The run limit, as written',
          variant: 'selective',
          showLimit: true,
          text:
            'Runs move as in FreeCell: at most (free cells + 1) × 2^(empty columns) cards at once, and the rules count every empty free cell, even one the rank rule keeps a card of the run out of. ' +
            'The Q♦ shows, so the Q♥ may not go into a free cell, yet one free cell and one empty column give (1 + 1) × 2 = 4: move the run of four from the Q♥ onto the K♣.',
          nudge: 'The run has 4 cards and the limit is 4: the free cell counts, whatever the rank rule says.',
          board: `
            Foundations: C-9 D-9 H-9 S-7
            Freecells: KH KD KS -
            : JC KC
            : 8S QH JS TH 9S
            : TC QD
            : TD QC
            : JD TS
            : JH
            : QS`,
          goal: { kind: 'run-moved', card: 'Q♥', column: 0, length: 4 },
          par: 1,
          teaches: [],
          claims: [{ kind: 'run-limit', into: 'card', limit: 4, words: '(1 + 1) × 2 = 4' }],
          // The standard limit, and the rank rule (the Q♦ keeps the Q♥ out of the free cells).
          knobs: [
            'columns',
            'cells',
            'cellEntry',
            'sequenceMove',
            'emptyColumns',
            'buildDirection',
            'buildPolicy',
          ],
        },
      ],
    },
  ],
};
