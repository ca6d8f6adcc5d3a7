/** Challenge FreeCell: the FreeCell rules with the aces and twos dealt to the bottom of the columns. */
import type { Course } from './types.ts';

export const challengeCourse: Course = {
  id: 'challenge',
  title: 'Challenge FreeCell',
  summary: 'The same rules, a harder deal: every ace and two starts at the bottom of a column.',
  variant: 'challenge',
  realDeal: 1,
  basics: {
    course: 'freecell',
    why: 'Challenge FreeCell plays by the FreeCell rules: only the deal differs, and runs move by FreeCell’s run limit, (free cells + 1) × 2^(empty columns). New to them? The FreeCell course teaches them, step by step, the run limit in its lesson on moving runs.',
  },
  lessons: [
    {
      id: 'buried',
      title: 'Aces and twos at the bottom',
      summary: 'The deal hides the cards the foundations need first.',
      steps: [
        {
          kind: 'play',
          id: 'dig-for-the-ace',
          title: 'Dig for the ace',
          variant: 'challenge',
          text:
            'In Challenge FreeCell the deal puts the four twos at the bottom of columns 1–4 and the four aces at the bottom of columns 5–8, so at the start nothing can go home until you dig. ' +
            'Here the A♥ lies under two cards in column 7: send it home.',
          nudge: 'Park the two cards above the A♥ in free cells.',
          board: `
            Foundations: C-Q D-K H-0 S-Q
            : 9H 5H
            : 6H KS
            : 2H TH 7H
            : 8H 3H
            : JH
            : QH KC
            : AH 4H KH`,
          goal: { kind: 'card-home', card: 'A♥' },
          par: 3,
          teaches: [],
          // Eight columns (the text numbers them), and two free cells for the cards above the A♥.
          knobs: ['deal', 'columns', 'cells'],
          knobValues: { cells: { min: 2 } },
        },
        {
          kind: 'play',
          id: 'then-the-two',
          title: 'Then the two',
          variant: 'challenge',
          text:
            'With the A♥ home, the 2♥ is next, and it lies at the bottom of column 3 under the 10♥ and the 7♥. ' +
            'Dig it out and send it home, and the 3♥ can follow. Every deal of this game starts like this: free the aces and twos first.',
          nudge: 'Two free cells and two empty columns are open: room enough for the two cards above the 2♥.',
          board: `
            Foundations: C-Q D-K H-A S-Q
            Freecells: KH 4H - -
            : 9H 5H
            : 6H KS
            : 2H TH 7H
            : 8H 3H
            : JH
            : QH KC`,
          goal: { kind: 'card-home', card: '3♥' },
          par: 4,
          teaches: [],
          // "Two free cells and two empty columns are open".
          knobs: ['deal', 'columns', 'cells'],
        },
      ],
    },
  ],
};
