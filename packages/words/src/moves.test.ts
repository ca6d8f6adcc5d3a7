import {
  FREECELL_RULES,
  legalMoves,
  parseLayout,
  Position,
  unwrap,
  type Move,
  type Pile,
  type RulesSpec,
} from '@cascade/core';
import { describe, expect, test } from 'vitest';
import {
  describeMove,
  lessonMove,
  lostText,
  movesStillOpen,
  noMoveSentence,
  pickedUp,
  redoneSentence,
  spokenDestinations,
  spokenMove,
  undoneSentence,
  wentHome,
} from './moves.ts';
import { pileLabel, pileName } from './phrases.ts';

const col = (index: number): Pile => ({ kind: 'column', index });
const cell = (index: number): Pile => ({ kind: 'cell', index });
const home = (index: number): Pile => ({ kind: 'foundation', index });
const move = (from: Pile, to: Pile, count = 1): Move => ({ from, to, count });

const position = (text: string, rules: Partial<RulesSpec> = {}): Position =>
  unwrap(Position.fromSetup(unwrap(parseLayout(text)), { ...FREECELL_RULES, ...rules }));

/** Eight cells (four dealt), runs, an empty column, removable foundations. */
const EIGHT = position(
  `Foundations: H-5 C-6 D-6 S-5
Freecells: 6H 7C 7D - - - - 8C
: KS QH JS TH 9S 8H 7S
: KH QS JH TS 9H 8S 7H 6S
: KD QC JD TC 9D
: KC QD JC TD 9C 8D
:
`,
  { cells: 8, prefilledCells: 4, foundationsRemovable: true },
);

describe('a move for reading, and as the game and the tutorial say it', () => {
  // [move, describeMove, spokenMove, lessonMove]
  const CASES: [Move, string, string, string][] = [
    [
      move(col(1), col(2)),
      'Move the 6♠ from column 2 onto the 9♦ in column 3',
      '6 of spades to column 3',
      'The 6♠ onto the 9♦ in column 3',
    ],
    [
      move(col(0), col(4), 3),
      'Move the run of 3 cards (9♠ to 7♠) from column 1 to the empty column 5',
      '9 of spades and 2 more cards to column 5',
      'The run from the 9♠ (3 cards) to the empty column 5',
    ],
    [
      move(cell(0), home(2)),
      'Move the 6♥ from free cell 1 to the hearts foundation',
      '6 of hearts to the hearts foundation',
      'The 6♥ home',
    ],
    [
      // A card played back from a foundation is the foundation's top card.
      move(home(3), col(1)),
      'Move the 5♠ from the spades foundation onto the 6♠ in column 2',
      '5 of spades to column 2',
      'The 5♠ onto the 6♠ in column 2',
    ],
    [
      move(col(2), cell(3)),
      'Move the 9♦ from column 3 to free cell 4',
      '9 of diamonds to free cell 4',
      'The 9♦ to free cell 4',
    ],
    [
      move(cell(4), col(4)),
      'Move a card from free cell 5 to the empty column 5',
      'A card to column 5',
      'A card to the empty column 5',
    ],
  ];
  test.each(CASES)('%j', (m, described, spoken, lesson) => {
    expect(describeMove(m, EIGHT)).toBe(described);
    expect(spokenMove(m, EIGHT)).toBe(spoken);
    expect(lessonMove(m, EIGHT)).toBe(lesson);
  });
});

describe('the moves left in a game that goes on', () => {
  test('one move, or a few named and the count of the rest', () => {
    const one = [move(col(1), col(2))];
    expect(movesStillOpen(one, EIGHT)).toBe('1 move is still open: the 6♠ onto the 9♦ in column 3');
    const five = legalMoves(EIGHT).slice(0, 5);
    const said = movesStillOpen(five, EIGHT);
    expect(said).toMatch(/^5 moves are still open: the [^,]+, the [^,]+, the .+ and 2 more$/);
    expect(said).toContain(
      lessonMove(five[0] as Move, EIGHT)
        .toLowerCase()
        .slice(0, 8),
    );
    expect(movesStillOpen(five.slice(0, 2), EIGHT, 1)).toMatch(/^2 moves are still open: the .+ and 1 more$/);
    expect(movesStillOpen([], EIGHT)).toBe('0 moves are still open');
  });
});

