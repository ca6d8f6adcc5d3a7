/** The FreeCell course, second part: room to move: free cells, empty columns, and moving runs. */
import { STANDARD_RUN_LIMIT_SENTENCE } from '@cascade/words';
import { CELLS_NOT_COLUMNS } from './allowed.ts';
import type { Lesson } from './types.ts';

export const freeCellsLesson: Lesson = {
  id: 'free-cells',
  title: 'Free cells',
  summary: 'Four parking places, one card each.',
  steps: [
    {
      kind: 'play',
      id: 'park',
      title: 'Park a card',
      variant: 'freecell',
      text:
        'A free cell holds any one card. The K♠ covers the K♥, and the K♠ cannot go home yet. ' +
        'Park the K♠ in a free cell, then send the K♥ home.',
      nudge: 'Move the K♠ to one of the four free cells at the top left.',
      board: `
            Foundations: H-Q C-K D-K S-J
            : QS KH KS`,
      goal: { kind: 'card-home', card: 'K♥' },
      par: 2,
      teaches: ['to-cell'],
      allowed: CELLS_NOT_COLUMNS,
      // "A free cell holds any one card" (not under Selective's rank rule); the K♠ stays in its cell
      // while the K♥ goes home (not under Ephemeral's next-move rule).
      knobs: ['cells', 'cellEntry', 'cellStay'],
      knobValues: { cellStay: ['unlimited', 'single-use'] },
    },
    {
      kind: 'play',
      id: 'out-of-a-cell',
      title: 'Out of a free cell',
      variant: 'freecell',
      text:
        'A card in a free cell can move to a column or a foundation, never to another free cell. Three cells are full, and the Q♥ lies under two Kings. ' +
        'Make room by moving the J♠ from its cell onto the Q♦, then dig out the Q♥ and send it home.',
      nudge: 'The J♠ is black and the Q♦ red: the J♠ can leave its cell for column 2.',
      board: `
            Foundations: C-J D-T H-J S-9
            Freecells: JS KH KS -
            : QH KC KD
            : JD QD
            : QC TS QS`,
      goal: { kind: 'card-home', card: 'Q♥' },
      par: 4,
      teaches: ['from-cell'],
      allowed: CELLS_NOT_COLUMNS,
      // The J♠'s cell takes a King next: cells are used again.
      knobs: ['cells', 'cellStay', 'buildDirection', 'buildPolicy'],
    },
  ],
};

export const emptyColumnsLesson: Lesson = {
  id: 'empty-columns',
  title: 'Empty columns',
  summary: 'An empty column takes any card or run.',
  steps: [
    {
      kind: 'play',
      id: 'clear-a-column',
      title: 'Clear a column',
      variant: 'freecell',
      text:
        'Every column holds cards now. Clear column 3: its cards can go home, onto other columns, or into the free cells. ' +
        'An empty column is the best space you can have: it takes any card or run.',
      nudge: 'Column 3 holds the J♦ and the 10♦: both can go home, the 10♦ first.',
      board: `
            Foundations: C-9 D-9 H-9 S-9
            : KC QH
            : KD QS
            : JD TD
            : QC JH
            : KS TS
            : JC TH
            : QD JS
            : KH TC`,
      goal: { kind: 'empty-column', column: 2 },
      par: 2,
      teaches: [],
      // Eight full columns; free cells to go to.
      knobs: ['columns', 'cells', 'sequenceMove', 'buildDirection', 'buildPolicy', 'emptyColumns'],
      knobValues: { cells: { min: 1 }, sequenceMove: ['standard', 'cells-plus-one', 'unlimited'] },
    },
    {
      kind: 'play',
      id: 'fill-a-column',
      title: 'A run into an empty column',
      variant: 'freecell',
      text: 'An empty column takes a whole run at once. Move the run of the K♠ and the Q♦ into an empty column to uncover the J♥, then send the J♥ home.',
      nudge: 'Pick up the K♠ (the Q♦ comes with it) and drop the pair into an empty column.',
      board: `
            Foundations: C-K D-J H-T S-Q
            Freecells: KH KD QH -
            : JH KS QD`,
      goal: { kind: 'card-home', card: 'J♥' },
      par: 2,
      teaches: ['to-empty-column', 'run'],
      // The K♠ and the Q♦ are a run (alternate colours) led by a King.
      knobs: ['emptyColumns', 'sequenceMove', 'buildDirection', 'buildPolicy'],
      knobValues: {
        emptyColumns: ['any', 'kings'],
        sequenceMove: ['standard', 'cells-plus-one', 'unlimited'],
      },
    },
  ],
};

