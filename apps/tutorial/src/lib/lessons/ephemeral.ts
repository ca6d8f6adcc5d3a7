/** Ephemeral FreeCell: a card put into a free cell must leave it on the very next move; Kings-only columns. */
import type { Course } from './types.ts';

export const ephemeralCourse: Course = {
  id: 'ephemeral',
  title: 'Ephemeral FreeCell',
  summary:
    'Free cells are only a stepping stone, one move can lose the game, and only Kings fill empty columns.',
  variant: 'ephemeral',
  realDeal: 392,
  basics: {
    course: 'freecell',
    why: 'Ephemeral FreeCell changes two of FreeCell’s rules and keeps the rest. New to them? The FreeCell course teaches them, step by step.',
  },
  lessons: [
    {
      id: 'stepping-stone',
      title: 'The next-move rule',
      summary: 'A card put into a free cell must leave it on the very next move.',
      steps: [
        {
          kind: 'play',
          id: 'must-leave',
          title: 'Straight back out',
          variant: 'ephemeral',
          text:
            'In Ephemeral FreeCell a card put into a free cell must leave it on the very next move, to a column or a foundation. ' +
            'A free cell cannot keep a card for later. Free the J♥ and send it home.',
          nudge: 'The Q♠ can go straight onto the K♥: no free cell needed.',
          board: `
            Foundations: C-K D-K H-T S-T
            : JH QS
            : JS KH
            : QH KS`,
          goal: { kind: 'card-home', card: 'J♥' },
          par: 2,
          teaches: [],
          // The Q♠ goes onto the K♥ (alternate colours).
          knobs: ['cellStay', 'buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'in-and-out',
          title: 'In and straight out',
          variant: 'ephemeral',
          text:
            'Now use a free cell the Ephemeral way: put the Q♠ into a free cell, and on the very next move take it out again, onto the K♥. ' +
            'While it sits there, nothing else may move. Then send the J♥ home.',
          nudge: 'Put the Q♠ into a free cell; its next move must take it out, onto the K♥.',
          board: `
            Foundations: C-K D-K H-T S-T
            : JH QS
            : JS KH
            : QH KS`,
          goal: { kind: 'card-home', card: 'J♥' },
          par: 3,
          teaches: [],
          allowed: {
            moves: ['#a', '#b', '#c', '#d', 'a#', 'b#', 'c#', 'd#', '*h'],
            why: 'This step practises the free cell: move the card through a cell, not straight onto the column.',
          },
          knobs: ['cellStay', 'cells', 'buildDirection', 'buildPolicy'],
          knobValues: { cells: { min: 1 } },
        },
        {
          kind: 'play',
          id: 'immediate-loss',
          title: 'Lost at once',
          variant: 'ephemeral',
          text:
            'If the card you put into a free cell has nowhere to go next move, the game is lost at once. ' +
            'The Q♣ covers the 10♥ and has no place to go yet: parking it would lose. Make a place for it first, then send the 10♥ home.',
          nudge: 'The J♠ sits on the K♦. Move the J♠ (home, or onto the Q♥) and the Q♣ has a King to go on.',
          board: `
            Foundations: C-T D-Q H-9 S-T
            : TH QC
            : KD JS
            : QH
            : JH KS
            : KH QS
            : JC KC`,
          goal: { kind: 'card-home', card: '10♥' },
          par: 3,
          teaches: [],
          claims: [{ kind: 'wrong-plan', move: '1a', costs: 'goal' }],
          // The Q♣ has no place: the two empty columns take only Kings, and it builds on red Kings.
          knobs: ['cellStay', 'emptyColumns', 'columns', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'kings-only',
      title: 'Kings fill empty columns',
      summary: 'Only a King, or a run led by a King, may go into an empty column.',
      steps: [
        {
          kind: 'play',
          id: 'kings-only',
          title: 'Only Kings',
          variant: 'ephemeral',
          text:
            'In Ephemeral FreeCell an empty column takes only a King or a run led by a King. The Q♥ alone may not go there, but the K♠ with the Q♥ on it may. ' +
            'Uncover the 10♥ and send it home.',
          nudge: 'Move the K♠ and the Q♥ together into an empty column.',
          board: `
            Foundations: C-K D-K H-9 S-Q
            : TH KS QH
            : KH JH`,
          goal: { kind: 'card-home', card: '10♥' },
          par: 2,
          teaches: [],
          knobs: ['emptyColumns', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'runs',
      title: 'Moving runs',
      summary: 'The run limit is FreeCell’s, Kings-only columns and all.',
      steps: [
        {
          kind: 'play',
          id: 'run-limit',
          title: 'The run limit, as written',
          variant: 'ephemeral',
          showLimit: true,
          text:
            'Runs move as in FreeCell: at most (free cells + 1) × 2^(empty columns) cards at once. The rules are written that way, so an empty column doubles the limit even though only a King may go into one. ' +
            'One free cell and one empty column give (1 + 1) × 2 = 4: move the run of four from the Q♥ onto the K♣.',
          nudge: 'The run has 4 cards and the limit is 4: the empty column counts, King or not.',
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
          // The standard limit, an empty column counted though it takes only Kings.
          knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
  ],
};
