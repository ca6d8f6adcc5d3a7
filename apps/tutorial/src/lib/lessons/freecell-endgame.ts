/** The FreeCell course, last part: how a game is won or lost, and a whole deal to win. */
import type { Lesson } from './types.ts';

export const winningAndLosingLesson: Lesson = {
  id: 'winning-and-losing',
  title: 'Winning and losing',
  summary: 'All 52 cards home is a win; no legal move left is a loss.',
  steps: [
    {
      kind: 'play',
      id: 'win',
      title: 'Win the game',
      variant: 'freecell',
      text: 'You win when every card is on its foundation. Finish this game: the J♣, the K♠ and the Q♦ lead the way, and the rest will follow.',
      nudge: 'Which card does each foundation want next? Free those first.',
      board: `
            Foundations: C-T D-J H-Q S-Q
            : KH KD JC
            : QD KS
            : QC KC`,
      goal: { kind: 'win' },
      par: 8,
      teaches: [],
      knobs: ['foundationDirection', 'foundationBase', 'foundationsRemovable'],
    },
    {
      kind: 'play',
      id: 'dead-end',
      title: 'A dead end',
      variant: 'freecell',
      text:
        'The game is lost when no legal move is left. Here every top card can only go into the last free cell, and seven of those eight moves leave no move at all. ' +
        'Pick the one that lets the Q♥ go home.',
      nudge: 'Look under each top card: which card would have a move once it is uncovered?',
      board: `
            Foundations: C-3 D-K H-J S-3
            Freecells: KH KS KC -
            : 4C QH JS
            : 4S 9C TS
            : 5C QS
            : 6C JC
            : 5S 8C
            : 6S QC
            : 7C 9S
            : 7S 8S TC`,
      goal: { kind: 'card-home', card: 'Q♥' },
      par: 2,
      teaches: [],
      claims: [{ kind: 'wrong-plan', move: '2d', costs: 'goal' }],
      // "Every top card can only go into the last free cell": no empty column, no card back from
      // the foundations, any card may enter the cell and stay there.
      knobs: [
        'columns',
        'cells',
        'cellEntry',
        'cellStay',
        'foundationsRemovable',
        'buildDirection',
        'buildPolicy',
      ],
      knobValues: { cellStay: ['unlimited', 'single-use'] },
    },
  ],
};

export const checkpointLesson: Lesson = {
  id: 'checkpoint',
  title: 'Checkpoint: a whole game',
  summary: 'A real deal from the start to the win, with the lessons’ help at hand.',
  steps: [
    {
      kind: 'deal',
      id: 'checkpoint-deal',
      title: 'Win a whole deal',
      variant: 'freecell',
      deal: 20,
      text:
        'Everything so far, in one real game: deal 20, from the start to the win. Hint, Show the move and Undo work as in the lessons, and safe cards go home by themselves. ' +
        'There is no par here: three stars for a win without Show the move, two with 10 moves shown or fewer, one beyond. If a hint says the deal can no longer be won, take moves back.',
    },
  ],
};