describe('what the live region says around moves', () => {
  test('a pick: the cards, and where they may go (free cells together)', () => {
    const p = position('Foundations: H-J C-K D-Q S-J\n: KS QH\n: KH QS\n: KD\n:\n', { columns: 4 });
    const from = col(1);
    const moves = legalMoves(p).filter((m) => m.from.kind === 'column' && m.from.index === 1);
    // One card picked exactly (the session passes the moves of that count), then the whole run.
    const single = moves.filter((m) => m.count === 1);
    expect(pickedUp(from, 1, single, p)).toBe(
      'Queen of spades picked up: it can go to the spades foundation, column 3, column 4 or a free cell.',
    );
    expect(pickedUp(from, 2, moves, p)).toBe(
      'King of hearts and 1 more card picked up: they can go to column 4; fewer cards can go to the spades foundation, column 3, column 4 or a free cell.',
    );
    expect(pickedUp(col(0), 1, [], p)).toBe('Queen of hearts picked up: it cannot move anywhere now.');
    // The top card picked alone (a click): alone where it fits, its run where only that fits.
    const onto = position('Foundations: H-T C-K D-Q S-J\n: KS QH\n: KH QS JH\n: KD\n:\n', { columns: 4 });
    const top = legalMoves(onto).filter(
      (m) => m.from.kind === 'column' && m.from.index === 1 && (m.count === 1 || m.to.index === 2),
    );
    expect(pickedUp(from, 1, top, onto)).toBe(
      'Jack of hearts picked up: it can go to the hearts foundation, column 4 or a free cell; with the cards under it, to column 3.',
    );
  });

  test('destinations: each pile once, one free cell by name, several as "a free cell"', () => {
    expect(spokenDestinations([move(col(0), cell(2))])).toBe('free cell 3');
    expect(spokenDestinations([move(col(0), col(3)), move(col(0), col(3), 2), move(col(0), home(1))])).toBe(
      'column 4 or the diamonds foundation',
    );
    expect(spokenDestinations([])).toBe('');
  });

  test('undo, redo, autoplay and a pile with nothing to play', () => {
    const m = move(col(1), col(2));
    expect(undoneSentence(m, EIGHT)).toBe('Undone: 6 of spades back to column 2.');
    expect(redoneSentence(m, EIGHT)).toBe('Redone: 6 of spades to column 3.');
    expect(undoneSentence(undefined, EIGHT)).toBe('Undone.');
    // Which cards went home (card = rank·4 + suit, suits C D H S; rank 0 is the Ace).
    expect(wentHome([3])).toBe('Ace of spades went home.');
    expect(wentHome([3, 7, 2])).toBe('Ace of spades, 2 of spades and Ace of hearts went home.');
    expect(wentHome([3, 7, 2, 6, 11, 10, 1])).toBe(
      '7 cards went home: Ace of spades, 2 of spades, Ace of hearts and 4 more.',
    );
    expect(noMoveSentence(27, false)).toBe('The 7♠ has no legal move.');
    expect(noMoveSentence(27, true)).toBe('The 7♠ has no move here.');
    expect(noMoveSentence(undefined, false)).toBe('That card has no move.');
    expect(noMoveSentence(undefined, true)).toBe('That card has no move here.');
  });
});

test('pileLabel names a pile as the board labels it', () => {
  expect(pileLabel({ kind: 'column', index: 2 })).toBe('Column 3');
  expect(pileLabel({ kind: 'cell', index: 0 })).toBe('Free cell 1');
  expect(pileLabel({ kind: 'foundation', index: 2 })).toBe('Hearts foundation');
  expect(pileName({ kind: 'foundation', index: 2 })).toBe('the hearts foundation');
});

test('lostText says why core calls a game lost: a card stuck in its cell, or no move left', () => {
  const ephemeral = { ...FREECELL_RULES, cellStay: 'next-move' as const };
  const stuck = unwrap(
    Position.fromSetup(
      unwrap(parseLayout('Foundations: H-Q C-K D-K S-Q\nFreecells: KS - - -\n: KH\n')),
      ephemeral,
    ),
  );
  expect(lostText(unwrap(Position.fromSetup({ ...stuck.toSetup(), pendingCell: 0 }, ephemeral)))).toBe(
    'Lost at once: the K♠ went into a free cell and no move can take it out again.',
  );
  expect(lostText(stuck)).toBe('No legal move is left: the game is lost.');
});
