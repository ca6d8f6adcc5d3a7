import {
  cardOf,
  deal,
  FREECELL_RULES,
  moveError,
  MOVE_ERRORS,
  NOTATION_ERRORS,
  parseLayout,
  parseMove,
  Position,
  replay,
  unwrap,
  type MoveError,
  type NotationError,
  type RulesSpec,
  type RunLimitBreakdown,
} from '@cascade/core';
import { gameArb, oTriples, stateOf } from '@cascade/core/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moveErrorText, notationErrorText, replayErrorLine, replayErrorText } from './errors.ts';

const col = (index: number) => ({ kind: 'column', index }) as const;
const cell = (index: number) => ({ kind: 'cell', index }) as const;
const limit = (b: Partial<RunLimitBreakdown>): RunLimitBreakdown => ({
  rule: 'standard',
  emptyColumnRule: 'any',
  freeCells: 0,
  emptyColumns: 0,
  toEmptyColumn: false,
  doubles: true,
  counted: 0,
  limit: 1,
  ...b,
});

/** Every code, and every variant of a code, with the sentence it gets. */
const MOVE_SENTENCES: [MoveError, string][] = [
  [
    { code: 'move/malformed', fault: 'bad-kind', role: 'destination', got: '"tableau"' },
    'the move\'s destination must be a column, cell or foundation, got "tableau"',
  ],
  [
    { code: 'move/malformed', fault: 'not-a-move', got: 'a list' },
    'a move must be an object with from, to and count, got a list',
  ],
  [
    { code: 'move/malformed', fault: 'not-a-pile', role: 'source', got: 'nothing' },
    "the move's source must be a pile, got nothing",
  ],
  [
    { code: 'move/malformed', fault: 'bad-index', role: 'destination', got: '"1"' },
    'the move\'s destination needs a number as its index, got "1"',
  ],
  [{ code: 'move/malformed', fault: 'bad-count', got: '"1"' }, 'a move\'s count must be a number, got "1"'],
  [{ code: MOVE_ERRORS.badPile, pile: col(8) }, 'there is no column 9 in this game'],
  [{ code: MOVE_ERRORS.badPile, pile: cell(4) }, 'there is no free cell 5 in this game'],
  // Found by the property test below: it said "there is no the ? foundation".
  [
    { code: MOVE_ERRORS.badPile, pile: { kind: 'foundation', index: 4 } },
    'there is no foundation 5 in this game',
  ],
  [{ code: MOVE_ERRORS.samePile }, 'a card cannot move onto its own pile'],
  [
    { code: MOVE_ERRORS.badCount, reason: 'not-a-count', count: 0, pile: col(0), available: 6 },
    'cannot move 0 cards',
  ],
  [
    { code: MOVE_ERRORS.badCount, reason: 'runs-only', count: 2, pile: col(0), available: 6 },
    'only the top card can go there: cards move together only from a column onto a column',
  ],
  [
    { code: MOVE_ERRORS.badCount, reason: 'too-few', count: 8, pile: col(2), available: 7 },
    'column 3 has only 7 cards',
  ],
  [{ code: MOVE_ERRORS.empty, pile: col(5) }, 'column 6 is empty'],
  [{ code: MOVE_ERRORS.empty, pile: cell(3) }, 'free cell 4 is empty'],
  [
    { code: MOVE_ERRORS.cellToCell },
    'a card in a free cell moves only to a column or a foundation, never to another cell',
  ],
  [
    { code: MOVE_ERRORS.foundationFixed, removable: false },
    'a card on a foundation never comes back in this game',
  ],
  [
    { code: MOVE_ERRORS.foundationFixed, removable: true },
    'a foundation card may only come back onto a column',
  ],
  [
    { code: MOVE_ERRORS.mustLeave, card: cardOf(7, 1), cell: 0 },
    'the 7♦ went into free cell 1 last move, so it must leave it now, to a column or a foundation',
  ],
  [
    { code: MOVE_ERRORS.notARun, pile: col(0), count: 2, run: 1 },
    'the top 2 cards of column 1 do not move together: they are not in sequence (only the top card moves)',
  ],
  [
    { code: MOVE_ERRORS.notARun, pile: col(0), count: 4, run: 3 },
    'the top 4 cards of column 1 do not move together: they are not in sequence (only the top 3 move as a run)',
  ],
  [
    { code: MOVE_ERRORS.foundation, problem: 'wrong-suit', card: cardOf(7, 3), suit: 3, needed: null },
    'the 7♠ belongs on the spades foundation',
  ],
  [
    { code: MOVE_ERRORS.foundation, problem: 'complete', card: cardOf(13, 2), suit: 2, needed: null },
    'the hearts foundation is complete',
  ],
  [
    {
      code: MOVE_ERRORS.foundation,
      problem: 'not-next',
      card: cardOf(1, 2),
      suit: 2,
      needed: cardOf(13, 2),
    },
    'the A♥ cannot go home yet: the hearts foundation needs the K♥ next',
  ],
  [
    { code: MOVE_ERRORS.cellClosed, pile: cell(0) },
    'free cell 1 has closed: each free cell can be used only once',
  ],
  [{ code: MOVE_ERRORS.cellOccupied, pile: cell(0) }, 'free cell 1 is already taken'],
  [
    { code: MOVE_ERRORS.selective, card: cardOf(7, 3), blocker: cardOf(7, 1), column: 2 },
    'the 7♠ cannot go to a free cell while another column shows a card of the same rank (the 7♦ in column 3)',
  ],
  [{ code: MOVE_ERRORS.emptyColumnNone }, 'an empty column cannot be filled in this game'],
  [
    { code: MOVE_ERRORS.emptyColumnKings, rank: 13 },
    'only a King or a run led by a King may fill an empty column',
  ],
  // Building up, an Ace leads a run: "an Ace", never "a Ace".
  [
    { code: MOVE_ERRORS.emptyColumnKings, rank: 1 },
    'only an Ace or a run led by an Ace may fill an empty column',
  ],
  [
    {
      code: MOVE_ERRORS.build,
      card: cardOf(6, 3),
      onto: cardOf(9, 0),
      direction: 'down',
      policy: 'alternate-color',
      wanted: { rank: 7, color: 'red', suit: null },
    },
    'the 6♠ cannot go on the 9♣: it goes on a red 7 (build down, of the other colour)',
  ],
  [
    {
      code: MOVE_ERRORS.build,
      card: cardOf(7, 2),
      onto: cardOf(10, 2),
      direction: 'down',
      policy: 'same-suit',
      wanted: { rank: 8, color: null, suit: 2 },
    },
    'the 7♥ cannot go on the 10♥: it goes on the 8♥ (build down, of the same suit)',
  ],
  [
    {
      code: MOVE_ERRORS.build,
      card: cardOf(13, 0),
      onto: cardOf(5, 1),
      direction: 'down',
      policy: 'any-suit',
      wanted: { rank: null, color: null, suit: null },
    },
    'the K♣ cannot go on the 5♦ or on any other card: columns build down, and no card ranks above a King',
  ],
  [
    { code: MOVE_ERRORS.tooMany, count: 6, breakdown: limit({ emptyColumns: 2, counted: 2, limit: 4 }) },
    'a run of 6 cards is too long: at most 4 can move now, (free cells + 1) × 2^(empty columns) = (0 + 1) × 2^2',
  ],
  [
    {
      code: MOVE_ERRORS.tooMany,
      count: 3,
      breakdown: limit({ emptyColumns: 2, toEmptyColumn: true, counted: 1, limit: 2 }),
    },
    'a run of 3 cards is too long: at most 2 can move now, (free cells + 1) × 2^(empty columns) = (0 + 1) × 2^1, not counting the empty column it moves to',
  ],
  [
    {
      code: MOVE_ERRORS.tooMany,
      count: 6,
      breakdown: limit({ emptyColumnRule: 'none', doubles: false, freeCells: 4, emptyColumns: 3, limit: 5 }),
    },
    'a run of 6 cards is too long: at most 5 can move now, (free cells + 1) × 2^(empty columns) = (4 + 1) × 2^0, and empty columns do not count because nothing may enter them',
  ],
  [
    {
      code: MOVE_ERRORS.tooMany,
      count: 5,
      breakdown: limit({ rule: 'cells-plus-one', doubles: false, freeCells: 3, emptyColumns: 3, limit: 4 }),
    },
    'a run of 5 cards is too long: at most 4 can move now, free cells + 1 = 3 + 1; empty columns do not double it in this game',
  ],
  [
    { code: MOVE_ERRORS.notExpandable, why: 'space', step: null },
    'this run moves as one unit by rule, but cannot be played card by card here: there is not enough free space',
  ],
  [
    { code: MOVE_ERRORS.notExpandable, why: 'single-use', step: null },
    'this run moves as one unit by rule, but cannot be played card by card here: single-use free cells would close on the way, which the run moved as one unit does not do',
  ],
  [
    { code: MOVE_ERRORS.notExpandable, why: 'step', step: { code: MOVE_ERRORS.emptyColumnKings, rank: 13 } },
    'this run moves as one unit by rule, but cannot be played card by card here: only a King or a run led by a King may fill an empty column',
  ],
];

