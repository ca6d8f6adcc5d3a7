/** The FreeCell course, first part: the layout, the foundations, building down in the columns. */
import { FOUNDATIONS_ONLY, HOME_AND_BUILD } from './allowed.ts';
import type { Lesson } from './types.ts';

export const layoutLesson: Lesson = {
  id: 'layout',
  title: 'The layout',
  summary: 'Columns, free cells and foundations, and which cards can move.',
  steps: [
    {
      kind: 'play',
      id: 'send-home',
      title: 'Send a card home',
      variant: 'freecell',
      text:
        'The game is played on eight columns (below), four free cells (top left) and four foundations (top right), one for each suit. ' +
        'Every card is going home to its foundation. The spades foundation shows the J♠, so the Q♠ is next: move the Q♠ to it.',
      nudge: 'Pick up the Q♠ and put it on the spades foundation, where the J♠ is.',
      board: `
            Foundations: H-K C-K D-K S-J
            : QS
            : KS`,
      goal: { kind: 'card-home', card: 'Q♠' },
      par: 1,
      teaches: ['foundation'],
      // The text counts the columns and the free cells.
      knobs: ['columns', 'cells', 'foundationDirection', 'foundationBase'],
    },
    {
      kind: 'play',
      id: 'top-card',
      title: 'Only the top card moves',
      variant: 'freecell',
      text:
        'Only the top card of a column can move. The K♥ is covered by the Q♦, so it is stuck for now. ' +
        'Send the Q♦ home first, then the K♥.',
      nudge: 'The Q♦ is on top and its foundation is ready for it.',
      board: `
            Foundations: H-Q C-K D-J S-K
            : KH QD
            : KD`,
      goal: { kind: 'card-home', card: 'K♥' },
      par: 2,
      allowed: FOUNDATIONS_ONLY,
      teaches: [],
      // "Stuck": the K♥ and the Q♦ are no run (red on red), under these building rules.
      knobs: ['foundationDirection', 'foundationBase', 'buildPolicy'],
      knobValues: { buildPolicy: ['alternate-color', 'same-suit'] },
    },
    {
      kind: 'play',
      id: 'the-deal',
      title: 'A whole deal',
      variant: 'freecell',
      text:
        'A game starts with all 52 cards dealt into the eight columns: seven cards in each of the first four, six in each of the other four, the free cells and foundations empty. ' +
        'This is deal 3. The A♥ and the 2♥ are on top of columns 5 and 6: send the A♥ home, then the 2♥.',
      nudge: 'Aces go home first: the A♥ is on top of column 5.',
      board: `
            : KC 7D TC 4H 6C 9S 8C
            : 2D JH QH AS TD 2C 4S
            : QC 9D TS JD 2S 3H 5S
            : 7H JS 5D 8D 3C 4C 5C
            : 6S QS 6H AC 9H AH
            : 8H 8S KS 6D KD 2H
            : TH 9C 7C 3D 7S JC
            : 4D QD AD KH 3S 5H`,
      goal: { kind: 'card-home', card: '2♥' },
      par: 2,
      teaches: [],
      // The text counts the columns and the cards dealt into each, and says the cells start empty.
      knobs: [
        'columns',
        'cells',
        'prefilledCells',
        'maxRank',
        'deal',
        'foundationDirection',
        'foundationBase',
      ],
    },
  ],
};

