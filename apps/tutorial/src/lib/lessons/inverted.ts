/** Inverted FreeCell: foundations from King down to Ace, columns build up, a smaller run limit. */
import type { Course } from './types.ts';

export const invertedCourse: Course = {
  id: 'inverted',
  title: 'Inverted FreeCell',
  summary: 'Everything upside down: foundations from King to Ace, columns building up, and shorter runs.',
  variant: 'inverted',
  realDeal: 1,
  basics: {
    course: 'freecell',
    why: 'Inverted FreeCell turns FreeCell’s foundations and columns around; free cells, empty columns and moving runs work as in FreeCell. New to them? The FreeCell course teaches them, step by step.',
  },
  lessons: [
    {
      id: 'upside-down',
      title: 'Upside down',
      summary: 'Both directions are reversed.',
      steps: [
        {
          kind: 'play',
          id: 'kings-first',
          title: 'Foundations start with the Kings',
          variant: 'inverted',
          text:
            'In Inverted FreeCell the foundations start with the Kings and build down to the Aces. ' +
            'The hearts foundation shows the 5♥, so the 4♥ goes next, then the 3♥, the 2♥ and last the A♥. Send them all home.',
          nudge: 'The 4♥ is on top of column 1. The 2♥ has to wait for the 3♥.',
          board: `
            Foundations: C-A D-A H-5 S-A
            : 3H 4H
            : AH 2H`,
          goal: { kind: 'win' },
          par: 4,
          teaches: ['foundation-down'],
          knobs: ['foundationDirection', 'foundationBase'],
        },
        {
          kind: 'play',
          id: 'king-starts',
          title: 'A King starts a foundation',
          variant: 'inverted',
          text:
            'Every foundation starts empty, and here only a King can start one. The hearts foundation is empty, and the K♥ lies under the Q♥. ' +
            'Move the Q♥ aside, start the hearts with the K♥, then send the Q♥ home.',
          nudge: 'The Q♥ can wait in a free cell or an empty column while the K♥ goes home.',
          board: `
            Foundations: C-A D-A H-0 S-A
            : AH 2H 3H 4H 5H 6H
            : 7H 8H 9H TH JH
            : KH QH`,
          goal: { kind: 'card-home', card: 'Q♥' },
          par: 3,
          teaches: [],
          claims: [{ kind: 'parks', card: 'Q♥', words: 'in a free cell or an empty column' }],
          knobs: ['foundationDirection', 'foundationBase'],
        },
        {
          kind: 'play',
          id: 'any-card-empty-column',
          title: 'Any card fills an empty column',
          variant: 'inverted',
          text:
            'Empty columns are as in FreeCell: one takes any card, not only a King. The A♥ covers the 2♥, which the hearts foundation wants next. ' +
            'Move the A♥ into an empty column and send the 2♥ home.',
          nudge: 'An empty column takes the A♥.',
          board: `
            Foundations: C-A D-A H-3 S-A
            : 2H AH`,
          goal: { kind: 'card-home', card: '2♥' },
          par: 2,
          teaches: [],
          allowed: {
            moves: ['#_', '##', '*h'],
            why: 'This step is about empty columns: leave the free cells out of it.',
          },
          knobs: ['emptyColumns', 'foundationDirection', 'foundationBase'],
        },
        {
          kind: 'play',
          id: 'build-up',
          title: 'Columns build up',
          variant: 'inverted',
          text:
            'The columns build up too: a card goes on a card one rank lower of the other colour, like a black 3 on a red 2. ' +
            'Move the 3♠ onto the 2♥.',
          nudge: 'The 3♠ is black and one rank above the red 2♥.',
          board: `
            Foundations: C-A D-A H-4 S-5
            : 3H 2H
            : 4S 3S
            : AS 2S
            : AH`,
          goal: { kind: 'card-to-column', card: '3♠', column: 0, top: true },
          par: 1,
          teaches: ['build-up'],
          knobs: ['buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'smaller-limit',
          title: 'A smaller run limit',
          variant: 'inverted',
          showLimit: true,
          text:
            'Runs move as one unit only up to free cells + 1 cards: the rules are written so that empty columns do not double that, though you may still move a run card by card through them. ' +
            'With one free cell the limit is 2, however many columns are empty. Move the run of three from the 2♠ onto the A♦.',
          nudge: 'Free a cell first: the 3♣ can leave its cell for a red 2 or an empty column.',
          board: `
            Foundations: C-6 D-3 H-4 S-3
            Freecells: AC 3C AS -
            : 5C 2S 3H 4C
            : 2D AD
            : 2C 2H
            : AH`,
          goal: { kind: 'run-moved', card: '2♠', column: 1, length: 3 },
          par: 2,
          teaches: [],
          claims: [{ kind: 'run-limit', into: 'card', limit: 2, words: 'the limit is 2' }],
          // "With one free cell the limit is 2".
          knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
  ],
};
