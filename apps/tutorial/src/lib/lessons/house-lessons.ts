/**
 * Lessons for rules the catalogue courses do not teach, for house-rules courses (house-course.ts):
 * building by suit or in any suit, foundations that start where the first card says or give cards
 * back, runs of any length or one card at a time, empty columns that take nothing or only Kings,
 * cards dealt into the free cells, fewer free cells, cells that close once used. A step is drawn
 * into the course of any rules whose knobs hold for it (its `knobs` and `knobValues`); lessons.test.ts
 * checks each under its own rules like every other step.
 *
 * Steps whose rules no catalogue variant has name house-rules strings (HOUSE_RULES below).
 */
import type { RulesSpec } from '@cascade/core';
import { CELLS_NOT_COLUMNS } from './allowed.ts';
import type { Allowed, HouseRulesCode, Lesson } from './types.ts';

/**
 * FreeCell with one knob changed, as house-rules strings; lessons.test.ts decodes each and checks
 * that it differs from FreeCell in exactly the knob named here.
 */
export const HOUSE_RULES = {
  /** buildPolicy: 'any-suit' */
  anySuit: 'h1.iBgQAA00',
  /** foundationsRemovable: true */
  removable: 'h1.iBgACAzU',
  /** sequenceMove: 'one-card' */
  oneCard: 'h1.iBgBAAzL',
  /** emptyColumns: 'none' */
  noEmptyColumns: 'h1.iBgEAAzg',
} as const satisfies Record<string, HouseRulesCode>;

/** What HOUSE_RULES hold, knob by knob (checked against the strings by lessons.test.ts). */
export const HOUSE_RULES_CHANGES = {
  anySuit: { buildPolicy: 'any-suit' },
  removable: { foundationsRemovable: true },
  oneCard: { sequenceMove: 'one-card' },
  noEmptyColumns: { emptyColumns: 'none' },
} as const satisfies Record<keyof typeof HOUSE_RULES, Partial<RulesSpec>>;

/** Steps about empty columns keep the free cells out of it. */
const COLUMNS_NOT_CELLS: Allowed = {
  moves: ['#_', '##', '*h'],
  why: 'This step is about empty columns: leave the free cells out of it.',
};

