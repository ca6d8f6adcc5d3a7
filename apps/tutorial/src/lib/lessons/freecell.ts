/** The FreeCell course: every rule of the game, one small position at a time. */
import { CELLS_NOT_COLUMNS } from './allowed.ts';
import type { Course } from './types.ts';

export const freecellCourse: Course = {
  id: 'freecell',
  title: 'FreeCell',
  summary:
    'The board, the foundations, building down, free cells, empty columns, moving runs, and how a game ends.',
  variant: 'freecell',
  realDeal: 1,
  lessons: [
    {
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
    },
    {
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
            'A foundation takes the cards of its suit in order, Ace first and King last. The spades foundation needs the J♠, then the Q♠, then the K♠. ' +
            'The K♠ lies on the Q♠: move it out of the way for a moment. Send all three spades home.',
          nudge: 'The J♠ can go home now. The K♠ can wait in a free cell or an empty column.',
          board: `
            Foundations: H-K C-K D-K S-T
            : QS KS
            : JS`,
          goal: { kind: 'win' },
          par: 4,
          knobs: ['foundationDirection', 'foundationBase'],
          claims: [{ kind: 'parks', card: 'K♠', words: 'in a free cell or an empty column' }],
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
          knobs: ['foundationDirection', 'foundationBase'],
        },
        {
          kind: 'play',
          id: 'stays-home',
          title: 'Home for good',
          variant: 'freecell',
          text:
            'A card on a foundation stays there: it never comes back into play. So send a card home only when no card still needs it. ' +
            'The 9♥ could go home now, but the 8♠ needs it: the 8♠ covers the 7♦. Put the 8♠ on the 9♥, then send the 7♦ home.',
          nudge: 'Keep the 9♥ in play: the 8♠ can go on it.',
          board: `
            Foundations: C-K D-6 H-8 S-6
            Freecells: KH KD KS QS
            : 7D 8S
            : JH 9H
            : QD TH
            : 7S JS
            : QH 9S
            : 8D TS
            : 9D JD
            : TD`,
          goal: { kind: 'card-home', card: '7♦' },
          par: 2,
          // Cards home stay home; the cells are full and no column is empty, so the 8♠ needs the 9♥.
          knobs: ['foundationsRemovable', 'columns', 'cells', 'buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'autoplay',
          title: 'Cards that go home by themselves',
          variant: 'freecell',
          text:
            'In the game, a card goes home by itself (autoplay) when it is safe there: no card still in play could go on it. ' +
            'The 9♦ is safe, since both black 8s are home. The 10♥ is not: the 9♠ could still go on it, so autoplay leaves it. Send the 9♦ home, as autoplay would, then put the 9♠ on the 10♥.',
          nudge: 'The 9♦ is safe: send it home.',
          board: `
            Foundations: C-9 D-8 H-9 S-8
            : 9S 9D
            : KH TH
            : KC QC JC TC
            : TD KD QD JD
            : KS QS JS TS
            : QH JH`,
          goal: { kind: 'card-to-column', card: '9♠', column: 1, top: true },
          par: 2,
          knobs: ['foundationDirection', 'foundationBase', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
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
          knobs: ['buildDirection', 'buildPolicy'],
        },
        {
          kind: 'play',
          id: 'build-a-run',
          title: 'Build a run',
          variant: 'freecell',
          text:
            'Cards built in order make a run. Build the Q♠, the J♥ and the 10♣ into one run in column 1. ' +
            'The K♣ is in the way of the J♥: park it first.',
          nudge:
            'Park the K♣ (in a free cell or an empty column), then build the J♥ on the Q♠ and the 10♣ on the J♥.',
          board: `
            Foundations: C-9 D-K H-T S-J
            : KS QS
            : QH JH KC
            : KH QC JC TC`,
          goal: { kind: 'run-moved', card: 'Q♠', column: 0, length: 3 },
          par: 3,
          knobs: ['buildDirection', 'buildPolicy'],
          claims: [{ kind: 'parks', card: 'K♣', words: 'in a free cell or an empty column' }],
        },
      ],
    },
    {
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
          allowed: CELLS_NOT_COLUMNS,
          // The J♠'s cell takes a King next: cells are used again.
          knobs: ['cells', 'cellStay', 'buildDirection', 'buildPolicy'],
        },
      ],
    },
    {
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
          nudge: 'Column 3 holds a run, the J♦ and the 10♠: move it onto a black Queen.',
          board: `
            Foundations: C-9 D-9 H-9 S-9
            : KC QH
            : KD QS
            : JD TS
            : QC JH
            : KS TD
            : JC TH
            : QD JS
            : KH TC`,
          goal: { kind: 'empty-column', column: 2 },
          par: 1,
          // Eight full columns; free cells to go to; a run of two that moves as one.
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
          // The K♠ and the Q♦ are a run (alternate colours) led by a King.
          knobs: ['emptyColumns', 'sequenceMove', 'buildDirection', 'buildPolicy'],
          knobValues: {
            emptyColumns: ['any', 'kings'],
            sequenceMove: ['standard', 'cells-plus-one', 'unlimited'],
          },
        },
      ],
    },
    {
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
            'A run moves as one unit only if it is short enough: at most (free cells + 1) × 2^(empty columns) cards, counting what is empty now. ' +
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
          knobs: ['columns', 'cells', 'sequenceMove', 'emptyColumns', 'buildDirection', 'buildPolicy'],
          knobValues: { emptyColumns: ['any', 'kings'] },
          claims: [{ kind: 'cell-adds-one' }, { kind: 'column-doubles' }],
        },
      ],
    },
    {
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
    },
    {
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
    },
  ],
};