export const foundationsLesson: Lesson = {
  id: 'foundations',
  title: 'Foundations',
  summary: 'Each suit climbs from Ace to King on its own foundation, one card at a time.',
  steps: [
    {
      kind: 'play',
      id: 'in-order',
      title: 'One rank at a time',
      variant: 'freecell',
      text:
        'A foundation takes the cards of its suit in order, Ace first and King last. The spades foundation shows the 10♠, so it needs the J♠, then the Q♠, then the K♠. ' +
        'The K♠ is on top, but it has to wait its turn. Send all three spades home.',
      nudge: 'The J♠ can go home now; the K♠ goes last.',
      board: `
            Foundations: H-K C-K D-K S-T
            : KS
            : QS
            : JS`,
      goal: { kind: 'win' },
      par: 3,
      teaches: [],
      knobs: ['foundationDirection', 'foundationBase'],
    },
    {
      kind: 'play',
      id: 'every-suit',
      title: 'A foundation for each suit',
      variant: 'freecell',
      text: 'Each suit has its own foundation: hearts go on hearts, clubs on clubs. The diamonds are done: finish the other three, where the Q♥, the K♥, the K♣ and the K♠ still have to go home.',
      nudge: 'Look at the top cards: which of them does its foundation want next?',
      board: `
            Foundations: H-J C-Q D-K S-Q
            : KH KC
            : QH KS`,
      goal: { kind: 'win' },
      par: 4,
      teaches: [],
      knobs: ['foundationDirection', 'foundationBase'],
    },
    {
      kind: 'play',
      id: 'stays-home',
      title: 'Home for good',
      variant: 'freecell',
      text:
        'A card on a foundation stays there: it never comes back into play. So send a card home only when no card still needs it. ' +
        'The 9♥ could go home now, but the 8♠ needs it: the 8♠ covers the 7♦, the free cells are full and no other red 9 is free. Put the 8♠ on the 9♥, then send the 7♦ home.',
      nudge: 'Keep the 9♥ in play: the 8♠ can go on it.',
      board: `
            Foundations: C-8 D-6 H-8 S-6
            Freecells: KD KH KS KC
            : 7D 8S
            : QD 9H
            : TH JH QS
            : 9D JS QH
            : 7S JD TS
            : 9S 8D TD
            : 9C QC
            : JC TC`,
      goal: { kind: 'card-home', card: '7♦' },
      par: 2,
      teaches: [],
      claims: [{ kind: 'wrong-plan', move: '2h', costs: 'goal' }],
      // Cards home stay home; the cells are full and no column is empty, so the 8♠ needs the 9♥ (and
      // no run moves but one card at a time: the J♦ and the 10♠ stay where they are).
      knobs: ['foundationsRemovable', 'columns', 'cells', 'sequenceMove', 'buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'autoplay',
      title: 'Cards that go home by themselves',
      variant: 'freecell',
      text:
        'In the game, a card goes home by itself (autoplay) when it is safe there: no card still in play could need to go on it. ' +
        'The 9♦ is safe, since both black 8s are home. The 10♠ is not: the 9♥ could still go on it (it cannot go home before the 8♥), so autoplay leaves it. Send the 9♦ home, as autoplay would, then put the 9♥ on the 10♠.',
      nudge: 'The 9♦ is safe: send it home.',
      board: `
            Foundations: C-9 D-8 H-7 S-9
            : 9H 9D
            : 8H KS TS
            : KC QC JC TC
            : TD KD QD JD
            : KH QH JH TH
            : QS JS`,
      goal: { kind: 'card-to-column', card: '9♥', column: 1, top: true },
      claims: [
        { kind: 'autoplay', card: '9♦', goes: true },
        { kind: 'autoplay', card: '10♠', goes: false },
        // The 10♠ home, against the lesson: the K♠ under it has nowhere to go, and the 9♥ no black 10.
        { kind: 'wrong-plan', move: '2h', costs: 'goal' },
      ],
      par: 2,
      allowed: HOME_AND_BUILD,
      teaches: [],
      knobs: ['foundationDirection', 'foundationBase', 'buildDirection', 'buildPolicy'],
    },
  ],
};

export const buildingLesson: Lesson = {
  id: 'building',
  title: 'Building down',
  summary: 'In the columns, a card goes on one rank higher of the other colour.',
  steps: [
    {
      kind: 'play',
      id: 'red-on-black',
      title: 'Red on black, one rank down',
      variant: 'freecell',
      text:
        'In the columns you build down in alternating colours: a card goes on a card one rank higher of the other colour, like a red 9 on a black 10. ' +
        'Move the 9♦ onto the 10♣. (Try the 9♠ there too: it is the wrong colour.)',
      nudge: 'The 9♦ is red and one rank below the black 10♣.',
      board: `
            Foundations: C-9 D-7 H-K S-8
            : KC QC JC TC
            : KD QD JD TD 8D 9D
            : KS QS JS TS 9S`,
      goal: { kind: 'card-to-column', card: '9♦', column: 0, top: true },
      par: 1,
      teaches: ['build'],
      knobs: ['buildDirection', 'buildPolicy'],
    },
    {
      kind: 'play',
      id: 'build-a-run',
      title: 'Build a run',
      variant: 'freecell',
      text:
        'Cards built in order make a run. Build the Q♠, the J♥ and the 10♣ into one run in column 1: ' +
        'the J♥ first, then the 10♣ it was covering.',
      nudge: 'Build the J♥ on the Q♠; then the 10♣ is free to go on the J♥.',
      board: `
            Foundations: C-9 D-K H-T S-J
            : KS QS
            : TC JH
            : KH QH
            : KC QC JC`,
      goal: { kind: 'run-moved', card: 'Q♠', column: 0, length: 3 },
      par: 2,
      // Under rules that let cards come back from the foundations, the cards home stay there here:
      // the step is about building in the columns (and its goal check stays small).
      allowed: {
        moves: ['#*', 'a*', 'b*', 'c*', 'd*', 'e*', 'f*', 'g*', 'k*'],
        why: 'In this step the cards home stay home: build the run in the columns.',
      },
      teaches: [],
      knobs: ['buildDirection', 'buildPolicy'],
    },
  ],
};
