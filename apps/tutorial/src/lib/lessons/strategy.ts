/** Strategy: how good players think, on FreeCell positions, and the famous deal 11982. */
import type { Course } from './types.ts';

export const strategyCourse: Course = {
  id: 'strategy',
  title: 'Strategy',
  summary: 'Plan ahead, keep free cells open, prize empty columns, dig for low cards, balance the colours, and meet deal 11982.',
  variant: 'freecell',
  realDeal: 617,
  lessons: [
    {
      id: 'space',
      title: 'Space is everything',
      summary: 'Free cells and empty columns are what let you move; spend them carefully.',
      steps: [
        {
          kind: 'play',
          id: 'columns-beat-cells',
          title: 'An empty column beats a free cell',
          variant: 'freecell',
          showLimit: true,
          text:
            'A free cell adds one card to the run limit; an empty column doubles it. With one free cell the limit is 2 here. ' +
            'Move the run of four from the J♠ onto the Q♦. Parking the 10♣ would empty its column but fill the cell, and the limit would stay at 2.',
          nudge: 'Build the 10♣ onto the J♥ instead of parking it: the free cell stays open and column 3 empties.',
          board: `
            Foundations: C-8 D-9 H-7 S-T
            Freecells: KC KH KD -
            : QC QD
            : JS TD 9C 8H
            : TC
            : QS JH
            : QH JC
            : 9H
            : JD TH
            : KS`,
          goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 4 },
          par: 2,
          knobs: ['sequenceMove', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'unwinnable',
      title: 'Deal 11982',
      summary: 'Almost every FreeCell deal can be won. This one cannot.',
      steps: [
        {
          kind: 'proof',
          id: 'deal-11982',
          title: 'The deal nobody wins',
          variant: 'freecell',
          deal: 11982,
          text:
            'Of the 32,000 deals of the original Microsoft FreeCell, 31,999 can be won. Deal 11982 is the exception. ' +
            'Saying so takes a proof: the solver has to try every position the deal can reach and show that none leads to a win. Ask it.',
        },
      ],
    },
  ],
};
