/**
 * A move's shape is checked before anything else reads it: a move that came from JSON, a worker
 * message or saved data with an unknown pile kind, a fractional index or a bad count is refused with
 * `move/malformed`, and no card is lost on the way.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  deckSize,
  expandRun,
  isLegal,
  isMoveShaped,
  legalMoves,
  MOVE_ERRORS,
  moveError,
  moveShapeError,
  PILE_KINDS,
  pileFromKey,
  pileKey,
  play,
  replayMoves,
  type Move,
  type Position,
} from './index.ts';
import { gameArb } from '../test/helpers/arbitraries.ts';
import { dealOf, fcParams, rulesOf } from '../test/helpers/positions.ts';

/** How many cards the position holds: columns, cells and foundations. */
function cardCount(p: Position): number {
  let n = p.foundations.reduce((a, b) => a + b, 0);
  for (const c of p.columns) n += c.length;
  for (const c of p.cells) if (typeof c === 'number') n++;
  return n;
}

const FREECELL_1 = dealOf(rulesOf(), 1);
const col = (index: number) => ({ kind: 'column', index }) as const;

describe('a crafted move: a destination of unknown kind', () => {
  // Before: moveError fell through its switch (undefined, read as "legal" by replay), and applying
  // the move popped the card from column 1 and put it nowhere: 52 cards became 51.
  const bad = { from: col(0), to: { kind: 'tableau', index: 0 }, count: 1 } as unknown as Move;

  test('moveError and play refuse it with move/malformed, saying what is wrong', () => {
    expect(moveError(FREECELL_1, bad)).toEqual({
      code: MOVE_ERRORS.malformed,
      fault: 'bad-kind',
      role: 'destination',
      got: '"tableau"',
    });
    const r = play(FREECELL_1, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(MOVE_ERRORS.malformed);
    expect(isLegal(FREECELL_1, bad)).toBe(false);
  });

  test('replaying it stops there with all 52 cards kept', () => {
    const r = replayMoves(FREECELL_1, [bad]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ index: 0, error: { code: MOVE_ERRORS.malformed } });
    expect(cardCount(FREECELL_1)).toBe(52);
  });

  test('the unchecked applyMove throws rather than drop the card', () => {
    expect(() => applyMove(FREECELL_1, bad)).toThrow(TypeError);
    const badSource = { from: { kind: 'stock', index: 0 }, to: col(1), count: 1 } as unknown as Move;
    expect(() => applyMove(FREECELL_1, badSource)).toThrow(TypeError);
    expect(cardCount(FREECELL_1)).toBe(52);
  });
});

describe('moveShapeError', () => {
  test('leaves numbers out of range to moveError: no such pile, a count that cannot move', () => {
    expect(moveShapeError({ from: { kind: 'cell', index: 0.5 }, to: col(1), count: 1 })).toBeNull();
    expect(moveError(FREECELL_1, { from: col(-1), to: col(1), count: 1 })?.code).toBe(MOVE_ERRORS.badPile);
    expect(moveError(FREECELL_1, { from: col(0), to: col(1), count: NaN })?.code).toBe(MOVE_ERRORS.badCount);
  });

  test('accepts every legal move, and extra keys', () => {
    for (const m of legalMoves(FREECELL_1)) expect(moveShapeError(m)).toBeNull();
    expect(isMoveShaped({ from: col(0), to: col(1), count: 1, reason: 'a hint' })).toBe(true);
  });

  test.each([
    [null, { fault: 'not-a-move', got: 'null' }],
    [[col(0), col(1)], { fault: 'not-a-move', got: 'a list' }],
    ['38', { fault: 'not-a-move', got: '"38"' }],
    [
      { to: col(1), count: 1 },
      { fault: 'not-a-pile', role: 'source', got: 'nothing' },
    ],
    [
      { from: col(0), to: { kind: 'Column', index: 1 }, count: 1 },
      { fault: 'bad-kind', role: 'destination', got: '"Column"' },
    ],
    [
      { from: col(0), to: { kind: 'column', index: '1' }, count: 1 },
      { fault: 'bad-index', role: 'destination', got: '"1"' },
    ],
    [
      { from: col(0), to: col(1), count: '1' },
      { fault: 'bad-count', got: '"1"' },
    ],
    [
      { from: col(0), to: col(1) },
      { fault: 'bad-count', got: 'nothing' },
    ],
    [
      { from: col(0), to: { kind: '\u001b]0;x\u0007', index: 1 }, count: 1 },
      { fault: 'bad-kind', role: 'destination', got: '"\\u001b]0;x\\u0007"' },
    ],
  ])('refuses %j', (value, facts) => {
    expect(moveShapeError(value)).toEqual({ code: MOVE_ERRORS.malformed, ...facts });
  });
});

