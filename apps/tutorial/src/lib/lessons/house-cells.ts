/** House-rules lessons on the free cells: fewer of them, cards dealt into them, cells used once. */
import { CELLS_NOT_COLUMNS } from './allowed.ts';
import type { Lesson } from './types.ts';

export const fewerCellsLesson: Lesson = {
  id: 'fewer-cells',
  title: 'Fewer free cells',
  summary: 'Less room to park, and shorter runs.',
  steps: [
    {
      kind: 'play',
      id: 'fewer-cells',
      title: 'Fewer free cells',
      variant: 'two-cell-freecell',
      showLimit: true,
      text:
        'These rules give you fewer free cells than the four of FreeCell: less room to park cards, and shorter runs, since a run moves as one unit only up to (free cells + 1) × 2^(empty columns) cards. ' +
        'Move the run of five from the J♥ onto the Q♠: make room first.',
      nudge: 'An empty column doubles the limit. Which short column can you clear?',
      board: `
          Foundations: C-7 D-8 H-6 S-9
          : KD QS
          : JH TS 9D 8C 7H
          : KC QH
          : KH QC
          : QD JS TD
          : JC
          : KS JD TC 9H
          : TH 9C 8H`,
      goal: { kind: 'run-moved', card: 'J♥', column: 0, length: 5 },
      par: 2,
      knobs: ['cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
      // An empty column doubles the limit wherever a King may enter it too.
      knobValues: { cells: { min: 0, max: 3 }, emptyColumns: ['any', 'kings'] },
    },
  ],
};

export const dealtCellsLesson: Lesson = {
  id: 'dealt-cells',
  title: 'Cards dealt into the free cells',
  summary: 'The game starts with cards already in some of the free cells.',
  steps: [
    {
      kind: 'play',
      id: 'dealt-cells',
      title: 'Cells taken from the start',
      variant: 'forecell',
      text:
        'Under these rules the last cards of the deal go into free cells, so a game starts with cells already taken. ' +
        'Those cards play like any card in a free cell: onto a column or home. Here every cell is taken and the Q♥ lies under two Kings: empty two cells, then dig out the Q♥ and send it home.',
      nudge: 'The 10♠ can go home from its cell, and then the J♠.',
      board: `
          Foundations: C-J D-T H-J S-9
          Freecells: JS KH KS TS
          : QH KC KD
          : JD QD
          : QC QS`,
      goal: { kind: 'card-home', card: 'Q♥' },
      par: 5,
      allowed: CELLS_NOT_COLUMNS,
      // Two cells are emptied and used again (not under single-use or next-move cells).
      knobs: ['prefilledCells', 'cells', 'cellStay'],
      knobValues: { prefilledCells: { min: 1 } },
    },
    {
      kind: 'play',
      id: 'dealt-cells-eight',
      title: 'Cells taken from the start',
      variant: 'eight-off',
      text:
        'Under these rules the last cards of the deal go into free cells, so a game starts with cells already taken. ' +
        'Those cards play like any card in a free cell: onto a column or home. Here every cell is taken and the Q♥ lies under two Kings: empty two cells, then dig out the Q♥ and send it home.',
      nudge: 'The 10♠ can go home from its cell, and then the J♠.',
      board: `
          Foundations: C-T D-T H-J S-9
          Freecells: JS KH KS TS QC JC JD QD
          : QH KC KD
          : QS`,
      goal: { kind: 'card-home', card: 'Q♥' },
      par: 5,
      allowed: {
        moves: ['#a', '#b', '#c', '#d', '#e', '#f', '#g', '#k', '*h', '##', '*#'],
        why: 'This step is about the free cells: leave the empty columns out of it.',
      },
      // Two cells are emptied and used again (not under single-use or next-move cells).
      knobs: ['prefilledCells', 'cells', 'cellStay'],
      knobValues: { prefilledCells: { min: 1 } },
    },
  ],
};

export const singleUseLesson: Lesson = {
  id: 'single-use',
  title: 'Cells used once',
  summary: 'A free cell closes for good once its card leaves.',
  steps: [
    {
      kind: 'play',
      id: 'cell-closes',
      title: 'A cell closes behind its card',
      variant: 'ephemeral-traditional',
      text:
        'Under these rules each free cell can be used once: when its card leaves, the cell closes for good. Three cells are closed already. ' +
        'Send the J♥ home: the one open cell is for the card that has nowhere else to go.',
      nudge: 'The Q♠ can go home; only the K♣ needs the cell.',
      board: `
          Foundations: C-J D-K H-T S-J
          Freecells: # # # -
          : JH KC QS
          : KH QC
          : QH KS`,
      goal: { kind: 'card-home', card: 'J♥' },
      par: 3,
      allowed: CELLS_NOT_COLUMNS,
      knobs: ['cellStay', 'cells'],
    },
  ],
};