describe('moveErrorText', () => {
  test.each(MOVE_SENTENCES)('%j', (e, text) => {
    expect(moveErrorText(e)).toBe(text);
  });

  test('every move code has a sentence above', () => {
    const said = new Set(MOVE_SENTENCES.map(([e]) => e.code));
    expect([...said].sort()).toEqual(Object.values(MOVE_ERRORS).sort());
  });

  test('from core: the refusal of a real move', () => {
    const p = unwrap(deal(FREECELL_RULES, 1));
    const e = moveError(p, unwrap(parseMove('12', p)));
    expect(e && moveErrorText(e)).toBe(
      'the 6♠ cannot go on the 9♣: it goes on a red 7 (build down, of the other colour)',
    );
  });

  test('every refusal core gives on random games says something', () => {
    // Random rules, deals and play; every (from, to, count) core refuses gets a clause in words.
    fc.assert(
      fc.property(gameArb(), ({ positions }) => {
        for (const p of positions.slice(-3)) {
          for (const m of oTriples(stateOf(p), true)) {
            const e = moveError(p, m);
            if (e === null) continue;
            const text = moveErrorText(e);
            if (!/^[a-z]/.test(text) || /undefined|NaN|\?|\[object/.test(text))
              throw new Error(`${JSON.stringify(e)} is said "${text}"`);
          }
        }
      }),
      { seed: 0x5eed, numRuns: 60 },
    );
  });
});

const NOTATION_SENTENCES: [NotationError, string][] = [
  [
    { code: NOTATION_ERRORS.syntax, token: '3z' },
    '"3z" is not a move: write the source then the destination, like 38, 3a, a3, 3h or 15v3',
  ],
  [
    { code: NOTATION_ERRORS.badSource, token: '99', pile: '9', problem: 'no-column' },
    'there is no column 9 in this game',
  ],
  [
    { code: NOTATION_ERRORS.badDestination, token: '10', pile: '0', problem: 'no-column' },
    'there is no column 10 in this game',
  ],
  [
    { code: NOTATION_ERRORS.badDestination, token: '3K', pile: 'K', problem: 'no-cell' },
    'there is no free cell k in this game',
  ],
  [
    { code: NOTATION_ERRORS.badSource, token: 'h3', pile: 'h', problem: 'foundation-suit' },
    'a foundation as the source needs its suit, like hS3',
  ],
  [
    { code: NOTATION_ERRORS.badCount, token: '15v0' },
    '"15v0": a count (v…) belongs only to a run moved between columns, and is at least 1',
  ],
];

describe('notationErrorText and replayErrorText', () => {
  test.each(NOTATION_SENTENCES)('%j', (e, text) => {
    expect(notationErrorText(e)).toBe(text);
  });

  test('a replayed line: an unreadable token, then an illegal move', () => {
    const four = unwrap(deal(FREECELL_RULES, 1));
    const unreadable = replay(four, '1a zz');
    expect(!unreadable.ok && replayErrorText(unreadable.error)).toBe(
      '"zz" is not a move: write the source then the destination, like 38, 3a, a3, 3h or 15v3',
    );
    const taken = replay(four, '1a 1b\n1c 1d 1a 38');
    expect(!taken.ok && replayErrorText(taken.error)).toBe('free cell 1 is already taken');
  });

  test('a token is quoted safely: a bidi override or a terminal escape is shown escaped, a long one cut', () => {
    const four = unwrap(deal(FREECELL_RULES, 1));
    const bidi = replay(four, '5a\u202e');
    expect(!bidi.ok && replayErrorLine(bidi.error)).toBe(
      'move 1 (5a\\u202e): "5a\\u202e" is not a move: write the source then the destination, like 38, 3a, a3, 3h or 15v3',
    );
    const long = replay(four, `\u001b]0;${'x'.repeat(100)}`);
    expect(!long.ok && replayErrorText(long.error)).toMatch(/^"\\u001b]0;x{20}…" is not a move/);
  });

  test('a board under other rules: the same facts, said the same way', () => {
    const rules: RulesSpec = { ...FREECELL_RULES, cellStay: 'single-use' };
    const p = unwrap(
      Position.fromSetup(unwrap(parseLayout('Foundations: H-Q C-K D-K S-K\nFreecells: #\n: KH')), rules),
    );
    const e = moveError(p, { from: col(0), to: cell(0), count: 1 });
    expect(e && moveErrorText(e)).toBe('free cell 1 has closed: each free cell can be used only once');
  });
});
