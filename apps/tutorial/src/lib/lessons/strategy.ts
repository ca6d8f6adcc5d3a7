/** Strategy: how good players think, on FreeCell positions, and the famous deal 11982. */
import type { Course } from './types.ts';

export const strategyCourse: Course = {
  id: 'strategy',
  title: 'Strategy',
  summary:
    'Plan ahead, keep free cells open, prize empty columns, dig for low cards, balance the colours, and meet deal 11982.',
  variant: 'freecell',
  realDeal: 617,
  basics: {
    course: 'freecell',
    why: 'Strategy is played on FreeCell positions and takes its rules for granted. New to them? The FreeCell course teaches them, step by step.',
  },
  lessons: [
    {
      id: 'plan',
      title: 'Plan ahead',
      summary: 'Before you move a card, know where the next one will go.',
      steps: [
        {
          kind: 'play',
          id: 'plan-ahead',
          title: 'Plan ahead',
          variant: 'freecell',
          text:
            'Before you move, ask where each card will go next. The Q♥ and then the K♥ must go home, and one free cell is open. ' +
            'Parking the J♠ looks natural, but then the 10♦ has nowhere to go until the J♠ comes back out: a move lost. Find the four-move plan.',
          nudge: 'The J♠ can go onto the Q♦ instead of into the cell, and later the 10♦ can go onto the J♠.',
          board: `
            Foundations: C-5 D-8 H-J S-9
            Freecells: KS KD QC -
            : 7C QH JS
            : KH TD
            : 9D QD
            : 6C TC
            : JC 8C
            : TS JD 9C
            : QS
            : KC`,
          goal: { kind: 'card-home', card: 'K♥' },
          par: 4,
          teaches: [],
          claims: [{ kind: 'wrong-plan', move: '1d', costs: 'star' }],
          // One free cell open and no empty column: the 10♦ would have nowhere to go.
          knobs: ['columns', 'cells', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'space',
      title: 'Space is everything',
      summary: 'Free cells and empty columns are what let you move: spend them carefully.',
      steps: [
        {
          kind: 'play',
          id: 'keep-cells-open',
          title: 'Keep free cells open',
          variant: 'freecell',
          text:
            'A card in a free cell is stuck there until it finds a place, so park a card only when it has nowhere else to go. ' +
            'The K♥ is under four cards, and only one free cell and one empty column are open: build what you can, park only what you must, and send the K♥ home.',
          nudge:
            'Only the 10♣ has nowhere to build: park it. The 9♦ fits on the 10♠, the J♦ on a black Queen, the 8♠ on the 9♦.',
          board: `
            Foundations: C-8 D-7 H-Q S-6
            Freecells: KS KC KD -
            : KH 8S JD 9D TC
            : 7S TS
            : 9C QC
            : 8D JS
            : TD QS
            : 9S JC
            : QD`,
          goal: { kind: 'card-home', card: 'K♥' },
          par: 5,
          teaches: [],
          // One free cell and one empty column to park in, and a parked card may stay.
          knobs: ['columns', 'cells', 'cellStay', 'buildDirection', 'buildPolicy'],
          knobValues: { cellStay: ['unlimited', 'single-use'] },
        },
        {
          kind: 'play',
          id: 'columns-beat-cells',
          title: 'An empty column beats a free cell',
          variant: 'freecell',
          showLimit: true,
          text:
            'A free cell adds one card to the run limit; an empty column doubles it. With one free cell the limit is 2 here. ' +
            'Move the run of four from the J♠ onto the Q♦. Parking the 10♣ would empty its column but fill the cell, and the limit would stay at 2.',
          nudge:
            'Build the 10♣ onto the J♥ instead of parking it: the free cell stays open and column 3 empties.',
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
          teaches: [],
          // "With one free cell the limit is 2 here": no empty column yet.
          knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
          knobValues: { emptyColumns: ['any', 'kings'] },
          claims: [{ kind: 'wrong-plan', move: '3d', costs: 'star' }, { kind: 'column-doubles' }],
        },
        {
          kind: 'play',
          id: 'supermove',
          title: 'Count, then supermove',
          variant: 'freecell',
          showLimit: true,
          text:
            'A run moves as one unit because the game passes its cards through the free cells and empty columns for you: a supermove, up to (free cells + 1) × 2^(empty columns) cards. ' +
            'Move the run of six from the Q♥ onto the K♠. Count first: six cards need two free cells and an empty column, (2 + 1) × 2 = 6. Make that room, then move the run.',
          nudge: 'The J♥ can leave its cell for the Q♠, and the 9♥ can leave column 3 for the 10♠.',
          board: `
            Foundations: C-9 D-9 H-7 S-5
            Freecells: KH KD JH -
            : KS
            : QH JS TH 9S 8H 7S
            : 9H
            : 8S QS
            : 6S TD
            : JD TS
            : QD JC
            : KC QC TC`,
          goal: { kind: 'run-moved', card: 'Q♥', column: 0, length: 6 },
          par: 3,
          teaches: [],
          // "Two free cells and an empty column": the standard limit, empty columns that take a run.
          knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
          claims: [{ kind: 'column-doubles' }],
        },
      ],
    },
    {
      id: 'low-cards',
      title: 'Low cards first',
      summary: 'Free the buried aces and twos, and whatever the foundations need next.',
      steps: [
        {
          kind: 'play',
          id: 'aces-and-twos-first',
          title: 'Aces and twos first',
          variant: 'freecell',
          text:
            'Every foundation starts with an ace, then a two: until they are home, nothing else of their suit can go. ' +
            'Here every spade is still to go home, and the A♠ and the 2♠ lie under other cards in columns 1 and 2. ' +
            'Dig them out first and send them home: after them the spades can follow one by one.',
          nudge: 'Put the Q♠ in a free cell: the A♠ under it can go home.',
          board: `
            Foundations: C-K D-K H-K S-0
            : KS AS QS
            : JS 2S TS
            : 3S 9S
            : 4S 8S
            : 5S 7S
            : 6S`,
          goal: { kind: 'card-home', card: '2♠' },
          par: 4,
          teaches: [],
          // Foundations from the ace up; the free cells and the empty columns hold the cards dug off.
          knobs: [
            'foundationDirection',
            'foundationBase',
            'foundationsRemovable',
            'columns',
            'cells',
            'cellStay',
            'emptyColumns',
          ],
        },
        {
          kind: 'play',
          id: 'low-cards-first',
          title: 'Dig for the low cards',
          variant: 'freecell',
          text:
            'Later in a game the same holds for whatever each foundation needs next: it unlocks everything above it. ' +
            'Here the hearts foundation needs the 9♥, and it lies at the bottom of column 1. Dig it out, and the rest will follow.',
          nudge: 'Move the K♣ and the Q♥ together into an empty column: the 9♥ is under them.',
          board: `
            Foundations: C-J D-K H-8 S-K
            : 9H KC QH
            : QC TH
            : KH JH`,
          goal: { kind: 'win' },
          par: 8,
          teaches: [],
          // The K♣ and the Q♥ move together into an empty column: a run, led by a King.
          knobs: [
            'foundationDirection',
            'foundationBase',
            'foundationsRemovable',
            'buildDirection',
            'buildPolicy',
            'emptyColumns',
            'sequenceMove',
          ],
          knobValues: {
            emptyColumns: ['any', 'kings'],
            sequenceMove: ['standard', 'cells-plus-one', 'unlimited'],
          },
        },
      ],
    },
    {
      id: 'balance',
      title: 'Colour balance',
      summary: 'Red cards need black ones to land on, and black cards need red.',
      steps: [
        {
          kind: 'play',
          id: 'colour-balance',
          title: 'Keep a black 9 for the red 8',
          variant: 'freecell',
          text:
            'Every red card needs a black card one rank higher to land on, and every black card a red one. When a colour runs short at some rank, cards get stuck. ' +
            'Here the 8♦ needs a black 9, and the 9♠ is the only one. Keep it where the 8♦ can reach it, and send the Q♥ and the K♥ home.',
          nudge: 'Put the 9♠ on the 10♦, not in the free cell: there the 8♦ can follow it.',
          board: `
            Foundations: C-9 D-6 H-J S-7
            Freecells: KS KD QS -
            : JS QH 9S
            : KH 8D
            : 7D TD
            : 8S QD
            : TS JD
            : TC 9D
            : JC QC
            : KC`,
          goal: { kind: 'card-home', card: 'K♥' },
          par: 4,
          teaches: [],
          claims: [{ kind: 'wrong-plan', move: '1d', costs: 'star' }],
          // No empty column: the 9♠ is the only place for the 8♦.
          knobs: ['columns', 'cells', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
      id: 'lost',
      title: 'Lost before the end',
      summary:
        'A position is lost once no line reaches the goal, even with moves left: see it before you move.',
      steps: [
        {
          kind: 'play',
          id: 'lost-with-moves-left',
          title: 'Lost with moves left',
          variant: 'freecell',
          text:
            'A game is lost as soon as no line of moves can reach the goal, even while moves are left. ' +
            'Every free cell is full and no column is empty. Three moves are open here, and one of them loses the 8♥ for good although the game would go on. ' +
            'Work out which before you move, then send the 8♥ home.',
          nudge:
            'The 9♣ must leave the 8♥, and with no free cell or empty column only a red 10 can take it: the 10♦ is the one in reach. Put the 9♣ on it first.',
          board: `
            Foundations: H-7 C-5 D-9 S-8
            Freecells: KS KH KD KC
            : JC 8H 9C
            : TH QD TD
            : JH TS 9H
            : JD TC
            : 8C QS
            : 9S QC
            : 6C QH
            : JS 7C`,
          goal: { kind: 'card-home', card: '8♥' },
          par: 2,
          teaches: [],
          claims: [{ kind: 'wrong-plan', move: '2h', costs: 'goal' }],
          // Full cells and no empty column: the 9♣ has only the 10♦. Sent home, the 10♦ leaves the
          // 9♥ going back and forth between the black 10s, for ever, and nothing else to move.
          knobs: [
            'columns',
            'cells',
            'foundationDirection',
            'foundationBase',
            'foundationsRemovable',
            'buildDirection',
            'buildPolicy',
            'sequenceMove',
          ],
        },
      ],
    },
    {
      id: 'whole-board',
      title: 'Plan a whole board',
      summary: 'Late in a game, plan every move to the end before you make the first.',
      steps: [
        {
          kind: 'play',
          id: 'plan-a-whole-board',
          title: 'Plan a whole board',
          variant: 'freecell',
          text:
            'Twenty cards are left and all four free cells are full: every move must build, send a card home, or use a column you have emptied. ' +
            'Win the game. Three moves are open, and the one that looks best loses: plan the whole order first, which column to empty and what goes into it. The best plan takes 24 moves.',
          nudge:
            'Sending the 10♠ home looks right, but then the 9♦ under it has no black 10 to go to. Build the 10♠ onto the J♥ instead.',
          board: `
            Foundations: C-9 D-6 H-8 S-9
            Freecells: KC KD KH QS
            : 9H TH
            : KS JH
            : QC 8D
            : TC QH
            : JS QD
            : JC TD
            : 7D JD
            : 9D TS`,
          goal: { kind: 'win' },
          par: 24,
          teaches: [],
          claims: [{ kind: 'wrong-plan', move: '8h', costs: 'goal' }],
          // No free cell open: building in alternate colours and the emptied columns are the only room.
          knobs: [
            'columns',
            'cells',
            'foundationDirection',
            'foundationBase',
            'foundationsRemovable',
            'buildDirection',
            'buildPolicy',
            'emptyColumns',
            'sequenceMove',
          ],
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
