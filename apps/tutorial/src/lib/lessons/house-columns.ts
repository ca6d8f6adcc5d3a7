/** House-rules lessons on empty columns: columns that take nothing, or only Kings. */
import { HOUSE_RULES } from './house-rules.ts';
import type { Allowed, Lesson } from './types.ts';

/** Steps about empty columns keep the free cells out of it. */
const COLUMNS_NOT_CELLS: Allowed = {
  moves: ['#_', '##', '*h'],
  why: 'This step is about empty columns: leave the free cells out of it.',
};

export const noEmptyColumnsLesson: Lesson = {
  id: 'no-empty-columns',
  title: 'Empty columns stay empty',
  summary: 'An empty column takes nothing.',
  steps: [
    {
      kind: 'play',
      id: 'stays-empty',
      title: 'Nothing fills it',
      variant: HOUSE_RULES.noEmptyColumns,
      text:
        'Under these rules an empty column takes nothing: no card and no run may go into it, so a cleared column is lost space. ' +
        'The K♠ covers the J♥. Park the K♠ in a free cell instead, and send the J♥ home.',
      nudge: 'The empty columns will not take the K♠, but a free cell will.',
      board: `
          Foundations: C-K D-K H-T S-J
          : JH KS
          : QS
          : KH QH`,
      goal: { kind: 'card-home', card: 'J♥' },
      par: 2,
      knobs: ['emptyColumns', 'cells'],
      knobValues: { cells: { min: 1 } },
    },
  ],
};

export const kingsOnlyLesson: Lesson = {
  id: 'kings-only',
  title: 'Kings fill empty columns',
  summary: 'Only a King, or a run led by one, may go into an empty column.',
  steps: [
    {
      kind: 'play',
      id: 'only-a-king',
      title: 'Only a King',
      variant: 'eight-off',
      text:
        'Under these rules an empty column takes only a King, or a run led by a King: the Q♥ may not go there, the K♠ may. ' +
        'Uncover the 10♥ and send it home.',
      nudge: 'Move the K♠ into an empty column.',
      board: `
          Foundations: C-K D-K H-9 S-J
          : TH KS
          : QS KH QH
          : JH`,
      goal: { kind: 'card-home', card: '10♥' },
      par: 2,
      allowed: COLUMNS_NOT_CELLS,
      knobs: ['emptyColumns', 'buildDirection'],
    },
  ],
};