export const runsLesson: Lesson = {
  id: 'runs',
  title: 'Moving runs',
  summary: 'How many cards move at once: (free cells + 1) × 2^(empty columns).',
  steps: [
    {
      kind: 'play',
      id: 'run-limit',
      title: 'The run limit',
      variant: 'freecell',
      showLimit: true,
      text:
        `${STANDARD_RUN_LIMIT_SENTENCE} ` +
        'One free cell and no empty column give (1 + 1) × 1 = 2. Move the run of four from the J♥ onto the Q♠. Make room first and watch the limit: a free cell you empty adds one, a column you empty doubles it.',
      nudge:
        'A single card that fits on another column leaves its column empty, and an empty column doubles the limit.',
      board: `
            Foundations: C-7 D-8 H-T S-9
            Freecells: TD 9C KH -
            : KS QS
            : JH TS 9D 8C
            : KD QC JD
            : KC JC
            : QD
            : QH
            : JS
            : TC`,
      goal: { kind: 'run-moved', card: 'J♥', column: 0, length: 4 },
      par: 2,
      teaches: [],
      // The text counts the free cells and empty columns. Empty columns count toward the limit
      // unless nothing may enter them.
      knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
      knobValues: { emptyColumns: ['any', 'kings'] },
      claims: [{ kind: 'cell-adds-one' }, { kind: 'column-doubles' }],
    },
    {
      kind: 'play',
      id: 'empty-columns-double',
      title: 'Empty columns double it',
      variant: 'freecell',
      showLimit: true,
      text:
        'Every empty column doubles the limit. The free cells are all full, so with the one empty column a run of (0 + 1) × 2 = 2 can move. ' +
        'Empty another column, then move the run of four from the J♠ onto the Q♦.',
      nudge: 'Column 3 holds a single card, the 10♣, and it fits on a red Jack.',
      board: `
            Foundations: C-8 D-9 H-7 S-T
            Freecells: KC KH KD KS
            : QC QD
            : JS TD 9C 8H
            : TC
            : QS JH
            : QH JC
            : 9H
            : JD TH
            :`,
      goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 4 },
      par: 2,
      teaches: [],
      knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
      knobValues: { emptyColumns: ['any', 'kings'] },
    },
    {
      kind: 'play',
      id: 'into-an-empty-column',
      title: 'Into an empty column',
      variant: 'freecell',
      showLimit: true,
      text:
        'An empty column that a run moves into does not count. With two free cells and one empty column, 6 cards can move onto a card but only (2 + 1) × 1 = 3 into the empty column. ' +
        'Move the run of four from the K♠ into column 8.',
      nudge:
        'The run has 4 cards and the empty column takes 3. Free one more cell, or empty one more column, first.',
      board: `
            Foundations: C-9 D-T H-9 S-9
            Freecells: JH KC - -
            : JD KS QH JC TH
            : KH QC
            : KD
            : QD
            : TS QS
            : JS
            : TC`,
      goal: { kind: 'run-moved', card: 'K♠', column: 7, length: 4 },
      par: 2,
      teaches: [],
      knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
      knobValues: { emptyColumns: ['any', 'kings'] },
      claims: [{ kind: 'cell-adds-one' }, { kind: 'column-doubles' }],
    },
  ],
};