export const HOUSE_LESSONS: readonly Lesson[] = [
  {
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
  },
  {
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
  },
  {
    id: 'first-card',
    title: 'The first card sets the base',
    summary: 'Foundations start from whatever rank goes home first, and go round the corner.',
    steps: [
      {
        kind: 'play',
        id: 'first-card-home',
        title: 'Any rank can start',
        variant: 'selective-traditional',
        text:
          'No card is home yet. Under these rules the first card sent home, whatever its rank, sets the base of all four foundations, and each suit builds up from that rank. ' +
          'Send the 7♦ home, and the 7♠ can follow: the spades start at 7 too.',
        nudge: 'The 7♦ is on top of column 8, and any card can go home first.',
        board: `
          : JD KD 2S 4C 3S 6D 6S
          : 2D KC KS 5C TD 8S 9C
          : 9H 9S 9D TS 4S 8D 2H
          : JC 5S QD QH TH QS 6H
          : 5D AD JS 4H 8H 6C
          : 7H QC AS AC 2C 3D
          : 7C KH AH 4D JH 8C
          : 5H 3H 3C TC 7S 7D`,
        goal: { kind: 'card-home', card: '7♠' },
        par: 2,
        knobs: ['foundationBase', 'foundationDirection'],
      },
      {
        kind: 'play',
        id: 'round-the-corner',
        title: 'Round the corner',
        variant: 'selective-traditional',
        text:
          'Here the first card home was a 4, so every foundation runs 4, 5 … Q, K and then round the corner: A, 2, 3. ' +
          'Clubs, diamonds and hearts are done. Finish the spades: the K♠, then the A♠, the 2♠ and the 3♠.',
        nudge: 'After the Q♠ comes the K♠, and after the K♠ the A♠.',
        board: `
          Base: 4
          Foundations: C-3 D-3 H-3 S-Q
          : AS KS
          : 3S 2S`,
        goal: { kind: 'win' },
        par: 4,
        knobs: ['foundationBase', 'foundationDirection'],
      },
    ],
  },
  {
    id: 'removable',
    title: 'Back from the foundations',
    summary: "A foundation's top card may come back into play.",
    steps: [
      {
        kind: 'play',
        id: 'take-it-back',
        title: 'Take a card back',
        variant: HOUSE_RULES.removable,
        text:
          'Under these rules a card on a foundation is not gone for good: the top card of a foundation may come back onto a column, where it can take a card. ' +
          'The 7♣ covers the 6♣, and no 8 in the columns can take it. Bring the 8♦ back onto the 9♣, put the 7♣ on it, and send the 6♣ home.',
        nudge: 'Move the 8♦ from its foundation onto the 9♣.',
        board: `
          Foundations: C-5 D-8 H-K S-K
          Freecells: KC QC KD QD
          : 6C 7C
          : TD 9C
          : JC 9D
          : 8C JD
          : TC`,
        goal: { kind: 'card-home', card: '6♣' },
        par: 3,
        allowed: {
          moves: ['h#', '##', '*h'],
          why: 'This step is about the foundations: leave the empty columns out of it.',
        },
        knobs: ['foundationsRemovable', 'buildDirection', 'buildPolicy'],
        knobValues: { buildPolicy: ['alternate-color', 'any-suit'] },
      },
    ],
  },
  {
    id: 'by-suit',
    title: 'Building by suit',
    summary: 'A card goes on one rank higher of the same suit.',
    steps: [
      {
        kind: 'play',
        id: 'same-suit',
        title: 'Same suit, one rank down',
        variant: 'bakers-game',
        text:
          'Under these rules the columns build down by suit: a card goes on the card one rank higher of the same suit, like the 9♦ on the 10♦. ' +
          'Move the 9♦ onto the 10♦. (Try the 10♣ too: a different suit will not take it.)',
        nudge: 'The 9♦ and the 10♦ are the same suit, one rank apart.',
        board: `
          Foundations: C-9 D-7 H-K S-K
          : KC QC JC TC
          : KD QD JD TD
          : 8D 9D`,
        goal: { kind: 'card-to-column', card: '9♦', column: 1, top: true },
        par: 1,
        knobs: ['buildDirection', 'buildPolicy'],
      },
      {
        kind: 'play',
        id: 'suited-runs',
        title: 'Runs of one suit',
        variant: 'bakers-game',
        text:
          'A run is built of one suit, so it moves onto a card of its own suit only. The 5♣ lies under the run from the Q♦. ' +
          'Move that run onto the K♦ and send the 5♣ home.',
        nudge: 'The run from the Q♦ goes on the K♦, not on the K♠.',
        board: `
          Foundations: C-4 D-9 H-K S-Q
          : 5C QD JD TD
          : KS
          : KD
          : KC QC JC TC 9C 8C 7C 6C`,
        goal: { kind: 'card-home', card: '5♣' },
        par: 2,
        knobs: ['buildDirection', 'buildPolicy'],
      },
    ],
  },
  {
    id: 'any-suit',
    title: 'Building in any suit',
    summary: 'A card goes on any card one rank higher.',
    steps: [
      {
        kind: 'play',
        id: 'any-suit',
        title: 'Any suit will do',
        variant: HOUSE_RULES.anySuit,
        text:
          'Under these rules the columns build down in any suit: a card goes on any card one rank higher, whatever its suit or colour. ' +
          'Move the 9♠ onto the 10♣: black on black is fine here.',
        nudge: 'The 9♠ is one rank below the 10♣, and the suit does not matter.',
        board: `
          Foundations: C-9 D-K H-K S-8
          : KC QC JC TC
          : KS QS JS TS
          : 9S`,
        goal: { kind: 'card-to-column', card: '9♠', column: 0, top: true },
        par: 1,
        knobs: ['buildDirection', 'buildPolicy'],
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
    id: 'run-rules',
    title: 'How far runs move',
    summary: 'Runs of any length, runs up to free cells + 1, or one card at a time.',
    steps: [
      {
        kind: 'play',
        id: 'any-length',
        title: 'Runs of any length',
        variant: 'relaxed-freecell',
        text:
          'Under these rules a run of any length moves as one unit, however full the free cells and columns are. ' +
          'Every cell and column is taken here: move the run of six from the Q♥ onto the K♠ all the same.',
        nudge: 'Pick up the Q♥: the whole run below it comes along.',
        board: `
          Foundations: C-Q D-T H-7 S-6
          Freecells: KC KD KH QS
          : QH JS TH 9S 8H 7S
          : QD
          : 9H
          : JH
          : 8S
          : TS
          : KS
          : JD`,
        goal: { kind: 'run-moved', card: 'Q♥', column: 6, length: 6 },
        par: 1,
        knobs: ['sequenceMove', 'buildDirection', 'buildPolicy'],
      },
      {
        kind: 'play',
        id: 'cells-plus-one',
        title: 'Empty columns do not double it',
        variant: 'forecell',
        showLimit: true,
        text:
          'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
          'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♥ onto the Q♠.',
        nudge: 'Free a cell first: the 9♣ can go home.',
        board: `
          Foundations: C-8 D-8 H-T S-9
          Freecells: 9C KH KD -
          : KS QS
          : JH TS 9D
          : KC QD JC TD
          : QC JS
          : TC JD
          : QH`,
        goal: { kind: 'run-moved', card: 'J♥', column: 0, length: 3 },
        par: 2,
        knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
      },
      {
        kind: 'play',
        id: 'cells-plus-one-by-suit',
        title: 'Empty columns do not double it',
        variant: 'seahaven-towers',
        showLimit: true,
        text:
          'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
          'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♠ onto the Q♠.',
        nudge: 'Free a cell first: the 9♦ can go home.',
        board: `
          Foundations: C-K D-8 H-K S-8
          Freecells: 9D KD QD -
          : KS QS
          : JS TS 9S
          : JD TD`,
        goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 3 },
        par: 2,
        knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
      },
      {
        kind: 'play',
        id: 'eight-cells-plus-one',
        title: 'Empty columns do not double it',
        variant: 'eight-off',
        showLimit: true,
        text:
          'Under these rules a run moves as one unit only up to free cells + 1 cards, and empty columns do not double that. ' +
          'With one free cell the limit is 2, however many columns are empty. Move the run of three from the J♠ onto the Q♠.',
        nudge: 'Free a cell first: the 9♦ can go home.',
        board: `
          Foundations: C-K D-8 H-9 S-8
          Freecells: 9D KD QD TH JH QH KH -
          : KS QS
          : JS TS 9S
          : JD TD`,
        goal: { kind: 'run-moved', card: 'J♠', column: 0, length: 3 },
        par: 2,
        knobs: ['sequenceMove', 'cells', 'buildDirection', 'buildPolicy'],
      },
      {
        kind: 'play',
        id: 'one-card',
        title: 'One card at a time',
        variant: HOUSE_RULES.oneCard,
        text:
          'Under these rules only one card moves at a time: a run never moves as one unit, it is taken apart card by card. ' +
          'The 9♦ lies under the run from the Q♥: take the run apart and send the 9♦ home.',
        nudge: 'Move the 10♦ first, then the J♠, then the Q♥: each on its own.',
        board: `
          Foundations: C-K D-8 H-T S-9
          : KS
          : 9D QH JS TD
          : KD QS JD TS
          : KH QD JH`,
        goal: { kind: 'card-home', card: '9♦' },
        par: 4,
        knobs: ['sequenceMove', 'buildDirection', 'buildPolicy'],
      },
    ],
  },
  {
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
  },
];
