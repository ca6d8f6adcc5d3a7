import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
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

  test('the eight cells are written a–g and k (h, i and j skipped), and read back', () => {
    const p = pos(EIGHT, EIGHT_RULES);
    const into = (i: number) => ({ from: col(0), to: cell(i), count: 1 });
    const tokens = Array.from({ length: 8 }, (_, i) => formatMove(into(i), p));
    expect(tokens).toEqual(['1a', '1b', '1c', '1d', '1e', '1f', '1g', '1k']);
    tokens.forEach((t, i) => expect(unwrap(parseMove(t, p))).toEqual(into(i)));
    for (const t of ['1i', '1j', 'i1', 'j1']) expect(parseMove(t, p).ok).toBe(false);
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
  const bad: [token: string, code: string, details: Record<string, string>][] = [
    ['', NOTATION_ERRORS.syntax, {}],
    ['3', NOTATION_ERRORS.syntax, {}],
    ['3z', NOTATION_ERRORS.syntax, {}],
    ['i3', NOTATION_ERRORS.syntax, {}],
    ['15vZ', NOTATION_ERRORS.syntax, {}],
    ['385', NOTATION_ERRORS.syntax, {}],
    ['3 8', NOTATION_ERRORS.syntax, {}],
    ['99', NOTATION_ERRORS.badSource, { pile: '9', problem: 'no-column' }],
    ['01', NOTATION_ERRORS.badSource, { pile: '0', problem: 'no-column' }],
    ['10', NOTATION_ERRORS.badDestination, { pile: '0', problem: 'no-column' }],
    ['3k', NOTATION_ERRORS.badDestination, { pile: 'k', problem: 'no-cell' }],
    ['e3', NOTATION_ERRORS.badSource, { pile: 'e', problem: 'no-cell' }],
    ['h3', NOTATION_ERRORS.badSource, { pile: 'h', problem: 'foundation-suit' }],
    ['15v0', NOTATION_ERRORS.badCount, {}],
    ['3hv2', NOTATION_ERRORS.badCount, {}],
    ['a3v2', NOTATION_ERRORS.badCount, {}],
  ];
  test.each(bad)('%j is a notation error', (token, code, details) => {
    const r = parseMove(token, four);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, token, ...details });
  });

  // Well-formed tokens for moves no game allows: replay names the rule.
  const illegal: [token: string, code: string][] = [
    ['ab', MOVE_ERRORS.cellToCell],
    ['33', MOVE_ERRORS.samePile],
    ['hh', NOTATION_ERRORS.badSource],
    ['hS3', MOVE_ERRORS.foundationFixed],
    ['a3', MOVE_ERRORS.empty],
    ['38v2', MOVE_ERRORS.notARun],
  ];
  test.each(illegal)('%j is reported with a reason', (token, code) => {
    const r = replay(four, token);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ index: 0, token, error: { code } });
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
      expect(r.error).toEqual({
        index: 4,
        token: '1a',
        error: { code: MOVE_ERRORS.cellOccupied, pile: { kind: 'cell', index: 0 } },
      });
    }
    const syntax = replay(start, ['1a', 'zz', '1b']);
    expect(!syntax.ok && syntax.error).toEqual({
      index: 1,
      token: 'zz',
      error: { code: NOTATION_ERRORS.syntax, token: 'zz' },
    });
    const fit = replay(start, '1a 21');
    expect(!fit.ok && fit.error).toMatchObject({ index: 1, token: '21', error: { code: MOVE_ERRORS.build } });
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
    expect(!r.ok && r.error).toMatchObject({ index: 1, token: '12', error: { code: MOVE_ERRORS.build } });
    const off = replayMoves(start, [{ from: col(12), to: col(1), count: 1 }]);
    expect(!off.ok && off.error).toMatchObject({ index: 0, error: { code: MOVE_ERRORS.badPile } });
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
