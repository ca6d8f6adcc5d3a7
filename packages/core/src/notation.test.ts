import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
  CELL_LETTERS,
  describeMove,
  formatMove,
  formatMoves,
  gameStatus,
  MOVE_ERRORS,
  moveTokens,
  NOTATION_ERRORS,
  parseMove,
  replay,
  replayMoves,
  unwrap,
  type Move,
  type Position,
} from './index.ts';
import { dealOf, fcParams, mulberry32, pos, randomPlay, rulesOf } from '../test/helpers/positions.ts';

// Some tests here take a second or more; under load (other suites running) that can pass the default 5 s.
vi.setConfig({ testTimeout: 120_000 });

const col = (index: number) => ({ kind: 'column', index }) as const;
const cell = (index: number) => ({ kind: 'cell', index }) as const;
const home = (index: number) => ({ kind: 'foundation', index }) as const;

/** Eight cells (four dealt), runs, an empty column, removable foundations. */
const EIGHT = `Foundations: H-5 C-6 D-6 S-5
Freecells: 6H 7C 7D - - - - 8C
: KS QH JS TH 9S 8H 7S
: KH QS JH TS 9H 8S 7H 6S
: KD QC JD TC 9D
: KC QD JC TD 9C 8D
:
`;
const EIGHT_RULES = { cells: 8, prefilledCells: 4, foundationsRemovable: true } as const;

/** Ten columns: the tenth is written 0. */
const TEN = `Foundations: H-J C-K D-K S-Q
: KS
: KH
:
:
:
:
:
:
:
: QH
`;