// ---- property: any malformed move object is refused with a code, and the card count stays ----

/** Not a move (move/malformed), or numbers that name no pile or no count that can move. */
const REFUSALS: readonly string[] = [MOVE_ERRORS.malformed, MOVE_ERRORS.badPile, MOVE_ERRORS.badCount];

const notAKind = fc.oneof(
  fc.string().filter((s) => !(PILE_KINDS as readonly string[]).includes(s)),
  fc.constantFrom(undefined, null, 0, 1, true, ['column'], { kind: 'column' }),
);
const notAnIndex = fc.oneof(
  fc.double({ noInteger: true }),
  fc.integer({ max: -1 }),
  fc.constantFrom(NaN, Infinity, -Infinity, 2 ** 53, undefined, null, '0', '1', [0], true),
);
const notACount = fc.oneof(
  fc.double({ noInteger: true }),
  fc.integer({ max: 0 }),
  fc.constantFrom(NaN, Infinity, 2 ** 53, undefined, null, '1', [1], true),
);
const notAPile = fc.oneof(
  fc.record({ kind: notAKind, index: fc.nat(9) }),
  fc.record({ kind: fc.constantFrom(...PILE_KINDS), index: notAnIndex }),
  fc.oneof(fc.constantFrom(undefined, null, 'c0', 3, [], ['column', 0]), fc.record({ index: fc.nat(9) })),
);

/** A legal move of the position spoilt in one part, so it is malformed by construction. */
const spoilt = (m: Move): fc.Arbitrary<unknown> =>
  fc.oneof(
    notAPile.map((from) => ({ ...m, from })),
    notAPile.map((to) => ({ ...m, to })),
    notACount.map((count) => ({ ...m, count })),
    fc.constantFrom(undefined, null, 0, 'a3', [m.from, m.to, m.count], () => m),
  );

test('any malformed move object is refused with a code, and no card is lost', () => {
  const cases = gameArb({ maxMoves: 20 }).chain((g) => {
    const p = g.positions[g.positions.length - 1] as Position;
    const moves = legalMoves(p);
    const base: Move = moves[0] ?? { from: col(0), to: col(1), count: 1 };
    return fc.tuple(fc.constant(p), spoilt(base));
  });
  fc.assert(
    fc.property(cases, ([p, value]) => {
      const m = value as Move;
      const before = cardCount(p);
      const code = moveError(p, m)?.code;
      expect(REFUSALS).toContain(code);
      // A value that is not even shaped like a move is refused as such.
      if (moveShapeError(value) !== null) expect(code).toBe(MOVE_ERRORS.malformed);
      expect(isLegal(p, m)).toBe(false);
      const played = play(p, m);
      expect(played.ok ? 'accepted' : played.error.code).toBe(code);
      const replayed = replayMoves(p, [m]);
      expect(replayed.ok ? 'accepted' : replayed.error.error.code).toBe(code);
      const expanded = expandRun(p, m);
      expect(expanded.ok ? 'accepted' : expanded.error.code).toBe(code);
      expect(cardCount(p)).toBe(before);
      expect(cardCount(p)).toBe(deckSize(p.rules));
    }),
    fcParams(300),
  );
  // The helper counts what a full deal holds.
  expect(cardCount(FREECELL_1)).toBe(52);
});

test('pileFromKey reads back what pileKey writes, and nothing else', () => {
  for (const kind of PILE_KINDS)
    for (const index of [0, 3, 9]) expect(pileFromKey(pileKey({ kind, index }))).toEqual({ kind, index });
  for (const key of ['', 'c', 'x1', 'c-1', 'c1.5', 'c100', ' c1', 'C1']) expect(pileFromKey(key)).toBeNull();
});