describe('formatMove: every kind of move (golden)', () => {
  test('standard notation', async () => {
    const p = pos(EIGHT, EIGHT_RULES);
    const ten = pos(TEN, { columns: 10 });
    const cases: [string, Position, Move][] = [
      ['column to column', p, { from: col(1), to: col(2), count: 1 }],
      ['column to cell d', p, { from: col(0), to: cell(3), count: 1 }],
      ['cell to column', p, { from: cell(0), to: col(1), count: 1 }],
      ['column to foundation', p, { from: col(1), to: home(3), count: 1 }],
      ['cell to foundation', p, { from: cell(0), to: home(2), count: 1 }],
      ['cell k (the eighth)', p, { from: cell(7), to: col(4), count: 1 }],
      ['into cell k', p, { from: col(0), to: cell(7), count: 1 }],
      ['a run onto a card (no count)', p, { from: col(1), to: col(2), count: 3 }],
      ['one card into an empty column', p, { from: col(0), to: col(4), count: 1 }],
      ['a run of 3 into an empty column', p, { from: col(0), to: col(4), count: 3 }],
      ['a run of 10 into an empty column (hex)', p, { from: col(0), to: col(4), count: 10 }],
      ['a run of 16 into an empty column (hex)', p, { from: col(0), to: col(4), count: 16 }],
      ['a foundation card back onto a column', p, { from: home(3), to: col(1), count: 1 }],
      ['the tenth column as source', ten, { from: col(9), to: col(0), count: 1 }],
      ['the tenth column as destination', ten, { from: col(0), to: col(9), count: 1 }],
    ];
    const lines = cases.map(([name, q, m]) => `${formatMove(m, q).padEnd(6)} ${name}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../test/fixtures/notation/format-move.txt');
  });

  test('cell letters skip h, i and j', () => {
    expect(CELL_LETTERS).toBe('abcdefgk');
  });

  test('formatMoves: space-separated, ten a line; replay reads it back', () => {
    const start = dealOf(rulesOf(), 1);
    const { moves } = randomPlay(start, 23, mulberry32(5));
    expect(moves).toHaveLength(23);
    const text = formatMoves(start, moves);
    expect(text.split('\n').map((l) => (l === '' ? 0 : l.split(' ').length))).toEqual([10, 10, 3, 0]);
    expect(unwrap(replay(start, text)).moves).toEqual(moves);
    expect(formatMoves(start, [])).toBe('');
  });

  test('describeMove speaks to people', () => {
    const p = pos(EIGHT, EIGHT_RULES);
    expect(describeMove({ from: col(1), to: col(2), count: 1 }, p)).toBe(
      'Move the 6♠ from column 2 onto the 9♦ in column 3',
    );
    expect(describeMove({ from: col(0), to: col(4), count: 3 }, p)).toBe(
      'Move the run of 3 cards (9♠ to 7♠) from column 1 to the empty column 5',
    );
    expect(describeMove({ from: cell(0), to: home(2), count: 1 }, p)).toBe(
      'Move the 6♥ from free cell 1 to the hearts foundation',
    );
    expect(describeMove({ from: home(3), to: col(1), count: 1 }, p)).toBe(
      'Move the 5♠ from the spades foundation onto the 6♠ in column 2',
    );
  });
});

describe('parseMove', () => {
  const p = pos(EIGHT, EIGHT_RULES);
  const four = dealOf(rulesOf(), 1); // 8 columns, 4 cells

  test('reads every kind of move, the count from the position', () => {
    expect(unwrap(parseMove('23', p))).toEqual({ from: col(1), to: col(2), count: 3 }); // 8S 7H 6S onto the 9D
    expect(unwrap(parseMove('15', p))).toEqual({ from: col(0), to: col(4), count: 1 });
    expect(unwrap(parseMove('15v3', p))).toEqual({ from: col(0), to: col(4), count: 3 });
    expect(unwrap(parseMove('15vA', p))).toEqual({ from: col(0), to: col(4), count: 10 });
    expect(unwrap(parseMove('ah', p))).toEqual({ from: cell(0), to: home(2), count: 1 });
    expect(unwrap(parseMove('2h', p))).toEqual({ from: col(1), to: home(3), count: 1 });
    expect(unwrap(parseMove('k5', p))).toEqual({ from: cell(7), to: col(4), count: 1 });
    expect(unwrap(parseMove('hS2', p))).toEqual({ from: home(3), to: col(1), count: 1 });
    expect(unwrap(parseMove('h♠2', p))).toEqual({ from: home(3), to: col(1), count: 1 });
    expect(unwrap(parseMove(' 3A ', p))).toEqual({ from: col(2), to: cell(0), count: 1 });
    expect(unwrap(parseMove('01', pos(TEN, { columns: 10 })))).toEqual({
      from: col(9),
      to: col(0),
      count: 1,
    });
  });

  // Malformed notation: a precise error, never a throw.
  const bad: [token: string, position: Position, code: string, words: RegExp][] = [
    ['', four, NOTATION_ERRORS.syntax, /"" is not a move: write the source then the destination/],
    ['3', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['3z', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['i3', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['15vZ', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['385', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['3 8', four, NOTATION_ERRORS.syntax, /is not a move/],
    ['99', four, NOTATION_ERRORS.badSource, /there is no column 9 in this game/],
    ['01', four, NOTATION_ERRORS.badSource, /there is no column 10 in this game/],
    ['10', four, NOTATION_ERRORS.badDestination, /there is no column 10 in this game/],
    ['3k', four, NOTATION_ERRORS.badDestination, /there is no free cell k in this game/],
    ['e3', four, NOTATION_ERRORS.badSource, /there is no free cell e in this game/],
    ['h3', four, NOTATION_ERRORS.badSource, /a foundation as the source needs its suit, like hS3/],
    [
      '15v0',
      four,
      NOTATION_ERRORS.badCount,
      /a count \(v…\) belongs only to a run moved between columns, and is at least 1/,
    ],
    ['3hv2', four, NOTATION_ERRORS.badCount, /belongs only to a run moved between columns/],
    ['a3v2', four, NOTATION_ERRORS.badCount, /belongs only to a run moved between columns/],
  ];
  test.each(bad)('%j is a notation error', (token, q, code, words) => {
    const r = parseMove(token, q);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, token });
    expect(r.error.message).toMatch(words);
  });

  // Well-formed tokens for moves no game allows: replay names the rule.
  const illegal: [token: string, code: string, words: RegExp][] = [
    ['ab', MOVE_ERRORS.cellToCell, /never to another cell/],
    ['33', MOVE_ERRORS.samePile, /its own pile/],
    ['hh', NOTATION_ERRORS.badSource, /needs its suit/],
    ['hS3', MOVE_ERRORS.foundationFixed, /never comes back/],
    ['a3', MOVE_ERRORS.empty, /free cell 1 is empty/],
    ['38v2', MOVE_ERRORS.notARun, /not a run/],
  ];
  test.each(illegal)('%j is reported with a reason', (token, code, words) => {
    const r = replay(four, token);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ index: 0, token, code });
    expect(r.error.message).toMatch(words);
  });
});

describe("fc-solve's solutions", () => {
  // Verbatim `fc-solve -m -snx` output (see test/fixtures/fc-solve/README.md): an independent
  // solver's moves, in standard notation, must replay in core to a won game.
  test.each([1, 617, 3000000000])("deal %i: fc-solve's solution replays to a win", (n) => {
    const text = readFileSync(
      new URL(`../test/fixtures/fc-solve/solution-${n}.txt`, import.meta.url),
      'utf8',
    );
    const moves = text
      .split('\n')
      .filter((line) => /^[0-9a-k ]+$/.test(line.trim()))
      .join('\n');
    const r = replay(dealOf(rulesOf(), n), moves);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(gameStatus(r.value.position)).toBe('won');
    expect(r.value.moves.length).toBe(moveTokens(moves).length);
    // And our own formatting of those moves is fc-solve's, token for token.
    expect(formatMoves(dealOf(rulesOf(), n), r.value.moves).split(/\s+/).filter(Boolean)).toEqual(
      moveTokens(moves),
    );
  });
});

describe('replay', () => {
  const start = dealOf(rulesOf(), 1);

  test('reports index, token and reason of the first bad move', () => {
    const r = replay(start, '1a 1b\n1c 1d 1a 38');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ index: 4, token: '1a', code: MOVE_ERRORS.cellOccupied });
      expect(r.error.message).toBe('free cell 1 is already taken');
    }
    const syntax = replay(start, ['1a', 'zz', '1b']);
    expect(!syntax.ok && syntax.error).toMatchObject({ index: 1, token: 'zz', code: NOTATION_ERRORS.syntax });
    const fit = replay(start, '1a 21');
    expect(!fit.ok && fit.error).toMatchObject({ index: 1, token: '21', code: MOVE_ERRORS.build });
  });

  test('ignores whitespace, line breaks, commas and # comments', () => {
    const a = unwrap(replay(start, '1a 1b'));
    const b = unwrap(replay(start, '  1a,\n\t# a comment 38 39\n1b # another\n'));
    expect(b.moves).toEqual(a.moves);
    expect(moveTokens('1a,1b\n# x\n 1c')).toEqual(['1a', '1b', '1c']);
    expect(unwrap(replay(start, '')).position).toBe(start);
  });

  test('replayMoves reports the index and the token of the first illegal Move value', () => {
    const bad: Move = { from: col(0), to: col(1), count: 1 };
    const r = replayMoves(start, [{ from: col(0), to: cell(0), count: 1 }, bad]);
    expect(!r.ok && r.error).toMatchObject({ index: 1, token: '12', code: MOVE_ERRORS.build });
    const off = replayMoves(start, [{ from: col(12), to: col(1), count: 1 }]);
    expect(!off.ok && off.error).toMatchObject({ index: 0, code: MOVE_ERRORS.badPile });
  });
});

describe('fuzz: notation never throws', () => {
  const positions = [dealOf(rulesOf(), 1), pos(EIGHT, EIGHT_RULES), pos(TEN, { columns: 10 })];
  const tokenish = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc
      .array(
        fc.constantFrom(
          '0',
          '1',
          '3',
          '9',
          'a',
          'd',
          'g',
          'k',
          'h',
          'H',
          'S',
          's',
          '♠',
          'v',
          'V',
          'f',
          'Z',
          ' ',
          '-',
        ),
        { maxLength: 8 },
      )
      .map((a) => a.join('')),
  );
  test('parseMove on arbitrary strings returns a move or a notation error', () => {
    fc.assert(
      fc.property(tokenish, fc.constantFrom(...positions), (token, p) => {
        const r = parseMove(token, p);
        if (!r.ok) expect(r.error.code).toMatch(/^notation\//);
      }),
      fcParams(2000),
    );
  });

  test('replay on arbitrary text returns a result or an indexed error', () => {
    fc.assert(
      fc.property(fc.array(tokenish, { maxLength: 12 }), fc.constantFrom(...positions), (tokens, p) => {
        const r = replay(p, tokens.join(' '));
        if (!r.ok) expect(r.error.index).toBeGreaterThanOrEqual(0);
      }),
      fcParams(500),
    );
  });
});
